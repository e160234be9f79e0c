import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  loginErrorKey,
  loginReducer,
  offersPasskey,
  passkeyBrowserError,
  type LoginState,
} from './login-machine.ts';
import type { Session } from './session.ts';

const session: Session = {
  token: 'tok',
  expires_at: '2026-01-01T08:00:00.000Z',
  recovery_codes_left: 10,
  staff: {
    id: 1,
    email: 'admin@croupier.test',
    name: 'Admin',
    role: 'admin',
    active: true,
    last_login_at: null,
    totp_enabled: true,
    invited: false,
    created_at: '2026-01-01T00:00:00.000Z',
  },
};
const challenge = (next: 'second_factor' | 'enrol') => ({
  type: 'challenge' as const,
  data: {
    challenge: 'c'.repeat(32),
    expires_at: '2026-01-01T00:05:00.000Z',
    next,
    methods: next === 'enrol' ? [] : (['totp', 'recovery_code'] as ('totp' | 'recovery_code')[]),
  },
});
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x',
  qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('the sign-in steps', () => {
  it('goes from the password to the second factor, then into the console', () => {
    let s: LoginState = initialLoginState();
    expect(s.step).toBe('credentials');
    s = loginReducer(s, challenge('second_factor'));
    expect(s).toMatchObject({
      step: 'second_factor',
      recovery: false,
      methods: ['totp', 'recovery_code'],
    });
    s = loginReducer(s, { type: 'toggle_recovery' });
    expect(s).toMatchObject({ step: 'second_factor', recovery: true });
    s = loginReducer(s, { type: 'session', session });
    expect(s).toEqual({ step: 'done', session });
  });

  it('enrols an account without TOTP: setup, confirm, recovery codes shown once, then in', () => {
    let s = loginReducer(initialLoginState(), challenge('enrol'));
    expect(s).toMatchObject({ step: 'enrol', setup: null });
    s = loginReducer(s, { type: 'setup', data: setup });
    expect(s).toMatchObject({ step: 'enrol', setup });
    // A session without enrolment never skips the codes.
    expect(loginReducer(s, { type: 'session', session })).toBe(s);
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-0000${i}`);
    s = loginReducer(s, { type: 'enrolled', session, codes });
    expect(s).toEqual({ step: 'recovery_codes', session, codes });
    s = loginReducer(s, { type: 'codes_saved' });
    expect(s).toEqual({ step: 'done', session });
  });

  it('goes back to the first step when the challenge expired, saying why', () => {
    const s = loginReducer(loginReducer(initialLoginState(), challenge('second_factor')), {
      type: 'challenge_expired',
    });
    expect(s).toEqual({ step: 'credentials', notice: 'challenge_expired' });
  });

  it('starts with the "session ended" notice after a 401', () => {
    expect(initialLoginState('session_ended')).toEqual({
      step: 'credentials',
      notice: 'session_ended',
    });
  });

  it('ignores events that do not belong to the current step', () => {
    const start = initialLoginState();
    expect(loginReducer(start, { type: 'toggle_recovery' })).toBe(start);
    expect(loginReducer(start, { type: 'codes_saved' })).toBe(start);
    expect(loginReducer(start, { type: 'setup', data: setup })).toBe(start);
  });

  it('maps server error keys to its messages, anything else to a generic one', () => {
    expect(loginErrorKey('invalid_code')).toBe('invalid_code');
    expect(loginErrorKey('staff_inactive')).toBe('staff_inactive');
    expect(loginErrorKey('something_else')).toBe('generic');
  });

  it('offers a passkey only when the login answer lists it', () => {
    const plain = loginReducer(initialLoginState(), challenge('second_factor'));
    expect(offersPasskey(plain)).toBe(false);
    const withPasskey = loginReducer(initialLoginState(), {
      type: 'challenge',
      data: { ...challenge('second_factor').data, methods: ['totp', 'recovery_code', 'passkey'] },
    });
    expect(offersPasskey(withPasskey)).toBe(true);
    expect(offersPasskey(loginReducer(initialLoginState(), challenge('enrol')))).toBe(false);
  });

  it('explains why the browser gave no passkey', () => {
    const dom = (name: string) => Object.assign(new Error('x'), { name });
    expect(passkeyBrowserError(dom('NotAllowedError'))).toBe('cancelled');
    expect(passkeyBrowserError({ name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' })).toBe(
      'cancelled',
    );
    expect(passkeyBrowserError(new Error('WebAuthn is not supported in this browser'))).toBe(
      'unsupported',
    );
    expect(passkeyBrowserError({ name: 'SecurityError', code: 'ERROR_INVALID_DOMAIN' })).toBe(
      'wrong_address',
    );
    expect(
      passkeyBrowserError({
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    ).toBe('already_registered');
    expect(passkeyBrowserError(undefined)).toBe('failed');
  });
});
