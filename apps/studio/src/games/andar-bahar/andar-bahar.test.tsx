import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { andarBaharEngine } from '@croupier/games/engines/andar-bahar/index';
import type { Rng } from '@croupier/games/engine';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const settings = { decks: 1, sideBets: true, minBet: 0.1, maxBet: 1000 };
const config = andarBaharEngine.configure(settings);
const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 40,
    slug: 'andar-bahar-palace',
    name: 'Andar Bahar Palace',
    engine: 'andar-bahar',
    settings,
    provider: { id: 3, name: 'Golden Table' },
    info: andarBaharEngine.info(config),
  },
  currency: { code: 'EUR', symbol: '€' },
  balance: 100_000,
  language: 'en',
  fairness: { nextSeedHash: 'ab', nextNonce: 1 },
  openRound: null,
};

const en = ui.texts.en as Record<string, string>;
const t = (key: string, params: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

function props(round: RoundView | null): GameUiProps {
  return {
    session,
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
  };
}

afterEach(cleanup);

describe('andar bahar table', () => {
  it('sends the chips placed on Andar and a side bet', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('spot-andar'));
    fireEvent.click(screen.getByTestId('spot-1-5'));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ bets: { andar: 10, '1-5': 10 } });
  });

  it('shows the finished deal and the win', () => {
    const { bet, stake } = andarBaharEngine.placeBet(config, { bets: { andar: 100 } });
    // An unshuffled deck: joker ace of spades (black: Andar first), the next ace is 13 cards on.
    const rng: Rng = { int: () => 0 };
    const step = andarBaharEngine.start(config, bet, rng);
    const round: RoundView = {
      id: 'r1',
      gameId: 40,
      status: 'settled',
      stake,
      win: step.win,
      view: step.view,
      bet,
      fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'cd' },
      createdAt: '2026-11-22T05:00:00Z',
      settledAt: '2026-11-22T05:00:01Z',
    };
    render(<ui.Table {...props(round)} />);
    expect(step.view.cardsDealt).toBe(13);
    expect(screen.getByTestId('result').textContent).toBe(
      'Andar wins: the A matched after 13 cards. You win €1.90.',
    );
    expect(ui.describe(round, t, money)).toBe('Joker A: Andar after 13 cards');
  });

  it('has every text in all seven languages', () => {
    const keys = Object.keys(en).sort();
    for (const lang of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(Object.keys(ui.texts[lang] ?? {}).sort(), lang).toEqual(keys);
    }
  });
});
