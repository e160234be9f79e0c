// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import type { AnalyticsResponse } from '@croupier/contract/payments';
import { Component as ReportsPage } from './reports-page.tsx';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../../lib/translation.tsx', async () =>
  (await import('../../payments/test-translation.ts')).fakeI18next([
    'reports',
    'dashboardMenu',
    'transactions',
  ]),
);

type Data = AnalyticsResponse['data'];
const EUR = { code: 'EUR', symbol: '€' };
const report = (): Data => ({
  rows: [
    {
      id: 11,
      created_at: '2026-03-10T23:59:59.000Z',
      currency: EUR,
      game: 'Orchard of Fortune',
      provider: 'Croupier Originals',
      bets_count: 2,
      bets: 92,
      wins: 36,
      net: -56,
    },
    {
      id: 12,
      created_at: '2026-03-10T10:01:00.000Z',
      currency: EUR,
      game: 'Lucky Wheel',
      provider: 'Acme',
      bets_count: 1,
      bets: 30,
      wins: 42.5,
      net: 12.5,
    },
  ],
  totals: { bets: 122, bonus_bets: 7.5, wins: 78.5, bonus_wins: 3, net: -43.5 },
  providers: [
    { id: 2, name: 'Acme' },
    { id: 1, name: 'Croupier Originals' },
  ],
});

let queries: URLSearchParams[];
let data: Data;
let fails: boolean;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
  queries = [];
  data = report();
  fails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const u = new URL(url, 'http://site');
      if (u.pathname !== '/v1/casino/analytics') {
        return Promise.resolve(new Response('{"message":"Not found"}', { status: 404 }));
      }
      queries.push(u.searchParams);
      return Promise.resolve(
        fails
          ? new Response(JSON.stringify({ message: 'SERVER ERROR' }), { status: 500 })
          : new Response(JSON.stringify({ data }), { status: 200 }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const player = { currency: { id: 1, ...EUR } };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard/reports']}>
        <Routes>
          <Route element={<Outlet context={player} />}>
            <Route path="/en/dashboard/reports" element={<ReportsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;

describe('reports page', () => {
  it('asks for the last 7 UTC days of all money and shows the cards and rows', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(queries[0]!)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      money_type: 'all',
    });
    expect(card('total_bets')).toBe('€122.00');
    expect(card('total_wins')).toBe('€78.50');
    expect(card('total_net')).toBe('-€43.50');
    expect(card('total_bonus_bets')).toBe('€7.50');
    expect(card('total_bonus_wins')).toBe('€3.00');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      [
        'Orchard of Fortune',
        'Croupier Originals',
        '2',
        '€92.00',
        '€36.00',
        '-€56.00',
        'Mar 10, 2026, 11:59 PM',
      ],
      ['Lucky Wheel', 'Acme', '1', '€30.00', '€42.50', '+€12.50', 'Mar 10, 2026, 10:01 AM'],
    ]);
    // The provider filter lists the providers of the answer.
    const provider = screen.getByLabelText<HTMLSelectElement>('filter_provider');
    expect([...provider.options].map((o) => o.text)).toEqual([
      'provider_all',
      'Acme',
      'Croupier Originals',
    ]);
  });

  it('searches real money of one provider; bonus cards go away for real money', async () => {
    renderPage();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('filter_type'), { target: { value: 'real' } });
    fireEvent.change(screen.getByLabelText('filter_provider'), { target: { value: '2' } });
    data = { ...report(), rows: report().rows.slice(1) };
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1]!)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      money_type: 'real',
      provider_id: '2',
    });
    await waitFor(() => expect(screen.queryByText('total_bonus_bets')).toBeNull());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('disables the search when from is after to, or from is today', async () => {
    renderPage();
    await screen.findByRole('table');
    const search = screen.getByRole<HTMLButtonElement>('button', { name: 'search' });
    fireEvent.change(screen.getByLabelText('filter_from'), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText('filter_to'), { target: { value: '2026-03-08' } });
    expect(search.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('range_order');
    fireEvent.change(screen.getByLabelText('filter_from'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('filter_to'), { target: { value: '2026-03-10' } });
    expect(screen.getByRole('alert').textContent).toBe('range_from_max');
    expect(search.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('filter_from'), { target: { value: '2026-03-09' } });
    expect(search.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when nothing was played', async () => {
    data = {
      rows: [],
      totals: { bets: 0, bonus_bets: 0, wins: 0, bonus_wins: 0, net: 0 },
      providers: [],
    };
    renderPage();
    expect(await screen.findByText('empty')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(card('total_net')).toBe('€0.00');
  });

  it('shows an error with a retry when the report cannot be loaded', async () => {
    fails = true;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('load_error');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
