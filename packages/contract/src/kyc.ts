/**
 * KYC (player-dashboard spec: KYC; public-site spec: game launch states; DECISIONS section 1).
 *
 * Levels: `BasicAmlLevel` (an identity document and a proof of address) and `ID_SELFIE_2NDID_POA`
 * (an identity document, a selfie, a second identity document and a proof of address). A level's
 * status: `initialized` (started, nothing handed in), `pending` (handed in, under review),
 * `accepted`, `rejected` (with `reject_type` RETRY: the player hands in again; FINAL: no retry).
 *
 * - `GET /v1/kyc/accessTokens/{level}`: a short-lived token bound to the player and the level, with
 *   what the site needs to embed the provider's widget (`provider`, and `widget_url` for our own).
 * - `POST /v1/kyc/players/{id}` `{ level }` and `POST /v1/kyc/players/{userId}/changeLevel`
 *   `{ level }`: start (or move to) a level for the player; only the owner (403 otherwise).
 *   Both answer the player's KYC list.
 * - `GET /v1/me?kyc=1`: `kyc` (one entry per level started) and `statusKyc` (`idApproved` once an
 *   identity document and a selfie are approved; null before). `is_verified` is true once
 *   BasicAmlLevel (or the higher level) is accepted.
 * - Providers answer through a signed webhook (`POST /webhooks/kyc/{provider}`), ours included.
 */
import { z } from 'zod';
import { envelope, pathId, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

export const KYC_LEVELS = ['BasicAmlLevel', 'ID_SELFIE_2NDID_POA'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
export const KYC_STATUSES = ['initialized', 'pending', 'accepted', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_REJECT_TYPES = ['RETRY', 'FINAL'] as const;
export type KycRejectType = (typeof KYC_REJECT_TYPES)[number];
export const KYC_PROVIDERS = ['croupier', 'sumsub'] as const;
export type KycProvider = (typeof KYC_PROVIDERS)[number];
/** `statusKyc` once an identity document and a selfie are approved. */
export const STATUS_KYC_ID_APPROVED = 'idApproved';

export const KYC_RULES = {
  /** An access token's life. */
  accessTokenSeconds: 1_800,
  /** The level a risky-country player is prompted to (`/kyc?lv=selfie`). */
  selfieLevel: 'ID_SELFIE_2NDID_POA' as KycLevel,
  /** The level that makes a player verified (and lets a PEP/UBO player play for real). */
  basicLevel: 'BasicAmlLevel' as KycLevel,
} as const;

/** What each level asks for (our provider's slots; a vendor has its own configuration). */
export const KYC_SLOTS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'ID2_FRONT', 'ID2_BACK', 'POA'] as const;
export type KycSlot = (typeof KYC_SLOTS)[number];
export const KYC_LEVEL_STEPS: Record<
  KycLevel,
  readonly ('IDENTITY' | 'SELFIE' | 'IDENTITY2' | 'POA')[]
> = {
  BasicAmlLevel: ['IDENTITY', 'POA'],
  ID_SELFIE_2NDID_POA: ['IDENTITY', 'SELFIE', 'IDENTITY2', 'POA'],
};

export const KYC_MESSAGES = {
  /** 409: the level was rejected for good. */
  levelFinal: 'kyc_level_final',
  /** 409: already accepted. */
  levelAccepted: 'kyc_level_accepted',
  /** 403: not the player's own id. */
  forbidden: 'forbidden',
  /** 503: the provider could not be reached (nothing changed). */
  providerUnavailable: 'kyc_provider_unavailable',
  /** 401 on a webhook whose signature does not verify. */
  badSignature: 'signature_invalid',
} as const;

export const kycLevel = z.enum(KYC_LEVELS, { error: ERROR_KEYS.invalid });

export const kycEntry = z.object({
  id: z.number().int(),
  level: z.enum(KYC_LEVELS),
  status: z.enum(KYC_STATUSES),
  reject_type: z.enum(KYC_REJECT_TYPES).nullable(),
  /** The reason the reviewer gave the player. */
  reject_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type KycEntry = z.infer<typeof kycEntry>;

export const kycListResponse = envelope(z.array(kycEntry));

export const kycLevelParams = z.object({ level: kycLevel });
export const kycLevelBody = z.object({ level: kycLevel });
export const kycPlayerParams = z.object({ id: pathId });
export const kycUserParams = z.object({ userId: pathId });

export const kycAccessToken = z.object({
  token: z.string(),
  level: z.enum(KYC_LEVELS),
  provider: z.enum(KYC_PROVIDERS),
  /** The user id the provider knows (the player's id as text). */
  user_id: z.string(),
  expires_at: z.string(),
  /** Our own widget: the page to embed (an iframe), carrying the token. */
  widget_url: z.string().nullable(),
});
export type KycAccessToken = z.infer<typeof kycAccessToken>;
export const kycAccessTokenResponse = envelope(kycAccessToken);

// ----------------------------------------------------------------------- staff (/staff/v1)

export const kycApplicantStatus = z.enum(['init', 'pending', 'completed']);

export const staffKycApplicantsQuery = z.object({
  status: kycApplicantStatus.default('pending'),
});

export const staffKycFile = z.object({
  id: z.number().int(),
  slot: z.enum(KYC_SLOTS),
  doc_type: z.string(),
  attempt: z.number().int(),
  mime: z.string(),
  /** `/staff/v1/files/{id}` (staff bearer token). */
  url: z.string(),
  created_at: z.string(),
});

export const staffKycApplicant = z.object({
  id: z.string(),
  player_id: z.number().int(),
  player_name: z.string().nullable(),
  level: z.enum(KYC_LEVELS),
  review_status: kycApplicantStatus,
  review_answer: z.enum(['GREEN', 'RED']).nullable(),
  reject_type: z.enum(KYC_REJECT_TYPES).nullable(),
  client_comment: z.string().nullable(),
  moderation_comment: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** Seconds since it was handed in (how long it has waited). */
  age_seconds: z.number().int().nullable(),
  files: z.array(staffKycFile),
});
export const staffKycApplicantsResponse = envelope(z.array(staffKycApplicant));
export const staffKycApplicantResponse = envelope(staffKycApplicant);

export const staffKycApproveBody = z.object({
  note: safeString().trim().max(500).optional(),
});
export const staffKycRejectBody = z.object({
  /** The text the player sees. */
  reason: safeString().trim().min(1, { error: ERROR_KEYS.required }).max(500),
  reject_type: z.enum(KYC_REJECT_TYPES, { error: ERROR_KEYS.invalid }),
  note: safeString().trim().max(500).optional(),
});

export const staffKycApplicantParams = z.object({
  id: safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: ERROR_KEYS.invalid,
  }),
});

// ------------------------------------------------- our verification service's widget (/idv/v1)
//
// The widget (`/kyc-widget/?lang=xx#token=...`, an iframe of the site's KYC page) calls these with
// `authorization: Bearer <access token>`; a token reaches only the applicant (player and level) it
// was issued for. 401 `unauthenticated` for a missing, unknown or expired token.
// - GET /idv/v1/applicant: the applicant, its steps and the files of the current attempt.
// - POST /idv/v1/applicant/files/{slot}: multipart, one `file` and `doc_type`; the file is checked
//   like a document (DOCUMENT_ERRORS of documents.ts: 422 `{ errors: { file: [key] } }`); a slot
//   handed in again replaces the earlier file of this attempt.
// - POST /idv/v1/applicant/submit: hands the attempt in for review (422 `{ errors: { <slot>:
//   ['field_required'] } }` while a slot is missing); the level becomes pending.

/** Identity documents the widget takes, and whether they have a back side. */
export const IDV_IDENTITY_TYPES = ['passport', 'id_card', 'driver_license'] as const;
export const IDV_TWO_SIDED_TYPES = ['id_card', 'driver_license'] as const;
/** Proofs of address. */
export const IDV_ADDRESS_TYPES = ['utility_bill', 'bank_statement'] as const;
export const IDV_DOC_TYPES = [...IDV_IDENTITY_TYPES, ...IDV_ADDRESS_TYPES, 'selfie'] as const;
export type IdvDocType = (typeof IDV_DOC_TYPES)[number];

export const IDV_MESSAGES = {
  /** 409: handed in, waiting for review (no upload, no second submission). */
  pending: 'kyc_applicant_pending',
  /** 409: already approved. */
  accepted: KYC_MESSAGES.levelAccepted,
  /** 409: rejected for good. */
  final: KYC_MESSAGES.levelFinal,
  /** 422 on doc_type: not a type of this slot. */
  docType: 'kyc_doc_type',
  /** 422 on ID2_FRONT: the second identity document must be of another type than the first. */
  secondSameType: 'kyc_second_document_same_type',
  /** 403: uploads only for an active account. */
  accountNotActive: 'account_not_active',
  /** 409 (staff): the applicant is not waiting for a decision. */
  notPending: 'kyc_applicant_not_pending',
} as const;

export const idvSlotParams = z.object({ slot: z.enum(KYC_SLOTS, { error: ERROR_KEYS.invalid }) });
export const idvUploadFields = z.object({
  doc_type: z.enum(IDV_DOC_TYPES, { error: ERROR_KEYS.invalid }),
});

export const idvFile = z.object({
  slot: z.enum(KYC_SLOTS),
  doc_type: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});

export const idvApplicant = z.object({
  id: z.string(),
  level: z.enum(KYC_LEVELS),
  review_status: kycApplicantStatus,
  review_answer: z.enum(['GREEN', 'RED']).nullable(),
  reject_type: z.enum(KYC_REJECT_TYPES).nullable(),
  /** The reviewer's reason for the player. */
  client_comment: z.string().nullable(),
  /** Whether files may be handed in now (init, or rejected with RETRY). */
  can_upload: z.boolean(),
  attempt: z.number().int(),
  steps: z.array(z.enum(['IDENTITY', 'SELFIE', 'IDENTITY2', 'POA'])),
  files: z.array(idvFile),
  /** Slots still missing before a submission. */
  missing: z.array(z.enum(KYC_SLOTS)),
  submitted_at: z.string().nullable(),
});
export type IdvApplicant = z.infer<typeof idvApplicant>;
export const idvApplicantResponse = envelope(idvApplicant);
