// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SessionWatcher } from './session-watcher.tsx';
import { getToken, setToken } from './token.ts';

vi.mock('../lib/i18n.ts', () => ({
  i18n: { language: 'en', loadNamespaces: () => Promise.resolve(), t: (k: string) => k },
}));

const calls: string[] = [];
const player = { is_crypt: true };

function respond(url: string, init?: RequestInit) {
  const method = init?.method ?? 'GET';
  const path = new URL(url, 'http://site.test').pathname;
  calls.push(`${method} ${path}`);
  if (path === '/v1/me') return new Response(JSON.stringify({ data: player }), { status: 200 });
  return new Response(null, { status: 204 });
}

function mount() {
  const queryClient = new QueryClient();
  const router = createMemoryRouter([{ path: '*', element: <SessionWatcher /> }], {
    initialEntries: ['/en/casino'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const minutes = (n: number) => n * 60_000;

describe('session watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => Promise.resolve(respond(url, init))),
    );
    calls.length = 0;
    player.is_crypt = true;
    setToken('session-token');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('logs the player out after 30 minutes without activity and goes home', async () => {
    const { router } = mount();
    await act(() => vi.advanceTimersByTimeAsync(minutes(29)));
    expect(getToken()).toBe('session-token');
    await act(() => vi.advanceTimersByTimeAsync(minutes(1.5)));
    expect(calls).toContain('DELETE /v1/auth/logout');
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/en');
  });

  it('keeps an active player logged in and sends the heartbeat at most once a minute', async () => {
    mount();
    for (let i = 0; i < 40; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      act(() => {
        window.dispatchEvent(new Event('mousemove'));
      });
    }
    // 20 minutes of activity every 30 s: one heartbeat per minute.
    const beats = calls.filter((c) => c === 'POST /v1/auth/activity').length;
    expect(beats).toBe(20);
    await act(() => vi.advanceTimersByTimeAsync(minutes(29)));
    expect(getToken()).toBe('session-token');
  });

  it('sends an imported player to the password change page', async () => {
    player.is_crypt = false;
    const { router } = mount();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/en/changePassword');
  });

  it('drops the player queries when the session ends', async () => {
    const { queryClient } = mount();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(queryClient.getQueryData(['me'])).toEqual(player);
    const { logout } = await import('./session.ts');
    await act(() => logout());
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });
});
