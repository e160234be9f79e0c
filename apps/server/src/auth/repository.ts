import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { countries, currencies, players, verificationCodes } from '../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;

export async function findPlayer(db: Executor, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

export async function findByUsername(
  db: Executor,
  skinId: number,
  username: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(
      and(eq(players.skinId, skinId), sql`lower(${players.username}) = ${username.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

export async function findByEmail(
  db: Executor,
  skinId: number,
  email: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.skinId, skinId), eq(players.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** Whether another player of the skin already has this value (`exceptId`: the player editing). */
async function taken(db: Executor, skinId: number, match: SQL, exceptId?: number) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.skinId, skinId), match, exceptId ? ne(players.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export const usernameTaken = (db: Executor, skinId: number, username: string, exceptId?: number) =>
  taken(db, skinId, sql`lower(${players.username}) = ${username.toLowerCase()}`, exceptId);

export const emailTaken = (db: Executor, skinId: number, email: string, exceptId?: number) =>
  taken(db, skinId, eq(players.email, email), exceptId);

export const mobileTaken = (db: Executor, skinId: number, mobile: string, exceptId?: number) =>
  taken(db, skinId, eq(players.mobile, mobile), exceptId);

/** The first name + last name + date of birth duplicate (case-insensitive, cleaned names). */
export async function personTaken(
  db: Executor,
  skinId: number,
  person: { firstname: string; lastname: string; dob: string },
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.skinId, skinId),
        sql`lower(${players.firstname}) = ${person.firstname.toLowerCase()}`,
        sql`lower(${players.lastname}) = ${person.lastname.toLowerCase()}`,
        eq(players.dob, person.dob),
        exceptId ? ne(players.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function countryExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, code.toUpperCase()))
    .limit(1);
  return !!row;
}

export async function findCurrency(db: Executor, id: number) {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
  return row;
}

export async function insertPlayer(db: Executor, values: NewPlayer): Promise<PlayerRow> {
  const [row] = await db.insert(players).values(values).returning();
  return row!;
}

export async function updatePlayer(
  db: Executor,
  id: number,
  values: Partial<NewPlayer>,
): Promise<PlayerRow> {
  const [row] = await db.update(players).set(values).where(eq(players.id, id)).returning();
  return row!;
}

/** The newest verification code row of a channel (resend timing, a live code on resume). */
export async function latestCode(db: Executor, playerId: number, channel: 'email' | 'sms') {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Maps a unique-index violation to the field it concerns. */
export function uniqueViolationField(err: unknown): 'username' | 'email' | 'mobile' | null {
  const text = String((err as { constraint?: string })?.constraint ?? '') + String(err);
  if (!/duplicate key|unique/i.test(String(err)) && !(err as { constraint?: string })?.constraint) {
    return null;
  }
  if (text.includes('players_skin_username_idx')) return 'username';
  if (text.includes('players_skin_email_idx')) return 'email';
  if (text.includes('players_skin_mobile_idx')) return 'mobile';
  return null;
}
