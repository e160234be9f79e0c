import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceResponse, player as playerSchema } from '@croupier/contract/accounts';
import { TRANSACTION_TYPES } from '@croupier/contract/constants';
import { auditLog, players } from '../src/db/schema.ts';
import { DEMO_PLAYERS } from '../src/seed/demo-players.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { call } from './accounts-support.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';
import { createExternalGame, launchToken, type ExternalGame } from './providers-support.ts';
import { createPlayer } from './studio-support.ts';
import { auditLedger, fundedPlayer, insertPlayers, walletProviderCall } from './wallet-support.ts';

const PROVIDER = 'acme';
const SECRET = 'acme-test-secret-0123456789';
let t: TestApp;
let tokens: Record<'finance' | 'support' | 'admin', string>;
let acmeGame: ExternalGame;
let otherGame: ExternalGame;

beforeAll(async () => {
  t = await buildTestApp({
    WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET},other:other-secret-0123456789`,
  });
  tokens = await staffTokens(t, 'wallet', ['finance', 'support', 'admin']);
  acmeGame = await createExternalGame(t.database.db, { aggregator: PROVIDER });
  otherGame = await createExternalGame(t.database.db, { aggregator: 'other' });
});
afterAll(async () => {
  if (t) {
    expect(await auditLedger(t.database.db)).toMatchObject({
      unbalanced: 0,
      cacheMismatches: 0,
      negativeWallets: 0,
    });
    await t.close();
  }
});

async function provider(
  path: string,
  body: object,
  opts: { secret?: string; provider?: string; signature?: string } = {},
) {
  return walletProviderCall(t.app, path, body, {
    provider: opts.provider ?? PROVIDER,
    secret: opts.secret ?? SECRET,
    signature: opts.signature,
  });
}

async function login(username: string, password: string) {
  const res = await call(t.app, 'POST', '/v1/auth/login', { username, password });
  expect(res.status, res.raw).toBe(200);
  return (res.body.data as { token: string }).token;
}

describe('development players', () => {
  it('the demo player starts with 1,000.00 EUR deposited through the ledger', async () => {
    const token = await login(DEMO_PLAYERS.demo.username, DEMO_PLAYERS.demo.password);
    const res = await call(t.app, 'GET', '/v1/me/balance', undefined, { userToken: token });
    expect(res.status).toBe(200);
    expect(balanceResponse.parse(res.body)).toEqual({
      data: {
        total: 1000,
        bonus: 0,
        available: 0,
        deposited: 1000,
        target: 0,
        freespins: 0,
        freespins_counter: 0,
        counter: 0,
        counter_percentage: 0,
        campaign: null,
      },
    });
    const me = await call(t.app, 'GET', '/v1/me', undefined, { userToken: token });
    expect(playerSchema.parse(me.body.data).balance.total).toBe(1000);
    const [row] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .innerJoin(players, eq(players.id, ledgerTransactions.playerId))
      .where(eq(players.username, DEMO_PLAYERS.demo.username));
    expect(row?.ledger_transactions).toMatchObject({
      type: TRANSACTION_TYPES.deposit,
      status: 'authorized',
      amount: 100_000,
    });
  });

  it('the bonus player has cash, bonus and an active campaign with its turnover', async () => {
    const token = await login(DEMO_PLAYERS.bonus.username, DEMO_PLAYERS.bonus.password);
    const res = await call(t.app, 'GET', '/v1/me/balance', undefined, { userToken: token });
    expect(res.body.data).toEqual({
      total: 50,
      bonus: 20,
      available: 0,
      deposited: 50,
      target: 600,
      freespins: 0,
      freespins_counter: 0,
      counter: 0,
      counter_percentage: 0,
      campaign: { id: expect.any(Number), name: '100% welcome bonus', max_bet: 5 },
    });
  });

  it('me/balance needs a logged-in player', async () => {
    expect((await call(t.app, 'GET', '/v1/me/balance')).status).toBe(401);
  });
});

describe('provider API (signed HTTP)', () => {
  it('plays a round: balance, debit, retry, credit, duplicate win', async () => {
    const player = await createPlayer(t.database.db, t.clock.now);
    const p = player.id;
    const credit = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/${p}/adjustments`,
      headers: { authorization: `Bearer ${tokens.finance}`, 'idempotency-key': `fund-${p}-000` },
      payload: { amount: '100.00', kind: 'cash', reason: 'test funds' },
    });
    expect(credit.statusCode, credit.body).toBe(200);

    const bal = await provider('balance', { player_id: p });
    expect(bal).toEqual({
      status: 200,
      body: {
        ok: true,
        balance: { currency: 'EUR', cash: 100, bonus: 0, deposited: 0, available: 100 },
      },
    });
    // The provider's game, launched by the player: the session token the debit names.
    const { token } = await launchToken(t.app, acmeGame, player.userToken);
    const debit = {
      transaction_id: 'b1',
      player_id: p,
      round_id: 'R1',
      game_id: acmeGame.id,
      session_token: token,
      currency: 'EUR',
      amount: '2.50',
    };
    const first = await provider('debit', debit);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, duplicate: false, cash: 2.5, bonus: 0, balance: { cash: 97.5 } },
    });
    const retry = await provider('debit', debit);
    expect(retry.body).toEqual({ ...first.body, duplicate: true });
    const mismatch = await provider('debit', { ...debit, amount: 3 });
    expect(mismatch).toMatchObject({ status: 409, body: { message: 'transaction_mismatch' } });
    const win = {
      transaction_id: 'w1',
      player_id: p,
      round_id: 'R1',
      game_id: acmeGame.id,
      currency: 'EUR',
      amount: 10,
      bet_transaction_id: 'b1',
      close_round: true,
    };
    expect((await provider('credit', win)).body).toMatchObject({ ok: true, cash: 10 });
    expect((await provider('credit', win)).body).toMatchObject({ ok: true, duplicate: true });
    const again = await provider('credit', { ...win, transaction_id: 'w2' });
    expect(again).toMatchObject({ status: 409, body: { message: 'round_closed' } });
    expect((await provider('balance', { player_id: p })).body).toMatchObject({
      balance: { cash: 107.5 },
    });
    // Another provider's ids are another namespace.
    const otherToken = (await launchToken(t.app, otherGame, player.userToken)).token;
    const otherRaw = { ...debit, round_id: 'R9', game_id: otherGame.id, session_token: otherToken };
    const other = await provider('debit', otherRaw, {
      provider: 'other',
      secret: 'other-secret-0123456789',
    });
    expect(other.body).toMatchObject({ ok: true, duplicate: false });
  });

  it('refuses an overdraw with the current balance (409) and bad amounts (422)', async () => {
    // 0.01 deposited: enough to launch, not for a 0.02 bet.
    const player = await fundedPlayer(t.database.db, t.clock.now, 1, 'overdraw');
    const p = player.id;
    const { token } = await launchToken(t.app, acmeGame, player.userToken);
    const call = { player_id: p, game_id: acmeGame.id, session_token: token, currency: 'EUR' };
    const res = await provider('debit', {
      ...call,
      transaction_id: 'o1',
      round_id: 'O1',
      amount: 0.02,
    });
    expect(res).toEqual({
      status: 409,
      body: {
        ok: false,
        message: 'insufficient_funds',
        balance: { currency: 'EUR', cash: 0.01, bonus: 0, deposited: 0.01, available: 0 },
      },
    });
    for (const amount of [0, -1, '1.001', 0.1 + 0.2, 'abc', 1e20]) {
      const bad = await provider('debit', {
        ...call,
        transaction_id: `o-${String(amount)}`,
        round_id: 'O2',
        amount,
      });
      expect(bad.status, String(amount)).toBe(422);
      expect(bad.body.errors, String(amount)).toEqual({ amount: ['field_invalid'] });
    }
  });

  it('a bad or missing signature is 401 and moves nothing', async () => {
    const [p] = await insertPlayers(t.database.db, 1);
    const body = { transaction_id: 's1', player_id: p, round_id: 'S1', amount: 1 };
    const cases = [
      { secret: 'not-the-secret-0123456789' },
      { signature: '' },
      { signature: 'zz' },
      { provider: 'unknown' },
      { provider: 'croupier' },
      { provider: 'other' },
    ];
    for (const c of cases) {
      const res = await provider('debit', body, c);
      expect(res, JSON.stringify(c)).toEqual({
        status: 401,
        body: { message: 'invalid_signature' },
      });
    }
    // Signed body, then altered: the signature no longer matches.
    const raw = JSON.stringify(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wallet/v1/credit',
      headers: {
        'content-type': 'application/json',
        'x-provider': PROVIDER,
        'x-signature': signBody(SECRET, raw),
      },
      payload: raw.replace('"amount":1', '"amount":1000'),
    });
    expect(tampered.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.provider, PROVIDER), eq(ledgerTransactions.externalId, 's1')),
      );
    expect(rows).toHaveLength(0);
  });
});

describe('staff adjustments', () => {
  const adjust = (
    playerId: number,
    body: object,
    opts: { token?: string; key?: string | null } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/${playerId}/adjustments`,
      headers: {
        authorization: `Bearer ${opts.token ?? tokens.finance}`,
        ...(opts.key === null ? {} : { 'idempotency-key': opts.key ?? `key-${Math.random()}` }),
      },
      payload: body,
    });

  it('needs the finance or admin role', async () => {
    const [p] = await insertPlayers(t.database.db, 1);
    const body = { amount: 5, kind: 'cash', reason: 'goodwill' };
    expect((await adjust(p!, body, { token: tokens.support })).statusCode).toBe(403);
    expect((await adjust(p!, body, { token: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await adjust(p!, body, { token: tokens.admin })).statusCode).toBe(200);
  });

  it('books, audits and answers a retry without moving money twice', async () => {
    const [p] = await insertPlayers(t.database.db, 1);
    const key = `adj-${p}-retry`;
    const body = { amount: '12.34', kind: 'bonus', reason: 'Compensation for ticket 42' };
    const first = await adjust(p!, body, { key });
    expect(first.statusCode, first.body).toBe(200);
    const data = (first.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      player_id: p,
      kind: 'bonus',
      amount: 12.34,
      duplicate: false,
      balance: { total: 0, bonus: 12.34 },
    });
    const retry = await adjust(p!, body, { key });
    expect((retry.json() as { data: Record<string, unknown> }).data).toEqual({
      ...data,
      duplicate: true,
    });
    const reused = await adjust(p!, { ...body, amount: '99' }, { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'transaction_mismatch' });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.balance_adjusted'), eq(auditLog.targetId, String(p))))
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      kind: 'bonus',
      amount: 12.34,
      reason: 'Compensation for ticket 42',
      transaction_id: data.transaction_id,
    });
    const [tx] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, data.transaction_id as number));
    expect(tx).toMatchObject({
      type: TRANSACTION_TYPES.adjustment,
      bonus: 1234,
      reason: 'Compensation for ticket 42',
    });
  });

  it('a negative adjustment never overdraws', async () => {
    const [p] = await insertPlayers(t.database.db, 1);
    expect((await adjust(p!, { amount: 10, kind: 'cash', reason: 'funds' })).statusCode).toBe(200);
    const over = await adjust(p!, { amount: '-10.01', kind: 'cash', reason: 'claw back' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'insufficient_funds' });
    const ok = await adjust(p!, { amount: '-10', kind: 'cash', reason: 'claw back' });
    expect((ok.json() as { data: { balance: unknown } }).data.balance).toMatchObject({ total: 0 });
  });

  it('validates the body, the key and the player', async () => {
    const [p] = await insertPlayers(t.database.db, 1);
    const good = { amount: 1, kind: 'cash', reason: 'goodwill' };
    expect((await adjust(p!, good, { key: null })).statusCode).toBe(422);
    expect((await adjust(p!, good, { key: 'short' })).statusCode).toBe(422);
    for (const bad of [
      { ...good, amount: 0 },
      { ...good, amount: '1.234' },
      { ...good, kind: 'gold' },
      { ...good, reason: '' },
    ]) {
      expect((await adjust(p!, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    const missing = await adjust(999_999, good);
    expect(missing.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the provider API and the adjustments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wallet/v1/debit',
        '/wallet/v1/credit',
        '/wallet/v1/rollback',
        '/wallet/v1/balance',
        '/staff/v1/players/{id}/adjustments',
      ]),
    );
  });
});
