/**
 * Cashback (`POST /staff/v1/campaigns/{id}/cashback`): a share of each player's net real-money
 * loss in a period, granted once per player and period as a bonus, in the player's currency.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerCampaigns, wallets } from '../src/wallet/schema.ts';
import { cashbackAmount } from '../src/bonus/cashback.ts';
import { staffActiveAt } from './helper.ts';
import { giveCash, paymentsTestFile } from './payments-support.ts';
import { createPlayer } from './studio-support.ts';
import { expectSoundLedger } from './wallet-support.ts';
import {
  auditEntries,
  campaignBody,
  cashbackCampaign,
  playRound,
  staffCall,
} from './staff-campaigns-support.ts';

const { t0: ctx, staff } = paymentsTestFile('cashback', ['admin', 'marketing', 'finance'] as const);
const db = () => ctx.database.db;
const HOUR = 3_600_000;

const cashback = (percent: number, maxEur: number | null, extra = {}) =>
  cashbackCampaign(ctx.app, staff.marketing, percent, maxEur, extra);

const tick = () => new Promise((r) => setTimeout(r, 15));

/** The period [from, to) around what `play` records (the ledger's clock is the database's). */
async function period(play: () => Promise<void>) {
  await tick();
  const from = new Date();
  await tick();
  await play();
  await tick();
  const to = new Date();
  await tick();
  // The period has ended for the server's clock; staff were active meanwhile (idle rule).
  ctx.clock.now = new Date(Date.now() + HOUR);
  await staffActiveAt(ctx.database.db, ctx.clock.now);
  return { from: from.toISOString(), to: to.toISOString() };
}

const runCashback = (id: number, body: { from: string; to: string }, token = staff.marketing) =>
  staffCall(ctx.app, token, 'POST', `/campaigns/${id}/cashback`, body);

type Run = {
  period: string;
  players: number;
  granted: { currency: string; amount: number; players: number }[];
  grants: { player_id: number; amount: number; loss: number; currency: string }[];
  skipped: { player_id: number; reason: string }[];
};
const grantOf = (body: { data?: unknown }, playerId: number) =>
  (body.data as Run).grants.find((g) => g.player_id === playerId);

const claimsOf = (playerId: number) =>
  db().select().from(playerCampaigns).where(eq(playerCampaigns.playerId, playerId));
const bonusOf = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0]?.bonus ?? 0;

describe('the amount', () => {
  it('is floor(loss x percent / 100), capped, and nothing without a loss', () => {
    expect(cashbackAmount(5600, 10, null)).toBe(560);
    expect(cashbackAmount(12_345, 10, null)).toBe(1234);
    expect(cashbackAmount(99, 1, null)).toBe(0);
    expect(cashbackAmount(1_000_000, 10, 7500)).toBe(7500);
    expect(cashbackAmount(0, 10, null)).toBe(0);
    expect(cashbackAmount(-500, 10, null)).toBe(0);
    expect(cashbackAmount(9_000_000_000_000, 1000, null)).toBe(90_000_000_000_000);
  });
});

describe('cashback of a period', () => {
  it('pays the exact share of a net loss (cash stakes minus cash wins, refunds left out)', async () => {
    const campaign = await cashback(10, 50);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 100_00, 'cb-loss');
    const body = await period(async () => {
      await playRound(db(), player.id, 30_00); // lost
      await playRound(db(), player.id, 20_00, { win: 0 }); // lost
      await playRound(db(), player.id, 10_00, { win: 4_00 }); // 6.00 lost
      await playRound(db(), player.id, 15_00, { refund: true }); // nothing
    });
    const res = await runCashback(campaign.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Loss 30 + 20 + 10 - 4 = 56.00; 10 % = 5.60.
    expect(grantOf(res.body, player.id)).toMatchObject({ loss: 56, amount: 5.6, currency: 'EUR' });
    expect((res.body.data as Run).period).toBe(`${body.from}/${body.to}`);

    const [pc] = await claimsOf(player.id);
    expect(pc).toMatchObject({
      campaignId: campaign.id,
      source: 'cashback',
      claimKey: `${body.from}/${body.to}`,
      bonusAmount: 560,
      target: 560,
      status: 'active',
    });
    expect(await bonusOf(player.id)).toBe(560);

    const [entry] = await auditEntries(db(), 'campaign.cashback_granted', campaign.id);
    expect(entry?.details).toMatchObject({
      period: `${body.from}/${body.to}`,
      grants: expect.arrayContaining([
        expect.objectContaining({ player_id: player.id, amount: 5.6, currency: 'EUR' }),
      ]),
    });
    await expectSoundLedger(db());
  });

  it('gives nothing to a player who won more than they staked', async () => {
    const campaign = await cashback(10, null);
    const winner = await createPlayer(db(), ctx.clock.now);
    const even = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), winner.id, 50_00, 'cb-win');
    await giveCash(db(), even.id, 50_00, 'cb-even');
    const body = await period(async () => {
      await playRound(db(), winner.id, 10_00);
      await playRound(db(), winner.id, 10_00, { win: 25_00 });
      await playRound(db(), even.id, 10_00, { win: 10_00 });
    });
    const res = await runCashback(campaign.id, body);
    expect(res.status).toBe(200);
    expect(grantOf(res.body, winner.id)).toBeUndefined();
    expect(grantOf(res.body, even.id)).toBeUndefined();
    expect(await claimsOf(winner.id)).toHaveLength(0);
    expect(await claimsOf(even.id)).toHaveLength(0);
  });

  it('grants once per player and period, however often it runs', async () => {
    const campaign = await cashback(20, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 40_00, 'cb-twice');
    const body = await period(() => playRound(db(), player.id, 25_00));
    const [first, second] = await Promise.all([
      runCashback(campaign.id, body),
      runCashback(campaign.id, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const paid = [first, second].map((r) => grantOf(r.body, player.id)).filter(Boolean);
    expect(paid).toEqual([expect.objectContaining({ amount: 5 })]);
    const third = await runCashback(campaign.id, body, staff.admin);
    expect(third.status).toBe(200);
    expect(grantOf(third.body, player.id)).toBeUndefined();
    expect((third.body.data as Run).players).toBe(0);
    expect(await claimsOf(player.id)).toHaveLength(1);
    expect(await bonusOf(player.id)).toBe(5_00);
    await expectSoundLedger(db());
  });

  it('counts only what was recorded in the period', async () => {
    const campaign = await cashback(10, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 100_00, 'cb-window');
    await playRound(db(), player.id, 40_00); // before the period
    const body = await period(() => playRound(db(), player.id, 12_00));
    await playRound(db(), player.id, 30_00); // after the period
    const res = await runCashback(campaign.id, body);
    expect(grantOf(res.body, player.id)).toMatchObject({ loss: 12, amount: 1.2 });
  });

  it('converts exactly for CZK: the share in CZK, the EUR cap converted', async () => {
    // 10 %, at most EUR 50.00 = CZK 1,250.00 at 25.0000.
    const campaign = await cashback(10, 50);
    const small = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });
    const big = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });
    await giveCash(db(), small.id, 1_000_00, 'cb-czk');
    await giveCash(db(), big.id, 20_000_00, 'cb-czk');
    const body = await period(async () => {
      await playRound(db(), small.id, 123_45); // 10 % = 12.345 -> 12.34
      await playRound(db(), big.id, 20_000_00); // 10 % = 2,000.00 -> capped at 1,250.00
    });
    const res = await runCashback(campaign.id, body);
    expect(grantOf(res.body, small.id)).toMatchObject({
      loss: 123.45,
      amount: 12.34,
      currency: 'CZK',
    });
    expect(grantOf(res.body, big.id)).toMatchObject({
      loss: 20_000,
      amount: 1250,
      currency: 'CZK',
    });
    expect((await claimsOf(small.id))[0]?.bonusAmount).toBe(12_34);
    expect((await claimsOf(big.id))[0]?.bonusAmount).toBe(1_250_00);
    expect((res.body.data as Run).granted).toContainEqual({
      currency: 'CZK',
      amount: 1262.34,
      players: 2,
    });
    await expectSoundLedger(db());
  });

  it('gives nothing to self-excluded or closed players, nor outside its currencies', async () => {
    const campaign = await cashback(10, null, { currency_ids: [1] });
    const excluded = await createPlayer(db(), ctx.clock.now);
    const closing = await createPlayer(db(), ctx.clock.now);
    const czk = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });
    const open = await createPlayer(db(), ctx.clock.now);
    for (const p of [excluded, closing, czk, open]) await giveCash(db(), p.id, 50_00, 'cb-who');
    const body = await period(async () => {
      for (const p of [excluded, closing, czk, open]) await playRound(db(), p.id, 10_00);
    });
    const { players } = await import('../src/db/schema.ts');
    await db()
      .update(players)
      .set({ statusExpiresAt: new Date(ctx.clock.now.getTime() + 30 * 86_400_000) })
      .where(eq(players.id, excluded.id));
    await db()
      .update(players)
      .set({ status: 'closed', closedAt: ctx.clock.now })
      .where(eq(players.id, closing.id));
    const res = await runCashback(campaign.id, body);
    expect(res.status).toBe(200);
    for (const p of [excluded, closing, czk]) {
      expect(grantOf(res.body, p.id)).toBeUndefined();
      expect(await claimsOf(p.id)).toHaveLength(0);
    }
    expect(grantOf(res.body, open.id)).toMatchObject({ amount: 1 });
  });

  it('refuses what it cannot run, and grants nothing', async () => {
    const campaign = await cashback(10, null);
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 50_00, 'cb-refuse');
    const body = await period(() => playRound(db(), player.id, 10_00));

    // Finance may not run it.
    expect((await runCashback(campaign.id, body, staff.finance)).status).toBe(403);
    // A period that has not ended yet.
    const future = { from: body.from, to: new Date(ctx.clock.now.getTime() + HOUR).toISOString() };
    expect((await runCashback(campaign.id, future)).body.errors).toEqual({ to: ['out_of_range'] });
    // Bad periods.
    expect((await runCashback(campaign.id, { from: body.to, to: body.from })).status).toBe(422);
    const long = { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' };
    expect((await runCashback(campaign.id, long)).body.errors).toEqual({ to: ['out_of_range'] });
    // A campaign that is not a cashback.
    const other = await staffCall(ctx.app, staff.marketing, 'POST', '/campaigns', campaignBody());
    const wrong = await runCashback((other.body.data as { id: number }).id, body);
    expect(wrong.body.errors).toEqual({ id: ['campaign_wrong_kind'] });
    expect((await runCashback(999_999, body)).status).toBe(404);
    // Paused.
    await staffCall(ctx.app, staff.marketing, 'POST', `/campaigns/${campaign.id}/pause`);
    expect((await runCashback(campaign.id, body)).body.errors).toEqual({
      id: ['campaign_not_available'],
    });
    expect(await claimsOf(player.id)).toHaveLength(0);

    // Running again: paid once; a period overlapping it is refused (it would pay twice).
    await staffCall(ctx.app, staff.marketing, 'POST', `/campaigns/${campaign.id}/resume`);
    expect(grantOf((await runCashback(campaign.id, body)).body, player.id)).toMatchObject({
      amount: 1,
    });
    const overlap = {
      from: new Date(Date.parse(body.from) - HOUR).toISOString(),
      to: body.to,
    };
    expect(await runCashback(campaign.id, overlap)).toMatchObject({
      status: 409,
      body: { message: 'cashback_period_overlaps' },
    });
    expect(await claimsOf(player.id)).toHaveLength(1);
  });
});
