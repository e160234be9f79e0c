import type { RegistrationResume } from '@croupier/contract/accounts';

/**
 * Where a registration stands after step 0, kept in session storage so a reload during steps 1
 * and 2 continues instead of starting over (the page then asks the server where the temp token
 * stands). Holds the registration temp token, never a password.
 */
export interface RegistrationProgress {
  step: 1 | 2;
  /** The registration (or activation) temp token, sent as the `token` header. */
  token: string;
  userId: number;
  username: string | null;
  email: string | null;
  mobile: string | null;
  /** The SMS code of step 1 has been requested (not again after a reload). */
  smsSent?: boolean;
  /** Step 2 prefill from the restore link. */
  firstname?: string | null;
  lastname?: string | null;
  /** When a new e-mail code may be asked for (ms since the epoch), so a reload keeps the wait. */
  emailResendAt?: number;
  /** An unfinished registration continued (register again, or log in): a welcome-back notice. */
  resumed?: boolean;
}

/** The progress of a registration the server created or continued (register, login). */
export function progressFrom(r: RegistrationResume): RegistrationProgress {
  return {
    step: r.step,
    token: r.token,
    userId: r.id,
    username: r.username,
    email: r.email,
    mobile: r.mobile,
    emailResendAt: Date.now() + r.resend_after_seconds * 1000,
    resumed: r.resumed,
  };
}

const KEY = 'registration';

export function loadProgress(): RegistrationProgress | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as RegistrationProgress;
    const ok =
      (value.step === 1 || value.step === 2) &&
      typeof value.token === 'string' &&
      typeof value.userId === 'number';
    return ok ? value : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: RegistrationProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // storage disabled: a reload starts over
  }
}

export function clearProgress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
