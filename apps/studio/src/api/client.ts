/**
 * The frame's only way to the server (`/studio/v1/...`, types in @croupier/contract/studio).
 *
 * Money-moving calls carry a `requestId` the server uses as the idempotency key: a retry of the
 * same attempt (after a timeout or a dropped connection, when we cannot know whether the server
 * got it) repeats the id, so the bet is placed at most once; a new attempt gets a new id.
 */
import { stableJson } from '../lib/stable-json.ts';
import type {
  RoundListResponse,
  RoundResponse,
  SessionResponse,
  StudioSession,
} from '@croupier/contract/studio';

export type StudioErrorKind = 'session' | 'network' | 'server' | 'rule';

/** A refused or failed call: `key` is a translation key of the shell or the engine UI. */
export class StudioApiError extends Error {
  constructor(
    readonly kind: StudioErrorKind,
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'StudioApiError';
  }
}

/** Maps an HTTP answer that is not 2xx to an error (body already parsed, or null). */
export function errorFromResponse(status: number, body: unknown): StudioApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : '';
  const params = readParams(record.params);
  if (status === 401) return new StudioApiError('session', status, 'session_ended', {}, record);
  if (status === 429) return new StudioApiError('rule', status, 'too_many_requests', {}, record);
  if (status >= 500 && message !== 'game_not_available') {
    return new StudioApiError('server', status, 'server', {}, record);
  }
  // A key is a short snake_case word; anything else (a validation sentence) is not for players.
  const key = /^[a-z][a-z0-9_.]{0,63}$/.test(message)
    ? message
    : status === 422
      ? 'bet_invalid'
      : 'server';
  // 402 carries the current balance next to the message: it doubles as a placeholder.
  if (
    key === 'insufficient_funds' &&
    typeof record.balance === 'number' &&
    !('balance' in params)
  ) {
    params.balance = record.balance;
  }
  return new StudioApiError(key === 'server' ? 'server' : 'rule', status, key, params, record);
}

function readParams(value: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') out[name] = v;
  }
  return out;
}

/**
 * The request ids of money-moving attempts. An attempt is identified by what it sends (kind,
 * round, payload): while its last try ended without an answer (network error), the same attempt
 * gets the same id again; any answer from the server (success or refusal) closes it.
 */
export class AttemptIds {
  private pending: { signature: string; id: string } | null = null;

  constructor(private readonly newId: () => string = () => crypto.randomUUID()) {}

  idFor(signature: string): string {
    if (this.pending?.signature === signature) return this.pending.id;
    const id = this.newId();
    this.pending = { signature, id };
    return id;
  }

  /** The server answered: the next attempt, even an identical one, is a new bet. */
  answered(signature: string): void {
    if (this.pending?.signature === signature) this.pending = null;
  }
}

export function signatureOf(kind: string, target: string, payload: unknown): string {
  return `${kind}\u0000${target}\u0000${stableJson(payload)}`;
}

/** JSON with sorted object keys: the same bet built in another key order is the same attempt. */
export interface ClientOptions {
  token: string;
  fetch?: typeof fetch;
  /** Base of the API (tests); default the frame's own origin. */
  base?: string;
  /** Delays of the automatic retries after a network error (ms). */
  retryDelays?: readonly number[];
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

export type RoundAnswer = RoundResponse['data'];

export interface PlayOptions {
  /** Play a free spin of the active bonus campaign (the server sets the stake). */
  freespin?: boolean;
}

export interface StudioClient {
  session(): Promise<StudioSession>;
  /** A paid bet, or with `freespin` one of the bonus campaign's free spins (see `FreeSpins`). */
  play(bet: unknown, clientSeed: string, options?: PlayOptions): Promise<RoundAnswer>;
  act(roundId: string, action: unknown): Promise<RoundAnswer>;
  round(roundId: string): Promise<RoundAnswer>;
  rounds(page: number, perPage?: number): Promise<RoundListResponse>;
}

export function createStudioClient(options: ClientOptions): StudioClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.base ?? '';
  const retryDelays = options.retryDelays ?? [400, 1200];
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const attempts = new AttemptIds(options.newId);

  async function once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          'studio-session': options.token,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch {
      throw new StudioApiError('network', 0, 'network');
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // An HTML error page of a proxy, or an empty body: the status says enough.
    }
    if (!response.ok) throw errorFromResponse(response.status, parsed);
    return parsed as T;
  }

  /** Network errors are retried with the same body (so the same requestId): safe by design. */
  async function withRetry<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, body);
      } catch (error) {
        const delay = retryDelays[attempt];
        if (!(error instanceof StudioApiError && error.kind === 'network') || delay === undefined) {
          throw error;
        }
        await sleep(delay);
      }
    }
  }

  async function moneyCall(signature: string, path: string, body: Record<string, unknown>) {
    const requestId = attempts.idFor(signature);
    try {
      const answer = await withRetry<RoundResponse>('POST', path, { ...body, requestId });
      attempts.answered(signature);
      return answer.data;
    } catch (error) {
      if (!(error instanceof StudioApiError && error.kind === 'network'))
        attempts.answered(signature);
      throw error;
    }
  }

  return {
    async session() {
      return (await withRetry<SessionResponse>('GET', '/studio/v1/session')).data;
    },
    play(bet, clientSeed, options = {}) {
      const freespin = options.freespin === true;
      return moneyCall(
        signatureOf(freespin ? 'freespin' : 'play', clientSeed, bet),
        '/studio/v1/rounds',
        { bet, clientSeed, ...(freespin ? { freespin } : {}) },
      );
    },
    act(roundId, action) {
      return moneyCall(
        signatureOf('act', roundId, action),
        `/studio/v1/rounds/${encodeURIComponent(roundId)}/actions`,
        { action },
      );
    },
    async round(roundId) {
      const path = `/studio/v1/rounds/${encodeURIComponent(roundId)}`;
      return (await withRetry<RoundResponse>('GET', path)).data;
    },
    rounds(page, perPage = 20) {
      return withRetry<RoundListResponse>(
        'GET',
        `/studio/v1/rounds?page=${page}&per_page=${perPage}`,
      );
    },
  };
}

export { stableJson };
