import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import { resolve, teenPattiEngine } from '@croupier/games/engines/teen-patti/index';
import type { GameUiProps } from '../types.ts';
import ui from './index.tsx';

const config = teenPattiEngine.configure({
  variant: 'one-day',
  pairPlus: true,
  minBet: 0.5,
  maxBet: 1000,
});
const info = teenPattiEngine.info(config);
const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 54,
    slug: 'teen-patti-royal-court',
    name: 'Teen Patti Royal Court',
    engine: 'teen-patti',
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

const en = ui.texts.en as Record<string, string>;
const t = (key: string, params: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;

function props(r: RoundView | null): GameUiProps {
  return {
    session,
    round: r,
    balance: 100_000,
    busy: false,
    play: vi.fn(async () => null),
    act: vi.fn(async () => null),
    refresh: vi.fn(async () => null),
    money,
    t,
    sound: vi.fn(),
    reducedMotion: true,
  };
}

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
    const r: RoundView = {
      id: 'r1',
      gameId: 54,
      status: 'settled',
      stake: 1000,
      win: step.win,
      view: step.view,
      bet: step.view.bet,
      fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'cd' },
      createdAt: '2026-11-22T05:00:00Z',
      settledAt: '2026-11-22T05:00:00Z',
    };
    render(<ui.Table {...props(r)} />);
    expect(screen.getByTestId('result').textContent).toBe(
      'Player: Pair · Dealer: High card · player wins · paid €19.80',
    );
  });

  it('renders the ranking and the pair plus table', () => {
    render(<ui.Rules info={info} settings={{}} money={money} t={t} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('40:1')).toBeTruthy();
  });

  it('has every English text in all seven languages', () => {
    for (const lang of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(Object.keys(ui.texts[lang] ?? {}).sort(), lang).toEqual(Object.keys(en).sort());
    }
  });
});
