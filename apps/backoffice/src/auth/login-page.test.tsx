import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../i18n/index.ts';
import { LoginPage } from './login-page.tsx';
import { getPasskey } from './passkey.ts';
import { sessionStore } from './session.ts';

// The browser's WebAuthn prompt (navigator.credentials.get via @simplewebauthn/browser).
vi.mock('./passkey.ts', () => ({ getPasskey: vi.fn(), createPasskey: vi.fn() }));

const staff = {
  id: 1,
  email: 'admin@croupier.test',
  name: 'Admin',
  role: 'admin',
  active: true,
  last_login_at: null,
  totp_enabled: true,
  invited: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
const sessionBody = {
  token: 'staff-token',
  expires_at: '2026-01-01T08:00:00.000Z',
  idle_minutes: 15,
  staff,
  recovery_codes_left: 10,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>console home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signInWithPassword() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'admin@croupier.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the sign-in page', () => {
  const calls: { url: string; body: unknown }[] = [];
  let replies: Response[] = [];
  beforeEach(() => {
    calls.length = 0;
    sessionStore.clear(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const next = replies.shift();
        if (!next) throw new Error(`unexpected call ${url}`);
        return next;
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes the password, then the TOTP code, and opens the console', async () => {
    replies = [
      json(200, {
        data: {
          challenge: 'c'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp', 'recovery_code'],
        },
      }),
      json(200, { data: sessionBody }),
    ];
    renderLogin();
    await signInWithPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('console home');
    expect(calls.map((c) => c.url)).toEqual([
      '/staff/v1/auth/login',
      '/staff/v1/auth/second-factor',
    ]);
    expect(calls[1]?.body).toEqual({ challenge: 'c'.repeat(32), code: '123456' });
    expect(sessionStore.token()).toBe('staff-token');
  });

  it('switches to a recovery code', async () => {
    replies = [
      json(200, {
        data: {
          challenge: 'c'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp'],
        },
      }),
      json(200, { data: sessionBody }),
    ];
    renderLogin();
    await signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('console home');
    expect(calls[1]?.body).toEqual({ challenge: 'c'.repeat(32), recovery_code: 'abcde-12345' });
  });

  it('enrols: QR and secret, the code, then the recovery codes shown once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-1234${i}`);
    replies = [
      json(200, {
        data: { challenge: 'e'.repeat(32), expires_at: 'x', next: 'enrol', methods: [] },
      }),
      json(200, {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      json(200, { data: { ...sessionBody, recovery_codes: codes } }),
    ];
    renderLogin();
    await signInWithPassword();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await screen.findByRole('heading', { name: 'Your recovery codes' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // Not in the console before the codes are acknowledged.
    expect(sessionStore.token()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await screen.findByText('console home');
    expect(sessionStore.token()).toBe('staff-token');
  });

  it('explains a wrong password and goes back to the start on an expired challenge', async () => {
    replies = [json(401, { message: 'invalid_credentials' })];
    renderLogin();
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is wrong.');

    replies = [
      json(200, {
        data: {
          challenge: 'c'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp'],
        },
      }),
      json(401, { message: 'challenge_expired' }),
    ];
    await signInWithPassword();
    fireEvent.change(await screen.findByLabelText('Authentication code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/took too long/);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toBeTruthy());
  });

  it('tells how long to wait after too many attempts', async () => {
    replies = [json(429, { message: 'too_many_login_attempts', retry_after_seconds: 600 })];
    renderLogin();
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Try again in 10 min.',
    );
  });

  it('says the session ended after a 401 sent the user here', async () => {
    sessionStore.clear('ended');
    renderLogin();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session ended. Sign in again.',
    );
  });

  it('offers a passkey when the login answer lists one, and signs in with it', async () => {
    const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    vi.mocked(getPasskey).mockResolvedValueOnce(assertion as never);
    replies = [
      json(200, {
        data: {
          challenge: 'p'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp', 'recovery_code', 'passkey'],
        },
      }),
      json(200, { data: { challenge: 'webauthn-challenge', rpId: 'localhost' } }),
      json(200, { data: sessionBody }),
    ];
    renderLogin();
    await signInWithPassword();
    await screen.findByLabelText('Authentication code');
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await screen.findByText('console home');
    expect(vi.mocked(getPasskey)).toHaveBeenCalledWith({
      challenge: 'webauthn-challenge',
      rpId: 'localhost',
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/staff/v1/auth/login',
      '/staff/v1/auth/second-factor/passkey-options',
      '/staff/v1/auth/second-factor',
    ]);
    expect(calls[2]?.body).toEqual({ challenge: 'p'.repeat(32), passkey: assertion });
  });

  it('says so when the browser gives no passkey, and keeps the code field', async () => {
    vi.mocked(getPasskey).mockRejectedValueOnce(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    replies = [
      json(200, {
        data: {
          challenge: 'p'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp', 'passkey'],
        },
      }),
      json(200, { data: { challenge: 'webauthn-challenge' } }),
    ];
    renderLogin();
    await signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No passkey was used (cancelled or timed out). Try again or enter a code.',
    );
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('shows no passkey button when the account has none', async () => {
    replies = [
      json(200, {
        data: {
          challenge: 'c'.repeat(32),
          expires_at: 'x',
          next: 'second_factor',
          methods: ['totp', 'recovery_code'],
        },
      }),
    ];
    renderLogin();
    await signInWithPassword();
    await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
