/**
 * Hub88 request signing (docs.hub88.io, "Request signing"): the raw body signed with RSA-SHA256
 * (PKCS#1 v1.5) under the sender's private key, encoded in base64, in the `X-Hub88-Signature`
 * header. Hub88 signs its wallet calls with its key (we verify with HUB88_PUBLIC_KEY); we sign our
 * Games API calls with ours (HUB88_PRIVATE_KEY; Hub88 holds the public half).
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hub88-signature';

/** A PEM from the environment: literal `\n` escapes (one-line variables) become newlines. */
export function pemFromEnv(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}

export const loadPrivateKey = (pem: string): KeyObject => createPrivateKey(pemFromEnv(pem));
export const loadPublicKey = (pem: string): KeyObject => createPublicKey(pemFromEnv(pem));

/** base64(RSA-SHA256(body)) under `key`. */
export function signBody(key: KeyObject, body: string | Buffer): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, key).toString(
    'base64',
  );
}

/** Whether `signature` (base64) is `key`'s signature of exactly these bytes. */
export function verifyBody(
  key: KeyObject,
  body: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048) {
    return false;
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try {
    return verify('sha256', body, key, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}
