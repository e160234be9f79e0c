import { z } from 'zod';
import { PLAYER_STATUSES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, paged, pageQuery, pathId, queryFlag, safeString } from './common.ts';
import { kycEntry } from './kyc.ts';

/**
 * The back office's Players screens (`/staff/v1/players...`, bearer staff token). Viewing: admin,
 * support, finance, compliance, marketing. Personal data is masked in every answer (e-mail
 * `j***@e***.com`, phone `+44 77** ***123`, names `J***`, address and date of birth `***`,
 * IBANs `CZ65 **** **** 3000`); POST .../reveal (admin, support, compliance) answers it unmasked
 * and is audited (`player.pii_revealed`). Money is in integer minor units of the player's
 * currency (`currency`, `minor_units` say which).
 *
 * Existing staff calls the player page composes (not repeated here): PUT players/{id}/flags
 * (PEP/UBO), POST players/{id}/adjustments, POST players/{id}/messages, players/{id}/surveys/...,
 * the documents, KYC and payments queues, statistics (limit requests), and
 * POST campaigns/{id}/assign { player_id } (marketing, admin) to give a player a campaign.
 */

/** `message` of this module's refusals. */
export const STAFF_PLAYER_MESSAGES = {
  /** 404: no such player. */
  playerNotFound: 'player_not_found',
  /** 404: no such round of this player. */
  roundNotFound: 'round_not_found',
  /** 409: block of a player already blocked. */
  alreadyBlocked: 'player_already_blocked',
  /** 409: unblock of a player who is not blocked. */
  notBlocked: 'player_not_blocked',
  /**
   * 409: unblock of a self-excluded player who is not blocked (only the exclusion's end lifts
   * it). A self-excluded player may be blocked: unblocking restores the exclusion.
   */
  selfExcluded: 'player_self_excluded',
  /** 409: block/unblock/close/password reset/two-factor reset of a closed account. */
  closed: 'player_closed',
  /** 409: reset of a player's two-factor login that is off (the accounts' own key). */
  twoFactorNotEnabled: 'two_factor_not_enabled',
} as const;

export const STAFF_PLAYER_SORTS = [
  'created_at',
  '-created_at',
  'id',
  '-id',
  'nickname',
  '-nickname',
] as const;

/**
 * GET /staff/v1/players. `q`: digits only (an optional leading +) = the player's id (exact) or,
 * from 6 digits, the mobile's digits (contains); with `@` = the e-mail (prefix); otherwise nickname, e-mail, first or last name
 * (case-insensitive prefix). Filters combine with AND.
 */
export const staffPlayerListQuery = z.object({
  q: safeString({ error: ERROR_KEYS.invalid })
    .trim()
    .max(100, { error: ERROR_KEYS.invalid })
    .optional(),
  status: z.enum(PLAYER_STATUSES, { error: ERROR_KEYS.invalid }).optional(),
  /** ISO alpha-2, case-insensitive. */
  country: safeString({ error: ERROR_KEYS.invalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: ERROR_KEYS.invalid })
    .transform((v) => v.toUpperCase())
    .optional(),
  is_test: queryFlag.optional(),
  sort: z.enum(STAFF_PLAYER_SORTS, { error: ERROR_KEYS.invalid }).default('-created_at'),
  page: pageQuery.page,
  per_page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100, { error: ERROR_KEYS.invalid })
    .default(25),
});
export type StaffPlayerListQuery = z.infer<typeof staffPlayerListQuery>;

export const staffPlayerListItem = z.object({
  id: z.number().int(),
  skin_id: z.number().int(),
  nickname: z.string(),
  /** Masked. */
  email: z.string(),
  /** Masked (null: none). */
  mobile: z.string().nullable(),
  /** Masked. */
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  status: z.enum(PLAYER_STATUSES),
  country: z.string(),
  currency: z.string(),
  is_test: z.boolean(),
  aml_level: z.string(),
  created_at: z.string(),
  /** The newest login (session token), null: never. */
  last_login_at: z.string().nullable(),
});
export type StaffPlayerListItem = z.infer<typeof staffPlayerListItem>;
export const staffPlayerListResponse = paged(staffPlayerListItem);
export type StaffPlayerListResponse = z.infer<typeof staffPlayerListResponse>;

export const staffPlayerParams = z.object({ id: pathId });
export const staffPlayerRoundParams = z.object({
  id: pathId,
  roundId: safeString({ error: ERROR_KEYS.invalid }).min(1).max(128, { error: ERROR_KEYS.invalid }),
});

const address = z.object({
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
});

const minor = z.number().int();

/** The player's two-factor login (TOTP): on or off, and since when (ISO 8601; null while off). */
export const staffPlayerTwoFactor = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
});

/** GET /staff/v1/players/{id}: the page's header and profile (personal data masked). */
export const staffPlayerProfile = z.object({
  id: z.number().int(),
  skin_id: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  mobile: z.string().nullable(),
  sms_verified: z.boolean(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  address,
  nationality: z.string().nullable(),
  birth_country: z.string().nullable(),
  status: z.enum(PLAYER_STATUSES),
  status_reason: z.string().nullable(),
  status_expires_at: z.string().nullable(),
  /** While blocked by staff: what the unblock restores (null otherwise). */
  status_before_block: z
    .object({
      status: z.string(),
      reason: z.string().nullable(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
  country: z.string(),
  language: z.string(),
  currency: z.string(),
  minor_units: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  flags: z.object({
    is_pep: z.boolean(),
    is_ubo: z.boolean(),
    is_test: z.boolean(),
    /** The player's country is in the skin's `risky_countries` setting. */
    risky_country: z.boolean(),
  }),
  aml: z.object({ score: z.number().int(), level: z.string() }),
  two_factor: staffPlayerTwoFactor,
  kyc: z.object({
    /** `idApproved` once an identity level is approved, else null. */
    status_kyc: z.string().nullable(),
    levels: z.array(kycEntry),
  }),
  balance: z.object({
    cash: minor,
    bonus: minor,
    /** Cash less deposits not yet wagered once (the wallet's `available`). */
    withdrawable: minor,
    deposited: minor,
  }),
  limits: z.object({
    max_daily_deposit: minor.nullable(),
    max_weekly_deposit: minor.nullable(),
    max_monthly_deposit: minor.nullable(),
    max_daily_bet: minor.nullable(),
    max_daily_loss: minor.nullable(),
    /** Minutes. */
    max_daily_playing_time: z.number().int().nullable(),
    reality_minutes: z.number().int().nullable(),
    /** The end of a running self-exclusion (2999-12-31 for ever), null: none. */
    self_excluded_until: z.string().nullable(),
    /** Limit or self-exclusion requests waiting for activation or a decision. */
    pending_requests: z.number().int(),
  }),
  /** False only in the answer of reveal. */
  masked: z.boolean(),
});
export type StaffPlayerProfile = z.infer<typeof staffPlayerProfile>;
export const staffPlayerProfileResponse = envelope(staffPlayerProfile);

/** GET .../ledger: the player's wallet transactions, newest first. */
export const staffLedgerQuery = z.object({
  /** TRANSACTION_TYPES id (1 deposit, 2 withdraw, 4 bet, 5 win, ...). */
  type: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(99, { error: ERROR_KEYS.invalid })
    .optional(),
  /** ISO date or date-time: created at or after. */
  from: z.iso
    .datetime({ offset: true, error: ERROR_KEYS.invalid })
    .or(z.iso.date({ error: ERROR_KEYS.invalid }))
    .optional(),
  /** ISO date (the whole day counts) or date-time: created before. */
  to: z.iso
    .datetime({ offset: true, error: ERROR_KEYS.invalid })
    .or(z.iso.date({ error: ERROR_KEYS.invalid }))
    .optional(),
  page: pageQuery.page,
  per_page: pageQuery.per_page,
});
export const staffLedgerItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** bet | win | refund | deposit | withdraw | adjustment | bonus */
  operation: z.string(),
  /** authorized | declined | ... */
  status: z.string(),
  amount: minor,
  /** The split between cash and bonus (signed). */
  cash: minor,
  bonus: minor,
  cash_after: minor.nullable(),
  bonus_after: minor.nullable(),
  currency: z.string(),
  provider: z.string(),
  round_id: z.string().nullable(),
  game_id: z.number().int().nullable(),
  game_name: z.string().nullable(),
  reason: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const staffLedgerResponse = paged(staffLedgerItem);
export type StaffLedgerItem = z.infer<typeof staffLedgerItem>;

/** GET .../rounds: the built-in studio's real-money rounds, newest first. */
export const staffRoundsQuery = z.object({
  game_id: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .positive({ error: ERROR_KEYS.invalid })
    .max(2_147_483_647, { error: ERROR_KEYS.invalid })
    .optional(),
  page: pageQuery.page,
  per_page: pageQuery.per_page,
});
export const staffRoundItem = z.object({
  id: z.string(),
  game_id: z.number().int(),
  game_name: z.string(),
  /** open | settled | refunded */
  status: z.string(),
  /** Bet plus paid actions. */
  stake: minor,
  win: minor,
  currency: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export const staffRoundsResponse = paged(staffRoundItem);
export type StaffRoundItem = z.infer<typeof staffRoundItem>;

/** GET .../rounds/{roundId}: with the provably-fair data the player's history shows. */
export const staffRoundDetail = staffRoundItem.extend({
  bet: z.unknown(),
  view: z.unknown(),
  fairness: z.object({
    seed_hash: z.string(),
    /** Revealed once the round is finished (null while open). */
    server_seed: z.string().nullable(),
    client_seed: z.string(),
    nonce: z.number().int(),
  }),
  /** Applied actions of a finished multi-step round (replay for verification). */
  actions: z.array(z.object({ action: z.unknown(), elapsed_ms: z.number().int() })),
  freespin: z.boolean(),
});
export const staffRoundDetailResponse = envelope(staffRoundDetail);
export type StaffRoundDetail = z.infer<typeof staffRoundDetail>;

/** GET .../payments: deposits and withdrawals, newest first. */
export const staffPlayerPaymentsQuery = z.object({
  type: z.enum(['deposit', 'withdraw'], { error: ERROR_KEYS.invalid }).optional(),
  status: z
    .enum(['initialized', 'pending', 'authorized', 'declined', 'reverted'], {
      error: ERROR_KEYS.invalid,
    })
    .optional(),
  page: pageQuery.page,
  per_page: pageQuery.per_page,
});
export const staffPlayerPayment = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  method_id: z.number().int(),
  provider: z.string(),
  status: z.string(),
  amount: minor,
  currency: z.string(),
  reference: z.string().nullable(),
  /** The decline reason the player sees. */
  reason: z.string().nullable(),
  /** The card (brand and last 4) or masked IBAN the payment used, when known. */
  account: z.string().nullable(),
  approved_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export const staffPlayerPaymentsResponse = paged(staffPlayerPayment);
export type StaffPlayerPayment = z.infer<typeof staffPlayerPayment>;

/** GET .../limits/history: every limit and self-exclusion request, newest first. */
export const staffLimitHistoryQuery = z.object({
  type: z.enum(['limit', 'self_exclusion'], { error: ERROR_KEYS.invalid }).optional(),
  page: pageQuery.page,
  per_page: pageQuery.per_page,
});
export const staffLimitHistoryItem = z.object({
  id: z.number().int(),
  type: z.enum(['limit', 'self_exclusion']),
  /** max_daily_deposit ... max_daily_playing_time, or self_exclusion. */
  field: z.string(),
  /** Minor units (minutes for playing time); null: none. */
  previous_value: z.number().int().nullable(),
  value: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  previous_expires_at: z.string().nullable(),
  status: z.enum(['pending', 'activated', 'deleted', 'rejected']),
  direction: z.string(),
  reason: z.string().nullable(),
  activated_at: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decision_note: z.string().nullable(),
});
export const staffLimitHistoryResponse = paged(staffLimitHistoryItem);
export type StaffLimitHistoryItem = z.infer<typeof staffLimitHistoryItem>;

/** GET .../sessions: login history (session tokens), newest first. */
export const staffSessionsQuery = z.object({
  page: pageQuery.page,
  per_page: pageQuery.per_page,
});
export const staffPlayerSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** live | revoked | expired | inactive (30 minutes without activity). */
  state: z.enum(['live', 'revoked', 'expired', 'inactive']),
  ip: z.string().nullable(),
  /** From the address (offline database), null when unknown. */
  country: z.string().nullable(),
  /** Browser and OS families from the user agent (Chrome, Firefox, Safari, Edge...; Windows...). */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export const staffPlayerSessionsResponse = paged(staffPlayerSession);
export type StaffPlayerSession = z.infer<typeof staffPlayerSession>;

/** GET .../notes (newest first) and POST .../notes (support, compliance, admin). */
export const staffNotesQuery = staffSessionsQuery;
export const staffNote = z.object({
  id: z.number().int(),
  body: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export const staffNotesResponse = paged(staffNote);
export const staffNoteBody = z.object({
  body: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(2000, { error: ERROR_KEYS.invalid }),
});
export const staffNoteResponse = envelope(staffNote);
export type StaffNote = z.infer<typeof staffNote>;

/** POST .../reveal (admin, support, compliance): unmasked personal data, audited. */
export const PII_FIELDS = [
  'email',
  'mobile',
  'firstname',
  'lastname',
  'dob',
  'address',
  'ibans',
] as const;
export type PiiField = (typeof PII_FIELDS)[number];
export const staffRevealBody = z.object({
  /** Default: every field. */
  fields: z
    .array(z.enum(PII_FIELDS, { error: ERROR_KEYS.invalid }))
    .min(1, { error: ERROR_KEYS.invalid })
    .max(PII_FIELDS.length, { error: ERROR_KEYS.invalid })
    .optional(),
});
export const staffRevealResponse = envelope(
  z.object({
    email: z.string().optional(),
    mobile: z.string().nullable().optional(),
    firstname: z.string().nullable().optional(),
    lastname: z.string().nullable().optional(),
    dob: z.string().nullable().optional(),
    address: address.optional(),
    /** The player's payout accounts (IBANs). */
    ibans: z.array(z.object({ id: z.number().int(), iban: z.string() })).optional(),
  }),
);
export type StaffRevealResponse = z.infer<typeof staffRevealResponse>;

/**
 * POST .../block and .../unblock (admin, support, compliance), audited with before/after. A block
 * keeps what it replaced (status, reason, self-exclusion end); the unblock restores exactly that
 * (a self-exclusion whose end passed during the block is not restored: the player is active).
 */
export const staffStatusBody = z
  .object({
    reason: safeString({ error: ERROR_KEYS.required })
      .trim()
      .min(1, { error: ERROR_KEYS.required })
      .max(500, { error: ERROR_KEYS.invalid }),
  })
  // Staff bodies are strict: a field the call does not take (status, balance...) is a 422.
  .strict();
export const staffStatusResponse = envelope(
  z.object({
    id: z.number().int(),
    status: z.enum(PLAYER_STATUSES),
    status_reason: z.string().nullable(),
  }),
);

/** POST .../sessions/end (admin, support, compliance): every session revoked, sockets closed. */
export const staffEndSessionsResponse = envelope(z.object({ revoked: z.number().int() }));

/** POST .../password-reset (admin, support): the recovery e-mail with a reset link (202). */
export const staffPasswordResetResponse = envelope(z.object({ sent: z.boolean() }));

/** PUT .../test-flag (admin, compliance). */
export const staffTestFlagBody = z
  .object({
    is_test: z.boolean({ error: ERROR_KEYS.invalid }),
  })
  .strict();
export const staffTestFlagResponse = envelope(
  z.object({ id: z.number().int(), is_test: z.boolean() }),
);

/**
 * POST .../two-factor/reset (admin, support: those who reset a player's credentials) `{ reason }`:
 * for a player who lost both phone and recovery codes. The second factor is deleted (secret,
 * recovery codes) and pending login challenges end, so the password alone logs in again; audited
 * (`player.two_factor_reset` with the reason, never a secret) and e-mailed to the player. 409
 * two_factor_not_enabled when it is off, player_closed for a closed account; a missing or blank
 * reason: 422 reason: field_required.
 */
export const staffTwoFactorResetBody = staffStatusBody;
export const staffTwoFactorResetResponse = envelope(
  z.object({ id: z.number().int(), two_factor: staffPlayerTwoFactor }),
);

/** POST .../close (admin, compliance): the compliance domain's account closure. */
export const staffCloseBody = staffStatusBody;
export const staffCloseResponse = envelope(
  z.object({ id: z.number().int(), status: z.literal('closed'), closed_at: z.string() }),
);

/**
 * GET .../messages (admin, support: those who send messages): the player's conversation, newest
 * first. `received`: the in-session messages the player got (from staff, `staff` set, or the
 * platform, `staff` null), with when the player read them; `sent`: what the player wrote through
 * the site's contact form while signed in, as stored (the body is kept only while no e-mail
 * transport is configured: null once it left for the support mailbox).
 */
export const staffPlayerMessagesQuery = staffSessionsQuery;
export const staffPlayerMessage = z.object({
  /** `received-<id>` or `sent-<id>`: the two stores have their own ids. */
  key: z.string(),
  id: z.number().int(),
  direction: z.enum(['received', 'sent']),
  /** A received message's MESSAGE_TYPES type (custom, realityCheck, ...); `contact` for sent. */
  type: z.string(),
  subject: z.string(),
  body: z.string().nullable(),
  /** The staff member who wrote a received message (null: the platform, or a sent one). */
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** When the player read a received message (null: unread, or a sent one). */
  read_at: z.string().nullable(),
});
export const staffPlayerMessagesResponse = paged(staffPlayerMessage);
export type StaffPlayerMessage = z.infer<typeof staffPlayerMessage>;
