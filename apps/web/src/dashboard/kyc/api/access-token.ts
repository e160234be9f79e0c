import type { KycAccessToken, KycEntry, KycLevel } from '@croupier/contract/kyc';
import { api } from '../../../lib/api-client.ts';

export type { KycAccessToken };

/** GET kyc/accessTokens/{level}: a short-lived token for the provider's widget of the level. */
export function getAccessToken(level: KycLevel): Promise<KycAccessToken> {
  return api<{ data: KycAccessToken }>(`kyc/accessTokens/${encodeURIComponent(level)}`).then(
    (r) => r.data,
  );
}

/** POST kyc/players/{id} { level }: starts the level for the player; answers the KYC list. */
export function startLevel(playerId: number, level: KycLevel): Promise<KycEntry[]> {
  return api<{ data: KycEntry[] }>(`kyc/players/${playerId}`, {
    method: 'POST',
    body: { level },
  }).then((r) => r.data);
}
