import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { blackjackEngine, dealFrom } from '@croupier/games/engines/blackjack/index';
import type { Card } from '@croupier/games/engines/cards';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const config = blackjackEngine.configure({ decks: 6, minBet: 1, maxBet: 1000 });
const info = blackjackEngine.info(config);
const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 20,
    slug: 'twenty-one-royale',
    name: 'Twenty-One Royale',
    engine: 'blackjack',
    settings: {},
    provider: { id: 3, name: 'Golden Table' },
    info,
  },
  currency: { code: 'EUR', symbol: '€' },
  balance: 100_000,
  language: 'en',
  fairness: { nextSeedHash: 'ab', nextNonce: 1 },
  openRound: null,
};

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

const en = ui.texts.en as Record<string, string>;
const t = (key: string, params: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

function props(round: RoundView | null, overrides: Partial<GameUiProps> = {}): GameUiProps {
  return {
    session,
    round,
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

afterEach(cleanup);

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
    expect(ui.describe(round, t, money)).toContain('you win €25.00');
  });

  it('renders the rules from the engine info', () => {
    render(<ui.Rules info={info} settings={{}} money={money} t={t} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('3:2')).toBeTruthy();
    expect(screen.getByText(/6 decks/)).toBeTruthy();
  });

  it('has every English text in all seven languages', () => {
    for (const lang of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(Object.keys(ui.texts[lang] ?? {}).sort(), lang).toEqual(Object.keys(en).sort());
    }
  });
});
