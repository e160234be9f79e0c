import { createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ACCOUNT } from '@croupier/contract/constants';
import type { Db } from '../db/client.ts';
import { captchaUsed } from '../db/schema.ts';

/** The development default of CAPTCHA_HMAC_KEY (replaced by a random key in production). */
export const DEV_CAPTCHA_HMAC_KEY = 'croupier-dev-captcha-hmac-key-change-me';

const TTL_MS = ACCOUNT.captchaTtlMinutes * 60_000;
/** The proof of work: the solver searches this many SHA-256 rounds on average (deterministic mode). */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 40_000;

function parsePayload(value: string): Payload | null {
  const text = value.trim().startsWith('{') ? value : Buffer.from(value, 'base64').toString('utf8');
  try {
    const parsed = JSON.parse(text) as Payload;
    if (!parsed?.challenge?.parameters || !parsed.solution) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2): challenges are signed with an HMAC key from the
 * environment, expire after 10 minutes by the app's clock, and a solved challenge is recorded so
 * a replay is refused.
 */
export function createCaptchaService(db: Db, opts: { hmacKey: string; now: () => Date }) {
  const signatureSecret = createHmac('sha256', opts.hmacKey)
    .update('altcha:challenge')
    .digest('hex');
  const keySecret = createHmac('sha256', opts.hmacKey).update('altcha:key').digest('hex');

  return {
    async challenge(): Promise<Challenge> {
      const expiresAt = new Date(opts.now().getTime() + TTL_MS);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** True once per solved challenge: signature, solution and expiry checked, then recorded. */
    async verify(value: string | undefined | null): Promise<boolean> {
      if (!value || value.length > 8000) return false;
      const payload = parsePayload(value);
      if (!payload) return false;
      const now = opts.now();
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return false;
      }
      if (!result.verified || !payload.challenge.signature) return false;
      // Single use: the first to record the signature wins.
      const inserted = await db
        .insert(captchaUsed)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaUsed.signature });
      if (inserted.length === 0) return false;
      // Expired records can go: their challenges fail the expiry check anyway.
      await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, now));
      return true;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
