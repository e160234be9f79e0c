import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import { baccaratEngine } from '@croupier/games/engines/baccarat/index';
import type { Rng } from '@croupier/games/engine';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const punto = { variant: 'punto-banco', decks: 8, bankerCommission: 0.05, minBet: 1, maxBet: 2000 };
const session = demoSession({
  id: 30,
  slug: 'punto-banco-salon',
  name: 'Punto Banco Salon',
  engine: 'baccarat',
  settings: punto,
  provider: { id: 3, name: 'Golden Table' },
  info: baccaratEngine.info(baccaratEngine.configure(punto)),
});

/** A settled round from the real engine, dealt from a fixed card order. */
function settledRound(bets: Record<string, number>, cards: number[]): RoundView {
  const config = baccaratEngine.configure(punto);
  const { bet, stake } = baccaratEngine.placeBet(config, { bets });
  // An rng that picks the listed shoe positions: the first draw of a fresh 8-deck shoe is
  // position `cards[0]`, and so on (each draw is relative to the cards left).
  let i = 0;
  const rng: Rng = { int: () => cards[i++] ?? 0 };
  const step = baccaratEngine.start(config, bet, rng);
  return roundView({ gameId: 30, status: 'settled', stake, win: step.win, view: step.view, bet });
}

const { t, money, numbers } = englishTools(ui.texts);
const props = (round: RoundView | null) => tableProps(session, ui.texts, round);

afterEach(cleanup);

describe('baccarat table', () => {
  it('stacks chips on the spots and deals exactly those bets', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('spot-tie'));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ bets: { banker: 200, tie: 100 } });
  });

  it('shows a finished round with its cards, winner and win', () => {
    // Shoe positions 0.. of a fresh ordered shoe: 1S 2S 3S 4S -> player A+3 = 4, banker 2+4 = 6;
    // the player draws the next card (5S): 9 beats 6.
    const round = settledRound({ player: 1000 }, [0, 0, 0, 0, 0, 0]);
    render(<ui.Table {...props(round)} />);
    const result = screen.getByTestId('result');
    expect(result.textContent).toContain('Player wins 9:6');
    expect(result.textContent).toContain('€20.00');
    expect(ui.describe(round, t, money, numbers)).toBe('Player 9 – Banker 6: Player');
  });

  it('has every text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
