import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import type { PlayerCampaign } from '../../bonus/api.ts';
import {
  cardState,
  contributionRows,
  formatCampaignAmount,
  formatPercent,
  formatRate,
  formatTimeLeft,
  freespinsLeft,
  secondsToExpiry,
  wageringProgress,
  type CardState,
  type CurrencyRef,
} from '../../bonus/bonus-rules.ts';
import { formatUtcDate, formatUtcDateTime } from '../../lib/format.ts';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';

const WAITING: readonly CardState[] = ['waiting_sms', 'waiting_deposit', 'waiting_turn'];

/** Seconds to expiry, ticking once a minute (once a second in the last minute). */
function useExpiry(pc: PlayerCampaign, fetchedAt: number, onExpired: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsToExpiry(pc, now, fetchedAt);
  const active = pc.status === 'active';
  useEffect(() => {
    if (!active) return;
    if (left <= 0) {
      onExpired();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), left <= 60 ? 1_000 : 60_000);
    return () => window.clearTimeout(timer);
  }, [active, left, onExpired]);
  return left;
}

/**
 * One campaign of My Bonus: its state, its money, the wagering progress of the active one, the
 * free spins, the time left, what a waiting one waits for, a toggleable terms section and the
 * forfeit button (active and waiting ones).
 */
export function CampaignCard({
  pc,
  currency,
  fetchedAt,
  position,
  onForfeit,
  onExpired,
}: {
  pc: PlayerCampaign;
  currency: CurrencyRef;
  /** When the list was loaded (the countdown's start when `expires_at` is missing). */
  fetchedAt: number;
  /** Its place in the waiting order (1 = next), when waiting. */
  position?: number;
  onForfeit?: (pc: PlayerCampaign) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('myBonus');
  const lang = useLang();
  const id = useId();
  const [termsOpen, setTermsOpen] = useState(false);
  const state = cardState(pc);
  const money = (v: number | null | undefined) => formatCampaignAmount(v, currency, lang);
  const progress = wageringProgress(pc);
  const secondsLeft = useExpiry(pc, fetchedAt, onExpired);
  const spinsLeft = freespinsLeft(pc);
  const c = pc.campaign;
  const waiting = WAITING.includes(state);
  const ended = !waiting && state !== 'active';
  const titleId = `${id}-title`;

  const offer =
    c.amount_type === 'percent'
      ? c.max_amount !== null
        ? t('offer_percent', { percent: formatRate(c.amount, lang), max: money(c.max_amount) })
        : t('offer_percent_nomax', { percent: formatRate(c.amount, lang) })
      : money(c.amount);

  return (
    <article
      className={`bonus-card bonus-card--${ended ? 'ended' : state === 'active' ? 'active' : 'waiting'}`}
      aria-labelledby={titleId}
      data-testid={`bonus-card-${pc.status}`}
    >
      <header className="bonus-card__head">
        {position !== undefined && (
          <span className="bonus-card__position" aria-label={t('position', { position })}>
            {position}
          </span>
        )}
        <div className="bonus-card__heading">
          <h4 id={titleId} className="bonus-card__title">
            {c.name}
          </h4>
          {c.description && <p className="bonus-card__desc">{c.description}</p>}
        </div>
        <span className={`bonus-status bonus-status--${state}`}>{t(`status_${state}`)}</span>
      </header>

      <dl className="bonus-facts">
        {/* Free spins bring no bonus of their own: their wins show below instead. */}
        {!(c.kind === 'free_spins' && pc.bonus_amount <= 0) && (
          <div>
            <dt>{t('bonus_amount')}</dt>
            <dd data-testid="bonus-amount">
              {state === 'waiting_deposit' || pc.bonus_amount <= 0 ? offer : money(pc.bonus_amount)}
            </dd>
          </div>
        )}
        {state === 'active' && pc.target > 0 && (
          <div>
            <dt>{t('wagered')}</dt>
            <dd data-testid="bonus-wagered">
              {t('progress_value', { counter: money(pc.counter), target: money(pc.target) })}
            </dd>
          </div>
        )}
        {pc.freespins > 0 && !ended && (
          <div>
            <dt>{t('freespins_left')}</dt>
            <dd data-testid="bonus-freespins">
              {t('freespins_value', { left: spinsLeft, total: pc.freespins })}
            </dd>
          </div>
        )}
        {pc.freespins > 0 && (pc.freespins_won > 0 || c.kind === 'free_spins') && (
          <div>
            <dt>{t('freespins_won')}</dt>
            <dd>{money(pc.freespins_won)}</dd>
          </div>
        )}
        {state === 'active' && (
          <div>
            <dt>{t('expires_in')}</dt>
            <dd data-testid="bonus-expiry">
              <time dateTime={pc.expires_at ?? undefined}>{formatTimeLeft(secondsLeft, lang)}</time>
              {pc.expires_at && (
                <small className="bonus-facts__sub">
                  {formatUtcDateTime(pc.expires_at, lang)} UTC
                </small>
              )}
            </dd>
          </div>
        )}
        {!ended && (
          <div>
            <dt>{t('max_bet')}</dt>
            <dd data-testid="bonus-max-bet">
              {pc.max_bet === null ? t('no_limit') : money(pc.max_bet)}
            </dd>
          </div>
        )}
        {state === 'completed' && (
          <div>
            <dt>{t('converted')}</dt>
            <dd>{money(pc.converted_amount)}</dd>
          </div>
        )}
        {ended && state !== 'completed' && pc.removed_amount > 0 && (
          <div>
            <dt>{t('removed')}</dt>
            <dd>{money(pc.removed_amount)}</dd>
          </div>
        )}
        {ended && pc.ended_at && (
          <div>
            <dt>{t('ended_at')}</dt>
            <dd>{formatUtcDate(pc.ended_at, lang)}</dd>
          </div>
        )}
      </dl>

      {state === 'active' && pc.target > 0 && (
        <div className="bonus-progress">
          <div className="bonus-progress__labels">
            <span id={`${id}-progress`}>{t('progress_label')}</span>
            <span>{formatPercent(progress.percent, lang)}</span>
          </div>
          <div
            className="bonus-progress__bar"
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={t('progress_text', {
              counter: money(pc.counter),
              target: money(pc.target),
              percent: formatPercent(progress.percent, lang),
            })}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          {!progress.met && (
            <p className="bonus-card__note" data-testid="turnover-not-met">
              {t('turnover_not_met')}{' '}
              <span className="bonus-card__left">
                {t('turnover_left', { left: money(progress.left) })}
              </span>
            </p>
          )}
        </div>
      )}

      {state === 'active' && spinsLeft > 0 && pc.freespin_games.length > 0 && (
        <p className="bonus-card__games">
          {t('freespin_games')}{' '}
          {pc.freespin_games.map((g, i) => (
            <span key={g.id}>
              {i > 0 && ', '}
              <Link to={localizedPath(lang, `/game/play/${g.provider_id}/${g.id}`)}>{g.name}</Link>
            </span>
          ))}
        </p>
      )}

      {waiting && (
        <p className="bonus-card__note" data-testid="bonus-waits">
          {state === 'waiting_deposit' &&
            (c.min_dep > 0
              ? t('waits_deposit', { min: money(c.min_dep) })
              : t('waits_deposit_any'))}
          {state === 'waiting_sms' && t('waits_sms')}
          {state === 'waiting_turn' && t('waits_turn')}{' '}
          {state === 'waiting_deposit' && (
            <Link to={localizedPath(lang, '/dashboard/deposit')}>{t('deposit_link')}</Link>
          )}
          {state === 'waiting_sms' && (
            <Link to={localizedPath(lang, '/dashboard/informations')}>{t('verify_link')}</Link>
          )}
        </p>
      )}

      <div className="bonus-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm bonus-card__toggle"
          aria-expanded={termsOpen}
          aria-controls={`${id}-terms`}
          onClick={() => setTermsOpen((o) => !o)}
        >
          {termsOpen ? t('terms_hide') : t('terms_show')}
          <span className="visually-hidden">: {c.name}</span>
        </button>
        {onForfeit && !ended && (
          <button
            type="button"
            className="btn btn--secondary btn--sm bonus-card__forfeit"
            onClick={() => onForfeit(pc)}
          >
            {t('forfeit')}
            <span className="visually-hidden">: {c.name}</span>
          </button>
        )}
      </div>

      <div id={`${id}-terms`} className="bonus-terms" hidden={!termsOpen}>
        <h5 className="bonus-terms__title">{t('terms_title')}</h5>
        <dl className="bonus-terms__list">
          <div>
            <dt>{t('terms_wagering')}</dt>
            <dd>
              {c.wagering > 0
                ? t(
                    c.wagering_base === 'bonus_deposit'
                      ? 'terms_wagering_bonus_deposit'
                      : 'terms_wagering_bonus',
                    { times: c.wagering },
                  )
                : t('terms_wagering_none')}
            </dd>
          </div>
          <div>
            <dt>{t('terms_contributions')}</dt>
            <dd>
              <ul className="bonus-terms__contrib">
                {contributionRows(c.contributions).map((row) => (
                  <li key={row.type}>
                    <span>{t(`game_type_${row.type}`, { defaultValue: row.type })}</span>
                    <span>{formatRate(row.percent, lang)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{t('max_bet')}</dt>
            <dd>{c.max_bet === null ? t('no_limit') : money(c.max_bet)}</dd>
          </div>
          {c.kind === 'deposit' && (
            <div>
              <dt>{t('terms_min_deposit')}</dt>
              <dd>{money(c.min_dep)}</dd>
            </div>
          )}
          <div>
            <dt>{t('terms_max_cashout')}</dt>
            <dd>{c.max_cashout === null ? t('no_limit') : money(c.max_cashout)}</dd>
          </div>
          {c.min_balance > 0 && (
            <div>
              <dt>{t('terms_min_balance')}</dt>
              <dd>{money(c.min_balance)}</dd>
            </div>
          )}
          <div>
            <dt>{t('terms_validity')}</dt>
            <dd>{t('terms_validity_days', { count: c.validity_days })}</dd>
          </div>
          {c.valid_to && (
            <div>
              <dt>{t('terms_offer_ends')}</dt>
              <dd>{formatUtcDate(c.valid_to, lang)}</dd>
            </div>
          )}
          {c.options.sms_verified && (
            <div>
              <dt>{t('terms_sms')}</dt>
              <dd>{t('terms_sms_value')}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
