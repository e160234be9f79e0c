import type { ComponentType } from 'react';
import type { StudioSession } from '@croupier/contract/studio';
import type { RulesProps } from '../games/types.ts';
import type { Translate } from '../i18n/translate.ts';

/** RTP as a percentage with 2 decimals in the player's locale: 0.9612 -> "96.12 %" / "96,12 %". */
export function formatRtp(rtp: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rtp);
}

export function InfoPanel({
  session,
  Rules,
  t,
  money,
  locale,
}: {
  session: StudioSession;
  Rules: ComponentType<RulesProps> | null;
  t: Translate;
  money(amount: number): string;
  locale: string;
}) {
  const { info, settings, provider } = session.game;
  const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    info.maxMultiplier,
  );
  return (
    <div className="info">
      <dl className="facts">
        <div className="facts__item facts__item--rtp">
          <dt>{t('info.rtp')}</dt>
          <dd>{formatRtp(info.rtp, locale)}</dd>
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
          <Rules info={info} settings={settings} money={money} t={t} />
        </section>
      )}
    </div>
  );
}
