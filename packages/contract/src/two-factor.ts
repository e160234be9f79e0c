/**
 * The player's optional two-factor login (TOTP, RFC 6238, with one-time recovery codes; OWASP
 * ASVS 5.0 level 2). Headers as in accounts.ts (`user-token` for the `me/` calls).
 *
 * Settings (a logged-in player):
 * - GET /v1/me/two-factor -> 200 { data: { enabled, enabled_at, recovery_codes_left } }.
 * - POST /v1/me/two-factor/setup `{ password }` -> 200 { data: { secret, otpauth_url, qr_svg } }:
 *   a new secret, pending (15 minutes) until a code of it is confirmed. The current password is
 *   checked like a login (wrong: 422 password: password_current_wrong; its lockout: 429).
 *   409 two_factor_already_enabled when it is on.
 * - POST /v1/me/two-factor/enable `{ code }` -> 200 { data: { recovery_codes } }: the ten recovery
 *   codes, shown once (stored hashed). Wrong code: 422 code: two_factor_code_invalid; no pending
 *   setup (or older than 15 minutes): 409 two_factor_setup_required.
 * - POST /v1/me/two-factor/disable `{ password, code }` or `{ password, recovery_code }` -> 204.
 * - POST /v1/me/two-factor/recovery-codes `{ code }` -> 200 { data: { recovery_codes } }: a new
 *   set (the old codes stop working).
 *   Both: 409 two_factor_not_enabled when it is off; a wrong code 422 (field code /
 *   recovery_code: two_factor_code_invalid).
 *
 * Login: when it is on, POST /v1/auth/login with the right password opens no session; it answers
 * 200 { data: { two_factor_required: true, challenge, expires_at } }. The challenge (opaque, 5
 * minutes, single use) goes with a code to POST /v1/auth/login/two-factor
 * `{ challenge, code }` or `{ challenge, recovery_code }`, which answers exactly what a login
 * answers (the session token, its inactivity deadline, the previous login). A wrong code: 401
 * two_factor_code_invalid; an unknown, used or expired challenge: 401
 * two_factor_challenge_expired; blocked or closed account: 403 as at login.
 *
 * Every wrong code (login, enable, disable, new recovery codes) counts against the account: the
 * 5th within 10 minutes locks the second factor for 10 minutes (429 too_many_login_attempts with
 * retry_after_seconds). A TOTP code is accepted once (its time step is remembered), a recovery
 * code once.
 *
 * Each change (enable, disable, new recovery codes) is e-mailed to the player once it is done
 * (never for a refused call): what happened and when, never the secret or a code. Staff may turn
 * it off for a player who lost phone and recovery codes (staff-players.ts, POST
 * players/{id}/two-factor/reset), which e-mails the player too.
 */
import { z } from 'zod';
import { ACCOUNT } from './constants.ts';
import { envelope, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';
import { previousLogin } from './accounts.ts';

export const PLAYER_TWO_FACTOR = {
  /** The login challenge lives this long and takes one second factor. */
  challengeMinutes: 5,
  /** Wrong codes per account within the login window before the second factor locks. */
  attempts: ACCOUNT.loginAttempts,
  /** A setup not confirmed within this time must be started again. */
  setupMinutes: 15,
  recoveryCodes: 10,
  /** TOTP: 6 digits, 30-second steps, one step of clock drift either way (as for staff). */
  digits: 6,
  period: 30,
} as const;

const password = safeString({ error: ERROR_KEYS.required })
  .min(1, { error: ERROR_KEYS.required })
  .max(ACCOUNT.passwordMax, { error: ERROR_KEYS.invalid });
/** Six digits (the site removes spaces typed between them). */
export const totpCodeField = safeString({ error: ERROR_KEYS.required })
  .trim()
  .regex(/^\d{6}$/, { error: ERROR_KEYS.twoFactorCodeInvalid });
/** `xxxxx-xxxxx` as shown (letters and digits); case and the dash do not matter. */
export const recoveryCodeField = safeString({ error: ERROR_KEYS.required })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: ERROR_KEYS.twoFactorCodeInvalid });
const challenge = safeString({ error: ERROR_KEYS.required })
  .min(16, { error: ERROR_KEYS.invalid })
  .max(200, { error: ERROR_KEYS.invalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.invalid });

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** When it was turned on (ISO 8601), null while off. */
  enabled_at: z.string().nullable(),
  /** Unused recovery codes (0 while off). */
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = envelope(twoFactorStatus);

export const twoFactorSetupBody = z.object({ password }).strict();
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBody>;
export const twoFactorSetup = z.object({
  /** base32, for an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URI as an SVG QR code (a data: URL). */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorSetupResponse = envelope(twoFactorSetup);

export const twoFactorCodeBody = z.object({ code: totpCodeField }).strict();
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;
export const recoveryCodesResponse = envelope(z.object({ recovery_codes: z.array(z.string()) }));
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** With a TOTP code or with a recovery code (exactly one of them; neither or both: body field_invalid). */
export const twoFactorDisableBody = z.union(
  [
    z.object({ password, code: totpCodeField }).strict(),
    z.object({ password, recovery_code: recoveryCodeField }).strict(),
  ],
  { error: ERROR_KEYS.invalid },
);
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

/** The answer of POST auth/login when the second factor is due (no session yet). */
export const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  /** The challenge's end (ISO 8601). */
  expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
export const twoFactorChallengeResponse = envelope(twoFactorChallenge);

export const loginTwoFactorBody = z.union(
  [
    z.object({ challenge, code: totpCodeField }).strict(),
    z.object({ challenge, recovery_code: recoveryCodeField }).strict(),
  ],
  { error: ERROR_KEYS.invalid },
);
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;
/** The same as a login's answer (accounts.ts loginResponse). */
export const loginTwoFactorResponse = envelope(
  z.object({ token: z.string(), expires_at: z.string(), previous_login: previousLogin.nullable() }),
);
