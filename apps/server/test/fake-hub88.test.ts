/**
 * The development fake of the Hub88 aggregator (apps/server/src/dev/fake-hub88): its Games API
 * as Hub88 documents it (signed by the operator), the stated RTP of its paytable, the wallet calls
 * it makes in real play (signed with its own key) and, in the app with the Hub88 adapter, a real
 * round that moves the player's balance by exactly the stake and the win while a demo round moves
 * nothing.
 */
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { fakeHub88Games, games as seededGames } from '../src/dev/fake-hub88/games.ts';
import {
  DEMO_BALANCE,
  STAKES,
  UNITS,
  createFakeHub88,
  type FakeFetch,
  type FakeHub88,
} from '../src/dev/fake-hub88/plugin.ts';
import {
  REELS,
  RTP_DENOMINATOR,
  RTP_NUMERATOR,
  STATED_RTP_PERCENT,
  SYMBOL_COUNTS,
  SYMBOLS,
  spin,
} from '../src/dev/fake-hub88/slot.ts';
import { importHub88Catalog } from '../src/providers/hub88/catalog-import.ts';
import { depositWith } from '../src/wallet/service.ts';
import { ledgerTransactions, wallets } from '../src/wallet/schema.ts';
import { SKIN_AUTH, buildTestApp, type TestApp } from './helper.ts';
import { createPlayer } from './studio-support.ts';

const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
const OPERATOR_ID = 7;
const signed = (body: unknown, key = operator.privateKey) => {
  const raw = JSON.stringify(body);
  return { raw, signature: sign('sha256', Buffer.from(raw), key).toString('base64') };
};

const urlBody = (extra: Record<string, unknown> = {}) => ({
  user: 'cr-42',
  token: 'token-0123456789abcdef',
  platform: 'GPL_DESKTOP',
  operator_id: OPERATOR_ID,
  lang: 'de',
  country: 'MT',
  ip: '203.0.113.9',
  lobby_url: 'https://casino.example',
  game_code: 'apl_starlightcherries',
  currency: 'EUR',
  meta: {},
  ...extra,
});

interface WalletCall {
  path: string;
  body: Record<string, unknown>;
  signature: string;
}

/** A recording operator wallet: answers by path, keeps every call and its signature. */
function recordingWallet(answer: (call: WalletCall) => { status: number; body: unknown }) {
  const calls: WalletCall[] = [];
  const fetch: FakeFetch = async (url, init) => {
    const call = {
      path: new URL(url).pathname,
      body: JSON.parse(init.body) as Record<string, unknown>,
      signature: init.headers['x-hub88-signature'] ?? '',
    };
    calls.push(call);
    const { status, body } = answer(call);
    return { status, json: async () => body };
  };
  return { calls, fetch };
}

async function standalone(fetch: FakeFetch) {
  const fake = createFakeHub88({
    operatorPublicKey: operator.publicKey,
    operatorId: OPERATOR_ID,
    walletUrl: 'http://operator.test/hub88',
    fetch,
  });
  const app = Fastify({ logger: false });
  await app.register(fake.routes, { prefix: '/fake-hub88' });
  await app.ready();
  return { fake, app };
}

async function gameUrl(
  app: FastifyInstance,
  body: Record<string, unknown>,
  key?: typeof operator.privateKey,
) {
  const { raw, signature } = signed(body, key);
  return app.inject({
    method: 'POST',
    url: '/fake-hub88/operator/generic/v2/game/url',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
    payload: raw,
  });
}

async function sessionOf(app: FastifyInstance, fake: FakeHub88, body: Record<string, unknown>) {
  const res = await gameUrl(app, body);
  expect(res.statusCode, res.body).toBe(200);
  const id = fake.sessionIdOf((res.json() as { url: string }).url);
  expect(id).not.toBeNull();
  return id!;
}

describe('the fake aggregator on its own', () => {
  const balances = { value: 5_000_000 };
  const wallet = recordingWallet((call) => {
    if (call.path.endsWith('/transaction/bet')) balances.value -= call.body.amount as number;
    if (call.path.endsWith('/transaction/win')) balances.value += call.body.amount as number;
    return {
      status: 200,
      body: {
        status: 'RS_OK',
        request_uuid: call.body.request_uuid,
        user: call.body.user,
        currency: 'EUR',
        balance: balances.value,
      },
    };
  });
  let ctx: Awaited<ReturnType<typeof standalone>>;
  beforeAll(async () => {
    ctx = await standalone(wallet.fetch);
  });
  afterAll(async () => ctx.app.close());

  it('refuses a game URL request with a bad signature, another key or another operator', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await gameUrl(ctx.app, urlBody(), stranger.privateKey);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: expect.any(String) });

    // The operator's signature over other bytes than those sent.
    const { signature } = signed(urlBody());
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/fake-hub88/operator/generic/v2/game/url',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
      payload: JSON.stringify(urlBody({ user: 'cr-43' })),
    });
    expect(tampered.statusCode).toBe(401);

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/fake-hub88/operator/generic/v2/game/list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ operator_id: OPERATOR_ID }),
    });
    expect(unsigned.statusCode).toBe(401);

    expect((await gameUrl(ctx.app, urlBody({ operator_id: OPERATOR_ID + 1 }))).statusCode).toBe(
      401,
    );
    expect((await gameUrl(ctx.app, urlBody({ game_code: 'nope_unknown' }))).statusCode).toBe(404);
    // Real play needs the operator's user and session token.
    expect((await gameUrl(ctx.app, urlBody({ token: undefined }))).statusCode).toBe(400);
    // A title without demo play is not launched in demo.
    const noDemo = await gameUrl(
      ctx.app,
      urlBody({ currency: 'XXX', user: undefined, token: undefined, game_code: 'nwg_frostgiant' }),
    );
    expect(noDemo.statusCode).toBe(400);
    expect(wallet.calls).toHaveLength(0);
  });

  it('answers the signed game list in the documented item shape, artwork served', async () => {
    const { raw, signature } = signed({ operator_id: OPERATOR_ID });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/fake-hub88/operator/generic/v2/game/list',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list).toEqual(seededGames);
    expect(new Set(list.map((g) => g.product))).toEqual(
      new Set(['Northwind Gaming', 'Aurora Play']),
    );
    expect(new Set(list.map((g) => g.game_code)).size).toBe(list.length);
    const thumbs = await Promise.all(
      list.map((g) => ctx.app.inject({ method: 'GET', url: String(g.url_thumb) })),
    );
    expect(
      thumbs.every((r) => r.statusCode === 200 && r.headers['content-type'] === 'image/svg+xml'),
    ).toBe(true);
    // Each title its own artwork.
    expect(new Set(thumbs.map((r) => r.body)).size).toBe(list.length);
  });

  it('serves the game page in the launch language with its script and style sheet', async () => {
    // The game URL is on the origin of the operator's lobby (where the fake is served).
    const launched = await gameUrl(ctx.app, urlBody({ lang: 'cs' }));
    const url = (launched.json() as { url: string }).url;
    expect(url).toMatch(/^https:\/\/casino\.example\/fake-hub88\/play\/[A-Za-z0-9_-]{24}$/);
    const id = ctx.fake.sessionIdOf(url)!;
    const page = await ctx.app.inject({ method: 'GET', url: `/fake-hub88/play/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="cs">');
    expect(page.body).toContain('Točit');
    expect(page.body).toContain('<script src="../assets/game.js"></script>');
    expect(page.body).not.toMatch(/<script>|style="/);
    for (const asset of ['game.js', 'game.css', 'symbols/seven.svg']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/fake-hub88/assets/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/fake-hub88/play/unknown' });
    expect(missing.statusCode).toBe(404);
  });

  it('plays demo rounds on 1,000.00 EUR of play money without a wallet call', async () => {
    const id = await sessionOf(
      ctx.app,
      ctx.fake,
      urlBody({ currency: 'XXX', user: undefined, token: undefined }),
    );
    const state = await ctx.app.inject({ method: 'GET', url: `/fake-hub88/play/${id}/state` });
    expect(state.json()).toMatchObject({ mode: 'demo', currency: 'EUR', balance: DEMO_BALANCE });
    let expected = DEMO_BALANCE;
    for (let i = 0; i < 20; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/fake-hub88/play/${id}/spin`,
        payload: { stake: 200_000 },
      });
      const r = res.json() as { ok: boolean; win: number; balance: number; multiplier: number };
      expect(r.ok).toBe(true);
      expect(r.win).toBe(200_000 * r.multiplier);
      expected = expected - 200_000 + r.win;
      expect(r.balance).toBe(expected);
    }
    expect(wallet.calls).toHaveLength(0);
    // A stake not offered is refused.
    const odd = await ctx.app.inject({
      method: 'POST',
      url: `/fake-hub88/play/${id}/spin`,
      payload: { stake: 123 },
    });
    expect(odd.statusCode).toBe(422);
  });

  it('bets then pays the win in real play, each call signed with its own key', async () => {
    const id = await sessionOf(ctx.app, ctx.fake, urlBody());
    wallet.calls.length = 0;
    // A losing line and a winning line (three sevens: 110x).
    const sevens = REELS.map((strip) => strip.indexOf('seven'));
    const losing = [0, 1, 2].map((reel) => REELS[reel]!.indexOf(reel === 0 ? 'lemon' : 'bell'));
    const lost = await ctx.fake.playRound(id, 100_000, { stops: losing });
    const won = await ctx.fake.playRound(id, 100_000, { stops: sevens });
    expect(lost).toMatchObject({ ok: true, win: 0, multiplier: 0 });
    expect(won).toMatchObject({ ok: true, win: 11_000_000, multiplier: 110 });
    expect(wallet.calls.map((c) => c.path)).toEqual([
      '/hub88/transaction/bet',
      '/hub88/transaction/win',
      '/hub88/transaction/bet',
      '/hub88/transaction/win',
    ]);
    for (const c of wallet.calls) {
      const ok = verify(
        'sha256',
        Buffer.from(JSON.stringify(c.body)),
        ctx.fake.publicKey,
        Buffer.from(c.signature, 'base64'),
      );
      expect(ok).toBe(true);
    }
    const [bet, zeroWin, , win] = wallet.calls.map((c) => c.body);
    expect(bet).toMatchObject({
      user: 'cr-42',
      token: 'token-0123456789abcdef',
      game_code: 'apl_starlightcherries',
      currency: 'EUR',
      amount: 100_000,
      round_closed: false,
    });
    // A loss still closes its round with a win of 0 that names its bet.
    expect(zeroWin).toMatchObject({
      amount: 0,
      round_closed: true,
      round: bet!.round,
      reference_transaction_uuid: bet!.transaction_uuid,
    });
    expect(win).toMatchObject({ amount: 11_000_000, round_closed: true });
    expect(new Set(wallet.calls.map((c) => c.body.request_uuid)).size).toBe(4);
    expect(won).toMatchObject({ balance: balances.value, balance_minor: balances.value / 1_000 });
  });
});

describe('the fake aggregator when the wallet fails or refuses', () => {
  it('rolls back a bet that got no answer (5xx) and pays nothing', async () => {
    const wallet = recordingWallet((call) =>
      call.path.endsWith('/transaction/bet')
        ? { status: 503, body: {} }
        : { status: 200, body: { status: 'RS_OK', balance: 1_000_000 } },
    );
    const { app, fake } = await standalone(wallet.fetch);
    const id = await sessionOf(app, fake, urlBody());
    const r = await fake.playRound(id, 100_000);
    expect(r).toMatchObject({ ok: false, error: 'unavailable' });
    expect(wallet.calls.map((c) => c.path)).toEqual([
      '/hub88/transaction/bet',
      '/hub88/transaction/rollback',
    ]);
    const [bet, rollback] = wallet.calls.map((c) => c.body);
    expect(rollback).toMatchObject({
      reference_transaction_uuid: bet!.transaction_uuid,
      round: bet!.round,
      user: 'cr-42',
    });
    expect(rollback!.transaction_uuid).not.toBe(bet!.transaction_uuid);
    await app.close();
  });

  it('keeps a bet refused for money or a limit (no rollback) and says why', async () => {
    let status = 'RS_ERROR_NOT_ENOUGH_MONEY';
    const wallet = recordingWallet(() => ({ status: 200, body: { status, balance: 5_000 } }));
    const { app, fake } = await standalone(wallet.fetch);
    const id = await sessionOf(app, fake, urlBody());
    expect(await fake.playRound(id, 100_000)).toEqual({
      ok: false,
      error: 'not_enough_money',
      balance: 5_000,
    });
    status = 'RS_ERROR_LIMIT_REACHED';
    expect(await fake.playRound(id, 100_000)).toMatchObject({ ok: false, error: 'limit_reached' });
    expect(wallet.calls.map((c) => c.path)).toEqual([
      '/hub88/transaction/bet',
      '/hub88/transaction/bet',
    ]);
    // A disabled player or an ended session: the bet is rolled back, as Hub88's policy asks.
    status = 'RS_ERROR_USER_DISABLED';
    expect(await fake.playRound(id, 100_000)).toMatchObject({ ok: false, error: 'user_disabled' });
    status = 'RS_ERROR_TOKEN_EXPIRED';
    expect(await fake.playRound(id, 100_000)).toMatchObject({
      ok: false,
      error: 'session_expired',
    });
    expect(wallet.calls.slice(2).map((c) => c.path)).toEqual([
      '/hub88/transaction/bet',
      '/hub88/transaction/rollback',
      '/hub88/transaction/bet',
      '/hub88/transaction/rollback',
    ]);
    await app.close();
  });
});

describe('the paytable', () => {
  it('returns exactly the stated RTP over every stop of the three reels', () => {
    expect(REELS.every((strip) => strip.length === 32)).toBe(true);
    for (const strip of REELS) {
      for (const s of SYMBOLS) expect(strip.filter((x) => x === s)).toHaveLength(SYMBOL_COUNTS[s]);
    }
    let paid = 0;
    let hits = 0;
    for (let a = 0; a < 32; a++) {
      for (let b = 0; b < 32; b++) {
        for (let c = 0; c < 32; c++) {
          const m = spin([a, b, c]).multiplier;
          paid += m;
          if (m > 0) hits += 1;
        }
      }
    }
    expect(32 ** 3).toBe(RTP_DENOMINATOR);
    expect(paid).toBe(RTP_NUMERATOR);
    expect(STATED_RTP_PERCENT).toBeCloseTo(96.04, 2);
    expect(hits / 32 ** 3).toBeGreaterThan(0.15);
    // What the game list states.
    expect(new Set(fakeHub88Games().map((g) => g.rtp))).toEqual(new Set(['96.04']));
  });

  it('pays whole stake units at every stake offered', () => {
    for (const stake of STAKES) expect(stake % 1_000).toBe(0);
    expect(DEMO_BALANCE).toBe(1_000 * UNITS);
  });
});

describe('with the Hub88 adapter in the app (development wiring)', () => {
  let ctx: TestApp;
  let game: { id: number; providerId: number; providerCode: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    await importHub88Catalog(ctx.database.db, seededGames);
    const [row] = await ctx.database.db
      .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(eq(t.games.externalCode, 'apl_starlightcherries'));
    game = row!;
  });
  afterAll(async () => ctx.close());

  const launch = async (body: Record<string, unknown>, userToken?: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/casino/play/${game.providerCode}`,
      headers: { authorization: SKIN_AUTH, ...(userToken ? { 'user-token': userToken } : {}) },
      payload: { game_id: game.id, provider_id: game.providerId, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: { play_for_real?: string; play_for_fun?: string } }).data;
    const url = data.play_for_real ?? data.play_for_fun ?? '';
    expect(url).toMatch(/\/fake-hub88\/play\/[A-Za-z0-9_-]{24}$/);
    return new URL(url, 'http://site.test').pathname;
  };
  const cashOf = async (playerId: number) => {
    const [w] = await ctx.database.db
      .select({ cash: wallets.cash })
      .from(wallets)
      .where(eq(wallets.playerId, playerId));
    return w!.cash;
  };
  const spinAt = async (path: string, stake: number) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      ok: boolean;
      error?: string;
      win: number;
      balance: number;
      balance_minor: number;
    };
  };

  it("refuses a Games API call not signed with the operator's key", async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { raw, signature } = signed({ operator_id: 1 }, stranger.privateKey);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/fake-hub88/operator/generic/v2/game/list',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
      payload: raw,
    });
    expect(res.statusCode).toBe(401);
  });

  it("a real round moves the player's balance by exactly the stake and the win", async () => {
    const player = await createPlayer(ctx.database.db, ctx.clock.now);
    const deposit = await depositWith(ctx.database.db, {
      playerId: player.id,
      amount: 5_000,
      provider: 'seed',
      transactionId: `fake-hub88-${randomUUID()}`,
    });
    expect(deposit.ok).toBe(true);
    const path = await launch(
      { user_language: 'en', is_mobile: 0, is_desktop: 1 },
      player.userToken,
    );
    const state = await ctx.app.inject({ method: 'GET', url: `${path}/state` });
    expect(state.json()).toMatchObject({ mode: 'real', currency: 'EUR', balance: 5_000 * 1_000 });

    let cash = await cashOf(player.id);
    expect(cash).toBe(5_000);
    const seen = { lost: false, won: false };
    for (let i = 0; i < 80 && !(seen.lost && seen.won); i++) {
      const r = await spinAt(path, 10_000);
      expect(r.ok, r.error).toBe(true);
      // Stake 0.10 EUR = 10 cents; the win in cents.
      const after = await cashOf(player.id);
      expect(after).toBe(cash - 10 + r.win / 1_000);
      expect(r.balance_minor).toBe(after);
      cash = after;
      if (r.win > 0) seen.won = true;
      else seen.lost = true;
    }
    expect(seen).toEqual({ lost: true, won: true });
  });

  it('a demo round moves no money', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(ledgerTransactions);
    const path = await launch({ is_demo: 1, user_language: 'en', user_currency: 'EUR' });
    const r = await spinAt(path, 100_000);
    expect(r.ok).toBe(true);
    expect(r.balance).toBe(DEMO_BALANCE - 100_000 + r.win);
    const [after] = await ctx.database.db.select({ n: count() }).from(ledgerTransactions);
    expect(after!.n).toBe(before!.n);
  });
});
