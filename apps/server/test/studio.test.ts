/**
 * The studio through the HTTP API: launch (real, demo, every refusal), launch links, frame
 * sessions, rounds with the provably-fair commitment, actions, game recall, and the money of
 * each round (in-memory wallet: the ledger is tested in the wallet's own suite).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fairRng, seedHash } from '@croupier/games/rng';
import * as t from '../src/db/schema.ts';
import { hashToken } from '../src/auth/crypto.ts';
import { realityChecks, studioRounds, studioSessions } from '../src/studio/schema.ts';
import { fakeWallet } from './studio-fakes.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';
import {
  createPlayer,
  frame,
  launch,
  openSession,
  useTestEngines,
  type TestGame,
} from './studio-support.ts';

vi.mock('../src/wallet/plugin.ts', async () => (await import('./studio-fakes.ts')).walletModule);
vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

let ctx: TestApp;
let games: Record<string, TestGame>;
const instant = () => games['test-instant']!;
const steps = () => games['test-steps']!;
const timed = () => games['test-timed']!;

beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
  games = await useTestEngines(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  fakeWallet.reset();
  ctx.clock.now = new Date();
});

const db = () => ctx.database.db;
const player = (values: Parameters<typeof createPlayer>[2] = {}) =>
  createPlayer(db(), ctx.clock.now, values);
let requests = 0;
const rid = () => `req-${(requests += 1)}`;
const bet = (session: string, stake: unknown, requestId = rid(), clientSeed = 'client-seed') =>
  frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
    bet: { stake },
    clientSeed,
    requestId,
  });
const act = (session: string, roundId: string, action: unknown, requestId = rid()) =>
  frame(ctx.app, session, 'POST', `/studio/v1/rounds/${roundId}/actions`, { action, requestId });

describe('POST /v1/casino/play/{provider_slug}', () => {
  it('launches demo play for a guest: a single-use link, EUR play money', async () => {
    const res = await launch(ctx.app, instant(), { is_demo: 1, user_currency: 'CZK' });
    expect(res.status).toBe(200);
    const url = (res.body.data as { play_for_fun: string }).play_for_fun;
    expect(url).toMatch(/^\/studio\/launch\/[\w-]{43}$/);
    const opened = await ctx.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    const session = /#s=(.+)$/.exec(String(opened.headers.location))![1]!;
    expect(opened.headers.location).toBe(`/studio/frame/?l=en#s=${session}`);
    const info = await frame(ctx.app, session, 'GET', '/studio/v1/session');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      mode: 'demo',
      balance: 100_000,
      currency: { code: 'EUR', symbol: '€' },
      game: { id: instant().id, engine: 'test-instant', info: { minStake: 10 } },
      fairness: { nextNonce: 0, nextSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      openRound: null,
    });
  });

  it('launches real play with a player token, in the player currency, clearing the reality check', async () => {
    const p = await player({ statusReason: 'awaiting_reality_check' });
    fakeWallet.fund(p.id, 5_000);
    const res = await launch(
      ctx.app,
      instant(),
      { user_id: p.id, user_currency: 'USD' },
      p.userToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ play_for_real: expect.stringMatching(/^\/studio\/launch\//) });
    const [row] = await db().select().from(t.players).where(eq(t.players.id, p.id));
    expect(row!.statusReason).toBeNull();
    const session = await openSession(ctx.app, instant(), p.userToken);
    const info = await frame(ctx.app, session, 'GET', '/studio/v1/session');
    expect(info.body.data).toMatchObject({
      mode: 'real',
      balance: 5_000,
      currency: { code: 'EUR' },
    });
  });

  it('plays demo when the token is not valid (an ended session)', async () => {
    const res = await launch(ctx.app, instant(), {}, 'not-a-token');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('play_for_fun');
  });

  it('refuses a user_id of another player with 403', async () => {
    const p = await player();
    const other = await player();
    fakeWallet.fund(p.id, 5_000);
    const res = await launch(ctx.app, instant(), { user_id: other.id }, p.userToken);
    expect(res).toEqual({ status: 403, body: { message: 'forbidden' } });
  });

  it('answers 404 game_not_available for unknown, disabled or mismatched games', async () => {
    const body404 = { status: 404, body: { message: 'game_not_available' } };
    expect(await launch(ctx.app, { ...instant(), id: 999_999 })).toEqual(body404);
    expect(await launch(ctx.app, { ...instant(), providerCode: 'someone-else' })).toEqual(body404);
    expect(await launch(ctx.app, instant(), { provider_id: instant().providerId + 1 })).toEqual(
      body404,
    );
    await db().update(t.games).set({ isEnabled: false }).where(eq(t.games.id, instant().id));
    expect(await launch(ctx.app, instant())).toEqual(body404);
    await db().update(t.games).set({ isEnabled: true }).where(eq(t.games.id, instant().id));
    await db()
      .update(t.providers)
      .set({ isEnabled: false })
      .where(eq(t.providers.id, instant().providerId));
    expect(await launch(ctx.app, instant())).toEqual(body404);
    await db()
      .update(t.providers)
      .set({ isEnabled: true })
      .where(eq(t.providers.id, instant().providerId));
    expect((await launch(ctx.app, instant())).status).toBe(200);
  });

  it('answers 404 for a title whose engine is not available', async () => {
    const [other] = await db()
      .select({ id: t.games.id, providerId: t.games.providerId, code: t.providers.code })
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(eq(t.games.engine, 'bingo'))
      .limit(1);
    await db().update(t.games).set({ engine: 'no-such-engine' }).where(eq(t.games.id, other!.id));
    const res = await launch(ctx.app, {
      id: other!.id,
      providerId: other!.providerId,
      providerCode: other!.code,
    });
    expect(res).toEqual({ status: 404, body: { message: 'game_not_available' } });
  });

  it('refuses real play without the current terms', async () => {
    for (const termsVersion of [null, 0]) {
      const p = await player({ termsVersion });
      fakeWallet.fund(p.id, 5_000);
      const res = await launch(ctx.app, instant(), {}, p.userToken);
      expect(res).toEqual({ status: 403, body: { message: 'terms_not_accepted' } });
    }
  });

  it('refuses a PEP or UBO player without accepted KYC', async () => {
    for (const flags of [{ isPep: true }, { isUbo: true }]) {
      const p = await player(flags);
      fakeWallet.fund(p.id, 5_000);
      const res = await launch(ctx.app, instant(), {}, p.userToken);
      expect(res).toEqual({ status: 403, body: { message: 'kyc_not_valid', redirect: '/kyc' } });
    }
  });

  it('refuses a risky-country player without an approved identity check (selfie level)', async () => {
    // BG is on the demo skin's risky list; the same player from MT plays.
    const p = await player({ country: 'BG' });
    fakeWallet.fund(p.id, 5_000);
    const res = await launch(ctx.app, instant(), {}, p.userToken);
    expect(res).toEqual({
      status: 403,
      body: { message: 'kyc_not_valid', redirect: '/kyc?lv=selfie' },
    });
    await db().update(t.players).set({ country: 'MT' }).where(eq(t.players.id, p.id));
    expect((await launch(ctx.app, instant(), {}, p.userToken)).status).toBe(200);
  });

  it('refuses a self-excluded player with the end of the exclusion', async () => {
    const until = new Date(ctx.clock.now.getTime() + 86_400_000);
    const p = await player({ statusExpiresAt: until });
    fakeWallet.fund(p.id, 5_000);
    const res = await launch(ctx.app, instant(), {}, p.userToken);
    expect(res).toEqual({
      status: 403,
      body: { message: 'account_disabled', until: until.toISOString() },
    });
  });

  it('refuses a player whose status is not active', async () => {
    const p = await player({ status: 'self_excluded' });
    fakeWallet.fund(p.id, 5_000);
    const res = await launch(ctx.app, instant(), {}, p.userToken);
    expect(res).toEqual({ status: 403, body: { message: 'account_disabled', until: null } });
  });

  it('refuses real play below the game minimum stake with 402', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 5, 4);
    const res = await launch(ctx.app, instant(), {}, p.userToken);
    expect(res).toEqual({ status: 402, body: { message: 'insufficient_balance' } });
    fakeWallet.fund(p.id, 5, 5);
    expect((await launch(ctx.app, instant(), {}, p.userToken)).status).toBe(200);
  });
});

describe('GET /studio/launch/{token}', () => {
  it('answers 410 for a forged, a used and an expired link', async () => {
    const forged = await ctx.app.inject({ method: 'GET', url: '/studio/launch/forged-token' });
    expect(forged.statusCode).toBe(410);
    expect(forged.headers['content-type']).toMatch(/text\/html/);
    expect(forged.body).toMatch(/expired/);
    // Its only style block carries the response's CSP nonce (no inline style is allowed).
    const nonce = /<style nonce="([^"]+)"/.exec(forged.body)?.[1];
    expect(forged.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

    const url = ((await launch(ctx.app, instant())).body.data as { play_for_fun: string })
      .play_for_fun;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(303);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(410);

    const late = ((await launch(ctx.app, instant())).body.data as { play_for_fun: string })
      .play_for_fun;
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 121_000);
    expect((await ctx.app.inject({ method: 'GET', url: late })).statusCode).toBe(410);
  });

  it('does not open a real frame for a player who logged out meanwhile', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 5_000);
    const url = (
      (await launch(ctx.app, instant(), {}, p.userToken)).body.data as {
        play_for_real: string;
      }
    ).play_for_real;
    await db()
      .update(t.playerSessions)
      .set({ revokedAt: ctx.clock.now })
      .where(eq(t.playerSessions.id, p.tokenId));
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(410);
  });
});

describe('frame sessions', () => {
  it('refuses calls without or with an unknown session', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/studio/v1/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'session_invalid' });
    expect((await frame(ctx.app, 'nope', 'GET', '/studio/v1/session')).status).toBe(401);
  });

  it('ends a real frame session with the player logout', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 5_000);
    const session = await openSession(ctx.app, instant(), p.userToken);
    expect((await frame(ctx.app, session, 'GET', '/studio/v1/session')).status).toBe(200);
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await frame(ctx.app, session, 'GET', '/studio/v1/session')).status).toBe(401);
    expect((await bet(session, 100)).status).toBe(401);
    expect(fakeWallet.calls).toEqual([]);
  });

  it('ends a real frame session after 30 minutes without activity, or when the player is blocked or excluded', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 5_000);
    const session = await openSession(ctx.app, instant(), p.userToken);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 20 * 60_000);
    // Playing counts as activity on the player's token.
    expect((await bet(session, 100)).status).toBe(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 20 * 60_000);
    expect((await frame(ctx.app, session, 'GET', '/studio/v1/session')).status).toBe(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 11 * 60_000);
    expect((await frame(ctx.app, session, 'GET', '/studio/v1/session')).status).toBe(401);

    const q = await player();
    fakeWallet.fund(q.id, 5_000);
    const s2 = await openSession(ctx.app, instant(), q.userToken);
    await db().update(t.players).set({ status: 'blocked' }).where(eq(t.players.id, q.id));
    expect((await frame(ctx.app, s2, 'GET', '/studio/v1/session')).status).toBe(401);

    const r = await player();
    fakeWallet.fund(r.id, 5_000);
    const s3 = await openSession(ctx.app, instant(), r.userToken);
    const until = new Date(ctx.clock.now.getTime() + 86_400_000);
    await db().update(t.players).set({ statusExpiresAt: until }).where(eq(t.players.id, r.id));
    expect((await bet(s3, 100)).status).toBe(401);
  });
});

describe('rounds: one step', () => {
  it('plays a provably-fair round: commitment before, seed revealed after, balance moves by stake - win', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 10_000);
    const session = await openSession(ctx.app, instant(), p.userToken);
    const before = (await frame(ctx.app, session, 'GET', '/studio/v1/session')).body.data;
    const res = await bet(session, 250, rid(), 'my-seed');
    expect(res.status).toBe(200);
    const { round, balance, fairness } = res.body.data;
    expect(round).toMatchObject({ status: 'settled', stake: 250, gameId: instant().id });
    expect(round.fairness.seedHash).toBe(before.fairness.nextSeedHash);
    expect(round.fairness.nonce).toBe(before.fairness.nextNonce);
    expect(round.fairness.clientSeed).toBe('my-seed');
    expect(seedHash(round.fairness.serverSeed)).toBe(round.fairness.seedHash);
    // The player can replay the outcome from the revealed inputs.
    const roll = fairRng(round.fairness.serverSeed, 'my-seed', round.fairness.nonce).int(10);
    expect(round.view).toEqual({ roll });
    expect(round.win).toBe(roll >= 5 ? 500 : 0);
    expect(balance).toBe(10_000 - 250 + round.win);
    expect((await fakeWallet.balance(p.id)).cash).toBe(10_000 - 250 + round.win);
    expect(fairness.nextNonce).toBe(round.fairness.nonce + 1);
    expect(fairness.nextSeedHash).not.toBe(round.fairness.seedHash);
    // A spin the engine settles at once: its stake and win in one wallet call.
    expect(fakeWallet.calls.map((c) => [c.op, c.transactionId])).toEqual([
      ['round', `${round.id}:bet`],
    ]);
  });

  it('answers a retried requestId from the stored round and moves nothing', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 10_000);
    const session = await openSession(ctx.app, instant(), p.userToken);
    const first = await bet(session, 100, 'same-request');
    const calls = fakeWallet.calls.length;
    const cash = (await fakeWallet.balance(p.id)).cash;
    const again = await bet(session, 100, 'same-request');
    expect(again.status).toBe(200);
    expect(again.body.data.round).toEqual(first.body.data.round);
    expect(fakeWallet.calls.length).toBe(calls);
    expect((await fakeWallet.balance(p.id)).cash).toBe(cash);
  });

  it.each([
    ['negative', -100, 'stake_invalid'],
    ['zero', 0, 'stake_invalid'],
    ['fractional', 10.5, 'stake_invalid'],
    ['a string', '100', 'stake_invalid'],
    ['oversized', 10_001, 'stake_above_max'],
    ['tiny', 9, 'stake_below_min'],
  ])('refuses a %s stake with 422 and moves no money', async (_name, stake, key) => {
    const p = await player();
    fakeWallet.fund(p.id, 100_000);
    const session = await openSession(ctx.app, instant(), p.userToken);
    const res = await bet(session, stake);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(key);
    expect(fakeWallet.calls).toEqual([]);
    const rounds = await db().select().from(studioRounds).where(eq(studioRounds.playerId, p.id));
    expect(rounds).toEqual([]);
  });

  it('validates the body: client seed of at most 64 characters, a request id', async () => {
    const session = await openSession(ctx.app, instant());
    const long = await bet(session, 100, rid(), 'x'.repeat(65));
    expect(long.status).toBe(422);
    const noId = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
      bet: { stake: 100 },
      clientSeed: 'a',
    });
    expect(noId.status).toBe(422);
  });

  it('refuses a stake above the balance with 402 and the balance; the round is not listed', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 500);
    const session = await openSession(ctx.app, instant(), p.userToken);
    const res = await bet(session, 600, 'refused-once');
    expect(res).toEqual({ status: 402, body: { message: 'insufficient_funds', balance: 500 } });
    // The retry of that request gets the same answer and asks the wallet nothing.
    const calls = fakeWallet.calls.length;
    expect(await bet(session, 600, 'refused-once')).toEqual(res);
    expect(fakeWallet.calls.length).toBe(calls);
    const list = await frame(ctx.app, session, 'GET', '/studio/v1/rounds');
    expect(list.body.meta).toMatchObject({ total: 0 });
    expect((await fakeWallet.balance(p.id)).cash).toBe(500);
  });

  it('refuses a bet above the active bonus max bet with 403 bonus_bet_limit', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 1_000, 2_000);
    fakeWallet.campaign = {
      id: 1,
      campaignId: 3,
      name: 'Welcome',
      target: 10_000,
      counter: 0,
      counterPercentage: 0,
      maxBet: 500,
      freespins: 0,
      freespinsCounter: 0,
      freespinStake: 0,
      freespinGameIds: [],
      freespinsWon: 0,
      expiresAt: null,
    };
    const session = await openSession(ctx.app, instant(), p.userToken);
    const res = await bet(session, 600);
    expect(res).toEqual({ status: 403, body: { message: 'bonus_bet_limit', balance: 3_000 } });
    expect((await bet(session, 500)).status).toBe(200);
  });

  it('plays demo against the session play money, never the wallet', async () => {
    const session = await openSession(ctx.app, instant());
    let expected = 100_000;
    for (let i = 0; i < 5; i += 1) {
      const res = await bet(session, 1_000);
      expect(res.status).toBe(200);
      expected += res.body.data.round.win - 1_000;
      expect(res.body.data.balance).toBe(expected);
    }
    expect(fakeWallet.calls).toEqual([]);
    const list = await frame(ctx.app, session, 'GET', '/studio/v1/rounds?per_page=2');
    expect(list.body.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(list.body.data).toHaveLength(2);
    const nonces = (list.body.data as { fairness: { nonce: number } }[]).map(
      (r) => r.fairness.nonce,
    );
    expect(nonces).toEqual([4, 3]);
  });

  it('refuses a demo stake above the play money', async () => {
    const session = await openSession(ctx.app, instant());
    await db()
      .update(studioSessions)
      .set({ demoBalance: 50 })
      .where(eq(studioSessions.tokenHash, hashToken(session)));
    const res = await bet(session, 100);
    expect(res).toEqual({ status: 402, body: { message: 'insufficient_funds', balance: 50 } });
  });

  it('hides another player’s rounds (404) and lists only the player’s own', async () => {
    const a = await player();
    const b = await player();
    fakeWallet.fund(a.id, 10_000);
    fakeWallet.fund(b.id, 10_000);
    const sa = await openSession(ctx.app, instant(), a.userToken);
    const sb = await openSession(ctx.app, instant(), b.userToken);
    const round = (await bet(sa, 100)).body.data.round;
    expect((await frame(ctx.app, sb, 'GET', `/studio/v1/rounds/${round.id}`)).status).toBe(404);
    expect((await act(sb, round.id, 'stand')).status).toBe(404);
    const demo = await openSession(ctx.app, instant());
    expect((await frame(ctx.app, demo, 'GET', `/studio/v1/rounds/${round.id}`)).status).toBe(404);
    expect((await frame(ctx.app, sb, 'GET', '/studio/v1/rounds')).body.meta).toMatchObject({
      total: 0,
    });
    // A new frame session of the same player recalls the round.
    const sa2 = await openSession(ctx.app, instant(), a.userToken);
    const list = await frame(ctx.app, sa2, 'GET', '/studio/v1/rounds');
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([round.id]);
    expect((await frame(ctx.app, sa2, 'GET', `/studio/v1/rounds/${round.id}`)).status).toBe(200);
  });
});

describe('rounds: several steps', () => {
  it('charges an action’s cost first, keeps the secret while open, pays at the end', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 10_000);
    const session = await openSession(ctx.app, steps(), p.userToken);
    const opened = await bet(session, 200);
    expect(opened.status).toBe(200);
    const round = opened.body.data.round;
    expect(round).toMatchObject({ status: 'open', stake: 200, view: { doubled: false } });
    expect(round.fairness.serverSeed).toBeNull();
    expect(opened.body.data.balance).toBe(9_800);

    // One open round per game: a new bet is refused until it ends.
    expect((await bet(session, 100)).body).toEqual({ message: 'round_open' });
    const info = await frame(ctx.app, session, 'GET', '/studio/v1/session');
    expect(info.body.data.openRound.id).toBe(round.id);

    const bad = await act(session, round.id, 'split');
    expect(bad).toEqual({ status: 422, body: { message: 'action_invalid', params: {} } });

    const doubled = await act(session, round.id, 'double');
    expect(doubled.body.data.round).toMatchObject({ status: 'open', stake: 400 });
    expect(doubled.body.data.balance).toBe(9_600);
    const stood = await act(session, round.id, 'stand');
    const done = stood.body.data.round;
    expect(done.status).toBe('settled');
    const hidden = fairRng(done.fairness.serverSeed, 'client-seed', done.fairness.nonce).int(100);
    expect(done.view).toEqual({ doubled: true, hidden });
    expect(done.win).toBe(hidden % 2 === 1 ? 800 : 0);
    expect(stood.body.data.balance).toBe(10_000 - 400 + done.win);
    expect(fakeWallet.calls.map((c) => [c.op, c.transactionId.slice(37), c.amount])).toEqual([
      ['debit', 'bet', 200],
      ['debit', 'a2', 200],
      ['credit', 'win', done.win],
    ]);
    expect((await act(session, round.id, 'stand')).body).toEqual({ message: 'round_closed' });
  });

  it('refuses a second action while one is pending (409)', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 10_000);
    const session = await openSession(ctx.app, steps(), p.userToken);
    const round = (await bet(session, 200)).body.data.round;
    // Hold the wallet inside the action's debit, then send a second action.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const debit = fakeWallet.debit.bind(fakeWallet);
    const spy = vi.spyOn(fakeWallet, 'debit').mockImplementation(async (req) => {
      await gate;
      return debit(req);
    });
    const first = act(session, round.id, 'double', 'first');
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    const second = await act(session, round.id, 'stand', 'second');
    expect(second).toEqual({ status: 409, body: { message: 'request_pending' } });
    const retry = await act(session, round.id, 'double', 'first');
    expect(retry).toEqual({ status: 409, body: { message: 'request_pending' } });
    release();
    expect((await first).status).toBe(200);
    spy.mockRestore();
    expect((await act(session, round.id, 'stand', 'second')).status).toBe(200);
  });

  it('refuses an action the balance cannot pay and keeps the round playable', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 300);
    const session = await openSession(ctx.app, steps(), p.userToken);
    const round = (await bet(session, 200)).body.data.round;
    const res = await act(session, round.id, 'double');
    expect(res).toEqual({ status: 402, body: { message: 'insufficient_funds', balance: 100 } });
    const stood = await act(session, round.id, 'stand');
    expect(stood.body.data.round).toMatchObject({ status: 'settled', stake: 200 });
  });
});

describe('rounds: time-driven', () => {
  it('advances on the server clock: a cash-out before the end pays, polling after it busts', async () => {
    const p = await player();
    fakeWallet.fund(p.id, 10_000);
    const session = await openSession(ctx.app, timed(), p.userToken);
    const a = (await bet(session, 100)).body.data.round;
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 500);
    const cashed = await act(session, a.id, 'cashout');
    expect(cashed.body.data.round).toMatchObject({ status: 'settled', win: 300 });

    const b = (await bet(session, 100)).body.data.round;
    const poll = await frame(ctx.app, session, 'GET', `/studio/v1/rounds/${b.id}`);
    expect(poll.body.data.round.status).toBe('open');
    // A client that claims an early cash-out after the end gets the server's clock.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 10_001);
    const late = await frame(ctx.app, session, 'GET', `/studio/v1/rounds/${b.id}`);
    expect(late.body.data.round).toMatchObject({
      status: 'settled',
      win: 0,
      view: { busted: true },
    });
    expect(late.body.data.balance).toBe(10_000 - 100 + 300 - 100);
    expect((await act(session, b.id, 'cashout')).body).toEqual({ message: 'round_closed' });
  });
});

describe('/v1 in-game calls', () => {
  it('ping answers useBonus for the player’s own active campaign with a target', async () => {
    const p = await player();
    const ping = (campaignId: number, playerId = p.id) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/campaigns/${campaignId}/players/${playerId}/ping`,
        headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
        payload: { game_id: instant().id, provider_id: instant().providerId },
      });
    expect((await ping(7)).json()).toEqual({ data: { useBonus: false } });
    fakeWallet.campaign = {
      id: 1,
      campaignId: 7,
      name: 'Welcome',
      target: 10_000,
      counter: 0,
      counterPercentage: 0,
      maxBet: null,
      freespins: 0,
      freespinsCounter: 0,
      freespinStake: 0,
      freespinGameIds: [],
      freespinsWon: 0,
      expiresAt: null,
    };
    expect((await ping(7)).json()).toEqual({ data: { useBonus: true } });
    expect((await ping(8)).json()).toEqual({ data: { useBonus: false } });
    expect((await ping(7, p.id + 1000)).statusCode).toBe(403);
  });

  it('records a reality check and marks the player awaiting it', async () => {
    const p = await player();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
      payload: { minutes: 60 },
    });
    expect(res.json()).toEqual({ data: { ok: true } });
    const rows = await db()
      .select()
      .from(realityChecks)
      .where(and(eq(realityChecks.playerId, p.id), eq(realityChecks.minutes, 60)));
    expect(rows).toHaveLength(1);
    const [row] = await db().select().from(t.players).where(eq(t.players.id, p.id));
    expect(row!.statusReason).toBe('awaiting_reality_check');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { authorization: SKIN_AUTH },
      payload: { minutes: 60 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the frame app', () => {
  it('answers a clear 404 when the frame is not built, and JSON 404 under /studio', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/studio/frame/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not built/);
    const other = await ctx.app.inject({ method: 'GET', url: '/studio/v1/nothing' });
    expect(other.statusCode).toBe(404);
  });
});
