import { useId, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { formatMoney } from '../shell/money.ts';
import type { BonusProgress } from './bonus-progress.ts';

/** Mobile (< 1200 px): the active bonus's progress under the bar, collapsible. */
export function BonusBox({
  progress,
  symbol,
  lang,
}: {
  progress: BonusProgress;
  symbol: string;
  lang: string;
}) {
  const { t } = useTranslation('casino');
  const [open, setOpen] = useState(true);
  const panel = useId();
  const money = (v: number) => formatMoney(v, symbol, lang);
  const percent = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(
    progress.percentage,
  );
  return (
    <section className="bonus-box" aria-label={t('bonus_box_title')}>
      <button
        type="button"
        className="bonus-box__toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="bonus-box__name">
          {t('bonus_box_title')}: {progress.campaign}
        </span>
        <span className="bonus-box__percent">{percent}%</span>
        <svg
          className="bonus-box__chevron"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </button>
      <div id={panel} className="bonus-box__panel" hidden={!open}>
        <div
          className="bonus-box__bar"
          role="progressbar"
          aria-label={t('bonus_percentage')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentage}
          aria-valuetext={`${percent}%`}
        >
          <span style={{ width: `${progress.percentage}%` }} />
        </div>
        <dl className="bonus-box__facts">
          <div>
            <dt>{t('bonus_target')}</dt>
            <dd>{money(progress.target)}</dd>
          </div>
          <div>
            <dt>{t('bonus_counter')}</dt>
            <dd>{money(progress.counter)}</dd>
          </div>
          <div>
            <dt>{t('bonus_percentage')}</dt>
            <dd>{percent}%</dd>
          </div>
          <div>
            <dt>{t('bonus_max_bet')}</dt>
            <dd>{progress.maxBet === null ? t('bonus_no_max_bet') : money(progress.maxBet)}</dd>
          </div>
          {progress.freespins > 0 && (
            <div>
              <dt>{t('bonus_freespins_left')}</dt>
              <dd data-testid="bonus-box-freespins">
                {t('bonus_freespins_value', {
                  left: progress.freespinsLeft,
                  total: progress.freespins,
                })}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
