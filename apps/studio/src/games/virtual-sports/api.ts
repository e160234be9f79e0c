/** The frame's calls to `/studio/v1/virtual/*` (types in @croupier/contract/virtual-sports). */
import type { VirtualBetView, VirtualEventView } from '@croupier/contract/virtual-sports';
import { errorFromResponse, StudioApiError } from '../../api/client.ts';
import { browserTokenEnv, takeSessionToken } from '../../api/session-token.ts';

let token: string | null | undefined;
const sessionToken = () => {
  // The shell took the token out of the address already: this reads the one it stored.
  if (token === undefined) token = takeSessionToken(browserTokenEnv());
  return token;
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        'studio-session': sessionToken() ?? '',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      credentials: 'omit',
    });
  } catch {
    throw new StudioApiError('network', 0, 'network');
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw errorFromResponse(res.status, json);
  return (json as { data: T }).data;
}

export interface UpcomingAnswer {
  serverTime: string;
  intervalSeconds: number;
  events: VirtualEventView[];
  balance: number | null;
}

export const virtualApi = {
  upcoming: () => call<UpcomingAnswer>('GET', '/studio/v1/virtual/events'),
  event: (id: number) => call<VirtualEventView>('GET', `/studio/v1/virtual/events/${id}`),
  results: () => call<VirtualEventView[]>('GET', '/studio/v1/virtual/results'),
  bets: () =>
    call<{ bets: VirtualBetView[]; balance: number | null }>('GET', '/studio/v1/virtual/bets'),
  bet: (body: { eventId: number; selection: string; stake: number; requestId: string }) =>
    call<{ bet: VirtualBetView; balance: number }>('POST', '/studio/v1/virtual/bets', body),
};
