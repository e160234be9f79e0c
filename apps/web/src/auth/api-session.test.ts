import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../lib/api-client.ts';
import { getToken, setToken } from './token.ts';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('API client and the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the session token as user-token', async () => {
    setToken('tok-123');
    const fetch = answer(200, { data: {} });
    await api('me');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['user-token']).toBe('tok-123');
  });

  it('sends no user-token for a guest', async () => {
    const fetch = answer(200, { data: {} });
    await api('casino/games');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('user-token');
  });

  it('logs the player out when the server ended the session', async () => {
    setToken('tok-123');
    answer(401, { message: 'session_expired' });
    await expect(api('me/balance')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
  });

  it('keeps the session on other refusals', async () => {
    setToken('tok-123');
    answer(401, { message: 'password_current_wrong' });
    await expect(api('me', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    answer(403, { message: 'forbidden' });
    await expect(api('me/limits')).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('tok-123');
  });
});
