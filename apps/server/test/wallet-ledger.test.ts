import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { campaigns } from '../src/db/schema.ts';
import { createWalletService, type WalletService } from '../src/wallet/service.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { createTestDatabase } from './helper.ts';
import { auditLedger, insertFundedPlayer } from './wallet-support.ts';

let database: Database;
let drop: () => Promise<void>;
let sut: WalletService;
let txSeq = 0;
const nextId = (p = 'tx') => `${p}-${++txSeq}`;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  sut = createWalletService(database.db);
});
afterAll(async () => {
  expect(await auditLedger(database.db)).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
  await drop();
});

const call = (playerId: number, roundId: string, transactionId = nextId()) => ({
  provider: 'test',
  transactionId,
  playerId,
  roundId,
  gameId: null,
});

const fundedPlayer = (cents: number) =>
  insertFundedPlayer(database.db, sut, cents, () => nextId('dep'));

describe('wallet ledger', () => {
  it('a bet spends cash first, then bonus, and deposited by the cash wagered', async () => {
    const p = await fundedPlayer(1000);
    const campaign = await database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await sut.assignBonus({
      playerId: p,
      campaignId: campaign[0]!.id,
      amount: 500,
      target: 10_000,
      maxBet: null,
      transactionId: nextId('bonus'),
    });
    const bet = await sut.debit({ ...call(p, 'r1'), amount: 1200 });
    expect(bet).toMatchObject({
      ok: true,
      duplicate: false,
      cash: 1000,
      bonus: 200,
      balance: { cash: 0, bonus: 300, deposited: 0, available: 0, currency: 'EUR' },
    });
    const [row] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, bet.ok ? bet.ledgerTransactionId! : 0));
    expect(row).toMatchObject({ type: 4, status: 'authorized', cash: -1000, bonus: -200 });
    // A win splits like its bet: 1000/1200 cash, 200/1200 bonus (bonus share rounded down).
    const win = await sut.credit({
      ...call(p, 'r1'),
      amount: 601,
      betTransactionId: bet.ok ? (row?.externalId ?? '') : '',
      closeRound: true,
    });
    expect(win).toMatchObject({ ok: true, cash: 501, bonus: 100 });
    expect(await sut.balance(p)).toEqual({
      currency: 'EUR',
      cash: 501,
      bonus: 400,
      deposited: 0,
      available: 501,
    });
    const campaignNow = await sut.activeCampaign(p);
    expect(campaignNow).toMatchObject({ counter: 1200, target: 10_000, counterPercentage: 12 });
  });

  it('refuses an overdraw with the current balance and records it declined', async () => {
    const p = await fundedPlayer(500);
    const id = nextId();
    const r = await sut.debit({ ...call(p, 'r-over', id), amount: 501 });
    expect(r).toEqual({
      ok: false,
      code: 'insufficient_funds',
      balance: { currency: 'EUR', cash: 500, bonus: 0, deposited: 500, available: 0 },
    });
    const [row] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, id));
    expect(row?.status).toBe('declined');
    expect(await sut.balance(p)).toMatchObject({ cash: 500 });
  });

  it('answers a retry from the stored reply and moves nothing twice', async () => {
    const p = await fundedPlayer(1000);
    const bet = call(p, 'r-retry');
    const first = await sut.debit({ ...bet, amount: 100 });
    const again = await sut.debit({ ...bet, amount: 100 });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await sut.balance(p)).toMatchObject({ cash: 900 });
    const mismatch = await sut.debit({ ...bet, amount: 200 });
    expect(mismatch).toMatchObject({ ok: false, code: 'transaction_mismatch' });
    const win = { ...call(p, 'r-retry'), amount: 300, betTransactionId: bet.transactionId };
    const paid = await sut.credit({ ...win, closeRound: false });
    const duplicateWin = await sut.credit({ ...win, closeRound: false });
    expect(duplicateWin).toEqual({ ...paid, duplicate: true });
    expect(await sut.balance(p)).toMatchObject({ cash: 1200 });
  });

  it('concurrent identical calls move money once', async () => {
    const p = await fundedPlayer(1000);
    const bet = { ...call(p, 'r-conc'), amount: 250 };
    const results = await Promise.all(Array.from({ length: 8 }, () => sut.debit(bet)));
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await sut.balance(p)).toMatchObject({ cash: 750 });
  });

  it('concurrent bets never overdraw', async () => {
    const p = await fundedPlayer(1000);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sut.debit({ ...call(p, `r-par-${i}`), amount: 300 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.code === 'insufficient_funds')).toHaveLength(9);
    expect(await sut.balance(p)).toMatchObject({ cash: 100 });
  });

  it('a rollback refunds the bet once; a win after it is refused', async () => {
    const p = await fundedPlayer(1000);
    const bet = call(p, 'r-rb');
    await sut.debit({ ...bet, amount: 400 });
    expect(await sut.balance(p)).toMatchObject({ cash: 600, deposited: 600 });
    const rb = { ...call(p, 'r-rb'), betTransactionId: bet.transactionId };
    const refunded = await sut.rollback(rb);
    expect(refunded).toMatchObject({
      ok: true,
      cash: 400,
      balance: { cash: 1000, deposited: 1000 },
    });
    expect(await sut.rollback(rb)).toMatchObject({ ok: true, duplicate: true });
    const other = await sut.rollback({ ...rb, transactionId: nextId() });
    expect(other).toMatchObject({ ok: true, ledgerTransactionId: null, cash: 0 });
    const win = await sut.credit({
      ...call(p, 'r-rb'),
      amount: 100,
      betTransactionId: bet.transactionId,
      closeRound: true,
    });
    expect(win).toMatchObject({ ok: false, code: 'bet_rolled_back', balance: { cash: 1000 } });
    expect(await sut.balance(p)).toMatchObject({ cash: 1000 });
  });

  it('a rollback of an unknown bet is recorded ok and that bet is then refused', async () => {
    const p = await fundedPlayer(1000);
    const betId = nextId('late-bet');
    const rb = await sut.rollback({ ...call(p, 'r-unknown'), betTransactionId: betId });
    expect(rb).toMatchObject({ ok: true, ledgerTransactionId: null, cash: 0, bonus: 0 });
    const late = await sut.debit({ ...call(p, 'r-unknown', betId), amount: 100 });
    expect(late).toMatchObject({ ok: false, code: 'bet_rolled_back' });
    expect(await sut.balance(p)).toMatchObject({ cash: 1000 });
  });

  it('refuses a win after close, a win for an unknown bet, a bet on another player’s round', async () => {
    const p = await fundedPlayer(1000);
    const q = await fundedPlayer(1000);
    const bet = call(p, 'r-close');
    await sut.debit({ ...bet, amount: 100 });
    const close = { ...call(p, 'r-close'), amount: 0, betTransactionId: bet.transactionId };
    expect(await sut.credit({ ...close, closeRound: true })).toMatchObject({ ok: true });
    const late = await sut.credit({
      ...close,
      transactionId: nextId(),
      amount: 500,
      closeRound: false,
    });
    expect(late).toMatchObject({ ok: false, code: 'round_closed' });
    expect(await sut.debit({ ...call(p, 'r-close'), amount: 10 })).toMatchObject({
      ok: false,
      code: 'round_closed',
    });
    const unknown = await sut.credit({
      ...call(p, 'r-close'),
      amount: 500,
      betTransactionId: 'never-made',
      closeRound: false,
    });
    expect(unknown).toMatchObject({ ok: false, code: 'bet_not_found' });
    const foreign = await sut.debit({ ...call(q, 'r-close'), amount: 10 });
    expect(foreign).toMatchObject({ ok: false, code: 'round_mismatch', balance: { cash: 1000 } });
    // Another player's bet cannot be paid to me.
    const stolen = await sut.credit({
      ...call(q, 'r-close'),
      amount: 500,
      betTransactionId: bet.transactionId,
      closeRound: false,
    });
    expect(stolen).toMatchObject({ ok: false, code: 'bet_not_found' });
    expect(await sut.balance(p)).toMatchObject({ cash: 900 });
    expect(await sut.balance(q)).toMatchObject({ cash: 1000 });
  });

  it('refuses a rollback of a paid bet, and a refused win leaves no trace', async () => {
    const p = await fundedPlayer(1000);
    const bet = call(p, 'r-paid');
    await sut.debit({ ...bet, amount: 100 });
    const winId = nextId();
    const early = await sut.credit({
      ...call(p, 'r-paid', winId),
      amount: 50,
      betTransactionId: 'x',
      closeRound: false,
    });
    expect(early).toMatchObject({ ok: false, code: 'bet_not_found' });
    // Judged afresh: the same id now names the right bet.
    const win = await sut.credit({
      ...call(p, 'r-paid', winId),
      amount: 50,
      betTransactionId: bet.transactionId,
      closeRound: false,
    });
    expect(win).toMatchObject({ ok: true, duplicate: false });
    const rb = await sut.rollback({ ...call(p, 'r-paid'), betTransactionId: bet.transactionId });
    expect(rb).toMatchObject({ ok: false, code: 'bet_settled' });
  });

  it('caps bets at the active campaign’s max bet', async () => {
    const p = await fundedPlayer(10_000);
    const [campaign] = await database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await sut.assignBonus({
      playerId: p,
      campaignId: campaign!.id,
      amount: 2000,
      target: 60_000,
      maxBet: 500,
      transactionId: nextId('bonus'),
    });
    expect(await sut.debit({ ...call(p, 'r-max'), amount: 501 })).toMatchObject({
      ok: false,
      code: 'bonus_bet_limit',
    });
    expect(await sut.debit({ ...call(p, 'r-max2'), amount: 500 })).toMatchObject({ ok: true });
    const balance = await sut.playerBalance(p);
    expect(balance).toEqual({
      total: 95,
      bonus: 20,
      available: 0,
      deposited: 95,
      target: 600,
      freespins: 0,
      freespins_counter: 0,
      counter: 5,
      counter_percentage: 0.83,
      campaign: { id: campaign!.id, name: expect.any(String), max_bet: 5 },
    });
  });

  it('refuses bets of a player who may not play, but still pays wins', async () => {
    const p = await fundedPlayer(1000);
    const bet = call(p, 'r-blocked');
    await sut.debit({ ...bet, amount: 100 });
    await database.db.execute(sql`update players set status = 'blocked' where id = ${p}`);
    expect(await sut.debit({ ...call(p, 'r-blocked'), amount: 100 })).toMatchObject({
      ok: false,
      code: 'player_not_allowed',
    });
    const win = await sut.credit({
      ...call(p, 'r-blocked'),
      amount: 300,
      betTransactionId: bet.transactionId,
      closeRound: true,
    });
    expect(win).toMatchObject({ ok: true, balance: { cash: 1200 } });
  });

  it('refuses bad input before the database', async () => {
    const p = await fundedPlayer(1000);
    await expect(sut.debit({ ...call(p, 'r-bad'), amount: 0 })).rejects.toThrow('amount');
    await expect(sut.debit({ ...call(p, 'r-bad'), amount: 1.5 })).rejects.toThrow('amount');
    await expect(sut.debit({ ...call(p, 'r-bad'), amount: -5 })).rejects.toThrow('amount');
    await expect(sut.debit({ ...call(p, ''), amount: 5 })).rejects.toThrow('roundId');
  });
});
