import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from './accounts-support.ts';
import { paymentEvents } from '../src/payments/schema.ts';
import {
  cancelPayment,
  expectSoundLedger,
  gatewayApproval,
  giveCash,
  idOf,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  sign,
  staffRequest,
  walletOf,
  webhook,
} from './payments-support.ts';

const { t0, staff } = paymentsTestFile('wh', ['finance']);

const ts = () => Math.floor(t0.clock.now.getTime() / 1000);
const card = (amount: number) => ({ amount, payment_method_id: 1 });

async function started(amount = 50) {
  const p = await paymentPlayer(t0.database.db, t0.clock.now);
  const res = await pay(t0.app, p.userToken, 'deposit', card(amount));
  expect(res.status).toBe(200);
  const data = res.body.data as {
    kind: string;
    url: string;
    transaction: { id: number; status: string };
  };
  return { p, id: data.transaction.id, data };
}

const approval = (id: number, extra: Record<string, unknown> = {}) =>
  gatewayApproval(t0.clock, id, extra);

describe('gateway deposits', () => {
  it('starts at the gateway and answers the redirect with the transaction', async () => {
    const { id, data } = await started();
    expect(data.kind).toBe('redirect');
    expect(data.url).toBe(`https://gateway.test/pay/${id}`);
    expect(data.transaction.status).toBe('initialized');
    const last = t0.gateway.started.at(-1)!;
    expect(last).toMatchObject({
      paymentId: id,
      amount: 50_00,
      currency: 'EUR',
      currencyNumeric: 978,
      product: 'card',
    });
    expect(last.notifyUrl).toMatch(/\/webhooks\/payments\/sandbox$/);
    expect(last.returnUrl).toMatch(new RegExp(`/en/transactions/${id}$`));
  });

  it('credits an approval once: duplicate and concurrent deliveries move nothing more', async () => {
    const { p, id } = await started();
    const body = approval(id);
    const first = await webhook(t0.app, body);
    expect(first).toEqual({ status: 200, body: { message: 'applied', status: 'applied' } });
    const dup = await webhook(t0.app, body);
    expect(dup.status).toBe(200);
    expect(dup.body.status).toBe('duplicate');
    // Other events approving the same payment at once.
    const many = await Promise.all(Array.from({ length: 8 }, () => webhook(t0.app, approval(id))));
    expect(many.every((r) => r.status === 200)).toBe(true);
    expect(await walletOf(t0.database.db, p.id)).toEqual({
      cash: 50_00,
      bonus: 0,
      deposited: 50_00,
    });
    const [row] = await paymentRows(t0.database.db, p.id);
    expect(row?.status).toBe('authorized');
    expect(row?.ledgerTransactionId).not.toBeNull();
    // The card became a payout account (closed loop).
    const accounts = await call(t0.app, 'GET', '/v1/payments/accounts', undefined, {
      userToken: p.userToken,
    });
    expect(accounts.body.data).toEqual([
      expect.objectContaining({ kind: 'card', payment_method_ids: [1] }),
    ]);
  });

  it('concurrent deliveries of one event credit once', async () => {
    const { p, id } = await started();
    const body = approval(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => webhook(t0.app, body)));
    expect(results.filter((r) => r.body.status === 'applied')).toHaveLength(1);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(50_00);
  });

  it('refuses bad signatures, stale, malformed, unknown and changed amounts or currencies', async () => {
    const { p, id } = await started();
    const bad = await webhook(t0.app, approval(id), { signature: 'nope' });
    expect(bad.status).toBe(401);
    const stale = await webhook(t0.app, approval(id, { timestamp: ts() - 301 }));
    expect(stale.status).toBe(401);
    const malformed = await t0.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await webhook(t0.app, approval(99_999_999));
    expect(unknown.status).toBe(404);
    const otherProvider = await webhook(t0.app, approval(id), { provider: 'gp_webpay' });
    expect(otherProvider.status).toBe(404);
    const amount = await webhook(t0.app, approval(id, { amount: 5_000_00 }));
    expect(amount.status).toBe(409);
    const currency = await webhook(t0.app, approval(id, { currency: 'CZK' }));
    expect(currency.status).toBe(409);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
    const journal = await t0.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, id));
    expect(journal.map((e) => e.outcome).sort()).toEqual([
      'refused:amount_mismatch',
      'refused:currency_mismatch',
    ]);
    // The payment is still open: a correct approval credits it.
    expect((await webhook(t0.app, approval(id))).body.status).toBe('applied');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(50_00);
  });

  it('a browser return applies the signed query and goes on to the status page', async () => {
    const { p, id } = await started();
    const payload = JSON.stringify(approval(id));
    const res = await t0.app.inject({
      method: 'GET',
      url: `/webhooks/payments/sandbox?${new URLSearchParams({ payload, sig: sign(payload) }).toString()}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`/en/transactions/${id}$`));
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(50_00);
    const forged = await t0.app.inject({
      method: 'GET',
      url: `/webhooks/payments/sandbox?${new URLSearchParams({ payload, sig: 'x' }).toString()}`,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('declines, and never credits an approval after a final status', async () => {
    const { p, id } = await started();
    const declined = await webhook(t0.app, {
      ...approval(id),
      outcome: 'declined',
      reason: 'insufficient_funds',
    });
    expect(declined.status).toBe(200);
    const [row] = await paymentRows(t0.database.db, p.id);
    expect(row).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    const late = await webhook(t0.app, approval(id));
    expect(late.status).toBe(200);
    expect(late.body.status).toBe('refused');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
  });

  it('the player cancels a started deposit; a new one replaces an abandoned one', async () => {
    const { p, id } = await started();
    // A second deposit while the first waits at the hosted page: the first is reverted.
    const next = await pay(t0.app, p.userToken, 'deposit', card(60));
    expect(next.status).toBe(200);
    expect(t0.gateway.cancelled).toContain(`fake-${id}`);
    const rows = await paymentRows(t0.database.db, p.id);
    expect(rows.find((r) => r.id === id)?.status).toBe('reverted');
    const nextId = idOf(next);
    const cancel = await cancelPayment(t0.app, p.userToken, 'sandbox', nextId);
    expect(cancel.status).toBe(200);
    expect(t0.gateway.cancelled).toContain(`fake-${nextId}`);
    const late = await webhook(t0.app, approval(nextId, { amount: 60_00 }));
    expect(late.body.status).toBe('refused');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
  });

  it('answers 502 when the gateway fails, with the payment declined', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    t0.gateway.state.failStart = true;
    try {
      const res = await pay(t0.app, p.userToken, 'deposit', card(20));
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('gateway_unavailable');
    } finally {
      t0.gateway.state.failStart = false;
    }
    const [row] = await paymentRows(t0.database.db, p.id);
    expect(row?.status).toBe('declined');
    expect((await pay(t0.app, p.userToken, 'deposit', card(20))).status).toBe(200);
  });

  it('asks to connect the e-wallet first', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', { amount: 20, payment_method_id: 3 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('wallet_not_connected');
    const state = await call(
      t0.app,
      'GET',
      '/v1/payments/neterapay/player/is_pin_registered',
      undefined,
      { userToken: p.userToken },
    );
    expect(state.body.data).toEqual({ is_pin_registered: false, notice: 'connect' });
    const connect = await pay(t0.app, p.userToken, 'deposit', {
      amount: 20,
      payment_method_id: 3,
      wallet: 'connect',
    });
    expect(connect.status).toBe(200);
  });
});

describe('card payouts', () => {
  it('approve starts the gateway payout; its callback settles it', async () => {
    const { p, id } = await started();
    await webhook(t0.app, approval(id));
    await giveCash(t0.database.db, p.id, 100_00, 'payout');
    const accounts = await call(t0.app, 'GET', '/v1/payments/accounts', undefined, {
      userToken: p.userToken,
    });
    const accountId = (accounts.body.data as { id: number }[])[0]!.id;
    const wd = await pay(t0.app, p.userToken, 'withdraw', {
      amount: 40,
      payment_method_id: 1,
      account_id: accountId,
    });
    expect(wd.status).toBe(200);
    const wid = idOf(wd);
    const early = await webhook(t0.app, {
      ...approval(wid, { amount: 40_00 }),
      operation: 'payout',
    });
    expect(early.status).toBe(409);
    const approved = await staffRequest(
      t0.app,
      staff.finance,
      'POST',
      `/payments/${wid}/withdraw`,
      {
        action: 'approve',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(t0.gateway.payouts.at(-1)).toMatchObject({
      paymentId: wid,
      amount: 40_00,
      instrument: { kind: 'card' },
    });
    const done = await webhook(t0.app, {
      ...approval(wid, { amount: 40_00 }),
      operation: 'payout',
    });
    expect(done.body.status).toBe('applied');
    const rows = await paymentRows(t0.database.db, p.id);
    expect(rows.find((r) => r.id === wid)?.status).toBe('authorized');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(110_00);
    await expectSoundLedger(t0.database.db);
  });
});
