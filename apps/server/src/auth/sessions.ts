import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { ACCOUNT } from '@croupier/contract/constants';
import { PLAYER_TWO_FACTOR } from '@croupier/contract/two-factor';
import type { Executor } from '../db/client.ts';
import { playerSessions } from '../db/schema.ts';
import { hashToken, newToken } from './crypto.ts';

/** `two_factor`: the login challenge between the password and the second factor (5 minutes). */
export type TokenType = 'session' | 'registration' | 'activation' | 'password_reset' | 'two_factor';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each kind of token lives at most. */
export const TOKEN_LIFETIME_MS: Record<TokenType, number> = {
  session: ACCOUNT.sessionMaxHours * HOUR,
  registration: ACCOUNT.registrationTokenHours * HOUR,
  activation: ACCOUNT.activationTokenHours * HOUR,
  password_reset: ACCOUNT.recoveryLinkHours * HOUR,
  two_factor: PLAYER_TWO_FACTOR.challengeMinutes * MINUTE,
};
export const INACTIVITY_MS = ACCOUNT.sessionInactivityMinutes * MINUTE;

export interface IssuedToken {
  token: string;
  id: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Creates a token; only its SHA-256 is stored. */
export async function issueToken(
  db: Executor,
  input: {
    playerId: number;
    type: TokenType;
    now: Date;
    ip?: string;
    userAgent?: string;
    /** ISO 3166-1 alpha-2 of the address (sessions: shown in the player's list of sessions). */
    country?: string | null;
  },
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.type]);
  const [row] = await db
    .insert(playerSessions)
    .values({
      playerId: input.playerId,
      tokenHash: hashToken(token),
      type: input.type,
      createdAt: input.now,
      expiresAt,
      lastActivityAt: input.now,
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      country: input.country ?? null,
    })
    .returning({ id: playerSessions.id });
  return { token, id: row!.id, createdAt: input.now, expiresAt };
}

export type TokenRow = typeof playerSessions.$inferSelect;

export async function findToken(db: Executor, token: string): Promise<TokenRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(playerSessions)
    .where(eq(playerSessions.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Live: not revoked, not past its end, and (sessions) active within the last 30 minutes. */
export function tokenState(row: TokenRow, now: Date): 'live' | 'revoked' | 'expired' | 'inactive' {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.type === 'session' && now.getTime() - row.lastActivityAt.getTime() >= INACTIVITY_MS) {
    return 'inactive';
  }
  return 'live';
}

export async function revokeToken(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(playerSessions)
    .set({ revokedAt: now })
    .where(and(eq(playerSessions.id, id), isNull(playerSessions.revokedAt)))
    .returning({ id: playerSessions.id });
  return rows.length > 0;
}

/** Ends every live token of a type of the player, except one (the caller's session). */
export async function revokePlayerTokens(
  db: Executor,
  playerId: number,
  type: TokenType,
  now: Date,
  exceptId?: number,
): Promise<void> {
  const conditions = [
    eq(playerSessions.playerId, playerId),
    eq(playerSessions.type, type),
    isNull(playerSessions.revokedAt),
  ];
  if (exceptId !== undefined) conditions.push(ne(playerSessions.id, exceptId));
  await db
    .update(playerSessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/**
 * The player's live sessions (not revoked, not past their end, used within the inactivity
 * window), newest first: the dashboard's list of sessions.
 */
export async function liveSessions(db: Executor, playerId: number, now: Date): Promise<TokenRow[]> {
  return db
    .select()
    .from(playerSessions)
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        eq(playerSessions.type, 'session'),
        isNull(playerSessions.revokedAt),
        gt(playerSessions.expiresAt, now),
        gt(playerSessions.lastActivityAt, new Date(now.getTime() - INACTIVITY_MS)),
      ),
    )
    .orderBy(desc(playerSessions.createdAt), desc(playerSessions.id))
    .limit(100);
}

/**
 * Ends sessions of one player only: the one `id` (ownership: another player's id matches
 * nothing), or with `exceptId` every other one. Returns the ids ended (their sockets close).
 */
export async function revokeOwnSessions(
  db: Executor,
  playerId: number,
  now: Date,
  which: { id: number } | { exceptId: number },
): Promise<number[]> {
  const rows = await db
    .update(playerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        eq(playerSessions.type, 'session'),
        isNull(playerSessions.revokedAt),
        'id' in which ? eq(playerSessions.id, which.id) : ne(playerSessions.id, which.exceptId),
      ),
    )
    .returning({ id: playerSessions.id });
  return rows.map((r) => r.id);
}

export async function touchToken(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(playerSessions).set({ lastActivityAt: now }).where(eq(playerSessions.id, id));
}

/** Whether a token of this type was issued to the player after `since` (resend throttling). */
export async function issuedSince(
  db: Executor,
  playerId: number,
  type: TokenType,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: playerSessions.id })
    .from(playerSessions)
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        eq(playerSessions.type, type),
        gt(playerSessions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The newest token row of a type for a player. */
export async function latestToken(
  db: Executor,
  playerId: number,
  type: TokenType,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(playerSessions)
    .where(and(eq(playerSessions.playerId, playerId), eq(playerSessions.type, type)))
    .orderBy(desc(playerSessions.id))
    .limit(1);
  return row;
}
