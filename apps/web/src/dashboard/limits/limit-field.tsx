import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translation.tsx';
import { AlertIcon } from '../../auth/form.tsx';
import { LockIcon } from '../../components/icons.tsx';
import type { LimitsState } from './api/get-limits.ts';
import type { StatisticRequest } from './api/get-pending-requests.ts';
import { formatLimitAmount, formatUtcDateTime } from './limits-format.ts';
import {
  LIMITS_FACTORS,
  changeDirection,
  isMinutesField,
  parseLimit,
  type LimitField,
} from './limits-rules.ts';

/** Today's use of a daily limit (UTC day); weekly and monthly show what is left instead. */
function usedToday(field: LimitField, today: LimitsState['today']): number | null {
  switch (field) {
    case 'max_daily_deposit':
      return today.deposits;
    case 'max_daily_bet':
      return today.bets;
    case 'max_daily_loss':
      // Ahead today (wins above stakes): nothing of the loss limit is used.
      return Math.max(0, today.loss);
    case 'max_daily_playing_time':
      return today.playing_minutes;
    default:
      return null;
  }
}

function allowance(field: LimitField, state: LimitsState): number | null {
  if (field === 'max_weekly_deposit') return state.deposit_allowance.weekly;
  if (field === 'max_monthly_deposit') return state.deposit_allowance.monthly;
  return null;
}

/**
 * One limit: its name, current value, the input, today's use against it, and what saving the
 * typed value would do; a pending change and a lock on raising it are said under it.
 */
export function LimitField({
  field,
  input,
  typed,
  error,
  proposed,
  state,
  pending,
  language,
  now,
}: {
  field: LimitField;
  input: UseFormRegisterReturn;
  typed: string;
  error: string | null;
  proposed: boolean;
  state: LimitsState;
  pending: StatisticRequest | undefined;
  language: string;
  /** When the state was read. */
  now: number;
}) {
  const { t } = useTranslation('myprofile');
  const id = `limit-${field}`;
  const symbol = state.currency.symbol;
  const current = state.limits[field] ?? null;
  const amount = (value: number) => formatLimitAmount(field, value, symbol, language);
  const used = usedToday(field, state.today);
  // What is left of a weekly or monthly limit (a self-excluded player has 0 left everywhere).
  const left = current === null ? null : allowance(field, state);
  const lockedUntil = state.locks[field]?.locked_until ?? null;
  const locked = lockedUntil !== null && new Date(lockedUntil).getTime() > now;
  const direction = changeDirection(current, error ? current : parseLimit(typed));
  const factor = LIMITS_FACTORS[field];

  let note: { kind: 'error' | 'hint'; text: string };
  if (error) note = { kind: 'error', text: error };
  else if (direction !== 'same') note = { kind: 'hint', text: t(`limits_preview_${direction}`) };
  else if (proposed && factor) note = { kind: 'hint', text: t('limits_proposed', { factor }) };
  else
    note = {
      kind: 'hint',
      text: t(isMinutesField(field) ? 'limits_hint_minutes' : 'limits_hint_money'),
    };
  // A proposal that the player has not touched is said even once a change is previewed.
  const proposalNote =
    proposed && factor && note.kind === 'hint' && direction !== 'same'
      ? t('limits_proposed', { factor })
      : null;

  const percent =
    used !== null && current !== null && current > 0
      ? Math.min(100, Math.round((used / current) * 100))
      : null;

  const described = [
    `${id}-note`,
    proposalNote ? `${id}-proposal` : null,
    used !== null || left !== null ? `${id}-use` : null,
    pending ? `${id}-pending` : null,
    locked ? `${id}-lock` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`limit-field${error ? ' is-invalid' : ''}`} data-field={field}>
      <div className="limit-field__head">
        <label className="field__label" htmlFor={id}>
          {t(`limits_field_${field}`)}
        </label>
        <span className="limit-field__current" data-testid={`${field}-current`}>
          {t('limits_current', { value: current === null ? t('limits_none') : amount(current) })}
        </span>
      </div>
      <div className="limit-input">
        <input
          id={id}
          className="input limit-input__control"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('limits_none')}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        <span className="limit-input__unit" aria-hidden="true">
          {isMinutesField(field) ? t('limits_unit_minutes') : symbol}
        </span>
      </div>
      {note.kind === 'error' ? (
        <p className="field__error" id={`${id}-note`} role="alert">
          <AlertIcon width={16} height={16} />
          <span>{note.text}</span>
        </p>
      ) : (
        <p
          className={`field__hint${direction !== 'same' ? ' limit-field__preview' : ''}`}
          id={`${id}-note`}
        >
          {note.text}
        </p>
      )}
      {proposalNote && (
        <p className="field__hint" id={`${id}-proposal`}>
          {proposalNote}
        </p>
      )}
      {used !== null && (
        <div className="limit-use" id={`${id}-use`}>
          <p className="limit-use__text">
            {t(`limits_use_${field}`)}:{' '}
            <strong>
              {current === null
                ? amount(used)
                : t('limits_use_of', { used: amount(used), limit: amount(current) })}
            </strong>
          </p>
          {percent !== null && (
            <span className="limit-use__bar" aria-hidden="true">
              <span
                className={`limit-use__fill${percent >= 100 ? ' is-full' : ''}`}
                style={{ width: `${percent}%` }}
              />
            </span>
          )}
        </div>
      )}
      {used === null && left !== null && (
        <p className="limit-use__text" id={`${id}-use`}>
          {t('limits_left')}: <strong>{amount(left)}</strong>
        </p>
      )}
      {pending && (
        <p className="limit-field__pending" id={`${id}-pending`}>
          {t('limits_pending_field', {
            value: pending.response === null ? t('limits_none') : amount(Number(pending.response)),
            date: formatUtcDateTime(pending.activated_at, language),
          })}
        </p>
      )}
      {locked && (
        <p className="limit-field__lock" id={`${id}-lock`}>
          <LockIcon width={16} height={16} aria-hidden="true" />
          <span>
            {t('limits_locked_field', { date: formatUtcDateTime(lockedUntil, language) })}
          </span>
        </p>
      )}
    </div>
  );
}
