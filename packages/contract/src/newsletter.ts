import { z } from 'zod';
import { NEWSLETTER } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, safeString } from './common.ts';

/** The token of an opt-out link (`/newsletter/opt-out?token=...`). */
export const optOutToken = safeString({ error: ERROR_KEYS.required })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(200, { error: ERROR_KEYS.invalid });

/** A checkbox: JSON booleans, or 1/0 as numbers or strings. */
const checkbox = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v,
  z.boolean({ error: ERROR_KEYS.mustBeAccepted }),
);
/** A checkbox the player must tick. */
const accepted = checkbox.refine((v) => v, { error: ERROR_KEYS.mustBeAccepted });

/** GET /v1/notifications/newsletter/token/opt-out?token= */
export const optOutTokenQuery = z.object({ token: optOutToken });
/**
 * The page's state: `already_unsubscribed` (the player's newsletter preference is off) wins;
 * otherwise `is_valid` false means page unavailable (unknown, expired or used link); otherwise the
 * form is shown.
 */
export const optOutTokenStatus = z.object({
  /** The link can be used to send the request (known, not expired, not used). */
  is_valid: z.boolean(),
  /** The player behind a known link no longer receives the newsletter. */
  already_unsubscribed: z.boolean(),
  expires_at: z.string().nullable(),
});
export type OptOutTokenStatus = z.infer<typeof optOutTokenStatus>;
export const optOutTokenResponse = envelope(optOutTokenStatus);
export type OptOutTokenResponse = z.infer<typeof optOutTokenResponse>;

/**
 * POST /v1/notifications/newsletter/opt-out: the form's reason, its two checkboxes ("I no longer
 * want the newsletter" = `newsletter`, "I have read the terms and privacy policy" =
 * `terms_and_conditions`) and `is_accepted` from the confirmation dialog; all three must be ticked
 * (422 `must_be_accepted`). Answers: 200; 404 `{ message: 'newsletter_token_invalid' }` for an
 * unknown, expired or used link; 409 `{ message: 'newsletter_already_unsubscribed' }`.
 */
export const optOutBody = z.object({
  token: optOutToken,
  reason: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(NEWSLETTER.reasonMax, { error: ERROR_KEYS.reasonTooLong }),
  terms_and_conditions: accepted,
  newsletter: accepted,
  is_accepted: accepted,
});
export type OptOutBody = z.input<typeof optOutBody>;
export const optOutResponse = envelope(
  z.object({ newsletter: z.boolean(), unsubscribed_at: z.string() }),
);
export type OptOutResponse = z.infer<typeof optOutResponse>;

/** POST /dev/newsletter-token {email} (development only): an opt-out link for a player. */
export const devOptOutTokenBody = z.object({
  email: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(254),
});
/** `path` is the page on this server (`/newsletter/opt-out?token=...`), `url` it on PUBLIC_URL. */
export const devOptOutTokenResponse = envelope(
  z.object({ token: z.string(), path: z.string(), url: z.string(), expires_at: z.string() }),
);
