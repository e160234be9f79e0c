/**
 * The player's own account (`static/players/{id}`): the update of `PUT me` under another path,
 * and the closure. A closure is one transaction: status closed, marketing off, every token of
 * the player revoked, the second factor deleted (its sealed secret, the recovery codes; pending
 * login challenges end with the other tokens), audited. Play and deposits stop at once (game
 * launch, the wallet's bet refusal and the deposit allowance read the status); the balance stays
 * where it is (no money moves) and can still be paid out.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Player, UpdateMeData } from '@croupier/contract/accounts';
import { ACCOUNT_MESSAGES } from '@croupier/contract/compliance';
import type { AuthenticatedPlayer } from '../auth/player-auth.ts';
import { removeTwoFactor } from '../auth/two-factor.ts';
import type { Db } from '../db/client.ts';
import { players, playerSessions } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { insertAudit } from '../staff/repository.ts';

export interface AccountDeps {
  db: Db;
  now: () => Date;
  /** The `PUT me` update of the players domain (same fields, same rules). */
  updateMe(auth: AuthenticatedPlayer, body: UpdateMeData): Promise<Player>;
  /** Called with the revoked tokens after a closure (the realtime socket ends them). */
  onTokensRevoked?: (tokenIds: number[]) => void | Promise<void>;
}

export const CLOSED_BY_PLAYER_REASON = 'Closed by the player';

export function createAccountService(deps: AccountDeps) {
  const { db, now } = deps;
  return {
    /** `PUT static/players/{id}`: the owner's update (the caller checked the owner). */
    update: (auth: AuthenticatedPlayer, body: UpdateMeData) => deps.updateMe(auth, body),

    /** `DELETE static/players/{id}`: closes the owner's account. */
    async close(
      auth: AuthenticatedPlayer,
      input: { reason?: string; ip?: string | null; staffId?: number },
    ): Promise<{ id: number; status: 'closed'; closed_at: string }> {
      const at = now();
      const revoked = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: players.status, newsletter: players.newsletter })
          .from(players)
          .where(eq(players.id, auth.id))
          .for('update');
        if (!row) throw new HttpError(404, 'player_not_found');
        if (row.status === 'closed') throw new HttpError(409, ACCOUNT_MESSAGES.closed);
        await tx
          .update(players)
          .set({
            status: 'closed',
            closedAt: at,
            newsletter: false,
            statusReason: input.reason || CLOSED_BY_PLAYER_REASON,
            updatedAt: at,
          })
          .where(eq(players.id, auth.id));
        const tokens = await tx
          .update(playerSessions)
          .set({ revokedAt: at })
          .where(and(eq(playerSessions.playerId, auth.id), isNull(playerSessions.revokedAt)))
          .returning({ id: playerSessions.id });
        // No second factor outlives the account: the secret and the recovery codes are personal
        // secrets of a login that can no longer happen.
        const twoFactor = await removeTwoFactor(tx, auth.id, at);
        // A closure by staff (the back office) is audited as theirs, with before and after.
        await insertAudit(tx, {
          staffId: input.staffId ?? null,
          action: input.staffId ? 'player.closed_by_staff' : 'player.closed_by_player',
          targetType: 'player',
          targetId: String(auth.id),
          details: {
            previous_status: row.status,
            reason: input.reason ?? null,
            newsletter_was: row.newsletter,
            sessions_revoked: tokens.length,
            two_factor_removed: twoFactor.twoFactor,
            ...(input.staffId
              ? { before: { status: row.status }, after: { status: 'closed' } }
              : {}),
          },
          ip: input.ip ?? null,
          createdAt: at,
        });
        return tokens.map((t) => t.id);
      });
      await deps.onTokensRevoked?.(revoked);
      return { id: auth.id, status: 'closed', closed_at: at.toISOString() };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
