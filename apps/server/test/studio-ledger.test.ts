/**
 * Studio rounds against the real seamless wallet and ledger (engines are the tests' own): the
 * balance moves by exactly stake - win, a refused bet moves nothing, and the ledger stays
 * balanced.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { depositWith } from '../src/wallet/service.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import {
  createPlayer,
  frame,
  openSession,
  useTestEngines,
  type TestGame,
} from './studio-support.ts';
import { auditLedger } from './wallet-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

let ctx: TestApp;
let games: Record<string, TestGame>;

beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
  games = await useTestEngines(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

let n = 0;
const session = async (game: TestGame, deposit: number) => {
  const p = await createPlayer(ctx.database.db, ctx.clock.now);
  await depositWith(ctx.database.db, {
    playerId: p.id,
    amount: deposit,
    provider: 'test',
    transactionId: `studio-ledger-${p.id}`,
  });
  return { player: p, session: await openSession(ctx.app, game, p.userToken) };
};
const balanceOf = async (s: string) =>
  (await frame(ctx.app, s, 'GET', '/studio/v1/session')).body.data.balance as number;

describe('studio rounds on the ledger', () => {
  it('moves the balance by exactly stake - win over many rounds, retries moving nothing', async () => {
    const { session: s } = await session(games['test-instant']!, 50_000);
    let expected = 50_000;
    for (let i = 0; i < 12; i += 1) {
      const requestId = `ledger-${(n += 1)}`;
      const body = { bet: { stake: 1_000 }, clientSeed: `c${i}`, requestId };
      const res = await frame(ctx.app, s, 'POST', '/studio/v1/rounds', body);
      expect(res.status).toBe(200);
      expected += res.body.data.round.win - 1_000;
      expect(res.body.data.balance).toBe(expected);
      // A retry of the same request is answered from the round and moves nothing.
      const again = await frame(ctx.app, s, 'POST', '/studio/v1/rounds', body);
      expect(again.body.data.round.id).toBe(res.body.data.round.id);
    }
    expect(await balanceOf(s)).toBe(expected);
    expect(await auditLedger(ctx.database.db)).toMatchObject({
      unbalanced: 0,
      cacheMismatches: 0,
      negativeWallets: 0,
    });
  });

  it('refuses a bet above the balance (402) without moving money; pays actions and wins', async () => {
    const { session: s } = await session(games['test-steps']!, 500);
    const refused = await frame(ctx.app, s, 'POST', '/studio/v1/rounds', {
      bet: { stake: 600 },
      clientSeed: 'x',
      requestId: `ledger-${(n += 1)}`,
    });
    expect(refused).toEqual({ status: 402, body: { message: 'insufficient_funds', balance: 500 } });
    const opened = await frame(ctx.app, s, 'POST', '/studio/v1/rounds', {
      bet: { stake: 200 },
      clientSeed: 'x',
      requestId: `ledger-${(n += 1)}`,
    });
    const id = opened.body.data.round.id as string;
    const double = await frame(ctx.app, s, 'POST', `/studio/v1/rounds/${id}/actions`, {
      action: 'double',
      requestId: `ledger-${(n += 1)}`,
    });
    expect(double.body.data.balance).toBe(100);
    const stand = await frame(ctx.app, s, 'POST', `/studio/v1/rounds/${id}/actions`, {
      action: 'stand',
      requestId: `ledger-${(n += 1)}`,
    });
    const round = stand.body.data.round;
    expect(round).toMatchObject({ status: 'settled', stake: 400 });
    expect(await balanceOf(s)).toBe(500 - 400 + round.win);
    expect((await auditLedger(ctx.database.db)).unbalanced).toBe(0);
  });

  it('keeps concurrent bets of one player apart: one open round at a time, no money lost', async () => {
    const { session: s } = await session(games['test-instant']!, 3_000);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        frame(ctx.app, s, 'POST', '/studio/v1/rounds', {
          bet: { stake: 1_000 },
          clientSeed: `p${i}`,
          requestId: `ledger-${(n += 1)}`,
        }),
      ),
    );
    let expected = 3_000;
    for (const r of results) {
      if (r.status === 200) expected += r.body.data.round.win - 1_000;
      else expect([409, 402]).toContain(r.status);
    }
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(s)).toBe(expected);
    expect((await auditLedger(ctx.database.db)).unbalanced).toBe(0);
  });

  it('answers a request sent several times at once once: one debit, the others pending or replayed', async () => {
    const { session: s } = await session(games['test-instant']!, 30_000);
    let expected = 30_000;
    // Several tries: which copy wins, and which unique index refuses the others, varies.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const body = { bet: { stake: 1_000 }, clientSeed: 'twice', requestId: `ledger-${(n += 1)}` };
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => frame(ctx.app, s, 'POST', '/studio/v1/rounds', body)),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThan(0);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.body).toEqual({ message: 'request_pending' });
      }
      const round = ok[0]!.body.data.round;
      expect(new Set(ok.map((r) => r.body.data.round.id))).toEqual(new Set([round.id]));
      expected += round.win - 1_000;
      expect(await balanceOf(s)).toBe(expected);
    }
  });
});
