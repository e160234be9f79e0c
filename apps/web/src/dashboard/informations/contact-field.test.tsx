// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@croupier/contract/constants';
import type { Player } from '../../auth/session.ts';
import { ContactField } from './contact-field.tsx';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && 'seconds' in options ? `${key}:${String(options.seconds)}` : key,
  }),
}));

const player = {
  user_id: 7,
  id: 7,
  email: 'anna@example.com',
  email_verified_at: null,
  mobile: '+35699000009',
  sms_verified_at: '2026-01-01T00:00:00.000Z',
} as unknown as Player;

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://site').pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
      calls.push({ method: init.method ?? 'GET', path, body });
      if (path === '/v1/me') return answer(200, { data: { ...player, ...(body as object) } });
      if (path.endsWith('/send_email/verification')) {
        return answer(200, { data: { sent: true, resend_after_seconds: 60, expires_at: '' } });
      }
      if (path.endsWith('/verify_email')) {
        const ok = (body as { verification: string }).verification === '123456';
        return ok
          ? answer(200, {
              data: { status: 'success', email_verified_at: 'now', sms_verified_at: null },
            })
          : answer(422, { message: 'invalid', errors: { verification: ['code_is_wrong'] } });
      }
      return answer(404, { message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderField(channel: 'email' | 'sms') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard/informations']}>
        <ContactField player={player} channel={channel} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactField', () => {
  it('locks a verified value: read-only, no confirm button', () => {
    renderField('sms');
    const input = screen.getByLabelText<HTMLInputElement>('mobile');
    expect(input.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'confirm_phone' })).toBeNull();
    expect(screen.getByText('verified_value')).toBeTruthy();
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    renderField('email');
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'confirm_email' }));
    expect(await screen.findByText('myprofile:error_email_error')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('saves a changed e-mail, sends a code with a 60 s countdown, then verifies it', async () => {
    renderField('email');
    fireEvent.change(screen.getByLabelText('email'), { target: { value: ' New@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'confirm_email' }));

    const code = await screen.findByLabelText('email_code');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /v1/me',
      'POST /v1/notifications/players/send_email/verification',
    ]);
    expect(calls[0]?.body).toEqual({ email: 'new@example.com' });
    expect(calls[1]?.body).toEqual({ user_id: 7 });
    // The button counts down and the deadline survives a reload (local storage).
    expect(screen.getByRole('button', { name: /^resend_in:(60|59)$/ })).toHaveProperty(
      'disabled',
      true,
    );
    const until = Number(localStorage.getItem(STORAGE_KEYS.confirmEmailUntil));
    expect(until - Date.now()).toBeGreaterThan(58_000);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByText('myprofile:error_code_is_wrong')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByText('email_verified_now')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('email_code')).toBeNull());
  });

  it('does not save an unchanged e-mail again, only sends the code', async () => {
    renderField('email');
    fireEvent.click(screen.getByRole('button', { name: 'confirm_email' }));
    await screen.findByLabelText('email_code');
    expect(calls.map((c) => c.path)).toEqual(['/v1/notifications/players/send_email/verification']);
  });
});
