import { z } from 'zod';
import { STAFF } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, pathId, safeString } from './common.ts';
import { staffLoginResponse, staffMember } from './staff.ts';

/**
 * Staff sign-in takes two steps (issue 14): the password, then a second factor.
 *
 * 1. POST /staff/v1/auth/login `{ email, password }` (staff.ts `staffLoginBody`) answers a
 *    challenge: an opaque token valid 5 minutes for one second factor. `next` says what follows:
 *    `second_factor` (TOTP enrolled: send a code, a recovery code or a passkey) or `enrol`
 *    (no TOTP yet: set it up first, TOTP is required of every staff account). Wrong e-mail or
 *    password: 401 `invalid_credentials` (never says which); locked: 429; deactivated: 403
 *    `staff_inactive`. An invited member who has not set a password cannot sign in (401).
 * 2. POST /staff/v1/auth/second-factor `{ challenge, code }` or `{ challenge, recovery_code }`
 *    opens the session. A wrong code: 401 `invalid_code`; 5 wrong codes end the challenge and
 *    count as a failed login for the lockout; an unknown, used or expired challenge: 401
 *    `challenge_expired`. A TOTP code is accepted once (the time step is remembered).
 *
 * Enrolment (next = enrol): POST /staff/v1/auth/totp/setup `{ challenge }` answers the secret, the
 * otpauth:// URI and a QR code (SVG); POST /staff/v1/auth/totp/confirm `{ challenge, code }`
 * enables TOTP, answers ten recovery codes (shown once) and opens the session.
 *
 * Passkeys (WebAuthn, optional, registered while signed in; TOTP stays required): when the login
 * answer's `methods` holds `passkey`, POST /staff/v1/auth/second-factor/passkey-options
 * `{ challenge }` answers the request options (the member's credentials), then
 * POST /staff/v1/auth/second-factor `{ challenge, passkey }` (the browser's
 * AuthenticationResponseJSON) opens the session. A refused passkey: 401 `passkey_failed`, counted
 * with the wrong codes of the challenge. A member who must enrol TOTP cannot use one (409).
 *
 * Sessions end 15 minutes after the last call (idle) and 8 hours after sign-in, whichever is
 * first: then 401 `unauthenticated`.
 */
export const STAFF_SECOND_FACTORS = ['totp', 'recovery_code', 'passkey'] as const;
export type StaffSecondFactor = (typeof STAFF_SECOND_FACTORS)[number];

export const STAFF_AUTH = {
  challengeMinutes: 5,
  challengeAttempts: 5,
  idleMinutes: 15,
  sessionHours: STAFF.sessionHours,
  recoveryCodes: 10,
  /** TOTP: 6 digits, 30-second steps, one step of clock drift either way. */
  totpDigits: 6,
  totpPeriod: 30,
  totpDrift: 1,
  /** The issuer shown in authenticator apps. */
  totpIssuer: 'Croupier back office',
} as const;

/** `message` of the staff sign-in errors. */
export const STAFF_AUTH_ERRORS = {
  invalidCredentials: 'invalid_credentials',
  invalidCode: 'invalid_code',
  challengeExpired: 'challenge_expired',
  /** TOTP setup or confirm on a challenge of an account that already has TOTP. */
  alreadyEnrolled: 'totp_already_enrolled',
  /** A second factor sent to a challenge whose account must enrol first. */
  enrolmentRequired: 'totp_enrolment_required',
  passkeyFailed: 'passkey_failed',
  inviteInvalid: 'invite_invalid',
  emailTaken: 'email_taken',
  /** An admin cannot deactivate or demote themselves (the last way in). */
  selfChange: 'cannot_change_own_account',
} as const;

const challenge = safeString({ error: ERROR_KEYS.required })
  .min(16, { error: ERROR_KEYS.invalid })
  .max(200, { error: ERROR_KEYS.invalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.invalid });
const totpCode = safeString({ error: ERROR_KEYS.required })
  .trim()
  .regex(/^\d{6}$/, { error: ERROR_KEYS.invalid });
/** Recovery codes are shown as `xxxxx-xxxxx` (lowercase letters and digits); case and dash are ignored. */
const recoveryCode = safeString({ error: ERROR_KEYS.required })
  .trim()
  .max(40, { error: ERROR_KEYS.invalid })
  .regex(/^[A-Za-z0-9-\s]{10,40}$/, { error: ERROR_KEYS.invalid });

export const staffLoginChallengeResponse = staffLoginResponse;
export type StaffLoginChallenge = z.infer<typeof staffLoginResponse>['data'];

/** The browser's JSON of a credential (@simplewebauthn/browser's output), checked by the server. */
const webauthnJson = z.record(z.string(), z.unknown());

export const staffSecondFactorBody = z.union([
  z.object({ challenge, code: totpCode }).strict(),
  z.object({ challenge, recovery_code: recoveryCode }).strict(),
  z.object({ challenge, passkey: webauthnJson }).strict(),
]);
export type StaffSecondFactorBody = z.infer<typeof staffSecondFactorBody>;

/** A staff session: the token and both of its ends. */
export const staffSession = z.object({
  token: z.string(),
  /** The absolute end (8 hours after sign-in). */
  expires_at: z.string(),
  idle_minutes: z.number().int(),
  staff: staffMember,
  /** How many unused recovery codes are left (a console warns when few remain). */
  recovery_codes_left: z.number().int(),
});
export type StaffSession = z.infer<typeof staffSession>;
export const staffSessionResponse = envelope(staffSession);

export const totpSetupBody = z.object({ challenge }).strict();
export const totpSetupResponse = envelope(
  z.object({
    /** base32, for typing into an app that cannot scan. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URI as an SVG QR code (a data: URL). */
    qr_svg: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof totpSetupResponse>['data'];

export const totpConfirmBody = z.object({ challenge, code: totpCode }).strict();
export const totpConfirmResponse = envelope(
  staffSession.extend({ recovery_codes: z.array(z.string()) }),
);
export type TotpConfirm = z.infer<typeof totpConfirmResponse>['data'];

/** POST /staff/v1/me/recovery-codes `{ code }`: a new set of ten (the old ones stop working). */
export const recoveryCodesBody = z.object({ code: totpCode }).strict();
export const recoveryCodesResponse = envelope(z.object({ recovery_codes: z.array(z.string()) }));

// ---------------------------------------------------------------- passkeys (WebAuthn)

/** POST /staff/v1/auth/second-factor/passkey-options `{ challenge }` (sign-in). */
export const passkeyOptionsBody = z.object({ challenge }).strict();
/**
 * PublicKeyCredentialRequestOptionsJSON (sign-in) or ...CreationOptionsJSON (registration), for
 * @simplewebauthn/browser's startAuthentication / startRegistration.
 */
export const passkeyOptionsResponse = envelope(webauthnJson);

export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;
/** GET /staff/v1/auth/passkeys: the signed-in member's passkeys (oldest first). */
export const passkeysResponse = envelope(z.array(passkey));
export const passkeyResponse = envelope(passkey);
/**
 * POST /staff/v1/auth/passkeys/options: registration options; the challenge is kept by the server
 * (5 minutes, once). POST /staff/v1/auth/passkeys `{ name, response }` (the browser's
 * RegistrationResponseJSON): the verified passkey (400 `passkey_failed` when refused).
 * DELETE /staff/v1/auth/passkeys/:id removes one of one's own (404 `passkey_not_found`).
 */
export const passkeyRegisterBody = z
  .object({
    name: safeString({ error: ERROR_KEYS.required })
      .trim()
      .min(1, { error: ERROR_KEYS.required })
      .max(60, { error: ERROR_KEYS.invalid })
      // Shown in lists and the audit log: no control characters (tabs, line breaks, bidi marks).
      .regex(/^[^\p{Cc}\p{Cf}]+$/u, { error: ERROR_KEYS.invalid }),
    response: webauthnJson,
  })
  .strict();
export type PasskeyRegisterBody = z.infer<typeof passkeyRegisterBody>;
export const passkeyParams = z.object({ id: pathId });

// ---------------------------------------------------------------- invitations

/**
 * POST /staff/v1/auth/invite `{ token, password }`: an invited member sets a password with the
 * link of the invitation e-mail (7 days, single use); then signs in and enrols TOTP. Unknown,
 * used or expired token: 400 `invite_invalid`. The password follows the staff rule (12+ chars).
 */
export const staffInviteAcceptBody = z
  .object({
    token: challenge,
    password: safeString({ error: ERROR_KEYS.required })
      .min(STAFF.passwordMin, { error: ERROR_KEYS.passwordError })
      .max(200, { error: ERROR_KEYS.invalid }),
  })
  .strict();
