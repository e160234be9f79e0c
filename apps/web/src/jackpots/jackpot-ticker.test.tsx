// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import type { JackpotLiveOptions } from './live.ts';
import { JackpotTicker } from './jackpot-ticker.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));
let live: JackpotLiveOptions | null = null;
vi.mock('./live.ts', () => ({
  connectJackpots: (o: JackpotLiveOptions) => {
    live = o;
    return () => (live = null);
  },
}));

const jackpot = (over: Partial<JackpotPublic>): JackpotPublic => ({
  id: 1,
  slug: 'mega-drop',
  name: 'Mega Drop',
  currency: 'EUR',
  amount: 100_000,
  seed: 100_000,
  must_drop_by: 1_000_000,
  rate_bp: 50,
  cycle: 1,
  commitment: 'a'.repeat(64),
  game_ids: [7, 8],
  last_drop: null,
  ...over,
});

const LIST = [
  jackpot({}),
  jackpot({ id: 2, slug: 'mini-drop', name: 'Mini Drop', amount: 2_000, game_ids: [8] }),
  jackpot({ id: 3, currency: 'CZK', name: 'Mega Drop CZK', amount: 2_500_000 }),
];

function show(gameId?: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: LIST }), { status: 200 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JackpotTicker lang="de" {...(gameId === undefined ? {} : { gameId })} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JackpotTicker', () => {
  it("a guest's lobby shows the EUR pots in the page's language, moved by the socket", async () => {
    show();
    const region = await screen.findByRole('region', { name: 'jackpots_title' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Mega Drop1.000,00\u00a0€'),
      expect.stringContaining('Mini Drop20,00\u00a0€'),
    ]);
    // Pots are not announced as they move: only the status line is a live region.
    expect(within(region).getByRole('status').textContent).toBe('');
    act(() =>
      live?.onTick({ id: 1, name: 'Mega Drop', currency: 'EUR', amount: 100_123, cycle: 1 }),
    );
    expect(items[0]?.textContent).toContain('1.001,23\u00a0€');
    expect(within(region).getByRole('status').textContent).toBe('');
    // A drop (a new cycle) is announced once.
    act(() => live?.onTick({ id: 2, name: 'Mini Drop', currency: 'EUR', amount: 2_000, cycle: 1 }));
    act(() => live?.onTick({ id: 2, name: 'Mini Drop', currency: 'EUR', amount: 2_010, cycle: 2 }));
    expect(within(region).getByRole('status').textContent).toBe(
      'jackpot_dropped {"name":"Mini Drop"}',
    );
  });

  it("the game page shows its game's jackpots and their share of the RTP; a win is shown", async () => {
    show(7);
    const region = await screen.findByRole('region', { name: 'jackpots_title' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region.textContent).toContain('jackpot_rtp {"percent":"0,50\u00a0%"}');
    act(() =>
      live?.onWin({
        id: 1,
        name: 'Mega Drop',
        currency: 'EUR',
        amount: 123_456,
        cycle: 1,
        round_id: 'r-1',
        game_id: 7,
      }),
    );
    expect(within(region).getByRole('status').textContent).toBe(
      'jackpot_won {"name":"Mega Drop","amount":"1.234,56\u00a0€"}',
    );
  });

  it('shows nothing for a game outside every jackpot', async () => {
    const { container } = show(99);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container.textContent).toBe('');
  });
});
