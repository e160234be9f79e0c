import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '@croupier/games/catalog';
import { minesEngine, type MinesState } from '@croupier/games/engines/mines/index';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const settings = games.find((g) => g.slug === 'crystal-mines')?.engine.settings ?? {};
const config = minesEngine.configure(settings);
const info = minesEngine.info(config);
const session = demoSession({
  id: 60,
  slug: 'crystal-mines',
  name: 'Crystal Mines',
  engine: 'mines',
  settings,
  provider: { id: 2, name: 'Rocket Lab' },
  info,
});
const { t, money, numbers } = englishTools(ui.texts);

/** A round of 12 mines on tiles 0-11, the safe tiles 12, 13 ... revealed one by one. */
function playedTo(gems: number) {
  let state: MinesState = {
    stake: 1000,
    mines: 12,
    minePositions: Array.from({ length: 12 }, (_, i) => i),
    revealed: [],
    status: 'playing',
    hit: null,
  };
  let step = null;
  for (let tile = 12; tile < 12 + gems; tile += 1) {
    step = minesEngine.act!(config, state, { type: 'reveal', tile }, { elapsedMs: 0 });
    state = step.state;
  }
  if (!step) throw new Error('no tile played');
  return roundView({
    gameId: 60,
    status: step.done ? 'settled' : 'open',
    stake: 1000,
    win: step.win,
    view: step.view,
    bet: { stake: 1000, mines: 12 },
  });
}

afterEach(cleanup);

describe('mines table', () => {
  it('states the gem limit of an open round and cashes out by itself when it is reached', () => {
    render(<ui.Table {...tableProps(session, ui.texts, playedTo(8))} />);
    // 12 mines on 25 tiles: the 9th gem is the last within the 10 000x cap.
    expect(screen.getByTestId('mines-limit').textContent).toBe('9 gems, 2,828.73×');
    cleanup();

    const done = playedTo(9);
    expect(done.status).toBe('settled');
    render(<ui.Table {...tableProps(session, ui.texts, done)} />);
    expect(screen.getByTestId('result').textContent).toBe(
      `Top multiplier reached after 9 gems: cashed out automatically at 2,828.73×: ${money(done.win)}`,
    );
    // 0.99 x C(25, 9) / C(13, 9) = 0.99 x 2 042 975 / 715, on a €10.00 stake, floored to the cent.
    expect(done.win).toBe(2_828_734);
    expect(ui.describe(done, t, money, numbers)).toBe('12 mines, 9 gems, 2,828.73× (maximum)');
  });

  it('a cash-out before the limit is an ordinary cash-out', () => {
    const open = playedTo(2);
    const state = {
      stake: 1000,
      mines: 12,
      minePositions: Array.from({ length: 12 }, (_, i) => i),
      revealed: [12, 13],
      status: 'playing' as const,
      hit: null,
    };
    const step = minesEngine.act!(config, state, { type: 'cashout' }, { elapsedMs: 0 });
    const cashed = { ...open, status: 'settled' as const, win: step.win, view: step.view };
    render(<ui.Table {...tableProps(session, ui.texts, cashed)} />);
    expect(screen.getByTestId('result').textContent).toMatch(/^Cashed out at /);
    expect(ui.describe(cashed, t, money, numbers)).not.toContain('maximum');
  });

  it('the rules state the cap, the gem limits and the maximum win in money', () => {
    render(<ui.Rules info={info} settings={settings} money={money} numbers={numbers} t={t} />);
    // The top stake, €100.00, at the highest multiplier any mine count can reach (<= the cap).
    expect(screen.getByTestId('mines-max-win').textContent).toBe(
      `Maximum win of a round: ${money((info.details as { maxWin: number }).maxWin)} (9,193.39× the top stake of €100.00).`,
    );
    expect(info.maxMultiplier).toBeLessThanOrEqual(10_000);
    const table = screen.getByRole('table');
    const row = within(table).getByRole('rowheader', { name: '20' }).closest('tr');
    // 20 mines: 4 gems at most (a fifth would pay over 10 000x).
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .at(-2)?.textContent,
    ).toBe('4');
    expect(screen.getByText(/Multipliers stop at 10,000×/)).toBeTruthy();
  });

  it('has every text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
