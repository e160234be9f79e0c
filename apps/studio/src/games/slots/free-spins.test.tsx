import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreeSpins, RoundView, StudioSession } from '@croupier/contract/studio';
import { games } from '@croupier/games/catalog';
import type { Rng } from '@croupier/games/engine';
import { slotsEngine } from '@croupier/games/engines/slots/index';
import { cs } from '../../i18n/cs.ts';
import { en } from '../../i18n/en.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { demoSession, englishTools, roundView, tableProps } from '../test-support.ts';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const title = games.find((g) => g.slug === 'orchard-of-fortune');
const config = slotsEngine.configure(title?.engine.settings ?? {});
const session: StudioSession = {
  ...demoSession({
    id: 1,
    slug: 'orchard-of-fortune',
    name: 'Orchard of Fortune',
    engine: 'slots',
    settings: title?.engine.settings ?? {},
    provider: { id: 1, name: 'Croupier Originals' },
    info: slotsEngine.info(config),
  }),
  mode: 'real',
  balance: 0,
};

// The shell's English under the engine's: the free-spin texts are the shell's.
const t = createTranslator('en', en, ui.texts);
const { money } = englishTools(ui.texts);

const freeSpins = (left: number): FreeSpins => ({
  left,
  total: 5,
  stake: 2 * config.betUnits,
  bet: { lineBet: 2 },
  campaign: 'Autumn spins',
});

/** A settled free spin as the server answers it (the real engine, zero draws). */
function freeRound(): RoundView {
  const rng: Rng = { int: () => 0 };
  const step = slotsEngine.start(config, { lineBet: 2 }, rng);
  return roundView({
    id: 'fs-1',
    gameId: 1,
    status: 'settled',
    stake: 2 * config.betUnits,
    win: step.win,
    view: step.view,
    bet: { lineBet: 2, freespin: true },
    settledAt: '2026-11-22T05:00:00Z',
    freespin: true,
  });
}

const props = (overrides: Partial<GameUiProps> = {}) =>
  tableProps(session, ui.texts, null, { balance: 0, t, ...overrides });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('slots table: bonus free spins', () => {
  it('shows no free-spin box without free spins', () => {
    render(<ui.Table {...props({ freeSpins: null })} />);
    expect(screen.queryByTestId('freespins')).toBeNull();
    expect(screen.getByTestId('play').textContent).toBe('Spin');
  });

  it('counts the free spins left in a live region and plays one at the campaign stake', async () => {
    const round = freeRound();
    const play = vi.fn(async () => round);
    render(<ui.Table {...props({ freeSpins: freeSpins(3), play })} />);
    const counter = screen.getByTestId('freespins-left');
    expect(counter.textContent).toBe('Free spins: 3 of 5 left');
    expect(counter.getAttribute('role')).toBe('status');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: 'Bonus free spins' }).textContent).toContain(
      'Autumn spins',
    );
    expect(screen.getByText(`${money(2 * config.betUnits)} per spin`)).toBeTruthy();
    expect(screen.getByText('Wins are paid into your bonus balance.')).toBeTruthy();
    // The stake is the campaign's: shown, and the stake control is locked.
    expect(screen.getByTestId('total-stake').textContent).toBe(money(2 * config.betUnits));
    expect(
      (screen.getByRole('button', { name: /raise stake/i }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Play free spins' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // A zero balance does not stop a free spin.
    const spin = screen.getByTestId('play') as HTMLButtonElement;
    expect(spin.textContent).toBe('Free spin');
    expect(spin.disabled).toBe(false);
    fireEvent.click(spin);
    expect(play).toHaveBeenCalledWith({ lineBet: 2 }, { freespin: true });
    await waitFor(() => expect(screen.getByTestId('result').textContent).not.toBe(''));
  });

  it('switches back to normal play with the player stake, and to free spins again', async () => {
    const play = vi.fn(async () => null);
    render(<ui.Table {...props({ freeSpins: freeSpins(2), play, balance: 10_000 })} />);
    const toggle = screen.getByRole('button', { name: 'Play free spins' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('play').textContent).toBe('Spin');
    expect(screen.getByTestId('total-stake').textContent).toBe(
      money(config.minLineBet * config.betUnits),
    );
    fireEvent.click(screen.getByRole('button', { name: /raise stake/i }));
    fireEvent.click(screen.getByTestId('play'));
    expect(play).toHaveBeenLastCalledWith({ lineBet: config.minLineBet + config.payDivisor });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(screen.getByTestId('play').textContent).toBe('Free spin');
  });

  it('follows the counter of each answer and says when the free spins are used up', () => {
    const p = props({ freeSpins: freeSpins(1), balance: 10_000 });
    const { rerender } = render(<ui.Table {...p} />);
    expect(screen.getByTestId('freespins-left').textContent).toBe('Free spins: 1 of 5 left');
    rerender(<ui.Table {...p} freeSpins={null} />);
    expect(screen.getByTestId('freespins-left').textContent).toBe(
      'Your free spins are used up. Back to normal play.',
    );
    expect(screen.queryByRole('button', { name: 'Play free spins' })).toBeNull();
    expect(screen.getByTestId('play').textContent).toBe('Spin');
    expect(
      (screen.getByRole('button', { name: /raise stake/i }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('formats the counter in the player language', () => {
    const czech = createTranslator('cs', cs, ui.texts);
    render(
      <ui.Table
        {...props({
          session: { ...session, language: 'cs' },
          t: czech,
          freeSpins: { ...freeSpins(1200), total: 1500 },
        })}
      />,
    );
    // Czech groups thousands with a (narrow) no-break space.
    expect(screen.getByTestId('freespins-left').textContent).toMatch(
      /^Roztočení zdarma: zbývá 1\s200 z 1\s500$/u,
    );
  });
});
