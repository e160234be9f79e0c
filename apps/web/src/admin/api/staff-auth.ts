import { ApiError } from '../../lib/api-client.ts';

/** Staff calls live under /staff/v1 (no skin Basic header); they carry the staff token. */
export async function staffFetch<T>(
  path: string,
  init: { method: string; body?: unknown; token?: string },
): Promise<T | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let res: Response;
  try {
    res = await fetch(`/staff/v1/${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError(res.status, b.message ?? res.statusText, b.errors ?? {});
  }
  return body as T | null;
}

/** DELETE /staff/v1/auth/logout: revokes the staff token on the server. */
export async function staffLogout(token: string): Promise<void> {
  await staffFetch('auth/logout', { method: 'DELETE', token });
}
