/**
 * The webhook of our own verification service, in the vendors' shape: a JSON body signed with an
 * HMAC-SHA256 under KYC_WEBHOOK_SECRET (`x-croupier-signature: sha256=<hex>`). The service builds
 * and signs it (idv-service.ts); the platform verifies and reads it (providers/croupier.ts) on
 * `POST /webhooks/kyc/croupier`, like any vendor's.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { KYC_LEVELS, KYC_REJECT_TYPES, type KycLevel } from '@croupier/contract/kyc';
import { z } from 'zod';
import { hmacHexMatches } from '../lib/hmac.ts';
import { readWebhookJson, type KycWebhookParse } from './provider.ts';

export const SIGNATURE_HEADER = 'x-croupier-signature';

export const IDV_EVENT_TYPES = [
  'applicantCreated',
  'applicantPending',
  'applicantReviewed',
] as const;

const payloadSchema = z.object({
  type: z.enum(IDV_EVENT_TYPES),
  eventId: z.string().max(100),
  applicantId: z.string().max(100),
  externalUserId: z.string().max(100),
  levelName: z.string().max(100),
  createdAt: z.string().max(40),
  reviewResult: z
    .object({
      reviewAnswer: z.enum(['GREEN', 'RED']),
      reviewRejectType: z.enum(KYC_REJECT_TYPES).nullable(),
      clientComment: z.string().max(2000).nullable(),
      rejectLabels: z.array(z.string().max(100)).max(20),
      /** The identity document and the selfie were approved (statusKyc idApproved). */
      idApproved: z.boolean(),
    })
    .nullable(),
});
export type IdvWebhookPayload = z.infer<typeof payloadSchema>;

export type IdvEventInput = Omit<IdvWebhookPayload, 'eventId' | 'createdAt'> & { at: Date };

const hmac = (secret: string, body: Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** The body and headers of one delivery (a fresh event id: every delivery is its own event). */
export function buildIdvWebhook(
  secret: string,
  input: IdvEventInput,
): { body: Buffer; headers: Record<string, string> } {
  const { at, ...rest } = input;
  const payload: IdvWebhookPayload = {
    ...rest,
    eventId: randomUUID(),
    createdAt: at.toISOString(),
  };
  const body = Buffer.from(JSON.stringify(payload));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `sha256=${hmac(secret, body)}`,
    },
  };
}

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Verifies (constant time) and reads a delivery. */
export function parseIdvWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): KycWebhookParse {
  const sent = /^sha256=([0-9a-f]{64})$/i.exec(header(headers, SIGNATURE_HEADER) ?? '')?.[1];
  if (!sent) return { ok: false, reason: 'bad_signature' };
  if (!hmacHexMatches('sha256', secret, rawBody, sent)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const p = readWebhookJson(rawBody, payloadSchema);
  if (!p) return { ok: false, reason: 'malformed' };
  const level = (KYC_LEVELS as readonly string[]).includes(p.levelName)
    ? (p.levelName as KycLevel)
    : null;
  return {
    ok: true,
    digest: createHash('sha256').update(rawBody).digest('hex'),
    event: {
      type: p.type,
      applicantId: p.applicantId,
      externalUserId: p.externalUserId,
      level,
      review: p.reviewResult
        ? {
            answer: p.reviewResult.reviewAnswer,
            rejectType: p.reviewResult.reviewRejectType,
            clientComment: p.reviewResult.clientComment,
            rejectLabels: p.reviewResult.rejectLabels,
            idApproved: p.reviewResult.idApproved,
          }
        : null,
    },
  };
}
