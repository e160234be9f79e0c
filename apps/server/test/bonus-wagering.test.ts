import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createBonusService } from '../src/bonus/service.ts';
import { playerCampaigns } from '../src/wallet/schema.ts';
import { createWalletService, depositWith } from '../src/wallet/service.ts';
import {
  gatewayApproval,
  idOf,
  pay,
  paymentRows,
  paymentPlayer,
  paymentsTestFile,
  walletOf,
  webhook,
} from './payments-support.ts';
import {
  WALLET_ENV,
  bonusCall,
  bonusRemovals,
  campaignsOf,
  cardDeposit,
  gameOfType,
  insertCampaign,
  insertNoDepositCampaign,
  lastMessageOfType,
  playRound,
  saveCode,
} from './bonus-support.ts';
import { expectSoundBonuses } from './wallet-support.ts';

const { t0 } = paymentsTestFile('bwag', [], WALLET_ENV);
const db = () => t0.database.db;

describe('a deposit bonus by code at deposit', () => {
  it('is granted with the deposit and converts to the exact cash once wagered', async () => {
    const c = await insertCampaign(db(), {
      amount: 50,
      maxAmount: 3_000,
      minDep: 1_000,
      maxBet: 1_000,
      wagering: 3,
    });
    const p = await paymentPlayer(db(), t0.clock.now);
    const { id: paymentId } = await cardDeposit(t0.app, t0.clock, p.userToken, 50, c.code);
    expect(paymentId).not.toBeNull();
    // 50 % of 50.00 = 25.00 (under the 30.00 cap); target 3 x 25.00.
    const [pc] = await campaignsOf(db(), p.id);
    expect(pc).toMatchObject({
      status: 'active',
      source: 'deposit',
      bonusAmount: 2_500,
      depositAmount: 5_000,
      paymentId,
      target: 7_500,
      counter: 0,
      maxBet: 1_000,
    });
    expect(await walletOf(db(), p.id)).toMatchObject({ cash: 5_000, bonus: 2_500 });
    const [row] = await paymentRows(db(), p.id);
    expect(row?.bonusCode).toBe(c.code);

    const slot = await gameOfType(db(), 'slot');
    const table = await gameOfType(db(), 'table');
    const live = await gameOfType(db(), 'live');
    // Seven slot rounds of 10.00 (100 %): 70.00 counted.
    for (let i = 0; i < 7; i += 1) {
      const r = await playRound(t0, p.id, slot, 10, 10);
      expect(r.bet.status, JSON.stringify(r.bet.body)).toBe(200);
    }
    expect((await campaignsOf(db(), p.id))[0]?.counter).toBe(7_000);
    // Four table rounds of 10.00 (10 %): 4.00; a live round counts nothing.
    for (let i = 0; i < 4; i += 1) await playRound(t0, p.id, table, 10, 10);
    await playRound(t0, p.id, live, 10, 10);
    expect((await campaignsOf(db(), p.id))[0]).toMatchObject({ counter: 7_400, status: 'active' });
    const mid = await bonusCall(t0.app, p.userToken, 'GET', '/v1/me/balance');
    expect(mid.body.data).toMatchObject({
      bonus: 25,
      target: 75,
      counter: 74,
      counter_percentage: 98.66,
    });
    // The fifth table round reaches 75.00: the 25.00 bonus becomes cash.
    await playRound(t0, p.id, table, 10, 10);
    const [done] = await campaignsOf(db(), p.id);
    expect(done).toMatchObject({ status: 'completed', counter: 7_500, convertedAmount: 2_500 });
    expect(await walletOf(db(), p.id)).toMatchObject({ cash: 7_500, bonus: 0 });
    const message = await lastMessageOfType(db(), p.id, 'campaignReached');
    expect(message?.params).toMatchObject({ campaign: `Test ${c.code}` });
    await expectSoundBonuses(db());
  });

  it('refuses a code the deposit does not qualify for with errors.bonus_code, creating nothing', async () => {
    const c = await insertCampaign(db(), { minDep: 3_000, wagering: 1 });
    const usdOnly = await insertCampaign(db(), { currencyIds: [2] });
    const noDeposit = await insertNoDepositCampaign(db(), 500);
    const p = await paymentPlayer(db(), t0.clock.now);
    const cases: [string, string][] = [
      [c.code, 'campaign_min_deposit'],
      [usdOnly.code, 'campaign_currency_not_allowed'],
      [noDeposit.code, 'campaign_wrong_kind'],
      ['NOSUCHCODE', 'campaign_not_found'],
      ['SUMMER2026', 'campaign_expired'],
    ];
    for (const [code, key] of cases) {
      const { res } = await cardDeposit(t0.app, t0.clock, p.userToken, 20, code);
      expect(res.status, code).toBe(422);
      expect(res.body.errors, code).toEqual({ bonus_code: [key] });
    }
    expect(await paymentRows(db(), p.id)).toHaveLength(0);
    expect(await campaignsOf(db(), p.id)).toHaveLength(0);
  });

  it('takes a code once: the second deposit with it is refused', async () => {
    const c = await insertCampaign(db(), { amount: 10, wagering: 1 });
    const p = await paymentPlayer(db(), t0.clock.now);
    await cardDeposit(t0.app, t0.clock, p.userToken, 20, c.code);
    const again = await cardDeposit(t0.app, t0.clock, p.userToken, 20, c.code);
    expect(again.res.status).toBe(422);
    expect(again.res.body.errors).toEqual({ bonus_code: ['campaign_already_used'] });
    expect(await campaignsOf(db(), p.id)).toHaveLength(1);
  });

  it('gives one bonus for two deposits credited at once with the same code', async () => {
    const c = await insertCampaign(db(), { amount: 100, maxAmount: 1_000, wagering: 1 });
    const p = await paymentPlayer(db(), t0.clock.now);
    const bonus = createBonusService({ db: db(), now: () => t0.clock.now });
    const credit = (n: number) =>
      db().transaction(async (tx) => {
        const r = await depositWith(tx, {
          playerId: p.id,
          amount: 2_000,
          provider: 'test',
          transactionId: `race-${p.id}-${n}`,
        });
        expect(r.ok).toBe(true);
        return bonus.grantAtDeposit(tx, {
          playerId: p.id,
          amount: 2_000,
          paymentId: 900_000 + n,
          bonusCode: c.code,
        });
      });
    const granted = await Promise.all([credit(1), credit(2)]);
    expect(granted.filter((g) => g !== null)).toHaveLength(1);
    const rows = await campaignsOf(db(), p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bonusAmount: 1_000, status: 'active' });
    // Both deposits were credited; one bonus.
    expect(await walletOf(db(), p.id)).toMatchObject({ cash: 4_000, bonus: 1_000 });
    await expectSoundBonuses(db());
  });

  it('two deposit requests at once with the same code: one open payment, one bonus', async () => {
    const c = await insertCampaign(db(), { amount: 100, maxAmount: 1_000, wagering: 1 });
    const p = await paymentPlayer(db(), t0.clock.now);
    const body = { amount: 20, payment_method_id: 1, bonus_code: c.code };
    const [a, b] = await Promise.all([
      pay(t0.app, p.userToken, 'deposit', body, `k1-${p.id}`),
      pay(t0.app, p.userToken, 'deposit', body, `k2-${p.id}`),
    ]);
    // A hosted-page deposit replaces the one left unpaid: one stays open.
    expect([a.status, b.status]).toEqual([200, 200]);
    const open = (await paymentRows(db(), p.id)).filter((r) => r.status === 'initialized');
    expect(open).toHaveLength(1);
    const ok = idOf(a) === open[0]!.id ? a : b;
    const done = await webhook(t0.app, gatewayApproval(t0.clock, idOf(ok), { amount: 2_000 }));
    expect(done.body.status).toBe('applied');
    const rows = await campaignsOf(db(), p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bonusAmount: 1_000, paymentId: idOf(ok) });
    // The code is spent: a later deposit with it is refused before anything is created.
    const again = await cardDeposit(t0.app, t0.clock, p.userToken, 20, c.code);
    expect(again.res.body.errors).toEqual({ bonus_code: ['campaign_already_used'] });
    await expectSoundBonuses(db());
  });

  it('meets a waiting deposit campaign (saved code) with the next qualifying deposit', async () => {
    const c = await insertCampaign(db(), {
      amount: 100,
      maxAmount: 500,
      minDep: 1_000,
      wagering: 2,
    });
    const p = await paymentPlayer(db(), t0.clock.now);
    const saved = await saveCode(t0.app, p, c.code.toLowerCase());
    expect(saved.status, saved.raw).toBe(201);
    expect(saved.body.data).toMatchObject({ status: 'unused', bonus_amount: 0, source: 'code' });
    // Below min_dep: nothing granted, the campaign keeps waiting.
    await cardDeposit(t0.app, t0.clock, p.userToken, 5);
    expect((await campaignsOf(db(), p.id))[0]).toMatchObject({
      status: 'unused',
      awaiting: 'deposit',
    });
    await cardDeposit(t0.app, t0.clock, p.userToken, 30);
    expect((await campaignsOf(db(), p.id))[0]).toMatchObject({
      status: 'active',
      awaiting: null,
      bonusAmount: 500,
      depositAmount: 3_000,
      target: 1_000,
    });
    await expectSoundBonuses(db());
  });
});

describe('the active bonus rules', () => {
  const wallet = () => createWalletService(db());

  it('refuses a bet above max bet', async () => {
    const c = await insertNoDepositCampaign(db(), 1_000, { maxBet: 200, wagering: 10 });
    const p = await paymentPlayer(db(), t0.clock.now);
    const saved = await saveCode(t0.app, p, c.code);
    expect(saved.body.data).toMatchObject({ status: 'active', bonus_amount: 10, max_bet: 2 });
    const slot = await gameOfType(db(), 'slot');
    const over = await wallet().debit({
      provider: 'test',
      transactionId: `mb-${p.id}`,
      playerId: p.id,
      roundId: `mb-${p.id}`,
      gameId: slot,
      amount: 201,
    });
    expect(over).toMatchObject({ ok: false, code: 'bonus_bet_limit' });
    const ok = await playRound(t0, p.id, slot, 2, 0);
    expect(ok.bet.status).toBe(200);
  });

  it('ends the bonus when its balance falls below the minimum (bonus-min-balance-limit)', async () => {
    const c = await insertNoDepositCampaign(db(), 500, { minBalance: 100, wagering: 20 });
    const p = await paymentPlayer(db(), t0.clock.now);
    await saveCode(t0.app, p, c.code);
    const slot = await gameOfType(db(), 'slot');
    await playRound(t0, p.id, slot, 4.5, 0);
    const [pc] = await campaignsOf(db(), p.id);
    expect(pc).toMatchObject({ status: 'lost', removedAmount: 50 });
    expect(await walletOf(db(), p.id)).toMatchObject({ cash: 0, bonus: 0 });
    expect(await lastMessageOfType(db(), p.id, 'bonus-min-balance-limit')).not.toBeNull();
    await expectSoundBonuses(db());
  });

  it('expires: the sweep removes the bonus money and activates the next', async () => {
    const first = await insertNoDepositCampaign(db(), 700, { wagering: 5 });
    const second = await insertNoDepositCampaign(db(), 300, { wagering: 5 });
    const p = await paymentPlayer(db(), t0.clock.now);
    for (const code of [first.code, second.code]) {
      const r = await saveCode(t0.app, p, code);
      expect(r.status, r.raw).toBe(201);
    }
    const [a, b] = await campaignsOf(db(), p.id);
    expect([a?.status, b?.status]).toEqual(['active', 'unused']);
    await db()
      .update(playerCampaigns)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(playerCampaigns.id, a!.id));
    const bonus = createBonusService({ db: db(), now: () => t0.clock.now });
    expect(await bonus.expireDue()).toBeGreaterThanOrEqual(1);
    const [ea, eb] = await campaignsOf(db(), p.id);
    expect(ea).toMatchObject({ status: 'expired', removedAmount: 700 });
    expect(eb).toMatchObject({ status: 'active', bonusAmount: 300 });
    expect(await walletOf(db(), p.id)).toMatchObject({ bonus: 300 });
    const removed = await bonusRemovals(db(), p.id);
    expect(removed.map((r) => r.amount)).toEqual([700]);
    await expectSoundBonuses(db());
  });
});
