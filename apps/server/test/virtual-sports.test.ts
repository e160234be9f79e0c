/**
 * Virtual sports on the real wallet and ledger: the schedule, bets accepted before the start and
 * refused at and after it, the draw checked against its published seed hash, settlement paying
 * each winner exactly once (twice at once, or after a stop half-way), losing bets closing their
 * wallet round, responsible-gaming limits, and a balanced ledger.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '@croupier/games/rng';
import {
  RTP_BP,
  verifyEvent,
  winningKeys,
  type EventResult,
} from '@croupier/games/virtual-sports/index';
import * as t from '../src/db/schema.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { createWalletService, depositWith } from '../src/wallet/service.ts';
import {
  createVirtualSportsService,
  winTxOf,
  roundOf,
  betTxOf,
} from '../src/virtual-sports/service.ts';
import { virtualBets, virtualEvents } from '../src/virtual-sports/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { createPlayer, frame, openSession, type TestGame } from './studio-support.ts';
import { auditLedger } from './wallet-support.ts';

const INTERVAL = 180;
let ctx: TestApp;
let derby: TestGame;
let arena: TestGame;
// A second service on the same database: the job steps under the test's control (the app's own
// job runs too, at the same frozen clock: every step is idempotent, which this also exercises).
let job: ReturnType<typeof createVirtualSportsService>;

const gameBySlug = async (slug: string): Promise<TestGame> => {
  const [row] = await ctx.database.db
    .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .where(eq(t.games.slug, slug));
  if (!row) throw new Error(`no game ${slug}`);
  return row;
};

beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
  derby = await gameBySlug('virtual-derby');
  arena = await gameBySlug('virtual-sports-arena');
  job = createVirtualSportsService({
    db: ctx.database.db,
    now: () => ctx.clock.now,
    wallet: createWalletService(ctx.database.db),
    intervalSeconds: INTERVAL,
  });
});
afterAll(async () => {
  await ctx?.close();
});

let n = 0;
const player = async (deposit: number, values: Parameters<typeof createPlayer>[2] = {}) => {
  const p = await createPlayer(ctx.database.db, ctx.clock.now, values);
  if (deposit > 0) {
    await depositWith(ctx.database.db, {
      playerId: p.id,
      amount: deposit,
      provider: 'test',
      transactionId: `vs-deposit-${p.id}`,
    });
  }
  return { ...p, session: await openSession(ctx.app, derby, p.userToken) };
};
const events = async (s: string) =>
  (await frame(ctx.app, s, 'GET', '/studio/v1/virtual/events')).body.data;
const bet = (s: string, eventId: number, selection: string, stake: number, requestId?: string) =>
  frame(ctx.app, s, 'POST', '/studio/v1/virtual/bets', {
    eventId,
    selection,
    stake,
    requestId: requestId ?? `vs-${(n += 1)}`,
  });
const balanceOf = async (s: string) =>
  (await frame(ctx.app, s, 'GET', '/studio/v1/virtual/bets')).body.data.balance as number;
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);
/**
 * Settles an event (this test's job), waiting while another settler holds it: the app's own job
 * runs on the same clock and may be the one settling it.
 */
const untilSettled = async (eventId: number) => {
  for (let i = 0; i < 100; i += 1) {
    const [e] = await ctx.database.db
      .select({ status: virtualEvents.status })
      .from(virtualEvents)
      .where(eq(virtualEvents.id, eventId));
    if (e?.status === 'settled') return;
    await job.settleClosed();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`event ${eventId} was not settled`);
};

describe('virtual sports schedule', () => {
  it('keeps the next three events created, race and match alternating, hash published', async () => {
    const p = await player(10_000);
    const data = await events(p.session);
    expect(data.intervalSeconds).toBe(INTERVAL);
    expect(data.events.length).toBeGreaterThanOrEqual(3);
    const [a, b] = data.events;
    expect(new Date(a.startsAt).getTime() % (INTERVAL * 1000)).toBe(0);
    expect(new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime()).toBe(INTERVAL * 1000);
    expect(new Set([a.kind, b.kind])).toEqual(new Set(['race', 'football']));
    for (const e of data.events) {
      expect(e).toMatchObject({
        status: 'scheduled',
        serverSeed: null,
        result: null,
        rtpBp: RTP_BP,
      });
      expect(e.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.selections.length).toBe(e.kind === 'race' ? 8 : 5);
      for (const s of e.selections) {
        // p x odds <= the stated RTP, in integers.
        expect(BigInt(s.probability.num) * BigInt(s.odds) * 100n).toBeLessThanOrEqual(
          BigInt(RTP_BP) * BigInt(s.probability.den),
        );
      }
    }
    // Scheduling again (another node, or the next pass) creates nothing new.
    expect(await job.ensureSchedule()).toBe(0);
  });
});

describe('virtual sports bets and settlement', () => {
  it('accepts a bet before the start, refuses it at and after the start, pays winners once', async () => {
    const p = await player(100_000);
    const list = await events(p.session);
    const race = list.events.find((e: { kind: string }) => e.kind === 'race');
    const before = await balanceOf(p.session);
    expect(before).toBe(100_000);

    // One bet on every runner (one of them wins), plus a retried request that moves nothing.
    const placed = [];
    for (const s of race.selections) {
      const res = await bet(p.session, race.id, s.key, 1_000);
      expect(res.status).toBe(200);
      expect(res.body.data.bet).toMatchObject({ status: 'open', odds: s.odds, stake: 1_000 });
      placed.push(res.body.data.bet);
    }
    const retry = await bet(p.session, race.id, '1', 1_000, 'vs-retry-1');
    const again = await bet(p.session, race.id, '1', 1_000, 'vs-retry-1');
    expect(again.body.data.bet.id).toBe(retry.body.data.bet.id);
    expect(await balanceOf(p.session)).toBe(100_000 - 9 * 1_000);
    // The same request id for another bet is refused.
    expect((await bet(p.session, race.id, '2', 1_000, 'vs-retry-1')).body).toEqual({
      message: 'virtual_request_mismatch',
    });

    // At the start instant, and after it, no bet is taken (even before the job closed it).
    ctx.clock.now = at(race.startsAt);
    const atStart = await bet(p.session, race.id, '3', 1_000);
    expect(atStart).toEqual({ status: 409, body: { message: 'virtual_betting_closed' } });
    ctx.clock.now = at(race.startsAt, 1_000);
    expect((await bet(p.session, race.id, '3', 1_000)).body.message).toBe('virtual_betting_closed');
    // Nothing of them is stored (the app's own job may already be settling the race meanwhile:
    // the balance is checked once everything is paid, below).
    const stored = await ctx.database.db
      .select({ id: virtualBets.id })
      .from(virtualBets)
      .where(eq(virtualBets.playerId, p.id));
    expect(stored).toHaveLength(9);

    // Settlement run twice at once (two nodes): every bet paid or closed exactly once.
    await job.closeDue();
    await Promise.all([job.settleClosed(), job.settleClosed(), job.runJob()]);
    await untilSettled(race.id);
    const res = await frame(ctx.app, p.session, 'GET', `/studio/v1/virtual/events/${race.id}`);
    const event = res.body.data;
    expect(event.status).toBe('settled');
    const winner = event.winning[0] as string;
    const rows = await ctx.database.db
      .select()
      .from(virtualBets)
      .where(eq(virtualBets.eventId, race.id));
    const mine = rows.filter((r) => r.playerId === p.id);
    expect(mine).toHaveLength(9);
    let expectedWins = 0;
    for (const r of mine) {
      const won = r.selection === winner;
      expect(r.status).toBe(won ? 'won' : 'lost');
      expect(r.win).toBe(won ? Math.floor((r.stake * r.odds) / 100) : 0);
      expectedWins += r.win ?? 0;
      // Exactly one credit per bet in the ledger (a win, or 0 closing the round).
      const credits = await ctx.database.db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.provider, 'croupier'),
            eq(ledgerTransactions.externalId, winTxOf(r.id)),
          ),
        );
      expect(credits).toHaveLength(1);
    }
    expect(await balanceOf(p.session)).toBe(91_000 + expectedWins);

    // The result replays from the revealed seed, which matches the hash published before.
    expect(event.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(event.serverSeed)).toBe(race.seedHash);
    expect(
      verifyEvent({
        kind: 'race',
        eventId: race.id,
        seedHash: race.seedHash,
        serverSeed: event.serverSeed,
        result: event.result as EventResult,
      }),
    ).toEqual({ hashOk: true, resultOk: true });
    const results = (await frame(ctx.app, p.session, 'GET', '/studio/v1/virtual/results')).body
      .data;
    expect(results.map((e: { id: number }) => e.id)).toContain(race.id);

    // A losing bet's wallet round is closed: nothing more can be paid on it.
    const loser = mine.find((r) => r.status === 'lost')!;
    const late = await createWalletService(ctx.database.db).credit({
      provider: 'croupier',
      transactionId: `${roundOf(loser.id)}:late`,
      playerId: p.id,
      roundId: roundOf(loser.id),
      gameId: loser.gameId,
      amount: 500,
      betTransactionId: betTxOf(loser.id),
      closeRound: true,
    });
    expect(late).toMatchObject({ ok: false, code: 'round_closed' });

    // My bets lists them settled.
    const my = (await frame(ctx.app, p.session, 'GET', '/studio/v1/virtual/bets')).body.data.bets;
    expect(my.filter((b: { eventId: number }) => b.eventId === race.id)).toHaveLength(9);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ unbalanced: 0, cacheMismatches: 0 });
  });

  it('a settlement stopped half-way is finished by the next pass, paying each bet once', async () => {
    const p = await player(50_000);
    const data = await events(p.session);
    const match = data.events.find((e: { kind: string }) => e.kind === 'football');
    for (const s of match.selections)
      expect((await bet(p.session, match.id, s.key, 2_000)).status).toBe(200);
    ctx.clock.now = at(match.startsAt, 500);
    await job.closeDue();
    const [closed] = await ctx.database.db
      .select()
      .from(virtualEvents)
      .where(eq(virtualEvents.id, match.id));
    expect(closed!.status).toBe('closed');
    // A node paid the first bet's credit and stopped before recording it (and kept the lease).
    const result = closed!.result as EventResult;
    const winning = winningKeys(result);
    const rows = await ctx.database.db
      .select()
      .from(virtualBets)
      .where(eq(virtualBets.eventId, match.id));
    const first = rows[0]!;
    const firstWin = winning.includes(first.selection)
      ? Math.floor((first.stake * first.odds) / 100)
      : 0;
    await createWalletService(ctx.database.db).credit({
      provider: 'croupier',
      transactionId: winTxOf(first.id),
      playerId: p.id,
      roundId: roundOf(first.id),
      gameId: first.gameId,
      amount: firstWin,
      betTransactionId: betTxOf(first.id),
      closeRound: true,
    });
    await ctx.database.db
      .update(virtualEvents)
      .set({ settleLeaseUntil: at(match.startsAt, 60_000) })
      .where(eq(virtualEvents.id, match.id));
    // While the lease holds, nobody else settles it; after it, the next pass does.
    expect(await job.settleClosed()).toBe(0);
    ctx.clock.now = at(match.startsAt, 61_000);
    await job.runJob();
    await untilSettled(match.id);
    const after = await ctx.database.db
      .select()
      .from(virtualBets)
      .where(eq(virtualBets.eventId, match.id));
    expect(after.every((r) => r.status !== 'open')).toBe(true);
    // One of home / draw / away and one of over / under win.
    const winners = after.filter((r) => r.status === 'won');
    expect(winners.map((r) => r.selection).sort()).toEqual([...winning].sort());
    let wins = 0;
    for (const r of after) {
      const credits = await ctx.database.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.provider, 'croupier'),
            eq(ledgerTransactions.externalId, winTxOf(r.id)),
          ),
        );
      expect(credits).toHaveLength(1);
      wins += r.win ?? 0;
    }
    expect(await balanceOf(p.session)).toBe(50_000 - 5 * 2_000 + wins);
    expect((await auditLedger(ctx.database.db)).unbalanced).toBe(0);
  });

  it('refuses a bet past the daily bet limit, on another selection, and in demo', async () => {
    // A daily bet limit of 5.00 EUR (kept in minor units): a 6.00 bet is refused by the wallet, nothing is stored.
    const p = await player(20_000, { maxDailyBet: 500n });
    const data = await events(p.session);
    const e = data.events[0];
    const refused = await bet(p.session, e.id, e.selections[0].key, 600);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('daily_bet_limit');
    expect(await balanceOf(p.session)).toBe(20_000);
    const stored = await ctx.database.db
      .select()
      .from(virtualBets)
      .where(eq(virtualBets.playerId, p.id));
    expect(stored).toHaveLength(0);
    // Within the limit it is taken.
    expect((await bet(p.session, e.id, e.selections[0].key, 500)).status).toBe(200);

    expect((await bet(p.session, e.id, 'nobody', 500)).body.message).toBe(
      'virtual_selection_invalid',
    );
    expect((await bet(p.session, 2_147_483_647, '1', 500)).body.message).toBe(
      'virtual_event_not_found',
    );
    // Ids past 2^31 and NUL characters are bad input (4xx), never a 500.
    expect((await bet(p.session, 2_147_483_648, '1', 500)).status).toBe(422);
    expect((await bet(p.session, e.id, 'a\u0000b', 500)).status).toBe(422);
    expect((await bet(p.session, e.id, e.selections[0].key, 5)).body.message).toBe(
      'stake_below_min',
    );

    // Not enough money: 402 with the balance.
    const poor = await player(300);
    const short = await bet(poor.session, e.id, e.selections[0].key, 1_000);
    expect(short).toEqual({ status: 402, body: { message: 'insufficient_funds', balance: 300 } });

    // Demo frames show the events but take no bets.
    const demo = await openSession(ctx.app, arena);
    expect((await events(demo)).events.length).toBeGreaterThan(0);
    expect((await bet(demo, e.id, e.selections[0].key, 500)).body.message).toBe(
      'virtual_demo_not_available',
    );
    // Without a session: 401.
    expect((await bet('nope-nope-nope', e.id, '1', 500)).status).toBe(401);
  });

  it('two bets racing for the last of the daily bet limit: one is taken, one refused', async () => {
    // 5.00 a day, 3.00 already bet: two concurrent 2.00 bets fit one at a time only.
    const p = await player(20_000, { maxDailyBet: 500n });
    const e = (await events(p.session)).events[0];
    expect((await bet(p.session, e.id, e.selections[0].key, 300)).status).toBe(200);
    const race = await Promise.all([
      bet(p.session, e.id, e.selections[0].key, 200),
      bet(p.session, e.id, e.selections[1].key, 200),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(race.find((r) => r.status === 403)?.body.message).toBe('daily_bet_limit');
    // Stored bets and the balance agree: 5.00 bet in all.
    const stored = await ctx.database.db
      .select()
      .from(virtualBets)
      .where(eq(virtualBets.playerId, p.id));
    expect(stored.reduce((sum, b) => sum + Number(b.stake), 0)).toBe(500);
    expect(await balanceOf(p.session)).toBe(19_500);
  });
});
