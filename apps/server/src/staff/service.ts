import { createHash, randomBytes } from 'node:crypto';
import { STAFF, type StaffRole } from '@croupier/contract/constants';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import type {
  AuditEntry,
  StaffInviteBody,
  StaffMember,
  StaffUpdateBody,
} from '@croupier/contract/staff';
import {
  STAFF_AUTH,
  STAFF_AUTH_ERRORS as E,
  type StaffLoginChallenge,
  type StaffSecondFactor,
  type StaffSession,
} from '@croupier/contract/staff-auth';
import { commonPasswordError } from '../auth/common-passwords.ts';
import type { Db } from '../db/client.ts';
import { loadFileKeyring, type FileKeyring } from '../files/crypto.ts';
import { HttpError } from '../lib/errors.ts';
import { createPasskeys } from './passkeys.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import {
  checkTotp,
  createTotpSealer,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
} from './totp.ts';

const MINUTE_MS = 60_000;
const LOCK_MS = STAFF.lockoutMinutes * MINUTE_MS;
const IDLE_MS = STAFF_AUTH.idleMinutes * MINUTE_MS;
/** last_seen_at is written at most once per this many ms of one session. */
const TOUCH_MS = 30_000;
const INVITE_MS = 7 * 24 * 60 * MINUTE_MS;

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

/** Where the invitation e-mail goes (the accounts domain's delivery, wired in app.ts). */
export interface StaffInviteMail {
  send(m: { to: string; name: string; link: string; invitedBy: string }): Promise<void>;
}

export interface StaffDeps {
  now(): Date;
  /** DOCUMENTS_KEY: seals TOTP secrets (the development key when not given, outside production). */
  keyring?: FileKeyring;
  /** PUBLIC_URL: the invitation link's origin; the passkeys' RP ID and origin. */
  publicUrl?: string;
  /**
   * NODE_ENV is production: passkeys only on PUBLIC_URL's origin. Outside it,
   * http://localhost:<port> too (passkeys.ts). Not given: production (the strict rule).
   */
  production?: boolean;
  inviteMail?: StaffInviteMail;
  players?: PlayerFlagsPort;
  /** A new AML assessment after a flag change (compliance); its score is the one answered. */
  aml?: { assess(playerId: number, trigger: 'flags', staffId: number): Promise<{ score: number }> };
  /** Where the audit log is listed from: the read replica (Database.read); not given: `db`. */
  read?: Db;
}

export function toStaffMember(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    totp_enabled: row.totpEnabledAt !== null && row.totpSecret !== null,
    invited: row.passwordHash === null,
    created_at: row.createdAt.toISOString(),
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
  const sealer = createTotpSealer(deps.keyring ?? loadFileKeyring({ NODE_ENV: 'development' }));
  const publicUrl = (deps.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');

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

  const passkeys = createPasskeys(db, {
    now: deps.now,
    publicUrl,
    production: deps.production ?? true,
    audit,
  });

  const tooMany = (retryAfter: number) => new LoginLockedError(retryAfter);
  const totpEnabled = (m: repo.StaffRow) => m.totpEnabledAt !== null && m.totpSecret !== null;
  const newToken = () => randomBytes(32).toString('base64url');
  const challengeExpired = () => new HttpError(401, E.challengeExpired);

  /** The open challenge of a token with its (still active) member; 401 otherwise. */
  async function openChallenge(token: string) {
    const now = deps.now();
    const challenge = await repo.findOpenChallenge(db, tokenHash(token), now);
    if (!challenge || challenge.purpose !== 'login') throw challengeExpired();
    const member = await repo.findStaffById(db, challenge.staffId);
    if (!member || member.passwordHash === null) throw challengeExpired();
    if (!member.active) throw new HttpError(403, ERROR_MESSAGES.staffInactive);
    return { challenge, member, now };
  }

  /**
   * A wrong second factor: one more attempt on the challenge; the fifth ends it and counts as a
   * failed sign-in of the account (the lockout of the password step).
   */
  async function wrongCode(
    challenge: repo.ChallengeRow,
    member: repo.StaffRow,
    ip: string | null,
    factor: StaffSecondFactor,
  ): Promise<never> {
    const now = deps.now();
    const attempts = await repo.countChallengeAttempt(db, challenge.id);
    await audit({
      staffId: member.id,
      action: 'staff.second_factor_failed',
      targetType: 'staff',
      targetId: member.id,
      details: { factor, attempt: attempts },
      ip,
    });
    if (attempts >= STAFF_AUTH.challengeAttempts) {
      await repo.useChallenge(db, challenge.id, now);
      await repo.recordLoginFailure(db, { email: member.email, ip, createdAt: now });
      await audit({
        staffId: member.id,
        action: 'staff.login_failed',
        details: { email: member.email, reason: 'second_factor' },
        ip,
      });
      const locked = await lockState(member.email, ip, now);
      if (locked > 0) throw tooMany(locked);
    }
    throw new HttpError(401, factor === 'passkey' ? E.passkeyFailed : E.invalidCode);
  }

  /** Opens a session after both factors (the challenge is closed by the caller). */
  async function openSession(
    member: repo.StaffRow,
    factor: StaffSecondFactor,
    meta: { ip: string | null; userAgent: string | null },
  ): Promise<StaffSession> {
    const now = deps.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_AUTH.sessionHours * 60 * MINUTE_MS);
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        staffId: member.id,
        tokenHash: tokenHash(token),
        createdAt: now,
        expiresAt,
        lastSeenAt: now,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        secondFactor: factor,
      });
      await repo.touchLastLogin(tx, member.id, now);
      await repo.clearFailures(tx, member.email);
    });
    await audit({ staffId: member.id, action: 'staff.login', details: { factor }, ip: meta.ip });
    const fresh = (await repo.findStaffById(db, member.id)) ?? member;
    return {
      token,
      expires_at: expiresAt.toISOString(),
      idle_minutes: STAFF_AUTH.idleMinutes,
      staff: toStaffMember(fresh),
      recovery_codes_left: await repo.countRecoveryCodesLeft(db, member.id),
    };
  }

  /** A valid, never used TOTP code of the member (its step is remembered); false otherwise. */
  async function acceptTotp(member: repo.StaffRow, code: string): Promise<boolean> {
    if (!member.totpSecret) return false;
    const secret = sealer.open(member.totpSecret, member.id);
    const step = await checkTotp(secret, code, deps.now(), member.totpLastStep);
    if (step === null) return false;
    return repo.acceptTotpStep(db, member.id, step);
  }

  async function newRecoveryCodes(staffId: number) {
    const codes = Array.from({ length: STAFF_AUTH.recoveryCodes }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, staffId, codes.map(recoveryCodeHash), deps.now());
    return codes;
  }

  async function memberOr404(id: number) {
    const member = await repo.findStaffById(db, id);
    if (!member) throw new HttpError(404, 'staff_not_found');
    return member;
  }

  /** A new invitation token (7 days) and its e-mail. */
  async function sendInvite(member: repo.StaffRow, by: repo.StaffRow) {
    const token = newToken();
    const updated = await repo.updateStaff(db, member.id, {
      inviteTokenHash: tokenHash(token),
      inviteExpiresAt: new Date(deps.now().getTime() + INVITE_MS),
      invitedBy: by.id,
      updatedAt: deps.now(),
    });
    const link = `${publicUrl}/backoffice/invite?token=${token}`;
    await deps.inviteMail?.send({ to: member.email, name: member.name, link, invitedBy: by.name });
    return updated ?? member;
  }

  const auditView = (m: repo.StaffRow) => ({
    email: m.email,
    name: m.name,
    role: m.role,
    active: m.active,
    totp_enabled: totpEnabled(m),
    invited: m.passwordHash === null,
  });

  return {
    audit,
    /** The signed-in member's passkeys (list, register, remove): passkeys.ts. */
    passkeys,

    /**
     * The password step: a challenge (5 minutes, one second factor). Five failures for an
     * account (or 20 from one address) within 10 minutes lock it for 10 minutes. An unknown
     * account, a wrong password and an invited member without a password answer alike.
     */
    async login(
      emailInput: string,
      password: string,
      ip: string | null,
    ): Promise<StaffLoginChallenge> {
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
        throw new HttpError(401, E.invalidCredentials);
      }
      if (!member.active) {
        await audit({ staffId: member.id, action: 'staff.login_inactive', ip });
        throw new HttpError(403, ERROR_MESSAGES.staffInactive);
      }
      const token = newToken();
      const expiresAt = new Date(now.getTime() + STAFF_AUTH.challengeMinutes * MINUTE_MS);
      await repo.insertChallenge(db, {
        staffId: member.id,
        tokenHash: tokenHash(token),
        purpose: 'login',
        createdAt: now,
        expiresAt,
        ip,
      });
      const enrolled = totpEnabled(member);
      await audit({
        staffId: member.id,
        action: 'staff.password_accepted',
        details: { next: enrolled ? 'second_factor' : 'enrol' },
        ip,
      });
      const methods: StaffLoginChallenge['methods'] = enrolled ? ['totp', 'recovery_code'] : [];
      if (enrolled && (await repo.countPasskeys(db, member.id)) > 0) methods.push('passkey');
      return {
        challenge: token,
        expires_at: expiresAt.toISOString(),
        next: enrolled ? 'second_factor' : 'enrol',
        methods,
      };
    },

    /**
     * The second step: a TOTP code, a recovery code or a passkey assertion of the challenge's
     * member (a passkey only once TOTP is enrolled; a refused one counts like a wrong code).
     */
    async secondFactor(
      input: {
        challenge: string;
        code?: string;
        recovery_code?: string;
        passkey?: Record<string, unknown>;
      },
      meta: { ip: string | null; userAgent: string | null },
    ): Promise<StaffSession> {
      const { challenge, member, now } = await openChallenge(input.challenge);
      if (!totpEnabled(member)) throw new HttpError(409, E.enrolmentRequired);
      const factor: StaffSecondFactor =
        input.code !== undefined
          ? 'totp'
          : input.passkey !== undefined
            ? 'passkey'
            : 'recovery_code';
      const ok =
        input.code !== undefined
          ? await acceptTotp(member, input.code)
          : input.passkey !== undefined
            ? await passkeys.verifyAssertion(member, challenge, input.passkey)
            : await repo.useRecoveryCode(
                db,
                member.id,
                recoveryCodeHash(input.recovery_code ?? ''),
                now,
              );
      if (!ok) return wrongCode(challenge, member, meta.ip, factor);
      if (!(await repo.useChallenge(db, challenge.id, now))) throw challengeExpired();
      if (factor === 'recovery_code') {
        await audit({
          staffId: member.id,
          action: 'staff.recovery_code_used',
          targetType: 'staff',
          targetId: member.id,
          details: { left: await repo.countRecoveryCodesLeft(db, member.id) },
          ip: meta.ip,
        });
      }
      return openSession(member, factor, meta);
    },

    /**
     * Passkey sign-in, step 1: request options for the member's passkeys (their WebAuthn
     * challenge is kept on the login challenge). 409 when TOTP must be enrolled first or the
     * member has no passkey.
     */
    async passkeyLoginOptions(challengeToken: string, origin: string | undefined) {
      const { challenge, member } = await openChallenge(challengeToken);
      if (!totpEnabled(member)) throw new HttpError(409, E.enrolmentRequired);
      return passkeys.authenticationOptions(member, challenge, origin);
    },

    /** Enrolment, step 1: a new secret kept (sealed) on the challenge, with its QR code. */
    async totpSetup(challengeToken: string, ip: string | null) {
      const { challenge, member } = await openChallenge(challengeToken);
      if (totpEnabled(member)) throw new HttpError(409, E.alreadyEnrolled);
      const secret = newTotpSecret();
      await repo.setChallengePending(db, challenge.id, sealer.seal(secret, member.id));
      await audit({
        staffId: member.id,
        action: 'staff.totp_setup',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
      return totpEnrolment(secret, member.email);
    },

    /** Enrolment, step 2: the first code proves the app has the secret; recovery codes; session. */
    async totpConfirm(
      input: { challenge: string; code: string },
      meta: { ip: string | null; userAgent: string | null },
    ): Promise<StaffSession & { recovery_codes: string[] }> {
      const { challenge, member, now } = await openChallenge(input.challenge);
      if (totpEnabled(member)) throw new HttpError(409, E.alreadyEnrolled);
      if (!challenge.pendingTotpSecret) throw new HttpError(409, E.enrolmentRequired);
      const secret = sealer.open(challenge.pendingTotpSecret, member.id);
      const step = await checkTotp(secret, input.code, now, null);
      if (step === null) return wrongCode(challenge, member, meta.ip, 'totp');
      if (!(await repo.useChallenge(db, challenge.id, now))) throw challengeExpired();
      await repo.updateStaff(db, member.id, {
        totpSecret: challenge.pendingTotpSecret,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      });
      const codes = await newRecoveryCodes(member.id);
      await audit({
        staffId: member.id,
        action: 'staff.totp_enabled',
        targetType: 'staff',
        targetId: member.id,
        details: { recovery_codes: codes.length },
        ip: meta.ip,
      });
      const fresh = (await repo.findStaffById(db, member.id)) ?? member;
      const session = await openSession(fresh, 'totp', meta);
      return { ...session, recovery_codes: codes };
    },

    /** A new set of recovery codes (the old stop working), against a current TOTP code. */
    async regenerateRecoveryCodes(ctx: StaffContext, code: string, ip: string | null) {
      const member = await memberOr404(ctx.staff.id);
      if (!(await acceptTotp(member, code))) {
        await audit({
          staffId: member.id,
          action: 'staff.recovery_codes_refused',
          targetType: 'staff',
          targetId: member.id,
          ip,
        });
        throw new HttpError(400, E.invalidCode);
      }
      const codes = await newRecoveryCodes(member.id);
      await audit({
        staffId: member.id,
        action: 'staff.recovery_codes_renewed',
        targetType: 'staff',
        targetId: member.id,
        details: { recovery_codes: codes.length },
        ip,
      });
      return codes;
    },

    /**
     * The staff member of a bearer token, or null (unknown, revoked, deactivated, 8 hours after
     * sign-in or 15 minutes after the last call). Marks the session used (at most every 30 s).
     */
    async authenticate(
      token: string,
      opts: { touch?: boolean } = {},
    ): Promise<StaffContext | null> {
      const now = deps.now();
      const row = await repo.findLiveSession(
        db,
        tokenHash(token),
        now,
        new Date(now.getTime() - IDLE_MS),
      );
      if (!row) return null;
      // A call is activity; the realtime socket's periodic re-check is not (touch: false), so an
      // open console tab alone does not keep a session past 15 idle minutes.
      if (opts.touch !== false && now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_MS) {
        await repo.touchSession(db, row.session.id, now, new Date(now.getTime() - TOUCH_MS));
      }
      return { staff: row.staff, sessionId: row.session.id };
    },

    async logout(ctx: StaffContext, ip: string | null) {
      await repo.revokeSession(db, ctx.sessionId, deps.now());
      await audit({ staffId: ctx.staff.id, action: 'staff.logout', ip });
    },

    // ------------------------------------------------------------ staff management (admin)

    async listStaff(q: {
      page: number;
      per_page: number;
      q?: string;
      role?: StaffRole;
      active?: 'true' | 'false';
    }) {
      const filter: repo.StaffFilter = {
        q: q.q || undefined,
        role: q.role,
        active: q.active === undefined ? undefined : q.active === 'true',
      };
      const rows = await repo.listStaff(db, filter, q.per_page, (q.page - 1) * q.per_page);
      return { data: rows.map(toStaffMember), total: await repo.countStaffWhere(db, filter) };
    },

    /** Invites a member: no password yet, a set-password link by e-mail (7 days). */
    async inviteStaff(ctx: StaffContext, input: StaffInviteBody, ip: string | null) {
      if (await repo.findStaffByEmail(db, input.email)) throw new HttpError(409, E.emailTaken);
      let created: repo.StaffRow;
      try {
        created = await repo.insertStaff(db, {
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: null,
          createdAt: deps.now(),
          updatedAt: deps.now(),
          invitedBy: ctx.staff.id,
        });
      } catch {
        throw new HttpError(409, E.emailTaken);
      }
      const invited = await sendInvite(created, ctx.staff);
      await audit({
        staffId: ctx.staff.id,
        action: 'staff.invited',
        targetType: 'staff',
        targetId: created.id,
        details: { before: null, after: auditView(invited) },
        ip,
      });
      return toStaffMember(invited);
    },

    /** A new invitation link for a member who has not chosen a password yet. */
    async reinviteStaff(ctx: StaffContext, id: number, ip: string | null) {
      const member = await memberOr404(id);
      if (member.passwordHash !== null) throw new HttpError(409, E.inviteInvalid);
      const invited = await sendInvite(member, ctx.staff);
      await audit({
        staffId: ctx.staff.id,
        action: 'staff.reinvited',
        targetType: 'staff',
        targetId: id,
        details: { email: member.email },
        ip,
      });
      return toStaffMember(invited);
    },

    /** Name, role, active. Deactivating ends the sessions; an admin cannot lock themselves out. */
    async updateStaff(ctx: StaffContext, id: number, input: StaffUpdateBody, ip: string | null) {
      const member = await memberOr404(id);
      const self = member.id === ctx.staff.id;
      if (
        self &&
        ((input.role !== undefined && input.role !== member.role) || input.active === false)
      ) {
        throw new HttpError(409, E.selfChange);
      }
      const now = deps.now();
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateStaff(tx, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          updatedAt: now,
        });
        if (input.active === false) await repo.revokeStaffSessions(tx, id, now);
        return row ?? member;
      });
      await audit({
        staffId: ctx.staff.id,
        action: 'staff.updated',
        targetType: 'staff',
        targetId: id,
        details: {
          before: auditView(member),
          after: auditView(updated),
          sessions_ended: input.active === false && member.active,
        },
        ip,
      });
      return toStaffMember(updated);
    },

    /**
     * Removes TOTP, recovery codes and passkeys; ends the sessions; enrolment at next sign-in.
     * Not one's own (409 `cannot_change_own_account`).
     */
    async resetSecondFactor(ctx: StaffContext, id: number, ip: string | null) {
      const member = await memberOr404(id);
      // Their own: it would end the session in use; another admin resets it.
      if (member.id === ctx.staff.id) throw new HttpError(409, E.selfChange);
      const now = deps.now();
      const passkeysBefore = await repo.countPasskeys(db, id);
      await db.transaction(async (tx) => {
        await repo.resetSecondFactor(tx, id, now);
        await repo.revokeStaffSessions(tx, id, now);
      });
      const after = (await repo.findStaffById(db, id)) ?? member;
      await audit({
        staffId: ctx.staff.id,
        action: 'staff.second_factor_reset',
        targetType: 'staff',
        targetId: id,
        details: {
          before: { ...auditView(member), passkeys: passkeysBefore },
          after: { ...auditView(after), passkeys: await repo.countPasskeys(db, id) },
        },
        ip,
      });
      return toStaffMember(after);
    },

    /** An invited member chooses a password with the link's token (7 days, once). */
    async acceptInvite(token: string, password: string, ip: string | null) {
      const now = deps.now();
      const member = await repo.findStaffByInvite(db, tokenHash(token));
      if (
        !member ||
        member.passwordHash !== null ||
        !member.inviteExpiresAt ||
        member.inviteExpiresAt.getTime() <= now.getTime()
      ) {
        throw new HttpError(400, E.inviteInvalid);
      }
      // A common (breached) password, or the member's own e-mail or name, is refused (ASVS 6.2.4).
      const tooCommon = await commonPasswordError(password, [member.email, member.name]);
      if (tooCommon) throw new HttpError(422, ERROR_MESSAGES.validation, { password: [tooCommon] });
      const updated = await repo.updateStaff(db, member.id, {
        passwordHash: await hashPassword(password),
        inviteTokenHash: null,
        inviteExpiresAt: null,
        updatedAt: now,
      });
      await audit({
        staffId: member.id,
        action: 'staff.invite_accepted',
        targetType: 'staff',
        targetId: member.id,
        details: { email: member.email },
        ip,
      });
      return toStaffMember(updated ?? member);
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
      // A list that may be seconds behind (the read replica, when there is one).
      const reader = deps.read ?? db;
      const rows = await repo.listAudit(reader, filter, q.per_page, (q.page - 1) * q.per_page);
      const total = await repo.countAudit(reader, filter);
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

    /**
     * Creates a staff account (argon2id hash); audited when a staff member does it. With
     * `totpSecret` (base32: the development admin, tests) TOTP is enabled on it at once.
     */
    async createStaff(
      input: {
        email: string;
        name: string;
        role: StaffRole;
        password: string;
        totpSecret?: string;
      },
      by: { staffId: number | null; ip: string | null },
    ) {
      let created = await repo.insertStaff(db, {
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        createdAt: deps.now(),
      });
      if (input.totpSecret) {
        created =
          (await repo.updateStaff(db, created.id, {
            totpSecret: sealer.seal(input.totpSecret, created.id),
            totpEnabledAt: deps.now(),
          })) ?? created;
      }
      await audit({
        staffId: by.staffId,
        action: 'staff.created',
        targetType: 'staff',
        targetId: created.id,
        details: { email: created.email, role: created.role, totp_enabled: totpEnabled(created) },
        ip: by.ip,
      });
      return created;
    },

    countStaff: () => repo.countStaff(db),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
