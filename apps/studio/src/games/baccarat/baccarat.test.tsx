import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { baccaratEngine } from '@croupier/games/engines/baccarat/index';
import type { Rng } from '@croupier/games/engine';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

function sessionFor(settings: Record<string, unknown>): StudioSession {
  const config = baccaratEngine.configure(settings);
  return {
    mode: 'demo',
    game: {
      id: 30,
      slug: 'punto-banco-salon',
      name: 'Punto Banco Salon',
      engine: 'baccarat',
      settings,
      provider: { id: 3, name: 'Golden Table' },
      info: baccaratEngine.info(config),
    },
    currency: { code: 'EUR', symbol: '€' },
    balance: 100_000,
    language: 'en',
    fairness: { nextSeedHash: 'ab', nextNonce: 1 },
    openRound: null,
  };
}

const punto = { variant: 'punto-banco', decks: 8, bankerCommission: 0.05, minBet: 1, maxBet: 2000 };

/** A settled round from the real engine, dealt from a fixed card order. */
function settledRound(bets: Record<string, number>, cards: number[]): RoundView {
  const config = baccaratEngine.configure(punto);
  const { bet, stake } = baccaratEngine.placeBet(config, { bets });
  // An rng that picks the listed shoe positions: the first draw of a fresh 8-deck shoe is
  // position `cards[0]`, and so on (each draw is relative to the cards left).
  let i = 0;
  const rng: Rng = { int: () => cards[i++] ?? 0 };
  const step = baccaratEngine.start(config, bet, rng);
  return {
    id: 'r1',
    gameId: 30,
    status: 'settled',
    stake,
    win: step.win,
    view: step.view,
    bet,
    fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'cd' },
    createdAt: '2026-11-22T05:00:00Z',
    settledAt: '2026-11-22T05:00:01Z',
  };
}

const en = ui.texts.en as Record<string, string>;
const t = (key: string, params: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

function props(round: RoundView | null, overrides: Partial<GameUiProps> = {}): GameUiProps {
  return {
    session: sessionFor(punto),
    round,
    balance: 100_000,
    busy: false,
    play: vi.fn(async () => null),
    act: vi.fn(async () => null),
    refresh: vi.fn(async () => null),
    money,
    t,
    sound: vi.fn(),
    reducedMotion: true,
    ...overrides,
  };
}

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
    expect(ui.describe(round, t, money)).toBe('Player 9 – Banker 6: Player');
  });

  it('has every text in all seven languages', () => {
    const keys = Object.keys(en).sort();
    for (const lang of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(Object.keys(ui.texts[lang] ?? {}).sort(), lang).toEqual(keys);
    }
  });
});
