import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { loadFileKeyring } from '../files/crypto.ts';
import { hashPassword } from './password.ts';
import * as repo from './repository.ts';
import { createTotpSealer } from './totp.ts';

/**
 * Development defaults of the first admin (README); never used in production. Outside production
 * the admin is created with TOTP already enabled on `totpSecret` (base32, public: `npm run
 * staff:code` prints the current code); in production the first admin enrols at first sign-in.
 */
export const DEV_ADMIN = {
  email: 'admin@croupier.test',
  password: 'Admin-Croupier-2026!',
  totpSecret: 'KRUGS4ZANFZSAYJAMRSXMZLMN5YG2ZLOOQQHIZLTOQ',
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
  env: Pick<Env, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'> &
    Partial<Pick<Env, 'DOCUMENTS_KEY'>>,
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
  const sealer = production ? null : createTotpSealer(loadFileKeyring(env));
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
    if (sealer) {
      await repo.updateStaff(tx, admin.id, {
        totpSecret: sealer.seal(DEV_ADMIN.totpSecret, admin.id),
        totpEnabledAt: now,
      });
    }
    await repo.insertAudit(tx, {
      staffId: null,
      action: 'staff.created',
      targetType: 'staff',
      targetId: String(admin.id),
      details: { email, role: 'admin', source: 'first_start', totp_enabled: !!sealer },
      ip: null,
      createdAt: now,
    });
    return true;
  });
  if (created) {
    log.info(
      `first admin account created for ${email}` +
        (sealer ? ' (development TOTP secret: npm run staff:code prints the code)' : ''),
    );
  }
  return created;
}
