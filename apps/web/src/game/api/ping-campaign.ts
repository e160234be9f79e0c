import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export interface PingInput {
  campaignId: number;
  playerId: number;
  gameId: number;
  providerId: number;
}

/**
 * `POST campaigns/{campaign_id}/players/{player_id}/ping`: tells the platform the player is in a
 * game with an active bonus; `useBonus` says whether this game plays (and counts) with it, which
 * is when the bonus box shows. Once per game launch; `null` skips (no campaign, demo play).
 */
export const pingCampaignQueryOptions = (input: PingInput | null) =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'campaign-ping', input?.campaignId, input?.gameId],
    queryFn: input
      ? () =>
          api<{ data: { useBonus: boolean } }>(
            `campaigns/${input.campaignId}/players/${input.playerId}/ping`,
            { method: 'POST', body: { game_id: input.gameId, provider_id: input.providerId } },
          ).then((r) => r.data.useBonus === true)
      : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useCampaignPing(input: PingInput | null) {
  return useQuery(pingCampaignQueryOptions(input));
}
