import { clearToken, getToken } from '../auth/token.ts';
import { skinAuthorization } from './skin.ts';

/** An error answer of the platform: status, message and the spec's error keys per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The whole error body, for answers that carry more than a message (e.g. a redirect). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 401 messages meaning the session token is no longer valid. */
const SESSION_ENDED = new Set(['session_expired', 'unauthenticated', 'token_invalid']);

type Query = Record<string, string | number | boolean | undefined | null | readonly string[]>;

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v, i) => params.append(`${key}[${i}]`, String(v)));
    else params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The one API client: adds the skin header, sends JSON, turns error bodies into ApiError.
 * Returns the whole body (`{ data, meta? }`); callers pick `data`.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    /** Extra headers, e.g. the registration temp `token` of the steps before login. */
    headers?: Record<string, string>;
    /** The answer of this same call sent earlier (the game page's early launch), read as one. */
    sent?: Promise<Response>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  const auth = skinAuthorization();
  if (auth) headers.authorization = auth;
  // The player's session: every call carries it while logged in.
  const userToken = getToken();
  if (userToken) headers['user-token'] = userToken;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await (init.sent ??
      fetch(`/v1/${path}${toQueryString(init.query)}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error');
  }
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    // The server ended the session (inactivity, revoked token): the player is logged out.
    if (res.status === 401 && userToken && SESSION_ENDED.has(b.message ?? '')) {
      clearToken('expired');
    }
    throw new ApiError(
      res.status,
      b.message ?? res.statusText,
      b.errors ?? {},
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    );
  }
  return body as T;
}
