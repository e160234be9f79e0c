/**
 * Data access of the provider gateway: game sessions issued at launch, the games and providers a
 * call names, and the wins held for staff review.
 */
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { currencies, games, players, playerSessions, providers } from '../db/schema.ts';
import { heldWins, providerSessions } from './schema.ts';

export type SessionRow = typeof providerSessions.$inferSelect & { currency: string };

export async function insertSession(
  db: Executor,
  values: typeof providerSessions.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(providerSessions)
    .values(values)
    .returning({ id: providerSessions.id });
  return row!.id;
}

export async function findSessionByHash(
  db: Executor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ s: providerSessions, currency: currencies.code })
    .from(providerSessions)
    .innerJoin(currencies, eq(currencies.id, providerSessions.currencyId))
    .where(eq(providerSessions.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.s, currency: row.currency } : undefined;
}

/** Records use of a session, at most once per `staleBefore` (a bet storm writes once a minute). */
export async function touchSession(db: Executor, id: number, at: Date, staleBefore: Date) {
  await db
    .update(providerSessions)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(providerSessions.id, id),
        or(isNull(providerSessions.lastUsedAt), lt(providerSessions.lastUsedAt, staleBefore)),
      ),
    );
}

export async function currencyByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row;
}

export async function playerCurrency(db: Executor, playerId: number) {
  const [row] = await db
    .select({ id: currencies.id, code: currencies.code })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

export interface ProviderGameRow {
  id: number;
  slug: string;
  externalCode: string | null;
  isEnabled: boolean;
  hasDemo: boolean;
  maxWinMultiplier: number | null;
  providerId: number;
  providerCode: string;
  providerEnabled: boolean;
  integration: string;
  aggregator: string | null;
  launchUrl: string | null;
  maxWinCap: number | null;
}

/** A game with its provider's integration settings. */
export async function findProviderGame(
  db: Executor,
  gameId: number,
): Promise<ProviderGameRow | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      slug: games.slug,
      externalCode: games.externalCode,
      isEnabled: games.isEnabled,
      hasDemo: games.hasDemo,
      maxWinMultiplier: games.maxWinMultiplier,
      providerId: providers.id,
      providerCode: providers.code,
      providerEnabled: providers.isEnabled,
      integration: providers.integration,
      aggregator: providers.aggregator,
      launchUrl: providers.launchUrl,
      maxWinCap: providers.maxWinCap,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, gameId))
    .limit(1);
  return row;
}

/** Whether the provider already recorded this transaction id (a retry gets its first answer). */
export async function transactionExists(db: Executor, provider: string, externalId: string) {
  const rows = (await db.execute(
    sql`select 1 as r from ledger_transactions where provider = ${provider}
      and external_id = ${externalId} limit 1`,
  )) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

// --------------------------------------------------------------------------------- held wins

export type HeldWinStatus = 'pending' | 'paid' | 'refused';

export async function listHeldWins(
  db: Executor,
  input: { status?: HeldWinStatus; id?: number; page: number; perPage: number },
) {
  const where = and(
    input.status ? eq(heldWins.status, input.status) : undefined,
    input.id !== undefined ? eq(heldWins.id, input.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        h: heldWins,
        currency: currencies.code,
        minorUnits: currencies.minorUnits,
        username: players.username,
        game: games.name,
      })
      .from(heldWins)
      .innerJoin(currencies, eq(currencies.id, heldWins.currencyId))
      .innerJoin(players, eq(players.id, heldWins.playerId))
      .leftJoin(games, eq(games.id, heldWins.gameId))
      .where(where)
      .orderBy(desc(heldWins.createdAt), desc(heldWins.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(heldWins).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findHeldWin(db: Executor, id: number) {
  const [row] = await db
    .select({ h: heldWins, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(heldWins)
    .innerJoin(currencies, eq(currencies.id, heldWins.currencyId))
    .where(eq(heldWins.id, id))
    .limit(1);
  return row;
}

/** The player's login session behind a real game session (sign-out, revocation, inactivity). */
export async function findPlayerSession(db: Executor, id: number) {
  const [row] = await db.select().from(playerSessions).where(eq(playerSessions.id, id)).limit(1);
  return row;
}

export async function playerLanguage(db: Executor, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.language ?? null;
}
