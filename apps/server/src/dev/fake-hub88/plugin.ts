/**
 * A local fake of the Hub88 aggregator (development demo provider and test harness), playing
 * Hub88's side as its public documentation describes it (docs.hub88.io, Operator API):
 *
 * - Games API, operator -> Hub88, each request signed by the operator (`X-Hub88-Signature`:
 *   base64 RSA-SHA256 over the raw body, checked with the operator's public key):
 *   `POST /operator/generic/v2/game/url` (real: user, token, currency; demo: currency `XXX`
 *   without user or token) -> `{ url }`, and `POST /operator/generic/v2/game/list` -> items.
 *   Errors: an HTTP status and `{ error }`.
 * - The game: `GET /play/:id` (HTML, one script, one style sheet), `GET /play/:id/state`,
 *   `POST /play/:id/spin { stake }`. The fake decides the outcome (slot.ts, node:crypto) and, in
 *   real play, calls the operator's wallet API signed with its own private key:
 *   `/transaction/bet`, then `/transaction/win` (round_closed, a win of 0 too); a bet that times
 *   out, fails or is refused (other than not enough money or a limit) is rolled back with
 *   `/transaction/rollback`, as Hub88's retry policy asks of a supplier. Demo play keeps a
 *   1,000.00 EUR play balance per session and calls nothing.
 *
 * Mount `routes` at the prefix `/fake-hub88` (FAKE_HUB88_PREFIX). Sessions live in memory.
 */
import {
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  verify,
  createPublicKey,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SYMBOL_SVGS, thumbnailSvg } from './artwork.ts';
import { FAKE_HUB88_PREFIX, fakeHub88Games, type Hub88GameItem } from './games.ts';
import {
  GAME_CSS,
  GAME_JS,
  PAGE_HEADERS,
  gamePage,
  missingPage,
  pageLanguage,
  textsOf,
} from './page.ts';
import { SYMBOLS, spin, type SymbolId } from './slot.ts';

/** Hub88 amounts: integers in 1/100,000 of the currency. */
export const UNITS = 100_000;
/** The stakes offered, in Hub88 units (0.10 to 10.00 of the currency). */
export const STAKES = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000] as const;
const DEFAULT_STAKE = 100_000;
/** Demo play money: 1,000.00 EUR per session. */
export const DEMO_BALANCE = 1_000 * UNITS;
const DEMO_CURRENCY = 'EUR';
const SIGNATURE_HEADER = 'x-hub88-signature';
const MAX_SESSIONS = 5_000;
const SESSION_TTL_MS = 12 * 3_600_000;
/** Attempts of a win or rollback that got no answer (Hub88 retries them; bets are not retried). */
const SETTLE_ATTEMPTS = 3;

/** The transport to the operator's wallet (global fetch, or app.inject in tests). */
export type FakeFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface FakeHub88Options {
  /** The operator's public key (PEM or KeyObject): verifies its Games API requests. */
  operatorPublicKey: string | KeyObject;
  /** The operator_id the operator must send. */
  operatorId: number;
  /** The fake's own signing key (PEM, PKCS#8); generated when absent. */
  privateKeyPem?: string;
  /** The operator's wallet API base, e.g. `http://127.0.0.1:3000/hub88`. */
  walletUrl: string;
  fetch?: FakeFetch;
  /**
   * The origin the game URLs start with (e.g. PUBLIC_URL). Unset: the origin of the request's
   * `lobby_url` (signed by the operator: its own site, where the fake is served in development),
   * else a path of the same origin. The site frames the game, and its CSP allows frames of its
   * own origin only.
   */
  publicUrl?: string;
  /** Per wallet call (default 5 s). */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

export type RoundError =
  | 'not_enough_money'
  | 'limit_reached'
  | 'user_disabled'
  | 'session_expired'
  | 'unavailable'
  | 'error';

export type RoundResult =
  | {
      ok: true;
      round: string;
      reels: [SymbolId, SymbolId, SymbolId][];
      line: [SymbolId, SymbolId, SymbolId];
      multiplier: number;
      /** Hub88 units. */
      stake: number;
      win: number;
      balance: number;
      /** The balance in the currency's minor units (what the site's frame message carries). */
      balance_minor: number;
      currency: string;
    }
  | { ok: false; error: RoundError; balance: number | null };

export interface FakeHub88 {
  /** The fake's public key (PEM, SPKI): the operator verifies the fake's wallet calls with it. */
  publicKey: string;
  /** Mount at the prefix `/fake-hub88`. */
  routes: FastifyPluginAsync;
  /** The game list the Games API answers. */
  games: Hub88GameItem[];
  /** Test driver: plays one round of a session as the page's Spin does. */
  playRound(
    sessionId: string,
    stake: number,
    opts?: { stops?: readonly number[] },
  ): Promise<RoundResult>;
  /** The session id in a game URL the fake issued (null when it is not one). */
  sessionIdOf(gameUrl: string): string | null;
  /** Test driver: the session's current balance (Hub88 units; real play: as last answered). */
  balanceOf(sessionId: string): number | null;
}

interface Session {
  id: string;
  mode: 'real' | 'demo';
  user: string | null;
  token: string | null;
  gameCode: string;
  currency: string;
  /** Hub88 units per minor unit of the currency (1,000 for 2 decimals). */
  unitsPerMinor: number;
  lang: string;
  balance: number | null;
  lastWin: number | null;
  busy: boolean;
  createdAt: number;
}

const gameUrlBody = z.looseObject({
  user: z.string().min(3).max(255).nullish(),
  token: z.string().min(10).max(255).nullish(),
  sub_partner_id: z.string().max(255).nullish(),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  operator_id: z.number().int(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  lobby_url: z.string().max(2_000).nullish(),
  deposit_url: z.string().max(2_000).nullish(),
  lang: z.string().min(2).max(10),
  ip: z.string().max(100).nullish(),
  country: z.string().max(3).nullish(),
  game_code: z.string().min(1).max(255),
  currency: z.string().regex(/^[A-Za-z]{3,5}$/),
});
const gameListBody = z.looseObject({ operator_id: z.number().int() });
const walletAnswer = z.looseObject({
  status: z.string(),
  balance: z.number().int().optional(),
  currency: z.string().optional(),
});
const spinBody = z.object({ stake: z.number().int() });
const SESSION_ID = /^[A-Za-z0-9_-]{24}$/;

/** Decimals of an ISO 4217 currency (Intl's table; 2 when unknown). */
function decimalsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A refused bet's status -> what the page shows. */
function roundErrorOf(status: string): RoundError {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return 'not_enough_money';
    case 'RS_ERROR_LIMIT_REACHED':
      return 'limit_reached';
    case 'RS_ERROR_USER_DISABLED':
      return 'user_disabled';
    case 'RS_ERROR_TOKEN_EXPIRED':
    case 'RS_ERROR_INVALID_TOKEN':
      return 'session_expired';
    default:
      return 'error';
  }
}

type WalletOutcome =
  | { kind: 'answer'; status: string; balance: number | undefined }
  | { kind: 'failed'; reason: string };

export function createFakeHub88(opts: FakeHub88Options): FakeHub88 {
  const operatorKey =
    typeof opts.operatorPublicKey === 'string'
      ? createPublicKey(opts.operatorPublicKey)
      : opts.operatorPublicKey;
  const { privateKey, publicKey } = opts.privateKeyPem
    ? {
        privateKey: createPrivateKey(opts.privateKeyPem),
        publicKey: createPublicKey(opts.privateKeyPem),
      }
    : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const walletBase = opts.walletUrl.replace(/\/+$/, '');
  const publicBase = opts.publicUrl?.replace(/\/+$/, '') ?? null;
  /** The origin of a game URL (see `publicUrl`). */
  const gameOrigin = (lobbyUrl: string | null | undefined): string => {
    if (publicBase !== null) return publicBase;
    try {
      const url = new URL(lobbyUrl ?? '');
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
    } catch {
      return '';
    }
  };
  const doFetch: FakeFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const now = opts.now ?? (() => new Date());
  const gameList = fakeHub88Games();
  const byCode = new Map(gameList.map((g) => [g.game_code, g]));
  const sessions = new Map<string, Session>();

  const signBody = (raw: string) => sign('sha256', Buffer.from(raw), privateKey).toString('base64');

  function verifyOperator(raw: Buffer, header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || header.length === 0 || header.length > 2_048) return false;
    try {
      return verify('sha256', raw, operatorKey, Buffer.from(header, 'base64'));
    } catch {
      return false;
    }
  }

  function findSession(id: string): Session | null {
    if (!SESSION_ID.test(id)) return null;
    const s = sessions.get(id);
    if (!s) return null;
    if (now().getTime() - s.createdAt > SESSION_TTL_MS) {
      sessions.delete(id);
      return null;
    }
    return s;
  }

  function addSession(s: Omit<Session, 'id' | 'createdAt' | 'busy' | 'lastWin'>): Session {
    // Oldest first (a Map keeps insertion order).
    while (sessions.size >= MAX_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
    const session: Session = {
      ...s,
      id: randomBytes(18).toString('base64url'),
      createdAt: now().getTime(),
      busy: false,
      lastWin: null,
    };
    sessions.set(session.id, session);
    return session;
  }

  /** One signed call to the operator's wallet API. */
  async function walletCall(path: string, body: Record<string, unknown>): Promise<WalletOutcome> {
    const raw = JSON.stringify(body);
    try {
      const res = await doFetch(`${walletBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(raw) },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) {
        opts.log?.warn({ path, status: res.status }, 'fake-hub88: wallet call failed');
        return { kind: 'failed', reason: `http ${res.status}` };
      }
      const parsed = walletAnswer.safeParse(await res.json());
      if (!parsed.success) return { kind: 'failed', reason: 'malformed answer' };
      return { kind: 'answer', status: parsed.data.status, balance: parsed.data.balance };
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
      opts.log?.warn({ path, reason }, 'fake-hub88: wallet call failed');
      return { kind: 'failed', reason };
    }
  }

  /** A win or rollback: retried while there is no answer (same transaction_uuid each time). */
  async function settle(path: string, body: Record<string, unknown>): Promise<WalletOutcome> {
    let outcome: WalletOutcome = { kind: 'failed', reason: 'not sent' };
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
      // UNCONFIRMED: whether Hub88 sends a retry with a new request_uuid; the transaction_uuid
      // (the idempotency key) stays.
      outcome = await walletCall(path, { ...body, request_uuid: randomUUID() });
      if (outcome.kind === 'answer') return outcome;
    }
    return outcome;
  }

  async function refreshBalance(s: Session): Promise<RoundError | null> {
    if (s.mode === 'demo') return null;
    const answer = await walletCall('/user/balance', {
      user: s.user,
      token: s.token,
      request_uuid: randomUUID(),
      game_code: s.gameCode,
    });
    if (answer.kind === 'failed') return 'unavailable';
    if (answer.status !== 'RS_OK' || answer.balance === undefined)
      return roundErrorOf(answer.status);
    s.balance = answer.balance;
    return null;
  }

  function stakesOf(s: Session): number[] {
    return STAKES.filter((st) => st % s.unitsPerMinor === 0);
  }

  async function play(s: Session, stake: number, stops?: readonly number[]): Promise<RoundResult> {
    const outcome = spin(stops);
    const win = stake * outcome.multiplier;
    const round = randomUUID();
    const done = (balance: number): RoundResult => {
      s.balance = balance;
      s.lastWin = win;
      return {
        ok: true,
        round,
        reels: outcome.reels,
        line: outcome.line,
        multiplier: outcome.multiplier,
        stake,
        win,
        balance,
        balance_minor: Math.floor(balance / s.unitsPerMinor),
        currency: s.currency,
      };
    };

    if (s.mode === 'demo') {
      const balance = s.balance ?? 0;
      if (balance < stake) return { ok: false, error: 'not_enough_money', balance };
      return done(balance - stake + win);
    }

    const common = {
      user: s.user,
      token: s.token,
      round,
      game_code: s.gameCode,
      currency: s.currency,
      is_free: false,
      is_aggregated: false,
      reward_uuid: null,
      meta: {},
    };
    const betUuid = randomUUID();
    const bet = await walletCall('/transaction/bet', {
      ...common,
      transaction_uuid: betUuid,
      supplier_transaction_id: `fk-bet-${betUuid}`,
      request_uuid: randomUUID(),
      round_closed: false,
      // UNCONFIRMED: the `bet` field's content (a supplier's bet description).
      bet: 'line',
      amount: stake,
    });
    if (bet.kind === 'answer' && bet.status === 'RS_OK' && bet.balance !== undefined) {
      const winUuid = randomUUID();
      const paid = await settle('/transaction/win', {
        ...common,
        transaction_uuid: winUuid,
        supplier_transaction_id: `fk-win-${winUuid}`,
        reference_transaction_uuid: betUuid,
        round_closed: true,
        bet: 'line',
        amount: win,
      });
      const accepted =
        paid.kind === 'answer' &&
        (paid.status === 'RS_OK' || paid.status === 'RS_ERROR_DUPLICATE_TRANSACTION');
      if (accepted && paid.balance !== undefined) return done(paid.balance);
      opts.log?.warn(
        { round, status: paid.kind === 'answer' ? paid.status : paid.reason },
        'fake-hub88: win not accepted (the round stays open)',
      );
      return { ok: false, error: 'error', balance: s.balance };
    }
    // The supplier's retry policy: a bet without an answer, or refused for another reason than
    // money or a limit, is rolled back (an unknown one is answered OK and changes nothing).
    const keep =
      bet.kind === 'answer' &&
      (bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY' || bet.status === 'RS_ERROR_LIMIT_REACHED');
    if (!keep) {
      const rollbackUuid = randomUUID();
      await settle('/transaction/rollback', {
        ...common,
        transaction_uuid: rollbackUuid,
        supplier_transaction_id: `fk-rollback-${rollbackUuid}`,
        reference_transaction_uuid: betUuid,
        round_closed: true,
      });
    }
    if (bet.kind === 'failed') return { ok: false, error: 'unavailable', balance: s.balance };
    if (bet.balance !== undefined) s.balance = bet.balance;
    return { ok: false, error: roundErrorOf(bet.status), balance: s.balance };
  }

  async function playRound(
    sessionId: string,
    stake: number,
    o?: { stops?: readonly number[] },
  ): Promise<RoundResult> {
    const s = findSession(sessionId);
    if (!s) return { ok: false, error: 'session_expired', balance: null };
    if (!stakesOf(s).includes(stake)) return { ok: false, error: 'error', balance: s.balance };
    if (s.busy) return { ok: false, error: 'error', balance: s.balance };
    s.busy = true;
    try {
      return await play(s, stake, o?.stops);
    } finally {
      s.busy = false;
    }
  }

  const routes: FastifyPluginAsync = async (app) => {
    // The raw body of a Games API request is what its signature covers (this scope only).
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16_384 },
      (request, body: Buffer, done) => {
        rawBodies.set(request, body);
        try {
          done(null, body.length === 0 ? {} : JSON.parse(body.toString('utf8')));
        } catch {
          done(null, Symbol.for('fake-hub88.invalid-json'));
        }
      },
    );
    const hide = { schema: { hide: true } };
    // Games API calls come from the operator's server, not a browser: no per-address limit.
    const api = { ...hide, config: { rateLimit: false } };
    const error = (reply: FastifyReply, status: number, message: string) =>
      reply.status(status).send({ error: message });

    /** The signature and operator check of a Games API request; null: answered already. */
    function authorize(request: FastifyRequest, reply: FastifyReply): unknown {
      const raw = rawBodies.get(request);
      if (!raw || !verifyOperator(raw, request.headers[SIGNATURE_HEADER])) {
        // UNCONFIRMED: the status and text Hub88 answers to a bad signature.
        void error(reply, 401, 'Invalid signature');
        return null;
      }
      if (typeof request.body === 'symbol') {
        void error(reply, 400, 'Malformed JSON');
        return null;
      }
      return request.body;
    }

    app.post('/operator/generic/v2/game/url', api, async (request, reply) => {
      const body = authorize(request, reply);
      if (body === null) return reply;
      const parsed = gameUrlBody.safeParse(body);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
        return error(reply, 400, `Invalid parameter: ${field}`);
      }
      const b = parsed.data;
      if (b.operator_id !== opts.operatorId) return error(reply, 401, 'Unknown operator');
      const game = byCode.get(b.game_code);
      if (!game || !game.enabled) return error(reply, 404, 'Game not found');
      const demo = b.currency.toUpperCase() === 'XXX';
      if (demo && !game.demo_game_support) return error(reply, 400, 'Demo is not supported');
      if (!demo && (!b.user || !b.token)) return error(reply, 400, 'user and token are required');
      const currency = demo ? DEMO_CURRENCY : b.currency.toUpperCase();
      const decimals = decimalsOf(currency);
      const session = addSession({
        mode: demo ? 'demo' : 'real',
        user: demo ? null : (b.user ?? null),
        token: demo ? null : (b.token ?? null),
        gameCode: game.game_code,
        currency,
        unitsPerMinor: 10 ** Math.max(0, 5 - decimals),
        lang: pageLanguage(b.lang),
        balance: demo ? DEMO_BALANCE : null,
      });
      return { url: `${gameOrigin(b.lobby_url)}${FAKE_HUB88_PREFIX}/play/${session.id}` };
    });

    app.post('/operator/generic/v2/game/list', api, async (request, reply) => {
      const body = authorize(request, reply);
      if (body === null) return reply;
      const parsed = gameListBody.safeParse(body);
      if (!parsed.success) return error(reply, 400, 'Invalid parameter: operator_id');
      if (parsed.data.operator_id !== opts.operatorId) return error(reply, 401, 'Unknown operator');
      return gameList;
    });

    // ------------------------------------------------------------ assets
    const asset = (reply: FastifyReply, type: string, body: string) =>
      reply
        .headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=300' })
        .type(type)
        .send(body);
    app.get('/assets/game.js', hide, async (_req, reply) =>
      asset(reply, 'text/javascript; charset=utf-8', GAME_JS),
    );
    app.get('/assets/game.css', hide, async (_req, reply) =>
      asset(reply, 'text/css; charset=utf-8', GAME_CSS),
    );
    app.get<{ Params: { file: string } }>('/assets/symbols/:file', hide, async (req, reply) => {
      const symbol = req.params.file.replace(/\.svg$/, '') as SymbolId;
      if (!SYMBOLS.includes(symbol)) return error(reply, 404, 'Not found');
      return asset(reply, 'image/svg+xml', SYMBOL_SVGS[symbol]);
    });
    app.get<{ Params: { file: string } }>('/thumbs/:file', hide, async (req, reply) => {
      const svg = thumbnailSvg(req.params.file.replace(/\.svg$/, ''));
      if (!svg) return error(reply, 404, 'Not found');
      return asset(reply, 'image/svg+xml', svg);
    });

    // ------------------------------------------------------------ the game
    const langOf = (req: FastifyRequest) =>
      pageLanguage((req.query as { lang?: unknown }).lang as string | undefined);

    app.get<{ Params: { id: string } }>('/play/:id', hide, async (req, reply) => {
      const s = findSession(req.params.id);
      reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8');
      if (!s) return reply.status(404).send(missingPage(langOf(req)));
      const game = byCode.get(s.gameCode)!;
      return reply.send(
        gamePage({
          lang: pageLanguage(s.lang),
          gameCode: s.gameCode,
          name: game.name,
          studio: game.product,
          mode: s.mode,
        }),
      );
    });

    app.get<{ Params: { id: string } }>('/play/:id/state', hide, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const s = findSession(req.params.id);
      if (!s) {
        return reply
          .status(404)
          .send({ error: 'not_found', message: textsOf(langOf(req)).notFound });
      }
      const problem = s.busy ? null : await refreshBalance(s);
      const lang = pageLanguage(s.lang);
      return {
        mode: s.mode,
        lang,
        currency: s.currency,
        balance: s.balance,
        lastWin: s.lastWin,
        stakes: stakesOf(s),
        defaultStake: DEFAULT_STAKE,
        error: problem,
        texts: textsOf(lang),
      };
    });

    app.post<{ Params: { id: string } }>('/play/:id/spin', hide, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const s = findSession(req.params.id);
      if (!s) return reply.status(404).send({ error: 'session_expired' });
      const parsed = spinBody.safeParse(req.body);
      if (!parsed.success || !stakesOf(s).includes(parsed.data.stake)) {
        return reply.status(422).send({ error: 'invalid_stake' });
      }
      if (s.busy) return reply.status(409).send({ error: 'round_in_progress' });
      return playRound(s.id, parsed.data.stake);
    });
  };

  return {
    publicKey: publicPem,
    routes,
    games: gameList,
    playRound,
    sessionIdOf(gameUrl) {
      const m = /\/play\/([A-Za-z0-9_-]{24})$/.exec(gameUrl);
      return m?.[1] ?? null;
    },
    balanceOf(sessionId) {
      return findSession(sessionId)?.balance ?? null;
    },
  };
}
