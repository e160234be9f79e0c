/**
 * The safer-gambling rules on real rows: for each rule a player over the threshold gets exactly
 * one marker with the rows behind it, a player just under it none; a second evaluation adds
 * nothing; a skin's threshold changes the outcome; the job evaluates only players with new
 * activity.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SAFER_MARKERS, defaultParams } from '@croupier/contract/safer';
import { harmThresholds } from '../src/safer/schema.ts';
import { SAFER_JOB_LOCK, SAFER_JOB_STATE } from '../src/safer/service.ts';
import { jobState } from '../src/db/schema.ts';
import { connectToTestDatabase } from './helper.ts';
import { giveCash, paymentPlayer, paymentsTestFile } from './payments-support.ts';
import { playRound } from './staff-campaigns-support.ts';
import {
  DAY,
  HOUR,
  MINUTE,
  cancelledWithdrawal,
  declinedDeposit,
  deposit,
  increaseRequests,
  movePayments,
  putLimits,
  roundAt,
  saferOf,
} from './safer-support.ts';

const { t0 } = paymentsTestFile('safer-rules', []);
const db = () => t0.database.db;
/** The app's clock at the database's (real) time: rows and rules agree on "now". */
const tick = () => {
  t0.clock.now = new Date();
  return t0.clock.now;
};
const safer = () => saferOf(db(), t0.clock);

async function newPlayer(cashCents = 0) {
  tick();
  const p = await paymentPlayer(db(), t0.clock.now);
  if (cashCents > 0) await giveCash(db(), p.id, cashCents, `safer-${p.id}`);
  return p;
}

/** Evaluates the player twice: the markers of the first pass, and checks the second adds none. */
async function evaluateTwice(playerId: number) {
  const service = safer();
  const first = await service.evaluatePlayer(playerId, tick());
  const second = await service.evaluatePlayer(playerId, tick());
  expect(second).toEqual([]);
  const all = await service.markersOf([playerId]);
  expect(all.map((m) => m.id).sort()).toEqual(first.map((m) => m.id).sort());
  return first;
}

const rowIds = (m: { evidence: Record<string, unknown> }) =>
  (m.evidence.rows as { id: number }[]).map((r) => r.id);

describe('every rule is stated with its defaults', () => {
  it('has a statement naming each parameter', () => {
    for (const [marker, rule] of Object.entries(SAFER_MARKERS)) {
      for (const name of Object.keys(rule.params)) {
        expect(rule.statement, `${marker}.${name}`).toContain(`{${name}}`);
      }
    }
    expect(defaultParams('loss_chasing')).toEqual({
      deposits: 3,
      minutes: 30,
      bust_minor: 100,
      hours: 24,
    });
  });
});

describe('loss_chasing', () => {
  /** Plays the balance to 0, then deposits and loses it again, `n` times. */
  async function chase(n: number) {
    const p = await newPlayer(5_00);
    await playRound(db(), p.id, 5_00, { win: 0 });
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      tick();
      ids.push(await deposit(t0.app, t0.clock, p.userToken, 10));
      await playRound(db(), p.id, 10_00, { win: 0 });
    }
    return { p, ids };
  }

  it('flags 3 deposits each made right after the balance ran out', async () => {
    const { p, ids } = await chase(3);
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['loss_chasing']);
    const m = markers[0]!;
    expect(m.evidence).toMatchObject({ measured: 3, threshold: 3, total_deposited: 30_00 });
    expect(rowIds(m)).toEqual(ids);
    const rows = m.evidence.rows as { after_play: { cash_after: number } }[];
    expect(rows.every((r) => r.after_play.cash_after === 0)).toBe(true);
  });

  it('does not flag 2 such deposits', async () => {
    const { p } = await chase(2);
    expect(await evaluateTwice(p.id)).toEqual([]);
  });

  it('does not count a deposit when play left money on the balance', async () => {
    const p = await newPlayer(5_00);
    for (let i = 0; i < 3; i += 1) {
      tick();
      await deposit(t0.app, t0.clock, p.userToken, 10);
      // Half the deposit lost: 5.00 and more stays (over the 1.00 of bust_minor).
      await playRound(db(), p.id, 5_00, { win: 0 });
    }
    expect(await evaluateTwice(p.id)).toEqual([]);
  });
});

describe('rising_deposit_frequency', () => {
  it('flags 5 deposits this week against none before', async () => {
    const p = await newPlayer();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      tick();
      ids.push(await deposit(t0.app, t0.clock, p.userToken, 10));
    }
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['rising_deposit_frequency']);
    expect(markers[0]!.evidence).toMatchObject({
      measured: 5,
      baseline_deposits: 0,
      baseline_weekly_average: 0,
    });
    expect(rowIds(markers[0]!)).toEqual(ids);
  });

  it('does not flag 4 deposits (under min_deposits)', async () => {
    const p = await newPlayer();
    for (let i = 0; i < 4; i += 1) {
      tick();
      await deposit(t0.app, t0.clock, p.userToken, 10);
    }
    expect(await evaluateTwice(p.id)).toEqual([]);
  });

  it('does not flag 5 deposits when the 4 weeks before averaged 2.75 a week', async () => {
    const p = await newPlayer();
    const old: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      tick();
      old.push(await deposit(t0.app, t0.clock, p.userToken, 10));
    }
    await movePayments(db(), old, new Date(Date.now() - 14 * DAY));
    for (let i = 0; i < 5; i += 1) {
      tick();
      await deposit(t0.app, t0.clock, p.userToken, 10);
    }
    // 5 < 2 x 11 / 4 = 5.5
    expect(await evaluateTwice(p.id)).toEqual([]);
    // A sixth deposit this week crosses it (6 >= 5.5).
    tick();
    await deposit(t0.app, t0.clock, p.userToken, 10);
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['rising_deposit_frequency']);
    expect(markers[0]!.evidence).toMatchObject({ measured: 6, baseline_deposits: 11 });
  });
});

describe('reversed_withdrawals', () => {
  it('flags 2 withdrawals cancelled by the player', async () => {
    const p = await newPlayer(500_00);
    const ids = [
      await cancelledWithdrawal(t0.app, p.userToken),
      await cancelledWithdrawal(t0.app, p.userToken),
    ];
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['reversed_withdrawals']);
    expect(markers[0]!.evidence).toMatchObject({
      measured: 2,
      threshold: 2,
      total_reversed: 100_00,
    });
    expect(rowIds(markers[0]!)).toEqual(ids);
  });

  it('does not flag one', async () => {
    const p = await newPlayer(500_00);
    await cancelledWithdrawal(t0.app, p.userToken);
    expect(await evaluateTwice(p.id)).toEqual([]);
  });
});

describe('long_session', () => {
  /** Bets every 15 minutes from `startMinutesAgo` to `endMinutesAgo`. */
  async function session(playerId: number, startMinutesAgo: number, endMinutesAgo: number) {
    const ids: number[] = [];
    for (let m = startMinutesAgo; m >= endMinutesAgo; m -= 15) {
      ids.push(await roundAt(db(), playerId, new Date(Date.now() - m * MINUTE), 10));
    }
    return ids;
  }

  it('flags a session of 3 h 15 min', async () => {
    const p = await newPlayer(100_00);
    const ids = await session(p.id, 225, 30);
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['long_session']);
    const m = markers[0]!;
    expect(m.evidence).toMatchObject({ measured: 195, threshold: 180, bets: ids.length });
    expect(m.evidence.rows).toEqual([
      expect.objectContaining({ first_bet_id: ids[0], last_bet_id: ids.at(-1) }),
    ]);
    expect(m.windowKey).toBe(`from:${ids[0]}`);
  });

  it('does not flag 2 h 45 min, nor two sessions split by a 30-minute pause', async () => {
    const short = await newPlayer(100_00);
    await session(short.id, 195, 30);
    expect(await evaluateTwice(short.id)).toEqual([]);
    const split = await newPlayer(100_00);
    await session(split.id, 300, 195);
    await session(split.id, 165, 30);
    expect(await evaluateTwice(split.id)).toEqual([]);
  });
});

describe('night_play', () => {
  /** A bet at hh:30 UTC `daysAgo` days ago. */
  const at = (daysAgo: number, hour: number) => {
    const d = new Date(Date.now() - daysAgo * DAY);
    d.setUTCHours(hour, 30, 0, 0);
    return d;
  };

  it('flags bets at night on 3 nights within 7 days', async () => {
    const p = await newPlayer(100_00);
    await roundAt(db(), p.id, at(3, 2));
    await roundAt(db(), p.id, at(2, 1));
    await roundAt(db(), p.id, at(1, 5));
    await roundAt(db(), p.id, at(1, 12)); // daytime: not a night
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['night_play']);
    expect(markers[0]!.evidence).toMatchObject({ measured: 3, threshold: 3 });
    expect((markers[0]!.evidence.rows as { night: string }[]).map((r) => r.night)).toEqual([
      at(3, 2).toISOString().slice(0, 10),
      at(2, 1).toISOString().slice(0, 10),
      at(1, 5).toISOString().slice(0, 10),
    ]);
  });

  it('does not flag 2 nights, nor nights over a week ago, nor 06:30', async () => {
    const p = await newPlayer(100_00);
    await roundAt(db(), p.id, at(9, 2));
    await roundAt(db(), p.id, at(2, 2));
    await roundAt(db(), p.id, at(1, 2));
    await roundAt(db(), p.id, at(3, 6));
    expect(await evaluateTwice(p.id)).toEqual([]);
  });
});

describe('repeated_limit_increases', () => {
  it('flags 2 requests to raise limits', async () => {
    const p = await newPlayer();
    tick();
    await putLimits(t0.app, p.userToken, { max_daily_deposit: '100', max_weekly_deposit: '500' });
    await putLimits(t0.app, p.userToken, { max_daily_deposit: '200' });
    await putLimits(t0.app, p.userToken, { max_weekly_deposit: '' });
    const ids = await increaseRequests(db(), p.id);
    expect(ids).toHaveLength(2);
    const markers = await evaluateTwice(p.id);
    expect(markers.map((m) => m.marker)).toEqual(['repeated_limit_increases']);
    expect(rowIds(markers[0]!)).toEqual(ids);
    expect((markers[0]!.evidence.rows as { direction: string }[]).map((r) => r.direction)).toEqual([
      'increase',
      'removal',
    ]);
  });

  it('does not flag one (nor a decrease)', async () => {
    const p = await newPlayer();
    tick();
    await putLimits(t0.app, p.userToken, { max_daily_deposit: '100', max_daily_loss: '100' });
    await putLimits(t0.app, p.userToken, { max_daily_deposit: '200', max_daily_loss: '50' });
    expect(await increaseRequests(db(), p.id)).toHaveLength(1);
    expect(await evaluateTwice(p.id)).toEqual([]);
  });
});

describe('declined_deposits', () => {
  it('flags 3 declined deposits; 2 only with the skin threshold of 2', async () => {
    const over = await newPlayer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      tick();
      ids.push(await declinedDeposit(t0.app, t0.clock, over.userToken));
    }
    const markers = await evaluateTwice(over.id);
    expect(markers.map((m) => m.marker)).toEqual(['declined_deposits']);
    expect(markers[0]!.evidence).toMatchObject({ measured: 3, threshold: 3 });
    expect(rowIds(markers[0]!)).toEqual(ids);

    const under = await newPlayer();
    for (let i = 0; i < 2; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, under.userToken);
    }
    expect(await evaluateTwice(under.id)).toEqual([]);

    // The skin lowers the threshold: the same rows now cross it.
    const [player] = await db()
      .execute(sql`select skin_id from players where id = ${under.id}`)
      .then((r) => (r as unknown as { rows: { skin_id: number }[] }).rows);
    await db()
      .insert(harmThresholds)
      .values({
        skinId: player!.skin_id,
        marker: 'declined_deposits',
        params: { count: 2, hours: 24 },
      });
    try {
      const lowered = await evaluateTwice(under.id);
      expect(lowered.map((m) => m.marker)).toEqual(['declined_deposits']);
      expect(lowered[0]!.evidence).toMatchObject({ measured: 2, threshold: 2 });
    } finally {
      await db().execute(sql`delete from harm_thresholds where marker = 'declined_deposits'`);
    }
  });

  it('a rule the skin turned off raises nothing', async () => {
    const p = await newPlayer();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    const [row] = await db()
      .execute(sql`select skin_id from players where id = ${p.id}`)
      .then((r) => (r as unknown as { rows: { skin_id: number }[] }).rows);
    await db()
      .insert(harmThresholds)
      .values({
        skinId: row!.skin_id,
        marker: 'declined_deposits',
        enabled: false,
        params: defaultParams('declined_deposits'),
      });
    try {
      expect(await evaluateTwice(p.id)).toEqual([]);
    } finally {
      await db().execute(sql`delete from harm_thresholds where marker = 'declined_deposits'`);
    }
  });

  it('counts only rows after the last marker: a new episode needs 3 new declines', async () => {
    const p = await newPlayer();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    expect(await evaluateTwice(p.id)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    expect(await safer().evaluatePlayer(p.id, tick())).toEqual([]);
    tick();
    await declinedDeposit(t0.app, t0.clock, p.userToken);
    expect((await safer().evaluatePlayer(p.id, tick())).map((m) => m.marker)).toEqual([
      'declined_deposits',
    ]);
  });
});

describe('the job', () => {
  it('evaluates the players with new activity, and nothing when idle', async () => {
    const service = safer();
    // First pass of a process: the day's active players.
    const first = await service.runJob(tick());
    expect(first).not.toBeNull();
    expect((await service.runJob(tick()))?.players).toBe(0);

    const p = await newPlayer();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    // The player and, by the scan's overlap, others active moments ago (nothing new for them).
    const pass = await service.runJob(tick());
    expect(pass?.players).toBeGreaterThanOrEqual(1);
    expect(pass?.markers).toBe(1);
    expect((await service.markersOf([p.id])).map((m) => m.marker)).toEqual(['declined_deposits']);
    expect(await service.runJob(tick())).toEqual({ players: 0, markers: 0 });
  });

  it.runIf(process.env.TEST_PG_URL)(
    'skips its pass while another process holds the lock',
    async () => {
      const other = await connectToTestDatabase(db());
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [SAFER_JOB_LOCK]);
        expect(await safer().runJob(tick())).toBeNull();
        await other.query('commit');
        expect(await safer().runJob(tick())).not.toBeNull();
      } finally {
        await other.end();
      }
    },
  );

  it('keeps its watermark in job_state: two passes at once evaluate a window once', async () => {
    const before = await safer().runJob(tick());
    expect(before).not.toBeNull();
    const p = await newPlayer();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    const [stored] = await db().select().from(jobState).where(eq(jobState.name, SAFER_JOB_STATE));
    // Two processes (two service instances) read the same watermark and run at once.
    const at = tick();
    const passes = await Promise.all([safer().runJob(at), safer().runJob(at)]);
    const ran = passes.filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.markers).toBe(1);
    expect(passes.filter((r) => r === null)).toHaveLength(1);
    expect((await safer().markersOf([p.id])).map((m) => m.marker)).toEqual(['declined_deposits']);
    // The stored watermark moved on from the value both read.
    const [after] = await db().select().from(jobState).where(eq(jobState.name, SAFER_JOB_STATE));
    expect(after!.data).not.toEqual(stored!.data);
    expect(after!.data).toMatchObject({ ledger_id: expect.any(Number) });
    expect(after!.watermark?.getTime()).toBe(at.getTime());
  });

  it('a new process carries on from the stored watermark (no first-pass rescan)', async () => {
    // Activity of the day exists (the tests above): a first pass would evaluate those players.
    await safer().runJob(tick());
    const restarted = safer();
    expect(await restarted.runJob(tick())).toEqual({ players: 0, markers: 0 });
    const p = await newPlayer();
    for (let i = 0; i < 3; i += 1) {
      tick();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    const pass = await safer().runJob(tick());
    expect(pass?.markers).toBe(1);
    expect(await restarted.runJob(tick())).toEqual({ players: 0, markers: 0 });
  });

  it('looks back far enough (a marker from rows of an hour ago)', async () => {
    const p = await newPlayer(100_00);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      tick();
      ids.push(await cancelledWithdrawal(t0.app, p.userToken));
    }
    await movePayments(db(), ids, new Date(Date.now() - HOUR));
    expect((await safer().evaluate([p.id], tick())).map((m) => m.marker)).toEqual([
      'reversed_withdrawals',
    ]);
  });
});
