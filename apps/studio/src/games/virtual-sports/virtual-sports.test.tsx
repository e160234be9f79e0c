import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { games } from '@croupier/games/catalog';
import { virtualSportsEngine } from '@croupier/games/engines/virtual-sports/index';
import { seedHash } from '@croupier/games/rng';
import {
  FAIR_CLIENT_SEED,
  RTP_BP,
  drawResult,
  eventCard,
  priceCard,
} from '@croupier/games/virtual-sports/index';
import type { VirtualEventView } from '@croupier/contract/virtual-sports';
import { demoSession, expectEveryLanguage, tableProps } from '../test-support.ts';
import ui from './index.tsx';
import { countdown, potentialWin, racePositions } from './table.tsx';

const title = games.find((g) => g.slug === 'virtual-derby')!;
const info = virtualSportsEngine.info(virtualSportsEngine.configure(title.engine.settings));
const base = demoSession({
  id: 80,
  slug: title.slug,
  name: title.name,
  engine: 'virtual-sports',
  settings: title.engine.settings,
  provider: { id: 1, name: 'Croupier Originals' },
  info,
});
const real = { ...base, mode: 'real' as const, balance: 5_000 };

const seed = '7a'.repeat(32);
const now = Date.parse('2026-11-27T10:00:00Z');
function eventView(id: number, startsAt: number, settled: boolean): VirtualEventView {
  const card = eventCard('race', id);
  const result = settled ? drawResult('race', id, seed) : null;
  return {
    id,
    kind: 'race',
    status: settled ? 'settled' : 'scheduled',
    startsAt: new Date(startsAt).toISOString(),
    seedHash: seedHash(seed),
    serverSeed: settled ? seed : null,
    clientSeed: FAIR_CLIENT_SEED,
    nonce: id,
    rtpBp: RTP_BP,
    card,
    selections: priceCard(card).map((s) => ({
      key: s.key,
      odds: s.odds,
      probability: s.probability,
    })),
    result,
    winning: result ? [String((result as { order: number[] }).order[0])] : null,
    settledAt: settled ? new Date(startsAt).toISOString() : null,
  };
}

const upcoming = eventView(12, now + 95_000, false);
const finished = eventView(11, now - 60_000, true);
let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  vi.spyOn(Date, 'now').mockReturnValue(now);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        ({ ok: status < 400, status, json: async () => body }) as Response;
      if (url.endsWith('/virtual/events'))
        return json(200, {
          data: {
            serverTime: new Date(now).toISOString(),
            intervalSeconds: 180,
            events: [upcoming],
            balance: 5_000,
          },
        });
      if (url.endsWith('/virtual/results')) return json(200, { data: [finished] });
      if (url.endsWith('/virtual/bets') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { selection: string; stake: number };
        posted.push(body);
        if (body.stake > 5_000) return json(402, { message: 'insufficient_funds', balance: 5_000 });
        return json(200, {
          data: {
            bet: {
              id: 'b1',
              eventId: 12,
              kind: 'race',
              startsAt: upcoming.startsAt,
              selection: body.selection,
              odds: 282,
              stake: body.stake,
              status: 'open',
              win: null,
              createdAt: '',
              settledAt: null,
            },
            balance: 5_000 - body.stake,
          },
        });
      }
      if (url.endsWith('/virtual/bets')) return json(200, { data: { bets: [], balance: 5_000 } });
      return json(404, { message: 'virtual_event_not_found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('virtual sports frame', () => {
  it('has every text in the seven languages', () => {
    expectEveryLanguage(ui.texts);
  });

  it('counts down, shows odds and the potential win, and places a bet', async () => {
    render(<ui.Table {...tableProps(real, ui.texts)} />);
    await screen.findByTestId('vs-event-race');
    expect(screen.getByTestId('vs-countdown').textContent).toBe('Starts in 1:35');
    const first = upcoming.selections[0]!;
    fireEvent.click(screen.getByTestId(`vs-sel-${first.key}`));
    expect(screen.getByTestId(`vs-sel-${first.key}`).getAttribute('aria-pressed')).toBe('true');
    const stake = info.minStake;
    expect(screen.getByTestId('vs-potential').textContent).toBe(
      `€${(potentialWin(stake, first.odds) / 100).toFixed(2)}`,
    );
    fireEvent.click(screen.getByTestId('vs-place'));
    await screen.findByText(/Bet placed/);
    expect(posted).toMatchObject([{ eventId: 12, selection: first.key, stake }]);
    expect(screen.getByTestId('vs-balance').textContent).toBe(
      `Balance: €${((5_000 - stake) / 100).toFixed(2)}`,
    );
  });

  it('shows the last result and verifies it in the browser', async () => {
    render(<ui.Table {...tableProps(base, ui.texts)} />);
    await screen.findByText(/Winner:/);
    expect(screen.getByText(/for real money only/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Verify' })[0]!);
    await waitFor(() => expect(screen.getByText(/Verified: the seed matches/)).toBeTruthy());
  });

  it('moves the runners so that they finish in the drawn order', () => {
    const order = [3, 1, 8, 2, 7, 4, 6, 5];
    const atStart = racePositions(order, 0, 9_000);
    expect([...atStart.values()].every((x) => x === 0)).toBe(true);
    const end = racePositions(order, 9_000, 9_000);
    expect([...end.values()].every((x) => x === 1)).toBe(true);
    // At the winner's line, it is ahead of everyone.
    const line = racePositions(order, 7_200, 9_000);
    expect(line.get(3)).toBe(1);
    for (const n of order.slice(1)) expect(line.get(n)!).toBeLessThan(1);
    expect(countdown(61_000)).toBe('1:01');
    expect(countdown(-5)).toBe('0:00');
  });
});
