/**
 * Field rules of player accounts (public-site spec section 5, player-dashboard spec section 5,
 * DECISIONS sections 2 and 3) as pure functions. The site and the server run this same code, so a
 * rule cannot differ between the form and the platform. Each check returns an error key of
 * `errors.ts` (the site translates it, the server returns it in a 422) or null when the value is
 * fine.
 *
 * No runtime dependencies (no zod): the site may import this into its first chunk.
 */
import { ACCOUNT, GENDERS, REALITY_MINUTES_OPTIONS, type Gender } from './constants.ts';
import { ERROR_KEYS, type ErrorKey } from './errors.ts';

// ---------------------------------------------------------------- e-mail

/** The "standard pattern": something@domain.tld, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** E-mail addresses are compared and stored trimmed and lowercased. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export function emailError(value: string): ErrorKey | null {
  const v = value.trim();
  if (v.length < ACCOUNT.emailMin || v.length > ACCOUNT.emailMax) return ERROR_KEYS.emailError;
  return EMAIL_PATTERN.test(v) ? null : ERROR_KEYS.emailError;
}

/** The part of an address before the @ (the password must not equal it). */
export const emailLocalPart = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at);
};

// ---------------------------------------------------------------- nickname (username)

/** Characters a nickname may hold; every other character is stripped by the form. */
export const USERNAME_ALLOWED = /^[A-Za-z0-9_.-]*$/;

/** What the form does while typing: special characters (and spaces) are stripped. */
export const stripUsername = (value: string): string => value.replace(/[^A-Za-z0-9_.-]/g, '');

export function usernameError(value: string): ErrorKey | null {
  if (!USERNAME_ALLOWED.test(value)) return ERROR_KEYS.usernameInvalidChars;
  if (value.length < ACCOUNT.usernameMin) return ERROR_KEYS.usernameErrorMin;
  if (value.length > ACCOUNT.usernameMax) return ERROR_KEYS.usernameErrorMax;
  return null;
}

// ---------------------------------------------------------------- password

/** Lowercase, uppercase, digit, a special character; no whitespace. */
export function passwordError(value: string): ErrorKey | null {
  if (value.length < ACCOUNT.passwordMin || value.length > ACCOUNT.passwordMax) {
    return ERROR_KEYS.passwordError;
  }
  if (/\s/.test(value)) return ERROR_KEYS.passwordError;
  const ok =
    /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return ok ? null : ERROR_KEYS.passwordError;
}

/** The imported-player page (changePassword) allows only the specials @$!%*?&. */
export const IMPORTED_PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export function importedPasswordError(value: string): ErrorKey | null {
  return (
    passwordError(value) ??
    (IMPORTED_PASSWORD_PATTERN.test(value) ? null : ERROR_KEYS.passwordError)
  );
}

/** The password must not equal the nickname or the e-mail's local part (case-insensitive). */
export function passwordIdentityError(
  password: string,
  username: string | null | undefined,
  email: string | null | undefined,
): ErrorKey | null {
  const p = password.toLowerCase();
  if (username && p === username.toLowerCase()) return ERROR_KEYS.passwordEqualsUsernameOrEmail;
  if (email && p === emailLocalPart(email).toLowerCase()) {
    return ERROR_KEYS.passwordEqualsUsernameOrEmail;
  }
  return null;
}

export function passwordConfirmationError(password: string, confirmation: string): ErrorKey | null {
  return password === confirmation ? null : ERROR_KEYS.passwordConfirmationMismatch;
}

/** Every rule of a new password, in the order the form reports them. */
export function newPasswordError(input: {
  password: string;
  password_confirmation: string;
  username?: string | null;
  email?: string | null;
  imported?: boolean;
}): { field: 'password' | 'password_confirmation'; key: ErrorKey } | null {
  const rule = input.imported
    ? importedPasswordError(input.password)
    : passwordError(input.password);
  if (rule) return { field: 'password', key: rule };
  const identity = passwordIdentityError(input.password, input.username, input.email);
  if (identity) return { field: 'password', key: identity };
  const confirmation = passwordConfirmationError(input.password, input.password_confirmation);
  if (confirmation) return { field: 'password_confirmation', key: confirmation };
  return null;
}

// ---------------------------------------------------------------- phone

/** A dialling prefix: a plus sign followed by 1 to 4 digits (+44, +420, +1). */
export const PHONE_PREFIX_PATTERN = /^\+\d{1,4}$/;

export function phonePrefixError(prefix: string): ErrorKey | null {
  return PHONE_PREFIX_PATTERN.test(prefix) ? null : ERROR_KEYS.phonePrefixInvalid;
}

/** The number field keeps digits only, leading zeros removed. */
export const cleanPhoneNumber = (value: string): string =>
  value.replace(/\D/g, '').replace(/^0+/, '');

/** A number typed with its prefix in front (longer than 4 characters): remove_phone_prefix. */
export function phoneNumberError(prefix: string, number: string): ErrorKey | null {
  const digits = prefix.replace(/\D/g, '');
  if (number.length > ACCOUNT.phonePrefixCheckAfter && digits && number.startsWith(digits)) {
    return ERROR_KEYS.removePhonePrefix;
  }
  return null;
}

/** The stored mobile: prefix plus digits, e.g. +447700900123. */
export const joinMobile = (prefix: string, number: string): string =>
  `${prefix}${cleanPhoneNumber(number)}`;

/** Digits and a single leading plus, at most 20 characters, 8 to 20 digits. */
export function mobileError(value: string): ErrorKey | null {
  if (value.length > ACCOUNT.phoneMaxDigits || !/^\+?\d+$/.test(value))
    return ERROR_KEYS.invalidPhone;
  const digits = value.replace(/\D/g, '').length;
  if (digits < ACCOUNT.phoneMinDigits || digits > ACCOUNT.phoneMaxDigits)
    return ERROR_KEYS.invalidPhone;
  return null;
}

/** The stored form of a mobile: digits with a leading plus. */
export const normalizeMobile = (value: string): string => `+${value.replace(/\D/g, '')}`;

// ---------------------------------------------------------------- names

const LETTER_MAP: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/**
 * Names (first and last name, street, city): accents replaced with plain letters; emojis and
 * every character except letters, digits, dot, exclamation mark and question mark removed.
 * Single spaces between words are kept (so "Anna Maria" stays two words); they are the one
 * addition to the spec's list, made so that double names survive.
 */
export function cleanName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁđĐøØßæÆœŒþðı]/g, (ch) => LETTER_MAP[ch] ?? ch)
    .replace(/[^\p{L}\p{N}.!? ]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** True when cleaning changed the text (the form warns for 3.5 seconds). */
export const nameNeedsCleaning = (value: string): boolean => cleanName(value) !== value.trim();

export function nameError(value: string | null | undefined): ErrorKey | null {
  const cleaned = cleanName(value ?? '');
  if (!cleaned) return ERROR_KEYS.required;
  return cleaned.length > ACCOUNT.nameMax ? ERROR_KEYS.nameTooLong : null;
}

/** Address fields (street, street number, city, postal code): required, trimmed, bounded. */
export function addressFieldError(
  value: string | null | undefined,
  max: number = ACCOUNT.addressMax,
): ErrorKey | null {
  const v = (value ?? '').trim();
  if (!v) return ERROR_KEYS.required;
  return v.length > max ? ERROR_KEYS.invalid : null;
}

// ---------------------------------------------------------------- date of birth

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Accepts YYYY-M-D or YYYY-MM-DD (the form sends YYYY-M-D); null for an impossible date. */
export function parseDob(value: string): DateParts | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** YYYY-MM-DD of a parsed date. */
export const formatDob = (d: DateParts): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Whole years between the birth date and `now` (UTC). */
export function ageOn(dob: DateParts, now: Date): number {
  let age = now.getUTCFullYear() - dob.year;
  const m = now.getUTCMonth() + 1;
  if (m < dob.month || (m === dob.month && now.getUTCDate() < dob.day)) age -= 1;
  return age;
}

/** Impossible date: dob_invalid; under 18 or older than the form's 115-year range: dob_error. */
export function dobError(value: string, now: Date): ErrorKey | null {
  const dob = parseDob(value);
  if (!dob) return ERROR_KEYS.dobInvalid;
  const age = ageOn(dob, now);
  if (age < ACCOUNT.minimumAge || age > ACCOUNT.birthYearsTo) return ERROR_KEYS.dobError;
  return null;
}

/** Birth years the date selects offer: from 17 to 115 years ago, newest first. */
export function birthYears(now: Date): number[] {
  const current = now.getUTCFullYear();
  const years: number[] = [];
  for (let y = current - ACCOUNT.birthYearsFrom; y >= current - ACCOUNT.birthYearsTo; y -= 1)
    years.push(y);
  return years;
}

// ---------------------------------------------------------------- misc

/** male/female/other (one reading) or M/F/GN (the other): stored as M, F, GN. */
export function normalizeGender(value: string): Gender | null {
  const v = value.trim();
  const map: Record<string, Gender> = {
    male: 'M',
    female: 'F',
    other: 'GN',
    m: 'M',
    f: 'F',
    gn: 'GN',
  };
  const g = map[v.toLowerCase()];
  return g && (GENDERS as readonly string[]).includes(g) ? g : null;
}

export const realityMinutesError = (value: number): ErrorKey | null =>
  (REALITY_MINUTES_OPTIONS as readonly number[]).includes(value) ? null : ERROR_KEYS.invalid;

/** Verification codes: exactly the digits the platform sends. */
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${ACCOUNT.verificationCodeLength}}$`);

/** The affiliate code from `btag`: commas removed, trimmed, bounded. */
export const cleanReferralCode = (value: string): string =>
  value.replaceAll(',', '').trim().slice(0, ACCOUNT.referralCodeMax);
