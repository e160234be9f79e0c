/**
 * The sandbox gateway's webhook, in a hosted-payment provider's usual shape: a JSON body, signed
 * per delivery with an HMAC-SHA256 under SANDBOX_GATEWAY_SECRET over `timestamp + "." + body`:
 *
 *   X-Sandbox-Timestamp: <unix seconds>
 *   X-Sandbox-Signature: v1=<hex HMAC-SHA256(secret, timestamp + "." + rawBody)>
 *
 * The gateway builds and signs it (service.ts); the platform checks it (the adapter's
 * parseCallback): signature in constant time, the timestamp within
 * PAYMENT_RULES.webhookToleranceSeconds of now, then the body's shape.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_RULES } from '@croupier/contract/payments';
import { hmacHexMatches } from '../../../lib/hmac.ts';
import type { GatewayCallbackParse, GatewayNotification } from '../../provider.ts';

export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const SANDBOX_EVENT_TYPES = [
  'payment.approved',
  'payment.declined',
  'payment.pending',
  'payout.approved',
  'payout.declined',
] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

const instrumentSchema = z.object({
  kind: z.enum(['card', 'ewallet']),
  token: z.string().min(1).max(100),
  label: z.string().max(100),
});

export const sandboxWebhookBody = z.object({
  event_id: z.string().min(1).max(100),
  type: z.enum(SANDBOX_EVENT_TYPES),
  session_id: z.string().min(1).max(100),
  merchant_ref: z.string().regex(/^[1-9]\d{0,15}$/),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().max(200).nullable(),
  instrument: instrumentSchema.nullable(),
  created_at: z.string().max(40),
});
export type SandboxWebhookBody = z.infer<typeof sandboxWebhookBody>;

export const signSandboxBody = (secret: string, timestamp: number, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The headers of one delivery attempt (a fresh timestamp each time). */
export function sandboxDeliveryHeaders(
  secret: string,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'croupier-sandbox-gateway/1',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signSandboxBody(secret, timestamp, body),
  };
}

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

const asJson = (raw: Buffer | null): unknown => {
  if (!raw) return null;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return { raw: raw.toString('utf8').slice(0, 2_000) };
  }
};

/** Verifies and reads a delivery into the platform's terms. */
export function parseSandboxWebhook(
  secret: string,
  now: Date,
  rawBody: Buffer | null,
  headers: Record<string, string | string[] | undefined>,
): GatewayCallbackParse {
  const body = asJson(rawBody);
  const ts = header(headers, TIMESTAMP_HEADER) ?? '';
  const sig = /^v1=([0-9a-f]{64})$/i.exec(header(headers, SIGNATURE_HEADER) ?? '')?.[1];
  if (!rawBody || !/^\d{1,12}$/.test(ts) || !sig)
    return { ok: false, reason: 'bad_signature', body };
  const signed = Buffer.concat([Buffer.from(`${ts}.`), rawBody]);
  if (!hmacHexMatches('sha256', secret, signed, sig)) {
    return { ok: false, reason: 'bad_signature', body };
  }
  const age = Math.abs(now.getTime() / 1000 - Number(ts));
  if (age > PAYMENT_RULES.webhookToleranceSeconds) return { ok: false, reason: 'stale', body };
  const parsed = sandboxWebhookBody.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed', body };
  const p = parsed.data;
  const [operation, result] = p.type.split('.') as ['payment' | 'payout', string];
  const notification: GatewayNotification = {
    eventKey: p.event_id,
    paymentId: Number(p.merchant_ref),
    providerRef: p.session_id,
    operation,
    outcome: result as GatewayNotification['outcome'],
    amount: p.amount,
    currency: p.currency,
    reason: p.reason,
    instrument: p.instrument,
  };
  return { ok: true, notification, body: p };
}
