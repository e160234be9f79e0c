import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { bingoEngine } from '@croupier/games/engines/bingo/index';
import { fairRng } from '@croupier/games/rng';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const settings = { balls: 90, ticketsPerStrip: 6, ticketPrice: 0.1 };
const config = bingoEngine.configure(settings);
const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 50,
    slug: 'seaside-bingo-hall',
    name: 'Seaside Bingo Hall',
    engine: 'bingo',
    settings,
    provider: { id: 4, name: 'Croupier Originals' },
    info: bingoEngine.info(config),
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

describe('bingo hall', () => {
  it('buys the chosen number of tickets', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'One ticket more' }));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ tickets: 3 });
  });

  it('shows the drawn balls dabbed on the tickets and the win', () => {
    const step = bingoEngine.start(config, { tickets: 6 }, fairRng('ab'.repeat(32), 'c', 1));
    const round: RoundView = {
      id: 'r1',
      gameId: 50,
      status: 'settled',
      stake: 60,
      win: step.win,
      view: step.view,
      bet: { tickets: 6 },
      fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'cd' },
      createdAt: '2026-11-22T05:00:00Z',
      settledAt: '2026-11-22T05:00:01Z',
    };
    const { container } = render(<ui.Table {...props(round)} />);
    // A full strip holds every number once, so each of the 45 balls dabs exactly one cell.
    expect(container.querySelectorAll('.bingo-cell.is-dabbed')).toHaveLength(45);
    expect(screen.getByTestId('result').textContent).toContain('45 balls drawn.');
    expect(screen.getByTestId('result').textContent).toContain(money(step.win));
  });

  it('has every text in all seven languages', () => {
    const keys = Object.keys(en).sort();
    for (const lang of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(Object.keys(ui.texts[lang] ?? {}).sort(), lang).toEqual(keys);
    }
  });
});
