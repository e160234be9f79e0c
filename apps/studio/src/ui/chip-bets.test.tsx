import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetControls, BetSpot, useChipBets } from './chip-bets.tsx';
import { chipValues, stakeLadder } from './stake-ladder.ts';

afterEach(cleanup);

const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

/** Two spots and the controls, as a table lays them out; `onPlay` gets the bets sent. */
function Table({
  maxStake = 1000,
  locked = false,
  onPlay,
  paid,
}: {
  maxStake?: number;
  locked?: boolean;
  onPlay(bets: Record<string, number>): void;
  paid?: Record<string, number>;
}) {
  const bets = useChipBets<'red' | 'black'>({ minStake: 10, maxStake, locked, sound: vi.fn() });
  return (
    <>
      {(['red', 'black'] as const).map((spot) => (
        <BetSpot
          key={spot}
          testId={`spot-${spot}`}
          className={`spot spot--${spot}`}
          amount={bets.spots[spot] ?? 0}
          paid={paid?.[spot]}
          disabled={locked}
          onClick={() => bets.addChip(spot)}
          label={`${spot}, your bet ${money(bets.spots[spot] ?? 0)}`}
        >
          <span aria-hidden="true">{spot.toUpperCase()}</span>
        </BetSpot>
      ))}
      <BetControls
        bets={bets}
        locked={locked}
        labels={{ rack: 'Chip value', undo: 'Undo', clear: 'Clear', total: 'Total', play: 'Deal' }}
        money={money}
        play={{ busy: false, disabled: bets.total === 0, onClick: () => onPlay(bets.spots) }}
      />
    </>
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('chip bets', () => {
  it('stacks the chosen chip on spots, undoes the last chip, clears, and sends the spots', () => {
    const onPlay = vi.fn();
    render(<Table onPlay={onPlay} />);
    expect(button('Deal').disabled).toBe(true);
    expect(button('Undo').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('spot-red'));
    // The rack's second chip (the rack is five values of the 1-2-5 ladder of the limits).
    const big = chipValues(stakeLadder(10, 1000), 5)[1] ?? 0;
    expect(big).toBeGreaterThan(10);
    const second = screen.getByRole('group', { name: 'Chip value' }).querySelectorAll('button')[1];
    fireEvent.click(second as HTMLButtonElement);
    fireEvent.click(screen.getByTestId('spot-black'));
    fireEvent.click(screen.getByTestId('spot-black'));
    expect(screen.getByText('Total').textContent).toBe(`Total ${money(10 + 2 * big)}`);
    // The spot is named by its label alone: the printed text and the chip are decorative.
    expect(button(`black, your bet ${money(2 * big)}`).dataset.testid).toBe('spot-black');
    fireEvent.click(button('Undo'));
    fireEvent.click(button('Deal'));
    expect(onPlay).toHaveBeenLastCalledWith({ red: 10, black: big });
    fireEvent.click(button('Clear'));
    expect(button('Deal').disabled).toBe(true);
    expect(screen.getByText('Total').textContent).toBe(`Total ${money(0)}`);
  });

  it('refuses a chip that would pass the table maximum', () => {
    const onPlay = vi.fn();
    render(<Table maxStake={25} onPlay={onPlay} />);
    fireEvent.click(screen.getByTestId('spot-red'));
    fireEvent.click(screen.getByTestId('spot-red'));
    fireEvent.click(screen.getByTestId('spot-red'));
    fireEvent.click(button('Deal'));
    expect(onPlay).toHaveBeenLastCalledWith({ red: 20 });
  });

  it('takes no chip while locked, and marks paid and lost spots after the round', () => {
    render(<Table locked onPlay={vi.fn()} paid={{ red: 40, black: 0 }} />);
    fireEvent.click(screen.getByTestId('spot-red'));
    expect(screen.getByText('Total').textContent).toBe(`Total ${money(0)}`);
    expect(screen.getByTestId('spot-red').className).toBe('spot spot--red is-paid');
    expect(screen.getByTestId('spot-black').className).toBe('spot spot--black is-lost');
  });
});
