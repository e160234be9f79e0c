import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { call } from './accounts-support.ts';
import { staffTokens } from './helper.ts';
import {
  cancelPayment,
  expectSoundLedger,
  giveCash,
  idOf,
  ledgerTotals,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  staffRequest,
  walletOf,
} from './payments-support.ts';
import { depositWith } from '../src/wallet/service.ts';

const { t0, staff } = paymentsTestFile('wd', ['finance']);

const IBAN = 'DE89370400440532013000';

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  staffRequest(t0.app, staff.finance, method, url, payload);

async function funded(cents = 500_00, values = {}) {
  const p = await paymentPlayer(t0.database.db, t0.clock.now, values);
  if (cents > 0) await giveCash(t0.database.db, p.id, cents, 'wd');
  return p;
}

const sepa = (amount: number, iban = IBAN) => ({ amount, payment_method_id: 999, iban });

describe('withdraw refusals', () => {
  it('needs a verified account', async () => {
    const p = await funded(500_00, { isVerified: false });
    const res = await pay(t0.app, p.userToken, 'withdraw', sepa(50));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('account_not_verified');
  });

  it('checks the method limits, the available amount and the IBAN', async () => {
    const p = await funded(100_00);
    // Deposited money is not available until wagered.
    await depositWith(t0.database.db, {
      playerId: p.id,
      amount: 1_000_00,
      provider: 'seed',
      transactionId: `wd-dep-${p.id}`,
    });
    const low = await pay(t0.app, p.userToken, 'withdraw', sepa(10));
    expect(low.body.errors?.amount).toEqual(['amount_too_low']);
    const high = await pay(t0.app, p.userToken, 'withdraw', sepa(10_001));
    expect(high.body.errors?.amount).toEqual(['amount_too_high']);
    const above = await pay(t0.app, p.userToken, 'withdraw', sepa(150));
    expect(above.status).toBe(422);
    expect(above.body.errors?.amount).toEqual(['amount_above_available']);
    const badIban = await pay(t0.app, p.userToken, 'withdraw', sepa(50, 'DE89370400440532013001'));
    expect(badIban.body.errors?.iban).toEqual(['iban_invalid']);
    const noAccount = await pay(t0.app, p.userToken, 'withdraw', {
      amount: 50,
      payment_method_id: 999,
    });
    expect(noAccount.body.errors?.account_id).toEqual(['account_required']);
    // A card withdrawal needs a card of an earlier deposit.
    const card = await pay(t0.app, p.userToken, 'withdraw', { amount: 50, payment_method_id: 1 });
    expect(card.body.errors?.account_id).toEqual(['account_required']);
    const notOffered = await pay(t0.app, p.userToken, 'withdraw', {
      ...sepa(50),
      payment_method_id: 14,
    });
    expect(notOffered.body.errors?.payment_method_id).toEqual(['payment_method_invalid']);
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(0);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(1_100_00);
  });

  it('refuses while the SOWQ is required and unanswered', async () => {
    const p = await funded();
    const admin = (await staffTokens(t0, 'wd-sowq', ['compliance'])).compliance;
    const req = await staffRequest(t0.app, admin, 'POST', `/players/${p.id}/surveys/sowq/require`, {
      reason: 'check',
    });
    expect(req.statusCode).toBe(201);
    const res = await pay(t0.app, p.userToken, 'withdraw', sepa(50));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('sowq_required');
  });
});

describe('withdraw flow', () => {
  it('reserves the amount, one open request, cancel returns it, interval after a non-cancelled', async () => {
    const p = await funded(500_00);
    const first = await pay(t0.app, p.userToken, 'withdraw', sepa(100), 'w-1');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      kind: 'message',
      message: 'withdraw_requested',
      transaction: { status: 'pending', amount: 100, balance: 400, payload: { cancellable: true } },
    });
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(400_00);
    const replay = await pay(t0.app, p.userToken, 'withdraw', sepa(100), 'w-1');
    expect(idOf(replay)).toBe(idOf(first));
    const second = await pay(t0.app, p.userToken, 'withdraw', sepa(50));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('pending_transaction_exists');

    // The player cancels: money back, and may ask again at once.
    const cancel = await cancelPayment(t0.app, p.userToken, 'bank', idOf(first));
    expect(cancel.status).toBe(200);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(500_00);
    const again = await pay(t0.app, p.userToken, 'withdraw', sepa(60));
    expect(again.status).toBe(200);

    // Staff decline: the money returns, and the interval counts from that request.
    const declined = await staffCall('POST', `/payments/${idOf(again)}/withdraw`, {
      action: 'decline',
      reason: 'Documents',
    });
    expect(declined.statusCode).toBe(200);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(500_00);
    const soon = await pay(t0.app, p.userToken, 'withdraw', sepa(70));
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('withdraw_too_soon');
    expect(soon.body.retry_after).toBeGreaterThan(0);
    t0.clock.now = new Date(t0.clock.now.getTime() + 601_000);
    const later = await pay(t0.app, p.userToken, 'withdraw', sepa(70));
    expect(later.status).toBe(200);

    // Approved: no longer cancellable by the player; paid moves it out of payout_pending.
    const approved = await staffCall('POST', `/payments/${idOf(later)}/withdraw`, {
      action: 'approve',
    });
    expect(
      (approved.json() as { data: { payload: { cancellable: boolean } } }).data.payload.cancellable,
    ).toBe(false);
    const lateCancel = await cancelPayment(t0.app, p.userToken, 'bank', idOf(later));
    expect(lateCancel.status).toBe(409);
    const before = await ledgerTotals(t0.database.db);
    const paid = await staffCall('POST', `/payments/${idOf(later)}/withdraw`, { action: 'paid' });
    expect((paid.json() as { data: { status: string } }).data.status).toBe('authorized');
    const after = await ledgerTotals(t0.database.db);
    expect(after.byKind.payout_pending! - before.byKind.payout_pending!).toBe(-70_00);
    expect(after.byKind.payments! - before.byKind.payments!).toBe(70_00);
    expect(after.all).toBe(0);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(430_00);
    const paidTwice = await staffCall('POST', `/payments/${idOf(later)}/withdraw`, {
      action: 'paid',
    });
    expect(paidTwice.statusCode).toBe(409);

    // The IBAN became a verified payout account.
    const accounts = await call(t0.app, 'GET', '/v1/payments/accounts', undefined, {
      userToken: p.userToken,
    });
    expect(accounts.body.data).toEqual([
      expect.objectContaining({
        kind: 'iban',
        label: 'DE •••• 3000',
        verified: true,
        payment_method_ids: [999],
      }),
    ]);
    await expectSoundLedger(t0.database.db);
  });

  it('10 concurrent requests with one key reserve once', async () => {
    const p = await funded(500_00);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(t0.app, p.userToken, 'withdraw', sepa(100), 'conc-w')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map(idOf)).size).toBe(1);
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(1);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(400_00);
  });

  it('two requests racing for the last available money: one reserves it, the other moves nothing', async () => {
    const p = await funded(100_00);
    const results = await Promise.all(
      ['race-a', 'race-b'].map((key) => pay(t0.app, p.userToken, 'withdraw', sepa(100), key)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(1);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
    await expectSoundLedger(t0.database.db);
  });

  it('adds an IBAN account and withdraws to it by account_id', async () => {
    const p = await funded();
    const bad = await call(
      t0.app,
      'POST',
      '/v1/payments/accounts',
      { iban: 'XX00' },
      { userToken: p.userToken },
    );
    expect(bad.status).toBe(422);
    const added = await call(
      t0.app,
      'POST',
      '/v1/payments/accounts',
      { iban: 'GB82 WEST 1234 5698 7654 32' },
      { userToken: p.userToken },
    );
    expect(added.status).toBe(200);
    const accountId = (added.body.data as { id: number }).id;
    const other = await funded();
    const foreign = await pay(t0.app, other.userToken, 'withdraw', {
      amount: 50,
      payment_method_id: 999,
      account_id: accountId,
    });
    expect(foreign.body.errors?.account_id).toEqual(['account_required']);
    const res = await pay(t0.app, p.userToken, 'withdraw', {
      amount: 50,
      payment_method_id: 999,
      account_id: accountId,
    });
    expect(res.status).toBe(200);
  });

  it('exports approved bank withdrawals as pain.001 once', async () => {
    const p = await funded();
    const res = await pay(t0.app, p.userToken, 'withdraw', sepa(80));
    await staffCall('POST', `/payments/${idOf(res)}/withdraw`, { action: 'approve' });
    const file = await staffCall('POST', '/payments/payouts/sepa', { currency: 'EUR' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/xml/);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    const doc = new XMLParser().parse(file.body) as Record<string, unknown>;
    expect(JSON.stringify(doc)).toContain(IBAN);
    expect(file.body).toContain('80.00');
    const again = await staffCall('POST', '/payments/payouts/sepa', { currency: 'EUR' });
    expect(again.statusCode).toBe(404);
  });
});
