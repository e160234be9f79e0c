import type { ComponentType } from 'react';
import type { StudioSession } from '@croupier/contract/studio';
import type { RulesProps } from '../games/types.ts';
import type { NumberFormats } from '../i18n/numbers.ts';
import type { Translate } from '../i18n/translate.ts';

export function InfoPanel({
  session,
  Rules,
  t,
  money,
  numbers,
}: {
  session: StudioSession;
  Rules: ComponentType<RulesProps> | null;
  t: Translate;
  money(amount: number): string;
  numbers: NumberFormats;
}) {
  const { info, settings, provider } = session.game;
  const multiplier = numbers.number(info.maxMultiplier);
  return (
    <div className="info">
      <dl className="facts">
        <div className="facts__item facts__item--rtp">
          <dt>{t('info.rtp')}</dt>
          <dd>{numbers.percent(info.rtp)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('info.rtp_method')}</dt>
          <dd>{t(`info.method.${info.rtpMethod}`)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('info.min_stake')}</dt>
          <dd>{money(info.minStake)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('info.max_stake')}</dt>
          <dd>{money(info.maxStake)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('info.max_win')}</dt>
          <dd>{t('info.max_win_value', { x: multiplier })}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('info.provider')}</dt>
          <dd>{provider.name}</dd>
        </div>
      </dl>
      <p className="info__note">{t('info.rtp_note')}</p>
      {Rules && (
        <section className="info__rules" aria-labelledby="info-rules-title">
          <h3 id="info-rules-title">{t('info.rules')}</h3>
          <Rules info={info} settings={settings} money={money} numbers={numbers} t={t} />
        </section>
      )}
    </div>
  );
}
