import { z } from 'zod';
import { STAFF_ROLES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, paged, pathId, queryId, safeString } from './common.ts';

/**
 * Staff (the operator's back office) calls live under /staff/v1, need no skin authorization and
 * send `authorization: Bearer <staff token>`. Without a valid token: 401 `{ message:
 * 'unauthenticated' }`; with a role not allowed: 403 `{ message: 'forbidden' }`.
 */
export const staffRole = z.enum(STAFF_ROLES, { error: ERROR_KEYS.invalid });

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  /** TOTP set up (a member without it must enrol at the next sign-in). */
  totp_enabled: z.boolean(),
  /** Invited and not yet signed up (no password chosen). */
  invited: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/**
 * POST /staff/v1/auth/login. Wrong credentials: 401 `{ message: 'invalid_credentials' }`; five
 * failures in 10 minutes: 429 `{ message: 'too_many_login_attempts', retry_after_seconds }`; a
 * deactivated account: 403 `{ message: 'staff_inactive' }`.
 */
export const staffLoginBody = z.object({
  email: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(254, { error: ERROR_KEYS.emailError }),
  password: safeString({ error: ERROR_KEYS.required })
    .min(1, { error: ERROR_KEYS.required })
    .max(200, { error: ERROR_KEYS.invalid }),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;
/** The first step's answer: see staff-auth.ts (the second factor follows). */
export const staffLoginResponse = envelope(
  z.object({
    /** Opaque, 5 minutes, one second factor. */
    challenge: z.string(),
    expires_at: z.string(),
    /** second_factor: TOTP enrolled; enrol: TOTP must be set up first. */
    next: z.enum(['second_factor', 'enrol']),
    /** What this account can answer with. */
    methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
  }),
);
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** GET /staff/v1/me */
export const staffMeResponse = envelope(staffMember);
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

export const auditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  /** e.g. staff.login, staff.login_failed, staff.logout, player.flags_updated */
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /staff/v1/audit-log?page&per_page&action&staff_id&target_type&target_id (admin, compliance) */
export const auditLogQuery = z.object({
  page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(1_000_000, { error: ERROR_KEYS.invalid })
    .default(1),
  per_page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(200, { error: ERROR_KEYS.invalid })
    .default(50),
  action: safeString()
    .max(64, { error: ERROR_KEYS.invalid })
    .regex(/^[a-z_.]+$/, { error: ERROR_KEYS.invalid })
    .optional(),
  staff_id: queryId.optional(),
  target_type: safeString()
    .max(32, { error: ERROR_KEYS.invalid })
    .regex(/^[a-z_]+$/, { error: ERROR_KEYS.invalid })
    .optional(),
  target_id: safeString().max(64, { error: ERROR_KEYS.invalid }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export const auditLogResponse = paged(auditEntry);
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

/**
 * PUT /staff/v1/players/{id}/flags (admin, compliance). A PEP or UBO player gets the daily
 * deposit cap 100 and AML score 36 (MONEY.pepUboDailyDepositCap, MONEY.pepUboAmlScore).
 */
export const playerFlagsParams = z.object({ id: pathId });
export const playerFlagsBody = z
  .object({
    is_pep: z.boolean({ error: ERROR_KEYS.invalid }),
    is_ubo: z.boolean({ error: ERROR_KEYS.invalid }),
  })
  // Staff bodies are strict: any other field (status, balance, aml_score...) is a 422.
  .strict();
export type PlayerFlagsBody = z.infer<typeof playerFlagsBody>;
export const playerFlagsResponse = envelope(
  z.object({
    id: z.number().int(),
    is_pep: z.boolean(),
    is_ubo: z.boolean(),
    aml_score: z.number().int(),
    limits: z.object({ max_daily_deposit: z.number().nullable() }),
  }),
);
export type PlayerFlagsResponse = z.infer<typeof playerFlagsResponse>;

const SIGNED_DECIMAL = /^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * POST /staff/v1/players/{id}/adjustments (finance, admin), header `Idempotency-Key` (8-128 of
 * letters, digits, `-`, `_`, `.`, `:`): a staff correction of the player's cash or bonus, booked
 * in the ledger (type TRANSACTION_TYPES.adjustment) and audited (`player.balance_adjusted`).
 * `amount` is a decimal with at most 2 places, not 0, negative to take money back; a negative
 * adjustment never overdraws: 409 `insufficient_funds`. The same key again answers the first
 * result (`duplicate: true`); with another body: 409 `transaction_mismatch`. Unknown player: 404.
 */
export const playerAdjustmentParams = z.object({ id: pathId });
export const playerAdjustmentHeaders = z.object({
  'idempotency-key': safeString({ error: ERROR_KEYS.required }).regex(/^[A-Za-z0-9_.:-]{8,128}$/, {
    error: ERROR_KEYS.invalid,
  }),
});
export const playerAdjustmentBody = z.object({
  amount: z
    .union([z.number(), safeString()], { error: ERROR_KEYS.required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => SIGNED_DECIMAL.test(v) && Number(v) !== 0, { error: ERROR_KEYS.invalid }),
  kind: z.enum(['cash', 'bonus'], { error: ERROR_KEYS.invalid }),
  reason: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(3, { error: ERROR_KEYS.required })
    .max(500, { error: ERROR_KEYS.invalid }),
});
export type PlayerAdjustmentBody = z.input<typeof playerAdjustmentBody>;
export const playerAdjustmentResponse = envelope(
  z.object({
    /** The ledger transaction. */
    transaction_id: z.number().int(),
    player_id: z.number().int(),
    kind: z.enum(['cash', 'bonus']),
    amount: z.number(),
    duplicate: z.boolean(),
    balance: z.object({
      currency: z.string(),
      total: z.number(),
      bonus: z.number(),
      deposited: z.number(),
      available: z.number(),
    }),
  }),
);
export type PlayerAdjustmentResponse = z.infer<typeof playerAdjustmentResponse>;

// ---------------------------------------------------------------- staff management (admin only)

/** GET /staff/v1/staff?page&per_page&q&role&active: every staff account (admin). */
export const staffListQuery = z.object({
  page: auditLogQuery.shape.page,
  per_page: auditLogQuery.shape.per_page,
  /** Part of the e-mail or name. */
  q: safeString().trim().max(100, { error: ERROR_KEYS.invalid }).optional(),
  role: staffRole.optional(),
  active: z.enum(['true', 'false'], { error: ERROR_KEYS.invalid }).optional(),
});
export type StaffListQuery = z.input<typeof staffListQuery>;
export const staffListResponse = paged(staffMember);
export type StaffListResponse = z.infer<typeof staffListResponse>;

/**
 * POST /staff/v1/staff `{ email, name, role }` (admin): invites a member; the e-mail carries a
 * set-password link valid 7 days (POST /staff/v1/auth/invite). A taken e-mail: 409 `email_taken`.
 */
export const staffInviteBody = z
  .object({
    email: safeString({ error: ERROR_KEYS.required })
      .trim()
      .toLowerCase()
      .min(3, { error: ERROR_KEYS.required })
      .max(254, { error: ERROR_KEYS.emailError })
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: ERROR_KEYS.emailError }),
    name: safeString({ error: ERROR_KEYS.required })
      .trim()
      .min(1, { error: ERROR_KEYS.required })
      .max(100, { error: ERROR_KEYS.invalid }),
    role: staffRole,
  })
  .strict();
export type StaffInviteBody = z.infer<typeof staffInviteBody>;
export const staffMemberResponse = envelope(staffMember);

/**
 * PATCH /staff/v1/staff/{id} `{ role?, active?, name? }` (admin): deactivating ends the member's
 * sessions. An admin cannot deactivate or demote themselves: 409 `cannot_change_own_account`.
 */
export const staffParams = z.object({ id: pathId });
export const staffUpdateBody = z
  .object({
    name: staffInviteBody.shape.name.optional(),
    role: staffRole.optional(),
    active: z.boolean({ error: ERROR_KEYS.invalid }).optional(),
  })
  .strict();
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

/**
 * DELETE /staff/v1/staff/{id}/second-factor (admin): removes the member's TOTP, recovery codes
 * and passkeys and ends their sessions; they enrol again at the next sign-in. Audited.
 * POST /staff/v1/staff/{id}/invite (admin): a new invitation link for a member still invited.
 */
