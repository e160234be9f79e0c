import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isValidIban } from '@croupier/contract/payments';
import * as t from '../src/db/schema.ts';
import { paymentMethods } from '../src/payments/schema.ts';
import { playerKyc } from '../src/kyc/schema.ts';
import { SKIN_BANK_ACCOUNT, SKIN_BANK_ACCOUNT_CZK, seedPayments } from '../src/seed/payments.ts';
import { isVariableSymbol } from '../src/payments/bank/variable-symbol.ts';
import { call } from './accounts-support.ts';
import {
  bankDeposit,
  cancelPayment,
  cryptoDeposit,
  expectSoundLedger,
  idOf,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  staffRequest,
  walletOf,
} from './payments-support.ts';

const { t0, staff } = paymentsTestFile('dep', ['finance', 'support']);

const staffCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  staffRequest(t0.app, token, method, url, payload);

describe('payment methods', () => {
  it('seeds valid bank accounts and is idempotent', async () => {
    expect(isValidIban(SKIN_BANK_ACCOUNT.iban)).toBe(true);
    expect(isValidIban(SKIN_BANK_ACCOUNT_CZK.iban)).toBe(true);
    const before = await t0.database.db.select().from(paymentMethods);
    expect(await seedPayments(t0.database.db)).toBe(0);
    expect(await t0.database.db.select().from(paymentMethods)).toHaveLength(before.length);
  });

  it('lists deposit and withdraw methods of the player with decimal limits', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const dep = await call(t0.app, 'GET', '/v1/payments/methods/deposit', undefined, {
      userToken: p.userToken,
    });
    expect(dep.status).toBe(200);
    const list = dep.body.data as { id: number; data: { minimum: number; maximum: number } }[];
    const ids = list.map((m) => m.id);
    // GP webpay hidden without its keys; 999 is a withdrawal method only.
    expect(ids).toEqual([1, 3, 4, 14, 161]);
    expect(list.find((m) => m.id === 14)?.data).toEqual({ minimum: 10, maximum: 50000 });
    const wd = await call(t0.app, 'GET', '/v1/payments/methods/withdraw', undefined, {
      userToken: p.userToken,
    });
    expect((wd.body.data as { id: number }[]).map((m) => m.id)).toEqual([1, 3, 999]);
  });

  it('scales limits by currency on the public list', async () => {
    const czk = await call(t0.app, 'GET', '/v1/cms/payment-methods?currency=CZK');
    expect(czk.status).toBe(200);
    const bank = (czk.body.data as { id: number; data: { minimum: number } }[]).find(
      (m) => m.id === 14,
    );
    expect(bank?.data.minimum).toBe(250);
  });

  it('needs a player for the player lists', async () => {
    expect((await call(t0.app, 'GET', '/v1/payments/methods/deposit')).status).toBe(401);
  });
});

describe('deposit refusals', () => {
  it.each([0, 0.001, -5, 1e9, 1e12, '10', null])(
    'refuses amount %s with nothing created',
    async (amount) => {
      const p = await paymentPlayer(t0.database.db, t0.clock.now);
      const res = await pay(t0.app, p.userToken, 'deposit', { ...bankDeposit(10), amount });
      expect(res.status).toBe(422);
      expect(res.body.errors?.amount).toBeDefined();
      expect(await paymentRows(t0.database.db, p.id)).toHaveLength(0);
    },
  );

  it('refuses below and above the method limits', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const low = await pay(t0.app, p.userToken, 'deposit', bankDeposit(5));
    expect(low.status).toBe(422);
    expect(low.body.errors?.amount).toEqual(['amount_too_low']);
    const high = await pay(t0.app, p.userToken, 'deposit', bankDeposit(50_001));
    expect(high.status).toBe(422);
    expect(high.body.errors?.amount).toEqual(['amount_too_high']);
    expect(high.body.maximum).toBe(50000);
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(0);
  });

  it('refuses a method not offered', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    for (const id of [2, 999, 12345]) {
      const res = await pay(t0.app, p.userToken, 'deposit', {
        ...bankDeposit(20),
        payment_method_id: id,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors?.payment_method_id).toEqual(['payment_method_invalid']);
    }
  });

  it('requires the sender fields of bank and crypto transfers', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const bank = await pay(t0.app, p.userToken, 'deposit', {
      amount: 20,
      payment_method_id: 14,
      iban: 'CZ1',
    });
    expect(bank.status).toBe(422);
    expect(bank.body.errors).toMatchObject({
      iban: ['field_invalid'],
      bank: ['field_required'],
      accountnumber: ['field_required'],
    });
    const crypto = await pay(t0.app, p.userToken, 'deposit', {
      amount: 20,
      payment_method_id: 161,
    });
    expect(crypto.body.errors).toMatchObject({
      sender_name: ['field_required'],
      reference_code: ['field_required'],
    });
  });

  it('refuses inactive and self-excluded players', async () => {
    const blocked = await paymentPlayer(t0.database.db, t0.clock.now);
    await t0.database.db
      .update(t.players)
      .set({ status: 'blocked' })
      .where(eq(t.players.id, blocked.id));
    const a = await pay(t0.app, blocked.userToken, 'deposit', bankDeposit(20));
    // A blocked player's session is refused before the route, or the route refuses.
    expect([401, 403]).toContain(a.status);
    const excluded = await paymentPlayer(t0.database.db, t0.clock.now, {
      statusExpiresAt: new Date(t0.clock.now.getTime() + 86_400_000),
    });
    const b = await pay(t0.app, excluded.userToken, 'deposit', bankDeposit(20));
    expect(b.status).toBe(403);
    expect(b.body.message).toBe('self_excluded');
    expect(await paymentRows(t0.database.db, excluded.id)).toHaveLength(0);
  });

  it('refuses a deposit over the deposit limit with the remaining amount', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now, { maxDailyDeposit: 50_00n });
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(60));
    expect(res.status).toBe(422);
    expect(res.body.errors?.amount).toEqual(['deposit_limit_exceeded']);
    expect(res.body.remaining).toBe(50);
    expect((await pay(t0.app, p.userToken, 'deposit', bankDeposit(50))).status).toBe(200);
  });

  it('two deposits racing for the last allowance: at most the limit is ever credited or open', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now, { maxDailyDeposit: 50_00n });
    const first = await pay(t0.app, p.userToken, 'deposit', bankDeposit(30));
    const confirmed = await staffCall('POST', `/payments/${idOf(first)}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    // 20 left: two deposits of 20 with their own keys at once.
    const results = await Promise.all(
      ['race-a', 'race-b'].map((key) => pay(t0.app, p.userToken, 'deposit', bankDeposit(20), key)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await paymentRows(t0.database.db, p.id);
    const counted = rows
      .filter((r) => ['initialized', 'pending', 'authorized'].includes(r.status))
      .reduce((sum, r) => sum + r.amount, 0);
    expect(counted).toBe(50_00);
    // Once it is credited, nothing is left for a third.
    const won = results.find((r) => r.status === 200)!;
    const second = await staffCall('POST', `/payments/${idOf(won)}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(second.statusCode).toBe(200);
    const third = await pay(t0.app, p.userToken, 'deposit', bankDeposit(10));
    expect(third.status).toBe(422);
    expect(third.body.errors?.amount).toEqual(['deposit_limit_exceeded']);
    expect(third.body.remaining).toBe(0);
  });
});

describe('bank and crypto deposits', () => {
  it('creates a pending bank transfer with instructions; a second one is refused', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', {
      ...bankDeposit(25.5),
      skip_amount_limits: 1,
      bonus_code: 'WELCOME100',
    });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      kind: string;
      message: string;
      transaction: {
        id: number;
        status: string;
        amount: number;
        payload: { cancellable: boolean };
      };
      instructions: {
        bank: { variable_symbol: string; iban: string };
        qr: { format: string } | null;
      };
    };
    expect(data.kind).toBe('message');
    expect(data.message).toBe('transfer_created');
    expect(data.transaction).toMatchObject({ status: 'pending', amount: 25.5 });
    expect(data.transaction.payload.cancellable).toBe(true);
    expect(isVariableSymbol(data.instructions.bank.variable_symbol)).toBe(true);
    expect(data.instructions.bank.iban).toBe(SKIN_BANK_ACCOUNT.iban);
    expect(data.instructions.qr?.format).toBe('epc');
    const [row] = await paymentRows(t0.database.db, p.id);
    expect(row?.bonusCode).toBe('WELCOME100');
    expect(row?.amount).toBe(2550);
    // Nothing credited yet.
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
    const again = await pay(t0.app, p.userToken, 'deposit', bankDeposit(30));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('pending_transaction_exists');
  });

  it('starts the KYC level a deposit asks for (createLevel) only when the deposit makes it required', async () => {
    const levels = async (id: number) =>
      (await t0.database.db.select().from(playerKyc).where(eq(playerKyc.playerId, id))).map(
        (r) => r.level,
      );
    // A small deposit of an ordinary player: no level is required, none is started.
    const plain = await paymentPlayer(t0.database.db, t0.clock.now);
    const small = await pay(t0.app, plain.userToken, 'deposit', {
      ...bankDeposit(20),
      createLevel: 'BasicAmlLevel',
    });
    expect(small.status).toBe(200);
    expect(await levels(plain.id)).toEqual([]);
    // A PEP needs the basic level to play: the deposit starts it.
    const pep = await paymentPlayer(t0.database.db, t0.clock.now);
    await t0.database.db.update(t.players).set({ isPep: true }).where(eq(t.players.id, pep.id));
    const res = await pay(t0.app, pep.userToken, 'deposit', {
      ...bankDeposit(20),
      createLevel: 'BasicAmlLevel',
    });
    expect(res.status).toBe(200);
    expect(await levels(pep.id)).toEqual(['BasicAmlLevel']);
    // Past the EUR 2,000 threshold with this deposit: required, started. The full level is not
    // required for this player (no risky country, AML level not high).
    const large = await paymentPlayer(t0.database.db, t0.clock.now);
    const big = await pay(t0.app, large.userToken, 'deposit', {
      ...bankDeposit(2_000.01),
      createLevel: 'ID_SELFIE_2NDID_POA',
    });
    expect(big.status).toBe(200);
    expect(await levels(large.id)).toEqual([]);
    await cancelPayment(t0.app, large.userToken, 'bank', idOf(big));
    const again = await pay(t0.app, large.userToken, 'deposit', {
      ...bankDeposit(2_000.01),
      createLevel: 'BasicAmlLevel',
    });
    expect(again.status).toBe(200);
    expect(await levels(large.id)).toEqual(['BasicAmlLevel']);
  });

  it('creates a crypto transfer with the address and a reference', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', cryptoDeposit(40));
    expect(res.status).toBe(200);
    const data = res.body.data as {
      instructions: { crypto: { address: string; reference: string; network: string } };
    };
    expect(data.instructions.crypto.address).toMatch(/^tb1/);
    expect(data.instructions.crypto.network).toBe('Bitcoin testnet');
    expect(data.instructions.crypto.reference).toMatch(/^CR/);
  });

  it('honours the Idempotency-Key: same body replays, another body is refused', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const first = await pay(t0.app, p.userToken, 'deposit', bankDeposit(20), 'key-1');
    const second = await pay(t0.app, p.userToken, 'deposit', bankDeposit(20), 'key-1');
    expect(second.status).toBe(200);
    expect(idOf(second)).toBe(idOf(first));
    const other = await pay(t0.app, p.userToken, 'deposit', bankDeposit(21), 'key-1');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('idempotency_key_mismatch');
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(1);
  });

  it('10 concurrent identical requests create one payment', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(t0.app, p.userToken, 'deposit', bankDeposit(20), 'conc-1'),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = new Set(results.map(idOf));
    expect(ids.size).toBe(1);
    expect(await paymentRows(t0.database.db, p.id)).toHaveLength(1);
  });
});

describe('staff confirm, reads and cancel', () => {
  it('finance confirms a bank deposit once; the player sees it authorized with the balance', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(100));
    const id = idOf(res);

    expect(
      (await staffCall('POST', `/payments/${id}/deposit`, staff.support, { action: 'confirm' }))
        .statusCode,
    ).toBe(403);
    const queue = await staffCall('GET', '/payments?type=1', staff.finance);
    expect(queue.statusCode).toBe(200);
    expect((queue.json() as { data: { id: number }[] }).data.map((r) => r.id)).toContain(id);

    const ok = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { data: { status: string } }).data.status).toBe('authorized');
    const twice = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(twice.statusCode).toBe(409);
    expect(await walletOf(t0.database.db, p.id)).toEqual({
      cash: 100_00,
      bonus: 0,
      deposited: 100_00,
    });

    const one = await call(t0.app, 'GET', `/v1/static/transactions/${id}`, undefined, {
      userToken: p.userToken,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id,
      status: 'authorized',
      amount: 100,
      balance: 100,
      type: { id: 1, name: 'deposit' },
      payload: { cancellable: false, instructions: null, provider: 'bank' },
    });
    const list = await call(t0.app, 'GET', '/v1/me/transactions?type_id=1', undefined, {
      userToken: p.userToken,
    });
    expect((list.body.data as { id: number }[]).map((r) => r.id)).toEqual([id]);
    const total = await call(
      t0.app,
      'GET',
      '/v1/me/transactions?total=1&status=authorized',
      undefined,
      { userToken: p.userToken },
    );
    expect(total.body.data).toEqual({ total: 100, count: 1 });
    await expectSoundLedger(t0.database.db);
  });

  it('crypto confirmation needs the transaction hash; decline needs a reason', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', cryptoDeposit(30));
    const id = idOf(res);
    const noHash = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(noHash.statusCode).toBe(422);
    const noReason = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'decline',
    });
    expect(noReason.statusCode).toBe(422);
    const declined = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'decline',
      reason: 'Not received',
    });
    expect(
      (declined.json() as { data: { status: string; payload: { reason: string } } }).data,
    ).toMatchObject({
      status: 'declined',
      payload: { reason: 'Not received' },
    });
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
  });

  it('the owner cancels a pending deposit; another player gets 404', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const other = await paymentPlayer(t0.database.db, t0.clock.now);
    const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(20));
    const id = idOf(res);
    const foreign = await cancelPayment(t0.app, other.userToken, 'bank', id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('transaction_not_found');
    const peek = await call(t0.app, 'GET', `/v1/static/transactions/${id}`, undefined, {
      userToken: other.userToken,
    });
    expect(peek.status).toBe(404);
    const unknown = await cancelPayment(t0.app, p.userToken, 'bank', 99999999);
    expect(unknown.status).toBe(404);
    const cancel = await cancelPayment(t0.app, p.userToken, 'bank', id);
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('transaction_deleted');
    expect((cancel.body.data as { status: string }).status).toBe('reverted');
    const again = await cancelPayment(t0.app, p.userToken, 'bank', id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('transaction_not_cancellable');
    // The confirmation of a cancelled deposit is refused; nothing credited.
    const late = await staffCall('POST', `/payments/${id}/deposit`, staff.finance, {
      action: 'confirm',
    });
    expect(late.statusCode).toBe(409);
    expect((await walletOf(t0.database.db, p.id)).cash).toBe(0);
    // A new deposit is possible after the cancel.
    expect((await pay(t0.app, p.userToken, 'deposit', bankDeposit(20))).status).toBe(200);
  });

  it('filters transactions by date (inclusive UTC days) and pages', async () => {
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    await pay(t0.app, p.userToken, 'deposit', bankDeposit(20));
    const today = t0.clock.now.toISOString().slice(0, 10);
    const inRange = await call(
      t0.app,
      'GET',
      `/v1/me/transactions?date_from=${today}&date_to=${today}`,
      undefined,
      { userToken: p.userToken },
    );
    expect((inRange.body.data as unknown[]).length).toBe(1);
    expect(inRange.body.meta).toMatchObject({ total: 1, current_page: 1 });
    const before = await call(
      t0.app,
      'GET',
      '/v1/me/transactions?date_from=2000-01-01&date_to=2000-01-02',
      undefined,
      { userToken: p.userToken },
    );
    expect((before.body.data as unknown[]).length).toBe(0);
    const bad = await call(t0.app, 'GET', '/v1/me/transactions?type_id=3', undefined, {
      userToken: p.userToken,
    });
    expect(bad.status).toBe(422);
  });
});
