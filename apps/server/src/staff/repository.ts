import { and, count, desc, eq, gt, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  auditLog,
  staff,
  staffLoginChallenges,
  staffLoginFailures,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
} from '../db/schema.ts';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function countStaff(db: Executor) {
  const [row] = await db.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}

export async function findStaffByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
  return row;
}

export async function findStaffById(db: Executor, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function insertStaff(db: Executor, row: NewStaffRow) {
  const [created] = await db
    .insert(staff)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  if (!created) throw new Error('staff insert returned nothing');
  return created;
}

export async function touchLastLogin(db: Executor, id: number, at: Date) {
  await db.update(staff).set({ lastLoginAt: at }).where(eq(staff.id, id));
}

export async function insertSession(
  db: Executor,
  row: {
    staffId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    lastSeenAt: Date;
    ip: string | null;
    userAgent: string | null;
    secondFactor: string;
  },
) {
  await db.insert(staffSessions).values(row);
}

/**
 * The live session of a token hash with its staff member (active accounts only): not revoked,
 * before its absolute end and used since `idleSince`.
 */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gte(staffSessions.lastSeenAt, idleSince),
        eq(staff.active, true),
      ),
    );
  return row;
}

/** Marks a session used at `at` unless it was marked since `unlessSince` (one write per 30 s). */
export async function touchSession(db: Executor, id: number, at: Date, unlessSince: Date) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, unlessSince)));
}

export async function revokeStaffSessions(db: Executor, staffId: number, at: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

// ---------------------------------------------------------------- sign-in challenges

export type ChallengeRow = typeof staffLoginChallenges.$inferSelect;

export async function insertChallenge(db: Executor, row: typeof staffLoginChallenges.$inferInsert) {
  const [created] = await db.insert(staffLoginChallenges).values(row).returning();
  if (!created) throw new Error('challenge insert returned nothing');
  return created;
}

/** An open challenge (not used, not expired) of a token hash. */
export async function findOpenChallenge(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffLoginChallenges)
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, tokenHash),
        isNull(staffLoginChallenges.usedAt),
        gt(staffLoginChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** One more wrong code; the new count (0 when the challenge was closed meanwhile). */
export async function countChallengeAttempt(db: Executor, id: number) {
  const [row] = await db
    .update(staffLoginChallenges)
    .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
    .where(and(eq(staffLoginChallenges.id, id), isNull(staffLoginChallenges.usedAt)))
    .returning({ attempts: staffLoginChallenges.attempts });
  return row?.attempts ?? 0;
}

/** Closes a challenge once: false when it was already used (a race). */
export async function useChallenge(db: Executor, id: number, at: Date) {
  const rows = await db
    .update(staffLoginChallenges)
    .set({ usedAt: at })
    .where(and(eq(staffLoginChallenges.id, id), isNull(staffLoginChallenges.usedAt)))
    .returning({ id: staffLoginChallenges.id });
  return rows.length > 0;
}

export async function setChallengePending(db: Executor, id: number, sealedSecret: string) {
  await db
    .update(staffLoginChallenges)
    .set({ pendingTotpSecret: sealedSecret })
    .where(eq(staffLoginChallenges.id, id));
}

// ---------------------------------------------------------------- TOTP and recovery codes

/**
 * Accepts a TOTP time step once: true only when it is newer than the last accepted one (a
 * conditional UPDATE, so two concurrent uses of one code cannot both pass).
 */
export async function acceptTotpStep(db: Executor, staffId: number, step: number) {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: Executor,
  staffId: number,
  hashes: string[],
  at: Date,
) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length > 0) {
    await db
      .insert(staffRecoveryCodes)
      .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: at })));
  }
}

/** Uses an unused recovery code once: false when unknown or already used. */
export async function useRecoveryCode(db: Executor, staffId: number, hash: string, at: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, staffId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function countPasskeys(db: Executor, staffId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId));
  return Number(row?.n ?? 0);
}

/** Removes TOTP, recovery codes and passkeys: the member enrols again. */
export async function resetSecondFactor(db: Executor, staffId: number, at: Date) {
  await db
    .update(staff)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(staff.id, staffId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
}

export async function updateStaff(db: Executor, id: number, set: Partial<NewStaffRow>) {
  const [row] = await db.update(staff).set(set).where(eq(staff.id, id)).returning();
  return row;
}

export async function findStaffByInvite(db: Executor, inviteTokenHash: string) {
  const [row] = await db.select().from(staff).where(eq(staff.inviteTokenHash, inviteTokenHash));
  return row;
}

export interface StaffFilter {
  q?: string;
  role?: StaffRow['role'];
  active?: boolean;
}

function staffWhere(f: StaffFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(staff.email, like), ilike(staff.name, like))!);
  }
  if (f.role) where.push(eq(staff.role, f.role));
  if (f.active !== undefined) where.push(eq(staff.active, f.active));
  return where.length ? and(...where) : undefined;
}

export async function listStaff(db: Executor, f: StaffFilter, limit: number, offset: number) {
  return db
    .select()
    .from(staff)
    .where(staffWhere(f))
    .orderBy(staff.email, staff.id)
    .limit(limit)
    .offset(offset);
}

export async function countStaffWhere(db: Executor, f: StaffFilter) {
  const [row] = await db.select({ n: count() }).from(staff).where(staffWhere(f));
  return Number(row?.n ?? 0);
}

export async function revokeSession(db: Executor, id: number, at: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function recordLoginFailure(
  db: Executor,
  row: { email: string; ip: string | null; createdAt: Date },
) {
  await db.insert(staffLoginFailures).values(row);
}

/** The newest `limit` failures for an account or an address, newest first. */
export async function recentFailures(
  db: Executor,
  by: 'email' | 'ip',
  value: string,
  limit: number,
) {
  const column = by === 'email' ? staffLoginFailures.email : staffLoginFailures.ip;
  const rows = await db
    .select({ createdAt: staffLoginFailures.createdAt })
    .from(staffLoginFailures)
    .where(eq(column, value))
    .orderBy(desc(staffLoginFailures.createdAt), desc(staffLoginFailures.id))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

export async function clearFailures(db: Executor, email: string) {
  await db.delete(staffLoginFailures).where(eq(staffLoginFailures.email, email));
}

export async function insertAudit(db: Executor, row: NewAuditRow) {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  action?: string;
  staffId?: number;
  targetType?: string;
  targetId?: string;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.staffId !== undefined) where.push(eq(auditLog.staffId, f.staffId));
  if (f.targetType) where.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
  return where.length ? and(...where) : undefined;
}

export async function listAudit(db: Executor, f: AuditFilter, limit: number, offset: number) {
  return db
    .select({ entry: auditLog, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(auditWhere(f))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: Executor, f: AuditFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(auditLog)
    .where(auditWhere(f));
  return Number(row?.n ?? 0);
}
