import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { games } from '@croupier/games/catalog';
import type { Rng } from '@croupier/games/engine';
import { slotsEngine } from '@croupier/games/engines/slots/index';
import type { SlotsView } from '@croupier/games/engines/slots/index';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const title = games.find((g) => g.slug === 'orchard-of-fortune');
const config = slotsEngine.configure(title?.engine.settings ?? {});
const info = slotsEngine.info(config);
const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 1,
    slug: 'orchard-of-fortune',
    name: 'Orchard of Fortune',
    engine: 'slots',
    settings: title?.engine.settings ?? {},
    provider: { id: 1, name: 'Croupier Originals' },
    info,
  },
  currency: { code: 'EUR', symbol: '€' },
  balance: 100_000,
  language: 'en',
  fairness: { nextSeedHash: 'ab', nextNonce: 1 },
  openRound: null,
};

/** A round of the real engine from chosen reel stops (then zeros for any free spins). */
function roundAt(stops: number[]): RoundView {
  const values = [...stops, ...Array<number>(100).fill(0)];
  let i = 0;
  const rng: Rng = { int: () => values[i++] ?? 0 };
  const step = slotsEngine.start(config, { lineBet: 1 }, rng);
  return {
    id: `r-${stops.join('-')}`,
    gameId: 1,
    status: 'settled',
    stake: 20,
    win: step.win,
    view: step.view,
    bet: { lineBet: 1 },
    fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'cd' },
    createdAt: '2026-11-22T05:00:00Z',
    settledAt: '2026-11-22T05:00:00Z',
  };
}

/** Stops whose paid spin wins something (searched over the real strips). */
function winningRound(): RoundView {
  for (let s = 0; s < 40; s += 1) {
    const r = roundAt(config.strips.map((strip, reel) => (s * 7 + reel * 3) % strip.length));
    if (r.win > 0 && (r.view as SlotsView).freeSpinsAwarded === 0) return r;
  }
  throw new Error('no winning stops found');
}

const en = ui.texts.en as Record<string, string>;
const t = (key: string, params: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

function props(overrides: Partial<GameUiProps> = {}): GameUiProps {
  return {
    session,
    round: null,
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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('slots table', () => {
  it('spins with the line bet and shows the total stake of all lines', () => {
    const p = props();
    render(<ui.Table {...p} />);
    expect(screen.getByTestId('total-stake').textContent).toBe('€0.20');
    fireEvent.click(screen.getByRole('button', { name: /raise stake/i }));
    expect(screen.getByTestId('total-stake').textContent).toBe('€0.40');
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ lineBet: 2 });
  });

  it("shows the server's window and announces its win", async () => {
    const round = winningRound();
    const view = round.view as SlotsView;
    const p = props({ play: vi.fn(async () => round) });
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toContain(money(round.win)),
    );
    const label = screen.getByRole('img', { name: /^Reels:/ }).getAttribute('aria-label') ?? '';
    // The first reel's symbols, as the engine drew them, top to bottom.
    const first = (view.spins[0]?.grid[0] ?? []).map((id) =>
      id.startsWith('l') ? `low symbol ${id.slice(1)}` : id,
    );
    for (const name of first.filter((n) => n.startsWith('low'))) expect(label).toContain(name);
    expect(document.querySelectorAll('.slots__cell.is-win').length).toBeGreaterThan(0);
  });

  it('keeps the previous window when the server refuses the bet', async () => {
    const p = props();
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    await waitFor(() => expect(screen.getByTestId('play')).toBeTruthy());
    expect(screen.getByTestId('result').textContent).toBe('');
  });

  it('resumes the last round handed in by the shell', () => {
    const round = winningRound();
    render(<ui.Table {...props({ round })} />);
    expect(screen.getByTestId('result').textContent).toContain(money(round.win));
  });

  it('describes a round for the history', () => {
    const round = winningRound();
    expect(ui.describe(round, t, money)).toMatch(/wins$/);
    expect(ui.describe({ ...round, view: null }, t, money)).toBe('');
  });
});
