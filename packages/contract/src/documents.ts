/**
 * Player documents (player-dashboard spec: Documents; validation rules; error catalogue).
 *
 * `GET /v1/me/all-documents` lists the player's documents, newest first. `POST /v1/me/documents`
 * is multipart: `front_file` (required), `back_file` (required for id_card and driver_license),
 * `type`, `idn` (required for the three identity types), `expires_at` (YYYY-MM-DD, from tomorrow;
 * required for the identity types). Every rule holds on the server:
 * - the type is read from the content (magic bytes): PNG, JPEG or PDF, whatever the name says;
 * - at most DOCUMENT_RULES.maxBytes bytes a file;
 * - a file name of letters, digits, `_`, `.`, `-` only, with a png/jpg/jpeg/pdf extension;
 * - an image must decode (metadata such as EXIF and GPS is removed before it is stored); a PDF
 *   with JavaScript, actions, embedded files or encryption, or one that does not parse, is refused;
 *   a file with data past its end (a PNG/ZIP polyglot) is refused;
 * - only an active account uploads (403 `account_not_active`).
 * A refused upload stores nothing. 422 errors name the field: `{ errors: { front_file:
 * ['document_file_type'] } }`.
 *
 * Media are served by `full_url`: a link that ends after DOCUMENT_RULES.linkSeconds, signed for the
 * owner, with `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
 */
import { z } from 'zod';
import { envelope, queryId, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

export const DOCUMENT_TYPES = ['id_card', 'passport', 'driver_license', 'others'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Types that identify a person (idn and expiry required). */
export const IDENTITY_DOCUMENT_TYPES = ['id_card', 'passport', 'driver_license'] as const;
/** Types with a back side. */
export const TWO_SIDED_DOCUMENT_TYPES = ['id_card', 'driver_license'] as const;

export const DOCUMENT_RULES = {
  maxBytes: 2_000_000,
  extensions: ['png', 'jpg', 'jpeg', 'pdf'] as const,
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'] as const,
  /** The spec's safe-name rule (letters, digits, underscore, dot, hyphen). */
  namePattern: /^[A-Za-z0-9_.-]+$/,
  nameMaxLength: 120,
  idnMaxLength: 50,
  defaultType: 'passport' as DocumentType,
  /** A media link's life. */
  linkSeconds: 600,
} as const;

export const DOCUMENT_ERRORS = {
  /** Not PNG, JPEG or PDF by content, or an extension other than png/jpg/jpeg/pdf. */
  fileType: 'document_file_type',
  /** Over 2,000,000 bytes. */
  fileTooLarge: 'document_file_too_large',
  /** Spaces or special characters in the name. */
  fileName: 'document_file_name',
  /** An image that does not decode, a PDF that does not parse. */
  fileUnreadable: 'document_file_unreadable',
  /** Active content: PDF JavaScript, actions, embedded files, encryption, data past the end. */
  fileUnsafe: 'document_file_unsafe',
  /** id_card and driver_license need back_file. */
  backRequired: 'document_back_required',
  /** expires_at must be tomorrow or later. */
  expiryMin: 'document_expiry_min',
  required: ERROR_KEYS.required,
  invalid: ERROR_KEYS.invalid,
} as const;

export const DOCUMENT_MESSAGES = {
  /** 403: uploads only for an active account. */
  accountNotActive: 'account_not_active',
  uploaded: 'document_uploaded',
  /** 409: staff decide a document once (pending → verified or rejected). */
  alreadyDecided: 'document_already_decided',
} as const;

export const documentStatus = z.enum(['pending', 'verified', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatus>;

export const documentMedia = z.object({
  id: z.number().int(),
  side: z.enum(['front', 'back']),
  mime: z.string(),
  full_url: z.string(),
});

export const playerDocument = z.object({
  id: z.number().int(),
  idn: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPES),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  is_verified: z.boolean(),
  status: documentStatus,
  /** The reason staff gave when rejecting it. */
  reject_reason: z.string().nullable(),
  media: z.array(documentMedia),
});
export type PlayerDocument = z.infer<typeof playerDocument>;

export const documentsResponse = envelope(z.array(playerDocument));
export const documentResponse = envelope(playerDocument);

/** The text fields of the multipart upload (the files are read from the stream). */
export const documentUploadFields = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: ERROR_KEYS.invalid }),
  idn: safeString()
    .trim()
    .max(DOCUMENT_RULES.idnMaxLength, { error: ERROR_KEYS.invalid })
    .optional(),
  expires_at: safeString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ERROR_KEYS.invalid })
    .optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

// ----------------------------------------------------------------------- staff (/staff/v1)

export const staffDocumentsQuery = z.object({
  status: documentStatus.optional(),
  player_id: queryId.optional(),
});

export const staffDocument = playerDocument.extend({
  player_id: z.number().int(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.number().int().nullable(),
});
export const staffDocumentsResponse = envelope(z.array(staffDocument));
export const staffDocumentResponse = envelope(staffDocument);

export const staffDocumentDecisionBody = z.object({
  /** Shown to the player on a rejection (required then). */
  reason: safeString().trim().max(500).optional(),
});
