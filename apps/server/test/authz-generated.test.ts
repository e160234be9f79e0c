/**
 * Authorisation of every route of the OpenAPI document, generated from the document itself: a
 * route is either called here with the callers it must refuse, delegated to the staff role table
 * (staff-routes-auth.test.ts) or listed below as public with the reason. A new route without a
 * decision fails this file. Path parameters, required query parameters and bodies are filled
 * with valid-looking values (openapi-support.ts) so the auth layer, not the validator, answers.
 *
 * - /v1 player routes: no `user-token` (with the skin's Basic authorization) and a made-up one:
 *   401 `unauthenticated`.
 * - /v1 routes naming a player's resource (message, limit request, session, payment, payout
 *   account, player campaign, the player id itself, KYC, verification codes): player B with
 *   player A's id is refused (403/404) and A's resource is unchanged.
 * - /idv/v1 (IDV token), /v1 platform calls: no token, a made-up one and a player session: 401.
 * - /wallet/v1: no signature, a wrong one, one with another provider's secret, an unknown
 *   provider: 401 `invalid_signature`; /hub88: RS_ERROR_INVALID_SIGNATURE; webhooks: refused.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import * as s from '../src/db/schema.ts';
import { playerKyc } from '../src/kyc/schema.ts';
import { limitRequests } from '../src/limits/schema.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { payments, payoutAccounts } from '../src/payments/schema.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { playerCampaigns } from '../src/wallet/schema.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';
import {
  exampleOf,
  exampleParams,
  fillPath,
  operations,
  queryString,
  type Operation,
} from './openapi-support.ts';
import { createPlayer } from './studio-support.ts';
import { giveCampaign } from './wallet-support.ts';

const WALLET_SECRET = 'authz-wallet-secret-0123456789abcdef';
const OTHER_SECRET = 'authz-other-secret-0123456789abcdef';

/**
 * /v1 routes open without a player session (the skin's Basic authorization is still required),
 * each with why. Everything else under /v1 needs a player token.
 */
const PUBLIC_V1: Record<string, string> = {
  'GET /v1/casino/games': 'the lobby catalogue',
  'GET /v1/casino/sections': 'the lobby catalogue',
  'GET /v1/casino/providers': 'the lobby catalogue',
  'GET /v1/casino/sections/{id}/providers': 'the lobby catalogue',
  'GET /v1/static/casinoGames/{gameId}': 'the lobby catalogue',
  'GET /v1/casino/jackpots': 'jackpot amounts shown to guests',
  'GET /v1/cms/pages/{id}': 'site content',
  'GET /v1/cms/pages': 'site content',
  'GET /v1/cms/banners': 'site content (a user_id filter only picks banners, never data)',
  'GET /v1/cms/translation/languages': 'site content',
  'GET /v1/cms/translation/{group}': 'site content',
  'GET /v1/cms/payment-methods': 'the payment methods page shown to guests',
  'GET /v1/skin/settings': 'the skin shell',
  'POST /v1/cms/skin-in-maintenance': 'the skin shell',
  'GET /v1/static/countries': 'registration form lists',
  'GET /v1/static/currencies': 'registration form lists',
  'GET /v1/geo/ip': "the caller's own country",
  'GET /v1/captcha/challenge': 'a captcha for guests',
  'POST /v1/auth/checkusername': 'registration form checks (rate limited)',
  'POST /v1/auth/checkemail': 'registration form checks (rate limited)',
  'POST /v1/auth/checkmobile': 'registration form checks (rate limited)',
  'POST /v1/auth/checkfields': 'registration form checks (rate limited)',
  'POST /v1/notifications/twilio/checkMobile': 'registration form checks (rate limited)',
  'POST /v1/auth/register': 'registration',
  'POST /v1/auth/login': 'sign-in',
  'POST /v1/auth/login/two-factor': "sign-in's second step (the login challenge is the credential)",
  'POST /v1/auth/password/recovery': 'password recovery (answers the same for any address)',
  'POST /v1/auth/password/manyAttempts': 'lockout recovery (answers the same for any address)',
  'PUT /v1/auth/password/reset': 'password reset (the reset token is the credential)',
  'GET /v1/auth/status/{token}': 'whether a link token is still valid (the token is the secret)',
  'GET /v1/campaigns': 'promotions shown to guests',
  'GET /v1/campaigns/{code}': 'promotions shown to guests',
  'GET /v1/notifications/newsletter/token/opt-out': 'newsletter opt-out (the token is the secret)',
  'POST /v1/notifications/newsletter/opt-out': 'newsletter opt-out (the token is the secret)',
  'POST /v1/casino/play/{provider_slug}': 'demo play for guests; real play checks the token',
  'POST /v1/notifications/messages/custom_email': 'the contact form (captcha for guests)',
};

/** /v1 calls of the platform (its own bearer token): never a player's. */
const PLATFORM_V1 = new Set([
  'POST /v1/notifications/players/{id}/registration',
  'POST /v1/notifications/players/{id}/custom-message',
]);

/** Other public routes, each with why. */
const PUBLIC_OTHER: Record<string, string> = {
  'GET /media/{*}': 'public artwork and media of the site',
};

/**
 * /v1 player routes whose path parameter is not a player's resource (a public catalogue id, a
 * form's language): nothing of another player to reach.
 */
const NOT_OWNED_PARAMS: Record<string, string> = {
  'PUT /v1/me/favourite-games/{game_id}': 'a catalogue game id',
  'DELETE /v1/me/favourite-games/{game_id}': 'a catalogue game id',
  'GET /v1/kyc/accessTokens/{level}': 'a KYC level name',
  'POST /v1/me/survey/{surveyId}/answers/{language}': 'a survey of the catalogue, for the caller',
};

let t: TestApp;
let ops: Operation[];
const covered = new Set<string>();
let a: { id: number; userToken: string; tokenId: number };
let b: { id: number; userToken: string; tokenId: number };

beforeAll(async () => {
  t = await buildTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WALLET_PROVIDER_SECRETS: `authz:${WALLET_SECRET},other:${OTHER_SECRET}`,
  });
  ops = operations(t.app);
  a = await createPlayer(t.database.db, t.clock.now);
  b = await createPlayer(t.database.db, t.clock.now);
});
afterAll(async () => {
  await t?.close();
});

/** A call of `op` with example params and body (`body` overrides it), plus `headers`. */
function send(
  op: Operation,
  headers: Record<string, string>,
  over: { path?: Record<string, unknown>; body?: unknown } = {},
) {
  const ex = exampleParams(op);
  const url = fillPath(op, { ...ex.path, ...over.path }) + queryString(ex.query);
  const body = over.body !== undefined ? over.body : op.body ? exampleOf(op.body) : undefined;
  return t.app.inject({
    method: op.method,
    url,
    headers,
    remoteAddress: '10.0.0.17',
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const madeUp = () => randomBytes(32).toString('base64url');
const v1 = (o: Operation) => o.path.startsWith('/v1/');
const isPlayerRoute = (o: Operation) => v1(o) && !(o.key in PUBLIC_V1) && !PLATFORM_V1.has(o.key);

describe('the OpenAPI document', () => {
  it('every route has an authorisation decision', () => {
    const decided = (o: Operation) =>
      v1(o) ||
      o.path.startsWith('/staff/v1/') ||
      o.path.startsWith('/wallet/v1/') ||
      o.path.startsWith('/idv/v1/') ||
      o.path.startsWith('/hub88/') ||
      o.path.startsWith('/webhooks/') ||
      o.path.startsWith('/files/') ||
      o.key in PUBLIC_OTHER;
    expect(ops.filter((o) => !decided(o)).map((o) => o.key)).toEqual([]);
    const keys = new Set(ops.map((o) => o.key));
    const stale = [...Object.keys(PUBLIC_V1), ...PLATFORM_V1, ...Object.keys(PUBLIC_OTHER)].filter(
      (k) => !keys.has(k),
    );
    expect(stale, 'allow-list rows without a route').toEqual([]);
    for (const k of Object.keys(PUBLIC_OTHER)) covered.add(k);
  });
});

describe('/v1 player routes', () => {
  it('refuse a call without a user-token, and with a made-up one: 401 unauthenticated', async () => {
    const routes = ops.filter(isPlayerRoute);
    expect(routes.length).toBeGreaterThan(40);
    for (const op of routes) {
      for (const headers of <Record<string, string>[]>[
        { authorization: SKIN_AUTH },
        { authorization: SKIN_AUTH, 'user-token': madeUp() },
        { authorization: SKIN_AUTH, 'user-token': madeUp(), token: madeUp() },
      ]) {
        const res = await send(op, headers);
        expect(res.statusCode, `${op.key} ${Object.keys(headers).join(',')}: ${res.body}`).toBe(
          401,
        );
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.unauthenticated });
      }
      covered.add(op.key);
    }
  });

  it('public routes answer a guest (the allow-list is not stale)', async () => {
    for (const key of Object.keys(PUBLIC_V1)) {
      const op = ops.find((o) => o.key === key)!;
      const res = await send(op, { authorization: SKIN_AUTH });
      // (A refused sign-in is a 401 too, with its own key: never the missing-session one.)
      expect(res.body, key).not.toContain(`"${AUTH_MESSAGES.unauthenticated}"`);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
      covered.add(key);
    }
  });

  it('platform calls refuse no token, a made-up one and a player session: 401', async () => {
    for (const key of PLATFORM_V1) {
      const op = ops.find((o) => o.key === key)!;
      for (const extra of <Record<string, string>[]>[
        {},
        { authorization: `Bearer ${madeUp()}` },
        { authorization: `Bearer ${a.userToken}` },
        { 'user-token': a.userToken, authorization: SKIN_AUTH },
      ]) {
        const res = await send(op, extra, { path: { id: a.id } });
        expect(res.statusCode, `${key} ${JSON.stringify(Object.keys(extra))}`).toBe(401);
      }
      covered.add(key);
    }
  });
});

const asB = () => ({ authorization: SKIN_AUTH, 'user-token': b.userToken });
const asA = () => ({ authorization: SKIN_AUTH, 'user-token': a.userToken });
const refused = (status: number, what: string, body: string) =>
  expect([403, 404], `${what}: ${status} ${body}`).toContain(status);

describe("player B with player A's resources", () => {
  /** Route key -> the check (A's resource created first, then B's call, then A's state). */
  const crossRoutes: string[] = [];
  const cross = (key: string, check: (op: Operation) => Promise<void>) => {
    crossRoutes.push(key);
    it(key, async () => {
      const op = ops.find((o) => o.key === key);
      expect(op, `${key} is in the document`).toBeDefined();
      await check(op!);
      covered.add(key);
    });
  };
  const db = () => t.database.db;

  cross('GET /v1/me/messages/{id}', async (op) => {
    const [m] = await db()
      .insert(playerMessages)
      .values({
        playerId: a.id,
        type: 'custom',
        subject: 'A only',
        body: 'secret',
        createdAt: t.clock.now,
      })
      .returning();
    const res = await send(op, asB(), { path: { id: m!.id } });
    refused(res.statusCode, op.key, res.body);
    expect(res.body).not.toContain('secret');
    const [after] = await db().select().from(playerMessages).where(eq(playerMessages.id, m!.id));
    expect(after!.readAt).toBeNull();
    // The same call by A finds it (the refusal above is about ownership, not the id).
    const own = await send(op, asA(), { path: { id: m!.id } });
    expect(own.statusCode, own.body).toBe(200);
  });

  const pendingLimit = async () => {
    const [row] = await db()
      .insert(limitRequests)
      .values({
        playerId: a.id,
        type: 'limit',
        field: 'max_daily_deposit',
        previousValue: 10_000,
        value: 20_000,
        status: 'pending',
        direction: 'increase',
        activatedAt: new Date(t.clock.now.getTime() + 86_400_000),
        createdAt: t.clock.now,
      })
      .returning();
    return row!;
  };
  cross('DELETE /v1/me/statistics/{id}', async (op) => {
    const req = await pendingLimit();
    const res = await send(op, asB(), { path: { id: req.id } });
    refused(res.statusCode, op.key, res.body);
    const [after] = await db().select().from(limitRequests).where(eq(limitRequests.id, req.id));
    expect(after!.status).toBe('pending');
  });

  cross('DELETE /v1/me/sessions/{id}', async (op) => {
    const res = await send(op, asB(), { path: { id: a.tokenId } });
    refused(res.statusCode, op.key, res.body);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me/balance', headers: asA() });
    expect(me.statusCode, "A's session still works").toBe(200);
  });

  // One open payment of each type per player (payments_one_open_idx): made once, reused.
  const made = new Map<number, typeof payments.$inferSelect>();
  const aPayment = async (type: 1 | 2) => {
    const kept = made.get(type);
    if (kept) return kept;
    const [row] = await db()
      .insert(payments)
      .values({
        playerId: a.id,
        type,
        methodId: 1,
        provider: 'sandbox',
        status: 'pending',
        amount: 12_34,
        currencyId: 1,
      })
      .returning();
    made.set(type, row!);
    return row!;
  };
  cross('GET /v1/static/transactions/{id}', async (op) => {
    const p = await aPayment(1);
    const res = await send(op, asB(), { path: { id: p.id } });
    refused(res.statusCode, op.key, res.body);
    expect(res.body).not.toContain('1234');
    const own = await send(op, asA(), { path: { id: p.id } });
    expect(own.statusCode, own.body).toBe(200);
  });
  cross('GET /v1/payments/providers/{provider}/decline/{transaction}', async (op) => {
    for (const type of [1, 2] as const) {
      const p = await aPayment(type);
      const res = await send(op, asB(), { path: { provider: 'sandbox', transaction: p.id } });
      refused(res.statusCode, op.key, res.body);
      const [after] = await db().select().from(payments).where(eq(payments.id, p.id));
      expect(after!.status).toBe('pending');
    }
  });

  cross('POST /v1/payments/withdraw', async (op) => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/accounts',
      headers: asA(),
      payload: { iban: 'MT84MALT011000012345MTLCAST001S' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const [account] = await db()
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.playerId, a.id));
    expect(account).toBeDefined();
    const before = await db().select().from(payments).where(eq(payments.playerId, b.id));
    const res = await send(op, asB(), {
      body: { amount: 20, payment_method_id: 1, account_id: account!.id },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('MT84');
    const after = await db().select().from(payments).where(eq(payments.playerId, b.id));
    expect(after.length).toBe(before.length);
  });

  cross('PUT /v1/static/players/{id}', async (op) => {
    const [before] = await db().select().from(s.players).where(eq(s.players.id, a.id));
    const res = await send(op, asB(), {
      path: { id: a.id },
      body: { name: 'Taken Over', language: 'cs', newsletter: false },
    });
    refused(res.statusCode, op.key, res.body);
    const [after] = await db().select().from(s.players).where(eq(s.players.id, a.id));
    expect(after).toEqual(before);
  });
  cross('DELETE /v1/static/players/{id}', async (op) => {
    const res = await send(op, asB(), { path: { id: a.id }, body: { reason: 'not mine' } });
    refused(res.statusCode, op.key, res.body);
    const [after] = await db().select().from(s.players).where(eq(s.players.id, a.id));
    expect(after!.status).toBe('active');
  });

  const aCampaigns = () =>
    db().select().from(playerCampaigns).where(eq(playerCampaigns.playerId, a.id));
  const [campaignRoutes, campaignWrites] = [
    [
      'GET /v1/campaigns/players/{player_id}/campaigns',
      'GET /v1/campaigns/players/{player_id}/unusedCampaigns',
    ],
    [
      'POST /v1/campaigns/players/{player_id}/codes',
      'POST /v1/campaigns/{campaign_id}/players/{player_id}/claim',
      'POST /v1/campaigns/{campaign_id}/players/{player_id}/ping',
    ],
  ];
  for (const key of [...campaignRoutes, ...campaignWrites]) {
    cross(key, async (op) => {
      const before = await aCampaigns();
      const [campaign] = await db().select().from(s.campaigns).limit(1);
      const res = await send(op, asB(), {
        path: { player_id: a.id, campaign_id: campaign!.id },
        ...(key.endsWith('/codes') ? { body: { code: campaign!.code } } : {}),
      });
      refused(res.statusCode, op.key, res.body);
      expect(await aCampaigns()).toEqual(before);
      if (op.method === 'GET') {
        const own = await send(op, asA(), { path: { player_id: a.id } });
        expect(own.statusCode, own.body).toBe(200);
      }
    });
  }
  cross('DELETE /v1/campaigns/players/{id}', async (op) => {
    const pc = await giveCampaign(db(), a.id, {}, { activate: false });
    const res = await send(op, asB(), { path: { id: pc.id } });
    refused(res.statusCode, op.key, res.body);
    const [after] = await db().select().from(playerCampaigns).where(eq(playerCampaigns.id, pc.id));
    expect(after!.status).toBe(pc.status);
  });

  for (const key of ['POST /v1/kyc/players/{id}', 'POST /v1/kyc/players/{userId}/changeLevel']) {
    cross(key, async (op) => {
      const res = await send(op, asB(), { path: { id: a.id, userId: a.id } });
      refused(res.statusCode, op.key, res.body);
      const kyc = await db().select().from(playerKyc).where(eq(playerKyc.playerId, a.id));
      expect(kyc).toEqual([]);
    });
  }

  // Verification codes: B naming A's user_id is refused; no code is sent to A or checked for A.
  for (const key of [
    'POST /v1/notifications/twilio/send_sms/verification',
    'POST /v1/notifications/players/send_email/verification',
    'POST /v1/notifications/players/verify_email',
    'POST /v1/notifications/players/verify_sms',
  ]) {
    cross(key, async (op) => {
      const [pa] = await db().select().from(s.players).where(eq(s.players.id, a.id));
      const codes = () =>
        db().select().from(s.verificationCodes).where(eq(s.verificationCodes.playerId, a.id));
      const before = await codes();
      const res = await send(op, asB(), {
        body: { ...(exampleOf(op.body!) as object), user_id: a.id, verification: '123456' },
      });
      refused(res.statusCode, op.key, res.body);
      expect(await codes()).toEqual(before);
      const [after] = await db().select().from(s.players).where(eq(s.players.id, a.id));
      expect(after).toEqual(pa);
    });
  }

  it('every /v1 player route naming an id is in the cross-player table or said not to be', () => {
    const named = ops.filter(
      (o) =>
        isPlayerRoute(o) &&
        (/\{(id|player_id|userId|transaction)\}/.test(o.path) ||
          JSON.stringify(o.body?.properties ?? {}).match(/"(user_id|player_id|account_id)"/)),
    );
    const missing = named
      .map((o) => o.key)
      .filter((k) => !crossRoutes.includes(k) && !(k in NOT_OWNED_PARAMS));
    expect(missing).toEqual([]);
  });
});

describe('/idv/v1 (IDV access token)', () => {
  it('refuses no token, a made-up one and a player session: 401', async () => {
    const routes = ops.filter((o) => o.path.startsWith('/idv/v1/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const op of routes) {
      for (const headers of <Record<string, string>[]>[
        {},
        { authorization: `Bearer ${madeUp()}` },
        { authorization: `Bearer ${a.userToken}` },
      ]) {
        const res = await send(op, headers, { path: { slot: 'SELFIE' } });
        expect(res.statusCode, `${op.key}: ${res.body}`).toBe(401);
      }
      covered.add(op.key);
    }
  });
});

describe('/wallet/v1 (provider wallet)', () => {
  it('refuses a missing, wrong or foreign signature and an unknown provider: 401', async () => {
    const routes = ops.filter((o) => o.path.startsWith('/wallet/v1/'));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const op of routes) {
      const raw = JSON.stringify({ ...(exampleOf(op.body!) as object), player_id: a.id });
      for (const headers of [
        { 'x-provider': 'authz' },
        { 'x-provider': 'authz', 'x-signature': 'deadbeef' },
        { 'x-provider': 'authz', 'x-signature': signBody(OTHER_SECRET, raw) },
        { 'x-provider': 'authz', 'x-signature': signBody(WALLET_SECRET, `${raw} `) },
        { 'x-provider': 'nobody', 'x-signature': signBody(WALLET_SECRET, raw) },
        { 'x-signature': signBody(WALLET_SECRET, raw) },
      ]) {
        const res = await t.app.inject({
          method: op.method,
          url: op.path,
          headers: { 'content-type': 'application/json', ...headers },
          payload: raw,
        });
        expect(res.statusCode, `${op.key} ${JSON.stringify(headers)}: ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject({ message: 'invalid_signature' });
      }
      // The right signature gets past the check (whatever the wallet then says).
      const ok = await t.app.inject({
        method: op.method,
        url: op.path,
        headers: {
          'content-type': 'application/json',
          'x-provider': 'authz',
          'x-signature': signBody(WALLET_SECRET, raw),
        },
        payload: raw,
      });
      expect(ok.statusCode, `${op.key} signed: ${ok.body}`).not.toBe(401);
      covered.add(op.key);
    }
  });

  it('hub88 refuses a call without a valid signature', async () => {
    for (const op of ops.filter((o) => o.path.startsWith('/hub88/'))) {
      for (const headers of [{}, { 'x-hub88-signature': 'AAAA' }]) {
        const res = await t.app.inject({
          method: op.method,
          url: op.path,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ user: String(a.id), token: a.userToken }),
        });
        expect(res.json(), op.key).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
      }
      covered.add(op.key);
    }
  });
});

describe('signed URLs and webhooks', () => {
  it('refuse calls without a valid signature', async () => {
    for (const op of ops.filter(
      (o) => o.path.startsWith('/webhooks/') || o.path.startsWith('/files/'),
    )) {
      const providers = op.path.includes('/payments/')
        ? ['sandbox', 'gpwebpay', 'bank', 'crypto']
        : ['sumsub', 'sandbox'];
      for (const provider of providers) {
        const res = await send(
          op,
          { 'content-type': 'application/json', 'x-signature': 'deadbeef' },
          {
            path: { provider, id: '00000000-0000-4000-8000-000000000001' },
            body: op.method === 'GET' ? undefined : { status: 'paid', id: 1, amount: 1_000_000 },
          },
        );
        expect(res.statusCode, `${op.key} ${provider}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${op.key} ${provider}: ${res.body}`).toBeLessThan(500);
      }
      covered.add(op.key);
    }
  });
});

describe('/staff/v1', () => {
  it('every staff route is decided by staff-routes-auth.test.ts (role table)', () => {
    // That file fails on a staff route missing from its role table, and checks no token, a
    // player token, an idle session (401) and every role not allowed (403) with valid-shaped
    // parameters and bodies; here only its share of the count.
    for (const op of ops.filter((o) => o.path.startsWith('/staff/v1/'))) covered.add(op.key);
  });
});

describe('coverage', () => {
  it('every route of the document was called here or delegated', () => {
    const missing = ops.map((o) => o.key).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
    console.log(
      `authz-generated: ${covered.size} routes covered of ${ops.length} (${
        ops.filter((o) => o.path.startsWith('/staff/v1/')).length
      } staff routes via staff-routes-auth.test.ts)`,
    );
    expect(covered.size).toBeGreaterThan(200);
  });
});
