/**
 * Encryption at rest of player files: AES-256-GCM, a random 12-byte IV per file, the 16-byte tag
 * checked on every read. The sealed form is `iv (12) | tag (16) | ciphertext`. The file's id, owner
 * and type are bound as additional data, so a sealed blob moved to another row does not open.
 *
 * Keys: DOCUMENTS_KEY holds 64 hex digits or the base64 of 32 bytes. For a rotation it may hold
 * several keys separated by commas: the first seals new files, every one opens the files sealed
 * with it (each row keeps the id of its key). Unset, a fixed development key is used, except in
 * production, where the server refuses to start.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { Env } from '../env.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The public development key (sha256 of a fixed text): never used in production. */
const DEV_KEY = createHash('sha256').update('croupier-dev-documents-key-change-me').digest();

export interface FileKey {
  /** The first 8 hex digits of SHA-256 of the key: names it without revealing it. */
  id: string;
  key: Buffer;
}

export interface FileKeyring {
  /** Seals new files. */
  current: FileKey;
  /** Opens a file by the key id stored with it. */
  byId(id: string): FileKey | undefined;
  /** The secret that signs media links (derived from the current key, never the key itself). */
  linkSecret: Buffer;
}

/** A sealed file that does not open: wrong key, tampered bytes or a blob of another row. */
export class FileIntegrityError extends Error {
  constructor(message = 'stored file failed its integrity check') {
    super(message);
    this.name = 'FileIntegrityError';
  }
}

export function parseFileKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value) || /^[A-Za-z0-9_-]{43}$/.test(value)) {
    const bytes = Buffer.from(
      value,
      value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
    );
    if (bytes.length === 32) return bytes;
  }
  throw new Error('DOCUMENTS_KEY must be 64 hex digits or the base64 of 32 bytes');
}

export const fileKeyId = (key: Buffer) =>
  createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Reads DOCUMENTS_KEY; throws (the server does not start) when it is unset in production. */
export function loadFileKeyring(env: Pick<Env, 'DOCUMENTS_KEY' | 'NODE_ENV'>): FileKeyring {
  const raw = env.DOCUMENTS_KEY?.trim();
  if (!raw) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'DOCUMENTS_KEY is required in production (64 hex digits or the base64 of 32 bytes): ' +
          'player documents are encrypted at rest with it',
      );
    }
  }
  const keys = (raw ? raw.split(',').filter((k) => k.trim()) : [])
    .map(parseFileKey)
    .map((key) => ({ id: fileKeyId(key), key }));
  if (keys.length === 0) keys.push({ id: fileKeyId(DEV_KEY), key: DEV_KEY });
  const byId = new Map(keys.map((k) => [k.id, k]));
  const current = keys[0]!;
  const linkSecret = Buffer.from(
    hkdfSync('sha256', current.key, Buffer.alloc(0), 'croupier-file-links-v1', 32),
  );
  return { current, byId: (id) => byId.get(id), linkSecret };
}

const aad = (fileId: string, playerId: number, mime: string) =>
  Buffer.from(`croupier-file:v1:${fileId}:${playerId}:${mime}`, 'utf8');

export function sealFile(
  key: FileKey,
  plain: Buffer,
  binding: { fileId: string; playerId: number; mime: string },
): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(binding.fileId, binding.playerId, binding.mime));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openFile(
  key: FileKey,
  sealed: Buffer,
  binding: { fileId: string; playerId: number; mime: string },
): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new FileIntegrityError();
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(binding.fileId, binding.playerId, binding.mime));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new FileIntegrityError();
  }
}

/** HMAC-SHA256 (base64url) of the given parts under the link secret. */
export function signParts(secret: Buffer, parts: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

/** Constant-time comparison of two signatures (false for any length mismatch). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
