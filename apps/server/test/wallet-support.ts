import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { depositWith } from '../src/wallet/service.ts';
import { createPlayer } from './studio-support.ts';

let serial = 0;

/** Active EUR players of the seeded skin, inserted directly (the wallet does not care how). */
export async function insertPlayers(
  db: Db,
  count: number,
  opts: { status?: string; currency?: string } = {},
): Promise<number[]> {
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [currency] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, opts.currency ?? 'EUR'));
  if (!skin || !currency) throw new Error('seed missing');
  const at = new Date();
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const n = `${process.pid}x${serial}`;
    return {
      skinId: skin.id,
      username: `w${n}`,
      email: `w${n}@wallet.test`,
      passwordHash: 'not-a-login',
      passwordCreatedAt: at,
      passwordChangedAt: at,
      status: opts.status ?? 'active',
      country: 'MT',
      currencyId: currency.id,
    };
  });
  const inserted = await db.insert(t.players).values(rows).returning({ id: t.players.id });
  return inserted.map((r) => r.id);
}

export interface LedgerAudit {
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Wallets whose cached cash or bonus differs from the sum of their account's entries. */
  cacheMismatches: number;
  negativeWallets: number;
  /** Authorized transactions whose amount differs from the player's net entries (bets: -). */
  entryCount: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [unbalanced] = await rows(sql`
    select count(*)::int as n from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0
    ) x`);
  const [mismatch] = await rows(sql`
    select count(*)::int as n from wallets w
    where w.cash <> coalesce((select sum(amount) from ledger_entries where account_id = w.cash_account_id), 0)
       or w.bonus <> coalesce((select sum(amount) from ledger_entries where account_id = w.bonus_account_id), 0)`);
  const [negative] = await rows(sql`
    select count(*)::int as n from wallets where cash < 0 or bonus < 0 or deposited < 0 or deposited > cash`);
  const [entries] = await rows(sql`select count(*)::int as n from ledger_entries`);
  return {
    unbalanced: Number(unbalanced?.n),
    cacheMismatches: Number(mismatch?.n),
    negativeWallets: Number(negative?.n),
    entryCount: Number(entries?.n),
  };
}

/** A player with a live session (as `createPlayer`) and `cents` deposited (EUR) when over 0. */
export async function fundedPlayer(
  db: Db,
  now: Date,
  cents: number,
  tag: string,
  values: Partial<typeof t.players.$inferInsert> = {},
) {
  const p = await createPlayer(db, now, values);
  if (cents > 0) {
    const r = await depositWith(db, {
      playerId: p.id,
      amount: cents,
      provider: 'seed',
      transactionId: `${tag}-dep-${p.id}`,
    });
    expect(r.ok).toBe(true);
  }
  return p;
}

/** A `/wallet/v1/{path}` call of a provider, signed with its secret (or with `signature`). */
export async function walletProviderCall(
  app: FastifyInstance,
  path: string,
  body: object,
  auth: { provider: string; secret: string; signature?: string },
) {
  const raw = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/wallet/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': auth.provider,
      'x-signature': auth.signature ?? signBody(auth.secret, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The ledger audit an auditor asks for: balanced, caches equal to entries, nothing negative. */
export async function expectSoundLedger(db: Db): Promise<void> {
  expect(await auditLedger(db)).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
}
