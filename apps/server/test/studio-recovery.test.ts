/**
 * A killed server loses nothing: rounds are left half-way by a failing wallet call (the answer
 * lost, or the call never made), the app is closed, and a new app on the same database finishes
 * or refunds them at start. The in-memory wallet outlives the "crash", like the ledger would.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { scheduledJobs } from '../src/db/schema.ts';
import { studioRoundActions, studioRounds } from '../src/studio/schema.ts';
import { fakeWallet } from './studio-fakes.ts';
import { createTestDatabase } from './helper.ts';
import {
  createPlayer,
  frame,
  openSession,
  restartStudioApp,
  startStudioApp,
  useTestEngines,
  type TestGame,
} from './studio-support.ts';

vi.mock('../src/wallet/plugin.ts', async () => (await import('./studio-fakes.ts')).walletModule);
vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const clock = { now: new Date() };
let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let games: Record<string, TestGame>;

/** The process dies; some time later a new one starts on the same database. */
const restart = async (afterMs?: number) => {
  app = await restartStudioApp(app, database, clock, afterMs);
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(clock.now));
  games = await useTestEngines(database.db);
  app = await startStudioApp(database, clock);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});
beforeEach(() => fakeWallet.reset());

let n = 0;
const bet = (session: string, stake: number) =>
  frame(app, session, 'POST', '/studio/v1/rounds', {
    bet: { stake },
    clientSeed: 'seed',
    requestId: `r${(n += 1)}`,
  });
const act = (session: string, roundId: string, action: string) =>
  frame(app, session, 'POST', `/studio/v1/rounds/${roundId}/actions`, {
    action,
    requestId: `a${(n += 1)}`,
  });
const roundsOf = (playerId: number) =>
  database.db.select().from(studioRounds).where(eq(studioRounds.playerId, playerId));
const cash = async (playerId: number) => (await fakeWallet.balance(playerId)).cash;

async function realSession(game: TestGame, funds = 10_000) {
  const p = await createPlayer(database.db, clock.now);
  fakeWallet.fund(p.id, funds);
  return { player: p, session: await openSession(app, game, p.userToken) };
}

describe('recovery of rounds left unfinished', () => {
  // A multi-step game: its bet is a debit of its own (a spin's stake and win move in one call,
  // see the one-call test below).
  it('refunds a bet whose debit landed but whose answer was lost', async () => {
    const { player, session } = await realSession(games['test-steps']!);
    fakeWallet.failures.push({ op: 'debit', when: 'after' });
    const res = await bet(session, 700);
    expect(res.status).toBe(500);
    expect(await cash(player.id)).toBe(9_300);
    expect((await roundsOf(player.id))[0]).toMatchObject({ status: 'open', betStatus: 'pending' });

    await restart();
    const [round] = await roundsOf(player.id);
    expect(round).toMatchObject({ status: 'refunded', betStatus: 'rolled_back', pending: null });
    expect(await cash(player.id)).toBe(10_000);
    expect(fakeWallet.calls.at(-1)).toMatchObject({
      op: 'rollback',
      transactionId: `${round!.id}:bet:rollback`,
    });
    // The frame shows it refunded, with its seed revealed.
    const view = await frame(app, session, 'GET', `/studio/v1/rounds/${round!.id}`);
    expect(view.body.data.round).toMatchObject({ status: 'refunded', win: 0 });
    expect(view.body.data.round.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // The player plays on.
    expect((await bet(session, 100)).status).toBe(200);
  });

  it('records the rollback of a bet that never reached the wallet, so it can never land later', async () => {
    const { player, session } = await realSession(games['test-steps']!);
    fakeWallet.failures.push({ op: 'debit', when: 'before' });
    expect((await bet(session, 700)).status).toBe(500);
    expect(await cash(player.id)).toBe(10_000);

    await restart();
    const [round] = await roundsOf(player.id);
    expect(round!.status).toBe('refunded');
    expect(await cash(player.id)).toBe(10_000);
    const late = await fakeWallet.debit({
      provider: 'croupier',
      transactionId: `${round!.id}:bet`,
      playerId: player.id,
      roundId: round!.id,
      gameId: round!.gameId,
      amount: 700,
    });
    expect(late).toMatchObject({ ok: false, code: 'bet_rolled_back' });
  });

  it('does not touch a round whose request is still in flight (another node)', async () => {
    const { player, session } = await realSession(games['test-steps']!);
    fakeWallet.failures.push({ op: 'debit', when: 'after' });
    await bet(session, 700);
    await restart(5_000);
    expect((await roundsOf(player.id))[0]).toMatchObject({ status: 'open', betStatus: 'pending' });
    await restart(30_000);
    expect((await roundsOf(player.id))[0]).toMatchObject({ status: 'refunded' });
    expect(await cash(player.id)).toBe(10_000);
  });

  it('settles a spin paid in one wallet call whose answer was lost, and refunds one never made', async () => {
    // A spin's stake and win move in one wallet call (wallet.round, one transaction).
    const { player, session } = await realSession(games['test-instant']!);
    fakeWallet.failures.push({ op: 'round', when: 'before' });
    const lost = await realSession(games['test-instant']!);
    fakeWallet.failures.push({ op: 'round', when: 'after' });
    expect((await bet(session, 1_000)).status).toBe(500);
    expect((await bet(lost.session, 1_000)).status).toBe(500);

    await restart();
    // Never reached the wallet: refunded (the rollback is recorded, so it can never land later).
    const [never] = await roundsOf(player.id);
    expect(never).toMatchObject({ status: 'refunded', betStatus: 'rolled_back' });
    expect(await cash(player.id)).toBe(10_000);
    // Paid, answer lost: the rollback is refused (round_closed), the round is recorded as paid,
    // with the outcome its seeds give, and nothing moves again.
    const [paid] = await roundsOf(lost.player.id);
    expect(paid).toMatchObject({ status: 'settled', winStatus: 'credited', done: true });
    expect(await cash(lost.player.id)).toBe(10_000 - 1_000 + paid!.win);
    // Two spins, and recovery's replay of the paid one (answered from what was stored).
    expect(fakeWallet.calls.filter((c) => c.op === 'round')).toHaveLength(3);
  });

  it('pays a finished multi-step round whose credit was lost, exactly once', async () => {
    const { player, session } = await realSession(games['test-steps']!);
    const lost = await realSession(games['test-steps']!);
    const first = (await bet(session, 1_000)).body.data.round;
    const second = (await bet(lost.session, 1_000)).body.data.round;
    fakeWallet.failures.push({ op: 'credit', when: 'before' });
    expect((await act(session, first.id, 'stand')).status).toBe(500);
    fakeWallet.failures.push({ op: 'credit', when: 'after' });
    expect((await act(lost.session, second.id, 'stand')).status).toBe(500);

    await restart();
    for (const p of [player, lost.player]) {
      const [round] = await roundsOf(p.id);
      expect(round).toMatchObject({ status: 'settled', winStatus: 'credited', done: true });
      expect(await cash(p.id)).toBe(10_000 - 1_000 + round!.win);
    }
  });

  it('rolls back an action whose debit answer was lost and keeps the round playable', async () => {
    const { player, session } = await realSession(games['test-steps']!);
    const round = (await bet(session, 200)).body.data.round;
    fakeWallet.failures.push({ op: 'debit', when: 'after' });
    expect((await act(session, round.id, 'double')).status).toBe(500);
    expect(await cash(player.id)).toBe(9_600);
    expect((await act(session, round.id, 'stand')).body).toEqual({ message: 'request_pending' });

    await restart();
    const actions = await database.db
      .select()
      .from(studioRoundActions)
      .where(eq(studioRoundActions.roundId, round.id));
    expect(actions.map((a) => a.debitStatus)).toEqual(['rolled_back']);
    expect(await cash(player.id)).toBe(9_800);
    const stood = await act(session, round.id, 'stand');
    expect(stood.status).toBe(200);
    expect(stood.body.data.round).toMatchObject({ status: 'settled', stake: 200 });
    expect(await cash(player.id)).toBe(9_800 + stood.body.data.round.win);
  });

  it('settles a time-driven round past its end and a multi-step round idle for 24 hours', async () => {
    const crash = await realSession(games['test-timed']!);
    const crashRound = (await bet(crash.session, 100)).body.data.round;
    const cards = await realSession(games['test-steps']!);
    const cardsRound = (await bet(cards.session, 100)).body.data.round;

    await restart(60_000);
    const [c1] = await roundsOf(crash.player.id);
    expect(c1).toMatchObject({ id: crashRound.id, status: 'settled', win: 0 });
    expect((await roundsOf(cards.player.id))[0]!.status).toBe('open');

    await restart(24 * 3_600_000);
    const [c2] = await roundsOf(cards.player.id);
    expect(c2).toMatchObject({ id: cardsRound.id, status: 'settled', winStatus: 'credited' });
    expect(await cash(cards.player.id)).toBe(10_000 - 100 + c2!.win);
  });

  it('a running server recovers unfinished rounds each 30-second period (the scheduler)', async () => {
    const [job] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'studio.recovery'));
    expect(job?.intervalMs).toBe(30_000);
    const { player, session } = await realSession(games['test-steps']!);
    fakeWallet.failures.push({ op: 'debit', when: 'after' });
    expect((await bet(session, 700)).status).toBe(500);
    clock.now = new Date(clock.now.getTime() + 31_000);
    // The period has passed (on the database's clock): the running app's scheduler claims it.
    await database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now()` })
      .where(eq(scheduledJobs.name, 'studio.recovery'));
    for (let i = 0; i < 150 && (await roundsOf(player.id))[0]!.status === 'open'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await roundsOf(player.id))[0]!.status).toBe('refunded');
    expect(await cash(player.id)).toBe(10_000);
  });
});
