/**
 * KYC. Two halves, as with a commercial vendor:
 * - the platform's view (`player_kyc`): a player's status per level, moved only by the provider's
 *   signed webhook (applicantReviewed), whichever provider runs the check;
 * - our own verification service (`idv_*`, the default provider): applicants, their files and
 *   compliance staff's review, which answers the platform through that same signed webhook.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, staff } from '../db/schema.ts';
import { storedFiles } from '../files/schema.ts';

/** The platform's KYC status of a player per level. */
export const playerKyc = pgTable(
  'player_kyc',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** BasicAmlLevel | ID_SELFIE_2NDID_POA (our names; a provider maps them to its own). */
    level: text('level').notNull(),
    /** croupier | sumsub */
    provider: text('provider').notNull(),
    /** The provider's applicant id. */
    applicantId: text('applicant_id'),
    /** initialized | pending | accepted | rejected */
    status: text('status').$type<'initialized' | 'pending' | 'accepted' | 'rejected'>().notNull(),
    /** RETRY | FINAL when rejected. */
    rejectType: text('reject_type').$type<'RETRY' | 'FINAL'>(),
    /** The reason the player sees. */
    rejectReason: text('reject_reason'),
    /** What the identity review found: the id document and selfie approved (statusKyc idApproved). */
    idApproved: boolean('id_approved').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [uniqueIndex('player_kyc_level_idx').on(t.playerId, t.level)],
);

/** Every webhook a provider sent (verified or not), once: a replay is answered and ignored. */
export const kycWebhookEvents = pgTable(
  'kyc_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The digest of the raw body: the same delivery twice is the same event. */
    digest: text('digest').notNull(),
    type: text('type').notNull(),
    applicantId: text('applicant_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** applied | ignored (why in `outcome`) */
    outcome: text('outcome').notNull(),
  },
  (t) => [uniqueIndex('kyc_webhook_events_digest_idx').on(t.provider, t.digest)],
);

/** Our verification service's applicant: one per player and level. */
export const idvApplicants = pgTable(
  'idv_applicants',
  {
    /** A random UUID (the applicant id the platform knows). */
    id: text('id').primaryKey(),
    /** The platform's user id for this applicant (the player's id, as text, like a vendor's externalUserId). */
    externalUserId: text('external_user_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    /** init | pending (submitted, waiting for review) | completed */
    reviewStatus: text('review_status').$type<'init' | 'pending' | 'completed'>().notNull(),
    /** GREEN | RED once completed */
    reviewAnswer: text('review_answer').$type<'GREEN' | 'RED'>(),
    rejectType: text('reject_type').$type<'RETRY' | 'FINAL'>(),
    /** The text the player sees. */
    clientComment: text('client_comment'),
    /** Staff's own note (never shown to the player). */
    moderationComment: text('moderation_comment'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    createdAt: at('created_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('idv_applicants_player_level_idx').on(t.playerId, t.level),
    index('idv_applicants_review_idx').on(t.reviewStatus, t.submittedAt),
  ],
);

/** A file an applicant handed in: a document side, a selfie, a proof of address. */
export const idvFiles = pgTable(
  'idv_files',
  {
    id: serial('id').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => idvApplicants.id, { onDelete: 'cascade' }),
    /** ID_FRONT | ID_BACK | SELFIE | ID2_FRONT | ID2_BACK | POA */
    slot: text('slot').notNull(),
    /** id_card | passport | driver_license | residence_permit | utility_bill | bank_statement | selfie */
    docType: text('doc_type').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The attempt it belongs to (a retry starts a new one). */
    attempt: integer('attempt').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idv_files_slot_idx').on(t.applicantId, t.attempt, t.slot)],
);

/** Access tokens of our widget: short-lived, bound to a player and a level, stored as SHA-256. */
export const idvAccessTokens = pgTable('idv_access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  applicantId: text('applicant_id')
    .notNull()
    .references(() => idvApplicants.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
