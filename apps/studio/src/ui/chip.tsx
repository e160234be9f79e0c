import type { NumberFormats } from '../i18n/numbers.ts';
import { useFrame } from './frame-context.tsx';

export interface ChipButtonProps {
  amount: number;
  selected?: boolean;
  disabled?: boolean;
  onClick(): void;
  className?: string;
}

/** A casino chip as a toggle button (roulette / baccarat chip racks use it too). */
export function ChipButton({
  amount,
  selected = false,
  disabled,
  onClick,
  className,
}: ChipButtonProps) {
  const { money, numbers } = useFrame();
  return (
    <button
      type="button"
      className={['ui-chip', `ui-chip--${chipTone(amount)}`, className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="ui-chip__face" aria-hidden="true">
        {shortMoney(amount, numbers)}
      </span>
      <span className="visually-hidden">{money(amount)}</span>
    </button>
  );
}

/** The chip colour follows the amount's decade, as on a real table. */
export function chipTone(amount: number): 'white' | 'red' | 'green' | 'blue' | 'black' | 'purple' {
  if (amount < 100) return 'white';
  if (amount < 500) return 'red';
  if (amount < 2500) return 'green';
  if (amount < 10000) return 'blue';
  if (amount < 50000) return 'black';
  return 'purple';
}

/**
 * A chip face in the player's digits: 0.5, 2, 25, 1K, 2.5K ("0,5" and "2,5K" in German); no
 * currency, the accessible text carries it.
 */
export function shortMoney(amount: number, numbers: NumberFormats): string {
  const units = amount / 100;
  if (units >= 1000) return `${numbers.number(units / 1000, { max: 1 })}K`;
  return numbers.number(units, { max: 2 });
}

/** A placed chip (not a button): on a roulette cell or a betting spot. */
/**
 * A chip drawn on the table. Named by its amount, unless `decorative`: a chip placed on a betting
 * spot whose own name already says the bet and the amount (its short figure would break the
 * spot's name).
 */
export function ChipMark({
  amount,
  className,
  decorative = false,
}: {
  amount: number;
  className?: string;
  decorative?: boolean;
}) {
  const { money, numbers } = useFrame();
  return (
    <span
      className={['ui-chip', 'ui-chip--mark', `ui-chip--${chipTone(amount)}`, className]
        .filter(Boolean)
        .join(' ')}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': money(amount) })}
    >
      <span className="ui-chip__face" aria-hidden="true">
        {shortMoney(amount, numbers)}
      </span>
    </span>
  );
}
