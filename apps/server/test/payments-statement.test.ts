import { describe, expect, it } from 'vitest';
import {
  bankDeposit,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  staffRequest,
  walletOf,
} from './payments-support.ts';

const { t0, staff } = paymentsTestFile('st', ['finance', 'support']);

const importCsv = (content: string, token = staff.finance) =>
  staffRequest(t0.app, token, 'POST', '/payments/statements', { format: 'csv', content });

async function pendingBank(amount: number) {
  const p = await paymentPlayer(t0.database.db, t0.clock.now);
  const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(amount));
  const data = res.body.data as {
    transaction: { id: number };
    instructions: { bank: { variable_symbol: string } };
  };
  return { p, id: data.transaction.id, vs: data.instructions.bank.variable_symbol };
}

describe('bank statement import', () => {
  it('credits entries matching variable symbol, amount and currency, once', async () => {
    const a = await pendingBank(120);
    const b = await pendingBank(75.5);
    const csv = [
      'date;amount;currency;variable_symbol;reference;counterparty_name;message',
      `2026-11-20;120,00;EUR;${a.vs};REF-A;Jan Novak;deposit`,
      `2026-11-20;75.00;EUR;${b.vs};REF-B;Eva Novak;wrong amount`,
      `2026-11-20;10.00;EUR;9999999999;REF-C;Someone;unknown`,
      `2026-11-20;-50.00;EUR;;REF-D;Supplier;money out`,
    ].join('\n');
    expect((await importCsv(csv, staff.support)).statusCode).toBe(403);
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ entries: 4, matched: 1, duplicates: 0, unmatched: 2 });
    expect(await walletOf(t0.database.db, a.p.id)).toMatchObject({
      cash: 120_00,
      deposited: 120_00,
    });
    expect((await walletOf(t0.database.db, b.p.id)).cash).toBe(0);
    expect((await paymentRows(t0.database.db, a.p.id))[0]?.status).toBe('authorized');
    expect((await paymentRows(t0.database.db, b.p.id))[0]?.status).toBe('pending');

    // The same file again: every entry is a duplicate, nothing more credited.
    const again = await importCsv(csv);
    expect((again.json() as { data: Record<string, unknown> }).data).toMatchObject({
      entries: 4,
      matched: 0,
      duplicates: 4,
      unmatched: 0,
    });
    expect((await walletOf(t0.database.db, a.p.id)).cash).toBe(120_00);

    const unmatched = await staffRequest(
      t0.app,
      staff.finance,
      'GET',
      '/payments/statements/unmatched',
    );
    const list = (unmatched.json() as { data: { entry_key: string; amount: number }[] }).data;
    expect(list.map((e) => e.amount).sort()).toEqual([10, 75]);
  });

  it('refuses a file it cannot read', async () => {
    const res = await importCsv('no,header\n1,2');
    expect(res.statusCode).toBe(422);
  });
});
