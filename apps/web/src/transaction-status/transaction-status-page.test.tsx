// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Transaction, TransactionStatus } from '@croupier/contract/payments';
import { STATUS_POLL_MS } from './get-transaction.ts';
import { Component as StatusPage } from './transaction-status-page.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', async () =>
  (await import('../payments/test-translation.ts')).fakeI18next(['transactions', 'dashboardMenu']),
);

const tx = (status: TransactionStatus, over: Partial<Transaction> = {}): Transaction => ({
  id: 42,
  created_at: '2026-11-20T10:15:00.000Z',
  type: { id: 1, name: 'deposit', description: 'Deposit' },
  status,
  amount: 25,
  balance: null,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 14,
  payload: {
    provider: 'bank',
    method_name: 'Bank transfer',
    reason: status === 'declined' ? 'Card expired' : null,
    cancellable: false,
    instructions: null,
  },
  ...over,
});

let answers: { status: number; body: unknown }[];
let calls: string[];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((raw: string) => {
      const { pathname } = new URL(raw, 'http://site');
      calls.push(pathname);
      if (pathname === '/v1/static/transactions/42') {
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status }));
      }
      return Promise.resolve(new Response('{"message":"not_found"}', { status: 404 }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage(path = '/en/transactions/42') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/transactions/:transactionId" element={<StatusPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const statusCalls = () => calls.filter((c) => c === '/v1/static/transactions/42').length;

describe('TransactionStatusPage', () => {
  it.each([
    ['authorized', 'tx-alert--authorized'],
    ['declined', 'tx-alert--declined'],
    ['initialized', 'tx-alert--initialized'],
    ['pending', 'tx-alert--pending'],
    ['reverted', 'tx-alert--reverted'],
  ] as const)('shows a %s transaction in its colour', async (status, className) => {
    answers = [{ status: 200, body: { data: tx(status) } }];
    renderPage();
    const alert = await screen.findByTestId('transaction-alert');
    expect(alert.className).toContain(className);
    expect(alert.textContent).toContain(`alert_${status}`);
    expect(screen.getByText('€25.00')).toBeTruthy();
    // The method's name in the page's language (by its id; the fake t answers the key).
    expect(screen.getByText('method_name_14')).toBeTruthy();
    if (status === 'declined') {
      expect(alert.getAttribute('role')).toBe('alert');
      expect(screen.getByTestId('decline-reason').textContent).toBe('Card expired');
    } else {
      expect(screen.queryByTestId('decline-reason')).toBeNull();
    }
    // "deposit again" only once the deposit is final
    const again = screen.queryByRole('link', { name: 'link_deposit_again' });
    expect(again === null).toBe(status === 'pending' || status === 'initialized');
  });

  it('shows a pending bank deposit’s payment details and QR code', async () => {
    answers = [
      {
        status: 200,
        body: {
          data: tx('pending', {
            payload: {
              provider: 'bank',
              method_name: 'Bank transfer',
              reason: null,
              cancellable: true,
              instructions: {
                bank: {
                  bban: '123456789',
                  bank_code: '0100',
                  variable_symbol: '4200042',
                  holder: 'Croupier s.r.o.',
                  iban: 'CZ6508000000192000145399',
                  bic: 'GIBACZPX',
                },
                qr: {
                  format: 'spayd',
                  payload: 'SPD*1.0',
                  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
                },
                crypto: null,
              },
            },
          }),
        },
      },
    ];
    renderPage();
    const details = await screen.findByTestId('bank-details');
    expect(details.textContent).toContain('CZ6508000000192000145399');
    expect(details.textContent).toContain('4200042');
    expect(screen.getByAltText('qr_label').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows a pending crypto deposit’s address, network and reference', async () => {
    answers = [
      {
        status: 200,
        body: {
          data: tx('pending', {
            payment_method_id: 161,
            payload: {
              provider: 'crypto',
              method_name: 'Crypto transfer',
              reason: null,
              cancellable: true,
              instructions: {
                bank: null,
                qr: null,
                crypto: {
                  address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
                  network: 'Bitcoin testnet',
                  currency: 'BTC',
                  reference: 'CR-42',
                },
              },
            },
          }),
        },
      },
    ];
    renderPage();
    const details = await screen.findByTestId('crypto-details');
    expect(details.textContent).toContain('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(details.textContent).toContain('Bitcoin testnet');
    expect(details.textContent).toContain('CR-42');
    expect(screen.queryByTestId('bank-details')).toBeNull();
  });

  it('asks again every 5 s while pending and refreshes the balance once successful', async () => {
    answers = [
      { status: 200, body: { data: tx('pending') } },
      { status: 200, body: { data: tx('authorized') } },
    ];
    const { invalidate } = renderPage();
    await screen.findByText('alert_pending');
    expect(invalidate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('alert_authorized')).toBeTruthy(), {
      timeout: STATUS_POLL_MS + 2_000,
    });
    expect(statusCalls()).toBe(2);
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    expect(keys).toContain(JSON.stringify(['me', 'balance']));
    // final: no more polling
    await new Promise((r) => setTimeout(r, STATUS_POLL_MS + 500));
    expect(statusCalls()).toBe(2);
  }, 20_000);

  it('shows not found with a home button for another player’s (404) or a malformed id', async () => {
    answers = [{ status: 404, body: { message: 'transaction_not_found' } }];
    renderPage();
    expect(await screen.findByTestId('transaction-not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'link_home' }).getAttribute('href')).toBe('/en');
    expect(statusCalls()).toBe(1);
    cleanup();
    calls = [];
    renderPage('/en/transactions/abc');
    expect(await screen.findByTestId('transaction-not-found')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('/v1/static/'))).toEqual([]);
  });
});
