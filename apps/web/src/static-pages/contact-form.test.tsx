// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { clearToken, setToken } from '../auth/token.ts';
import ContactForm from './contact-form.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../components/captcha.tsx', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-payload')}>
      solve captcha
    </button>
  ),
}));

let answer: { status: number; body: unknown } = { status: 200, body: { data: { sent: true } } };
const sent: { path: string; body: unknown; headers: Record<string, string> }[] = [];

function stubPlatform() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://site').pathname;
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/v1/me') return json({ data: { id: 5, email: 'player@example.test' } });
      if (path === '/v1/skin/settings') return json({ data: { ref_id: 'croupier' } });
      if (path === '/v1/notifications/messages/custom_email') {
        sent.push({
          path,
          body: JSON.parse(String(init?.body)),
          headers: init?.headers as Record<string, string>,
        });
        return json(answer.body, answer.status);
      }
      return json({ message: 'not_found' }, 404);
    }),
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/contact']}>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'contact_send' }));

beforeEach(() => {
  answer = { status: 200, body: { data: { sent: true } } };
  sent.length = 0;
  toast.success.mockClear();
  toast.error.mockClear();
  stubPlatform();
});
afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
});

describe('the contact form', () => {
  it('a guest fills it in, solves the captcha and sends it: "message sent"', async () => {
    mount();
    submit();
    expect(await screen.findAllByText('contact_required')).toHaveLength(3);
    expect(screen.getByText('contact_captcha_required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fill('contact_email', 'guest@example');
    fill('contact_subject', 'My withdrawal');
    fill('contact_message', 'Hello,\nwhere is it?');
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    submit();
    expect(await screen.findByText('contact_email_invalid')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fill('contact_email', ' guest@example.test ');
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('contact_sent'));
    expect(sent[0]?.body).toEqual({
      emails: 'guest@example.test',
      subject: 'My withdrawal',
      body: 'Hello,\nwhere is it?',
      ref_id: 'croupier',
      captcha: 'solved-payload',
    });
    expect((screen.getByLabelText('contact_subject') as HTMLInputElement).value).toBe('');
  });

  it('a logged-in player gets the e-mail prefilled and no captcha', async () => {
    setToken('session-token');
    mount();
    await waitFor(() =>
      expect((screen.getByLabelText('contact_email') as HTMLInputElement).value).toBe(
        'player@example.test',
      ),
    );
    expect(screen.queryByRole('button', { name: 'solve captcha' })).toBeNull();
    fill('contact_subject', 'Question');
    fill('contact_message', 'About my bonus');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({
      emails: 'player@example.test',
      subject: 'Question',
      body: 'About my bonus',
      ref_id: 'croupier',
    });
    expect(sent[0]?.headers['user-token']).toBe('session-token');
  });

  it('a refusal says ERROR, with the reason; a refused captcha asks for a new one', async () => {
    setToken('session-token');
    mount();
    await waitFor(() =>
      expect((screen.getByLabelText('contact_email') as HTMLInputElement).value).not.toBe(''),
    );
    fill('contact_subject', 'Question');
    fill('contact_message', 'Text');
    answer = { status: 429, body: { message: 'too_many_requests' } };
    submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('contact_error', {
        description: 'contact_too_many',
      }),
    );
    clearToken();
    cleanup();
    mount();
    fill('contact_email', 'guest@example.test');
    fill('contact_subject', 'Question');
    fill('contact_message', 'Text');
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    answer = {
      status: 422,
      body: { message: 'invalid', errors: { captcha: ['captcha_invalid'] } },
    };
    submit();
    expect(await screen.findByText('contact_captcha_invalid')).toBeTruthy();
    expect(toast.error).toHaveBeenLastCalledWith('contact_error', {
      description: 'contact_failed',
    });
  });
});
