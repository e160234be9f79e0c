import type { RealityCheckAction, RealityCheckBody } from '@croupier/contract/play';
import { api } from '../../lib/api-client.ts';

/**
 * `POST me/mga/realityCheck {minutes, action?}`: the platform keeps, for the regulator, that the
 * reality check was shown after `minutes` of play (no action) and the player's answer
 * (`continue`, or `leave`, which also ends the game's session). Failing to record it never
 * blocks the message itself.
 */
export function reportRealityCheck(minutes: number, action?: RealityCheckAction): Promise<void> {
  const body: RealityCheckBody = action ? { minutes, action } : { minutes };
  return api('me/mga/realityCheck', { method: 'POST', body }).then(
    () => undefined,
    () => undefined,
  );
}
