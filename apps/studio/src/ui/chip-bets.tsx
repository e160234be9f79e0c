import { useMemo, useState, type ReactNode } from 'react';
import type { SoundName } from '../games/types.ts';
import { ActionButton } from './action-button.tsx';
import { ChipButton, ChipMark } from './chip.tsx';
import { chipValues, stakeLadder } from './stake-ladder.ts';

/**
 * Chips placed on a table's betting spots (baccarat, andar bahar...): the rack's five chip
 * values from the game's limits, the chosen chip, the amount on each spot and the order the
 * chips went down (for undo). A chip that would take the total over `maxStake` is refused.
 */
export function useChipBets<K extends string>({
  minStake,
  maxStake,
  locked,
  sound,
}: {
  minStake: number;
  maxStake: number;
  /** A round is being sent or dealt: the spots take no chip. */
  locked: boolean;
  sound(name: SoundName): void;
}) {
  const chips = useMemo(() => chipValues(stakeLadder(minStake, maxStake), 5), [minStake, maxStake]);
  const [chip, setChip] = useState<number>(chips[0] ?? minStake);
  const [spots, setSpots] = useState<Partial<Record<K, number>>>({});
  const [placed, setPlaced] = useState<K[]>([]);
  const total = Object.values<number | undefined>(spots).reduce<number>(
    (sum, v) => sum + (v ?? 0),
    0,
  );

  const addChip = (spot: K) => {
    if (locked || total + chip > maxStake) return;
    sound('chip');
    setSpots((s) => ({ ...s, [spot]: (s[spot] ?? 0) + chip }));
    setPlaced((p) => [...p, spot]);
  };
  const undo = () => {
    const last = placed.at(-1);
    if (!last || locked) return;
    setSpots((s) => {
      const next = { ...s };
      const left = (next[last] ?? 0) - chip;
      if (left > 0) next[last] = left;
      else delete next[last];
      return next;
    });
    setPlaced((p) => p.slice(0, -1));
  };
  const clear = () => {
    if (locked) return;
    setSpots({});
    setPlaced([]);
  };
  /** Takes another chip from the rack (with the click sound). */
  const pickChip = (value: number) => {
    sound('click');
    setChip(value);
  };
  return { chips, chip, pickChip, spots, placed, total, addChip, undo, clear };
}

export interface BetSpotProps {
  testId: string;
  /** The spot's own classes (e.g. `bac-spot bac-spot--tie`); `is-paid` / `is-lost` are added. */
  className: string;
  /** The chips on the spot, minor units. */
  amount: number;
  /** What the finished round paid on this spot (0: lost); undefined while betting. */
  paid?: number;
  disabled: boolean;
  onClick(): void;
  /** The accessible name: the printed text first, then the bet ("Banker, pays 0.95:1, your bet €2.00"). */
  label: string;
  /** An extra class of the chip drawn on the spot (it sits on the spot's lower edge). */
  chipClassName?: string;
  /** The printed text (hidden from assistive technology: `label` says it). */
  children: ReactNode;
}

/** A betting spot: a button that takes a chip, shows the chips on it and lights up when paid. */
export function BetSpot({
  testId,
  className,
  amount,
  paid,
  disabled,
  onClick,
  label,
  chipClassName,
  children,
}: BetSpotProps) {
  return (
    <button
      type="button"
      data-testid={testId}
      className={[
        className,
        paid !== undefined && paid > 0 ? 'is-paid' : '',
        paid === 0 ? 'is-lost' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden">{label}</span>
      {amount > 0 && (
        <ChipMark
          amount={amount}
          className={['ui-bets__spot-chip', chipClassName].filter(Boolean).join(' ')}
          decorative
        />
      )}
    </button>
  );
}

export interface BetControlsProps {
  /** The table's chips (`useChipBets`). */
  bets: Pick<
    ReturnType<typeof useChipBets>,
    'chips' | 'chip' | 'pickChip' | 'placed' | 'total' | 'undo' | 'clear'
  >;
  /** Nothing can be changed (a round is being sent or dealt). */
  locked: boolean;
  /** The game's texts: the rack's group name, the buttons and the total's caption. */
  labels: { rack: string; undo: string; clear: string; total: string; play: string };
  /** Money in the session's currency. */
  money(amount: number): string;
  play: { busy: boolean; disabled: boolean; onClick(): void };
  /** Extra buttons before the play button (e.g. skip the deal). */
  children?: ReactNode;
}

/** The chip rack, undo / clear, the total bet and the deal button under a betting layout. */
export function BetControls({ bets, locked, labels, money, play, children }: BetControlsProps) {
  const { chips, chip, total } = bets;
  return (
    <div className="ui-bets">
      <div className="ui-bets__rack" role="group" aria-label={labels.rack}>
        {chips.map((value) => (
          <ChipButton
            key={value}
            amount={value}
            selected={value === chip}
            disabled={locked}
            onClick={() => bets.pickChip(value)}
          />
        ))}
      </div>
      <div className="ui-bets__buttons">
        <ActionButton
          variant="secondary"
          icon="undo"
          onClick={bets.undo}
          disabled={locked || bets.placed.length === 0}
        >
          {labels.undo}
        </ActionButton>
        <ActionButton
          variant="secondary"
          icon="clear"
          onClick={bets.clear}
          disabled={locked || total === 0}
        >
          {labels.clear}
        </ActionButton>
        <span className="ui-bets__total">
          {labels.total} <strong>{money(total)}</strong>
        </span>
        {children}
        <ActionButton
          data-testid="play"
          size="lg"
          busy={play.busy}
          disabled={play.disabled}
          onClick={play.onClick}
        >
          {labels.play}
        </ActionButton>
      </div>
    </div>
  );
}
