// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Message } from '@croupier/contract/messages';
import { clearToken, setToken } from '../auth/token.ts';
import { useBalance } from '../auth/session.ts';
import type { RealtimeOptions } from './realtime.ts';
import MessagesHost from './messages-host.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));
const realtime = vi.hoisted(() => ({
  options: null as RealtimeOptions | null,
  disconnect: vi.fn(),
}));
vi.mock('./realtime.ts', () => ({
  afterFirstScreen: (task: () => void) => {
    task();
    return () => {};
  },
  connectRealtime: (options: RealtimeOptions) => {
    realtime.options = options;
    return realtime.disconnect;
  },
}));

const PLAYER = {
  id: 42,
  user_id: 42,
  currency: { id: 1, code: 'EUR', symbol: '€' },
  information: { reality_minutes: 30 },
  balance: { total: 10, bonus: 0 },
};

const message = (id: number, values: Partial<Message> = {}): Message => ({
  id,
  type: 'custom',
  subject: `Subject ${id}`,
  body: `Body ${id}`,
  image: null,
  duration: null,
  params: {},
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: null,
  ...values,
});

let unread: Message[] = [];
const calls: string[] = [];

function stubPlatform() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://site').pathname;
      calls.push(path);
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/v1/me') return json({ data: PLAYER });
      if (path === '/v1/me/balance') return json({ data: PLAYER.balance });
      if (path === '/v1/me/messages/readone') return json({ data: unread[0] ?? null });
      const read = /^\/v1\/me\/messages\/(\d+)$/.exec(path);
      if (read) {
        const found = unread.find((m) => m.id === Number(read[1]));
        unread = unread.filter((m) => m.id !== Number(read[1]));
        return json({ data: { ...found, read_at: '2026-11-25T10:00:01.000Z' } });
      }
      if (path === '/v1/me/messages') {
        return json({
          data: [],
          meta: { current_page: 1, per_page: 20, total: 0, last_page: 1, unread: unread.length },
        });
      }
      return json({ message: 'not_found' }, 404);
    }),
  );
}

function BalanceWatcher() {
  useBalance();
  return null;
}

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: (
          <>
            <MessagesHost />
            <BalanceWatcher />
          </>
        ),
      },
    ],
    { initialEntries: ['/en/casino'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, ...view };
}

const count = (path: string) => calls.filter((c) => c === path).length;

beforeEach(() => {
  unread = [];
  calls.length = 0;
  realtime.options = null;
  realtime.disconnect.mockClear();
  setToken('session-token');
  stubPlatform();
});
afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the message popups', () => {
  it('opens the oldest unread message, marks it read, then shows the next', async () => {
    unread = [message(1), message(2, { subject: 'Second', body: 'Line 1\nLine 2' })];
    mount();
    const first = await screen.findByRole('dialog', { name: 'Subject 1' });
    expect(first.textContent).toContain('Body 1');
    await waitFor(() => expect(count('/v1/me/messages/1')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    expect(second.textContent).toContain('Line 1\nLine 2');
    await waitFor(() => expect(count('/v1/me/messages/2')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each message was marked read once, even under StrictMode.
    expect(count('/v1/me/messages/1')).toBe(1);
  });

  it('polls every 5 seconds while no popup is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const before = count('/v1/me/messages/readone');
    expect(before).toBeGreaterThanOrEqual(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(count('/v1/me/messages/readone')).toBe(before + 1);
    unread = [message(3)];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('dialog', { name: 'Subject 3' })).toBeTruthy();
    // While it is open, no polling.
    const open = count('/v1/me/messages/readone');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count('/v1/me/messages/readone')).toBe(open);
  });

  it('firstLogin leads to the limits page', async () => {
    unread = [message(4, { type: 'firstLogin', subject: 'x' })];
    const { router } = mount();
    await screen.findByRole('dialog', { name: 'first_login_title' });
    fireEvent.click(screen.getByRole('button', { name: 'set_limits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard/limits'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a reality check counts down and closes itself; return home goes home', async () => {
    unread = [
      message(5, { type: 'realityCheck', duration: 1 }),
      message(6, { type: 'realityCheck', params: { minutes: 45 } }),
    ];
    const { router } = mount();
    const dialog = await screen.findByRole('alertdialog', { name: 'reality_check_title' });
    expect(dialog.textContent).toContain('reality_check_text {"minutes":30}');
    expect(dialog.textContent).toContain('countdown {"seconds":1}');
    // The countdown's end closes it; the next message follows at once.
    const next = await screen.findByText('reality_check_text {"minutes":45}', undefined, {
      timeout: 3000,
    });
    expect(next.closest('[role="alertdialog"]')?.textContent).toContain('countdown {"seconds":60}');
    fireEvent.click(screen.getByRole('button', { name: 'return_home' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en');
  });

  it('a message from the socket shows at once; a campaign event reloads the balance', async () => {
    mount();
    await waitFor(() => expect(realtime.options).not.toBeNull());
    expect(realtime.options).toMatchObject({ token: 'session-token', playerId: 42 });
    act(() => realtime.options!.onMessage(message(7, { subject: 'Live' })));
    expect(await screen.findByRole('dialog', { name: 'Live' })).toBeTruthy();
    await waitFor(() => expect(count('/v1/me/messages/7')).toBe(1));
    // Another one while a popup is open waits its turn (it stays unread).
    act(() => realtime.options!.onMessage(message(8, { subject: 'Later' })));
    expect(screen.getByRole('dialog', { name: 'Live' })).toBeTruthy();

    const balances = count('/v1/me/balance');
    act(() => realtime.options!.onCampaign({ type: 'campaignReached', campaign_id: 1 }));
    await waitFor(() => expect(count('/v1/me/balance')).toBeGreaterThan(balances));
  });

  it("campaignReached's refresh balance reads the balance again and keeps the page", async () => {
    unread = [message(9, { type: 'campaignReached', params: { campaign: 'Starter' } })];
    const { router } = mount();
    expect(await screen.findByRole('dialog', { name: 'campaign_reached_title' })).toBeTruthy();
    const balances = count('/v1/me/balance');
    fireEvent.click(screen.getByRole('button', { name: 'refresh_balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(count('/v1/me/balance')).toBeGreaterThan(balances));
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('logging out (unmounting) disconnects the socket', async () => {
    const { unmount } = mount();
    await waitFor(() => expect(realtime.options).not.toBeNull());
    unmount();
    expect(realtime.disconnect).toHaveBeenCalled();
  });
});
