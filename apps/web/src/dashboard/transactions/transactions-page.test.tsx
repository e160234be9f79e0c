// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Transaction } from '@croupier/contract/payments';
import { Component as TransactionsPage } from './transactions-page.tsx';
import { defaultFilters, isRangeValid, netTotal, toQuery } from './transactions-rules.ts';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../use-player.ts', () => ({
  usePlayer: () => ({ currency: { id: 1, code: 'EUR', symbol: '€' }, status: 'active' }),
}));
vi.mock('../../lib/translation.tsx', async () =>
  (await import('../../payments/test-translation.ts')).fakeI18next([
    'transactions',
    'dashboardMenu',
  ]),
);

const tx = (over: Partial<Transaction> & { id: number }): Transaction => ({
  created_at: '2026-11-20T10:15:00.000Z',
  type: { id: 1, name: 'deposit', description: 'Deposit' },
  status: 'authorized',
  amount: 50,
  balance: 150,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 14,
  payload: {
    provider: 'bank',
    method_name: 'Bank transfer',
    reason: null,
    cancellable: false,
    instructions: null,
  },
  ...over,
});

let calls: URL[];
let list: Transaction[];
let listFails: boolean;
const PER_PAGE = 20;

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  calls = [];
  list = [
    tx({ id: 11 }),
    tx({
      id: 12,
      type: { id: 2, name: 'withdraw', description: '' },
      amount: 20,
      status: 'pending',
      balance: null,
    }),
    tx({
      id: 13,
      type: { id: 4, name: 'bet', description: '' },
      amount: 1.5,
      payment_method_id: null,
    }),
  ];
  listFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((raw: string) => {
      const url = new URL(raw, 'http://site');
      calls.push(url);
      if (url.pathname === '/v1/me/transactions') {
        const q = url.searchParams;
        if (q.get('total') === '1') {
          return answer(200, {
            data:
              q.get('type_id') === '1' ? { total: 250.1, count: 3 } : { total: 100.05, count: 1 },
          });
        }
        if (listFails) return answer(500, { message: 'Server error' });
        const page = Number(q.get('page') ?? 1);
        const per = Number(q.get('per_page') ?? 100);
        const rows = list.slice((page - 1) * per, page * per);
        return answer(200, {
          data: rows,
          meta: {
            current_page: page,
            per_page: per,
            total: list.length,
            last_page: Math.max(1, Math.ceil(list.length / per)),
          },
        });
      }
      return answer(404, { message: 'not_found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard/transactions']}>
        <TransactionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listCalls = () =>
  calls.filter((u) => u.pathname === '/v1/me/transactions' && !u.searchParams.has('total'));

describe('transactions rules', () => {
  it('defaults to the last 30 days and refuses from after to', () => {
    const f = defaultFilters(new Date('2026-11-26T05:00:00Z'));
    expect(f).toEqual({ from: '2026-10-27', to: '2026-11-26', type: '', status: '' });
    expect(isRangeValid(f)).toBe(true);
    expect(isRangeValid({ from: '2026-11-27', to: '2026-11-26' })).toBe(false);
    expect(isRangeValid({ from: '', to: '2026-11-26' })).toBe(false);
    expect(toQuery({ ...f, type: '2', status: 'pending' }, 3)).toEqual({
      date_from: '2026-10-27',
      date_to: '2026-11-26',
      type_id: 2,
      status: 'pending',
      page: 3,
      per_page: 20,
    });
    expect(netTotal(250.1, 100.05)).toBe(150.05);
    expect(netTotal(0.1, 0.3)).toBe(-0.2);
  });
});

describe('TransactionsPage', () => {
  it('loads the last 30 days: cards with the successful totals and net, the table', async () => {
    renderPage();
    expect(await screen.findByTestId('transactions-table')).toBeTruthy();
    const first = listCalls()[0]!.searchParams;
    const f = defaultFilters();
    expect(first.get('date_from')).toBe(f.from);
    expect(first.get('date_to')).toBe(f.to);
    expect(first.has('type_id')).toBe(false);
    const totals = calls.filter((u) => u.searchParams.get('total') === '1');
    expect(
      totals.map((u) => [u.searchParams.get('type_id'), u.searchParams.get('status')]),
    ).toEqual([
      ['1', 'authorized'],
      ['2', 'authorized'],
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('total-deposits').textContent).toContain('€250.10'),
    );
    expect(screen.getByTestId('total-withdrawals').textContent).toContain('€100.05');
    expect(screen.getByTestId('total-net').textContent).toContain('+€150.05');

    const rows = within(screen.getByTestId('transactions-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // deposits and withdrawals link to their status page, a bet does not
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/en/transactions/11');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/en/transactions/12');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[0]!.textContent).toContain('type_1');
    expect(rows[0]!.textContent).toContain('status_authorized');
    expect(rows[0]!.textContent).toContain('€50.00');
    expect(rows[0]!.textContent).toContain('€150.00');
    expect(rows[1]!.querySelector('[data-col="balance"]')!.textContent).toBe('—');
    expect(rows[1]!.querySelector('[data-status]')!.className).toContain('tx-status--pending');
  });

  it('sends the type and status filters and disables the search for from after to', async () => {
    renderPage();
    await screen.findByTestId('transactions-table');
    fireEvent.change(screen.getByLabelText('filter_type'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('filter_status'), { target: { value: 'pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('type_id')).toBe('2'));
    expect(listCalls().at(-1)!.searchParams.get('status')).toBe('pending');

    fireEvent.change(screen.getByLabelText('filter_from'), { target: { value: '2030-01-02' } });
    fireEvent.change(screen.getByLabelText('filter_to'), { target: { value: '2030-01-01' } });
    expect(screen.getByRole('button', { name: 'search' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('range_invalid');
  });

  it('says when nothing was found', async () => {
    list = [];
    renderPage();
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe('empty');
    expect(screen.queryByTestId('transactions-table')).toBeNull();
  });

  it('pages through the results', async () => {
    list = Array.from({ length: 45 }, (_, i) => tx({ id: 100 + i }));
    renderPage();
    await screen.findByTestId('transactions-table');
    expect(screen.getByText('page_info(1|3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'page_next' }));
    await screen.findByText('page_info(2|3)');
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('2');
    expect(listCalls().at(-1)!.searchParams.get('per_page')).toBe(String(PER_PAGE));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    listFails = true;
    renderPage();
    expect(await screen.findByText('load_error')).toBeTruthy();
    listFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('transactions-table')).toBeTruthy();
  });
});
