import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { createJackpot } from '../src/jackpots/repository.ts';
import { jackpotCycles } from '../src/jackpots/schema.ts';

/** A game row of its own (so seeded jackpots never mix in), copied from a seeded slot. */
export async function insertGame(db: Executor, tag: string): Promise<number> {
  const [model] = await db.select().from(t.games).where(eq(t.games.engine, 'slots')).limit(1);
  if (!model) throw new Error('no seeded slot');
  const [row] = await db
    .insert(t.games)
    .values({
      slug: `jp-${tag}-${randomBytes(4).toString('hex')}`,
      providerId: model.providerId,
      name: `Jackpot test ${tag}`,
      type: model.type,
      engine: model.engine,
      engineSettings: model.engineSettings,
    })
    .returning({ id: t.games.id });
  return row!.id;
}

export async function currencyId(db: Executor, code: string): Promise<number> {
  const [row] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, code));
  return row!.id;
}

/** A jackpot on new games of its own; answers its id and games. */
export async function testJackpot(
  db: Executor,
  o: { tag: string; rateBp: number; seed: number; mustDropBy: number; currency?: string },
) {
  const gameId = await insertGame(db, o.tag);
  const id = await createJackpot(db, {
    slug: `test-${o.tag}-${randomBytes(3).toString('hex')}`,
    name: `Test ${o.tag}`,
    groupName: `test-${o.tag}`,
    currencyId: await currencyId(db, o.currency ?? 'EUR'),
    rateBp: o.rateBp,
    seedAmount: o.seed,
    mustDropBy: o.mustDropBy,
    gameIds: [gameId],
  });
  return { id, gameId };
}

export async function cycles(db: Executor, jackpotId: number) {
  return db
    .select()
    .from(jackpotCycles)
    .where(eq(jackpotCycles.jackpotId, jackpotId))
    .orderBy(jackpotCycles.number);
}

/** Sets the open cycle's drop point (tests only: the draw is the database's, see jackpots.sql). */
export async function setDropPoint(db: Executor, jackpotId: number, dropAt: number) {
  await db
    .update(jackpotCycles)
    .set({ dropAt })
    .where(sql`${jackpotCycles.jackpotId} = ${jackpotId} and ${jackpotCycles.status} = 'open'`);
}

export const commitmentOf = (dropAt: number, salt: string) =>
  createHash('sha256').update(`${dropAt}:${salt}`).digest('hex');

/** The balance of the house_jackpot account of a currency (the sum of its entries). */
export async function houseJackpot(db: Db, currency = 'EUR'): Promise<number> {
  const res = (await db.execute(sql`
    select coalesce(sum(e.amount), 0)::text as n from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join currencies c on c.id = a.currency_id
    where a.kind = 'house_jackpot' and c.code = ${currency}`)) as unknown as {
    rows: { n: string }[];
  };
  return Number(res.rows[0]?.n ?? 0);
}

/** wallet_debit as the database answers it (the reply with `jackpot`). */
export async function rawDebit(
  db: Db,
  a: { provider?: string; tx: string; player: number; round: string; game: number; amount: number },
): Promise<Record<string, unknown>> {
  const res = (await db.execute(
    sql`select wallet_debit(${a.provider ?? 'test'}, ${a.tx}, ${a.player}::int, ${a.round},
      ${a.game}::int, ${a.amount}::bigint) as r`,
  )) as unknown as { rows: { r: Record<string, unknown> }[] };
  return res.rows[0]!.r;
}
