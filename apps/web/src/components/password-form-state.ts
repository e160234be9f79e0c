import {
  importedPasswordError,
  passwordError,
  passwordIdentityError,
} from '@croupier/contract/account-rules';
import { ACCOUNT } from '@croupier/contract/constants';

/** The new password must differ from the current one (checked by the form and the server). */
export const SAME_AS_CURRENT = 'password_same_as_current';
/** The confirmation differs: "The password doesn't match". */
export const CONFIRMATION_MISMATCH = 'password_confirmation_mismatch';

export interface PasswordFormValues {
  current: string;
  password: string;
  confirmation: string;
}

export interface PasswordFormState {
  /** Error key of the new password, shown as soon as something is typed. */
  passwordError: string | null;
  /** Error key of the confirmation, checked only once more than 5 characters are typed. */
  confirmationError: string | null;
  /** Update is enabled only when the new password is valid and both entries are equal. */
  canSubmit: boolean;
}

/**
 * The password-change rules of the dashboard (and of the imported-player page, whose specials
 * are @$!%*?& only), built on the shared account rules the server runs too.
 */
export function passwordFormState(
  values: PasswordFormValues,
  who: { username?: string | null; email?: string | null; imported?: boolean },
): PasswordFormState {
  const { current, password, confirmation } = values;
  let error: string | null = null;
  if (password) {
    error =
      (who.imported ? importedPasswordError(password) : passwordError(password)) ??
      passwordIdentityError(password, who.username, who.email) ??
      (current && password === current ? SAME_AS_CURRENT : null);
  }
  const confirmationError =
    confirmation.length > ACCOUNT.confirmPasswordCheckAfter && confirmation !== password
      ? CONFIRMATION_MISMATCH
      : null;
  const canSubmit = Boolean(current) && Boolean(password) && !error && confirmation === password;
  return { passwordError: error, confirmationError, canSubmit };
}
