/**
 * Hub88's Games API, operator -> Hub88 (docs.hub88.io, Operator API, "Games API"): the game URL
 * (`POST /operator/generic/v2/game/url`; demo through the same endpoint with currency `XXX` and
 * no user or token, as documented) and the game list (`POST /operator/generic/v2/game/list`).
 * Every request is signed with our private key; Hub88 answers errors with an HTTP code and
 * `{ "error": "<description>" }`.
 */
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { gameListItem, type GameListItem } from './protocol.ts';
import { SIGNATURE_HEADER, signBody } from './signature.ts';

/** The transport of Games API calls (global fetch by default). */
export type FetchLike = (
  input: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    signal?: AbortSignal;
  },
) => Promise<Response>;

export interface Hub88ClientOptions {
  /** HUB88_API_URL (no trailing slash needed). */
  apiUrl: string;
  operatorId: number;
  privateKey: KeyObject;
  subPartnerId?: string | null;
  fetch?: FetchLike;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

/** A failed Games API call: Hub88's HTTP status (0: no answer) and its `error` text. */
export class Hub88ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(`hub88 games api: ${status} ${error}`);
    this.name = 'Hub88ApiError';
  }
}

export interface GameUrlInput {
  gameCode: string;
  /** Our `user` value (protocol.ts userOf). */
  user: string;
  /** The session token our launch issued. */
  token: string;
  currency: string;
  /** ISO 639-1. */
  lang: string;
  /** ISO 3166-1 alpha-2 (Hub88's example uses `XX` for an unknown country). */
  country: string | null;
  ip: string | null;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  lobbyUrl: string;
  depositUrl?: string | null;
}

export type DemoUrlInput = Omit<GameUrlInput, 'user' | 'token' | 'currency'>;

const urlAnswer = z.object({ url: z.string().url() });

export interface Hub88Client {
  gameUrl(input: GameUrlInput): Promise<string>;
  demoUrl(input: DemoUrlInput): Promise<string>;
  gameList(): Promise<GameListItem[]>;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function createHub88Client(opts: Hub88ClientOptions): Hub88Client {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    const json = JSON.stringify(body);
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(opts.privateKey, json),
        },
        body: json,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new Hub88ApiError(0, timedOut ? 'timeout' : 'unreachable');
    }
    const text = await res.text();
    const parsed = parseJson(text);
    if (!res.ok) {
      const error =
        parsed !== null && typeof parsed === 'object' && 'error' in parsed
          ? String((parsed as { error: unknown }).error).slice(0, 200)
          : `http ${res.status}`;
      throw new Hub88ApiError(res.status, error);
    }
    return parsed;
  }

  const common = (i: DemoUrlInput) => ({
    game_code: i.gameCode,
    lang: i.lang,
    // UNCONFIRMED: `country` and `ip` are required in the reference; unknown ones are sent as
    // Hub88's own example does (`XX`) and omitted.
    country: i.country ?? 'XX',
    ...(i.ip ? { ip: i.ip } : {}),
    platform: i.platform,
    lobby_url: i.lobbyUrl,
    ...(i.depositUrl ? { deposit_url: i.depositUrl } : {}),
    operator_id: opts.operatorId,
    ...(opts.subPartnerId ? { sub_partner_id: opts.subPartnerId } : {}),
    meta: {},
  });

  const urlOf = (answer: unknown): string => {
    const parsed = urlAnswer.safeParse(answer);
    if (!parsed.success) throw new Hub88ApiError(502, 'no url in the answer');
    return parsed.data.url;
  };

  return {
    async gameUrl(i) {
      return urlOf(
        await call('/operator/generic/v2/game/url', {
          ...common(i),
          user: i.user,
          token: i.token,
          currency: i.currency,
        }),
      );
    },
    async demoUrl(i) {
      // Demo as documented: currency `XXX`, no user or token.
      return urlOf(await call('/operator/generic/v2/game/url', { ...common(i), currency: 'XXX' }));
    },
    async gameList() {
      const answer = await call('/operator/generic/v2/game/list', {
        operator_id: opts.operatorId,
      });
      if (!Array.isArray(answer)) throw new Hub88ApiError(502, 'malformed game list');
      // An item we cannot read is left out (and stays as it was in our catalog).
      return answer.flatMap((item) => {
        const parsed = gameListItem.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}
