/**
 * Operator reports (`/staff/v1/reports/*`) over a small known data set made through the real
 * paths (gateway deposits, a SEPA withdrawal, wallet bets/wins/refunds, staff-assigned
 * campaigns, a forfeit), dated onto two UTC days: exact GGR/NGR, payments, bonus and player
 * figures per row and in the totals, the test account left out; CSV (formula guard) and XLSX
 * files; roles; bad ranges.
 */
import { and, eq, gt as sqlGt, max, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { payments as paymentsTable } from '../src/payments/schema.ts';
import * as walletRepo from '../src/wallet/repository.ts';
import { ledgerTransactions, playerCampaigns } from '../src/wallet/schema.ts';
import { cardDeposit } from './bonus-support.ts';
import {
  expectSoundLedger,
  giveCash,
  pay,
  paymentPlayer,
  paymentsTestFile,
} from './payments-support.ts';
import { campaignBody } from './staff-campaigns-support.ts';

const { t0: ctx, staff } = paymentsTestFile('reports', [
  'admin',
  'finance',
  'marketing',
  'compliance',
  'content',
] as const);

const db = () => ctx.database.db;
const D1 = '2026-03-10';
const D2 = '2026-03-11';

async function call(token: string | null, url: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dataOf = async (token: string, url: string): Promise<any> => {
  const res = await call(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: unknown }).data;
};

async function staffPost(url: string, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/staff/v1${url}`,
    headers: { authorization: `Bearer ${staff.marketing}` },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: { id: number } }).data;
}

/** The last ids of the dated tables: what a phase adds is above them. */
async function marks() {
  const [l] = await db()
    .select({ id: max(ledgerTransactions.id) })
    .from(ledgerTransactions);
  const [p] = await db()
    .select({ id: max(paymentsTable.id) })
    .from(paymentsTable);
  const [c] = await db()
    .select({ id: max(playerCampaigns.id) })
    .from(playerCampaigns);
  return { ledger: l?.id ?? 0, payments: p?.id ?? 0, campaigns: c?.id ?? 0 };
}

/** Everything recorded since `m` happened at noon UTC of `day`. */
async function dateSince(m: Awaited<ReturnType<typeof marks>>, day: string) {
  const at = new Date(`${day}T12:00:00Z`);
  await db()
    .update(ledgerTransactions)
    .set({ createdAt: at })
    .where(sqlGt(ledgerTransactions.id, m.ledger));
  await db()
    .update(paymentsTable)
    .set({ createdAt: at })
    .where(sqlGt(paymentsTable.id, m.payments));
  await db()
    .update(playerCampaigns)
    .set({ createdAt: at })
    .where(sqlGt(playerCampaigns.id, m.campaigns));
}

let rounds = 0;
async function round(
  playerId: number,
  gameId: number,
  bet: number,
  outcome: { win?: number; refund?: boolean },
) {
  rounds += 1;
  const base = {
    provider: 'reports-test',
    playerId,
    roundId: `rep-${process.pid}-${rounds}`,
    gameId,
  };
  const betId = `rep-b-${process.pid}-${rounds}`;
  const placed = await walletRepo.debit(db(), { ...base, transactionId: betId, amount: bet });
  expect(placed.ok, JSON.stringify(placed)).toBe(true);
  if (outcome.refund) {
    const back = await walletRepo.rollback(db(), {
      ...base,
      transactionId: `rep-r-${process.pid}-${rounds}`,
      betTransactionId: betId,
    });
    expect(back.ok).toBe(true);
    return;
  }
  const paid = await walletRepo.credit(db(), {
    ...base,
    transactionId: `rep-w-${process.pid}-${rounds}`,
    amount: outcome.win ?? 0,
    betTransactionId: betId,
    closeRound: true,
  });
  expect(paid.ok).toBe(true);
}

const seeded = {
  g1: 0,
  g2: 0,
  k1: 0,
  k2: 0,
  withdrawalStatus: '',
  openDepositStatus: '',
};

beforeAll(async () => {
  const [g1] = await db().select().from(t.games).where(eq(t.games.engine, 'roulette')).limit(1);
  const [g2] = await db().select().from(t.games).where(eq(t.games.engine, 'slots')).limit(1);
  seeded.g1 = g1!.id;
  seeded.g2 = g2!.id;
  const now = ctx.clock.now;
  const a = await paymentPlayer(db(), now, { createdAt: new Date(`${D1}T08:00:00Z`) });
  const b = await paymentPlayer(db(), now, { createdAt: new Date(`${D1}T23:59:59Z`) });
  const test = await paymentPlayer(db(), now, {
    createdAt: new Date(`${D1}T09:00:00Z`),
    isTest: true,
  });
  // The day before the range: registered, never counted.
  await paymentPlayer(db(), now, { createdAt: new Date('2026-03-09T23:59:59Z') });

  // Campaigns: K1 (no wagering: converts to cash at once), K2 (wagering: later forfeited).
  const k1 = await staffPost(
    '/campaigns',
    campaignBody({ name: '=HYPERLINK("http://x.test")', amount: 10, wagering: 0, max_bet: null }),
  );
  const k2 = await staffPost(
    '/campaigns',
    campaignBody({ name: 'Reload', amount: 5, wagering: 10, max_bet: null }),
  );
  seeded.k1 = k1.id;
  seeded.k2 = k2.id;

  // ---- Day 1
  let m = await marks();
  for (const [p, amount] of [
    [a, 100],
    [b, 50],
    [test, 1000],
  ] as const) {
    const dep = await cardDeposit(ctx.app, ctx.clock, p.userToken, amount);
    expect(dep.id, JSON.stringify(dep.res.body)).not.toBeNull();
  }
  await round(a.id, seeded.g1, 1_000, { win: 2_500 });
  await round(a.id, seeded.g1, 500, { win: 0 });
  await staffPost(`/campaigns/${k2.id}/assign`, { player_id: b.id });
  await round(b.id, seeded.g1, 2_000, { refund: true });
  await round(b.id, seeded.g2, 400, { win: 0 });
  await round(test.id, seeded.g1, 50_000, { win: 0 });
  await staffPost(`/campaigns/${k1.id}/assign`, { player_id: a.id });
  await staffPost(`/campaigns/${k1.id}/assign`, { player_id: test.id });
  await dateSince(m, D1);

  // ---- Day 2
  const c = await paymentPlayer(db(), now, {
    createdAt: new Date(`${D2}T00:00:00Z`),
    currencyId: 2,
  });
  m = await marks();
  expect((await cardDeposit(ctx.app, ctx.clock, a.userToken, 30)).id).not.toBeNull();
  await round(a.id, seeded.g2, 800, { win: 200 });
  await giveCash(db(), c.id, 20_000, 'reports');
  await round(c.id, seeded.g1, 10_000, { win: 5_000 });
  await giveCash(db(), b.id, 5_000, 'reports');
  const wd = await pay(ctx.app, b.userToken, 'withdraw', {
    amount: 20,
    payment_method_id: 999,
    iban: 'DE89370400440532013000',
  });
  expect(wd.status, JSON.stringify(wd.body)).toBe(200);
  const open = await pay(ctx.app, b.userToken, 'deposit', { amount: 10, payment_method_id: 1 });
  expect(open.status, JSON.stringify(open.body)).toBe(200);
  const [pc] = await db()
    .select()
    .from(playerCampaigns)
    .where(and(eq(playerCampaigns.playerId, b.id), eq(playerCampaigns.campaignId, k2.id)));
  await db().execute(sql`select bonus_end(${pc!.id}::int, 'forfeited')`);
  await dateSince(m, D2);

  const bPayments = await db().select().from(paymentsTable).where(eq(paymentsTable.playerId, b.id));
  seeded.withdrawalStatus = bPayments.find((p) => p.type === 2)!.status;
  seeded.openDepositStatus = bPayments.find((p) => p.type === 1 && p.amount === 1_000)!.status;
  await expectSoundLedger(db());
});

const EUR_D1 = {
  currency: 'EUR',
  bets: 3_900,
  rollbacks: 2_000,
  wins: 2_500,
  ggr: -600,
  bonus_bets: 0,
  bonus_wins: 0,
  bonus_cost: 1_000,
  ngr: -1_600,
  bets_count: 3,
  players: 2,
};
const EUR_D2 = {
  currency: 'EUR',
  bets: 800,
  rollbacks: 0,
  wins: 200,
  ggr: 600,
  bonus_bets: 0,
  bonus_wins: 0,
  bonus_cost: 0,
  ngr: 600,
  bets_count: 1,
  players: 1,
};
const USD_D2 = {
  currency: 'USD',
  bets: 10_000,
  rollbacks: 0,
  wins: 5_000,
  ggr: 5_000,
  bonus_bets: 0,
  bonus_wins: 0,
  bonus_cost: 0,
  ngr: 5_000,
  bets_count: 1,
  players: 1,
};
const EUR_TOTAL = {
  currency: 'EUR',
  bets: 4_700,
  rollbacks: 2_000,
  wins: 2_700,
  ggr: 0,
  bonus_bets: 0,
  bonus_wins: 0,
  bonus_cost: 1_000,
  ngr: -1_000,
  bets_count: 4,
  players: 2,
};
const RANGE = `from=${D1}&to=${D2}`;

describe('GGR / NGR', () => {
  it('per day and currency, with totals per currency; the test player left out', async () => {
    const data = await dataOf(staff.finance, `/reports/ggr?${RANGE}`);
    expect(data).toEqual({
      from: D1,
      to: D2,
      group: 'day',
      rows: [
        { key: D1, label: D1, ...EUR_D1 },
        { key: D2, label: D2, ...EUR_D2 },
        { key: D2, label: D2, ...USD_D2 },
      ],
      totals: [EUR_TOTAL, USD_D2],
    });
  });

  it('by game (bonus cost only in the totals), by currency, one currency, one day', async () => {
    const names = new Map((await db().select().from(t.games)).map((g) => [g.id, g.name] as const));
    const byGame = await dataOf(staff.admin, `/reports/ggr?${RANGE}&group=game`);
    const common = { bonus_bets: 0, bonus_wins: 0, bonus_cost: null, ngr: null };
    const g1 = { key: String(seeded.g1), label: names.get(seeded.g1) };
    const g2 = { key: String(seeded.g2), label: names.get(seeded.g2) };
    const rows = [
      {
        ...g1,
        currency: 'EUR',
        bets: 3_500,
        rollbacks: 2_000,
        wins: 2_500,
        ggr: -1_000,
        bets_count: 2,
        players: 2,
        ...common,
      },
      {
        ...g1,
        currency: 'USD',
        bets: 10_000,
        rollbacks: 0,
        wins: 5_000,
        ggr: 5_000,
        bets_count: 1,
        players: 1,
        ...common,
      },
      {
        ...g2,
        currency: 'EUR',
        bets: 1_200,
        rollbacks: 0,
        wins: 200,
        ggr: 1_000,
        bets_count: 2,
        players: 2,
        ...common,
      },
    ].sort((x, y) => x.key.localeCompare(y.key) || x.currency.localeCompare(y.currency));
    expect(byGame.rows).toEqual(rows);
    expect(byGame.totals).toEqual([EUR_TOTAL, USD_D2]);

    const byProvider = await dataOf(staff.admin, `/reports/ggr?${RANGE}&group=provider`);
    const eurGgr = byProvider.rows
      .filter((r: { currency: string }) => r.currency === 'EUR')
      .reduce((s: number, r: { ggr: number }) => s + r.ggr, 0);
    expect(eurGgr).toBe(0);

    const byCurrency = await dataOf(staff.admin, `/reports/ggr?${RANGE}&group=currency`);
    expect(byCurrency.rows).toEqual([
      { key: 'EUR', label: 'EUR', ...EUR_TOTAL },
      { key: 'USD', label: 'USD', ...USD_D2 },
    ]);
    const usd = await dataOf(staff.admin, `/reports/ggr?${RANGE}&currency=USD`);
    expect(usd.rows).toEqual([{ key: D2, label: D2, ...USD_D2 }]);
    expect(usd.totals).toEqual([USD_D2]);
    const day1 = await dataOf(staff.admin, `/reports/ggr?from=${D1}&to=${D1}`);
    expect(day1.totals).toEqual([EUR_D1]);
  });
});

describe('payments', () => {
  it('counts and sums deposits and withdrawals by status, per day and in total', async () => {
    const data = await dataOf(staff.finance, `/reports/payments?${RANGE}`);
    const line = (key: string, type: string, status: string, count: number, amount: number) => ({
      key,
      label: key,
      currency: 'EUR',
      type,
      status,
      count,
      amount,
    });
    const d2 = [
      line(D2, 'deposit', 'authorized', 1, 3_000),
      line(D2, 'deposit', seeded.openDepositStatus, 1, 1_000),
      line(D2, 'withdrawal', seeded.withdrawalStatus, 1, 2_000),
    ].sort((x, y) => x.type.localeCompare(y.type) || x.status.localeCompare(y.status));
    expect(data.rows).toEqual([line(D1, 'deposit', 'authorized', 2, 15_000), ...d2]);
    const totals = [
      { currency: 'EUR', type: 'deposit', status: 'authorized', count: 3, amount: 18_000 },
      {
        currency: 'EUR',
        type: 'deposit',
        status: seeded.openDepositStatus,
        count: 1,
        amount: 1_000,
      },
      {
        currency: 'EUR',
        type: 'withdrawal',
        status: seeded.withdrawalStatus,
        count: 1,
        amount: 2_000,
      },
    ].sort((x, y) => x.type.localeCompare(y.type) || x.status.localeCompare(y.status));
    expect(data.totals).toEqual(totals);

    const byMethod = await dataOf(staff.admin, `/reports/payments?${RANGE}&group=method`);
    expect(byMethod.totals).toEqual(totals);
    const sum = (list: { amount: number }[]) => list.reduce((s, r) => s + r.amount, 0);
    expect(sum(byMethod.rows)).toBe(21_000);
    expect(byMethod.rows.every((r: { key: string }) => r.key.length > 0)).toBe(true);
  });
});

describe('bonus', () => {
  it('per campaign: granted, credited, converted (cost) and removed; test player left out', async () => {
    const data = await dataOf(staff.marketing, `/reports/bonus?${RANGE}`);
    const k1 = {
      campaign_id: seeded.k1,
      name: '=HYPERLINK("http://x.test")',
      kind: 'no_deposit',
      currency: 'EUR',
      granted: 1,
      bonus_granted: 1_000,
      converted_count: 1,
      converted: 1_000,
      removed_count: 0,
      removed: 0,
      cost: 1_000,
    };
    const k2 = {
      campaign_id: seeded.k2,
      name: 'Reload',
      kind: 'no_deposit',
      currency: 'EUR',
      granted: 1,
      bonus_granted: 500,
      converted_count: 0,
      converted: 0,
      removed_count: 1,
      removed: 500,
      cost: 0,
    };
    expect(data.rows).toMatchObject([k1, k2]);
    expect(data.totals).toEqual([
      {
        currency: 'EUR',
        granted: 2,
        bonus_granted: 1_500,
        converted_count: 1,
        converted: 1_000,
        removed_count: 1,
        removed: 500,
        cost: 1_000,
      },
    ]);
    const day1 = await dataOf(staff.finance, `/reports/bonus?from=${D1}&to=${D1}`);
    expect(day1.rows).toMatchObject([k1, { ...k2, removed_count: 0, removed: 0 }]);
  });
});

describe('players', () => {
  it('registrations, active players, depositors and first-time depositors per day', async () => {
    const data = await dataOf(staff.compliance, `/reports/players?from=2026-03-09&to=${D2}`);
    expect(data.rows).toEqual([
      {
        day: '2026-03-09',
        registrations: 1,
        active_players: 0,
        depositors: 0,
        first_time_depositors: 0,
      },
      { day: D1, registrations: 2, active_players: 2, depositors: 2, first_time_depositors: 2 },
      { day: D2, registrations: 1, active_players: 2, depositors: 1, first_time_depositors: 0 },
    ]);
    const two = await dataOf(staff.finance, `/reports/players?${RANGE}`);
    expect(two.totals).toEqual({
      registrations: 3,
      active_players: 3,
      depositors: 2,
      first_time_depositors: 2,
    });
  });
});

describe('files', () => {
  it('answers CSV with a header row, a filename and the formula guard', async () => {
    const res = await call(staff.finance, `/reports/ggr?${RANGE}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ggr-day-${D1}-${D2}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Day,Currency,Bets,Rollbacks,Wins,GGR,Bonus bets,Bonus wins,Bonus cost,NGR,Bets count,Players',
    );
    expect(lines[1]).toBe(`${D1},EUR,3900,2000,2500,-600,0,0,1000,-1600,3,2`);
    expect(lines).toContain('Total,EUR,4700,2000,2700,0,0,0,1000,-1000,4,2');
    expect(lines).toHaveLength(1 + 3 + 2);

    const bonus = await call(staff.marketing, `/reports/bonus?${RANGE}&format=csv`);
    const text = bonus.body;
    expect(text).toContain(`${seeded.k1},`);
    expect(text).toContain(`"'=HYPERLINK(""http://x.test"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('answers a real XLSX that exceljs opens, with the rows', async () => {
    const res = await call(staff.compliance, `/reports/players?${RANGE}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="players-${D1}-${D2}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Day',
      'Registrations',
      'Active players',
      'Depositors',
      'First-time depositors',
    ]);
    expect(values(2)).toEqual([D1, 2, 2, 2, 2]);
    expect(values(3)).toEqual([D2, 1, 2, 1, 0]);
    expect(values(4)).toEqual(['Total', 3, 3, 2, 2]);

    const bonus = await call(staff.finance, `/reports/bonus?${RANGE}&format=xlsx`);
    const b2 = new ExcelJS.Workbook();
    await b2.xlsx.load(bonus.rawPayload as unknown as ArrayBuffer);
    const cell = b2.worksheets[0]!.getRow(2).getCell(3);
    expect(cell.value).toBe('=HYPERLINK("http://x.test")');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });
});

describe('roles and ranges', () => {
  it('enforces the role of each report', async () => {
    const status = async (token: string | null, path: string) =>
      (await call(token, `/reports/${path}?${RANGE}`)).statusCode;
    for (const path of ['ggr', 'payments', 'bonus', 'players']) {
      expect(await status(staff.content, path), path).toBe(403);
      expect(await status(staff.finance, path), path).toBe(200);
      expect(await status(staff.admin, path), path).toBe(200);
      expect(await status(null, path), path).toBe(401);
    }
    expect(await status(staff.marketing, 'ggr')).toBe(403);
    expect(await status(staff.marketing, 'payments')).toBe(403);
    expect(await status(staff.marketing, 'bonus')).toBe(200);
    expect(await status(staff.marketing, 'players')).toBe(403);
    expect(await status(staff.compliance, 'players')).toBe(200);
    expect(await status(staff.compliance, 'ggr')).toBe(403);
    expect(await status(staff.compliance, 'bonus')).toBe(403);
  });

  it('refuses bad ranges with 422 and accepts 366 days', async () => {
    const bad = [
      `from=${D2}&to=${D1}`,
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-3-1&to=2026-03-02',
      `to=${D2}`,
      `${RANGE}&group=week`,
      `${RANGE}&format=pdf`,
      `${RANGE}&currency=eur`,
    ];
    for (const q of bad) {
      const res = await call(staff.finance, `/reports/ggr?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
    expect(
      (await call(staff.finance, `/reports/players?from=${D2}&to=${D1}`)).json(),
    ).toMatchObject({
      errors: { to: ['field_invalid'] },
    });
    expect(
      (await call(staff.finance, '/reports/ggr?from=2025-01-01&to=2026-01-01')).statusCode,
    ).toBe(200);
  });
});
