import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog, staff, staffLoginFailures, staffSessions } from '../db/schema.ts';

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
  row: { staffId: number; tokenHash: string; createdAt: Date; expiresAt: Date; ip: string | null },
) {
  await db.insert(staffSessions).values(row);
}

/** The live session of a token hash with its staff member (active accounts only). */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.active, true),
      ),
    );
  return row;
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
