import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import type { Card } from '@croupier/games/engines/cards';
import { dealFrom, pokerEngine } from '@croupier/games/engines/poker/index';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const config = pokerEngine.configure({
  variant: 'casino-holdem',
  minAnte: 1,
  maxAnte: 200,
  bonusBet: true,
});
const info = pokerEngine.info(config);
const session = demoSession({
  id: 22,
  slug: 'riverboat-holdem',
  name: "Riverboat Hold'em",
  engine: 'poker',
  provider: { id: 3, name: 'Golden Table' },
  info,
});
const cards: Card[] = ['1S', '6H', '2D', '3C', '9D', '11H', '13C', '7S', '5D'];

function round(done: boolean): RoundView {
  const open = dealFrom(config, { ante: 100, side: 0 }, cards.slice());
  const step = done
    ? pokerEngine.act(config, open.state, { type: 'call' }, { elapsedMs: 0 })
    : open;
  return roundView({
    gameId: 22,
    status: step.done ? 'settled' : 'open',
    stake: done ? 300 : 100,
    win: step.win,
    view: step.view,
    bet: { ante: 100, side: 0 },
  });
}

const { t, money, numbers } = englishTools(ui.texts);
const props = (r: RoundView | null) => tableProps(session, ui.texts, r);

afterEach(cleanup);

describe('poker table', () => {
  it('sends the ante, with the side bet only when chosen', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenLastCalledWith({ ante: 100 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'AA Bonus' }));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenLastCalledWith({ ante: 100, side: 100 });
  });

  it('offers call for twice the ante and fold, hiding the dealer cards', () => {
    const p = props(round(false));
    render(<ui.Table {...p} />);
    expect(screen.getByTestId('call').textContent).toContain('€2.00');
    expect(screen.getAllByRole('img', { name: 'Face-down card' })).toHaveLength(4);
    fireEvent.click(screen.getByTestId('fold'));
    expect(p.act).toHaveBeenCalledWith({ type: 'fold' });
  });

  it('announces the result with the amount paid', () => {
    const r = round(true);
    render(<ui.Table {...props(r)} />);
    expect(screen.getByTestId('result').textContent).toContain(money(r.win));
    expect(ui.describe(r, t, money, numbers)).toContain('dealer: High card');
  });

  it('renders the rules and paytables from the engine info', () => {
    render(<ui.Rules info={info} settings={{}} money={money} numbers={numbers} t={t} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText(/93\.74 %/)).toBeTruthy();
  });

  it('has every English text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
