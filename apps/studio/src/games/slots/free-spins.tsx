import type { FreeSpins } from '@croupier/contract/studio';
import { useId, useMemo, useState } from 'react';

/** Numbers in the player's language (the session's language tag; English if it is not one). */
function numberFormat(language: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language);
  } catch {
    return new Intl.NumberFormat('en');
  }
}

/**
 * The bonus campaign's free spins of this slot: whether the next spin is one (on while any are
 * left, unless the player turns it off), and whether they have just run out (announced once).
 */
export function useFreeSpinMode(freeSpins: FreeSpins | null | undefined) {
  const free = freeSpins && freeSpins.left > 0 ? freeSpins : null;
  const [wanted, setWanted] = useState(true);
  const [usedUp, setUsedUp] = useState(false);
  // Adjusted while rendering (React's pattern for state that follows a prop): the end of the
  // free spins is noticed on the answer that took the last one.
  const has = free !== null;
  const [had, setHad] = useState(has);
  if (has !== had) {
    setHad(has);
    setUsedUp(had && !has);
  }
  return { free, on: free !== null && wanted, wanted, setWanted, usedUp };
}

/**
 * The free-spins box: the counter (a live region, so each spin's count and the end are read
 * out), the campaign's stake per spin and where wins go, and the switch between free spins and
 * normal play.
 */
export function FreeSpinsPanel({
  free,
  usedUp,
  on,
  onToggle,
  disabled,
  language,
  money,
  t,
}: {
  free: FreeSpins | null;
  usedUp: boolean;
  on: boolean;
  onToggle(next: boolean): void;
  disabled: boolean;
  language: string;
  money(amount: number): string;
  t(key: string, params?: Record<string, string | number>): string;
}) {
  const titleId = useId();
  const nf = useMemo(() => numberFormat(language), [language]);
  if (!free && !usedUp) return null;
  return (
    <section
      className={`slots__freespins${on ? ' is-on' : ''}`}
      aria-labelledby={titleId}
      data-testid="freespins"
    >
      <h2 id={titleId} className="slots__freespins-title">
        {t('freespins.title')}
      </h2>
      <p
        className="slots__freespins-count"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="freespins-left"
      >
        {free
          ? t('freespins.left', { left: nf.format(free.left), total: nf.format(free.total) })
          : t('freespins.finished')}
      </p>
      {free && (
        <>
          <p className="slots__freespins-terms">
            <span>{free.campaign}</span>
            <span>{t('freespins.stake', { stake: money(free.stake) })}</span>
            <span>{t('freespins.to_bonus')}</span>
          </p>
          <button
            type="button"
            className="slots__freespins-toggle"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onToggle(!on)}
          >
            {t('freespins.use')}
          </button>
        </>
      )}
    </section>
  );
}
