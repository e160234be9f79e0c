import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT } from '@croupier/contract/constants';

/** argon2id (the library's default algorithm) with its defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash no password matches: verified against when the account is unknown (same timing). */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  const target = hashed ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))));
  try {
    const ok = await verify(target, password);
    return hashed !== null && ok;
  } catch {
    return false;
  }
}

/** An opaque token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A verification code: 6 random digits from the CSPRNG. */
export const newVerificationCode = (): string =>
  String(randomInt(0, 10 ** ACCOUNT.verificationCodeLength)).padStart(
    ACCOUNT.verificationCodeLength,
    '0',
  );

/** Codes are short, so they are stored as an HMAC under a server key bound to the code's row. */
export const hashCode = (key: string, scope: string, code: string): string =>
  createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
