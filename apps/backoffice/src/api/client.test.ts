import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../auth/session.ts';
import { ApiError, createApi, queryString } from './client.ts';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    size: () => m.size,
  };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(reply: () => Response) {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  store.set({
    token: 'staff-token',
    expires_at: '2026-01-01T08:00:00.000Z',
    recovery_codes_left: 10,
    staff: {
      id: 1,
      email: 'a@b.c',
      name: 'A',
      role: 'finance',
      active: true,
      last_login_at: null,
      totp_enabled: true,
      invited: false,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  });
  const fetch = vi.fn(async () => reply());
  const api = createApi({
    token: store.token,
    onUnauthorized: () => store.clear('ended'),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { store, storage, fetch, api };
}

describe('the API client', () => {
  it('sends the bearer token and answers the JSON', async () => {
    const { api, fetch } = setup(() => json(200, { data: [1] }));
    await expect(api.get('/payments', { query: { type: 2, status: undefined } })).resolves.toEqual({
      data: [1],
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/staff/v1/payments?type=2');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
  });

  it('ends the session on a 401 of an authenticated call (idle or 8 hours)', async () => {
    const { api, store, storage } = setup(() => json(401, { message: 'unauthenticated' }));
    const listener = vi.fn();
    store.subscribe(listener);
    const err = await api.get('/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).key).toBe('unauthenticated');
    expect(store.get()).toBeNull();
    expect(store.endReason()).toBe('ended');
    expect(storage.size()).toBe(0);
    expect(listener).toHaveBeenCalled();
  });

  it('does not treat a wrong password (401 without a session) as a session end', async () => {
    const onUnauthorized = vi.fn();
    const api = createApi({
      token: () => null,
      onUnauthorized,
      fetch: (async () => json(401, { message: 'invalid_credentials' })) as typeof fetch,
    });
    const err = (await api
      .post('/auth/login', { email: 'x', password: 'y' })
      .catch((e) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(err.key).toBe('invalid_credentials');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on a 403 and explains it by its key', async () => {
    const { api, store } = setup(() => json(403, { message: 'forbidden' }));
    const err = (await api.get('/staff').catch((e) => e)) as ApiError;
    expect(err.status).toBe(403);
    expect(store.get()).not.toBeNull();
  });

  it('reports a network failure as network_error and 422 field errors', async () => {
    const down = createApi({
      token: () => null,
      onUnauthorized: () => {},
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(((await down.get('/me').catch((e) => e)) as ApiError).key).toBe('network_error');
    const { api } = setup(() =>
      json(422, { message: 'validation', errors: { reason: ['field_required'] } }),
    );
    const err = (await api
      .post('/payments/1/withdraw', { action: 'decline' })
      .catch((e) => e)) as ApiError;
    expect(err.fieldErrors).toEqual({ reason: ['field_required'] });
  });

  it('builds query strings without empty values', () => {
    expect(queryString({ a: 1, b: '', c: null, d: undefined, e: 'x y' })).toBe('?a=1&e=x+y');
    expect(queryString({})).toBe('');
  });
});
