/**
 * Held wins (`/staff/v1/held-wins`, admin and finance): a win above a game's stated maximum or
 * a provider's cap waits here until staff pay it or refuse it. The shape mirrors the server's
 * `heldWinView` (apps/server/src/providers/staff-routes.ts); amounts are decimals of `currency`.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/index.ts';

export const HELD_WIN_STATUSES = ['pending', 'paid', 'refused'] as const;
export type HeldWinStatus = (typeof HELD_WIN_STATUSES)[number];

export interface HeldWin {
  id: number;
  player: { id: number; username: string };
  game: { id: number | null; name: string | null };
  provider: string;
  round_id: string;
  amount: number;
  currency: string;
  /** The limit the win passed, and which one (`game_max_win` | `provider_cap`). */
  cap: number;
  cap_kind: string;
  status: HeldWinStatus;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_note: string | null;
  ledger_transaction_id: number;
  settlement_transaction_id: number | null;
  created_at: string;
}

export interface HeldWinsPage {
  data: HeldWin[];
  meta: { current_page: number; last_page: number; total: number; per_page?: number };
}

export const HELD_WINS_PER_PAGE = 25;

/** Every held-wins query starts with this key (the queue's live refresh invalidates it). */
export const heldWinsKeys = {
  all: ['held-wins'] as const,
  list: (status: HeldWinStatus | 'all', page: number) =>
    ['held-wins', 'list', status, page] as const,
  pendingCount: ['held-wins', 'pending-count'] as const,
};

export const fetchHeldWins = (status: HeldWinStatus | 'all', page: number) =>
  api.get<HeldWinsPage>('/held-wins', {
    query: {
      status: status === 'all' ? undefined : status,
      page,
      per_page: HELD_WINS_PER_PAGE,
    },
  });

/** How many wins wait for a decision (one row fetched: the page's total). */
export const fetchPendingHeldWins = () =>
  api
    .get<HeldWinsPage>('/held-wins', { query: { status: 'pending', per_page: 1 } })
    .then((r) => r.meta.total);

export function useHeldWins(status: HeldWinStatus | 'all', page: number, refetchInterval: number) {
  return useQuery({
    queryKey: heldWinsKeys.list(status, page),
    queryFn: () => fetchHeldWins(status, page),
    refetchInterval,
  });
}

export const payHeldWin = (id: number) => api.post<{ data: HeldWin }>(`/held-wins/${id}/pay`, {});
export const refuseHeldWin = (id: number, note: string) =>
  api.post<{ data: HeldWin }>(`/held-wins/${id}/refuse`, { note });
