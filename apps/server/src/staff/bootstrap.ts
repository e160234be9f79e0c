import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { hashPassword } from './password.ts';
import * as repo from './repository.ts';

/** Development defaults of the first admin (README); never used in production. */
export const DEV_ADMIN = {
  email: 'admin@croupier.test',
  password: 'Admin-Croupier-2026!',
} as const;

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * With no staff at all, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (development
 * defaults outside production). In production without ADMIN_PASSWORD nobody is created and a
 * warning is logged. Returns whether an admin was created.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: Pick<Env, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: Log,
  now = new Date(),
): Promise<boolean> {
  if ((await repo.countStaff(db)) > 0) return false;
  const production = env.NODE_ENV === 'production';
  const password = env.ADMIN_PASSWORD ?? (production ? undefined : DEV_ADMIN.password);
  if (!password) {
    log.warn('no staff account exists and ADMIN_PASSWORD is not set: no admin was created');
    return false;
  }
  const email = (env.ADMIN_EMAIL ?? DEV_ADMIN.email).trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    // Two nodes starting at once: the unique e-mail lets only one insert win.
    if ((await repo.countStaff(tx)) > 0) return false;
    const admin = await repo.insertStaff(tx, {
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash,
      createdAt: now,
    });
    await repo.insertAudit(tx, {
      staffId: null,
      action: 'staff.created',
      targetType: 'staff',
      targetId: String(admin.id),
      details: { email, role: 'admin', source: 'first_start' },
      ip: null,
      createdAt: now,
    });
    return true;
  });
  if (created) log.info(`first admin account created for ${email}`);
  return created;
}
