import { createHash, randomBytes } from 'node:crypto';
import { STAFF, type StaffRole } from '@croupier/contract/constants';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import type { AuditEntry, StaffMember } from '@croupier/contract/staff';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';

const MINUTE_MS = 60_000;
const LOCK_MS = STAFF.lockoutMinutes * MINUTE_MS;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** 429 `{ message: 'too_many_login_attempts', retry_after_seconds }` (sent by the route). */
export class LoginLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_login_attempts');
  }
}

export interface AuditInput {
  staffId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export interface StaffContext {
  staff: repo.StaffRow;
  sessionId: number;
}

export interface PlayerFlagsResult {
  id: number;
  is_pep: boolean;
  is_ubo: boolean;
  aml_score: number;
  limits: { max_daily_deposit: number | null };
}

/** What the staff domain needs from the players domain. */
export interface PlayerFlagsPort {
  /**
   * Sets PEP/UBO on a player and, when either is true, the daily deposit cap and AML score of
   * the rule; null when the player does not exist.
   */
  setPepUbo(
    playerId: number,
    flags: { isPep: boolean; isUbo: boolean },
  ): Promise<{ result: PlayerFlagsResult; before: Record<string, unknown> } | null>;
}

export interface StaffDeps {
  now(): Date;
  players?: PlayerFlagsPort;
  /** A new AML assessment after a flag change (compliance); its score is the one answered. */
  aml?: { assess(playerId: number, trigger: 'flags', staffId: number): Promise<{ score: number }> };
}

export function toStaffMember(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * Locked while the newest `limit` failures lie within the window of each other and the lock
 * (10 minutes from the newest) has not run out: seconds left, or 0.
 */
function lockSecondsLeft(failures: Date[], limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const newest = failures[0];
  const oldest = failures[limit - 1];
  if (!newest || !oldest) return 0;
  if (newest.getTime() - oldest.getTime() > LOCK_MS) return 0;
  const left = newest.getTime() + LOCK_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function createStaffService(db: Db, deps: StaffDeps) {
  async function audit(e: AuditInput) {
    await repo.insertAudit(db, {
      staffId: e.staffId,
      action: e.action,
      targetType: e.targetType ?? null,
      targetId: e.targetId === undefined || e.targetId === null ? null : String(e.targetId),
      details: e.details ?? {},
      ip: e.ip ?? null,
      createdAt: deps.now(),
    });
  }

  async function lockState(email: string, ip: string | null, now: Date) {
    const byEmail = lockSecondsLeft(
      await repo.recentFailures(db, 'email', email, STAFF.loginAttempts),
      STAFF.loginAttempts,
      now,
    );
    const byIp = ip
      ? lockSecondsLeft(
          await repo.recentFailures(db, 'ip', ip, STAFF.loginAttemptsPerIp),
          STAFF.loginAttemptsPerIp,
          now,
        )
      : 0;
    return Math.max(byEmail, byIp);
  }

  const tooMany = (retryAfter: number) => new LoginLockedError(retryAfter);

  return {
    audit,

    /**
     * Logs a staff member in: an opaque token (only its hash is stored) valid 8 hours. Five
     * failures for an account (or 20 from one address) within 10 minutes lock it for 10 minutes.
     */
    async login(emailInput: string, password: string, ip: string | null) {
      const email = emailInput.trim().toLowerCase();
      const now = deps.now();
      const locked = await lockState(email, ip, now);
      const member = await repo.findStaffByEmail(db, email);
      if (locked > 0) {
        await audit({
          staffId: member?.id ?? null,
          action: 'staff.login_locked',
          details: { email },
          ip,
        });
        throw tooMany(locked);
      }
      const ok = await verifyPassword(member?.passwordHash ?? null, password);
      if (!member || !ok) {
        await repo.recordLoginFailure(db, { email, ip, createdAt: now });
        await audit({
          staffId: member?.id ?? null,
          action: 'staff.login_failed',
          details: { email },
          ip,
        });
        const nowLocked = await lockState(email, ip, now);
        if (nowLocked > 0) throw tooMany(nowLocked);
        throw new HttpError(401, 'invalid_credentials');
      }
      if (!member.active) {
        await audit({ staffId: member.id, action: 'staff.login_inactive', ip });
        throw new HttpError(403, ERROR_MESSAGES.staffInactive);
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + STAFF.sessionHours * 60 * MINUTE_MS);
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, {
          staffId: member.id,
          tokenHash: tokenHash(token),
          createdAt: now,
          expiresAt,
          ip,
        });
        await repo.touchLastLogin(tx, member.id, now);
        await repo.clearFailures(tx, email);
      });
      await audit({ staffId: member.id, action: 'staff.login', ip });
      return {
        token,
        expires_at: expiresAt.toISOString(),
        staff: toStaffMember({ ...member, lastLoginAt: now }),
      };
    },

    /** The staff member of a bearer token, or null (unknown, expired, revoked, deactivated). */
    async authenticate(token: string): Promise<StaffContext | null> {
      const row = await repo.findLiveSession(db, tokenHash(token), deps.now());
      return row ? { staff: row.staff, sessionId: row.session.id } : null;
    },

    async logout(ctx: StaffContext, ip: string | null) {
      await repo.revokeSession(db, ctx.sessionId, deps.now());
      await audit({ staffId: ctx.staff.id, action: 'staff.logout', ip });
    },

    async auditLog(q: {
      page: number;
      per_page: number;
      action?: string;
      staff_id?: number;
      target_type?: string;
      target_id?: string;
    }): Promise<{ data: AuditEntry[]; total: number }> {
      const filter: repo.AuditFilter = {
        action: q.action,
        staffId: q.staff_id,
        targetType: q.target_type,
        targetId: q.target_id,
      };
      const rows = await repo.listAudit(db, filter, q.per_page, (q.page - 1) * q.per_page);
      const total = await repo.countAudit(db, filter);
      return {
        total,
        data: rows.map(({ entry, staffEmail }) => ({
          id: entry.id,
          staff_id: entry.staffId,
          staff_email: staffEmail,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          details: entry.details,
          ip: entry.ip,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    /** PEP/UBO flags set by staff (admin, compliance); audited with the values before and after. */
    async setPlayerFlags(
      ctx: StaffContext,
      playerId: number,
      flags: { is_pep: boolean; is_ubo: boolean },
      ip: string | null,
    ): Promise<PlayerFlagsResult> {
      if (!deps.players) throw new HttpError(501, 'not_implemented');
      const changed = await deps.players.setPepUbo(playerId, {
        isPep: flags.is_pep,
        isUbo: flags.is_ubo,
      });
      if (!changed) throw new HttpError(404, 'player_not_found');
      const assessed = await deps.aml?.assess(playerId, 'flags', ctx.staff.id);
      if (assessed) changed.result.aml_score = assessed.score;
      await audit({
        staffId: ctx.staff.id,
        action: 'player.flags_updated',
        targetType: 'player',
        targetId: playerId,
        details: { before: changed.before, after: { ...changed.result } },
        ip,
      });
      return changed.result;
    },

    /** Creates a staff account (argon2id hash); audited when a staff member does it. */
    async createStaff(
      input: { email: string; name: string; role: StaffRole; password: string },
      by: { staffId: number | null; ip: string | null },
    ) {
      const created = await repo.insertStaff(db, {
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        createdAt: deps.now(),
      });
      await audit({
        staffId: by.staffId,
        action: 'staff.created',
        targetType: 'staff',
        targetId: created.id,
        details: { email: created.email, role: created.role },
        ip: by.ip,
      });
      return created;
    },

    countStaff: () => repo.countStaff(db),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
