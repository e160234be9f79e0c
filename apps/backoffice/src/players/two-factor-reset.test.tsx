/**
 * The player page's two-factor reset dialog: a reason is required before anything is sent; the
 * reason goes to POST .../two-factor/reset; the server's refusal (off already) is shown.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { PlayerActionDialogs } from './actions.tsx';
import type { PlayerProfile } from './api.ts';

const player = {
  id: 7,
  skin_id: 1,
  nickname: 'lucky7',
  email: 'l***@e***.com',
  currency: 'EUR',
  status: 'active',
  flags: { is_pep: false, is_ubo: false, is_test: false, risky_country: false },
  two_factor: { enabled: true, enabled_at: '2026-11-01T10:00:00.000Z' },
} as unknown as PlayerProfile;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const posts: { path: string; body: unknown }[] = [];
let answer: () => Response;

beforeEach(() => {
  posts.length = 0;
  answer = () => json(200, { data: { id: 7, two_factor: { enabled: false, enabled_at: null } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://x').pathname;
      if (init.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlayerActionDialogs player={player} open="two_factor_reset" onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the two-factor reset dialog', () => {
  it('needs a reason, then sends it and says the player’s two-factor login is off', async () => {
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor login of lucky7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason (internal, kept in the audit log)'), {
      target: { value: '  Lost phone and codes; identity checked  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        path: '/staff/v1/players/7/two-factor/reset',
        body: { reason: 'Lost phone and codes; identity checked' },
      },
    ]);
    expect(await screen.findByText('Two-factor login of lucky7 is off.')).toBeTruthy();
  });

  it('shows the refusal when it is off already', async () => {
    answer = () => json(409, { message: 'two_factor_not_enabled' });
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (internal, kept in the audit log)'), {
      target: { value: 'Lost phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The player’s two-factor login is off already.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
