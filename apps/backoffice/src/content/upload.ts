import { ApiError } from '../api/index.ts';
import { sessionStore } from '../auth/session.ts';

/**
 * POSTs `file` as the multipart `file` part to a staff path: the answer's `data`; an ApiError
 * (with the server's field errors) when refused.
 */
export async function postFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const token = sessionStore.token();
  let res: Response;
  try {
    res = await fetch(`/staff/v1${path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : {},
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', null);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    if (res.status === 401 && token) sessionStore.clear('ended');
    throw new ApiError(
      res.status,
      typeof body?.message === 'string' ? body.message : `http_${res.status}`,
      body,
    );
  }
  return (body as { data: T }).data;
}
