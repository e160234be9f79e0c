import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '@croupier/contract/constants';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import type * as t from '../src/db/schema.ts';
import type {
  GatewayAdapter,
  GatewayCallbackParse,
  GatewayDepositRequest,
  GatewayPayoutRequest,
} from '../src/payments/provider.ts';
import { payments as paymentsTable } from '../src/payments/schema.ts';
import * as walletRepo from '../src/wallet/repository.ts';
import { wallets } from '../src/wallet/schema.ts';
import { call } from './accounts-support.ts';
import { createTestDatabase, staffTokens, testEnv, type TestApp } from './helper.ts';
import { createPlayer } from './studio-support.ts';

export const FAKE_SECRET = 'fake-gateway-secret-for-tests';

/** A gateway of our own for tests: signed JSON callbacks (HMAC of the raw body), age checked. */
export function createFakeGateway(clock: { now: Date }) {
  const started: GatewayDepositRequest[] = [];
  const payouts: GatewayPayoutRequest[] = [];
  const cancelled: string[] = [];
  const wallets = new Set<number>();
  const state = { failStart: false };
  const adapter: GatewayAdapter = {
    name: 'sandbox',
    products: ['card', 'ewallet', 'instant_bank'],
    async startDeposit(request) {
      if (state.failStart) throw new Error('gateway down');
      started.push(request);
      return {
        kind: 'redirect',
        url: `https://gateway.test/pay/${request.paymentId}`,
        providerRef: `fake-${request.paymentId}`,
      };
    },
    parseCallback(request): GatewayCallbackParse {
      const browser = request.method === 'GET';
      const raw = browser
        ? (request.query.payload ?? '')
        : (request.rawBody?.toString('utf8') ?? '');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return { ok: false, reason: 'malformed', body: raw };
      }
      const signature = browser ? request.query.sig : request.headers['x-fake-signature'];
      if (signature !== sign(raw)) return { ok: false, reason: 'bad_signature', body };
      const ts = Number(body.timestamp);
      if (!Number.isFinite(ts) || Math.abs(clock.now.getTime() / 1000 - ts) > 300) {
        return { ok: false, reason: 'stale', body };
      }
      if (typeof body.event_id !== 'string' || typeof body.payment_id !== 'number') {
        return { ok: false, reason: 'malformed', body };
      }
      return {
        ok: true,
        body,
        browserReturn: browser,
        notification: {
          eventKey: body.event_id,
          paymentId: body.payment_id,
          providerRef: typeof body.ref === 'string' ? body.ref : null,
          operation: body.operation === 'payout' ? 'payout' : 'payment',
          outcome: body.outcome as 'approved' | 'declined' | 'pending',
          amount: typeof body.amount === 'number' ? body.amount : null,
          currency: typeof body.currency === 'string' ? body.currency : null,
          reason: typeof body.reason === 'string' ? body.reason : null,
          instrument:
            body.outcome === 'approved' && body.operation !== 'payout'
              ? { kind: 'card', token: `tok-${String(body.card ?? '4242')}`, label: 'Visa 4242' }
              : null,
        },
      };
    },
    async startPayout(request) {
      payouts.push(request);
      return { providerRef: `payout-${request.paymentId}` };
    },
    async cancel(providerRef) {
      cancelled.push(providerRef);
    },
    async walletRegistered(playerId) {
      return wallets.has(playerId);
    },
  };
  return { adapter, started, payouts, cancelled, wallets, state };
}
export type FakeGateway = ReturnType<typeof createFakeGateway>;

export const sign = (raw: string) => createHmac('sha256', FAKE_SECRET).update(raw).digest('hex');

export type PaymentsTestApp = TestApp & { gateway: FakeGateway };

/** A test app whose sandbox gateway is the fake one. */
export async function buildPaymentsApp(
  envOverrides: Parameters<typeof testEnv>[0] = {},
): Promise<PaymentsTestApp> {
  const clock = { now: new Date() };
  const { database, drop } = await createTestDatabase(clock.now);
  const gateway = createFakeGateway(clock);
  const app = await buildApp({
    env: testEnv(envOverrides),
    database,
    logger: false,
    serveSite: false,
    now: () => clock.now,
    paymentAdapters: { sandbox: gateway.adapter },
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    gateway,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * The test file's payments app, built before its tests and closed after them, and one logged-in
 * staff member a role (`<role>-<tag>@croupier.test`): their tokens by role. Both are usable once
 * the tests (or later `beforeAll` hooks) run.
 */
export function paymentsTestFile<R extends StaffRole>(
  tag: string,
  roles: readonly R[],
  envOverrides: Parameters<typeof testEnv>[0] = {},
) {
  let built: PaymentsTestApp | undefined;
  const ready = () => {
    if (!built) throw new Error('the payments app is built in beforeAll');
    return built;
  };
  const t0: PaymentsTestApp = {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get clock() {
      return ready().clock;
    },
    get gateway() {
      return ready().gateway;
    },
    close: () => ready().close(),
  };
  const staff = {} as Record<R, string>;
  beforeAll(async () => {
    built = await buildPaymentsApp(envOverrides);
    Object.assign(staff, await staffTokens(built, tag, roles));
  });
  afterAll(async () => built?.close());
  return { t0, staff };
}

/** A staff API call (`/staff/v1<url>`) with the staff member's bearer token. */
export const staffRequest = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** The id of the transaction a deposit or withdrawal answered with. */
export const idOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { transaction: { id: number } }).transaction.id;

/** The player cancels their payment `id` (GET `/v1/payments/providers/<provider>/decline/<id>`). */
export const cancelPayment = (
  app: FastifyInstance,
  userToken: string,
  provider: string,
  id: number | string,
) => call(app, 'GET', `/v1/payments/providers/${provider}/decline/${id}`, undefined, { userToken });

/** The ledger balances, the wallets equal their entries and none is negative. */
export { expectSoundLedger } from './wallet-support.ts';

let events = 0;
export const eventId = () => `evt-${process.pid}-${++events}`;

/** A callback body of the fake gateway approving payment `id` (50.00 EUR), dated on `clock`. */
export const gatewayApproval = (
  clock: { now: Date },
  id: number,
  extra: Record<string, unknown> = {},
) => ({
  event_id: eventId(),
  payment_id: id,
  operation: 'payment',
  outcome: 'approved',
  amount: 50_00,
  currency: 'EUR',
  timestamp: Math.floor(clock.now.getTime() / 1000),
  ...extra,
});

/** A callback of the fake gateway, signed (or with `signature`). */
export async function webhook(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { signature?: string; provider?: string } = {},
) {
  const raw = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/webhooks/payments/${opts.provider ?? 'sandbox'}`,
    headers: {
      'content-type': 'application/json',
      'x-fake-signature': opts.signature ?? sign(raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** An active player (EUR unless given) with a session; verified unless told otherwise. */
export async function paymentPlayer(
  db: Db,
  now: Date,
  values: Partial<typeof t.players.$inferInsert> = {},
) {
  return createPlayer(db, now, { isVerified: true, ...values });
}

/** Cash the player may withdraw (a staff adjustment: not counted as deposited). */
export async function giveCash(db: Db, playerId: number, cents: number, tag: string) {
  const r = await walletRepo.post(db, {
    provider: 'staff',
    transactionId: `${tag}-${playerId}-${cents}`,
    playerId,
    operation: 'adjustment',
    type: 11,
    kind: 'cash',
    amount: cents,
    counter: 'adjustments',
    staffId: null,
    reason: 'test',
  });
  if (!r.ok) throw new Error(`cash not given: ${r.code}`);
}

export async function walletOf(db: Db, playerId: number) {
  const [w] = await db.select().from(wallets).where(eq(wallets.playerId, playerId));
  return { cash: w?.cash ?? 0, bonus: w?.bonus ?? 0, deposited: w?.deposited ?? 0 };
}

export async function paymentRows(db: Db, playerId: number) {
  return db.select().from(paymentsTable).where(eq(paymentsTable.playerId, playerId));
}

/** Sum of all ledger entries (0: money conserved) and the house accounts' balances by kind. */
export async function ledgerTotals(db: Db) {
  const rows = (await db.execute(sql`
    select a.kind, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.kind`)) as unknown as { rows: { kind: string; total: string }[] };
  const byKind: Record<string, number> = {};
  let all = 0;
  for (const r of rows.rows) {
    byKind[r.kind] = Number(r.total);
    all += Number(r.total);
  }
  return { all, byKind };
}

export const pay = (
  app: FastifyInstance,
  userToken: string,
  path: 'deposit' | 'withdraw',
  body: unknown,
  key?: string,
) =>
  call(app, 'POST', `/v1/payments/${path}`, body, {
    userToken,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const bankDeposit = (amount: number) => ({
  amount,
  payment_method_id: 14,
  iban: 'CZ6508000000192000145399',
  bank: 'Test bank',
  accountnumber: '123456',
});

export const cryptoDeposit = (amount: number) => ({
  amount,
  payment_method_id: 161,
  sender_name: 'Jan Novak',
  reference_code: 'ABC123',
});
