import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT } from '@croupier/contract/constants';
import { AUTH_MESSAGES, ERROR_KEYS } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import { players, verificationCodes } from '../db/schema.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import { RetryLater } from '../auth/errors.ts';
import { hashCode, newVerificationCode, safeEqualHex } from '../auth/crypto.ts';

export type CodeChannel = 'email' | 'sms';

const TTL_MS = ACCOUNT.verificationCodeTtlMinutes * 60_000;
const RESEND_MS = ACCOUNT.verificationResendSeconds * 1000;

/**
 * Verification codes: 6 random digits, stored as an HMAC, valid 15 minutes, 5 tries, single use,
 * a new one only 60 s after the last. Only the newest code of a channel counts.
 */
export function createCodeService(db: Db, opts: { key: string; now: () => Date }) {
  const scope = (playerId: number, channel: CodeChannel, destination: string) =>
    `${playerId}:${channel}:${destination}`;

  return {
    /** Creates a code for the destination; the caller sends it. */
    async create(
      playerId: number,
      channel: CodeChannel,
      destination: string,
    ): Promise<{ code: string; expiresAt: Date }> {
      const now = opts.now();
      const code = newVerificationCode();
      const expiresAt = new Date(now.getTime() + TTL_MS);
      await db.transaction(async (tx) => {
        // One sender at a time per player: the 60-second rule holds under concurrent requests.
        await tx
          .select({ id: players.id })
          .from(players)
          .where(eq(players.id, playerId))
          .for('update');
        const [last] = await tx
          .select({ sentAt: verificationCodes.sentAt })
          .from(verificationCodes)
          .where(
            and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel)),
          )
          .orderBy(desc(verificationCodes.id))
          .limit(1);
        if (last) {
          const wait = last.sentAt.getTime() + RESEND_MS - now.getTime();
          if (wait > 0) throw new RetryLater(ERROR_KEYS.resendTooSoon, Math.ceil(wait / 1000));
        }
        // Older codes of the channel stop counting.
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(verificationCodes.playerId, playerId),
              eq(verificationCodes.channel, channel),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          playerId,
          channel,
          destination,
          codeHash: hashCode(opts.key, scope(playerId, channel, destination), code),
          sentAt: now,
          expiresAt,
        });
      });
      return { code, expiresAt };
    },

    /**
     * Checks a code against the newest unused one for this destination. A wrong code costs a try;
     * the right one is consumed atomically (a replay finds nothing).
     */
    async verify(
      playerId: number,
      channel: CodeChannel,
      destination: string,
      code: string,
    ): Promise<void> {
      const now = opts.now();
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.playerId, playerId),
            eq(verificationCodes.channel, channel),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!row || row.destination !== destination) {
        throw validationFailed('verification', ERROR_KEYS.codeIsWrong);
      }
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw validationFailed('verification', ERROR_KEYS.codeExpired);
      }
      if (row.attempts >= ACCOUNT.verificationMaxAttempts) {
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
      }
      const given = hashCode(opts.key, scope(playerId, channel, destination), code.trim());
      if (!safeEqualHex(given, row.codeHash)) {
        // Counted atomically: concurrent guesses cannot exceed the limit.
        const counted = await db
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(
            and(
              eq(verificationCodes.id, row.id),
              lt(verificationCodes.attempts, ACCOUNT.verificationMaxAttempts),
            ),
          )
          .returning({ attempts: verificationCodes.attempts });
        if (counted.length === 0) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
        throw validationFailed('verification', ERROR_KEYS.codeIsWrong);
      }
      const consumed = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, ACCOUNT.verificationMaxAttempts),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (consumed.length === 0) throw validationFailed('verification', ERROR_KEYS.codeIsWrong);
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
