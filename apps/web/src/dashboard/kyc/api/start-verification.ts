import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycLevel } from '@croupier/contract/kyc';
import { meQueryOptions } from '../../../auth/session.ts';
import { getAccessToken, startLevel, type KycAccessToken } from './access-token.ts';

/**
 * Verify: a level never started is started first (POST kyc/players/{id}), then the widget's
 * access token is fetched; the player (with its KYC list) is read again.
 */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      playerId,
      level,
      started,
    }: {
      playerId: number;
      level: KycLevel;
      started: boolean;
    }): Promise<KycAccessToken> => {
      if (!started) await startLevel(playerId, level);
      return getAccessToken(level);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
