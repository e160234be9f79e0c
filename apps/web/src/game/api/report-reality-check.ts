import { api } from '../../lib/api-client.ts';

/**
 * `POST me/mga/realityCheck {minutes}`: the platform records that the reality-check message was
 * shown after `minutes` of play (the regulator's audit trail). Failing to record it never blocks
 * the message itself.
 */
export function reportRealityCheck(minutes: number): Promise<void> {
  return api('me/mga/realityCheck', { method: 'POST', body: { minutes } }).then(
    () => undefined,
    () => undefined,
  );
}
