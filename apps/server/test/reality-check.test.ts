/**
 * The reality check of real play: `GET /v1/me/mga/realityCheck` (the open game session's time,
 * stakes, wins and net position) and `POST /v1/me/mga/realityCheck` (each prompt and answer kept
 * with what it showed; `leave` ends the frame session).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema.ts';
import { realityChecks, studioSessions } from '../src/studio/schema.ts';
import { fakeWallet } from './studio-fakes.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';
import {
  createPlayer,
  frame,
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
const later = (seconds: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + seconds * 1000);
};
let requests = 0;
const spin = (session: string, stake: number) =>
  frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
    bet: { stake },
    clientSeed: 'reality-seed',
    requestId: `rc-${(requests += 1)}`,
  });

async function fundedPlayer() {
  const p = await createPlayer(db(), ctx.clock.now);
  fakeWallet.fund(p.id, 100_000);
  return p;
}

const headers = (userToken?: string) => ({
  authorization: SKIN_AUTH,
  ...(userToken ? { 'user-token': userToken } : {}),
});
const getCheck = (userToken?: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/me/mga/realityCheck', headers: headers(userToken) });
const postCheck = (userToken: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/me/mga/realityCheck',
    headers: headers(userToken),
    payload,
  });
const checksOf = (playerId: number) =>
  db()
    .select()
    .from(realityChecks)
    .where(eq(realityChecks.playerId, playerId))
    .orderBy(asc(realityChecks.id));
const statusReason = async (playerId: number) =>
  (await db().select().from(t.players).where(eq(t.players.id, playerId)))[0]!.statusReason;

/** Plays `n` instant rounds of `stake` minor units; their stakes and wins in minor units. */
async function play(session: string, n: number, stake: number) {
  let stakes = 0;
  let wins = 0;
  for (let i = 0; i < n; i += 1) {
    const res = await spin(session, stake);
    expect(res.status).toBe(200);
    stakes += res.body.data.round.stake as number;
    wins += res.body.data.round.win as number;
  }
  return { stakes, wins };
}

describe('GET /v1/me/mga/realityCheck', () => {
  it('needs a player; null while no real game is open (demo play does not count)', async () => {
    expect((await getCheck()).statusCode).toBe(401);
    const p = await fundedPlayer();
    expect((await getCheck(p.userToken)).json()).toEqual({ data: null });
    await openSession(ctx.app, instant());
    expect((await getCheck(p.userToken)).json()).toEqual({ data: null });
  });

  it('shows the open session: time since the launch, stakes, wins and net position', async () => {
    const p = await fundedPlayer();
    const startedAt = ctx.clock.now;
    const session = await openSession(ctx.app, instant(), p.userToken);
    later(95);
    const { stakes, wins } = await play(session, 6, 250);
    expect(stakes).toBe(1_500);
    later(30);
    const res = await getCheck(p.userToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      data: {
        session_started_at: startedAt.toISOString(),
        played_seconds: 125,
        stakes: 15,
        wins: wins / 100,
        net: (wins - stakes) / 100,
        currency: { code: 'EUR', symbol: '€' },
      },
    });
  });

  it('counts the newest open session only, and only the money that moved', async () => {
    const p = await fundedPlayer();
    const first = await openSession(ctx.app, instant(), p.userToken);
    await play(first, 2, 100);
    later(60);
    const second = await openSession(ctx.app, steps(), p.userToken);
    // A refused bet (more than the balance) moves nothing and counts for nothing.
    fakeWallet.fund(p.id, 300);
    expect((await spin(second, 500)).status).toBe(402);
    const opened = await spin(second, 200);
    expect(opened.status).toBe(200);
    later(10);
    const res = (await getCheck(p.userToken)).json() as { data: Record<string, unknown> };
    // The steps round is still open: its stake is taken, no win yet.
    expect(res.data).toMatchObject({ played_seconds: 10, stakes: 2, wins: 0, net: -2 });
  });
});

describe('POST /v1/me/mga/realityCheck', () => {
  it('keeps the shown prompt with what it showed, and marks the player awaiting it', async () => {
    const p = await fundedPlayer();
    const session = await openSession(ctx.app, instant(), p.userToken);
    const { stakes, wins } = await play(session, 3, 100);
    later(900);
    const res = await postCheck(p.userToken, { minutes: 15 });
    expect(res.json()).toEqual({ data: { ok: true } });
    const [row] = await checksOf(p.id);
    const [sessionRow] = await db()
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.playerId, p.id));
    expect(row).toMatchObject({
      minutes: 15,
      action: null,
      sessionId: sessionRow!.id,
      playedSeconds: 900,
      stakes,
      wins,
      createdAt: ctx.clock.now,
    });
    expect(await statusReason(p.id)).toBe('awaiting_reality_check');
  });

  it('continue: the answer is kept with its time, the player plays on', async () => {
    const p = await fundedPlayer();
    const session = await openSession(ctx.app, instant(), p.userToken);
    later(840);
    await postCheck(p.userToken, { minutes: 15 });
    later(12);
    const res = await postCheck(p.userToken, { minutes: 15, action: 'continue' });
    expect(res.statusCode).toBe(200);
    const rows = await checksOf(p.id);
    expect(rows.map((r) => [r.action, r.playedSeconds])).toEqual([
      [null, 840],
      ['continue', 852],
    ]);
    expect(rows[1]!.createdAt).toEqual(ctx.clock.now);
    expect(await statusReason(p.id)).toBeNull();
    expect((await spin(session, 100)).status).toBe(200);
    expect((await getCheck(p.userToken)).json().data).not.toBeNull();
  });

  it('leave: the answer is kept and the frame session ends (its next call gets 401)', async () => {
    const p = await fundedPlayer();
    const session = await openSession(ctx.app, instant(), p.userToken);
    const { stakes, wins } = await play(session, 2, 500);
    later(61);
    const res = await postCheck(p.userToken, { minutes: 60, action: 'leave' });
    expect(res.statusCode).toBe(200);
    const [row] = await checksOf(p.id);
    expect(row).toMatchObject({ action: 'leave', playedSeconds: 61, stakes, wins });
    const [sessionRow] = await db()
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.id, row!.sessionId!));
    expect(sessionRow!.endedAt).toEqual(ctx.clock.now);
    expect((await frame(ctx.app, session, 'GET', '/studio/v1/session')).status).toBe(401);
    expect((await spin(session, 100)).status).toBe(401);
    expect((await getCheck(p.userToken)).json()).toEqual({ data: null });
    // The next launch plays again, in a new session.
    const next = await openSession(ctx.app, instant(), p.userToken);
    expect((await spin(next, 100)).status).toBe(200);
  });

  it('without an open game: kept without a session', async () => {
    const p = await fundedPlayer();
    expect((await postCheck(p.userToken, { minutes: 30, action: 'leave' })).statusCode).toBe(200);
    const [row] = await checksOf(p.id);
    expect(row).toMatchObject({
      action: 'leave',
      sessionId: null,
      playedSeconds: null,
      stakes: null,
      wins: null,
    });
  });

  it('refuses an unknown answer and an anonymous caller', async () => {
    const p = await fundedPlayer();
    const bad = await postCheck(p.userToken, { minutes: 15, action: 'stop' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('action');
    expect((await postCheck(undefined, { minutes: 15, action: 'continue' })).statusCode).toBe(401);
    expect(await checksOf(p.id)).toEqual([]);
  });

  it('one player cannot end another player’s game', async () => {
    const a = await fundedPlayer();
    const b = await fundedPlayer();
    const session = await openSession(ctx.app, instant(), a.userToken);
    await postCheck(b.userToken, { minutes: 15, action: 'leave' });
    expect((await spin(session, 100)).status).toBe(200);
    expect((await checksOf(b.id))[0]!.sessionId).toBeNull();
  });
});
