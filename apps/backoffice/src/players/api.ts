/** The Players screens' calls and their answers' types (contract types only: no zod here). */
import type { z } from 'zod';
import type * as sp from '@croupier/contract/staff-players';
import type { staffSurveyView } from '@croupier/contract/surveys';
import type { interactionItem, saferMarkerItem } from '@croupier/contract/safer';
import { api } from '../api/index.ts';
import type { Paged, StaffCampaignRow, StaffDocument } from '../api/types.ts';
import type { SearchQuery } from './logic.ts';

export type PlayerRow = sp.StaffPlayerListItem;
export type PlayerProfile = sp.StaffPlayerProfile;
export type LedgerItem = sp.StaffLedgerItem;
export type RoundItem = sp.StaffRoundItem;
export type RoundDetail = sp.StaffRoundDetail;
export type PlayerPayment = sp.StaffPlayerPayment;
export type LimitHistoryItem = sp.StaffLimitHistoryItem;
export type PlayerSession = sp.StaffPlayerSession;
export type Note = sp.StaffNote;
export type PlayerMessage = sp.StaffPlayerMessage;
export type Revealed = sp.StaffRevealResponse['data'];
export type SurveyView = z.infer<typeof staffSurveyView>;
export type SaferView = {
  player_id: number;
  markers: z.infer<typeof saferMarkerItem>[];
  interactions: z.infer<typeof interactionItem>[];
};

const base = (id: number) => `/players/${id}`;

export const playerKeys = {
  all: ['players'] as const,
  list: (q: SearchQuery) => ['players', 'list', q] as const,
  player: (id: number) => ['players', id] as const,
  profile: (id: number) => ['players', id, 'profile'] as const,
  tab: (id: number, tab: string, q?: unknown) => ['players', id, tab, q ?? null] as const,
};

export const playersApi = {
  search: (q: SearchQuery) => api.get<Paged<PlayerRow>>('/players', { query: q }),
  profile: (id: number) => api.get<{ data: PlayerProfile }>(base(id)).then((r) => r.data),
  ledger: (id: number, q: SearchQuery) =>
    api.get<Paged<LedgerItem>>(`${base(id)}/ledger`, { query: q }),
  rounds: (id: number, page: number) =>
    api.get<Paged<RoundItem>>(`${base(id)}/rounds`, { query: { page, per_page: 25 } }),
  round: (id: number, roundId: string) =>
    api
      .get<{ data: RoundDetail }>(`${base(id)}/rounds/${encodeURIComponent(roundId)}`)
      .then((r) => r.data),
  payments: (id: number, page: number) =>
    api.get<Paged<PlayerPayment>>(`${base(id)}/payments`, { query: { page, per_page: 25 } }),
  limitHistory: (id: number, page: number) =>
    api.get<Paged<LimitHistoryItem>>(`${base(id)}/limits/history`, {
      query: { page, per_page: 25 },
    }),
  sessions: (id: number, page: number) =>
    api.get<Paged<PlayerSession>>(`${base(id)}/sessions`, { query: { page, per_page: 25 } }),
  notes: (id: number, page: number) =>
    api.get<Paged<Note>>(`${base(id)}/notes`, { query: { page, per_page: 25 } }),
  addNote: (id: number, body: string) => api.post<{ data: Note }>(`${base(id)}/notes`, { body }),
  reveal: (id: number) => api.post<{ data: Revealed }>(`${base(id)}/reveal`).then((r) => r.data),
  block: (id: number, reason: string) => api.post(`${base(id)}/block`, { reason }),
  unblock: (id: number, reason: string) => api.post(`${base(id)}/unblock`, { reason }),
  endSessions: (id: number) =>
    api.post<{ data: { revoked: number } }>(`${base(id)}/sessions/end`).then((r) => r.data),
  passwordReset: (id: number) => api.post(`${base(id)}/password-reset`),
  resetTwoFactor: (id: number, reason: string) =>
    api.post(`${base(id)}/two-factor/reset`, { reason }),
  setTestFlag: (id: number, isTest: boolean) =>
    api.put(`${base(id)}/test-flag`, { is_test: isTest }),
  setFlags: (id: number, flags: { is_pep: boolean; is_ubo: boolean }) =>
    api.put(`${base(id)}/flags`, flags),
  close: (id: number, reason: string) => api.post(`${base(id)}/close`, { reason }),
  adjust: (id: number, body: unknown, key: string) =>
    api.post(`${base(id)}/adjustments`, body, { headers: { 'idempotency-key': key } }),
  message: (id: number, body: { subject: string; body: string }) =>
    api.post(`${base(id)}/messages`, body),
  messages: (id: number, page: number) =>
    api.get<Paged<PlayerMessage>>(`${base(id)}/messages`, { query: { page, per_page: 25 } }),
  documents: (id: number) =>
    api
      .get<{ data: StaffDocument[] }>('/documents', { query: { player_id: id } })
      .then((r) => r.data),
  survey: (id: number) =>
    api.get<{ data: SurveyView }>(`${base(id)}/surveys/sowq`).then((r) => r.data),
  safer: (id: number) => api.get<{ data: SaferView }>(`${base(id)}/safer`).then((r) => r.data),
  campaigns: () => api.get<{ data: StaffCampaignRow[] }>('/campaigns').then((r) => r.data),
  assignCampaign: (campaignId: number, playerId: number) =>
    api.post<{ duplicate?: boolean }>(`/campaigns/${campaignId}/assign`, { player_id: playerId }),
};
