import type { StaffLoginChallenge, TotpSetup } from '@croupier/contract/staff-auth';
import type { Session } from './session.ts';

/**
 * The sign-in's steps (packages/contract/src/staff-auth.ts):
 * credentials → (second_factor | enrol → recovery_codes) → done.
 * A pure reducer: the page sends it the server's answers and renders the state.
 */
export type LoginState =
  | { step: 'credentials'; notice: LoginNotice | null }
  | {
      step: 'second_factor';
      challenge: string;
      methods: StaffLoginChallenge['methods'];
      /** Typing a recovery code instead of a TOTP code. */
      recovery: boolean;
    }
  | { step: 'enrol'; challenge: string; setup: TotpSetup | null }
  | { step: 'recovery_codes'; session: Session; codes: string[] }
  | { step: 'done'; session: Session };

/** Why the form is back at the first step. */
export type LoginNotice = 'session_ended' | 'challenge_expired' | null;

export type LoginEvent =
  | { type: 'challenge'; data: StaffLoginChallenge }
  | { type: 'toggle_recovery' }
  | { type: 'setup'; data: TotpSetup }
  | { type: 'session'; session: Session }
  | { type: 'enrolled'; session: Session; codes: string[] }
  | { type: 'codes_saved' }
  | { type: 'challenge_expired' }
  | { type: 'restart' };

export function initialLoginState(notice: LoginNotice = null): LoginState {
  return { step: 'credentials', notice };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'challenge':
      return event.data.next === 'enrol'
        ? { step: 'enrol', challenge: event.data.challenge, setup: null }
        : {
            step: 'second_factor',
            challenge: event.data.challenge,
            methods: event.data.methods,
            recovery: false,
          };
    case 'toggle_recovery':
      return state.step === 'second_factor' ? { ...state, recovery: !state.recovery } : state;
    case 'setup':
      return state.step === 'enrol' ? { ...state, setup: event.data } : state;
    case 'session':
      return state.step === 'second_factor' ? { step: 'done', session: event.session } : state;
    case 'enrolled':
      return state.step === 'enrol'
        ? { step: 'recovery_codes', session: event.session, codes: event.codes }
        : state;
    case 'codes_saved':
      return state.step === 'recovery_codes' ? { step: 'done', session: state.session } : state;
    case 'challenge_expired':
      return initialLoginState('challenge_expired');
    case 'restart':
      return initialLoginState();
  }
}

/** Sign-in errors (the server's `message`) the form explains; anything else is generic. */
export const LOGIN_ERRORS = [
  'invalid_credentials',
  'invalid_code',
  'challenge_expired',
  'too_many_login_attempts',
  'staff_inactive',
  'totp_already_enrolled',
  'totp_enrolment_required',
  'passkey_failed',
] as const;
export function loginErrorKey(key: string): string {
  return (LOGIN_ERRORS as readonly string[]).includes(key) ? key : 'generic';
}

/** The second-factor step offers a passkey (the member registered one). */
export function offersPasskey(state: LoginState): boolean {
  return state.step === 'second_factor' && state.methods.includes('passkey');
}

/** Why the browser gave no passkey answer (texts: login.passkey.errors.*). */
export type PasskeyBrowserError =
  'cancelled' | 'unsupported' | 'wrong_address' | 'already_registered' | 'failed';

/**
 * The browser's refusal of navigator.credentials (a WebAuthnError of @simplewebauthn/browser,
 * with `code`, or the DOMException it wraps, by `name`) as a reason the console explains.
 */
export function passkeyBrowserError(err: unknown): PasskeyBrowserError {
  const e = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  const name = typeof e.name === 'string' ? e.name : '';
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'already_registered';
  }
  if (
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    name === 'SecurityError'
  ) {
    return 'wrong_address';
  }
  if (/not supported/i.test(message) || name === 'NotSupportedError') return 'unsupported';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'cancelled';
  }
  return 'failed';
}
