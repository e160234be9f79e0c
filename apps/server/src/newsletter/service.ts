import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER } from '@croupier/contract/constants';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import type { OptOutTokenStatus } from '@croupier/contract/newsletter';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;
export const OPT_OUT_PATH = '/newsletter/opt-out';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterDeps {
  now(): Date;
  /** The site's public address, for links in e-mails. */
  publicUrl: string;
}

export interface OptOutInput {
  token: string;
  reason: string;
  terms_and_conditions: boolean;
  newsletter: boolean;
  is_accepted: boolean;
}

export function createNewsletterService(db: Db, deps: NewsletterDeps) {
  return {
    /**
     * A single-use opt-out link for a newsletter e-mail to this player (valid 30 days). Only the
     * token's hash is stored: the link can be made only here.
     */
    async createNewsletterOptOutToken(playerId: number) {
      const token = randomBytes(32).toString('base64url');
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + NEWSLETTER.optOutTokenDays * DAY_MS);
      await repo.insertToken(db, {
        playerId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      });
      const path = `${OPT_OUT_PATH}?token=${encodeURIComponent(token)}`;
      return {
        token,
        path,
        url: `${deps.publicUrl.replace(/\/+$/, '')}${path}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** The opt-out page's state for a link. */
    async tokenStatus(token: string): Promise<OptOutTokenStatus> {
      const row = await repo.findToken(db, hashToken(token));
      if (!row) return { is_valid: false, already_unsubscribed: false, expires_at: null };
      const now = deps.now();
      return {
        is_valid: !row.token.usedAt && row.token.expiresAt > now,
        already_unsubscribed: !row.newsletter,
        expires_at: row.token.expiresAt.toISOString(),
      };
    },

    /**
     * The opt-out request: turns the player's newsletter preference off, keeps the reason and
     * uses up the link. An unknown, expired or used link: 404; already off: 409 (nothing changes).
     */
    async optOut(input: OptOutInput, ip: string | null) {
      return db.transaction(async (tx) => {
        const now = deps.now();
        const row = await repo.findToken(tx, hashToken(input.token), true);
        if (!row || row.token.usedAt || row.token.expiresAt <= now) {
          throw new HttpError(404, ERROR_MESSAGES.newsletterTokenInvalid);
        }
        if (!row.newsletter) throw new HttpError(409, ERROR_MESSAGES.newsletterAlreadyUnsubscribed);
        if (!(await repo.useToken(tx, row.token.id, now))) {
          throw new HttpError(404, ERROR_MESSAGES.newsletterTokenInvalid);
        }
        await repo.insertRequest(tx, {
          playerId: row.token.playerId,
          tokenId: row.token.id,
          reason: input.reason,
          termsAndConditions: input.terms_and_conditions,
          newsletter: input.newsletter,
          isAccepted: input.is_accepted,
          ip,
          createdAt: now,
        });
        await repo.setPlayerNewsletter(tx, row.token.playerId, false, now);
        return { newsletter: false, unsubscribed_at: now.toISOString() };
      });
    },

    /** Development only: the player of an e-mail address, or undefined. */
    playerIdByEmail: (email: string) => repo.findPlayerIdByEmail(db, email.trim()),
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
