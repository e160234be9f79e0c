import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { games } from '@croupier/games/catalog';
import type { Rng } from '@croupier/games/engine';
import { COIN } from '@croupier/games/engines/slots/config';
import { slotsEngine } from '@croupier/games/engines/slots/index';
import type { SlotsView } from '@croupier/games/engines/slots/index';
import { englishTools } from '../test-support.ts';
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

const { t, money, numbers } = englishTools(ui.texts);

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
    numbers,
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
    expect(screen.getByTestId('result').textContent).toBe('Choose your bet and spin.');
  });

  it('resumes the last round handed in by the shell', () => {
    const round = winningRound();
    render(<ui.Table {...props({ round })} />);
    expect(screen.getByTestId('result').textContent).toContain(money(round.win));
  });

  it('describes a round for the history', () => {
    const round = winningRound();
    // The count of winning lines or ways, in the form that agrees with it ("1 win", "3 wins").
    expect(ui.describe(round, t, money, numbers)).toMatch(/(^|\D)(1 win|([02-9]|\d\d+) wins)$/);
    expect(ui.describe({ ...round, view: null }, t, money, numbers)).toBe('');
  });
});

/** A demo session of another catalog title. */
function sessionOf(slug: string): StudioSession {
  const g = games.find((x) => x.slug === slug);
  if (!g) throw new Error(slug);
  const c = slotsEngine.configure(g.engine.settings);
  return {
    ...session,
    game: {
      ...session.game,
      id: g.rank,
      slug,
      name: g.name,
      settings: g.engine.settings,
      info: slotsEngine.info(c),
    },
  };
}

/** A settled round of `slug` played by the real engine from scripted draws. */
function roundOf(slug: string, draws: number[], lineBet: number): RoundView {
  const g = games.find((x) => x.slug === slug);
  const c = slotsEngine.configure(g?.engine.settings ?? {});
  const values = [...draws, ...Array<number>(400).fill(0)];
  let i = 0;
  const rng: Rng = { int: () => values[i++] ?? 0 };
  const step = slotsEngine.start(c, { lineBet }, rng);
  return {
    ...roundAt([0, 0, 0, 0, 0]),
    id: `r-${slug}`,
    stake: lineBet * c.betUnits,
    win: step.win,
    view: step.view,
    bet: { lineBet },
  };
}

describe('slots table: ways line bets', () => {
  const slug = 'thunder-anvil';
  const c = slotsEngine.configure(games.find((x) => x.slug === slug)?.engine.settings ?? {});
  const coinBet = () => Number(screen.getByRole('spinbutton').getAttribute('aria-valuenow'));
  /** Every value the +/- buttons reach, from the smallest to the largest. */
  const walk = () => {
    const seen = [coinBet()];
    const up = screen.getByRole('button', { name: /raise stake/i });
    while (!(up as HTMLButtonElement).disabled && seen.length < 100) {
      fireEvent.click(up);
      seen.push(coinBet());
    }
    return seen;
  };

  it('offers only coin bets the engine accepts (multiples of the half-coin step)', () => {
    expect(c.payDivisor).toBe(2);
    const p = props({ session: sessionOf(slug) });
    render(<ui.Table {...p} />);
    // 25 coins at 0.02: the smallest total stake of a 1024-ways title.
    expect(screen.getByTestId('total-stake').textContent).toBe('€0.50');
    const offered = walk();
    expect(offered[0]).toBe(c.minLineBet);
    expect(offered.at(-1)).toBe(c.maxLineBet);
    expect(offered.length).toBeGreaterThan(5);
    for (const lineBet of offered) {
      expect(lineBet % 2).toBe(0);
      expect(() => slotsEngine.placeBet(c, { lineBet })).not.toThrow();
    }
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ lineBet: c.maxLineBet });
  });

  it('moves a remembered coin bet the engine refuses onto an accepted one', () => {
    const p = props({ session: sessionOf(slug) });
    for (const [saved, expected] of [
      ['5', 4],
      ['1', c.minLineBet],
      ['401', c.maxLineBet],
    ] as const) {
      localStorage.setItem(`croupier:slots:line-bet:${p.session.game.id}`, saved);
      render(<ui.Table {...p} />);
      expect(coinBet()).toBe(expected);
      fireEvent.click(screen.getByTestId('play'));
      expect(p.play).toHaveBeenLastCalledWith({ lineBet: expected });
      cleanup();
    }
  });
});

describe('slots table: cascades', () => {
  const slug = 'emerald-cascade';
  const g = games.find((x) => x.slug === slug);
  const c = slotsEngine.configure(g?.engine.settings ?? {});
  /** Stops whose paid spin cascades at least twice (searched over the real strips). */
  const cascading = () => {
    for (let s = 0; s < 5000; s += 1) {
      const stops = c.strips.map((strip, reel) => (s * 13 + reel * 7 + s * reel) % strip.length);
      const r = roundOf(slug, stops, 4);
      const view = r.view as SlotsView;
      if ((view.spins[0]?.cascades?.length ?? 0) >= 3 && view.freeSpinsAwarded === 0) return r;
    }
    throw new Error('no cascading round');
  };

  it('ends on the window after the last cascade and lists every win with its multiplier', async () => {
    const round = cascading();
    const view = round.view as SlotsView;
    const spin = view.spins[0];
    const p = props({ session: sessionOf(slug), play: vi.fn(async () => round) });
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toContain(money(round.win)),
    );
    const cascades = spin?.cascades ?? [];
    const last = cascades[cascades.length - 1]?.grid ?? [];
    const label = screen.getByRole('img', { name: /^Reels:/ }).getAttribute('aria-label') ?? '';
    const names = (last[0] ?? []).map((id) =>
      id.startsWith('l')
        ? `low symbol ${id.slice(1)}`
        : id.startsWith('h')
          ? `high symbol ${id.slice(1)}`
          : '',
    );
    expect(label.slice(0, label.indexOf(';'))).toBe(`Reels: ${names.join(', ')}`);
    // The badge keeps the last cascade reached and its multiplier.
    const badge = screen.getByTestId('cascade-badge').textContent ?? '';
    expect(badge).toContain(`Cascade ${cascades.length}`);
    expect(badge).toContain(`×${cascades[cascades.length - 1]?.multiplier}`);
    // The second step's wins were paid at x2.
    expect(document.querySelector('.slots__wins')?.textContent).toContain('×2');
    expect(ui.describe(round, t, money, numbers)).toMatch(/cascades/);
  });

  it('states the cascades, their multipliers and the win cap in the rules', () => {
    const s = sessionOf(slug);
    render(
      <ui.Rules
        info={s.game.info}
        settings={s.game.settings}
        money={money}
        numbers={numbers}
        t={t}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('winning symbols vanish');
    expect(text).toContain('×1 → ×2 → ×3 → ×5');
    expect(text).toContain('capped at 5,000 × total bet');
  });
});

describe('slots table: hold and win', () => {
  const slug = 'royal-treasury-link';
  const g = games.find((x) => x.slug === slug);
  const c = slotsEngine.configure(g?.engine.settings ?? {});
  const h = c.holdAndWin;
  if (!h) throw new Error('no hold and win');
  // Reels 1 and 2 show their stack of three coins; the rest show no coin.
  const stops = c.strips.map((strip, reel) => {
    const first = strip.indexOf(COIN);
    return reel < 2 ? first : (first + 3) % strip.length;
  });
  const miss = h.respinDraw - 1;
  // Six 1x coins; respin 1 lands a Mini coin on the first empty cell, then three empty respins.
  const miniDraw = h.prizes.findIndex((x) => x.tier === 'mini');
  const miniAt = h.prizes.slice(0, miniDraw).reduce((a, x) => a + x.weight, 0);
  const draws = [
    ...stops,
    ...Array<number>(6).fill(0),
    0,
    miniAt,
    ...Array<number>(8).fill(miss),
    ...Array<number>(8 * 3).fill(miss),
  ];

  it('shows the sticky coins with their values and announces the feature win', async () => {
    const round = roundOf(slug, draws, 1);
    const view = round.view as SlotsView;
    expect(view.holdAndWin?.respins.map((r) => r.respinsLeft)).toEqual([3, 2, 1, 0]);
    const p = props({ session: sessionOf(slug), play: vi.fn(async () => round) });
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toContain(money(round.win)),
    );
    expect(screen.getByTestId('result').textContent).toContain(
      `Hold and Win: ${money(view.holdAndWin?.win ?? 0)}`,
    );
    const grid = screen.getByRole('group', { name: 'Hold and Win: 7 coins' });
    expect(grid).toBeTruthy();
    // Every coin has an accessible name with its value; the jackpot coin names its tier.
    expect(screen.getAllByRole('img', { name: `coin ${money(30)}` })).toHaveLength(6);
    expect(screen.getByRole('img', { name: `Mini jackpot coin ${money(300)}` })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'empty' })).toHaveLength(8);
    expect(screen.getByTestId('hold-badge').textContent).toContain('Respins left: 0');
    expect(ui.describe(round, t, money, numbers)).toContain('Hold and Win');
  });

  it('describes the feature, the coin values and the jackpots in the rules', () => {
    const s = sessionOf(slug);
    render(
      <ui.Rules
        info={s.game.info}
        settings={s.game.settings}
        money={money}
        numbers={numbers}
        t={t}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('6 or more COIN symbols');
    expect(text).toContain('1 in 24');
    expect(text).toContain('Filling all 15 cells also pays the Grand jackpot (2,500 × total bet)');
    expect(text).toContain('Mini jackpot: 10 × total bet');
    expect(text).toContain('no jackpot is drawn on each spin');
  });
});

describe('slots: the fairness check replays the new features', () => {
  it.each(['emerald-cascade', 'golden-coin-vault', 'royal-treasury-link'])(
    '%s rounds verify, and a changed step does not',
    async (slug) => {
      const { verifyRound } = await import('../../fairness/verify.ts');
      const { fairRng, seedHash } = await import('@croupier/games/rng');
      const g = games.find((x) => x.slug === slug);
      const settings = g?.engine.settings ?? {};
      const c = slotsEngine.configure(settings);
      const serverSeed = 'c3'.repeat(32);
      // Find a nonce whose round uses the feature (a cascade, or the hold-and-win respins).
      for (let nonce = 1; nonce < 5000; nonce += 1) {
        const step = slotsEngine.start(c, { lineBet: 2 }, fairRng(serverSeed, 'client', nonce));
        const view = step.view;
        const used = c.cascades
          ? (view.spins[0]?.cascades?.length ?? 0) >= 2
          : (view.holdAndWin?.respins.length ?? 0) > 0;
        if (!used) continue;
        const round: RoundView = {
          ...roundAt([0, 0, 0, 0, 0]),
          stake: 2 * c.betUnits,
          win: step.win,
          view,
          bet: { lineBet: 2 },
          fairness: { seedHash: seedHash(serverSeed), clientSeed: 'client', nonce, serverSeed },
        };
        const game = { engine: 'slots' as const, settings };
        expect(verifyRound(round, game)).toEqual({ status: 'match', replayWin: step.win });
        const forged = structuredClone(view);
        if (forged.holdAndWin) forged.holdAndWin.respins.pop();
        else forged.spins[0]?.cascades?.pop();
        expect(verifyRound({ ...round, view: forged }, game).status).toBe('result_mismatch');
        return;
      }
      throw new Error('no round with the feature');
    },
  );
});
