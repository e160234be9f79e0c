import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { blackjackEngine, dealFrom } from '@croupier/games/engines/blackjack/index';
import type { Card } from '@croupier/games/engines/cards';
import { StudioApiError } from '../../api/client.ts';
import { errorText } from '../../shell/errors.ts';
import { demoSession, englishTools, expectEveryLanguage, tableProps } from '../test-support.ts';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const config = blackjackEngine.configure({ decks: 6, minBet: 1, maxBet: 1000 });
const info = blackjackEngine.info(config);
const session = demoSession({
  id: 20,
  slug: 'twenty-one-royale',
  name: 'Twenty-One Royale',
  engine: 'blackjack',
  provider: { id: 3, name: 'Golden Table' },
  info,
});

function roundOf(cards: Card[], status: RoundView['status'] = 'open'): RoundView {
  const step = dealFrom(config, { stake: 1000 }, [...cards, ...Array<Card>(10).fill('2C')]);
  return {
    id: 'r1',
    gameId: 20,
    status: step.done ? 'settled' : status,
    stake: 1000,
    win: step.win,
    view: step.view,
    bet: { stake: 1000 },
    fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: null },
    createdAt: '2026-11-22T05:00:00Z',
    settledAt: null,
  };
}

const { t, money, numbers } = englishTools(ui.texts);
const props = (round: RoundView | null, overrides: Partial<GameUiProps> = {}) =>
  tableProps(session, ui.texts, round, overrides);

/** A seven-seat table: up to three boxes. */
const seven = blackjackEngine.configure({ decks: 6, seats: 7, minBet: 1, maxBet: 1000 });
const sevenSession: StudioSession = {
  ...session,
  game: { ...session.game, info: blackjackEngine.info(seven) },
};

function boxesRound(boxes: number, cards: Card[]): RoundView {
  const step = dealFrom(seven, { stake: 1000, boxes }, [...cards, ...Array<Card>(10).fill('2C')]);
  return {
    ...roundOf(['10S', '6H', '8D', '10C']),
    status: step.done ? 'settled' : 'open',
    stake: 1000 * boxes,
    win: step.win,
    view: step.view,
    bet: { stake: 1000, boxes },
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('blackjack table', () => {
  it('deals with the chosen stake', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ stake: 100 });
  });

  it('offers exactly the engine actions of an open round and sends them', () => {
    const p = props(roundOf(['8S', '6H', '8D', '10C']));
    render(<ui.Table {...p} />);
    expect((screen.getByTestId('split') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('play')).toBeNull();
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('hit'));
    expect(p.act).toHaveBeenCalledWith({ type: 'hit' });
    // Keyboard: S stands.
    fireEvent.keyDown(screen.getByTestId('stand'), { key: 's' });
    expect(p.act).toHaveBeenCalledWith({ type: 'stand' });
  });

  it('asks for insurance when the dealer shows an ace', () => {
    const p = props(roundOf(['9S', '1H', '7D', '13C']));
    render(<ui.Table {...p} />);
    expect(screen.getByTestId('insurance').textContent).toContain('€5.00');
    fireEvent.click(screen.getByTestId('no-insurance'));
    expect(p.act).toHaveBeenCalledWith({ type: 'no-insurance' });
  });

  it('announces a settled round with its win', () => {
    const round = roundOf(['1S', '9H', '13D', '7C']);
    render(<ui.Table {...props(round)} />);
    const result = screen.getByTestId('result');
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(result.textContent).toContain('€25.00');
    expect(ui.describe(round, t, money, numbers)).toContain('you win €25.00');
  });

  it('has no boxes selector at a one-seat table', () => {
    render(<ui.Table {...props(null)} />);
    expect(screen.queryByTestId('boxes-1')).toBeNull();
    expect(screen.queryByTestId('total-bet')).toBeNull();
  });

  it('deals the chosen number of boxes with the stake on each', () => {
    const p = props(null, { session: sevenSession });
    render(<ui.Table {...p} />);
    const group = screen.getByRole('group', { name: 'Boxes' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(screen.getByText('Stake per box')).toBeTruthy();
    expect(screen.getByTestId('boxes-1').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('boxes-3'));
    expect(screen.getByTestId('boxes-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('total-bet').textContent).toBe('Total bet €3.00');
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ stake: 100, boxes: 3 });
    // One box sends the bet it always sent.
    fireEvent.click(screen.getByTestId('boxes-1'));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenLastCalledWith({ stake: 100 });
  });

  it('does not deal boxes the balance cannot cover', () => {
    render(<ui.Table {...props(null, { session: sevenSession, balance: 250 })} />);
    expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('boxes-3'));
    expect((screen.getByTestId('play') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lays the hands out per box and announces the active one', () => {
    // Box 1: 10+8, box 2: 9+7, box 3: 5+6; the dealer shows a 6.
    const round = boxesRound(3, ['10S', '9H', '5D', '6C', '8H', '7S', '6D', '10C']);
    render(<ui.Table {...props(round, { session: sevenSession })} />);
    const boxes = screen.getAllByTestId('box');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(['Box 1', 'Box 2', 'Box 3']);
    expect(within(boxes[1]!).getByRole('group', { name: 'Box 2: 16' })).toBeTruthy();
    const active = screen.getAllByTestId('hand').filter((h) => h.getAttribute('aria-current'));
    expect(active).toHaveLength(1);
    expect(boxes[0]!.contains(active[0]!)).toBe(true);
    expect(screen.getByTestId('result').textContent).toBe('Box 1: your move on 18.');
  });

  it('marks a box with a blackjack while the other boxes are played', () => {
    const round = boxesRound(3, ['1S', '10S', '10H', '10D', '13H', '9D', '8C', '9C']);
    render(<ui.Table {...props(round, { session: sevenSession })} />);
    const [box1, box2] = screen.getAllByTestId('box');
    expect(within(box1!).getByText('Blackjack!')).toBeTruthy();
    expect(box2!.className).toContain('bj-box--active');
    expect(screen.getByTestId('result').textContent).toBe('Box 2: your move on 19.');
  });

  it('names split hands within their box', () => {
    const open = boxesRound(2, ['8S', '7H', '6D', '8C', '7C', '10S']);
    const split = blackjackEngine.act(
      seven,
      dealFrom(seven, { stake: 1000, boxes: 2 }, [
        ...(['8S', '7H', '6D', '8C', '7C', '10S', '3H'] as Card[]),
        ...Array<Card>(10).fill('2C'),
      ]).state,
      { type: 'split' },
      { elapsedMs: 0 },
    );
    const round = { ...open, view: split.view, stake: 3000 };
    render(<ui.Table {...props(round, { session: sevenSession })} />);
    const [box1] = screen.getAllByTestId('box');
    expect(within(box1!).getAllByTestId('hand')).toHaveLength(2);
    expect(within(box1!).getByRole('group', { name: 'Box 1, hand 1: 11' })).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe('Box 1, hand 1: your move on 11.');
  });

  it('insures all boxes for half the total stake', () => {
    const round = boxesRound(3, ['9S', '10S', '5H', '1H', '7D', '10C', '6H', '13C']);
    render(<ui.Table {...props(round, { session: sevenSession })} />);
    expect(screen.getByTestId('insurance').textContent).toContain('€15.00');
  });

  it('settles every box and sums the wins in the result', () => {
    // Box 1: blackjack, boxes 2 and 3 lose to a dealer blackjack: 10.00 back.
    const round = boxesRound(3, ['1S', '9S', '10H', '13D', '13H', '9H', '5C', '1C']);
    render(<ui.Table {...props(round, { session: sevenSession })} />);
    expect(screen.getAllByText(/^Push/)).toHaveLength(1);
    expect(screen.getAllByText(/^Lose/)).toHaveLength(2);
    expect(screen.getByTestId('result').textContent).toContain('€10.00');
  });

  it('explains a refused number of boxes with the table limit (a count, not money)', () => {
    const refused = new StudioApiError('rule', 422, 'boxes_above_max', { boxes: 3 });
    expect(errorText(refused, t, money)).toBe('Maximum boxes at this table: 3.');
  });

  it('renders the rules from the engine info', () => {
    render(<ui.Rules info={info} settings={{}} money={money} numbers={numbers} t={t} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('3:2')).toBeTruthy();
    expect(screen.getByText(/6 decks/)).toBeTruthy();
    expect(screen.queryByText(/boxes at once/)).toBeNull();
    cleanup();
    render(
      <ui.Rules
        info={blackjackEngine.info(seven)}
        settings={{}}
        money={money}
        numbers={numbers}
        t={t}
      />,
    );
    expect(screen.getByText(/Play up to 3 boxes at once/)).toBeTruthy();
  });

  it('has every English text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
