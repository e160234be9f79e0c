import type { StaffMember } from '@croupier/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import type {
  StaffDocument,
  StaffKycApplicant,
  StaffLimitRequest,
  StaffPayment,
} from '../api/types.ts';
import { fetchPendingHeldWins, heldWinsKeys } from '../thirdparty/held-wins-api.ts';
import { useLiveQueues } from './live.ts';
import { canOpen, type QueueId } from './menu.ts';

/**
 * The slow fallback refetch of the queue badges: the live socket (shell/live.ts) refreshes a
 * queue as soon as the server announces a change.
 */
export const QUEUE_REFRESH_MS = 5 * 60_000;

export const queryKeys = {
  payments: (type: 1 | 2) => ['payments', type] as const,
  documents: ['documents', 'pending'] as const,
  kyc: ['kyc', 'applicants', 'pending'] as const,
  limits: ['limits', 'requests', 'pending'] as const,
  saferSummary: ['safer', 'summary'] as const,
};

/** The cached queries a `queues` event of the server makes stale (prefixes: lists included). */
export const QUEUE_QUERY_PREFIXES: Record<QueueId, readonly (readonly unknown[])[]> = {
  withdrawals: [queryKeys.payments(2)],
  deposits: [queryKeys.payments(1)],
  documents: [['documents']],
  kyc: [['kyc']],
  limits: [['limits']],
  safer: [['safer']],
  held_wins: [heldWinsKeys.all],
};

/** Deposits staff decide by hand: bank transfers and crypto (cards are settled by the gateway). */
export const isManualDeposit = (p: StaffPayment) =>
  p.payload.provider === 'bank' || p.payload.provider === 'crypto';

/** Requests that wait for a staff decision: self-exclusion shortenings. */
export const needsApproval = (r: StaffLimitRequest) =>
  r.type === 'self_exclusion' && r.status === 'pending';

export const fetchPayments = (type: 1 | 2) =>
  api.get<{ data: StaffPayment[] }>('/payments', { query: { type } }).then((r) => r.data);
export const fetchPendingDocuments = () =>
  api
    .get<{ data: StaffDocument[] }>('/documents', { query: { status: 'pending' } })
    .then((r) => r.data);
export const fetchPendingKyc = () =>
  api
    .get<{ data: StaffKycApplicant[] }>('/kyc/applicants', { query: { status: 'pending' } })
    .then((r) => r.data);
export const fetchPendingLimits = () =>
  api
    .get<{
      data: StaffLimitRequest[];
    }>('/statistics', { query: { status: 'pending', type: 'self_exclusion' } })
    .then((r) => r.data.filter(needsApproval));
export const fetchSaferSummary = () =>
  api
    .get<{
      data: { open: number; open_by_marker: Record<string, number> };
    }>('/safer/summary')
    .then((r) => r.data);

/** The counts of the queues this role works on (shared with the queue screens' queries). */
export function useQueueCounts(role: StaffMember['role']): Partial<Record<QueueId, number>> {
  const opts = { refetchInterval: QUEUE_REFRESH_MS, staleTime: 10_000 };
  const finance = canOpen(role, 'withdrawals');
  const oversight = canOpen(role, 'kyc');
  useLiveQueues();
  const withdrawals = useQuery({
    queryKey: queryKeys.payments(2),
    queryFn: () => fetchPayments(2),
    enabled: finance,
    ...opts,
  });
  const deposits = useQuery({
    queryKey: queryKeys.payments(1),
    queryFn: () => fetchPayments(1),
    enabled: finance,
    ...opts,
  });
  const documents = useQuery({
    queryKey: queryKeys.documents,
    queryFn: fetchPendingDocuments,
    enabled: canOpen(role, 'documents'),
    ...opts,
  });
  const kyc = useQuery({
    queryKey: queryKeys.kyc,
    queryFn: fetchPendingKyc,
    enabled: oversight,
    ...opts,
  });
  const limits = useQuery({
    queryKey: queryKeys.limits,
    queryFn: fetchPendingLimits,
    enabled: canOpen(role, 'limits'),
    ...opts,
  });
  const safer = useQuery({
    queryKey: queryKeys.saferSummary,
    queryFn: fetchSaferSummary,
    enabled: canOpen(role, 'safer_gambling'),
    ...opts,
  });
  const heldWins = useQuery({
    queryKey: heldWinsKeys.pendingCount,
    queryFn: fetchPendingHeldWins,
    enabled: canOpen(role, 'held_wins'),
    ...opts,
  });
  return {
    withdrawals: withdrawals.data?.filter((p) => p.status === 'pending').length,
    deposits: deposits.data?.filter(isManualDeposit).length,
    documents: documents.data?.length,
    kyc: kyc.data?.length,
    limits: limits.data?.length,
    safer: safer.data?.open,
    held_wins: heldWins.data,
  };
}
