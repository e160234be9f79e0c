/**
 * The console's only door to the platform: `/staff/v1` with the staff bearer token. A 401 on a
 * call made with a token means the session ended (15 minutes idle, 8 hours in all, signed out
 * elsewhere, deactivated): the session is dropped and the console goes back to the sign-in.
 */
export const API_BASE = '/staff/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message` key (e.g. invalid_credentials), or `network_error`. */
    readonly key: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(key);
    this.name = 'ApiError';
  }
  /** Field errors of a 422 (`{ errors: { field: [key] } }`). */
  get fieldErrors(): Record<string, string[]> {
    const errors = this.body?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

export interface ApiDeps {
  token: () => string | null;
  /** Called once per 401 of an authenticated call. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  base?: string;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Extra headers (e.g. Accept). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createApi(deps: ApiDeps) {
  const base = deps.base ?? API_BASE;

  async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const token = deps.token();
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await (deps.fetch ?? fetch)(`${base}${path}${queryString(opts.query)}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiError(0, 'network_error', null);
    }
    if (res.ok) return res;
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status === 401 && token) deps.onUnauthorized();
    const key = typeof body?.message === 'string' ? body.message : `http_${res.status}`;
    throw new ApiError(res.status, key, body);
  }

  async function json<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
    const res = await send(method, path, opts);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => json<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      json<T>('POST', path, { ...opts, body: body ?? {} }),
    patch: <T>(path: string, body: unknown, opts?: RequestOptions) =>
      json<T>('PATCH', path, { ...opts, body }),
    put: <T>(path: string, body: unknown, opts?: RequestOptions) =>
      json<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => json<T>('DELETE', path, opts),
    /** The raw answer (files: XML, images). */
    raw: (method: string, path: string, opts?: RequestOptions) => send(method, path, opts),
  };
}
export type Api = ReturnType<typeof createApi>;
