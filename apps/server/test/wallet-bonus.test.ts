/**
 * The bonus engine's money in the wallet functions: wagering contributions by game type,
 * conversion (capped by max_cashout, the rest removed), the minimum bonus balance, expiry (at the
 * next bet and by the sweep), free spins, max bet, activation order, retries and concurrency.
 * Player campaigns are inserted directly (the bonus domain's claim is tested on its own).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { DEFAULT_CONTRIBUTIONS } from '@croupier/contract/bonus-rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import type { BonusEvent } from '../src/wallet/port.ts';
import { ledgerTransactions, playerCampaigns } from '../src/wallet/schema.ts';
import {
  activateNextBonusWith,
  assignBonusWith,
  createWalletService,
  endBonusWith,
  expireDueBonuses,
  type WalletService,
} from '../src/wallet/service.ts';
import { createTestDatabase } from './helper.ts';
import {
  expectSoundBonuses,
  giveCampaign,
  insertFundedPlayer,
  playerCampaign,
  type CampaignTerms,
} from './wallet-support.ts';

let database: Database;
let drop: () => Promise<void>;
let sut: WalletService;
let events: { playerId: number; event: BonusEvent }[] = [];
const games: Record<'slot' | 'table' | 'live', number> = { slot: 0, table: 0, live: 0 };
let otherSlot = 0;
let seq = 0;
const nextId = (p = 'tx') => `${p}-${++seq}`;
const db = () => database.db;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  sut = createWalletService(database.db, {
    async bonusEvent(playerId, event) {
      events.push({ playerId, event });
    },
  });
  for (const type of ['slot', 'table', 'live'] as const) {
    const rows = await db()
      .select({ id: t.games.id })
      .from(t.games)
      .where(eq(t.games.type, type))
      .orderBy(t.games.id)
      .limit(2);
    games[type] = rows[0]!.id;
    if (type === 'slot') otherSlot = rows[1]!.id;
  }
});
beforeEach(() => {
  events = [];
});
afterAll(async () => {
  await expectSoundBonuses(database.db);
  await drop();
});

const player = (cents: number) => insertFundedPlayer(db(), sut, cents, () => nextId('dep'));

const slotTerms = (terms: CampaignTerms = {}): CampaignTerms => ({
  contributions: { ...DEFAULT_CONTRIBUTIONS } as Record<string, number>,
  ...terms,
});

const call = (playerId: number, roundId: string, gameId: number | null = games.slot) => ({
  provider: 'test',
  transactionId: nextId(),
  playerId,
  roundId: `${playerId}-${roundId}`,
  gameId,
});

async function bet(playerId: number, round: string, amount: number, gameId = games.slot) {
  const c = call(playerId, round, gameId);
  const r = await sut.debit({ ...c, amount });
  return { ...r, bet: c };
}

async function win(b: { bet: ReturnType<typeof call> }, amount: number, closeRound = true) {
  return sut.credit({
    ...b.bet,
    transactionId: nextId('win'),
    amount,
    betTransactionId: b.bet.transactionId,
    closeRound,
  });
}

const bonusRows = (pcId: number) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.provider, 'bonus'),
        like(ledgerTransactions.externalId, `pc-${pcId}-%`),
      ),
    )
    .orderBy(ledgerTransactions.id);

describe('activation', () => {
  it('credits the bonus (type 10, pc-N-grant) and starts its clock', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, { bonusAmount: 1000, target: 30_000, validityDays: 7 });
    expect(pc).toMatchObject({ status: 'active', counter: 0 });
    expect(pc.expiresAt!.getTime() - pc.activatedAt!.getTime()).toBe(7 * 86_400_000);
    expect(await sut.balance(p)).toMatchObject({ cash: 0, bonus: 1000, deposited: 0 });
    expect(await bonusRows(pc.id)).toEqual([
      expect.objectContaining({
        type: 10,
        operation: 'bonus',
        externalId: `pc-${pc.id}-grant`,
        amount: 1000,
        bonus: 1000,
        cash: 0,
        playerCampaignId: pc.id,
      }),
    ]);
    // A repeat activates nothing and grants nothing again.
    expect(await db().transaction((tx) => activateNextBonusWith(tx, p))).toBeNull();
    expect(await sut.balance(p)).toMatchObject({ bonus: 1000 });
    expect(await sut.activeCampaign(p)).toMatchObject({
      id: pc.id,
      target: 30_000,
      freespinStake: 0,
      freespinGameIds: [],
      expiresAt: pc.expiresAt,
    });
  });

  it('activates waiting campaigns oldest first, skipping those awaiting a deposit or SMS', async () => {
    const p = await player(0);
    const first = await giveCampaign(db(), p, { bonusAmount: 100, target: 10_000 });
    const base = Date.now() - 60_000;
    const waiting = await giveCampaign(
      db(),
      p,
      { bonusAmount: 200, target: 10_000, awaiting: 'deposit', createdAt: new Date(base) },
      { activate: false },
    );
    const later = await giveCampaign(
      db(),
      p,
      { bonusAmount: 300, target: 10_000, createdAt: new Date(base + 2000) },
      { activate: false },
    );
    const earlier = await giveCampaign(
      db(),
      p,
      { bonusAmount: 400, target: 10_000, createdAt: new Date(base + 1000) },
      { activate: false },
    );
    expect((await playerCampaign(db(), earlier.id))!.status).toBe('unused');

    const ended = await db().transaction((tx) => endBonusWith(tx, first.id, 'forfeited'));
    expect(ended).toEqual({
      event: 'forfeited',
      playerCampaignId: first.id,
      campaignId: first.campaignId,
      converted: 0,
      removed: 100,
    });
    expect((await playerCampaign(db(), earlier.id))!.status).toBe('active');
    expect(await sut.balance(p)).toMatchObject({ bonus: 400 });
    // Ending twice moves nothing.
    expect(await db().transaction((tx) => endBonusWith(tx, first.id, 'forfeited'))).toBeNull();

    await db().transaction((tx) => endBonusWith(tx, earlier.id, 'forfeited'));
    expect((await playerCampaign(db(), later.id))!.status).toBe('active');
    expect((await playerCampaign(db(), waiting.id))!.status).toBe('unused');
    expect(await sut.balance(p)).toMatchObject({ bonus: 300 });

    // An unused campaign ends without money.
    const unusedEnd = await db().transaction((tx) => endBonusWith(tx, waiting.id, 'forfeited'));
    expect(unusedEnd).toMatchObject({ event: 'forfeited', removed: 0 });
    expect(await sut.balance(p)).toMatchObject({ bonus: 300 });
    expect(await bonusRows(waiting.id)).toEqual([]);
  });

  it('assignBonusWith (the seed’s terms) is idempotent and queues behind an active one', async () => {
    const p = await player(0);
    const [campaign] = await db().select({ id: t.campaigns.id }).from(t.campaigns).limit(1);
    const input = {
      playerId: p,
      campaignId: campaign!.id,
      amount: 500,
      target: 1000,
      maxBet: null,
      transactionId: nextId('assign'),
    };
    const first = await assignBonusWith(db(), input);
    expect(first).toMatchObject({ ok: true, duplicate: false, bonus: 500 });
    expect(await assignBonusWith(db(), input)).toEqual({ ...first, duplicate: true });
    const second = await assignBonusWith(db(), { ...input, transactionId: nextId('assign') });
    expect(second).toMatchObject({ ok: true, ledgerTransactionId: null, bonus: 0 });
    expect(await sut.balance(p)).toMatchObject({ bonus: 500 });
    // Every stake counts in full by default (no game: `default` 100).
    const c = call(p, 'as1', null);
    await sut.debit({ ...c, amount: 300 });
    expect(await sut.activeCampaign(p)).toMatchObject({ counter: 300, target: 1000 });
  });

  it('a campaign with nothing to wager converts at once', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, { bonusAmount: 750, target: 0, maxCashout: 500 });
    expect(pc).toMatchObject({ status: 'completed', convertedAmount: 500, removedAmount: 250 });
    expect(await sut.balance(p)).toMatchObject({
      cash: 500,
      bonus: 0,
      deposited: 0,
      available: 500,
    });
  });
});

describe('wagering', () => {
  it('counts each stake by its game type’s contribution (slot 100 %, table 10 %, live 0 %)', async () => {
    const p = await player(10_000);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 100_000 }));
    const counter = async () => (await playerCampaign(db(), pc.id))!.counter;
    expect((await bet(p, 's1', 1000, games.slot)).ok).toBe(true);
    expect(await counter()).toBe(1000);
    const table = await bet(p, 't1', 999, games.table);
    expect(await counter()).toBe(1099); // floor(99.9)
    expect((await bet(p, 't2', 7, games.table)).ok).toBe(true);
    expect(await counter()).toBe(1099); // floor(0.7)
    expect((await bet(p, 'l1', 1000, games.live)).ok).toBe(true);
    expect(await counter()).toBe(1099);
    // No game: the `default` contribution (0 here).
    const c = call(p, 'n1', null);
    expect((await sut.debit({ ...c, amount: 500 })).ok).toBe(true);
    expect(await counter()).toBe(1099);
    // A refund takes back exactly what the bet counted.
    const back = await sut.rollback({
      ...table.bet,
      transactionId: nextId('rb'),
      betTransactionId: table.bet.transactionId,
    });
    expect(back.ok).toBe(true);
    expect(await counter()).toBe(1000);
    expect(await sut.playerBalance(p)).toMatchObject({ target: 1000, counter: 10 });
  });

  it('a type missing from the terms counts `default`', async () => {
    const p = await player(5000);
    const pc = await giveCampaign(db(), p, {
      bonusAmount: 100,
      target: 100_000,
      contributions: { slot: 50, default: 25 },
    });
    await bet(p, 'a', 1000, games.slot);
    await bet(p, 'b', 1000, games.table);
    expect((await playerCampaign(db(), pc.id))!.counter).toBe(500 + 250);
  });

  it('refuses a bet above max_bet (recorded declined), allows max_bet', async () => {
    const p = await player(10_000);
    const pc = await giveCampaign(
      db(),
      p,
      slotTerms({ bonusAmount: 2000, target: 60_000, maxBet: 500 }),
    );
    const over = await bet(p, 'm1', 501);
    expect(over).toMatchObject({ ok: false, code: 'bonus_bet_limit' });
    const [row] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, over.bet.transactionId));
    expect(row?.status).toBe('declined');
    expect(await bet(p, 'm2', 500)).toMatchObject({ ok: true, cash: 500, bonus: 0 });
    expect((await playerCampaign(db(), pc.id))!.counter).toBe(500);
  });
});

describe('conversion', () => {
  it('converts the whole bonus when the target is met, counted after a win, not in deposited', async () => {
    const p = await player(500);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 1500 }));
    const b = await bet(p, 'c1', 1500);
    expect(b).toMatchObject({ ok: true, cash: 500, bonus: 1000 });
    expect(b.ok && b.campaign).toBeFalsy();
    // Win 300 of a 500 cash + 1000 bonus bet: 200 bonus, 100 cash; then 200 bonus -> cash.
    const w = await win(b, 300);
    expect(w).toMatchObject({
      ok: true,
      cash: 100,
      bonus: 200,
      balance: { cash: 300, bonus: 0, deposited: 0, available: 300 },
      campaign: {
        event: 'reached',
        playerCampaignId: pc.id,
        campaignId: pc.campaignId,
        converted: 200,
        removed: 0,
      },
    });
    expect(events).toEqual([{ playerId: p, event: w.ok ? w.campaign : undefined }]);
    expect(await playerCampaign(db(), pc.id)).toMatchObject({
      status: 'completed',
      convertedAmount: 200,
      removedAmount: 0,
    });
    expect(await sut.activeCampaign(p)).toBeNull();
    const rows = await bonusRows(pc.id);
    expect(rows.map((r) => [r.type, r.operation, r.externalId, r.amount, r.cash, r.bonus])).toEqual(
      [
        [10, 'bonus', `pc-${pc.id}-grant`, 1000, 0, 1000],
        [12, 'bonus_convert', `pc-${pc.id}-convert`, 200, 200, -200],
      ],
    );
    // A retry answers the stored reply (with its event) and moves nothing, tells nobody again.
    events = [];
    const again = await sut.credit({
      ...b.bet,
      transactionId: w.ok ? (await lastWinId(p))! : '',
      amount: 300,
      betTransactionId: b.bet.transactionId,
      closeRound: true,
    });
    expect(again).toMatchObject({ ok: true, duplicate: true, campaign: { event: 'reached' } });
    expect(events).toEqual([]);
    expect(await sut.balance(p)).toMatchObject({ cash: 300, bonus: 0 });
  });

  it('caps the cash at max_cashout and removes the rest', async () => {
    const p = await player(0);
    const pc = await giveCampaign(
      db(),
      p,
      slotTerms({ bonusAmount: 1000, target: 2000, maxCashout: 1500 }),
    );
    const b1 = await bet(p, 'x1', 1000);
    expect(b1).toMatchObject({ ok: true, cash: 0, bonus: 1000 });
    expect(await win(b1, 3000)).toMatchObject({ ok: true, bonus: 3000, balance: { bonus: 3000 } });
    const b2 = await bet(p, 'x2', 1000);
    const w2 = await win(b2, 500);
    expect(w2).toMatchObject({
      ok: true,
      balance: { cash: 1500, bonus: 0, deposited: 0, available: 1500 },
      campaign: { event: 'reached', converted: 1500, removed: 1000 },
    });
    expect(await playerCampaign(db(), pc.id)).toMatchObject({
      status: 'completed',
      convertedAmount: 1500,
      removedAmount: 1000,
      counter: 2000,
    });
    const rows = await bonusRows(pc.id);
    expect(rows.map((r) => [r.type, r.operation, r.amount, r.cash, r.bonus])).toEqual([
      [10, 'bonus', 1000, 0, 1000],
      [12, 'bonus_convert', 1500, 1500, -1500],
      [13, 'bonus_remove', 1000, 0, -1000],
    ]);
    // The conversion's entries: bonus back to the house, cash from it; sums to zero.
    const entries = (await db().execute(sql`
      select a.kind, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id = ${rows[1]!.id} order by e.id`)) as unknown as {
      rows: { kind: string; amount: number | string }[];
    };
    expect(entries.rows.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['player_bonus', -1500],
      ['house_bonus', 1500],
      ['player_cash', 1500],
      ['house_bonus', -1500],
    ]);
  });

  it('a win of a bet whose campaign ended meanwhile pays no bonus that outlives it', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 500 }));
    const open = await bet(p, 'o1', 200); // stays open
    const b = await bet(p, 'o2', 500);
    const w = await win(b, 0);
    expect(w).toMatchObject({ ok: true, campaign: { event: 'reached', converted: 300 } });
    const late = await win(open, 400);
    expect(late).toMatchObject({
      ok: true,
      cash: 0,
      bonus: 400,
      bonusRemoved: 400,
      balance: { cash: 300, bonus: 0 },
    });
    expect(await playerCampaign(db(), pc.id)).toMatchObject({ removedAmount: 400 });
  });

  it('two parallel wins that both meet the target convert once', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 400 }));
    const b1 = await bet(p, 'p1', 200);
    const b2 = await bet(p, 'p2', 200);
    const [w1, w2] = await Promise.all([win(b1, 100), win(b2, 100)]);
    const reached = [w1, w2].filter((w) => w.ok && w.campaign?.event === 'reached');
    expect(reached).toHaveLength(1);
    expect(await playerCampaign(db(), pc.id)).toMatchObject({ status: 'completed' });
    // 600 left + 100 + 100 won (all bonus): one conversion of what the bonus held then; a win
    // after it leaves again (its campaign ended).
    const conversions = (await bonusRows(pc.id)).filter((r) => r.type === 12);
    expect(conversions).toHaveLength(1);
    const bal = await sut.balance(p);
    expect(bal.bonus).toBe(0);
    expect(bal.cash).toBe(conversions[0]!.amount);
    expect([700, 800]).toContain(bal.cash);
  });
});

async function lastRefundId(playerId: number) {
  const [row] = await db()
    .select({ id: ledgerTransactions.externalId })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.operation, 'refund')),
    )
    .orderBy(sql`${ledgerTransactions.id} desc`)
    .limit(1);
  return row?.id;
}

async function lastWinId(playerId: number) {
  const [row] = await db()
    .select({ id: ledgerTransactions.externalId })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.operation, 'win')))
    .orderBy(sql`${ledgerTransactions.id} desc`)
    .limit(1);
  return row?.id;
}

describe('hooks', () => {
  it('a failing bonusEvent hook never fails the call', async () => {
    const failing = createWalletService(db(), {
      bonusEvent: () => Promise.reject(new Error('socket down')),
    });
    const p = await player(0);
    await giveCampaign(db(), p, slotTerms({ bonusAmount: 100, target: 100 }));
    const c = call(p, 'hk');
    await failing.debit({ ...c, amount: 100 });
    const w = await failing.credit({
      ...c,
      transactionId: nextId('win'),
      amount: 0,
      betTransactionId: c.transactionId,
      closeRound: true,
    });
    expect(w).toMatchObject({ ok: true, campaign: { event: 'reached', converted: 0 } });
  });
});

describe('minimum balance', () => {
  it('a bonus below min_balance is lost when the round closes', async () => {
    const p = await player(0);
    const pc = await giveCampaign(
      db(),
      p,
      slotTerms({ bonusAmount: 1000, target: 100_000, minBalance: 300 }),
    );
    const b = await bet(p, 'l1', 800);
    expect(b).toMatchObject({ ok: true, balance: { bonus: 200 } });
    const w = await win(b, 0, true);
    expect(w).toMatchObject({
      ok: true,
      balance: { bonus: 0 },
      campaign: { event: 'lost', playerCampaignId: pc.id, converted: 0, removed: 200 },
    });
    expect(events.map((e) => e.event.event)).toEqual(['lost']);
    expect(await playerCampaign(db(), pc.id)).toMatchObject({ status: 'lost', removedAmount: 200 });
  });

  it('waits while another round with a bet is open, and while the round is open', async () => {
    const p = await player(0);
    const pc = await giveCampaign(
      db(),
      p,
      slotTerms({ bonusAmount: 1000, target: 100_000, minBalance: 300 }),
    );
    const b1 = await bet(p, 'w1', 800);
    const b2 = await bet(p, 'w2', 100);
    expect(await win(b1, 0, false)).not.toHaveProperty('campaign');
    const w1 = await win({ bet: { ...b1.bet } }, 0, true).catch(() => null);
    // b1 was paid already: a second win of the same bet is another call; the round closes now.
    expect(w1).toMatchObject({ ok: true });
    expect(w1).not.toHaveProperty('campaign');
    expect((await playerCampaign(db(), pc.id))!.status).toBe('active');
    const w2 = await win(b2, 0, true);
    expect(w2).toMatchObject({ ok: true, campaign: { event: 'lost', removed: 100 } });
  });
});

describe('expiry', () => {
  const expire = (id: number) =>
    db()
      .update(playerCampaigns)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerCampaigns.id, id));

  it('ends at the next bet: the bonus leaves and the bet is judged without it', async () => {
    const p = await player(500);
    const pc = await giveCampaign(
      db(),
      p,
      slotTerms({ bonusAmount: 1000, target: 100_000, maxBet: 100 }),
    );
    await expire(pc.id);
    // Above the expired campaign's max bet: allowed, it is gone.
    const b = await bet(p, 'e1', 300);
    expect(b).toMatchObject({
      ok: true,
      cash: 300,
      bonus: 0,
      balance: { cash: 200, bonus: 0 },
      campaign: { event: 'expired', playerCampaignId: pc.id, removed: 1000 },
    });
    expect(events.map((e) => e.event.event)).toEqual(['expired']);
    const [row] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, b.bet.transactionId));
    expect(row?.playerCampaignId).toBeNull();
    expect(await playerCampaign(db(), pc.id)).toMatchObject({
      status: 'expired',
      removedAmount: 1000,
    });
  });

  it('a refused bet still ends the expired campaign (recorded with the event)', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 100_000 }));
    await expire(pc.id);
    const b = await bet(p, 'e2', 300);
    expect(b).toMatchObject({
      ok: false,
      code: 'insufficient_funds',
      balance: { bonus: 0 },
      campaign: { event: 'expired', removed: 1000 },
    });
  });

  it('the next waiting campaign takes over and counts the bet', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 1000, target: 100_000 }));
    const next = await giveCampaign(db(), p, slotTerms({ bonusAmount: 400, target: 100_000 }));
    expect(next.status).toBe('unused');
    await expire(pc.id);
    const b = await bet(p, 'e3', 300);
    expect(b).toMatchObject({
      ok: true,
      bonus: 300,
      balance: { bonus: 100 },
      campaign: { event: 'expired' },
    });
    expect(await playerCampaign(db(), next.id)).toMatchObject({ status: 'active', counter: 300 });
  });

  it('the sweep ends campaigns past their time, once', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, slotTerms({ bonusAmount: 700, target: 100_000 }));
    await expire(pc.id);
    const swept = await expireDueBonuses(db());
    expect(swept).toContainEqual({
      event: 'expired',
      playerCampaignId: pc.id,
      campaignId: pc.campaignId,
      converted: 0,
      removed: 700,
      playerId: p,
    });
    expect(await sut.balance(p)).toMatchObject({ bonus: 0 });
    expect((await expireDueBonuses(db())).map((e) => e.playerCampaignId)).not.toContain(pc.id);
  });
});

describe('free spins', () => {
  const fsTerms = (terms: CampaignTerms = {}) =>
    slotTerms({
      bonusAmount: 0,
      target: 0,
      freespins: 3,
      freespinStake: 20,
      freespinGameIds: [games.slot],
      wagering: 2,
      ...terms,
    });
  const spin = (playerId: number, round: string, gameId = games.slot) => {
    const c = { ...call(playerId, round), gameId };
    return sut.freespin(c).then((r) => ({ ...r, bet: c }));
  };

  it('plays the campaign’s spins at its stake, pays wins into bonus, grows the target', async () => {
    const p = await player(1000);
    const pc = await giveCampaign(db(), p, fsTerms());
    expect(pc.status).toBe('active');
    expect(await spin(p, 'f0', otherSlot)).toMatchObject({ ok: false, code: 'no_freespins' });

    const s1 = await spin(p, 'f1');
    expect(s1).toMatchObject({
      ok: true,
      cash: 0,
      bonus: 0,
      stake: 20,
      freespinsLeft: 2,
      playerCampaignId: pc.id,
    });
    const [row] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, s1.bet.transactionId));
    expect(row).toMatchObject({ type: 7, amount: 0, reason: 'freespin', playerCampaignId: pc.id });
    // A retry: the stored answer, no second spin.
    expect(await sut.freespin(s1.bet)).toMatchObject({
      ok: true,
      duplicate: true,
      freespinsLeft: 2,
    });
    expect((await playerCampaign(db(), pc.id))!.freespinsCounter).toBe(1);

    const w1 = await win(s1, 50);
    expect(w1).toMatchObject({ ok: true, cash: 0, bonus: 50, balance: { cash: 1000, bonus: 50 } });
    expect(w1).not.toHaveProperty('campaign');
    expect(await playerCampaign(db(), pc.id)).toMatchObject({ freespinsWon: 50, target: 100 });

    // A refunded spin is given back.
    const s2 = await spin(p, 'f2');
    expect(s2).toMatchObject({ ok: true, freespinsLeft: 1 });
    const rb = await sut.rollback({
      ...s2.bet,
      transactionId: nextId('rb'),
      betTransactionId: s2.bet.transactionId,
    });
    expect(rb).toMatchObject({ ok: true, cash: 0, bonus: 0 });
    expect((await playerCampaign(db(), pc.id))!.freespinsCounter).toBe(1);
    // Its retry moves nothing and gives no second spin back.
    expect(
      await sut.rollback({
        ...s2.bet,
        transactionId: rb.ok ? (await lastRefundId(p))! : '',
        betTransactionId: s2.bet.transactionId,
      }),
    ).toMatchObject({ ok: true, duplicate: true });
    expect((await playerCampaign(db(), pc.id))!.freespinsCounter).toBe(1);

    const s3 = await spin(p, 'f3');
    const s4 = await spin(p, 'f4');
    expect(s4).toMatchObject({ ok: true, freespinsLeft: 0 });
    expect(await spin(p, 'f5')).toMatchObject({ ok: false, code: 'no_freespins' });
    expect(await win(s3, 0)).not.toHaveProperty('campaign');
    // The last spin's win: target 100 + 2 x 30 = 160, counter 0: not converted yet.
    expect(await win(s4, 30)).not.toHaveProperty('campaign');
    expect(await playerCampaign(db(), pc.id)).toMatchObject({
      freespinsWon: 80,
      target: 160,
      freespinsCounter: 3,
      status: 'active',
    });
    expect(await sut.activeCampaign(p)).toMatchObject({
      freespins: 3,
      freespinsCounter: 3,
      freespinStake: 20,
      freespinGameIds: [games.slot],
      freespinsWon: 80,
    });
    // Real bets meet the target: the 80 won becomes cash.
    const b = await bet(p, 'f6', 160);
    expect(b).toMatchObject({ ok: true, cash: 160 });
    const w = await win(b, 0);
    expect(w).toMatchObject({
      ok: true,
      balance: { cash: 920, bonus: 0 },
      campaign: { event: 'reached', converted: 80 },
    });
  });

  it('converts after the last spin is paid when there is nothing to wager', async () => {
    const p = await player(0);
    const pc = await giveCampaign(db(), p, fsTerms({ freespins: 2, wagering: 0 }));
    const s1 = await spin(p, 'g1');
    const s2 = await spin(p, 'g2');
    // The first spin's win while the second is unpaid: not yet.
    expect(await win(s1, 40)).not.toHaveProperty('campaign');
    const w2 = await win(s2, 25);
    expect(w2).toMatchObject({
      ok: true,
      balance: { cash: 65, bonus: 0 },
      campaign: { event: 'reached', playerCampaignId: pc.id, converted: 65 },
    });
  });

  it('refuses a player who may not play, and without a campaign', async () => {
    const p = await player(0);
    expect(await spin(p, 'h0')).toMatchObject({ ok: false, code: 'no_freespins' });
    await giveCampaign(db(), p, fsTerms());
    await db().update(t.players).set({ status: 'blocked' }).where(eq(t.players.id, p));
    const refused = await spin(p, 'h1');
    expect(refused).toMatchObject({ ok: false, code: 'player_not_allowed' });
    const [row] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, refused.bet.transactionId));
    expect(row).toMatchObject({ status: 'declined', reason: 'freespin' });
    // The same id as a real bet: another call.
    expect(await sut.debit({ ...refused.bet, amount: 5 })).toMatchObject({
      ok: false,
      code: 'transaction_mismatch',
    });
    await expect(sut.freespin({ ...call(p, 'h2'), gameId: 0 })).rejects.toThrow('gameId');
  });
});
