import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import type { HeldWin } from './held-wins-api.ts';
import { HeldWinsScreen } from './held-wins.tsx';

const win = (id: number, over: Partial<HeldWin> = {}): HeldWin => ({
  id,
  player: { id: 40 + id, username: `player${id}` },
  game: { id: 9, name: 'Starlight Cherries' },
  provider: 'demo',
  round_id: `round-${id}`,
  amount: 25,
  currency: 'EUR',
  cap: 10,
  cap_kind: 'game_max_win',
  status: 'pending',
  reviewed_by: null,
  reviewed_at: null,
  review_note: null,
  ledger_transaction_id: 100 + id,
  settlement_transaction_id: null,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let pending: HeldWin[];
const posts: { url: string; body: unknown }[] = [];
let refuseAnswer: ((id: number) => Response) | null;

beforeEach(() => {
  pending = [win(1), win(2, { cap_kind: 'provider_cap', amount: 900, cap: 500 })];
  posts.length = 0;
  refuseAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://x').pathname;
      const decided = /\/held-wins\/(\d+)\/(pay|refuse)$/.exec(path);
      if (decided && init.method === 'POST') {
        const id = Number(decided[1]);
        posts.push({ url: path, body: JSON.parse(String(init.body)) });
        if (decided[2] === 'refuse' && refuseAnswer) return refuseAnswer(id);
        const row = pending.find((w) => w.id === id)!;
        pending = pending.filter((w) => w.id !== id);
        return json(200, {
          data: { ...row, status: decided[2] === 'pay' ? 'paid' : 'refused' },
        });
      }
      return json(200, {
        data: pending,
        meta: { current_page: 1, last_page: 1, total: pending.length, per_page: 25 },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeldWinsScreen />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the held-wins queue', () => {
  it('lists each win with its amount, the limit it passed and why', async () => {
    renderScreen();
    const row = (await screen.findByText('#2')).closest('tr')!;
    expect(within(row).getByText('€900.00')).toBeTruthy();
    expect(within(row).getByText('€500.00')).toBeTruthy();
    expect(within(row).getByText('Provider’s cap')).toBeTruthy();
    expect(within(row).getByText('round-2')).toBeTruthy();
    expect(screen.getByText('2 wins waiting')).toBeTruthy();
  });

  it('pays a win after the confirmation and refreshes the list', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay held win #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay held win #1?' });
    expect(within(dialog).getByText(/€25\.00 goes to player1’s balance/)).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.queryByText('#1')).toBeNull());
    expect(posts).toEqual([{ url: '/staff/v1/held-wins/1/pay', body: {} }]);
    expect(screen.getByText('1 win waiting')).toBeTruthy();
  });

  it('refuses only with a note, and sends it', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse held win #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse held win #2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Write why the win is refused.')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Note/), {
      target: { value: '  Reel malfunction  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByText('#2')).toBeNull());
    expect(posts).toEqual([
      { url: '/staff/v1/held-wins/2/refuse', body: { note: 'Reel malfunction' } },
    ]);
  });

  it('says so when another member decided the win first', async () => {
    refuseAnswer = (id) => {
      // Paid by another member a moment before.
      pending = pending.filter((w) => w.id !== id);
      return json(409, { message: 'held_win_reviewed' });
    };
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse held win #1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'dup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText('This win has been reviewed already: someone paid or refused it.'),
    ).toBeTruthy();
    expect(posts).toHaveLength(1);
    // The dialog closes and the list shows the queue as it is now.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('#1')).toBeNull());
    expect(screen.getByText('1 win waiting')).toBeTruthy();
  });

  it('shows the empty state when nothing waits', async () => {
    pending = [];
    renderScreen();
    expect(await screen.findByText('No win is waiting for a review.')).toBeTruthy();
  });
});
