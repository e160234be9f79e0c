/**
 * The player's campaigns (contract `@croupier/contract/bonus`): My Bonus, the deposit form's
 * waiting bonus and the promotion's claim button. Every query key starts with PLAYER_QUERY_ROOT,
 * so logging out drops them. Types only from the contract: this module stays free of zod.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlayerCampaign,
  PlayerCampaignsResponse,
  UnusedCampaignsResponse,
} from '@croupier/contract/bonus';
import type { Language } from '@croupier/contract/constants';
import { PLAYER_QUERY_ROOT, balanceQueryOptions, meQueryOptions } from '../auth/session.ts';
import { api } from '../lib/api-client.ts';

export type { PlayerCampaign };
export type PlayerCampaigns = PlayerCampaignsResponse['data'];

/** Every bonus query of the player: invalidating it reloads My Bonus and the deposit's choice. */
export const BONUS_ROOT = [PLAYER_QUERY_ROOT, 'bonus'] as const;

/** GET campaigns/players/{player_id}/campaigns: active, waiting (in order) and ended ones. */
export const playerCampaignsQueryOptions = (playerId: number, language: Language) =>
  queryOptions({
    queryKey: [...BONUS_ROOT, 'campaigns', playerId, language],
    queryFn: ({ signal }) =>
      api<PlayerCampaignsResponse>(`campaigns/players/${playerId}/campaigns`, {
        query: { language },
        signal,
      }).then((r) => r.data),
    staleTime: 0,
  });

export function usePlayerCampaigns(playerId: number, language: Language) {
  return useQuery(playerCampaignsQueryOptions(playerId, language));
}

/** GET campaigns/players/{player_id}/unusedCampaigns?is_deposit=1: bonuses waiting for a deposit. */
export const depositCampaignsQueryOptions = (playerId: number, language: Language) =>
  queryOptions({
    queryKey: [...BONUS_ROOT, 'unused-deposit', playerId, language],
    queryFn: ({ signal }) =>
      api<UnusedCampaignsResponse>(`campaigns/players/${playerId}/unusedCampaigns`, {
        query: { language, is_deposit: 1 },
        signal,
      }).then((r) => r.data),
    staleTime: 0,
  });

export function useDepositCampaigns(playerId: number, language: Language) {
  return useQuery(depositCampaignsQueryOptions(playerId, language));
}

/** After a change of campaigns: the lists, the balance (bonus money) and the player. */
function useRefreshBonus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: BONUS_ROOT }),
      queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true }),
    ]);
}

/** POST campaigns/players/{player_id}/codes `{ code }`: 201 with the new player campaign. */
export function useSaveBonusCode(playerId: number, language: Language) {
  const refresh = useRefreshBonus();
  return useMutation({
    mutationFn: (code: string) =>
      api<{ data: PlayerCampaign }>(`campaigns/players/${playerId}/codes`, {
        method: 'POST',
        body: { code, language },
      }).then((r) => r.data),
    onSettled: refresh,
  });
}

/** POST campaigns/{campaign_id}/players/{player_id}/claim: the promotion's claim button. */
export function useClaimCampaign(playerId: number | null, language: Language) {
  const refresh = useRefreshBonus();
  return useMutation({
    mutationFn: (campaignId: number) =>
      api<{ data: PlayerCampaign }>(`campaigns/${campaignId}/players/${playerId}/claim`, {
        method: 'POST',
        body: { language },
      }).then((r) => r.data),
    onSettled: refresh,
  });
}

/** DELETE campaigns/players/{id}: forfeit one of the player's campaigns. */
export function useForfeitCampaign() {
  const refresh = useRefreshBonus();
  return useMutation({
    mutationFn: (playerCampaignId: number) =>
      api<{ data: PlayerCampaign }>(`campaigns/players/${playerCampaignId}`, {
        method: 'DELETE',
      }).then((r) => r.data),
    onSettled: refresh,
  });
}
