/**
 * Money that changes state outside the player's own action tells the player (in-session
 * messages, read through the site's messages API), and the staff follow-up list of gateway
 * approvals that arrived for a payment already closed.
 */
import { describe, expect, it } from 'vitest';
import type { Message } from '@croupier/contract/messages';
import { call } from './accounts-support.ts';
import { testEnv } from './helper.ts';
import {
  bankDeposit,
  cancelPayment,
  expectSoundLedger,
  gatewayApproval,
  giveCash,
  idOf,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  staffRequest,
  walletOf,
  webhook,
} from './payments-support.ts';
import { createPaymentsService } from '../src/payments/service.ts';
import { createPaymentsStaff, type PaymentFollowUp } from '../src/payments/staff.ts';

const { t0, staff } = paymentsTestFile('pm', ['finance', 'support']);

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = staff.finance) =>
  staffRequest(t0.app, token, method, url, payload);

/** The player's messages as the site lists them (newest first). */
async function inbox(userToken: string): Promise<Message[]> {
  const res = await call(t0.app, 'GET', '/v1/me/messages?page=1&per_page=50', undefined, {
    userToken,
  });
  expect(res.status).toBe(200);
  return res.body.data as Message[];
}

const payments = (list: Message[]) =>
  list
    .filter((m) => /^(deposit|withdrawal)/.test(m.type))
    .map((m) => ({ type: m.type, params: m.params }));

const approval = (id: number, extra: Record<string, unknown> = {}) =>
  gatewayApproval(t0.clock, id, extra);

describe('deposit messages', () => {
  it('a staff confirmation of a bank deposit tells the player it was credited, once', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(125.5));
    expect(res.status).toBe(200);
    const id = idOf(res);
    // Nothing yet: the player's own request is not news.
    expect(payments(await inbox(p.userToken))).toEqual([]);

    const ok = await staffCall('POST', `/payments/${id}/deposit`, { action: 'confirm' });
    expect(ok.statusCode).toBe(200);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(125_50);
    const list = await inbox(p.userToken);
    expect(payments(list)).toEqual([
      {
        type: 'depositCredited',
        params: { amount: 125.5, currency: 'EUR', transaction_id: id },
      },
    ]);
    const msg = list.find((m) => m.type === 'depositCredited')!;
    expect(msg.read_at).toBeNull();
    // The stored English text names the amount and the transaction (audit trail).
    expect(msg.subject).toBe('Deposit credited');
    expect(msg.body).toContain('125.5 EUR');
    expect(msg.body).toContain(`Transaction ${id}`);
    // The site's poll finds it as the oldest unread message.
    const one = await call(t0.app, 'GET', '/v1/me/messages/readone', undefined, {
      userToken: p.userToken,
    });
    expect((one.body.data as Message).id).toBe(msg.id);

    // A refused second confirmation sends nothing more.
    const twice = await staffCall('POST', `/payments/${id}/deposit`, { action: 'confirm' });
    expect(twice.statusCode).toBe(409);
    expect(payments(await inbox(p.userToken))).toHaveLength(1);
  });

  it('each credited deposit is its own message, even while an earlier one is unread', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const ids: number[] = [];
    for (const amount of [20, 30]) {
      const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(amount));
      expect(res.status).toBe(200);
      ids.push(idOf(res));
      const ok = await staffCall('POST', `/payments/${idOf(res)}/deposit`, { action: 'confirm' });
      expect(ok.statusCode).toBe(200);
    }
    expect(payments(await inbox(p.userToken))).toEqual([
      { type: 'depositCredited', params: { amount: 30, currency: 'EUR', transaction_id: ids[1] } },
      { type: 'depositCredited', params: { amount: 20, currency: 'EUR', transaction_id: ids[0] } },
    ]);
  });

  it('a staff decline tells the player with the reason; nothing is credited', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(40));
    const id = idOf(res);
    // Support may not decide; no message either.
    const denied = await staffCall(
      'POST',
      `/payments/${id}/deposit`,
      { action: 'decline', reason: 'x' },
      staff.support,
    );
    expect(denied.statusCode).toBe(403);
    expect(payments(await inbox(p.userToken))).toEqual([]);

    const declined = await staffCall('POST', `/payments/${id}/deposit`, {
      action: 'decline',
      reason: '  The transfer came from an account in another name.  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(payments(await inbox(p.userToken))).toEqual([
      {
        type: 'depositDeclined',
        params: {
          amount: 40,
          currency: 'EUR',
          transaction_id: id,
          reason: 'The transfer came from an account in another name.',
        },
      },
    ]);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
  });

  it('a gateway approval credits and tells the player; a duplicate delivery does not repeat it', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', { amount: 50, payment_method_id: 1 });
    expect(res.status).toBe(200);
    const id = idOf(res);
    const body = approval(id);
    expect((await webhook(t0.app, body)).body.status).toBe('applied');
    expect((await webhook(t0.app, body)).body.status).toBe('duplicate');
    expect((await webhook(t0.app, approval(id))).body.status).toBe('ignored');
    expect(payments(await inbox(p.userToken))).toEqual([
      { type: 'depositCredited', params: { amount: 50, currency: 'EUR', transaction_id: id } },
    ]);
  });
});

describe('statement import messages', () => {
  it('each deposit a bank statement credits tells its player; a re-import tells nobody again', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(90));
    const data = res.body.data as {
      transaction: { id: number };
      instructions: { bank: { variable_symbol: string } };
    };
    const csv = [
      'date;amount;currency;variable_symbol;reference;counterparty_name;message',
      `2026-11-20;90,00;EUR;${data.instructions.bank.variable_symbol};REF-PM-${p.id};Jan Novak;x`,
    ].join('\n');
    for (let i = 0; i < 2; i++) {
      const imported = await staffCall('POST', '/payments/statements', {
        format: 'csv',
        content: csv,
      });
      expect(imported.statusCode).toBe(200);
    }
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(90_00);
    expect(payments(await inbox(p.userToken))).toEqual([
      {
        type: 'depositCredited',
        params: { amount: 90, currency: 'EUR', transaction_id: data.transaction.id },
      },
    ]);
  });
});

describe('a failing message never fails the money move', () => {
  it('the staff confirmation stands and the failure is logged', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(35));
    const id = idOf(res);
    const errors: unknown[] = [];
    const deps = {
      db: t0.database.db,
      env: testEnv(),
      now: () => t0.clock.now,
      log: { error: (...args: unknown[]) => errors.push(args) } as never,
      limits: {
        lockWallet: async () => undefined,
        depositAllowance: async () => ({ daily: null, weekly: null, monthly: null }),
      },
      notify: async () => {
        throw new Error('messages down');
      },
    };
    const staff = createPaymentsStaff(deps, createPaymentsService(deps));
    const done = await staff.depositDecision(id, 1, { action: 'confirm' });
    expect(done.status).toBe('authorized');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(35_00);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('player message failed');
    expect(payments(await inbox(p.userToken))).toEqual([]);
  });
});

describe('withdrawal messages', () => {
  const sepa = (amount: number) => ({
    amount,
    payment_method_id: 999,
    iban: 'DE89370400440532013000',
  });

  it('a staff decline returns the money and tells the player with the reason', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    await giveCash(t0.database.db, p.id, 300_00, 'pm-wd');
    const wd = await pay(t0.app, p.userToken, 'withdraw', sepa(80));
    expect(wd.status).toBe(200);
    const id = idOf(wd);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(220_00);
    const declined = await staffCall('POST', `/payments/${id}/withdraw`, {
      action: 'decline',
      reason: 'Please verify your bank account first.',
    });
    expect(declined.statusCode).toBe(200);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(300_00);
    expect(payments(await inbox(p.userToken))).toEqual([
      {
        type: 'withdrawalDeclined',
        params: {
          amount: 80,
          currency: 'EUR',
          transaction_id: id,
          reason: 'Please verify your bank account first.',
        },
      },
    ]);
  });

  it('approval says nothing; paid tells the player', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    await giveCash(t0.database.db, p.id, 300_00, 'pm-paid');
    const wd = await pay(t0.app, p.userToken, 'withdraw', sepa(70));
    const id = idOf(wd);
    const approved = await staffCall('POST', `/payments/${id}/withdraw`, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(payments(await inbox(p.userToken))).toEqual([]);
    const paid = await staffCall('POST', `/payments/${id}/withdraw`, { action: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect((await paymentRows(t0.database.db, p.id))[0]?.status).toBe('authorized');
    expect(payments(await inbox(p.userToken))).toEqual([
      { type: 'withdrawalPaid', params: { amount: 70, currency: 'EUR', transaction_id: id } },
    ]);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(230_00);
    await expectSoundLedger(t0.database.db);
  });
});

describe('card payout messages', () => {
  async function cardWithdrawal(amount: number) {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const dep = await pay(t0.app, p.userToken, 'deposit', { amount: 50, payment_method_id: 1 });
    expect((await webhook(t0.app, approval(idOf(dep)))).body.status).toBe('applied');
    await giveCash(t0.database.db, p.id, 100_00, 'pm-card');
    const accounts = await call(t0.app, 'GET', '/v1/payments/accounts', undefined, {
      userToken: p.userToken,
    });
    const accountId = (accounts.body.data as { id: number }[])[0]!.id;
    const wd = await pay(t0.app, p.userToken, 'withdraw', {
      amount,
      payment_method_id: 1,
      account_id: accountId,
    });
    expect(wd.status).toBe(200);
    const id = idOf(wd);
    const approved = await staffCall('POST', `/payments/${id}/withdraw`, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    return { p, id };
  }

  it("the gateway's payout confirmation tells the player it was paid", async () => {
    const { p, id } = await cardWithdrawal(40);
    const done = await webhook(t0.app, { ...approval(id, { amount: 40_00 }), operation: 'payout' });
    expect(done.body.status).toBe('applied');
    expect(payments(await inbox(p.userToken))).toEqual([
      { type: 'withdrawalPaid', params: { amount: 40, currency: 'EUR', transaction_id: id } },
      { type: 'depositCredited', params: expect.objectContaining({ amount: 50 }) },
    ]);
  });

  it("the gateway's payout failure returns the money and tells the player", async () => {
    const { p, id } = await cardWithdrawal(30);
    const before = (await walletOf(t0.database.db, p.id)).cash;
    const failed = await webhook(t0.app, {
      ...approval(id, { amount: 30_00 }),
      operation: 'payout',
      outcome: 'declined',
      reason: 'card_expired',
    });
    expect(failed.body.status).toBe('applied');
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(before + 30_00);
    expect(payments(await inbox(p.userToken))[0]).toEqual({
      type: 'withdrawalDeclined',
      params: { amount: 30, currency: 'EUR', transaction_id: id, reason: 'card_expired' },
    });
  });
});

describe('staff follow-ups', () => {
  const followUps = async (token = staff.finance) => {
    const res = await staffCall('GET', '/payments/follow-ups', undefined, token);
    return { status: res.statusCode, data: (res.json() as { data: PaymentFollowUp[] }).data };
  };

  it('lists a late gateway approval of a reverted deposit, oldest first, finance only', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const first = await pay(t0.app, p.userToken, 'deposit', { amount: 50, payment_method_id: 1 });
    const firstId = idOf(first);
    // The player cancels the started deposit: reverted.
    const cancel = await cancelPayment(t0.app, p.userToken, 'sandbox', firstId);
    expect(cancel.status).toBe(200);
    expect((await paymentRows(t0.database.db, p.id))[0]?.status).toBe('reverted');
    const before = (await followUps()).data.length;

    t0.clock.now = new Date(t0.clock.now.getTime() + 1_000);
    const late = await webhook(t0.app, approval(firstId));
    expect(late).toMatchObject({ status: 200, body: { status: 'refused' } });
    // Nothing credited, nothing told to the player.
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
    expect(payments(await inbox(p.userToken))).toEqual([]);

    // A second closed payment, approved later.
    const second = await pay(t0.app, p.userToken, 'deposit', { amount: 60, payment_method_id: 1 });
    const secondId = idOf(second);
    expect(
      (
        await webhook(t0.app, {
          ...approval(secondId, { amount: 60_00 }),
          outcome: 'declined',
          reason: 'x',
        })
      ).status,
    ).toBe(200);
    t0.clock.now = new Date(t0.clock.now.getTime() + 1_000);
    expect((await webhook(t0.app, approval(secondId, { amount: 60_00 }))).body.status).toBe(
      'refused',
    );

    expect((await followUps(staff.support)).status).toBe(403);
    const list = await followUps();
    expect(list.status).toBe(200);
    const mine = list.data.filter((f) => f.player_id === p.id);
    expect(list.data.length).toBe(before + 2);
    expect(mine).toEqual([
      {
        event_id: expect.any(Number),
        payment_id: firstId,
        player_id: p.id,
        provider: 'sandbox',
        amount: 50,
        currency: 'EUR',
        payment_status: 'reverted',
        received_at: expect.any(String),
      },
      {
        event_id: expect.any(Number),
        payment_id: secondId,
        player_id: p.id,
        provider: 'sandbox',
        amount: 60,
        currency: 'EUR',
        payment_status: 'declined',
        received_at: expect.any(String),
      },
    ]);
    const times = list.data.map((f) => Date.parse(f.received_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // An approval refused for another reason (amount mismatch) is not a follow-up.
    const open = await pay(t0.app, p.userToken, 'deposit', { amount: 70, payment_method_id: 1 });
    expect((await webhook(t0.app, approval(idOf(open), { amount: 1 }))).status).toBe(409);
    expect((await followUps()).data.length).toBe(before + 2);
  });
});
