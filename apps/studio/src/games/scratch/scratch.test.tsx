import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import { games } from '@croupier/games/catalog';
import { simulationRng } from '@croupier/games/rng';
import { scratchEngine, type ScratchState } from '@croupier/games/engines/scratch/index';
import type { GameUiProps } from '../types.ts';
import { demoSession, englishTools, roundView, tableProps } from '../test-support.ts';
import ui from './index.tsx';

const title = games.find((g) => g.slug === 'golden-ticket-scratch');
const config = scratchEngine.configure(title?.engine.settings ?? {});
const info = scratchEngine.info(config);
const session = demoSession({
  id: 70,
  slug: 'golden-ticket-scratch',
  name: 'Golden Ticket Scratch',
  engine: 'scratch',
  settings: title?.engine.settings ?? {},
  provider: { id: 5, name: 'Lucky Scratch' },
  info,
});

const first = scratchEngine.start(config, { stake: 100 }, simulationRng(7));

function roundOf(view: unknown, status: RoundView['status'], win = 0): RoundView {
  return roundView({ gameId: 70, status, stake: 100, win, view, bet: { stake: 100 } });
}

const { money } = englishTools(ui.texts);
const props = (overrides: Partial<GameUiProps> = {}) =>
  tableProps(session, ui.texts, null, {
    play: vi.fn(async () => roundOf(first.view, 'open')),
    ...overrides,
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('scratch table', () => {
  it('buys a ticket at the ticket price, every field covered', async () => {
    const p = props();
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ stake: 100 });
    await screen.findByTestId('reveal-all');
    expect(screen.getByTestId('cell-0').getAttribute('aria-label')).toMatch(/covered/);
  });

  it('reveals a field from the keyboard and shows the amount the server sends', async () => {
    const next = scratchEngine.act?.(
      config,
      first.state,
      { type: 'reveal', cell: 4 },
      { elapsedMs: 0 },
    );
    const p = props({
      round: roundOf(first.view, 'open'),
      act: vi.fn(async () => roundOf(next?.view, 'open')),
    });
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('cell-4'));
    expect(p.act).toHaveBeenCalledWith({ type: 'reveal', cell: 4 });
    const amount = next?.view.cells[4] ?? 0;
    await waitFor(() => expect(screen.getByTestId('cell-4').textContent).toBe(money(amount)));
  });

  it('reveals all and announces the result', async () => {
    const all = scratchEngine.act?.(
      config,
      first.state as ScratchState,
      { type: 'revealAll' },
      { elapsedMs: 0 },
    );
    const p = props({
      round: roundOf(first.view, 'open'),
      act: vi.fn(async () => roundOf(all?.view, 'settled', all?.win ?? 0)),
    });
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('reveal-all'));
    expect(p.act).toHaveBeenCalledWith({ type: 'revealAll' });
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toContain(money(all?.win ?? 0)),
    );
    expect(screen.getByTestId('play')).toBeTruthy();
  });
});
