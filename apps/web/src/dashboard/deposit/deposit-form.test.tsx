// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PlayerCampaign } from '@croupier/contract/bonus';
import type { PaymentMethod } from '@croupier/contract/payments';
import { DepositForm, type DepositOutcome } from './deposit-form.tsx';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => {
      const values = Object.entries(options ?? {})
        .filter(([name, v]) => name !== 'defaultValue' && v !== '')
        .map(([, v]) => String(v));
      return values.length ? `${key}(${values.join('|')})` : key;
    },
  }),
}));

const method = (over: Partial<PaymentMethod>): PaymentMethod => ({
  id: 1,
  name: 'Card',
  code: 'external',
  provider: 'sandbox',
  kind: 'card',
  data: { minimum: 10, maximum: 500 },
  withdrawal: null,
  sepa: false,
  ...over,
});
const METHODS = [
  method({}),
  method({ id: 3, name: 'E-wallet', code: 'ewallet', kind: 'ewallet' }),
  method({ id: 14, name: 'Bank transfer', code: 'wire_transfer', provider: 'bank', kind: 'bank' }),
];

type Call = {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  key: string | null;
};
let calls: Call[];
let depositAnswers: (() => Promise<Response>)[];
let wallet: { is_pin_registered: boolean; notice: 'connect' | 'identify' | null };

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const messageAnswer = () =>
  answer(200, {
    data: {
      kind: 'message',
      message: 'transfer_created',
      form: null,
      url: null,
      transaction: null,
      instructions: null,
    },
  });

beforeEach(() => {
  calls = [];
  depositAnswers = [];
  wallet = { is_pin_registered: false, notice: null };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://site');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method,
        path: pathname,
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        key: headers['Idempotency-Key'] ?? null,
      });
      if (pathname === '/v1/payments/neterapay/player/is_pin_registered') {
        return answer(200, { data: wallet });
      }
      if (method === 'POST' && pathname === '/v1/payments/deposit') {
        return (depositAnswers.shift() ?? messageAnswer)();
      }
      return answer(404, { message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(
  onOutcome: (o: DepositOutcome) => void = () => {},
  waiting: readonly PlayerCampaign[] = [],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard/deposit']}>
        <DepositForm
          methods={METHODS}
          symbol="€"
          currency={{ id: 1, code: 'EUR' }}
          waiting={waiting}
          onOutcome={onOutcome}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const deposits = () => calls.filter((c) => c.method === 'POST');
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'deposit_submit' });
const amount = () => screen.getByLabelText<HTMLInputElement>('amount_label');

describe('DepositForm', () => {
  it('mirrors the amount rules before sending anything', async () => {
    renderForm();
    fireEvent.click(button());
    expect(await screen.findByText('error_field_required')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '500.01' } });
    expect(await screen.findByText('error_amount_too_high(€500.00)')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '9.99' } });
    expect(await screen.findByText('error_amount_too_low(€10.00)')).toBeTruthy();
    expect(deposits()).toHaveLength(0);
  });

  it('asks method 14 for the sending IBAN, bank and reference and sends them', async () => {
    const outcomes: DepositOutcome[] = [];
    renderForm((o) => outcomes.push(o));
    fireEvent.click(screen.getByRole('radio', { name: /method_name_14/ }));
    fireEvent.change(amount(), { target: { value: '120,50' } });
    fireEvent.click(button());
    expect(await screen.findByText('error_sender_iban')).toBeTruthy();
    expect(screen.getAllByText('error_field_required')).toHaveLength(2);
    expect(deposits()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('bank_iban_label'), { target: { value: 'DE89 3704' } });
    fireEvent.change(screen.getByLabelText('bank_name_label'), { target: { value: 'KB' } });
    fireEvent.change(screen.getByLabelText('bank_reference_label'), { target: { value: 'R-1' } });
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(deposits()[0]!.body).toEqual({
      amount: 120.5,
      payment_method_id: 14,
      bonus_code: null,
      iban: 'DE89 3704',
      bank: 'KB',
      accountnumber: 'R-1',
    });
  });

  it('locks the button for 3 seconds after a click; each attempt has its own key', async () => {
    depositAnswers.push(() => answer(409, { message: 'pending_transaction_exists' }));
    const outcomes: DepositOutcome[] = [];
    renderForm((o) => outcomes.push(o));
    fireEvent.change(amount(), { target: { value: '20' } });
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({
      kind: 'failure',
      failure: { key: 'pending_transaction_exists' },
    });
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(deposits()).toHaveLength(1);
    await waitFor(() => expect(button().disabled).toBe(false), { timeout: 4_000 });
    fireEvent.click(button());
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(deposits()[0]!.key).toMatch(/^[\w-]{16,}$/);
    expect(deposits()[1]!.key).not.toBe(deposits()[0]!.key);
  });

  it('retries a request that got no answer once, with the same key', async () => {
    depositAnswers.push(() => Promise.reject(new TypeError('network down')));
    const outcomes: DepositOutcome[] = [];
    renderForm((o) => outcomes.push(o));
    fireEvent.change(amount(), { target: { value: '20' } });
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 4_000 });
    expect(outcomes[0]).toMatchObject({ kind: 'answer' });
    expect(deposits()).toHaveLength(2);
    expect(deposits()[1]!.key).toBe(deposits()[0]!.key);
  });

  it('e-wallet not connected: the notice disables the button; its action sends wallet=connect', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /method_name_3/ }));
    expect(await screen.findByText('ewallet_connect_notice')).toBeTruthy();
    expect(button().disabled).toBe(true);
    fireEvent.change(amount(), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'ewallet_connect_action' }));
    await waitFor(() => expect(deposits()).toHaveLength(1));
    expect(deposits()[0]!.body).toMatchObject({
      amount: 15,
      payment_method_id: 3,
      wallet: 'connect',
    });
  });

  it('a waiting deposit bonus is the default choice (no code sent); another code can be typed', async () => {
    const waiting = {
      id: 31,
      status: 'unused',
      campaign: { name: 'Starter', min_dep: 10, kind: 'deposit' },
    } as unknown as PlayerCampaign;
    const outcomes: DepositOutcome[] = [];
    renderForm((o) => outcomes.push(o), [waiting]);
    const choice = screen.getByRole<HTMLInputElement>('radio', { name: /Starter/ });
    expect(choice.checked).toBe(true);
    expect(choice.closest('label')!.textContent).toContain(
      'myBonus:deposit_choice_waiting_hint(€10.00)',
    );
    expect(screen.queryByLabelText(/bonus_code_label/)).toBeNull();
    fireEvent.change(amount(), { target: { value: '9,99' } });
    expect(screen.getByTestId('bonus-below-min').textContent).toBe(
      'myBonus:deposit_below_min(€10.00|Starter)',
    );
    fireEvent.change(amount(), { target: { value: '10' } });
    expect(screen.queryByTestId('bonus-below-min')).toBeNull();
    fireEvent.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(deposits()[0]!.body).toMatchObject({ amount: 10, bonus_code: null });

    fireEvent.click(screen.getByRole('radio', { name: 'myBonus:deposit_choice_code' }));
    fireEvent.change(screen.getByLabelText(/bonus_code_label/), { target: { value: 'MORE' } });
    await waitFor(() => expect(button().disabled).toBe(false), { timeout: 4_000 });
    fireEvent.change(amount(), { target: { value: '20' } });
    fireEvent.click(button());
    await waitFor(() => expect(deposits()).toHaveLength(2));
    expect(deposits()[1]!.body).toMatchObject({ amount: 20, bonus_code: 'MORE' });
  });

  it("a refused code shows the bonus engine's key under the field", async () => {
    depositAnswers.push(() =>
      answer(422, { message: 'invalid', errors: { bonus_code: ['campaign_min_deposit'] } }),
    );
    renderForm();
    fireEvent.change(amount(), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/bonus_code_label/), { target: { value: 'STARTER5' } });
    fireEvent.click(button());
    expect(await screen.findByText('error_campaign_min_deposit')).toBeTruthy();
    expect(screen.getByLabelText(/bonus_code_label/).getAttribute('aria-invalid')).toBe('true');
  });
});
