/** Error keys of the specification; the site translates them, the server returns them. */
export const ERROR_KEYS = {
  required: 'field_required',
  invalid: 'field_invalid',
  searchMinLength: 'search_min_length',
  searchMaxLength: 'search_max_length',
  emailError: 'email_error',
  emailAlreadyUsed: 'email_already_used',
  usernameErrorMin: 'username_error_min',
  usernameErrorMax: 'username_error_max',
  nicknameAlreadyUsed: 'nickname_already_used',
  fieldsAlreadyUsed: 'fields_already_used',
  passwordError: 'password_error',
  phoneAlreadyUsed: 'phone_already_used',
  removePhonePrefix: 'remove_phone_prefix',
  codeIsWrong: 'code_is_wrong',
  dobError: 'dob_error',
  unknownLanguage: 'language_invalid',
  // Accounts (helper S1):
  usernameInvalidChars: 'username_invalid_chars',
  passwordEqualsUsernameOrEmail: 'password_equals_username_or_email',
  passwordConfirmationMismatch: 'password_confirmation_mismatch',
  passwordSameAsCurrent: 'password_same_as_current',
  passwordCurrentWrong: 'password_current_wrong',
  /** The new password is in the common (breached) password list or is the e-mail or nickname. */
  passwordTooCommon: 'password_too_common',
  invalidPhone: 'invalid_phone',
  phonePrefixInvalid: 'phone_prefix_invalid',
  captchaInvalid: 'captcha_invalid',
  tokenInvalid: 'token_invalid',
  tooManyAttempts: 'too_many_attempts',
  codeExpired: 'code_expired',
  resendTooSoon: 'resend_too_soon',
  personAlreadyRegistered: 'person_already_registered',
  termsRequired: 'terms_required',
  dobInvalid: 'dob_invalid',
  nameTooLong: 'name_too_long',
  emailLocked: 'email_locked',
  mobileLocked: 'mobile_locked',
  alreadyVerified: 'already_verified',
  registrationCompleted: 'registration_completed',
  verificationRequired: 'verification_required',
  campaignNotFound: 'campaign_not_found',
  campaignExpired: 'campaign_expired',
  campaignNotStarted: 'campaign_not_started',
  campaignCurrencyNotAllowed: 'campaign_currency_not_allowed',
  campaignCountryNotAllowed: 'campaign_country_not_allowed',
  reasonTooLong: 'reason_too_long',
  mustBeAccepted: 'must_be_accepted',
  /** A player keeps at most FAVOURITE_GAMES_MAX favourite games (lobby). */
  favouritesLimitReached: 'favourites_limit_reached',
  /** A two-factor code (TOTP or recovery code) that is wrong, already used or malformed. */
  twoFactorCodeInvalid: 'two_factor_code_invalid',
} as const;
export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

/** Messages of non-validation errors (`{ message }` bodies). */
export const ERROR_MESSAGES = {
  unauthorizedSkin: 'Unauthorized: missing or invalid skin credentials',
  notFound: 'Not found',
  validation: 'The given data was invalid.',
  tooManyRequests: 'Too many requests, please slow down.',
  server: 'SERVER ERROR',
  /** 400 of a request the server cannot read (malformed JSON, an empty JSON body). */
  badRequest: 'bad_request',
  /** 413: the body is over the server's size limit. */
  payloadTooLarge: 'payload_too_large',
  /** 415: a body of a content type the call does not take. */
  unsupportedMediaType: 'unsupported_media_type',
  /** 503: the database is unreachable for a moment (a restart, a failover): retry the call. */
  serviceUnavailable: 'service_unavailable',
  gameNotAvailable: 'GAME NOT AVAILABLE',
  campaignNotFound: 'campaign_not_found',
  newsletterAlreadyUnsubscribed: 'newsletter_already_unsubscribed',
  newsletterTokenInvalid: 'newsletter_token_invalid',
  staffUnauthenticated: 'unauthenticated',
  staffForbidden: 'forbidden',
  staffInactive: 'staff_inactive',
} as const;

/** `message` of the accounts calls' non-validation errors (the site translates them). */
export const AUTH_MESSAGES = {
  /** 401: wrong nickname/e-mail or password (never says which). */
  invalidCredentials: 'invalid_credentials',
  /** 429 with `retry_after_seconds`: 5 failures per account or per IP in 10 minutes. */
  tooManyLoginAttempts: 'too_many_login_attempts',
  /** 401: no or unknown `user-token`. */
  unauthenticated: 'unauthenticated',
  /** 401: the token ended after 30 minutes without activity (or its maximum life). */
  sessionExpired: 'session_expired',
  /** 401: a token of another type (e.g. a registration token where a session is needed). */
  tokenInvalid: 'token_invalid',
  /** 403 at login: registration not finished (an activation e-mail has been sent). */
  accountIncompleted: 'account_incompleted',
  /** 403 at login: blocked by the operator. */
  accountBlocked: 'account_blocked',
  /** 403 at login: closed account. */
  accountClosed: 'account_closed',
  /** 403: the id in the path or body is not the caller's. */
  forbidden: 'forbidden',
  /** 429 on verification codes. */
  tooManyAttempts: 'too_many_attempts',
  /** 401 at the login's second step: a wrong, used or malformed code (two-factor.ts). */
  twoFactorCodeInvalid: 'two_factor_code_invalid',
  /** 401 at the login's second step: an unknown, used or expired challenge (log in again). */
  twoFactorChallengeExpired: 'two_factor_challenge_expired',
  /** 409: two-factor login is on already (setup). */
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  /** 409: two-factor login is off (disable, new recovery codes). */
  twoFactorNotEnabled: 'two_factor_not_enabled',
  /** 409: enable without a pending setup (none, or older than 15 minutes). */
  twoFactorSetupRequired: 'two_factor_setup_required',
} as const;
