import { useId, useMemo } from 'react';
import { useFrame } from './frame-context.tsx';
import { ChipButton } from './chip.tsx';
import { chipValues, stakeLadder, stepStake } from './stake-ladder.ts';

export interface StakeSelectorProps {
  /** Current stake in minor units. */
  value: number;
  onChange(value: number): void;
  /** From `session.game.info.minStake` / `maxStake` (or a per-bet limit of the engine). */
  min: number;
  max: number;
  /** Only multiples of this are offered (a game accepting only those); default 1. */
  step?: number;
  disabled?: boolean;
  /** Show quick-pick chips under the +/- row (false: only +/-). */
  chips?: boolean;
  /** Visible label; defaults to the shell's "Stake". */
  label?: string;
  className?: string;
}

/**
 * The stake control: - amount + on one row, optional chips for quick picks. Keyboard: the +/-
 * buttons, and arrow keys on the amount (an ARIA spinbutton) step through the 1-2-5 ladder.
 */
export function StakeSelector({
  value,
  onChange,
  min,
  max,
  step = 1,
  disabled = false,
  chips = false,
  label,
  className,
}: StakeSelectorProps) {
  const { t, money, sound } = useFrame();
  const id = useId();
  const ladder = useMemo(() => stakeLadder(min, max, step), [min, max, step]);
  // The ends the ladder offers (min and max themselves unless `step` moves them onto multiples).
  const low = ladder[0] as number;
  const high = ladder.at(-1) as number;
  const quick = useMemo(() => (chips ? chipValues(ladder, 5) : []), [chips, ladder]);
  const set = (next: number) => {
    if (next === value || disabled) return;
    sound('chip');
    onChange(next);
  };
  const onKey = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowUp: stepStake(ladder, value, 1),
      ArrowRight: stepStake(ladder, value, 1),
      ArrowDown: stepStake(ladder, value, -1),
      ArrowLeft: stepStake(ladder, value, -1),
      Home: low,
      End: high,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div className={['ui-stake', className].filter(Boolean).join(' ')}>
      <span className="ui-stake__label" id={`${id}-label`}>
        {label ?? t('ui.stake')}
      </span>
      <div className="ui-stake__row">
        <button
          type="button"
          className="ui-stake__step"
          aria-label={t('ui.stake_down')}
          disabled={disabled || value <= low}
          onClick={() => set(stepStake(ladder, value, -1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <div
          className="ui-stake__value"
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={`${id}-label`}
          aria-valuemin={low}
          aria-valuemax={high}
          aria-valuenow={value}
          aria-valuetext={money(value)}
          aria-disabled={disabled || undefined}
          onKeyDown={onKey}
        >
          {money(value)}
        </div>
        <button
          type="button"
          className="ui-stake__step"
          aria-label={t('ui.stake_up')}
          disabled={disabled || value >= high}
          onClick={() => set(stepStake(ladder, value, 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {quick.length > 0 && (
        <div className="ui-stake__chips" role="group" aria-labelledby={`${id}-label`}>
          {quick.map((chip) => (
            <ChipButton
              key={chip}
              amount={chip}
              selected={chip === value}
              disabled={disabled}
              onClick={() => set(chip)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
