/**
 * Data access of the studio: every statement on the studio tables, plus the few reads of the
 * catalog and player rows a launch needs. Money-state transitions are conditional updates
 * (`where <expected state>`): two nodes or a retry can never apply one twice.
 */
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { currencies, games, players, playerSessions, providers, skins } from '../db/schema.ts';
import {
  realityChecks,
  studioDemoMoves,
  studioLaunchTokens,
  studioRoundActions,
  studioRounds,
  studioSeeds,
  studioSessions,
} from './schema.ts';

export type LaunchTokenRow = typeof studioLaunchTokens.$inferSelect;
export type SessionRow = typeof studioSessions.$inferSelect;
export type RoundRow = typeof studioRounds.$inferSelect;
export type ActionRow = typeof studioRoundActions.$inferSelect;
export type SeedRow = typeof studioSeeds.$inferSelect;

// ------------------------------------------------------------------------------------ catalog

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  engine: string;
  engineSettings: Record<string, unknown>;
  isEnabled: boolean;
  /** Demo (play for fun) offered. */
  hasDemo: boolean;
  providerId: number;
  providerCode: string;
  providerName: string;
  providerEnabled: boolean;
}

export async function findGame(db: Executor, id: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      engine: games.engine,
      engineSettings: games.engineSettings,
      isEnabled: games.isEnabled,
      hasDemo: games.hasDemo,
      providerId: providers.id,
      providerCode: providers.code,
      providerName: providers.name,
      providerEnabled: providers.isEnabled,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, id))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------------------------ players

export interface PlayerRow {
  id: number;
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
  termsVersion: number | null;
  isPep: boolean;
  isUbo: boolean;
  /** low | medium | high (compliance/aml.ts). */
  amlLevel: string;
  country: string;
  /** The skin's risky countries (enhanced due diligence), null when it lists none. */
  riskyCountries: string[] | null;
  language: string;
  currency: string;
  currencySymbol: string;
}

export async function findPlayer(db: Executor, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select({
      id: players.id,
      status: players.status,
      statusReason: players.statusReason,
      statusExpiresAt: players.statusExpiresAt,
      termsVersion: players.termsVersion,
      isPep: players.isPep,
      isUbo: players.isUbo,
      amlLevel: players.amlLevel,
      country: players.country,
      riskyCountries: sql<string[] | null>`${skins.settings}->'risky_countries'`,
      language: players.language,
      currency: currencies.code,
      currencySymbol: currencies.symbol,
    })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .innerJoin(skins, eq(skins.id, players.skinId))
    .where(eq(players.id, id))
    .limit(1);
  return row;
}

export async function currencySymbol(db: Executor, code: string): Promise<string> {
  const [row] = await db
    .select({ symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row?.symbol ?? code;
}

/** Clears `awaiting_reality_check` (a launch answers the reality check). */
export async function clearRealityCheckReason(db: Executor, playerId: number, now: Date) {
  await db
    .update(players)
    .set({ statusReason: null, updatedAt: now })
    .where(and(eq(players.id, playerId), eq(players.statusReason, 'awaiting_reality_check')));
}

/** Marks the player as shown a reality check and not yet answered (a launch clears it). */
export async function markAwaitingRealityCheck(db: Executor, playerId: number, now: Date) {
  await db
    .update(players)
    .set({ statusReason: 'awaiting_reality_check', updatedAt: now })
    .where(eq(players.id, playerId));
}

export async function insertRealityCheck(
  db: Executor,
  values: typeof realityChecks.$inferInsert,
): Promise<void> {
  await db.insert(realityChecks).values(values);
}

/** The player's newest real frame session that has not ended (nor run out), if any. */
export async function latestOpenRealSession(
  db: Executor,
  playerId: number,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(studioSessions)
    .where(
      and(
        eq(studioSessions.playerId, playerId),
        eq(studioSessions.mode, 'real'),
        isNull(studioSessions.endedAt),
        gt(studioSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(studioSessions.createdAt), desc(studioSessions.id))
    .limit(1);
  return row;
}

/**
 * Money of a frame session's rounds (minor units): stakes actually taken (the bet debited, with
 * the paid actions) and wins actually credited. Refused and refunded rounds count for nothing,
 * and neither does the stake of a free spin (the campaign's, never the player's money).
 */
export async function sessionTotals(
  db: Executor,
  sessionId: number,
): Promise<{ stakes: number; wins: number }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${studioRounds.stake}) filter (where ${studioRounds.betStatus} = 'debited' and (${studioRounds.bet} ->> 'freespin') is distinct from 'true'), 0)`,
      wins: sql<string>`coalesce(sum(${studioRounds.win}) filter (where ${studioRounds.winStatus} = 'credited'), 0)`,
    })
    .from(studioRounds)
    .where(eq(studioRounds.sessionId, sessionId));
  return { stakes: Number(row?.stakes ?? 0), wins: Number(row?.wins ?? 0) };
}

export async function currencyOf(
  db: Executor,
  code: string,
): Promise<{ code: string; symbol: string; minorUnits: number }> {
  const [row] = await db
    .select({ symbol: currencies.symbol, minorUnits: currencies.minorUnits })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return { code, symbol: row?.symbol ?? code, minorUnits: row?.minorUnits ?? 2 };
}

/** The player's `user-token` row and status, to end a frame session with it. */
export async function findPlayerSession(db: Executor, id: number) {
  const [row] = await db
    .select({
      session: playerSessions,
      status: players.status,
      statusExpiresAt: players.statusExpiresAt,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(eq(playerSessions.id, id))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------------------ launch tokens

export async function insertLaunchToken(
  db: Executor,
  values: typeof studioLaunchTokens.$inferInsert,
): Promise<void> {
  await db.insert(studioLaunchTokens).values(values);
}

/** Single use: only the first caller of a live token gets the row. */
export async function consumeLaunchToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<LaunchTokenRow | undefined> {
  const [row] = await db
    .update(studioLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(studioLaunchTokens.tokenHash, tokenHash),
        isNull(studioLaunchTokens.usedAt),
        gt(studioLaunchTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Launch links are useless a few minutes after their end: keep the table small. */
export async function deleteOldLaunchTokens(db: Executor, before: Date): Promise<void> {
  await db.delete(studioLaunchTokens).where(lt(studioLaunchTokens.expiresAt, before));
}

// ----------------------------------------------------------------------------- frame sessions

export async function insertSession(
  db: Executor,
  values: typeof studioSessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(studioSessions).values(values).returning();
  return row!;
}

export async function findSessionByHash(
  db: Executor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(studioSessions)
    .where(eq(studioSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function endSession(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(studioSessions)
    .set({ endedAt: now })
    .where(and(eq(studioSessions.id, id), isNull(studioSessions.endedAt)));
}

export async function demoBalance(db: Executor, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ balance: studioSessions.demoBalance })
    .from(studioSessions)
    .where(eq(studioSessions.id, sessionId));
  return row?.balance ?? 0;
}

/**
 * Moves demo play money once per transaction id. A stake (negative amount) lands only if the
 * balance covers it (conditional update); a repeated transaction id moves nothing.
 * Returns the balance after, and whether the move was refused for lack of money.
 */
export async function moveDemoMoney(
  db: Executor,
  input: { sessionId: number; transactionId: string; amount: number; now: Date },
): Promise<{ ok: boolean; duplicate: boolean; balance: number }> {
  const inserted = await db
    .insert(studioDemoMoves)
    .values({
      sessionId: input.sessionId,
      transactionId: input.transactionId,
      amount: input.amount,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: studioDemoMoves.id });
  if (inserted.length === 0) {
    return { ok: true, duplicate: true, balance: await demoBalance(db, input.sessionId) };
  }
  const [row] = await db
    .update(studioSessions)
    .set({ demoBalance: sql`${studioSessions.demoBalance} + ${input.amount}` })
    .where(
      and(
        eq(studioSessions.id, input.sessionId),
        sql`${studioSessions.demoBalance} + ${input.amount} >= 0`,
      ),
    )
    .returning({ balance: studioSessions.demoBalance });
  if (!row) {
    await db.delete(studioDemoMoves).where(eq(studioDemoMoves.id, inserted[0]!.id));
    return { ok: false, duplicate: false, balance: await demoBalance(db, input.sessionId) };
  }
  return { ok: true, duplicate: false, balance: row.balance ?? 0 };
}

export async function findDemoMove(db: Executor, sessionId: number, transactionId: string) {
  const [row] = await db
    .select()
    .from(studioDemoMoves)
    .where(
      and(
        eq(studioDemoMoves.sessionId, sessionId),
        eq(studioDemoMoves.transactionId, transactionId),
      ),
    )
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------- fairness

export async function findSeed(db: Executor, owner: string): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(studioSeeds).where(eq(studioSeeds.owner, owner)).limit(1);
  return row;
}

/** Creates the owner's first seed unless another request did. */
export async function insertSeed(
  db: Executor,
  values: { owner: string; serverSeed: string; seedHash: string; now: Date },
): Promise<void> {
  await db
    .insert(studioSeeds)
    .values({
      owner: values.owner,
      serverSeed: values.serverSeed,
      seedHash: values.seedHash,
      nonce: 0,
      updatedAt: values.now,
    })
    .onConflictDoNothing();
}

/** Replaces the seed `taken` (compare-and-set on seed and nonce): false when another round took it. */
export async function replaceSeed(
  db: Executor,
  taken: SeedRow,
  next: { serverSeed: string; seedHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(studioSeeds)
    .set({
      serverSeed: next.serverSeed,
      seedHash: next.seedHash,
      nonce: taken.nonce + 1,
      updatedAt: next.now,
    })
    .where(
      and(
        eq(studioSeeds.owner, taken.owner),
        eq(studioSeeds.nonce, taken.nonce),
        eq(studioSeeds.serverSeed, taken.serverSeed),
      ),
    )
    .returning({ owner: studioSeeds.owner });
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------ rounds

export async function insertRound(
  db: Executor,
  values: typeof studioRounds.$inferInsert,
): Promise<RoundRow> {
  const [row] = await db.insert(studioRounds).values(values).returning();
  return row!;
}

export async function findRound(db: Executor, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(studioRounds).where(eq(studioRounds.id, id)).limit(1);
  return row;
}

export async function findRoundByRequest(
  db: Executor,
  sessionId: number,
  requestId: string,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, sessionId), eq(studioRounds.requestId, requestId)))
    .limit(1);
  return row;
}

export async function findOpenRound(
  db: Executor,
  owner: string,
  gameId: number,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.owner, owner),
        eq(studioRounds.gameId, gameId),
        eq(studioRounds.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Updates a round only in the expected state: `where` names what must still hold (status,
 * bet status, pending request...). Returns the updated row, or undefined when the state moved.
 */
export async function updateRound(
  db: Executor,
  id: string,
  expect: {
    status?: RoundRow['status'];
    betStatus?: RoundRow['betStatus'];
    pending?: string | null;
    winStatusNull?: boolean;
    actions?: number;
  },
  set: Partial<typeof studioRounds.$inferInsert>,
): Promise<RoundRow | undefined> {
  const where = [eq(studioRounds.id, id)];
  if (expect.status) where.push(eq(studioRounds.status, expect.status));
  if (expect.betStatus) where.push(eq(studioRounds.betStatus, expect.betStatus));
  if (expect.pending === null) where.push(isNull(studioRounds.pending));
  else if (expect.pending !== undefined) where.push(eq(studioRounds.pending, expect.pending));
  if (expect.winStatusNull) where.push(isNull(studioRounds.winStatus));
  if (expect.actions !== undefined) where.push(eq(studioRounds.actions, expect.actions));
  const [row] = await db
    .update(studioRounds)
    .set(set)
    .where(and(...where))
    .returning();
  return row;
}

/** Rounds shown in the game's history: this player's (real) or this demo session's, not void. */
export async function listRounds(
  db: Executor,
  filter: { playerId: number | null; sessionId: number; gameId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> {
  const owner =
    filter.playerId !== null
      ? and(eq(studioRounds.playerId, filter.playerId), eq(studioRounds.mode, 'real'))
      : eq(studioRounds.sessionId, filter.sessionId);
  const where = and(
    owner,
    eq(studioRounds.gameId, filter.gameId),
    inArray(studioRounds.status, ['open', 'settled', 'refunded']),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(studioRounds)
      .where(where)
      .orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(studioRounds).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/**
 * Rounds a recovery pass must look at: open, no live request on them, and something to do (a
 * money state in flight, a win to pay, time-driven, or abandoned).
 */
export async function roundsToRecover(
  db: Executor,
  at: { staleBefore: Date; abandonedBefore: Date },
): Promise<RoundRow[]> {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'open'),
        or(isNull(studioRounds.pendingAt), lt(studioRounds.pendingAt, at.staleBefore)),
        or(
          eq(studioRounds.betStatus, 'pending'),
          isNotNull(studioRounds.pending),
          eq(studioRounds.done, true),
          eq(studioRounds.timed, true),
          lt(studioRounds.lastActionAt, at.abandonedBefore),
        ),
      ),
    )
    .orderBy(studioRounds.createdAt)
    .limit(500);
}

/** Demo sessions long over, with their rounds and play money (play money is not kept). */
export async function deleteOldDemoSessions(db: Executor, before: Date): Promise<void> {
  await db
    .delete(studioSessions)
    .where(and(eq(studioSessions.mode, 'demo'), lt(studioSessions.expiresAt, before)));
}

// ----------------------------------------------------------------------------------- actions

export async function findAction(
  db: Executor,
  roundId: string,
  requestId: string,
): Promise<ActionRow | undefined> {
  const [row] = await db
    .select()
    .from(studioRoundActions)
    .where(
      and(eq(studioRoundActions.roundId, roundId), eq(studioRoundActions.requestId, requestId)),
    )
    .limit(1);
  return row;
}

export async function insertAction(
  db: Executor,
  values: typeof studioRoundActions.$inferInsert,
): Promise<ActionRow> {
  const [row] = await db.insert(studioRoundActions).values(values).returning();
  return row!;
}

export async function updateAction(
  db: Executor,
  id: number,
  expectDebit: ActionRow['debitStatus'],
  set: Partial<typeof studioRoundActions.$inferInsert>,
): Promise<ActionRow | undefined> {
  const [row] = await db
    .update(studioRoundActions)
    .set(set)
    .where(and(eq(studioRoundActions.id, id), eq(studioRoundActions.debitStatus, expectDebit)))
    .returning();
  return row;
}

export async function deleteAction(db: Executor, id: number): Promise<void> {
  await db.delete(studioRoundActions).where(eq(studioRoundActions.id, id));
}

/** Actions of a round whose cost debit may have landed without the round knowing. */
export async function pendingActions(db: Executor, roundId: string): Promise<ActionRow[]> {
  return db
    .select()
    .from(studioRoundActions)
    .where(
      and(eq(studioRoundActions.roundId, roundId), eq(studioRoundActions.debitStatus, 'pending')),
    );
}

/**
 * The applied actions of finished rounds, in order (a refused or rolled-back action never
 * changed the round), so a player can replay a multi-step round when verifying it.
 */
export async function appliedActions(
  db: Executor,
  roundIds: readonly string[],
): Promise<Pick<ActionRow, 'roundId' | 'n' | 'action' | 'createdAt'>[]> {
  if (roundIds.length === 0) return [];
  return db
    .select({
      roundId: studioRoundActions.roundId,
      n: studioRoundActions.n,
      action: studioRoundActions.action,
      createdAt: studioRoundActions.createdAt,
    })
    .from(studioRoundActions)
    .where(
      and(
        inArray(studioRoundActions.roundId, [...roundIds]),
        inArray(studioRoundActions.debitStatus, ['none', 'debited']),
      ),
    )
    .orderBy(studioRoundActions.roundId, studioRoundActions.n);
}
