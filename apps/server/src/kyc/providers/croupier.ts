/**
 * The adapter of our own verification service (the default provider): the applicant and access
 * tokens live in this database (`idv_*`), the widget is served by this server (`/kyc-widget/`),
 * and the review's answer comes back through the signed webhook (idv-webhook.ts).
 */
import { randomUUID } from 'node:crypto';
import { normalizeLanguage } from '@croupier/contract/constants';
import { hashToken, newToken } from '../../auth/crypto.ts';
import type { Db } from '../../db/client.ts';
import { parseIdvWebhook } from '../idv-webhook.ts';
import type { KycProviderAdapter } from '../provider.ts';
import * as repo from '../repository.ts';

export const WIDGET_PATH = '/kyc-widget/';

export function createCroupierProvider(deps: {
  db: Db;
  now: () => Date;
  webhookSecret: string;
}): KycProviderAdapter {
  const { db, now } = deps;
  return {
    name: 'croupier',

    async ensureApplicant({ playerId, level }) {
      const existing = await repo.findApplicant(db, playerId, level);
      if (existing) return { applicantId: existing.id };
      await repo.insertApplicant(db, {
        id: randomUUID(),
        externalUserId: String(playerId),
        playerId,
        level,
        reviewStatus: 'init',
        createdAt: now(),
      });
      // A concurrent call may have created it first: read whichever stands.
      const row = await repo.findApplicant(db, playerId, level);
      if (!row) throw new Error('idv applicant vanished');
      return { applicantId: row.id };
    },

    async accessToken({ applicantId, ttlSeconds, language }) {
      const at = now();
      const token = newToken();
      const expiresAt = new Date(at.getTime() + ttlSeconds * 1000);
      await repo.insertAccessToken(
        db,
        { tokenHash: hashToken(token), applicantId, expiresAt, createdAt: at },
        at,
      );
      const lang = normalizeLanguage(language) ?? 'en';
      // The token rides in the fragment: never sent to a server, never in a log nor a Referer.
      return { token, expiresAt, widgetUrl: `${WIDGET_PATH}?lang=${lang}#token=${token}` };
    },

    parseWebhook(rawBody, headers) {
      return parseIdvWebhook(deps.webhookSecret, rawBody, headers);
    },
  };
}
