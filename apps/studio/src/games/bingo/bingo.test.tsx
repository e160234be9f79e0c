import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import { bingoEngine } from '@croupier/games/engines/bingo/index';
import { fairRng } from '@croupier/games/rng';
import {
  demoSession,
  englishTools,
  expectEveryLanguage,
  roundView,
  tableProps,
} from '../test-support.ts';
import ui from './index.tsx';

const settings = { balls: 90, ticketsPerStrip: 6, ticketPrice: 0.1 };
const config = bingoEngine.configure(settings);
const session = demoSession({
  id: 50,
  slug: 'seaside-bingo-hall',
  name: 'Seaside Bingo Hall',
  engine: 'bingo',
  settings,
  provider: { id: 4, name: 'Croupier Originals' },
  info: bingoEngine.info(config),
});

const { money } = englishTools(ui.texts);
const props = (round: RoundView | null) => tableProps(session, ui.texts, round);

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
    const round = roundView({
      gameId: 50,
      status: 'settled',
      stake: 60,
      win: step.win,
      view: step.view,
      bet: { tickets: 6 },
    });
    const { container } = render(<ui.Table {...props(round)} />);
    // A full strip holds every number once, so each of the 45 balls dabs exactly one cell.
    expect(container.querySelectorAll('.bingo-cell.is-dabbed')).toHaveLength(45);
    expect(screen.getByTestId('result').textContent).toContain('45 balls drawn.');
    expect(screen.getByTestId('result').textContent).toContain(money(step.win));
  });

  it('has every text in all seven languages', () => {
    expectEveryLanguage(ui.texts);
  });
});
