/**
 * The staff second factor: TOTP (RFC 6238, otplib) with its secret sealed at rest, and the
 * one-time recovery codes.
 *
 * Sealing: AES-256-GCM under a key derived (HKDF-SHA256, info `staff-totp`) from the DOCUMENTS_KEY
 * keyring (files/crypto.ts; the development key outside production), a random 12-byte IV, the
 * member's id bound as additional data. Stored as `keyId:base64(iv | tag | ciphertext)`, so a
 * rotation of DOCUMENTS_KEY still opens the secrets sealed with an older key.
 *
 * Players' secrets (auth/two-factor.ts) are sealed the same way for another purpose: their own
 * derived key (info `player-totp`) and `player:<id>` as additional data, so a staff secret never
 * opens as a player's or the other way round. The staff purpose is the default and unchanged.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { STAFF_AUTH } from '@croupier/contract/staff-auth';
import type { FileKeyring } from '../files/crypto.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TotpSealer {
  seal(secret: string, ownerId: number): string;
  open(sealed: string, ownerId: number): string;
}

/** Whose secrets a sealer keeps: the HKDF info of its key and the prefix of the additional data. */
export interface TotpSealPurpose {
  info: string;
  owner: string;
}
/** Staff secrets: the key and additional data they were always sealed with (never change). */
export const STAFF_TOTP_SEAL: TotpSealPurpose = { info: 'staff-totp', owner: 'staff' };
export const PLAYER_TOTP_SEAL: TotpSealPurpose = { info: 'player-totp', owner: 'player' };

export function createTotpSealer(
  keyring: FileKeyring,
  purpose: TotpSealPurpose = STAFF_TOTP_SEAL,
): TotpSealer {
  const derived = new Map<string, Buffer>();
  const keyOf = (id: string): Buffer => {
    const cached = derived.get(id);
    if (cached) return cached;
    const fileKey = id === keyring.current.id ? keyring.current : keyring.byId(id);
    if (!fileKey) {
      throw new Error(`no DOCUMENTS_KEY with id ${id} opens a ${purpose.owner} TOTP secret`);
    }
    const key = Buffer.from(hkdfSync('sha256', fileKey.key, Buffer.alloc(0), purpose.info, 32));
    derived.set(id, key);
    return key;
  };
  const aad = (ownerId: number) => Buffer.from(`${purpose.owner}:${ownerId}`);
  return {
    seal(secret, ownerId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(keyring.current.id), iv);
      cipher.setAAD(aad(ownerId));
      const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64');
      return `${keyring.current.id}:${sealed}`;
    },
    open(sealed, ownerId) {
      const [id, body] = sealed.split(':');
      if (!id || !body) throw new Error('malformed sealed TOTP secret');
      const bytes = Buffer.from(body, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(id), bytes.subarray(0, IV_BYTES));
      decipher.setAAD(aad(ownerId));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export const newTotpSecret = () => generateSecret();

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The time step of `at` (30-second steps since the epoch). */
export const totpStep = (at: Date) => Math.floor(seconds(at) / STAFF_AUTH.totpPeriod);

/** The code of `secret` at `at` (development script, tests). */
export const totpCode = (secret: string, at: Date) => generate({ secret, epoch: seconds(at) });

/**
 * The time step a code belongs to when it is valid at `at` (one step of drift either way) and
 * newer than `afterStep`; null otherwise.
 */
export async function checkTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: seconds(at),
    epochTolerance: STAFF_AUTH.totpPeriod * STAFF_AUTH.totpDrift,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid) return null;
  const step = (result as { timeStep?: number }).timeStep;
  return typeof step === 'number' ? step : null;
}

/** The secret, its otpauth:// URI and QR code; `issuer`: the name shown in the app. */
export async function totpEnrolment(
  secret: string,
  email: string,
  issuer: string = STAFF_AUTH.totpIssuer,
) {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

// ---------------------------------------------------------------- recovery codes

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx` of lowercase letters and digits (no 0/o/1/l). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
