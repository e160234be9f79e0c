import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { andarBaharEngine } from '@croupier/games/engines/andar-bahar/index';
import type { Rng } from '@croupier/games/engine';
import type { RoundView } from '@croupier/contract/studio';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const settings = { decks: 1, sideBets: true, minBet: 0.1, maxBet: 1000 };
const config = andarBaharEngine.configure(settings);
const session = demoSession({
  id: 40,
  slug: 'andar-bahar-palace',
  name: 'Andar Bahar Palace',
  engine: 'andar-bahar',
  settings,
  provider: { id: 3, name: 'Golden Table' },
  info: andarBaharEngine.info(config),
});

const { t, money, numbers } = englishTools(ui.texts);
const props = (round: RoundView | null) => tableProps(session, ui.texts, round);

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
    const round = roundView({
      gameId: 40,
      status: 'settled',
      stake,
      win: step.win,
      view: step.view,
      bet,
    });
    render(<ui.Table {...props(round)} />);
    expect(step.view.cardsDealt).toBe(13);
    expect(screen.getByTestId('result').textContent).toBe(
      'Andar wins: the A matched after 13 cards. You win €1.90.',
    );
    expect(ui.describe(round, t, money, numbers)).toBe('Joker A: Andar after 13 cards');
  });

  it('has every text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
