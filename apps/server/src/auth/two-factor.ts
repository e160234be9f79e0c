/**
 * The player's optional two-factor login (TOTP, RFC 6238, and one-time recovery codes; OWASP
 * ASVS 5.0 level 2). The calls and their answers: packages/contract/src/two-factor.ts.
 *
 * The TOTP machinery is the staff's (staff/totp.ts): otplib, one step of drift either way, the
 * secret sealed with AES-256-GCM under DOCUMENTS_KEY, for its own purpose (`player-totp`, the
 * player's id as additional data). A code is accepted once: the newest accepted time step is
 * kept and only a newer one passes (one conditional UPDATE, so two requests with the same code
 * cannot both pass). Recovery codes are stored as SHA-256 and used once (conditional UPDATE).
 *
 * Every wrong code counts against the account under its own key of the login throttle
 * (`two_factor:<id>`, throttle.ts): counted before it is checked, the 5th within 10 minutes
 * locks the second factor for 10 minutes (429), and a right code clears the count.
 *
 * Every change (on, off, new recovery codes, and the staff's reset) e-mails the player once it is
 * committed (never when it is refused), so that a player whose session was stolen learns of it:
 * what happened and when, never the secret or a code (notifications/texts.ts, two_factor_*).
 * The staff's reset (a player who lost phone and recovery codes) deletes the second factor and
 * ends the pending login challenges, audited with the staff's reason in the same transaction.
 */
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT, normalizeLanguage } from '@croupier/contract/constants';
import { AUTH_MESSAGES, ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import { PLAYER_TWO_FACTOR, type TwoFactorStatus } from '@croupier/contract/two-factor';
import type { Db, Executor } from '../db/client.ts';
import {
  playerRecoveryCodes,
  playerSessions,
  playerTwoFactor,
  type SkinSettingsJson,
} from '../db/schema.ts';
import type { FileKeyring } from '../files/crypto.ts';
import { HttpError } from '../lib/errors.ts';
import type { Delivery } from '../notifications/delivery.ts';
import { mailTime } from '../notifications/texts.ts';
import { insertAudit } from '../staff/repository.ts';
import {
  checkTotp,
  createTotpSealer,
  newRecoveryCode,
  newTotpSecret,
  PLAYER_TOTP_SEAL,
  recoveryCodeHash,
  totpEnrolment,
} from '../staff/totp.ts';
import { verifyPassword } from './crypto.ts';
import { findPlayer, type PlayerRow } from './repository.ts';
import { accountKey, guardedCheck } from './throttle.ts';

/** The throttle key of a player's wrong second-factor codes. */
export const twoFactorKey = (playerId: number) => `two_factor:${playerId}`;

export interface TwoFactorDeps {
  db: Db;
  now: () => Date;
  keyring: FileKeyring;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** The e-mails of a change (absent: none, tests of the machinery alone). */
  delivery?: Pick<Delivery, 'send'>;
  log?: FastifyBaseLogger;
}

/** The e-mail of each change of the second factor (notifications/texts.ts). */
type TwoFactorNotice =
  'two_factor_enabled' | 'two_factor_disabled' | 'two_factor_recovery_codes' | 'two_factor_reset';

/** Who reset a player's second factor, and why (the audit log's row). */
export interface StaffResetInput {
  staffId: number;
  reason: string;
  ip: string | null;
}

/** A second factor as sent: a TOTP code or a recovery code. */
export interface SecondFactorInput {
  code?: string;
  recovery_code?: string;
}

type Row = typeof playerTwoFactor.$inferSelect;

/** Since when the player's two-factor login is on (null: off); the back office's player page. */
export async function twoFactorSince(db: Executor, playerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ enabledAt: playerTwoFactor.enabledAt, secret: playerTwoFactor.secret })
    .from(playerTwoFactor)
    .where(eq(playerTwoFactor.playerId, playerId))
    .limit(1);
  return row?.enabledAt && row.secret ? row.enabledAt : null;
}

/** Whether the player's two-factor login is on (the login asks for a code then). */
export async function twoFactorEnabled(db: Executor, playerId: number): Promise<boolean> {
  return (await twoFactorSince(db, playerId)) !== null;
}

/**
 * Removes the player's second factor (secret, pending setup, recovery codes) and ends the live
 * login challenges, in the caller's transaction (the player's own disable, the staff's reset,
 * the account's closure).
 */
export async function removeTwoFactor(tx: Executor, playerId: number, at: Date) {
  const codes = await tx
    .delete(playerRecoveryCodes)
    .where(eq(playerRecoveryCodes.playerId, playerId))
    .returning({ id: playerRecoveryCodes.id });
  const rows = await tx
    .delete(playerTwoFactor)
    .where(eq(playerTwoFactor.playerId, playerId))
    .returning({ id: playerTwoFactor.playerId });
  const challenges = await tx
    .update(playerSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        eq(playerSessions.type, 'two_factor'),
        isNull(playerSessions.revokedAt),
      ),
    )
    .returning({ id: playerSessions.id });
  return { twoFactor: rows.length > 0, recoveryCodes: codes.length, challenges: challenges.length };
}

export function createPlayerTwoFactor(deps: TwoFactorDeps) {
  const { db, now } = deps;
  const sealer = createTotpSealer(deps.keyring, PLAYER_TOTP_SEAL);

  const find = async (playerId: number): Promise<Row | undefined> => {
    const [row] = await db
      .select()
      .from(playerTwoFactor)
      .where(eq(playerTwoFactor.playerId, playerId))
      .limit(1);
    return row;
  };
  const isOn = (row: Row | undefined): row is Row & { secret: string; enabledAt: Date } =>
    !!row?.enabledAt && !!row.secret;

  /**
   * The e-mail of a committed change. The change stands whatever happens here: a failure to
   * queue the message is logged (without the message's text), never the request's error.
   */
  async function notify(playerId: number, kind: TwoFactorNotice, at: Date): Promise<void> {
    if (!deps.delivery) return;
    try {
      const player = await findPlayer(db, playerId);
      if (!player) return;
      const language = normalizeLanguage(player.language) ?? 'en';
      await deps.delivery.send({
        channel: 'email',
        to: player.email,
        kind,
        language,
        playerId,
        vars: {
          brand: (await deps.skinSettings(player.skinId)).layout_settings.brand_name,
          name: player.firstname ?? player.username,
          time: mailTime(at, language),
        },
      });
    } catch (err) {
      deps.log?.warn({ playerId, kind, err: String(err) }, 'two-factor e-mail not queued');
    }
  }

  async function codesLeft(playerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(playerRecoveryCodes)
      .where(and(eq(playerRecoveryCodes.playerId, playerId), isNull(playerRecoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  async function newRecoveryCodes(tx: Executor, playerId: number, at: Date): Promise<string[]> {
    const codes = Array.from({ length: PLAYER_TWO_FACTOR.recoveryCodes }, newRecoveryCode);
    await tx.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
    await tx
      .insert(playerRecoveryCodes)
      .values(codes.map((c) => ({ playerId, codeHash: recoveryCodeHash(c), createdAt: at })));
    return codes;
  }

  /** A check under a key of the login throttle (throttle.ts guardedCheck). */
  const guarded = (key: string, limit: number, check: () => Promise<boolean>) =>
    guardedCheck(db, key, limit, now(), check);

  /** A code check under the account's second-factor lockout (`two_factor:<id>`). */
  const throttled = (playerId: number, check: () => Promise<boolean>) =>
    guarded(twoFactorKey(playerId), PLAYER_TWO_FACTOR.attempts, check);

  /** A valid TOTP code newer than the last accepted one; its step is remembered. */
  async function acceptTotp(row: Row & { secret: string }, code: string): Promise<boolean> {
    const secret = sealer.open(row.secret, row.playerId);
    const step = await checkTotp(secret, code, now(), row.lastStep);
    if (step === null) return false;
    const accepted = await db
      .update(playerTwoFactor)
      .set({ lastStep: step, updatedAt: now() })
      .where(
        and(
          eq(playerTwoFactor.playerId, row.playerId),
          or(isNull(playerTwoFactor.lastStep), lt(playerTwoFactor.lastStep, step)),
        ),
      )
      .returning({ id: playerTwoFactor.playerId });
    return accepted.length > 0;
  }

  async function useRecoveryCode(playerId: number, code: string): Promise<boolean> {
    const used = await db
      .update(playerRecoveryCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(playerRecoveryCodes.playerId, playerId),
          eq(playerRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(playerRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: playerRecoveryCodes.id });
    return used.length > 0;
  }

  /** Checks a code or recovery code of an enabled second factor (throttled). */
  async function checkSecondFactor(playerId: number, input: SecondFactorInput): Promise<boolean> {
    return throttled(playerId, async () => {
      const row = await find(playerId);
      if (!isOn(row)) return false;
      if (input.code !== undefined) return acceptTotp(row, input.code);
      if (input.recovery_code !== undefined) return useRecoveryCode(playerId, input.recovery_code);
      return false;
    });
  }

  /**
   * The current password of a settings change, checked like a login: a wrong one counts against
   * the account's login counter (the same lockout), 422 password_current_wrong.
   */
  async function checkPassword(player: PlayerRow, password: string): Promise<void> {
    const ok = await guarded(accountKey(player.id), ACCOUNT.loginAttempts, () =>
      verifyPassword(player.passwordHash, password),
    );
    if (ok) return;
    throw new HttpError(422, ERROR_MESSAGES.validation, {
      password: [ERROR_KEYS.passwordCurrentWrong],
    });
  }

  const wrongCode = (field: 'code' | 'recovery_code'): never => {
    throw new HttpError(422, ERROR_MESSAGES.validation, {
      [field]: [ERROR_KEYS.twoFactorCodeInvalid],
    });
  };

  return {
    checkSecondFactor,
    enabled: (playerId: number) => twoFactorEnabled(db, playerId),

    async status(playerId: number): Promise<TwoFactorStatus> {
      const row = await find(playerId);
      if (!isOn(row)) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
      return {
        enabled: true,
        enabled_at: row.enabledAt.toISOString(),
        recovery_codes_left: await codesLeft(playerId),
      };
    },

    /** A new secret, pending until `enable` confirms a code of it (an older pending one ends). */
    async setup(player: PlayerRow, password: string) {
      await checkPassword(player, password);
      if (isOn(await find(player.id))) {
        throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyEnabled);
      }
      const secret = newTotpSecret();
      const at = now();
      const pending = {
        pendingSecret: sealer.seal(secret, player.id),
        pendingAt: at,
        updatedAt: at,
      };
      await db
        .insert(playerTwoFactor)
        .values({ playerId: player.id, ...pending })
        .onConflictDoUpdate({ target: playerTwoFactor.playerId, set: pending });
      const issuer = (await deps.skinSettings(player.skinId)).layout_settings.brand_name;
      return totpEnrolment(secret, player.email, issuer || 'Casino');
    },

    /** The first code of the pending secret turns it on; ten recovery codes, shown once. */
    async enable(playerId: number, code: string): Promise<string[]> {
      const row = await find(playerId);
      if (isOn(row)) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyEnabled);
      const at = now();
      const pending = row?.pendingSecret && row.pendingAt ? row : null;
      if (
        !pending ||
        at.getTime() - pending.pendingAt!.getTime() > PLAYER_TWO_FACTOR.setupMinutes * 60_000
      ) {
        throw new HttpError(409, AUTH_MESSAGES.twoFactorSetupRequired);
      }
      const sealed = pending.pendingSecret!;
      const found: { step: number | null } = { step: null };
      const ok = await throttled(playerId, async () => {
        found.step = await checkTotp(sealer.open(sealed, playerId), code, at, null);
        return found.step !== null;
      });
      const step = found.step;
      if (!ok || step === null) return wrongCode('code');
      const codes = await db.transaction(async (tx) => {
        const done = await tx
          .update(playerTwoFactor)
          .set({
            secret: sealed,
            enabledAt: at,
            lastStep: step,
            pendingSecret: null,
            pendingAt: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(playerTwoFactor.playerId, playerId),
              eq(playerTwoFactor.pendingSecret, sealed),
              isNull(playerTwoFactor.enabledAt),
            ),
          )
          .returning({ id: playerTwoFactor.playerId });
        // A concurrent enable (or a new setup) came first.
        if (done.length === 0) throw new HttpError(409, AUTH_MESSAGES.twoFactorSetupRequired);
        return newRecoveryCodes(tx, playerId, at);
      });
      await notify(playerId, 'two_factor_enabled', at);
      return codes;
    },

    /** Off again: the current password and a code (or a recovery code). */
    async disable(player: PlayerRow, body: { password: string } & SecondFactorInput) {
      if (!isOn(await find(player.id))) throw new HttpError(409, AUTH_MESSAGES.twoFactorNotEnabled);
      await checkPassword(player, body.password);
      if (!(await checkSecondFactor(player.id, body))) {
        return wrongCode(body.code !== undefined ? 'code' : 'recovery_code');
      }
      const at = now();
      // As a staff reset: secret, recovery codes and the login challenges still open are gone.
      await db.transaction((tx) => removeTwoFactor(tx, player.id, at));
      await notify(player.id, 'two_factor_disabled', at);
    },

    /** A new set of recovery codes against a current code (the old ones stop working). */
    async regenerateRecoveryCodes(playerId: number, code: string): Promise<string[]> {
      if (!isOn(await find(playerId))) throw new HttpError(409, AUTH_MESSAGES.twoFactorNotEnabled);
      if (!(await checkSecondFactor(playerId, { code }))) return wrongCode('code');
      const at = now();
      const codes = await db.transaction((tx) => newRecoveryCodes(tx, playerId, at));
      await notify(playerId, 'two_factor_recovery_codes', at);
      return codes;
    },

    /**
     * The back office's reset for a player who lost both phone and recovery codes: the second
     * factor is deleted (secret, recovery codes) and the pending login challenges end, so the
     * password alone logs in; audited (`player.two_factor_reset`, the reason, never a secret) in
     * the same transaction. 409 two_factor_not_enabled when it is off (nothing changes). The
     * player gets the `two_factor_reset` e-mail once it is committed.
     */
    async resetByStaff(playerId: number, input: StaffResetInput) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(playerTwoFactor)
          .where(eq(playerTwoFactor.playerId, playerId))
          .for('update');
        if (!isOn(row)) throw new HttpError(409, AUTH_MESSAGES.twoFactorNotEnabled);
        const removed = await removeTwoFactor(tx, playerId, at);
        await insertAudit(tx, {
          staffId: input.staffId,
          action: 'player.two_factor_reset',
          targetType: 'player',
          targetId: String(playerId),
          details: {
            reason: input.reason,
            before: { two_factor: true, enabled_at: row.enabledAt.toISOString() },
            after: { two_factor: false },
            recovery_codes_removed: removed.recoveryCodes,
            challenges_revoked: removed.challenges,
          },
          ip: input.ip,
          createdAt: at,
        });
        return {
          enabledAt: row.enabledAt,
          recoveryCodes: removed.recoveryCodes,
          challenges: removed.challenges,
        };
      });
      await notify(playerId, 'two_factor_reset', at);
      return result;
    },
  };
}
export type PlayerTwoFactor = ReturnType<typeof createPlayerTwoFactor>;
