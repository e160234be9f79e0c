/**
 * The weekly cashback (the bonus domain's minute job, at most hourly): each running cashback
 * campaign pays the last complete ISO week in UTC through the staff run, once per player and week.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { runCashback } from '../src/bonus/cashback.ts';
import { CASHBACK_INTERVAL_MS, EXPIRY_INTERVAL_MS, createBonus } from '../src/bonus/plugin.ts';
import { createBonusService, lastCompleteWeek } from '../src/bonus/service.ts';
import { findCampaign } from '../src/campaigns/repository.ts';
import { scheduledJobs } from '../src/db/schema.ts';
import { createScheduler } from '../src/jobs/scheduler.ts';
import { playerCampaigns, wallets } from '../src/wallet/schema.ts';
import { giveCash, paymentsTestFile } from './payments-support.ts';
import { createPlayer } from './studio-support.ts';
import { expectSoundLedger } from './wallet-support.ts';
import { auditEntries, cashbackCampaign, playRound, staffCall } from './staff-campaigns-support.ts';

const { t0: ctx, staff } = paymentsTestFile('cashback-weekly', ['marketing'] as const);
const db = () => ctx.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Monday 00:00 UTC of the ISO week of `d`. */
function mondayOf(d: Date): Date {
  const since = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - since));
}

/**
 * The week the ledger records in now (the database's clock is the real one), the following
 * Monday and the claim key of that week.
 */
function thisWeek() {
  const from = mondayOf(new Date());
  const to = new Date(from.getTime() + 7 * DAY);
  return { from, to, key: `${from.toISOString()}/${to.toISOString()}` };
}

function service() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const bonus = createBonusService({
    db: db(),
    now: () => ctx.clock.now,
    log: log as unknown as FastifyBaseLogger,
  });
  return { bonus, log };
}

type Bonus = ReturnType<typeof service>['bonus'];
/** The job at `at` (the app's clock set to it), the clock back to the real time afterwards. */
async function jobAt(bonus: Bonus, at: Date) {
  ctx.clock.now = at;
  try {
    return await bonus.payWeeklyCashback(ctx.clock.now);
  } finally {
    ctx.clock.now = new Date();
  }
}

const cashback = (percent: number, maxEur: number | null, extra = {}) =>
  cashbackCampaign(ctx.app, staff.marketing, percent, maxEur, extra);

const claimsOf = (playerId: number, campaignId: number) =>
  db()
    .select()
    .from(playerCampaigns)
    .where(and(eq(playerCampaigns.playerId, playerId), eq(playerCampaigns.campaignId, campaignId)));
const bonusOf = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0]?.bonus ?? 0;

describe('the last complete week', () => {
  it('is Monday 00:00 to Monday 00:00 UTC before the given time', () => {
    const week = {
      from: new Date('2026-11-16T00:00:00.000Z'),
      to: new Date('2026-11-23T00:00:00.000Z'),
    };
    expect(lastCompleteWeek(new Date('2026-11-23T12:00:00Z'))).toEqual(week); // Monday
    expect(lastCompleteWeek(new Date('2026-11-26T10:00:00Z'))).toEqual(week); // Thursday
    expect(lastCompleteWeek(new Date('2026-11-29T23:59:59Z'))).toEqual(week); // Sunday
    // Just after midnight the week is left a few minutes for rounds still committing.
    expect(lastCompleteWeek(new Date('2026-11-23T00:01:00Z')).to).toEqual(
      new Date('2026-11-16T00:00:00.000Z'),
    );
    expect(lastCompleteWeek(new Date('2026-11-23T00:10:00Z'))).toEqual(week);
  });
});

describe('the weekly cashback', () => {
  it("pays last week's exact loss once, and never the current week's", async () => {
    const campaign = await cashback(10, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 100_00, 'cbw-loss');
    await playRound(db(), player.id, 30_00); // lost
    await playRound(db(), player.id, 10_00, { win: 4_00 }); // 6.00 lost
    await playRound(db(), player.id, 15_00, { refund: true }); // nothing
    const week = thisWeek();

    // Mid-week: this week is not over; last week the player did not play.
    const { bonus } = service();
    await jobAt(bonus, new Date());
    expect(await claimsOf(player.id, campaign.id)).toHaveLength(0);

    // The Monday after: the week is paid, 10 % of 36.00.
    const monday = new Date(week.to.getTime() + 12 * HOUR);
    const runs = await jobAt(bonus, monday);
    expect(runs.find((r) => r.campaignId === campaign.id)).toEqual({
      campaignId: campaign.id,
      period: week.key,
      outcome: 'paid',
      players: 1,
    });
    const [pc, ...more] = await claimsOf(player.id, campaign.id);
    expect(more).toHaveLength(0);
    expect(pc).toMatchObject({ source: 'cashback', claimKey: week.key, bonusAmount: 3_60 });
    expect(await bonusOf(player.id)).toBe(3_60);
    const [entry] = await auditEntries(db(), 'campaign.cashback_granted', campaign.id);
    expect(entry).toMatchObject({ staffId: null });
    expect(entry?.details).toMatchObject({
      weekly: true,
      period: week.key,
      grants: [expect.objectContaining({ player_id: player.id, amount: 3.6, currency: 'EUR' })],
    });

    // Again: this process remembers the week; a restarted one runs it and grants nothing.
    expect((await jobAt(bonus, monday)).find((r) => r.campaignId === campaign.id)).toBeUndefined();
    const restarted = service().bonus;
    const thursday = new Date(week.to.getTime() + 3 * DAY);
    expect(
      (await jobAt(restarted, thursday)).find((r) => r.campaignId === campaign.id),
    ).toMatchObject({ outcome: 'paid', players: 0 });
    expect(await claimsOf(player.id, campaign.id)).toHaveLength(1);
    expect(await bonusOf(player.id)).toBe(3_60);
    expect(await auditEntries(db(), 'campaign.cashback_granted', campaign.id)).toHaveLength(1);
    await expectSoundLedger(db());
  });

  it('pays nothing for a paused campaign', async () => {
    const campaign = await cashback(20, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 50_00, 'cbw-paused');
    await playRound(db(), player.id, 20_00);
    const week = thisWeek();
    expect(
      (await staffCall(ctx.app, staff.marketing, 'POST', `/campaigns/${campaign.id}/pause`)).status,
    ).toBe(200);

    const monday = new Date(week.to.getTime() + 12 * HOUR);
    const { bonus } = service();
    const runs = await jobAt(bonus, monday);
    expect(runs.find((r) => r.campaignId === campaign.id)).toBeUndefined();
    expect(await claimsOf(player.id, campaign.id)).toHaveLength(0);

    // Resumed, the next pass pays it.
    await staffCall(ctx.app, staff.marketing, 'POST', `/campaigns/${campaign.id}/resume`);
    await jobAt(bonus, monday);
    expect(await claimsOf(player.id, campaign.id)).toEqual([
      expect.objectContaining({ claimKey: week.key, bonusAmount: 4_00 }),
    ]);
  });

  it('adds nothing to a week staff paid, and skips one overlapping another paid period', async () => {
    const exact = await cashback(10, null);
    const other = await cashback(10, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 50_00, 'cbw-staff');
    await playRound(db(), player.id, 10_00);
    const week = thisWeek();
    const monday = new Date(week.to.getTime() + 12 * HOUR);
    // Staff's run (the route's own function; the period must have ended for its clock).
    const staffRun = async (id: number, to: Date) =>
      runCashback(
        { db: db(), now: () => monday, granted: async () => {} },
        (await findCampaign(db(), id))!,
        { from: week.from.toISOString(), to: to.toISOString() },
      );
    // Staff pay the very week of one campaign, and a shorter period of the other.
    const paidTo = async (id: number, to: Date) =>
      (await staffRun(id, to)).grants.find((g) => g.player_id === player.id);
    expect(await paidTo(exact.id, week.to)).toMatchObject({ amount: 1 });
    await new Promise((r) => setTimeout(r, 5));
    const shorter = new Date(Date.now());
    expect(await paidTo(other.id, shorter)).toMatchObject({ amount: 1 });

    const { bonus, log } = service();
    const runs = await jobAt(bonus, monday);
    expect(runs.find((r) => r.campaignId === exact.id)).toMatchObject({
      outcome: 'paid',
      players: 0,
    });
    expect(runs.find((r) => r.campaignId === other.id)).toMatchObject({
      outcome: 'skipped',
      reason: expect.stringContaining('cashback_period_overlaps'),
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ campaignId: other.id, period: week.key }),
      'bonus: weekly cashback skipped',
    );
    expect(log.error).not.toHaveBeenCalled();
    expect(await claimsOf(player.id, exact.id)).toHaveLength(1);
    expect(await claimsOf(player.id, other.id)).toEqual([
      expect.objectContaining({ claimKey: `${week.from.toISOString()}/${shorter.toISOString()}` }),
    ]);
    expect(await bonusOf(player.id)).toBe(1_00); // one active, the other waits
    await expectSoundLedger(db());
  });
});

describe('the bonus jobs', () => {
  it('sweep every minute and pay the cashback hourly, once across nodes, surviving a failure', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const bonus = createBonus({
      db: db(),
      now: () => ctx.clock.now,
      log: log as unknown as FastifyBaseLogger,
    });
    expect(bonus.jobs.map((j) => [j.name, j.intervalMs])).toEqual([
      ['bonus.expiry', EXPIRY_INTERVAL_MS],
      ['bonus.weekly-cashback', CASHBACK_INTERVAL_MS],
    ]);
    expect(EXPIRY_INTERVAL_MS).toBe(60_000);
    expect(CASHBACK_INTERVAL_MS).toBe(3_600_000);
    const expire = vi.spyOn(bonus.service, 'expireDue').mockResolvedValue(0);
    const pay = vi
      .spyOn(bonus.service, 'payWeeklyCashback')
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue([]);
    // Two nodes with the same jobs over the one database.
    const nodes = [createScheduler({ db: db(), log }), createScheduler({ db: db(), log })];
    for (const node of nodes) for (const job of bonus.jobs) node.add(job);
    const due = (name: string) =>
      db()
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(eq(scheduledJobs.name, name));
    const tickBoth = () => Promise.all(nodes.map((n) => n.tick()));
    try {
      await Promise.all(nodes.map((n) => n.start()));
      await tickBoth();
      expect(expire).not.toHaveBeenCalled(); // the first period has not passed
      await due('bonus.expiry');
      await due('bonus.weekly-cashback');
      await tickBoth();
      expect(expire).toHaveBeenCalledTimes(1);
      expect(pay).toHaveBeenCalledTimes(1);
      expect(pay).toHaveBeenCalledWith(ctx.clock.now);
      const [failed] = await db()
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, 'bonus.weekly-cashback'));
      expect(failed).toMatchObject({ lastError: 'Error: database down', failures: 1 });
      expect(log.error).toHaveBeenCalledWith(
        { job: 'bonus.weekly-cashback', err: 'Error: database down' },
        'scheduler: job failed',
      );
      for (let minute = 0; minute < 5; minute++) {
        await due('bonus.expiry');
        await tickBoth();
      }
      expect(expire).toHaveBeenCalledTimes(6);
      expect(pay).toHaveBeenCalledTimes(1); // hourly
      await due('bonus.weekly-cashback');
      await tickBoth();
      expect(pay).toHaveBeenCalledTimes(2);
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
    }
  });
});
