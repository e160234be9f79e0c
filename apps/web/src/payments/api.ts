/**
 * The deposit and withdraw pages' calls (contract `@croupier/contract/payments`). Every query key
 * starts with PLAYER_QUERY_ROOT, so logging out drops them. Types only from the contract: this
 * module stays free of zod.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DepositBody,
  PaymentAnswer,
  PaymentMethod,
  PayoutAccount,
  Transaction,
  WithdrawBody,
} from '@croupier/contract/payments';
import { PLAYER_QUERY_ROOT, balanceQueryOptions } from '../auth/session.ts';
import { ApiError, api } from '../lib/api-client.ts';

export type { PaymentAnswer, PaymentMethod, PayoutAccount, Transaction };

export type MethodsKind = 'deposit' | 'withdraw';

/** Transaction type ids of the pending check (spec: 1 deposit, 2 withdraw). */
export const PENDING_TYPE = { deposit: 1, withdraw: 2 } as const;

const PAYMENTS_ROOT = [PLAYER_QUERY_ROOT, 'payments'] as const;

/** Today's date (UTC, as the site's times are), `YYYY-MM-DD`. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A fresh Idempotency-Key for one submit attempt. */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export const methodsQueryOptions = (kind: MethodsKind) =>
  queryOptions({
    queryKey: [...PAYMENTS_ROOT, 'methods', kind],
    queryFn: ({ signal }) =>
      api<{ data: PaymentMethod[] }>(`payments/methods/${kind}`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** The payment methods offered to the player for a deposit or a withdrawal. */
export function usePaymentMethods(kind: MethodsKind) {
  return useQuery(methodsQueryOptions(kind));
}

/** The player's pending deposit or withdrawal (spec: from 1970-01-01 to today), or null. */
export const pendingQueryOptions = (kind: MethodsKind) =>
  queryOptions({
    queryKey: [...PAYMENTS_ROOT, 'pending', kind],
    queryFn: ({ signal }) =>
      api<{ data: Transaction[] }>('me/transactions', {
        query: {
          date_from: '1970-01-01',
          date_to: todayUtc(),
          type_id: PENDING_TYPE[kind],
          status: 'pending',
        },
        signal,
      }).then((r) => r.data[0] ?? null),
    staleTime: 0,
  });

export function usePendingTransaction(kind: MethodsKind) {
  return useQuery(pendingQueryOptions(kind));
}

export interface EwalletStatus {
  is_pin_registered: boolean;
  notice: 'connect' | 'identify' | null;
}

/** The e-wallet's state for the player (asked only when an e-wallet method is chosen). */
export function useEwalletStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...PAYMENTS_ROOT, 'ewallet'],
    queryFn: ({ signal }) =>
      api<{ data: EwalletStatus }>('payments/neterapay/player/is_pin_registered', {
        signal,
      }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

/** The player's payout accounts. */
export function usePayoutAccounts() {
  return useQuery({
    queryKey: [...PAYMENTS_ROOT, 'accounts'],
    queryFn: ({ signal }) =>
      api<{ data: PayoutAccount[] }>('payments/accounts', { signal }).then((r) => r.data),
    staleTime: 30_000,
  });
}

/** A network failure (nothing answered): the same request may be sent again with its key. */
const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

interface Send<B> {
  body: B;
  /** One key per submit attempt; an automatic retry reuses it (the server answers once). */
  idempotencyKey: string;
}

function sendPayment<B>(path: string, { body, idempotencyKey }: Send<B>) {
  return api<{ data: PaymentAnswer }>(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);
}

function usePaymentMutation<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: Send<B>) => sendPayment(path, send),
    retry: (count, error) => isNetworkFailure(error) && count < 1,
    retryDelay: 1_000,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_ROOT }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]);
    },
  });
}

/** POST payments/deposit with an Idempotency-Key. */
export const useDeposit = () => usePaymentMutation<DepositBody>('payments/deposit');

/** POST payments/withdraw with an Idempotency-Key. */
export const useWithdraw = () => usePaymentMutation<WithdrawBody>('payments/withdraw');

/** The owner cancels a pending deposit or withdrawal. */
export function useDeclineTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, id }: { provider: string; id: number }) =>
      api<{ data: Transaction; message: string }>(
        `payments/providers/${encodeURIComponent(provider)}/decline/${id}`,
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_ROOT }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]);
    },
  });
}

/** Follows a `form` answer: a POST form with hidden fields, submitted at once. */
export function submitGatewayForm(form: NonNullable<PaymentAnswer['form']>): void {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.style.display = 'none';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  document.body.appendChild(element);
  element.submit();
}

/**
 * What a payment answer asks of the page: leave for the gateway (form, redirect), open a new tab
 * (iframe) or show its message. Returns true when the page is being left.
 */
export function followAnswer(answer: PaymentAnswer): 'left' | 'tab' | 'message' {
  if (answer.kind === 'form' && answer.form) {
    submitGatewayForm(answer.form);
    return 'left';
  }
  if (answer.kind === 'redirect' && answer.url) {
    window.location.assign(answer.url);
    return 'left';
  }
  if (answer.kind === 'iframe' && answer.url) {
    window.open(answer.url, '_blank', 'noopener');
    return 'tab';
  }
  return 'message';
}
