/**
 * Player accounts: registration (spec section 7, steps 0-2 and restore), verification codes,
 * login/logout/activity, recovery and reset, the player (`me`), captcha.
 *
 * Headers (docs: briefs/api.md):
 * - every /v1 call: `authorization: Basic <skin>`;
 * - player calls: `user-token: <session token>`;
 * - registration-step calls (steps 1 and 2, restore): `token: <registration or activation token>`.
 *   The verification calls and `PUT me` accept either header.
 *
 * Errors: 422 `{ message, errors: { field: [key] } }` with the keys of `errors.ts` (ERROR_KEYS);
 * other failures `{ message }` with a key of AUTH_MESSAGES (401, 403, 429).
 * Fields the server decides (status, aml_score, manual_score, limits for PEP/UBO, nocheck,
 * is_verified, watch, trigger_events) are accepted for compatibility with the spec's client and
 * ignored.
 */
import { z } from 'zod';
import { kycEntry } from './kyc.ts';
import {
  cleanPhoneNumber,
  emailError,
  mobileError,
  normalizeEmail,
  passwordError,
  phonePrefixError,
  usernameError,
} from './account-rules.ts';
import {
  ACCOUNT,
  GENDERS,
  LANGUAGES,
  PLAYER_STATUSES,
  REALITY_MINUTES_OPTIONS,
} from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, idField, pathId, queryId, safeJson, safeString } from './common.ts';
import { limitsBody, selfExclusionFields } from './limits.ts';

// ---------------------------------------------------------------- field schemas

/** A field that must be present and a string (missing -> field_required). */
const str = (max = 1000) =>
  safeString({ error: ERROR_KEYS.required }).max(max, { error: ERROR_KEYS.invalid });

/** Checks a rule of account-rules.ts and reports its key. */
const rule = (check: (v: string) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const key = check(v);
  if (key) ctx.addIssue({ code: 'custom', message: key });
};

export const emailField = str(ACCOUNT.emailMax + 10)
  .superRefine(rule(emailError))
  .transform(normalizeEmail);
export const usernameField = str(ACCOUNT.usernameMax + 10).superRefine(rule(usernameError));
/** Rules of a new password (the identity and confirmation rules are checked with the other fields). */
export const passwordField = str(ACCOUNT.passwordMax + 10).superRefine(rule(passwordError));
/** A password as typed at login or as the current password: only bounded. */
export const anyPasswordField = str(ACCOUNT.passwordMax).min(1, { error: ERROR_KEYS.required });
/** A full mobile: digits with an optional leading plus (prefix + number), 8-20 digits. */
export const mobileField = str(40).superRefine(rule(mobileError));
export const phonePrefixField = str(8).superRefine(rule(phonePrefixError));
/** Flags arrive as 1/0, true/false, "1"/"0", "true"/"false". */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: ERROR_KEYS.invalid,
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
/** The solved ALTCHA payload (base64 JSON of { challenge, solution }). */
export const captchaField = safeString({ error: ERROR_KEYS.captchaInvalid })
  .min(10, { error: ERROR_KEYS.captchaInvalid })
  .max(8000, { error: ERROR_KEYS.captchaInvalid });
/** A user id in a body (registration-step calls): must be the token's own player. */
export const userIdField = queryId;
/** YYYY-M-D or YYYY-MM-DD; the age rule is checked by the server with its clock. */
export const dobField = str(10);
export const languageField = z.enum(LANGUAGES, { error: ERROR_KEYS.unknownLanguage });
/** male/female/other or M/F/GN (stored as M/F/GN). */
export const genderField = z.enum(['M', 'F', 'GN', 'male', 'female', 'other'], {
  error: ERROR_KEYS.invalid,
});
export const verificationCodeField = safeString({ error: ERROR_KEYS.required })
  .trim()
  .min(ACCOUNT.verificationCodeMin, { error: ERROR_KEYS.codeIsWrong })
  .max(20, { error: ERROR_KEYS.codeIsWrong });
/** Opaque tokens (session, registration, activation, reset): base64url, 43 characters. */
export const tokenField = safeString({ error: ERROR_KEYS.tokenInvalid })
  .min(20, { error: ERROR_KEYS.tokenInvalid })
  .max(200, { error: ERROR_KEYS.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.tokenInvalid });

/** An availability check's answer when the value is free; a used value is a 422 with its key. */
export const availableResponse = envelope(z.object({ available: z.literal(true) }));
export type AvailableResponse = z.infer<typeof availableResponse>;

// ---------------------------------------------------------------- registration step 0

/** POST /v1/auth/checkusername -> 200 available | 422 username: [username_error_min|max|nickname_already_used] */
export const checkUsernameBody = z.object({
  username: usernameField,
  /** Also count deleted accounts (always true on this platform: a nickname is never reused). */
  withTrashed: flag.optional(),
});
export type CheckUsernameBody = z.input<typeof checkUsernameBody>;

/** POST /v1/auth/checkemail -> 200 available | 422 email: [email_error|email_already_used] */
export const checkEmailBody = z.object({
  email: emailField,
  emailVerified: flag.optional(),
  withTrashed: flag.optional(),
});
export type CheckEmailBody = z.input<typeof checkEmailBody>;

/**
 * POST /v1/auth/checkmobile -> 200 available | 422 mobile: [invalid_phone|phone_already_used].
 * With skipEmpty, an empty mobile is available (the phone is optional).
 */
export const checkMobileBody = z.object({
  mobile: safeString({ error: ERROR_KEYS.required }).max(40, { error: ERROR_KEYS.invalidPhone }),
  smsVerified: flag.optional(),
  skipEmpty: flag.optional(),
});
export type CheckMobileBody = z.input<typeof checkMobileBody>;

/**
 * POST /v1/auth/checkfields: the first name + last name + date of birth duplicate check of step 2
 * -> 200 available | 422 fields: [person_already_registered] (or a field rule's key).
 * With a `token` header the caller's own record is not counted.
 */
export const checkFieldsBody = z.object({
  firstname: str(200),
  lastname: str(200),
  dob: dobField,
  email_verified: flag.optional(),
});
export type CheckFieldsBody = z.input<typeof checkFieldsBody>;

/**
 * POST /v1/auth/register (step 0) -> 201 { data: RegisteredState } with the registration temp token
 * (send it as the `token` header in steps 1 and 2). The player is created with status incompleted,
 * the e-mail verification code is sent at once. 422 keys: every field rule, email_already_used,
 * nickname_already_used, phone_already_used, remove_phone_prefix, terms_required (acceptance).
 *
 * Resume: when the nickname and the e-mail both belong to one unfinished (incompleted) registration
 * and the password is that account's, nothing is created: 200 with `resumed: true`, a new temp
 * token and the step the server knows (a new e-mail code when none is live). The password check
 * counts like a login attempt (the same lockout); a wrong password gets the usual "taken" keys.
 */
export const registerBody = z.object({
  email: emailField,
  password: passwordField,
  password_confirmation: str(ACCOUNT.passwordMax + 10),
  /** Must be 1/true: the terms of step 0. */
  acceptance: flag,
  /** ISO alpha-2 country code (from GET reference countries). */
  country: str(2).regex(/^[A-Za-z]{2}$/, { error: ERROR_KEYS.invalid }),
  currency_id: idField(ERROR_KEYS.required),
  /** Nickname; `name` is sent equal to it by the spec's client (ignored if different). */
  username: usernameField,
  name: safeString().max(100).optional(),
  /** Prefix plus digits (e.g. +447700900123), optional. */
  mobile: safeString().max(40).optional().nullable(),
  /** Optional: the dialling prefix the number was typed with (checks remove_phone_prefix). */
  phone_prefix: safeString().max(8).optional().nullable(),
  /** Placeholder 1970-01-01 in the spec's client; the real date comes in step 2. */
  dob: safeString().max(10).optional(),
  language: languageField.optional(),
  /** A bonus code the site verified with GET campaigns/{code}?check_code=1. */
  promocode: safeString().max(64).optional().nullable(),
  /** A public registration campaign chosen in the form (campaign id). */
  campaign_id: queryId.optional().nullable(),
  /** Affiliate code from `btag` (commas removed). */
  referral_code: safeString().max(200).optional().nullable(),
  domain: safeString().max(200).optional(),
  force_smtp: flag.optional(),
  nocheck: safeJson().optional(),
});
export type RegisterBody = z.input<typeof registerBody>;
/** Where an unfinished registration stands; the server decides the step. */
export const registrationState = z.object({
  id: z.number().int(),
  /** 1: confirm the e-mail or SMS code; 2: personal details (a code was confirmed). */
  step: z.union([z.literal(1), z.literal(2)]),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  /** Seconds until a new e-mail code may be asked for (0: at once). */
  resend_after_seconds: z.number().int().min(0),
});
export type RegistrationState = z.infer<typeof registrationState>;
/** A registration to continue with its temp token (register, and a login to such an account). */
export const registrationResume = registrationState.extend({
  token: z.string(),
  /** true: an unfinished registration continues (nothing new was created). */
  resumed: z.boolean(),
});
export type RegistrationResume = z.infer<typeof registrationResume>;
export const registerResponse = envelope(registrationResume);
export type RegisterResponse = z.infer<typeof registerResponse>;

/**
 * GET /v1/auth/registration (`token` header: the registration or activation temp token) -> 200
 * { data: RegistrationState }, so a reloaded registration continues at the step the server knows.
 * 401 when the token is unknown, expired or revoked; 409 registration_completed when the account
 * is no longer unfinished.
 */
export const registrationStateResponse = envelope(registrationState);
export type RegistrationStateResponse = z.infer<typeof registrationStateResponse>;

// ---------------------------------------------------------------- step 1: verification codes

/** POST /v1/notifications/twilio/checkMobile -> 200 { data: { valid: true, mobile } } | 422 mobile: [invalid_phone|remove_phone_prefix|phone_already_used] */
export const twilioCheckMobileBody = z.object({
  /** The number as typed (digits; leading zeros removed by the server). */
  mobile: safeString({ error: ERROR_KEYS.required }).max(40, { error: ERROR_KEYS.invalidPhone }),
  prefix: phonePrefixField,
});
export type TwilioCheckMobileBody = z.input<typeof twilioCheckMobileBody>;
export const twilioCheckMobileResponse = envelope(
  z.object({ valid: z.literal(true), mobile: z.string() }),
);
export type TwilioCheckMobileResponse = z.infer<typeof twilioCheckMobileResponse>;

/**
 * POST /v1/notifications/twilio/send_sms/verification (token or user-token) -> 200
 * { data: { sent: true, resend_after_seconds: 60, expires_at } }. 429 `{ message: resend_too_soon,
 * retry_after_seconds }` within 60 s of the last code; 422 mobile: [invalid_phone] when the player
 * has no mobile; 403 when user_id is not the token's player.
 */
export const sendSmsVerificationBody = z.object({
  user_id: userIdField,
  skin_id: queryId.optional(),
});
export type SendSmsVerificationBody = z.input<typeof sendSmsVerificationBody>;

/** POST /v1/notifications/players/send_email/verification (resend of the e-mail code): as the SMS call. */
export const sendEmailVerificationBody = sendSmsVerificationBody;
export type SendEmailVerificationBody = SendSmsVerificationBody;

export const sendVerificationResponse = envelope(
  z.object({
    sent: z.literal(true),
    resend_after_seconds: z.number().int(),
    expires_at: z.string(),
  }),
);
export type SendVerificationResponse = z.infer<typeof sendVerificationResponse>;

/**
 * POST /v1/notifications/players/verify_email and .../verify_sms (token or user-token)
 * -> 200 { data: { status: 'success', email_verified_at | sms_verified_at } }.
 * 422 verification: [code_is_wrong | code_expired]; 429 too_many_attempts after 5 wrong codes
 * (ask for a new code); a used code cannot be replayed (code_is_wrong).
 */
export const verifyCodeBody = z.object({
  user_id: userIdField,
  skin_id: queryId.optional(),
  verification: verificationCodeField,
  email_verified: flag.optional(),
  sms_verified: flag.optional(),
  check_campaign: flag.optional(),
});
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;
export const verifyCodeResponse = envelope(
  z.object({
    status: z.literal('success'),
    email_verified_at: z.string().nullable(),
    sms_verified_at: z.string().nullable(),
  }),
);
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

// ---------------------------------------------------------------- restore / token status

export const TOKEN_STATUS_TYPES = ['activation-token', 'registration', 'password-reset'] as const;

/**
 * GET /v1/auth/status/{token}?email&type=activation-token&email_verified=1
 * - activation-token (restore, step -1): valid when the token is an unexpired activation or
 *   registration token whose player has `email`; with email_verified=1 the e-mail is marked
 *   verified (the link was e-mailed). tokenable.status tells an already completed account.
 * - password-reset: valid when the reset link is unexpired and unused (tokenable null).
 * Always 200: { data: { is_valid, tokenable, created_at } }.
 */
export const tokenStatusParams = z.object({ token: safeString().max(200) });
export const tokenStatusQuery = z.object({
  email: safeString().max(300).optional(),
  type: z.enum(TOKEN_STATUS_TYPES, { error: ERROR_KEYS.invalid }).default('activation-token'),
  email_verified: flag.optional(),
});
export const tokenable = z.object({
  user_id: z.number().int(),
  email_verified_at: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  status: z.enum(PLAYER_STATUSES),
});
export type Tokenable = z.infer<typeof tokenable>;
export const tokenStatusResponse = envelope(
  z.object({
    is_valid: z.boolean(),
    tokenable: tokenable.nullable(),
    created_at: z.string().nullable(),
  }),
);
export type TokenStatusResponse = z.infer<typeof tokenStatusResponse>;

// ---------------------------------------------------------------- login, logout, activity

/**
 * POST /v1/auth/login?checkHash=1&email_sms_verified=true
 * -> 200 { data: { token, expires_at } } (send the token as `user-token`; expires_at is the
 * inactivity deadline, extended by every call). 401 invalid_credentials; 429
 * { message: too_many_login_attempts, retry_after_seconds }; 403 account_incompleted (an
 * activation e-mail was sent; the body's `registration` lets the site continue the registration
 * at once: the password was right) | account_blocked | account_closed.
 * `username` may be an e-mail address when the skin's ui_options.player_login_with_email is on.
 */
export const loginQuery = z.object({
  checkHash: safeString().max(10).optional(),
  email_sms_verified: safeString().max(10).optional(),
});
export const loginBody = z.object({
  username: str(ACCOUNT.emailMax).min(1, { error: ERROR_KEYS.required }),
  password: anyPasswordField,
  /** Ignored: the server takes the address from the connection. */
  ip_address: safeString().max(64).optional(),
});
export type LoginBody = z.input<typeof loginBody>;
/**
 * The login before this one (GLI-19: the player is shown when and from where the account was
 * last entered): its time (ISO 8601), the address and its country (ISO 3166-1 alpha-2, null when
 * unknown). Null on the first login.
 */
export const previousLogin = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
});
export type PreviousLogin = z.infer<typeof previousLogin>;
/** `previous_login` was added after the spec: a client that does not know it ignores it. */
export const loginResponse = envelope(
  z.object({ token: z.string(), expires_at: z.string(), previous_login: previousLogin.nullable() }),
);
export type LoginResponse = z.infer<typeof loginResponse>;

// ---------------------------------------------------------------- the player's sessions

/**
 * GET /v1/me/sessions -> 200 { data: PlayerSession[] }: the caller's live sessions (not
 * revoked, not past their end, used within the inactivity window), newest first. `id` is the
 * session's row id (never its token or hash); `current` marks the calling session. Only the
 * player themself sees the addresses.
 *
 * DELETE /v1/me/sessions/{id} -> 204: ends one of the caller's sessions (its sockets close; the
 * caller's own id is a logout); 404 `Not found` for an id that is not one of the caller's sessions
 * or was already ended (another player's id included: nothing is ended); 422 field_invalid for
 * an id that is not a positive integer up to 2^31 - 1.
 *
 * POST /v1/me/sessions/revoke-others -> 200 { data: { revoked } }: ends every other session of
 * the caller ("log out everywhere else"); the calling session stays.
 */
export const playerSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  /** Browser and operating-system family from the User-Agent, null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** A phone or tablet (from the User-Agent). */
  mobile: z.boolean(),
  current: z.boolean(),
});
export type PlayerSession = z.infer<typeof playerSession>;
export const playerSessionsResponse = envelope(z.array(playerSession));
export type PlayerSessionsResponse = z.infer<typeof playerSessionsResponse>;
export const playerSessionParams = z.object({ id: pathId });
export const revokeOthersResponse = envelope(z.object({ revoked: z.number().int() }));
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponse>;
/** The 403 of a login to an unfinished registration with the right password. */
export const loginIncompletedError = z.object({
  message: z.literal('account_incompleted'),
  registration: registrationResume,
});
export type LoginIncompletedError = z.infer<typeof loginIncompletedError>;
export const tooManyLoginAttemptsBody = z.object({
  message: z.literal('too_many_login_attempts'),
  retry_after_seconds: z.number().int(),
});
export type TooManyLoginAttemptsBody = z.infer<typeof tooManyLoginAttemptsBody>;

// DELETE /v1/auth/logout -> 204 (user-token revoked).
// POST /v1/auth/activity -> 204 (the site's heartbeat; keeps the session alive).

// ---------------------------------------------------------------- recovery and reset

/**
 * POST /v1/auth/password/recovery -> 200 { data: { sent: true } } whether or not the account
 * exists. The e-mailed link (/{lang}/password/reset/{token}) is valid 1 hour and works once.
 */
export const recoveryBody = z.object({
  email: safeString().max(300).optional(),
  username: safeString().max(300).optional(),
  /** Always 1 hour on this platform (accepted, not taken from the body). */
  expiration_hours: safeJson().optional(),
});
export type RecoveryBody = z.input<typeof recoveryBody>;
export const sentResponse = envelope(z.object({ sent: z.literal(true) }));
export type SentResponse = z.infer<typeof sentResponse>;

/** POST /v1/auth/password/manyAttempts -> 200 { data: { sent: true } } always (the server itself
 * notifies the player on the second lockout; this call never sends more than that one e-mail). */
export const manyAttemptsBody = recoveryBody.omit({ expiration_hours: true });
export type ManyAttemptsBody = z.input<typeof manyAttemptsBody>;

/**
 * PUT /v1/auth/password/reset -> 204. 422 token: [token_invalid] (expired, used, unknown or not
 * the e-mail's), password: [password_error | password_equals_username_or_email],
 * password_confirmation: [password_confirmation_mismatch]. Ends every session of the player.
 */
export const resetBody = z.object({
  email: emailField,
  password: passwordField,
  password_confirmation: str(ACCOUNT.passwordMax + 10),
  token: tokenField,
});
export type ResetBody = z.input<typeof resetBody>;

// ---------------------------------------------------------------- the player (me)

export const meQuery = z.object({
  kyc: safeString().max(10).optional(),
  marketing: safeString().max(10).optional(),
  riskyCountry: safeString().max(10).optional(),
});

/** Decimal amounts with 2 places in the player's currency. */
export const balance = z.object({
  total: z.number(),
  bonus: z.number(),
  available: z.number(),
  deposited: z.number(),
  target: z.number(),
  /** Turnover counted so far towards `target`. */
  counter: z.number(),
  freespins: z.number().int(),
  freespins_counter: z.number().int(),
  counter_percentage: z.number(),
  campaign: z
    .object({ id: z.number().int(), name: z.string(), max_bet: z.number().nullable() })
    .nullable(),
});
export type Balance = z.infer<typeof balance>;

export const player = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  skin_id: z.number().int(),
  /** First plus last name (the nickname until registration is complete). */
  name: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  mobile: z.string().nullable(),
  sms_verified_at: z.string().nullable(),
  /** Identity verified (KYC accepted); false until the KYC flow exists. */
  is_verified: z.boolean(),
  status: z.enum(PLAYER_STATUSES),
  status_reason: z.string().nullable(),
  status_expires_at: z.string().nullable(),
  /** false for an imported player whose password must be changed (changePassword page). */
  is_crypt: z.boolean(),
  language: z.enum(LANGUAGES),
  is_pep: z.boolean(),
  is_ubo: z.boolean(),
  country: z.string(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
  balance,
  information: z.object({
    gender: z.enum(GENDERS).nullable(),
    dob: z.string().nullable(),
    country: z.string(),
    city: z.string().nullable(),
    /** Street. */
    address_line_1: z.string().nullable(),
    /** Street number. */
    address_line_2: z.string().nullable(),
    postal_code: z.string().nullable(),
    nationality: z.string().nullable(),
    birth_country: z.string().nullable(),
    reality_minutes: z.number().int().nullable(),
    /** With riskyCountry=1: the player's country is on the skin's risky list. */
    risky_country: z.boolean(),
  }),
  limits: z.object({
    max_daily_deposit: z.number().nullable(),
    max_weekly_deposit: z.number().nullable(),
    max_monthly_deposit: z.number().nullable(),
  }),
  betLimits: z.object({
    max_daily_bet: z.number().nullable(),
    max_daily_loss: z.number().nullable(),
    max_daily_playing_time: z.number().int().nullable(),
  }),
  /** With marketing=1. `terms_and_conditions` is true only for the current terms version. */
  marketing: z.object({ terms_and_conditions: z.boolean(), newsletter: z.boolean() }),
  /** One entry per KYC level the player started (kyc.ts). */
  kyc: z.array(kycEntry),
  /** `idApproved` once an identity document and a selfie are approved. */
  statusKyc: z.string().nullable(),
  /** The password record: created_at equal to updated_at means the password was never changed. */
  token: z.object({ created_at: z.string(), updated_at: z.string() }),
  referral_code: z.string().nullable(),
  promocode: z.string().nullable(),
  created_at: z.string(),
});
export type Player = z.infer<typeof player>;
export const meResponse = envelope(player);
export type MeResponse = z.infer<typeof meResponse>;
export const balanceResponse = envelope(balance);
export type BalanceResponse = z.infer<typeof balanceResponse>;

/**
 * PUT /v1/me -> 200 { data: Player }. One body, several uses (fields absent are unchanged):
 * - with `user-token`: language, dob (only while not set), terms_and_conditions (true accepts the
 *   current terms), reality_minutes (15/30/45/60), newsletter, mobile (only while not
 *   SMS-verified: mobile_locked), email (only while not verified: email_locked), or a password
 *   change { password_current, password, password_confirmation } (password_current_wrong,
 *   password_same_as_current, the password rules; an imported player's change sets is_crypt).
 * - with the registration `token` (step 2): completes the registration: firstname, lastname,
 *   gender, street/streetNumber (or address_line_1/2), city, postal_code, dob (18+), birth_country
 *   (nationality is set equal to it), is_pep, is_ubo, newsletter, terms_and_conditions (true),
 *   captcha (solved ALTCHA payload), referral_code. Names are cleaned; a first name + last name +
 *   date of birth duplicate gives 422 fields: [person_already_registered]. Status becomes active.
 */
export const updateMeBody = z.object({
  language: safeString().max(10).optional(),
  dob: safeString().max(10).optional(),
  terms_and_conditions: flag.optional(),
  reality_minutes: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .refine((v) => (REALITY_MINUTES_OPTIONS as readonly number[]).includes(v), {
      error: ERROR_KEYS.invalid,
    })
    .optional(),
  newsletter: flag.optional(),
  mobile: safeString().max(40).optional(),
  email: safeString().max(300).optional(),
  password_current: safeString()
    .max(ACCOUNT.passwordMax + 10)
    .optional(),
  password: safeString()
    .max(ACCOUNT.passwordMax + 10)
    .optional(),
  password_confirmation: safeString()
    .max(ACCOUNT.passwordMax + 10)
    .optional(),
  // Registration step 2:
  name: safeString().max(200).optional(),
  firstname: safeString().max(200).optional(),
  lastname: safeString().max(200).optional(),
  gender: genderField.optional(),
  street: safeString().max(200).optional(),
  streetNumber: safeString().max(50).optional(),
  address_line_1: safeString().max(200).optional(),
  address_line_2: safeString().max(50).optional(),
  city: safeString().max(200).optional(),
  postal_code: safeString().max(50).optional(),
  is_pep: flag.optional(),
  is_ubo: flag.optional(),
  birth_country: safeString().max(2).optional(),
  nationality: safeString().max(2).optional(),
  referral_code: safeString().max(200).optional().nullable(),
  check_mobile: flag.optional(),
  captcha: captchaField.optional(),
  // Responsible gaming (limits.ts): limits and self-exclusion; the server decides when they apply.
  limits: limitsBody.optional(),
  ...selfExclusionFields,
});
export type UpdateMeBody = z.input<typeof updateMeBody>;

// ---------------------------------------------------------------- captcha

/** GET /v1/captcha/challenge -> { data: Challenge } (ALTCHA v2, single use, 10 minutes). */
export const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Seconds since the epoch. */
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export const captchaChallengeResponse = envelope(captchaChallenge);
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponse>;

// ---------------------------------------------------------------- dev outbox

/** GET /dev/outbox[?to=address] (not under /v1; 404 in production): newest first, at most 100. */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = envelope(z.array(outboxMessage));
export type OutboxResponse = z.infer<typeof outboxResponse>;

export const cleanMobileNumber = cleanPhoneNumber;

/** Parsed (server-side) forms of the bodies: flags as booleans, e-mails normalised. */
export type CheckEmailData = z.output<typeof checkEmailBody>;
export type CheckFieldsData = z.output<typeof checkFieldsBody>;
export type RegisterData = z.output<typeof registerBody>;
export type ResetData = z.output<typeof resetBody>;
export type UpdateMeData = z.output<typeof updateMeBody>;
export type VerifyCodeData = z.output<typeof verifyCodeBody>;
