/**
 * GP webpay (Global Payments Europe) through its HTTP API: the player's browser posts a signed
 * form to GP_WEBPAY_URL (operation CREATE_ORDER), pays on GP webpay's page, and comes back to our
 * URL (`/webhooks/payments/gp_webpay`, GET query or POST form) with a signed answer.
 *
 * Written from GP webpay's public HTTP API description (and integrations that follow it). What
 * could not be confirmed from a primary source is marked `// Unconfirmed:`.
 *
 * Request DIGEST: base64 of an RSA signature with SHA-1 (our private key, GP_WEBPAY_PRIVATE_KEY
 * with an optional GP_WEBPAY_PRIVATE_KEY_PASSWORD) over the present values of
 *   MERCHANTNUMBER|OPERATION|ORDERNUMBER|AMOUNT|CURRENCY|DEPOSITFLAG|MERORDERNUM|URL|DESCRIPTION
 *   (|MD|...)
 * joined with "|", in that order. Answer: DIGEST over the present values of
 *   OPERATION|ORDERNUMBER|MERORDERNUM|MD|PRCODE|SRCODE|RESULTTEXT (|USERPARAM1|ADDINFO|...)
 * and DIGEST1 over the same text + "|" + MERCHANTNUMBER, both checked with GP webpay's public key
 * (GP_WEBPAY_PUBLIC_KEY). PRCODE 0 and SRCODE 0: approved; anything else: declined (RESULTTEXT).
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { Env } from '../../env.ts';
import type { GatewayAdapter, GatewayCallbackParse } from '../provider.ts';

/** The request fields that are signed, in the documented order. */
export const GP_REQUEST_DIGEST_ORDER = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'CURRENCY',
  'DEPOSITFLAG',
  'MERORDERNUM',
  'URL',
  'DESCRIPTION',
  'MD',
] as const;

/** The answer's signed fields, in order (each only when present). */
export const GP_RESPONSE_DIGEST_ORDER = [
  'OPERATION',
  'ORDERNUMBER',
  'MERORDERNUM',
  'MD',
  'PRCODE',
  'SRCODE',
  'RESULTTEXT',
  // Unconfirmed: the order of the optional fields after RESULTTEXT (only present when asked for;
  // our request asks for none of them).
  'USERPARAM1',
  'ADDINFO',
  'TOKEN',
  'EXPIRY',
  'ACSRES',
  'ACCODE',
  'PANPATTERN',
  'DAYTOCAPTURE',
  'TOKENREGSTATUS',
  'ACRC',
  'RRN',
  'PAR',
  'TRACEID',
] as const;

// Unconfirmed: GP webpay's LANG values; these are the ones we use and it is documented to offer.
const GP_LANGS = new Set(['cs', 'en', 'de', 'sk', 'hu', 'pl', 'es']);

/** PEM from an environment variable (a literal `\n` stands for a line break). */
const pem = (value: string) => value.replace(/\\n/g, '\n').trim();

export const gpWebpayConfigured = (env: Env): boolean =>
  Boolean(env.GP_WEBPAY_MERCHANT_NUMBER && env.GP_WEBPAY_PRIVATE_KEY && env.GP_WEBPAY_PUBLIC_KEY);

/** The text that is signed: the present values in the order given, joined with "|". */
export function gpDigestText(
  fields: Record<string, string | undefined>,
  order: readonly string[],
): string {
  return order
    .filter((k) => fields[k] !== undefined && fields[k] !== '')
    .map((k) => fields[k])
    .join('|');
}

export const gpSign = (text: string, key: KeyObject): string =>
  sign('RSA-SHA1', Buffer.from(text, 'utf8'), key).toString('base64');

export function gpVerify(text: string, signature: string, key: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/=\s]{16,2048}$/.test(signature)) return false;
  try {
    return verify('RSA-SHA1', Buffer.from(text, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Reads the answer's fields: the GET query, or a POST's urlencoded body. */
function answerFields(
  method: string,
  rawBody: Buffer | null,
  query: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (method.toUpperCase() === 'POST' && rawBody && rawBody.length > 0) {
    for (const [k, v] of new URLSearchParams(rawBody.toString('utf8'))) out[k] ??= v;
    return out;
  }
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') out[k] = v;
  return out;
}

export function createGpWebpayAdapter(deps: { env: Env; now: () => Date }): GatewayAdapter {
  const { env } = deps;
  const merchant = env.GP_WEBPAY_MERCHANT_NUMBER ?? '';
  const privateKey = createPrivateKey({
    key: pem(env.GP_WEBPAY_PRIVATE_KEY ?? ''),
    ...(env.GP_WEBPAY_PRIVATE_KEY_PASSWORD
      ? { passphrase: env.GP_WEBPAY_PRIVATE_KEY_PASSWORD }
      : {}),
  });
  const publicKey = createPublicKey(pem(env.GP_WEBPAY_PUBLIC_KEY ?? ''));

  return {
    name: 'gp_webpay',
    products: ['card'],

    async startDeposit(r) {
      // Unconfirmed: ORDERNUMBER must be unique per merchant for ever (GP refuses a repeat with
      // PRCODE 14): our payment ids are, one order per payment.
      const order = String(r.paymentId);
      const fields: Record<string, string> = {
        MERCHANTNUMBER: merchant,
        OPERATION: 'CREATE_ORDER',
        ORDERNUMBER: order,
        // AMOUNT in the currency's smallest unit (haléře, cents).
        AMOUNT: String(r.amount),
        // CURRENCY: the ISO 4217 numeric code.
        CURRENCY: String(r.currencyNumeric),
        // 1: the payment is captured at once (no later deposit call).
        DEPOSITFLAG: '1',
        MERORDERNUM: order,
        // Where GP webpay sends the browser back with the signed answer (must be absolute).
        URL: new URL(r.notifyUrl, env.PUBLIC_URL).toString(),
        // Unconfirmed: DESCRIPTION accepts printable ASCII only, up to 255 characters.
        DESCRIPTION: `Deposit ${order}`,
      };
      fields.DIGEST = gpSign(gpDigestText(fields, GP_REQUEST_DIGEST_ORDER), privateKey);
      // Unconfirmed: LANG is not part of the DIGEST (it is sent beside it).
      const lang = r.language.toLowerCase();
      if (GP_LANGS.has(lang)) fields.LANG = lang;
      return { kind: 'form', action: env.GP_WEBPAY_URL, fields, providerRef: order };
    },

    parseCallback({ method, rawBody, query }): GatewayCallbackParse {
      const f = answerFields(method, rawBody, query);
      const body: Record<string, string> = { ...f };
      const digest = f.DIGEST ?? '';
      const digest1 = f.DIGEST1 ?? '';
      if (!digest || !digest1) return { ok: false, reason: 'bad_signature', body };
      const text = gpDigestText(f, GP_RESPONSE_DIGEST_ORDER);
      if (
        !gpVerify(text, digest, publicKey) ||
        !gpVerify(`${text}|${merchant}`, digest1, publicKey)
      ) {
        return { ok: false, reason: 'bad_signature', body };
      }
      // Unconfirmed: the answer carries no timestamp, so no age check is possible; a replay is
      // the same event (eventKey below) and the platform applies it once.
      const ref = f.MERORDERNUM || f.ORDERNUMBER || '';
      if (
        f.OPERATION !== 'CREATE_ORDER' ||
        !/^[1-9]\d{0,14}$/.test(ref) ||
        !/^\d{1,4}$/.test(f.PRCODE ?? '') ||
        !/^\d{1,4}$/.test(f.SRCODE ?? '')
      ) {
        return { ok: false, reason: 'malformed', body };
      }
      const approved = Number(f.PRCODE) === 0 && Number(f.SRCODE) === 0;
      return {
        ok: true,
        browserReturn: true,
        body,
        notification: {
          eventKey: `${f.ORDERNUMBER}:${f.PRCODE}:${f.SRCODE}`,
          paymentId: Number(ref),
          providerRef: f.ORDERNUMBER ?? null,
          operation: 'payment',
          outcome: approved ? 'approved' : 'declined',
          // Unconfirmed: GP webpay's CREATE_ORDER answer carries no amount or currency; the
          // platform checks the stored order instead.
          amount: null,
          currency: null,
          reason: approved
            ? null
            : `PRCODE ${f.PRCODE}/SRCODE ${f.SRCODE}${f.RESULTTEXT ? `: ${f.RESULTTEXT}` : ''}`,
          instrument: null,
        },
      };
    },
  };
}
