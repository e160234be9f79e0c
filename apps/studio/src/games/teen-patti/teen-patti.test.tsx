import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import { resolve, teenPattiEngine } from '@croupier/games/engines/teen-patti/index';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const config = teenPattiEngine.configure({
  variant: 'one-day',
  pairPlus: true,
  minBet: 0.5,
  maxBet: 1000,
});
const info = teenPattiEngine.info(config);
const session = demoSession({
  id: 54,
  slug: 'teen-patti-royal-court',
  name: 'Teen Patti Royal Court',
  engine: 'teen-patti',
  provider: { id: 3, name: 'Golden Table' },
  info,
});

const { t, money, numbers } = englishTools(ui.texts);
const props = (r: RoundView | null) => tableProps(session, ui.texts, r);

afterEach(cleanup);

describe('teen patti table', () => {
  it('stacks chips on the spots and sends only the spots with a bet', () => {
    const p = props(null);
    render(<ui.Table {...p} />);
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('spot-pairPlus'));
    fireEvent.click(screen.getByTestId('play'));
    expect(p.play).toHaveBeenCalledWith({ player: 100, pairPlus: 50 });
  });

  it('shows both hands and the amount paid', () => {
    const step = resolve(
      { player: 1000, dealer: 0, pairPlus: 0 },
      ['9S', '9H', '3D'],
      ['1S', '12H', '3C'],
    );
    const r = roundView({
      gameId: 54,
      status: 'settled',
      stake: 1000,
      win: step.win,
      view: step.view,
      bet: step.view.bet,
    });
    render(<ui.Table {...props(r)} />);
    expect(screen.getByTestId('result').textContent).toBe(
      'Player: Pair · Dealer: High card · player wins · paid €19.80',
    );
  });

  it('renders the ranking and the pair plus table', () => {
    render(<ui.Rules info={info} settings={{}} money={money} numbers={numbers} t={t} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('40:1')).toBeTruthy();
  });

  it('has every English text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
