/**
 * Media links of player files: `/files/<uuid>?exp=<unix seconds>&sig=<HMAC>`. The HMAC covers the
 * file id, its owner's id and the expiry, under a secret derived from DOCUMENTS_KEY; the route
 * checks it against the stored owner, so a link signed for anyone but the owner, forged, altered
 * or expired opens nothing (404, like an unknown id).
 */
import { DOCUMENT_RULES } from '@croupier/contract/documents';
import { sameSignature, signParts } from './crypto.ts';

export const FILE_LINK_PREFIX = '/files/';

const signature = (secret: Buffer, fileId: string, playerId: number, exp: number) =>
  signParts(secret, ['file-link-v1', fileId, playerId, exp]);

/** A link for the owner, valid for DOCUMENT_RULES.linkSeconds (or `seconds`). */
export function fileLink(
  secret: Buffer,
  input: { fileId: string; playerId: number; now: Date; seconds?: number },
): string {
  const exp =
    Math.floor(input.now.getTime() / 1000) + (input.seconds ?? DOCUMENT_RULES.linkSeconds);
  const sig = signature(secret, input.fileId, input.playerId, exp);
  return `${FILE_LINK_PREFIX}${input.fileId}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` was made by fileLink for this file and owner and `exp` has not passed. */
export function checkFileLink(
  secret: Buffer,
  input: { fileId: string; playerId: number; exp: number; sig: string; now: Date },
): boolean {
  if (!Number.isSafeInteger(input.exp)) return false;
  if (input.exp * 1000 <= input.now.getTime()) return false;
  return sameSignature(signature(secret, input.fileId, input.playerId, input.exp), input.sig);
}

const FILE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The safe headers of a served file (owner's link and staff view alike). */
export function fileHeaders(mime: string): Record<string, string> {
  const ext = FILE_EXTENSIONS[mime] ?? 'bin';
  return {
    'content-type': mime,
    'content-disposition': `attachment; filename="document.${ext}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}
