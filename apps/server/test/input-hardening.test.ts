/**
 * Bad input never reaches PostgreSQL (issue 10, "Bad input"): U+0000 in any string, a UTF-16
 * surrogate without its pair (jsonb refuses it) and an id past 2^31 - 1 (integer columns) are 422
 * `field_invalid`, never 500. One test per cause on every route family, checking that nothing
 * moved, then a sweep over every registered route (taken from the app's own route table) that
 * sends the three payloads in every field of its params, query and body.
 */
import type * as FastifyModule from 'fastify';
import { count, eq } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PLAYERS } from '../src/seed/demo-players.ts';
import { hashToken } from '../src/auth/crypto.ts';
import { auditLog, players, playerSessions } from '../src/db/schema.ts';
import { DEV_ADMIN, ensureFirstAdmin } from '../src/staff/bootstrap.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { studioRounds } from '../src/studio/schema.ts';
import { buildTestApp, SKIN_AUTH, staffSignIn, type TestApp } from './helper.ts';
import { createExternalGame, issueTestSession } from './providers-support.ts';
import { useTestEngines, type TestGame } from './studio-support.ts';

/** Every route the app registers, with its zod schemas (an onRoute hook on the root instance). */
const routeTable = vi.hoisted(
  () =>
    [] as {
      method: string | string[];
      url: string;
      schema?: { params?: unknown; querystring?: unknown; body?: unknown };
    }[],
);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const create = original.default as unknown as (opts: unknown) => FastifyModule.FastifyInstance;
  const wrapped = (opts: unknown) => {
    const app = create(opts);
    app.addHook('onRoute', (route) => {
      routeTable.push(route as (typeof routeTable)[number]);
    });
    return app;
  };
  return { ...original, default: wrapped };
});
// Tiny deterministic engines on three catalog titles (rounds without a real game's rules).
vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const PAST_INT = '2147483648';
const HUGE = '99999999999999999999';
const WALLET_PROVIDER = 'acme';
const WALLET_SECRET = 'acme-hardening-secret-0123456789';
const PLATFORM_TOKEN = 'input-hardening-platform-token-0123456789';

let t: TestApp;
let playerId = 0;
let walletGameId = 0;
let walletToken = '';
let userToken = '';
let staffToken = '';
let games: Record<string, TestGame>;
let instantSession = '';
let stepsSession = '';
let openRoundId = '';
let eurId = 0;
let seq = 0;
const uniq = (prefix: string) => `${prefix}${process.pid}x${(seq += 1)}`;

type Auth = 'none' | 'skin' | 'player' | 'staff' | 'wallet' | 'studio' | 'platform';
interface Req {
  method: string;
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
  auth?: Auth;
  headers?: Record<string, string>;
}

async function send(r: Req) {
  const headers: Record<string, string> = { ...r.headers };
  const auth = r.auth ?? 'none';
  if (auth === 'skin' || auth === 'player') headers.authorization = SKIN_AUTH;
  if (auth === 'player') headers['user-token'] = userToken;
  if (auth === 'staff') headers.authorization = `Bearer ${staffToken}`;
  if (auth === 'platform') headers.authorization = `Bearer ${PLATFORM_TOKEN}`;
  if (auth === 'studio') headers['studio-session'] ??= instantSession;
  let payload: string | undefined;
  if (r.body !== undefined) {
    payload = JSON.stringify(r.body);
    headers['content-type'] = 'application/json';
  }
  if (auth === 'wallet') {
    payload ??= '{}';
    headers['content-type'] = 'application/json';
    headers['x-provider'] = WALLET_PROVIDER;
    headers['x-signature'] = signBody(WALLET_SECRET, payload);
  }
  const search = r.query ? qs.stringify(r.query) : '';
  const n = (seq += 1);
  const res = await t.app.inject({
    method: r.method as 'GET',
    url: search ? `${r.url}?${search}` : r.url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    // A new client address each time: per-address rate limits never answer before validation.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  let body: Record<string, unknown> & { errors?: Record<string, string[]> } = {};
  try {
    body = res.body ? (res.json() as typeof body) : {};
  } catch {
    // Not JSON (HTML pages, redirects): the status is what counts here.
  }
  return { status: res.statusCode, body, raw: res.body };
}

/** A 422 naming `field` with field_invalid. */
function expectInvalid(res: Awaited<ReturnType<typeof send>>, field: string) {
  expect(res.status, res.raw).toBe(422);
  expect(res.body).toMatchObject({
    message: 'The given data was invalid.',
    errors: { [field]: expect.arrayContaining(['field_invalid']) },
  });
}

const walletBalance = async () =>
  (
    await send({
      method: 'POST',
      url: '/wallet/v1/balance',
      auth: 'wallet',
      body: { player_id: playerId },
    })
  ).body.balance;
const ledgerCount = async () =>
  (await t.database.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

async function openFrame(game: TestGame): Promise<string> {
  const launch = await send({
    method: 'POST',
    url: `/v1/casino/play/${game.providerCode}`,
    auth: 'player',
    body: { game_id: game.id, provider_id: game.providerId },
  });
  const url = (launch.body.data as { play_for_real?: string } | undefined)?.play_for_real;
  if (!url) throw new Error(`launch ${launch.status} ${launch.raw}`);
  const opened = await t.app.inject({ method: 'GET', url });
  const token = /#s=(.+)$/.exec(String(opened.headers.location ?? ''))?.[1];
  if (!token) throw new Error(`frame ${opened.statusCode}`);
  return token;
}

beforeAll(async () => {
  t = await buildTestApp({
    STUDIO_DIST: '/nonexistent/studio-dist',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
    WALLET_PROVIDER_SECRETS: `${WALLET_PROVIDER}:${WALLET_SECRET}`,
    PLATFORM_API_TOKEN: PLATFORM_TOKEN,
  });
  const db = t.database.db;
  games = await useTestEngines(db);
  const [demo] = await db
    .select({ id: players.id, currencyId: players.currencyId })
    .from(players)
    .where(eq(players.username, DEMO_PLAYERS.demo.username));
  playerId = demo!.id;
  eurId = demo!.currencyId;
  const login = await send({
    method: 'POST',
    url: '/v1/auth/login',
    auth: 'skin',
    body: { username: DEMO_PLAYERS.demo.username, password: DEMO_PLAYERS.demo.password },
  });
  userToken = (login.body.data as { token: string }).token;
  // A game of the wallet provider and the demo player's session on it (debits need one).
  walletGameId = (await createExternalGame(db, { aggregator: WALLET_PROVIDER })).id;
  const [loginRow] = await db
    .select({ id: playerSessions.id })
    .from(playerSessions)
    .where(eq(playerSessions.tokenHash, hashToken(userToken)));
  walletToken = await issueTestSession(db, {
    provider: WALLET_PROVIDER,
    playerId,
    playerSessionId: loginRow!.id,
    gameId: walletGameId,
    now: t.clock.now,
  });
  await ensureFirstAdmin(db, { NODE_ENV: 'test' }, { info: () => {}, warn: () => {} });
  // The first admin outside production: TOTP on the development secret.
  staffToken = await staffSignIn(t.app, DEV_ADMIN, t.clock.now, { secret: DEV_ADMIN.totpSecret });
  instantSession = await openFrame(games['test-instant']!);
  stepsSession = await openFrame(games['test-steps']!);
  const round = await send({
    method: 'POST',
    url: '/studio/v1/rounds',
    auth: 'studio',
    headers: { 'studio-session': stepsSession },
    body: { bet: { stake: 10 }, clientSeed: 'seed', requestId: uniq('open') },
  });
  openRoundId = (round.body.data as { round: { id: string } }).round.id;
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- one test per cause and family

describe('U+0000, a lone surrogate and an id past 2^31 are 422 on every route family', () => {
  it('casino: game search, sections, game detail', async () => {
    expectInvalid(
      await send({ method: 'GET', url: '/v1/casino/games', auth: 'skin', query: { name: NUL } }),
      'name',
    );
    // A query string cannot carry a lone surrogate: %ED%A0%80 is not UTF-8 and stays as typed.
    const cesu = await t.app.inject({
      method: 'GET',
      url: '/v1/casino/games?name=a%ED%A0%80b',
      headers: { authorization: SKIN_AUTH },
    });
    expect(cesu.statusCode).toBe(200);
    expectInvalid(
      await send({
        method: 'GET',
        url: '/v1/casino/sections',
        auth: 'skin',
        query: { prefix: NUL },
      }),
      'prefix',
    );
    for (const id of [PAST_INT, HUGE]) {
      expectInvalid(
        await send({ method: 'GET', url: `/v1/static/casinoGames/${id}`, auth: 'skin' }),
        'gameId',
      );
      expectInvalid(
        await send({ method: 'GET', url: `/v1/casino/sections/${id}/providers`, auth: 'skin' }),
        'id',
      );
      expectInvalid(
        await send({
          method: 'GET',
          url: '/v1/casino/games',
          auth: 'skin',
          query: { provider_id: id },
        }),
        'provider_id',
      );
    }
    expectInvalid(
      await send({ method: 'GET', url: '/v1/static/casinoGames/1%00', auth: 'skin' }),
      'gameId',
    );
  });

  it('cms: pages by id past 2^31 or with U+0000, banners, translations', async () => {
    for (const id of [PAST_INT, HUGE, '1%00', 'terms%00']) {
      expectInvalid(await send({ method: 'GET', url: `/v1/cms/pages/${id}`, auth: 'skin' }), 'id');
    }
    expect(
      (await send({ method: 'GET', url: '/v1/cms/pages/2147483647', auth: 'skin' })).status,
    ).toBe(404);
    expectInvalid(
      await send({
        method: 'GET',
        url: '/v1/cms/banners',
        auth: 'skin',
        query: { user_id: PAST_INT },
      }),
      'user_id',
    );
    expectInvalid(
      await send({ method: 'GET', url: '/v1/cms/pages', auth: 'skin', query: { language: NUL } }),
      'language',
    );
  });

  it('auth: login, recovery, reset, status and the availability checks; nothing is created', async () => {
    const before = (await t.database.db.select({ n: count() }).from(players))[0]!.n;
    const calls: [string, string, Record<string, unknown>][] = [
      ['/v1/auth/login', 'username', { username: NUL, password: 'Whatever-2026!' }],
      ['/v1/auth/login', 'username', { username: LONE, password: 'Whatever-2026!' }],
      ['/v1/auth/login', 'password', { username: 'demoplayer', password: NUL }],
      ['/v1/auth/password/recovery', 'email', { email: NUL }],
      ['/v1/auth/password/recovery', 'username', { username: LONE }],
      ['/v1/auth/password/manyAttempts', 'email', { email: NUL }],
      ['/v1/auth/checkusername', 'username', { username: NUL }],
      ['/v1/auth/checkemail', 'email', { email: `x${NUL}@example.test` }],
      ['/v1/auth/checkmobile', 'mobile', { mobile: `+4477${NUL}` }],
      ['/v1/auth/checkfields', 'firstname', { firstname: NUL, lastname: 'Doe', dob: '1990-01-01' }],
      ['/v1/auth/checkfields', 'lastname', { firstname: 'Jo', lastname: LONE, dob: '1990-01-01' }],
      [
        '/v1/auth/register',
        'referral_code',
        {
          email: `${uniq('hard')}@example.test`,
          password: 'Str0ng-Pass!',
          password_confirmation: 'Str0ng-Pass!',
          acceptance: 1,
          country: 'MT',
          currency_id: eurId,
          username: uniq('hard'),
          referral_code: NUL,
        },
      ],
      [
        '/v1/auth/register',
        'currency_id',
        {
          email: `${uniq('hard')}@example.test`,
          password: 'Str0ng-Pass!',
          password_confirmation: 'Str0ng-Pass!',
          acceptance: 1,
          country: 'MT',
          currency_id: 2_147_483_648,
          username: uniq('hard'),
        },
      ],
    ];
    for (const [url, field, body] of calls) {
      const method = url.endsWith('/reset') ? 'PUT' : 'POST';
      expectInvalid(await send({ method, url, auth: 'skin', body }), field);
    }
    expectInvalid(
      await send({
        method: 'PUT',
        url: '/v1/auth/password/reset',
        auth: 'skin',
        body: {
          email: 'demo@croupier.test',
          password: 'Str0ng-Pass!',
          password_confirmation: NUL,
          token: 'x'.repeat(43),
        },
      }),
      'password_confirmation',
    );
    expectInvalid(
      await send({ method: 'GET', url: `/v1/auth/status/${'x'.repeat(20)}%00`, auth: 'skin' }),
      'token',
    );
    expectInvalid(
      await send({
        method: 'GET',
        url: `/v1/auth/status/${'x'.repeat(43)}`,
        auth: 'skin',
        query: { email: NUL },
      }),
      'email',
    );
    expect((await t.database.db.select({ n: count() }).from(players))[0]!.n).toBe(before);
  });

  it('me: PUT me with U+0000 or a lone surrogate changes nothing', async () => {
    const me = async () =>
      (await send({ method: 'GET', url: '/v1/me', auth: 'player' })).body.data as Record<
        string,
        unknown
      >;
    const before = await me();
    for (const [field, value] of [
      ['email', `demo${NUL}@croupier.test`],
      ['mobile', `+44${NUL}`],
      ['firstname', LONE],
      ['city', NUL],
      ['referral_code', LONE],
      ['password_current', NUL],
    ] as const) {
      expectInvalid(
        await send({ method: 'PUT', url: '/v1/me', auth: 'player', body: { [field]: value } }),
        field,
      );
    }
    expectInvalid(
      await send({ method: 'GET', url: '/v1/me', auth: 'player', query: { kyc: NUL } }),
      'kyc',
    );
    expect(await me()).toEqual(before);
  });

  it('campaigns: codes, filters and ping ids', async () => {
    expectInvalid(
      await send({ method: 'GET', url: '/v1/campaigns/WELCOME%00', auth: 'skin' }),
      'code',
    );
    expectInvalid(
      await send({
        method: 'GET',
        url: '/v1/campaigns',
        auth: 'skin',
        query: { filters: { currency_id: PAST_INT } },
      }),
      'filters.currency_id',
    );
    expectInvalid(
      await send({
        method: 'GET',
        url: '/v1/campaigns/WELCOME100',
        auth: 'skin',
        query: { check_code: '1', currency_id: HUGE },
      }),
      'currency_id',
    );
    expectInvalid(
      await send({
        method: 'POST',
        url: `/v1/campaigns/${PAST_INT}/players/${playerId}/ping`,
        auth: 'player',
        body: {},
      }),
      'campaign_id',
    );
  });

  it('newsletter: opt-out token and reason', async () => {
    expectInvalid(
      await send({
        method: 'GET',
        url: '/v1/notifications/newsletter/token/opt-out',
        auth: 'skin',
        query: { token: NUL },
      }),
      'token',
    );
    const body = {
      token: 'abc',
      reason: 'x',
      terms_and_conditions: 1,
      newsletter: 1,
      is_accepted: 1,
    };
    expectInvalid(
      await send({
        method: 'POST',
        url: '/v1/notifications/newsletter/opt-out',
        auth: 'skin',
        body: { ...body, token: NUL },
      }),
      'token',
    );
    expectInvalid(
      await send({
        method: 'POST',
        url: '/v1/notifications/newsletter/opt-out',
        auth: 'skin',
        body: { ...body, reason: LONE },
      }),
      'reason',
    );
  });

  it('notifications: verification codes, mobile checks, user ids past 2^31', async () => {
    expectInvalid(
      await send({
        method: 'POST',
        url: '/v1/notifications/twilio/checkMobile',
        auth: 'skin',
        body: { mobile: `77009${NUL}`, prefix: '+44' },
      }),
      'mobile',
    );
    expectInvalid(
      await send({
        method: 'POST',
        url: '/v1/notifications/players/verify_email',
        auth: 'player',
        body: { user_id: playerId, verification: `12${NUL}34` },
      }),
      'verification',
    );
    for (const user_id of [2_147_483_648, HUGE]) {
      expectInvalid(
        await send({
          method: 'POST',
          url: '/v1/notifications/players/send_email/verification',
          auth: 'player',
          body: { user_id },
        }),
        'user_id',
      );
    }
    expectInvalid(
      await send({
        method: 'POST',
        url: '/v1/notifications/twilio/send_sms/verification',
        auth: 'player',
        body: { user_id: playerId, skin_id: 2_147_483_648 },
      }),
      'skin_id',
    );
  });

  it('studio: launch and the frame API; no round is played and no money moves', async () => {
    const balance = await walletBalance();
    const rounds = (await t.database.db.select({ n: count() }).from(studioRounds))[0]!.n;
    const game = games['test-instant']!;
    expectInvalid(
      await send({
        method: 'POST',
        url: `/v1/casino/play/${game.providerCode}%00`,
        auth: 'player',
        body: { game_id: game.id },
      }),
      'provider_slug',
    );
    expectInvalid(
      await send({
        method: 'POST',
        url: `/v1/casino/play/${game.providerCode}`,
        auth: 'player',
        body: { game_id: PAST_INT },
      }),
      'game_id',
    );
    expectInvalid(
      await send({
        method: 'POST',
        url: `/v1/casino/play/${game.providerCode}`,
        auth: 'player',
        body: { game_id: game.id, lobby_url: LONE },
      }),
      'lobby_url',
    );
    for (const [field, body] of [
      ['requestId', { bet: { stake: 10 }, clientSeed: 'seed', requestId: NUL }],
      ['clientSeed', { bet: { stake: 10 }, clientSeed: LONE, requestId: uniq('r') }],
      ['bet.note', { bet: { stake: 10, note: LONE }, clientSeed: 'seed', requestId: uniq('r') }],
    ] as const) {
      expectInvalid(
        await send({ method: 'POST', url: '/studio/v1/rounds', auth: 'studio', body }),
        field,
      );
    }
    expectInvalid(
      await send({
        method: 'POST',
        url: `/studio/v1/rounds/${openRoundId}/actions`,
        auth: 'studio',
        headers: { 'studio-session': stepsSession },
        body: { action: NUL, requestId: uniq('r') },
      }),
      'action',
    );
    expectInvalid(
      await send({ method: 'GET', url: '/studio/v1/rounds/abc%00', auth: 'studio' }),
      'id',
    );
    expectInvalid(await send({ method: 'GET', url: '/studio/launch/abc%00' }), 'token');
    expect(await walletBalance()).toEqual(balance);
    expect((await t.database.db.select({ n: count() }).from(studioRounds))[0]!.n).toBe(rounds);
  });

  it('wallet/v1: every id of balance, debit, credit and rollback; the balance stays', async () => {
    const balance = await walletBalance();
    const ledger = await ledgerCount();
    const base = () => ({
      transaction_id: uniq('tx'),
      player_id: playerId,
      round_id: uniq('round'),
      game_id: walletGameId,
      session_token: walletToken,
      currency: 'EUR',
      amount: '1.00',
    });
    const cases: [string, string, Record<string, unknown>][] = [
      ['balance', 'player_id', { player_id: 2_147_483_648 }],
      ['balance', 'player_id', { player_id: HUGE }],
      ['debit', 'transaction_id', { ...base(), transaction_id: NUL }],
      ['debit', 'transaction_id', { ...base(), transaction_id: LONE }],
      ['debit', 'round_id', { ...base(), round_id: NUL }],
      ['debit', 'player_id', { ...base(), player_id: 2_147_483_648 }],
      ['debit', 'game_id', { ...base(), game_id: 2_147_483_648 }],
      ['credit', 'bet_transaction_id', { ...base(), bet_transaction_id: NUL }],
      ['credit', 'round_id', { ...base(), bet_transaction_id: 'x', round_id: LONE }],
      ['rollback', 'transaction_id', { ...base(), bet_transaction_id: 'x', transaction_id: NUL }],
      ['rollback', 'bet_transaction_id', { ...base(), bet_transaction_id: LONE }],
    ];
    for (const [call, field, body] of cases) {
      expectInvalid(
        await send({ method: 'POST', url: `/wallet/v1/${call}`, auth: 'wallet', body }),
        field,
      );
    }
    expect(await walletBalance()).toEqual(balance);
    expect(await ledgerCount()).toBe(ledger);
  });

  it('staff: login, audit-log filters, flags and adjustments; nothing is written', async () => {
    const audits = await auditCount();
    const balance = await walletBalance();
    for (const [field, body] of [
      ['email', { email: `admin${LONE}@croupier.test`, password: 'whatever' }],
      ['email', { email: `admin${NUL}@croupier.test`, password: 'whatever' }],
      ['password', { email: DEV_ADMIN.email, password: LONE }],
    ] as const) {
      expectInvalid(await send({ method: 'POST', url: '/staff/v1/auth/login', body }), field);
    }
    for (const [field, value] of [
      ['target_id', NUL],
      ['action', NUL],
      ['staff_id', PAST_INT],
      ['staff_id', HUGE],
    ] as const) {
      expectInvalid(
        await send({
          method: 'GET',
          url: '/staff/v1/audit-log',
          auth: 'staff',
          query: { [field]: value },
        }),
        field,
      );
    }
    expectInvalid(
      await send({
        method: 'PUT',
        url: `/staff/v1/players/${PAST_INT}/flags`,
        auth: 'staff',
        body: { is_pep: false, is_ubo: false },
      }),
      'id',
    );
    for (const reason of [`refund ${NUL}`, `refund ${LONE}`]) {
      expectInvalid(
        await send({
          method: 'POST',
          url: `/staff/v1/players/${playerId}/adjustments`,
          auth: 'staff',
          headers: { 'idempotency-key': uniq('adjust-') },
          body: { amount: '5.00', kind: 'cash', reason },
        }),
        'reason',
      );
    }
    expectInvalid(
      await send({
        method: 'POST',
        url: `/staff/v1/players/${PAST_INT}/adjustments`,
        auth: 'staff',
        headers: { 'idempotency-key': uniq('adjust-') },
        body: { amount: '5.00', kind: 'cash', reason: 'a correction' },
      }),
      'id',
    );
    expect(await auditCount()).toBe(audits);
    expect(await walletBalance()).toEqual(balance);
  });

  it('dev: the outbox filter and the opt-out link helper', async () => {
    expectInvalid(await send({ method: 'GET', url: '/dev/outbox', query: { to: NUL } }), 'to');
    expectInvalid(
      await send({ method: 'POST', url: '/dev/newsletter-token', body: { email: LONE } }),
      'email',
    );
  });

  it('a body nested 200,000 deep is checked quickly, and its U+0000 found', async () => {
    const deep = `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`;
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/v1/rounds',
      headers: { 'studio-session': instantSession, 'content-type': 'application/json' },
      payload: `{"bet":${deep},"clientSeed":"seed","requestId":"${uniq('deep')}"}`,
    });
    // Linear in the size of the body (a walk that copied paths would take minutes here).
    expect(Date.now() - started).toBeLessThan(15_000);
    expectInvalid(
      { status: res.statusCode, body: res.json(), raw: res.body },
      'bet.0.0.0.0.0.0.0.0.0',
    );
  });

  it('the skin authorization: a key with U+0000 is 401, not 500', async () => {
    const key = Buffer.from(`croupier${'\u0000'}demo:secret`).toString('base64');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/skin/settings',
      headers: { authorization: `Basic ${key}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- sweep over the route table

/** Known-good requests, so that a mutated field is the only thing wrong with a request. */
function baselines(): Record<
  string,
  Omit<Req, 'method' | 'url'> & { params?: Record<string, string>; expect?: number[] | 'any' }
> {
  const instant = games['test-instant']!;
  const wallet = () => ({
    transaction_id: uniq('tx'),
    player_id: playerId,
    round_id: uniq('round'),
    game_id: walletGameId,
    session_token: walletToken,
    currency: 'EUR',
    amount: '0.10',
  });
  let fresh = uniq('sweep');
  return {
    'GET /v1/casino/games': {
      auth: 'skin',
      query: {
        page: 1,
        per_page: 10,
        sort: 'name',
        section_id: 1,
        provider_id: instant.providerId,
        name: 'abc',
        is_provider_visible: '1',
        type: 'slot',
        is_desktop: '1',
        is_mobile: '1',
        reels_numbers: 5,
        section_prefix: 'lobby-',
      },
    },
    'GET /v1/casino/sections': { auth: 'skin', query: { prefix: 'lobby-' } },
    'GET /v1/casino/providers': { auth: 'skin', query: { is_visible: '1' } },
    'GET /v1/casino/sections/:id/providers': { auth: 'skin', params: { id: '1' } },
    'GET /v1/static/casinoGames/:gameId': {
      auth: 'skin',
      params: { gameId: String(instant.id) },
      query: { provider_id: instant.providerId },
    },
    'POST /v1/casino/play/:provider_slug': {
      auth: 'player',
      params: { provider_slug: instant.providerCode },
      body: { game_id: instant.id, provider_id: instant.providerId, user_id: playerId },
    },
    'GET /v1/campaigns': {
      auth: 'skin',
      query: {
        page: 1,
        per_page: 10,
        filters: {
          is_public: '1',
          actions: ['3'],
          language: 'en',
          currency_id: eurId,
          countries: ['MT'],
        },
      },
    },
    'GET /v1/campaigns/:code': {
      auth: 'skin',
      params: { code: 'WELCOME100' },
      query: { check_code: '1', currency_id: eurId, country: 'MT', language: 'en' },
      expect: [200, 404, 422],
    },
    'POST /v1/campaigns/:campaign_id/players/:player_id/ping': {
      auth: 'player',
      params: { campaign_id: '1', player_id: String(playerId) },
      body: { game_id: instant.id, provider_id: instant.providerId },
    },
    'GET /v1/cms/pages': {
      auth: 'skin',
      query: { type: 'page', campaign_visible: '1', language: 'en' },
    },
    'GET /v1/cms/pages/:id': {
      auth: 'skin',
      params: { id: '1' },
      query: { language: 'en' },
      expect: [200, 404],
    },
    'GET /v1/cms/banners': {
      auth: 'skin',
      query: { language: 'en', user_id: playerId, tag: ['casino'] },
    },
    'GET /v1/cms/translation/:group': {
      auth: 'skin',
      params: { group: 'header' },
      query: { language: 'en' },
    },
    'POST /v1/auth/checkusername': { auth: 'skin', body: { username: fresh, withTrashed: 1 } },
    'POST /v1/auth/checkemail': {
      auth: 'skin',
      body: { email: `${fresh}@example.test`, emailVerified: 1, withTrashed: 1 },
    },
    'POST /v1/auth/checkmobile': {
      auth: 'skin',
      body: { mobile: '+447700955501', smsVerified: 1, skipEmpty: 1 },
    },
    'POST /v1/auth/checkfields': {
      auth: 'skin',
      body: { firstname: 'Sweep', lastname: fresh, dob: '1990-01-01', email_verified: 1 },
    },
    'POST /v1/auth/register': {
      auth: 'skin',
      body: () => ({
        email: `${(fresh = uniq('sweep'))}@example.test`,
        password: 'Str0ng-Pass!',
        password_confirmation: 'Str0ng-Pass!',
        acceptance: 1,
        country: 'MT',
        currency_id: eurId,
        username: fresh,
        name: fresh,
        dob: '1970-01-01',
        language: 'en',
        promocode: 'NONE',
        campaign_id: 1,
        referral_code: 'ref',
        domain: 'example.test',
        force_smtp: 1,
      }),
      expect: [201],
    },
    'POST /v1/auth/login': {
      auth: 'skin',
      query: { checkHash: '1', email_sms_verified: 'true' },
      body: {
        username: DEMO_PLAYERS.demo.username,
        password: DEMO_PLAYERS.demo.password,
        ip_address: '10.0.0.1',
      },
    },
    // Logging out would end the sweep's own sessions: only the anonymous junk request is sent.
    'DELETE /v1/auth/logout': { auth: 'skin', expect: [401] },
    'DELETE /staff/v1/auth/logout': { auth: 'none', expect: [401] },
    // Ending sessions would end the sweep's own: an id no session has, and revoke-others unsigned.
    'DELETE /v1/me/sessions/:id': { auth: 'player', params: { id: '2147483647' }, expect: [404] },
    'POST /v1/me/sessions/revoke-others': { auth: 'skin', expect: [401] },
    'POST /v1/auth/password/recovery': {
      auth: 'skin',
      body: { email: 'nobody@example.test', username: 'nobody' },
    },
    'POST /v1/auth/password/manyAttempts': {
      auth: 'skin',
      body: { email: 'nobody@example.test', username: 'nobody' },
    },
    'PUT /v1/auth/password/reset': {
      auth: 'skin',
      body: {
        email: 'nobody@example.test',
        password: 'Str0ng-Pass!',
        password_confirmation: 'Str0ng-Pass!',
        token: 'x'.repeat(43),
      },
      expect: [422],
    },
    'GET /v1/auth/status/:token': {
      auth: 'skin',
      params: { token: 'x'.repeat(43) },
      query: { email: 'nobody@example.test', type: 'activation-token', email_verified: '1' },
    },
    'GET /v1/me': { auth: 'player', query: { kyc: '1', marketing: '1', riskyCountry: '1' } },
    'PUT /v1/me': { auth: 'player', body: { language: 'en' } },
    'POST /v1/me/mga/realityCheck': { auth: 'player', body: { minutes: 60 } },
    'POST /v1/notifications/twilio/checkMobile': {
      auth: 'skin',
      body: { mobile: '7700955503', prefix: '+44' },
    },
    'POST /v1/notifications/twilio/send_sms/verification': {
      auth: 'player',
      body: { user_id: playerId, skin_id: 1 },
      expect: [200, 422, 429],
    },
    'POST /v1/notifications/players/send_email/verification': {
      auth: 'player',
      body: { user_id: playerId, skin_id: 1 },
      expect: [200, 422, 429],
    },
    'POST /v1/notifications/players/verify_email': {
      auth: 'player',
      body: { user_id: playerId, skin_id: 1, verification: '123456', email_verified: 1 },
      expect: [200, 422, 429],
    },
    'POST /v1/notifications/players/verify_sms': {
      auth: 'player',
      body: { user_id: playerId, skin_id: 1, verification: '123456', sms_verified: 1 },
      expect: [200, 422, 429],
    },
    'GET /v1/notifications/newsletter/token/opt-out': { auth: 'skin', query: { token: 'abc' } },
    'POST /v1/notifications/newsletter/opt-out': {
      auth: 'skin',
      body: {
        token: 'abc',
        reason: 'none',
        terms_and_conditions: 1,
        newsletter: 1,
        is_accepted: 1,
      },
      expect: [404],
    },
    'POST /staff/v1/auth/login': {
      body: { email: DEV_ADMIN.email, password: DEV_ADMIN.password },
    },
    'PUT /staff/v1/safer/thresholds/:marker': {
      auth: 'staff',
      params: { marker: 'loss_chasing' },
      body: {
        skin_id: 1,
        enabled: true,
        params: { deposits: 3, minutes: 30, bust_minor: 100, hours: 24 },
      },
    },
    'GET /staff/v1/audit-log': {
      auth: 'staff',
      query: {
        page: 1,
        per_page: 10,
        action: 'staff.login',
        staff_id: 1,
        target_type: 'player',
        target_id: '1',
      },
    },
    'PUT /staff/v1/players/:id/flags': {
      auth: 'staff',
      params: { id: String(playerId) },
      body: { is_pep: false, is_ubo: false },
    },
    'POST /staff/v1/players/:id/adjustments': {
      auth: 'staff',
      params: { id: String(playerId) },
      headers: { 'idempotency-key': uniq('sweep-adjust-') },
      body: { amount: '0.01', kind: 'cash', reason: 'sweep correction' },
    },
    'GET /studio/launch/:token': { params: { token: 'forged-token' }, expect: [410] },
    'POST /studio/v1/rounds': {
      auth: 'studio',
      body: () => ({ bet: { stake: 10 }, clientSeed: 'seed', requestId: uniq('sweep') }),
    },
    'POST /studio/v1/rounds/:id/actions': {
      auth: 'studio',
      headers: { 'studio-session': stepsSession },
      params: { id: openRoundId },
      body: { action: 'none', requestId: uniq('sweep') },
      expect: [422],
    },
    'GET /studio/v1/rounds/:id': {
      auth: 'studio',
      headers: { 'studio-session': stepsSession },
      params: { id: openRoundId },
    },
    'GET /studio/v1/rounds': { auth: 'studio', query: { page: 1, per_page: 10 } },
    'POST /wallet/v1/balance': { auth: 'wallet', body: { player_id: playerId } },
    'POST /wallet/v1/debit': { auth: 'wallet', body: wallet },
    'POST /wallet/v1/credit': {
      auth: 'wallet',
      body: () => ({
        ...wallet(),
        amount: '0',
        bet_transaction_id: 'unknown-bet',
        close_round: false,
      }),
      expect: [409],
    },
    'POST /wallet/v1/rollback': {
      auth: 'wallet',
      body: () => ({ ...wallet(), bet_transaction_id: uniq('unknown-bet') }),
    },
    'GET /dev/outbox': { query: { to: 'nobody@example.test' } },
    // The platform's own sending calls (server-to-server token).
    'POST /v1/notifications/players/:id/registration': { auth: 'platform', expect: 'any' },
    'POST /v1/notifications/players/:id/custom-message': { auth: 'platform', expect: 'any' },
    'POST /dev/newsletter-token': { body: { email: DEMO_PLAYERS.demo.email } },
    // ---- Documents and file links (issue 11, documents engineer).
    'GET /v1/me/all-documents': { auth: 'player' },
    // Not multipart here: every field is missing (the sweep sends JSON).
    'POST /v1/me/documents': { auth: 'player', expect: [422] },
    'GET /files/:id': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: { exp: '1', sig: 'forged' },
      expect: [404],
    },
    'GET /staff/v1/documents': { auth: 'staff', query: { status: 'pending', player_id: playerId } },
    'POST /staff/v1/documents/:id/verify': {
      auth: 'staff',
      params: { id: '2147483647' },
      body: { reason: 'sweep' },
      expect: [404],
    },
    'POST /staff/v1/documents/:id/reject': {
      auth: 'staff',
      params: { id: '2147483647' },
      body: { reason: 'sweep' },
      expect: [404],
    },
    'GET /staff/v1/files/:id': {
      auth: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      expect: [404],
    },
    // ---- end of documents.
    // ---- KYC and our verification service (issue 11, KYC engineer).
    'GET /v1/kyc/accessTokens/:level': { auth: 'player', params: { level: 'BasicAmlLevel' } },
    'POST /v1/kyc/players/:id': {
      auth: 'player',
      params: { id: String(playerId) },
      body: { level: 'BasicAmlLevel' },
    },
    'POST /v1/kyc/players/:userId/changeLevel': {
      auth: 'player',
      params: { userId: String(playerId) },
      body: { level: 'ID_SELFIE_2NDID_POA' },
    },
    // Unsigned: refused before anything is read or stored.
    'POST /webhooks/kyc/:provider': { params: { provider: 'croupier' }, body: {}, expect: [401] },
    'GET /kyc-widget/': { query: { lang: 'de' } },
    'GET /idv/v1/applicant': { expect: [401] },
    'POST /idv/v1/applicant/files/:slot': { params: { slot: 'ID_FRONT' }, expect: [401] },
    'POST /idv/v1/applicant/submit': { expect: [401] },
    'GET /staff/v1/kyc/applicants': { auth: 'staff', query: { status: 'pending' } },
    'GET /staff/v1/kyc/applicants/:id': {
      auth: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      expect: [404],
    },
    'POST /staff/v1/kyc/applicants/:id/approve': {
      auth: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { note: 'sweep' },
      expect: [404],
    },
    'POST /staff/v1/kyc/applicants/:id/reject': {
      auth: 'staff',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { reason: 'sweep', reject_type: 'RETRY', note: 'sweep' },
      expect: [404],
    },
    // ---- end of KYC.
    // ---- Surveys, AML level and the player's account (issue 11, compliance engineer).
    'GET /v1/me/survey/last': {
      auth: 'player',
      query: { type: 'sowq', currency: 'EUR', language: 'de' },
    },
    'POST /v1/me/survey/:surveyId/answers/:language': {
      auth: 'player',
      params: { surveyId: '2147483647', language: 'en' },
      body: { answers: [] },
      expect: [404],
    },
    'GET /v1/me/aml/level/current/': { auth: 'player' },
    'GET /v1/me/aml/level/current': { auth: 'player' },
    'PUT /v1/static/players/:id': {
      auth: 'player',
      params: { id: String(playerId) },
      body: { reality_minutes: 30 },
    },
    // Another player's id: the sweep's own player is never closed.
    'DELETE /v1/static/players/:id': {
      auth: 'player',
      params: { id: '2147483647' },
      body: { reason: 'sweep' },
      expect: [403],
    },
    'GET /v1/me/data-export': { auth: 'player' },
    'GET /staff/v1/players/:id/surveys/:type': {
      auth: 'staff',
      params: { id: String(playerId), type: 'sowq' },
    },
    'POST /staff/v1/players/:id/surveys/:type/require': {
      auth: 'staff',
      params: { id: '2147483647', type: 'sowq' },
      body: { reason: 'sweep' },
      expect: [404],
    },
    'POST /staff/v1/players/:id/surveys/:type/lift': {
      auth: 'staff',
      params: { id: '2147483647', type: 'sowq' },
      body: { reason: 'sweep' },
      expect: [404],
    },
    // ---- end of surveys, AML and account.
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that are not the platform's: Swagger UI's files, the local fake of Hub88 (never in production). */
const NOT_OURS = /^\/(docs|fake-hub88)(\/|$)/;

interface Shape {
  _zod: { def: Record<string, unknown> & { type: string } };
}
/** Unwraps optional, default, pipe (preprocess, transform) ... to the schema that parses. */
function core(schema: Shape): Shape {
  let s = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType as Shape;
    else if (def.type === 'pipe')
      s = ((def.in as Shape)._zod.def.type === 'transform' ? def.out : def.in) as Shape;
    else break;
  }
  return s;
}
/** Dotted paths of the fields of an object schema (nested objects walked), with their schemas. */
function fields(schema: unknown, prefix: string[] = []): { path: string[]; schema: Shape }[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const s = core(schema as Shape);
  if (s._zod.def.type !== 'object') return [];
  const shape = s._zod.def.shape as Record<string, Shape>;
  return Object.entries(shape).flatMap(([key, field]) => {
    const inner = core(field);
    return inner._zod.def.type === 'object' && prefix.length < 2
      ? fields(inner, [...prefix, key])
      : [{ path: [...prefix, key], schema: field }];
  });
}
function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = node[key] = typeof next === 'object' && next !== null ? { ...(next as object) } : {};
  }
  node[path.at(-1)!] = value;
}
const isIdField = (path: string[]) => /(^|_)id$|Id$/.test(path.at(-1)!);

describe('sweep over the route table', () => {
  it('every route and field: U+0000 and lone surrogates are 422 field_invalid, ids past 2^31 never 500', async () => {
    const table = baselines();
    const failures: string[] = [];
    const seen = new Set<string>();
    const routes = routeTable.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ ...r, method })),
    );
    let requests = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD' || NOT_OURS.test(route.url) || seen.has(key)) continue;
      seen.add(key);
      const known = table[key];
      const auth: Auth =
        known?.auth ??
        (route.url.startsWith('/v1/')
          ? 'player'
          : route.url.startsWith('/staff/v1/')
            ? 'staff'
            : route.url.startsWith('/wallet/v1/')
              ? 'wallet'
              : route.url.startsWith('/studio/v1/')
                ? 'studio'
                : 'none');
      const params: Record<string, string> = { ...known?.params };
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      // Staff actions on a player (block, close, end sessions…) aim at nobody: the sweep is about
      // validation, and the demo player 1 must stay able to play for the routes after them.
      const playerAction = route.url.startsWith('/staff/v1/players/:id') && route.method !== 'GET';
      for (const name of paramNames) params[name] ??= playerAction ? '999999' : '1';
      const url = (p: Record<string, string>) =>
        route.url
          .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(p[name]!))
          .replace(/\*$/, 'x');
      const base = (): Req => ({
        method: route.method,
        url: url(params),
        auth,
        headers: known?.headers,
        query: known?.query,
        body: typeof known?.body === 'function' ? (known.body as () => unknown)() : known?.body,
      });
      const attempt = async (
        what: string,
        req: Req,
        check: (status: number, body: Record<string, unknown>) => boolean,
      ) => {
        requests += 1;
        const res = await send(req);
        if (!check(res.status, res.body))
          failures.push(`${key} ${what}: ${res.status} ${res.raw.slice(0, 200)}`);
      };
      const invalid = (field: string) => (status: number, body: Record<string, unknown>) =>
        status === 422 &&
        ((body.errors as Record<string, string[]> | undefined)?.[field] ?? []).includes(
          'field_invalid',
        );
      const below500 = (status: number) => status < 500;

      // The baseline itself: reachable (so a mutated field is what the answer is about).
      if (known && known.expect !== 'any') {
        const allowed = known.expect ?? [200, 201, 204];
        await attempt('baseline', base(), (status) => allowed.includes(status));
      }
      // Junk beside the schema's fields: never a 500.
      const junkQuery = { q: NUL, id: PAST_INT, page: HUGE };
      const junkBody = { junk: NUL, lone: LONE, id: 2_147_483_648, nested: { deep: [NUL] } };
      await attempt(
        'junk',
        {
          ...base(),
          query: { ...base().query, ...junkQuery },
          ...(BODY_METHODS.has(route.method) ? { body: junkBody } : {}),
        },
        below500,
      );

      const schema = route.schema ?? {};
      // Path parameters: U+0000 (%00), past 2^31 and huge.
      for (const name of paramNames) {
        await attempt(
          `param ${name}=NUL`,
          { ...base(), url: url({ ...params, [name]: `${params[name]}\u0000` }) },
          invalid(name),
        );
        for (const big of [PAST_INT, HUGE]) {
          const isId = fields(schema.params).some(
            (f) => f.path[0] === name && core(f.schema)._zod.def.type === 'number',
          );
          await attempt(
            `param ${name}=${big}`,
            { ...base(), url: url({ ...params, [name]: big }) },
            isId ? invalid(name) : below500,
          );
        }
      }
      // Query fields (a query string cannot carry a lone surrogate: %ED%A0%80 stays as typed).
      for (const f of fields(schema.querystring)) {
        const field = f.path.join('.');
        const mutate = (value: unknown) => {
          const query = structuredClone(base().query ?? {}) as Record<string, unknown>;
          setPath(query, f.path, value);
          return { ...base(), query };
        };
        await attempt(`query ${field}=NUL`, mutate(NUL), invalid(field));
        const numeric = core(f.schema)._zod.def.type === 'number' && isIdField(f.path);
        for (const big of [PAST_INT, HUGE]) {
          await attempt(`query ${field}=${big}`, mutate(big), numeric ? invalid(field) : below500);
        }
      }
      // Body fields.
      if (BODY_METHODS.has(route.method)) {
        for (const f of fields(schema.body)) {
          const field = f.path.join('.');
          const mutate = (value: unknown) => {
            const b = base().body;
            const body = structuredClone(typeof b === 'object' && b !== null ? b : {}) as Record<
              string,
              unknown
            >;
            setPath(body, f.path, value);
            return { ...base(), body };
          };
          await attempt(`body ${field}=NUL`, mutate(NUL), invalid(field));
          await attempt(`body ${field}=LONE`, mutate(LONE), invalid(field));
          const numeric = core(f.schema)._zod.def.type === 'number' && isIdField(f.path);
          for (const big of [2_147_483_648, HUGE]) {
            await attempt(`body ${field}=${big}`, mutate(big), numeric ? invalid(field) : below500);
          }
        }
      }
    }
    // The table is the app's own: the families of the issue are all in it.
    for (const key of [
      'GET /v1/casino/games',
      'GET /v1/cms/pages/:id',
      'POST /v1/auth/login',
      'POST /staff/v1/auth/login',
      'POST /wallet/v1/debit',
      'POST /studio/v1/rounds',
    ]) {
      expect(seen.has(key), key).toBe(true);
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // About 1,500 requests: a few seconds alone, longer on a busy machine.
  }, 180_000);
});
