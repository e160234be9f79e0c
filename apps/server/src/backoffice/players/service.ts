/**
 * The back office's Players screens: search, the player's page (profile with balances, KYC and
 * limits through their domains' services), the lists of the page's tabs, masking and reveal of
 * personal data, notes, and the actions (block, unblock, end sessions, password reset, two-factor
 * reset, test flag, closure) through the accounts and compliance services. Every action and
 * reveal is audited.
 */
import type { Balance } from '@croupier/contract/accounts';
import type { KycEntry } from '@croupier/contract/kyc';
import type { LimitsState } from '@croupier/contract/limits';
import {
  PII_FIELDS,
  STAFF_PLAYER_MESSAGES as M,
  type PiiField,
  type StaffLedgerItem,
  type StaffLimitHistoryItem,
  type StaffNote,
  type StaffPlayerListItem,
  type StaffPlayerListQuery,
  type StaffPlayerMessage,
  type StaffPlayerPayment,
  type StaffPlayerProfile,
  type StaffPlayerSession,
  type StaffRevealResponse,
  type StaffRoundDetail,
  type StaffRoundItem,
} from '@croupier/contract/staff-players';
import type { PlayerStatus } from '@croupier/contract/constants';
import { tokenState } from '../../auth/sessions.ts';
import type { AuthenticatedPlayer } from '../../auth/player-auth.ts';
import type { BlockState } from '../../auth/service.ts';
import { twoFactorSince, type StaffResetInput } from '../../auth/two-factor.ts';
import type { Db } from '../../db/client.ts';
import type { SkinSettingsJson } from '../../db/schema.ts';
import { lookupCountry } from '../../geo/lookup.ts';
import { HttpError } from '../../lib/errors.ts';
import type { StaffContext, StaffService } from '../../staff/service.ts';
import { appliedActions } from '../../studio/repository.ts';
import { toRoundView } from '../../studio/service.ts';
import { maskEmail, maskIban, maskName, maskPhone, maskValue, readUserAgent } from './masking.ts';
import * as repo from './repository.ts';

export interface StaffPlayersDeps {
  db: Db;
  /**
   * The player search's database: the read replica (Database.read), seconds behind at most; not
   * given: `db`. Only the search list reads there: a player's own tabs (ledger, payments, notes,
   * sessions ...) show what staff just did, so they read the primary.
   */
  read?: Db;
  now: () => Date;
  staff: StaffService;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** The wallet's balance object (decimals). */
  wallet: { playerBalance(playerId: number): Promise<Balance> };
  /** The limits page's state (limits, self-exclusion, pending requests). */
  limits: { state(playerId: number): Promise<LimitsState> };
  /** The KYC levels and statusKyc. */
  kyc: { summary(playerId: number): Promise<{ kyc: KycEntry[]; statusKyc: string | null }> };
  /** The accounts domain's staff actions (auth service). */
  auth: {
    endSessions(playerId: number): Promise<number>;
    sendRecoveryTo(playerId: number): Promise<boolean>;
    setTestFlag(playerId: number, isTest: boolean): Promise<{ before: boolean } | null>;
    setBlocked(
      playerId: number,
      blocked: boolean,
      reason: string,
    ): Promise<
      | {
          ok: true;
          before: BlockState;
          after: BlockState;
          sessionsRevoked: number;
        }
      | { ok: false; status: string | null }
    >;
  };
  /** The player's second factor: the staff's reset (audited there, in its transaction). */
  twoFactor: {
    resetByStaff(playerId: number, input: StaffResetInput): Promise<unknown>;
  };
  /** The compliance domain's account closure. */
  account: {
    close(
      auth: AuthenticatedPlayer,
      input: { reason?: string; ip?: string | null; staffId?: number },
    ): Promise<{ id: number; status: 'closed'; closed_at: string }>;
  };
}

type Paged<T> = { data: T[]; total: number };
type PageIn = { page: number; per_page: number };

const iso = (d: Date | string | null | undefined) =>
  d === null || d === undefined ? null : new Date(d).toISOString();
const pageOf = (q: PageIn) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
const toMinor = (v: number | null, units: number) =>
  v === null ? null : Math.round(v * 10 ** units);

function listItem(r: repo.PlayerRecord): StaffPlayerListItem {
  const p = r.player;
  return {
    id: p.id,
    skin_id: p.skinId,
    nickname: p.username,
    email: maskEmail(p.email),
    mobile: maskPhone(p.mobile),
    firstname: maskName(p.firstname),
    lastname: maskName(p.lastname),
    status: p.status as PlayerStatus,
    country: p.country,
    currency: r.currency,
    is_test: p.isTest,
    aml_level: p.amlLevel,
    created_at: p.createdAt.toISOString(),
    last_login_at: iso(r.lastLoginAt),
  };
}

export function createStaffPlayersService(deps: StaffPlayersDeps) {
  const { db, now, staff } = deps;

  async function load(id: number): Promise<repo.PlayerRecord> {
    const row = await repo.findPlayer(db, id);
    if (!row) throw new HttpError(404, M.playerNotFound);
    return row;
  }

  const audit = (
    ctx: StaffContext,
    action: string,
    playerId: number,
    details: Record<string, unknown>,
    ip: string,
  ) =>
    staff.audit({
      staffId: ctx.staff.id,
      action,
      targetType: 'player',
      targetId: playerId,
      details,
      ip,
    });

  return {
    async search(q: StaffPlayerListQuery): Promise<Paged<StaffPlayerListItem>> {
      const { rows, total } = await repo.searchPlayers(deps.read ?? db, q, pageOf(q));
      return { data: rows.map(listItem), total };
    },

    async profile(id: number): Promise<StaffPlayerProfile> {
      const r = await load(id);
      const p = r.player;
      const [settings, balance, kyc, limits, twoFactorAt] = await Promise.all([
        deps.skinSettings(p.skinId),
        deps.wallet.playerBalance(id),
        deps.kyc.summary(id),
        deps.limits.state(id),
        twoFactorSince(db, id),
      ]);
      const units = r.minorUnits;
      const pendingLimits = Object.values(limits.locks).filter((l) => l.pending_id !== null).length;
      return {
        id: p.id,
        skin_id: p.skinId,
        nickname: p.username,
        email: maskEmail(p.email),
        email_verified: p.emailVerifiedAt !== null,
        mobile: maskPhone(p.mobile),
        sms_verified: p.smsVerifiedAt !== null,
        firstname: maskName(p.firstname),
        lastname: maskName(p.lastname),
        gender: p.gender,
        dob: maskValue(p.dob),
        address: {
          street: maskValue(p.street),
          street_number: maskValue(p.streetNumber),
          city: maskValue(p.city),
          postal_code: maskValue(p.postalCode),
        },
        nationality: p.nationality,
        birth_country: p.birthCountry,
        status: p.status as PlayerStatus,
        status_reason: p.statusReason,
        status_expires_at: iso(p.statusExpiresAt),
        status_before_block: p.status === 'blocked' ? (p.statusBeforeBlock ?? null) : null,
        country: p.country,
        language: p.language,
        currency: r.currency,
        minor_units: units,
        created_at: p.createdAt.toISOString(),
        last_login_at: iso(r.lastLoginAt),
        closed_at: iso(p.closedAt),
        flags: {
          is_pep: p.isPep,
          is_ubo: p.isUbo,
          is_test: p.isTest,
          risky_country: (settings.risky_countries ?? []).includes(p.country),
        },
        aml: { score: p.amlScore, level: p.amlLevel },
        two_factor: { enabled: twoFactorAt !== null, enabled_at: iso(twoFactorAt) },
        kyc: { status_kyc: kyc.statusKyc, levels: kyc.kyc },
        balance: {
          cash: toMinor(balance.total, units)!,
          bonus: toMinor(balance.bonus, units)!,
          withdrawable: toMinor(balance.available, units)!,
          deposited: toMinor(balance.deposited, units)!,
        },
        limits: {
          max_daily_deposit: toMinor(limits.limits.max_daily_deposit, units),
          max_weekly_deposit: toMinor(limits.limits.max_weekly_deposit, units),
          max_monthly_deposit: toMinor(limits.limits.max_monthly_deposit, units),
          max_daily_bet: toMinor(limits.limits.max_daily_bet, units),
          max_daily_loss: toMinor(limits.limits.max_daily_loss, units),
          max_daily_playing_time: limits.limits.max_daily_playing_time,
          reality_minutes: p.realityMinutes,
          self_excluded_until: limits.self_exclusion.until,
          pending_requests: pendingLimits + (limits.self_exclusion.pending_id !== null ? 1 : 0),
        },
        masked: true,
      };
    },

    async ledger(
      id: number,
      q: PageIn & { type?: number; from?: string; to?: string },
    ): Promise<Paged<StaffLedgerItem>> {
      await load(id);
      const day = (v: string, end: boolean) => {
        const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
        if (end && /^\d{4}-\d{2}-\d{2}$/.test(v)) d.setUTCDate(d.getUTCDate() + 1);
        return d;
      };
      const { rows, total } = await repo.ledger(
        db,
        id,
        {
          type: q.type,
          from: q.from ? day(q.from, false) : undefined,
          to: q.to ? day(q.to, true) : undefined,
        },
        pageOf(q),
      );
      return {
        total,
        data: rows.map(({ tx, currency, gameName }) => ({
          id: tx.id,
          type: tx.type,
          operation: tx.operation,
          status: tx.status,
          amount: tx.amount,
          cash: tx.cash,
          bonus: tx.bonus,
          cash_after: tx.cashAfter,
          bonus_after: tx.bonusAfter,
          currency,
          provider: tx.provider,
          round_id: tx.roundId,
          game_id: tx.gameId,
          game_name: gameName,
          reason: tx.reason,
          staff_id: tx.staffId,
          created_at: tx.createdAt.toISOString(),
        })),
      };
    },

    async rounds(id: number, q: PageIn & { game_id?: number }): Promise<Paged<StaffRoundItem>> {
      await load(id);
      const { rows, total } = await repo.rounds(db, id, q.game_id, pageOf(q));
      return {
        total,
        data: rows.map(({ round: r, gameName }) => ({
          id: r.id,
          game_id: r.gameId,
          game_name: gameName,
          status: r.status === 'void' ? 'refunded' : r.status,
          stake: r.stake,
          win: r.win,
          currency: r.currency,
          created_at: r.createdAt.toISOString(),
          settled_at: iso(r.settledAt),
        })),
      };
    },

    /** One round with its provably-fair data, as the player's game history shows it. */
    async round(id: number, roundId: string): Promise<StaffRoundDetail> {
      await load(id);
      const row = await repo.round(db, id, roundId);
      if (!row) throw new HttpError(404, M.roundNotFound);
      const r = row.round;
      const applied = r.status !== 'open' && r.actions > 0 ? await appliedActions(db, [r.id]) : [];
      const view = toRoundView(r, applied);
      return {
        id: r.id,
        game_id: r.gameId,
        game_name: row.gameName,
        status: view.status,
        stake: r.stake,
        win: r.win,
        currency: r.currency,
        created_at: view.createdAt,
        settled_at: view.settledAt,
        bet: view.bet,
        view: view.view,
        fairness: {
          seed_hash: view.fairness.seedHash,
          server_seed: view.fairness.serverSeed,
          client_seed: view.fairness.clientSeed,
          nonce: view.fairness.nonce,
        },
        actions: (view.actions ?? []).map((a) => ({ action: a.action, elapsed_ms: a.elapsedMs })),
        freespin: view.freespin === true,
      };
    },

    async payments(
      id: number,
      q: PageIn & { type?: 'deposit' | 'withdraw'; status?: string },
    ): Promise<Paged<StaffPlayerPayment>> {
      await load(id);
      const type = q.type === 'deposit' ? 1 : q.type === 'withdraw' ? 2 : undefined;
      const { rows, total } = await repo.playerPayments(
        db,
        id,
        { type, status: q.status },
        pageOf(q),
      );
      return {
        total,
        data: rows.map(({ payment: p, currency, accountLabel }) => {
          // A withdrawal's payout account label (already masked), or a bank deposit's sender IBAN.
          const sender = p.details.sender as { iban?: unknown } | undefined;
          const iban =
            typeof sender?.iban === 'string' && sender.iban ? maskIban(sender.iban) : null;
          const label =
            typeof p.details.account_label === 'string' ? p.details.account_label : null;
          return {
            id: p.id,
            type: p.type === 1 ? ('deposit' as const) : ('withdraw' as const),
            method_id: p.methodId,
            provider: p.provider,
            status: p.status,
            amount: p.amount,
            currency,
            reference: p.reference,
            reason: p.reason,
            account: accountLabel ?? label ?? iban,
            approved_at: iso(p.approvedAt),
            finished_at: iso(p.finishedAt),
            created_at: p.createdAt.toISOString(),
          };
        }),
      };
    },

    async limitHistory(
      id: number,
      q: PageIn & { type?: 'limit' | 'self_exclusion' },
    ): Promise<Paged<StaffLimitHistoryItem>> {
      await load(id);
      const { rows, total } = await repo.limitHistory(db, id, q.type, pageOf(q));
      return {
        total,
        data: rows.map((r) => ({
          id: r.id,
          type: r.type,
          field: r.field,
          previous_value: r.previousValue,
          value: r.value,
          expires_at: iso(r.expiresAt),
          previous_expires_at: iso(r.previousExpiresAt),
          status: r.status,
          direction: r.direction,
          reason: r.reason,
          activated_at: r.activatedAt.toISOString(),
          created_at: r.createdAt.toISOString(),
          decided_at: iso(r.decidedAt),
          decided_by: r.decidedBy,
          decision_note: r.decisionNote,
        })),
      };
    },

    async sessions(id: number, q: PageIn): Promise<Paged<StaffPlayerSession>> {
      await load(id);
      const at = now();
      const { rows, total } = await repo.sessions(db, id, pageOf(q));
      return {
        total,
        data: rows.map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          last_activity_at: s.lastActivityAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
          revoked_at: iso(s.revokedAt),
          state: tokenState(s, at),
          ip: s.ip,
          country: s.ip ? lookupCountry(s.ip).country : null,
          ...readUserAgent(s.userAgent),
          user_agent: s.userAgent,
        })),
      };
    },

    async notes(id: number, q: PageIn): Promise<Paged<StaffNote>> {
      await load(id);
      const { rows, total } = await repo.notes(db, id, pageOf(q));
      return {
        total,
        data: rows.map(({ note, staffName }) => ({
          id: note.id,
          body: note.body,
          staff: { id: note.staffId, name: staffName },
          created_at: note.createdAt.toISOString(),
        })),
      };
    },

    /** The conversation of the Messages tab: received and sent messages, newest first. */
    async messages(id: number, q: PageIn): Promise<Paged<StaffPlayerMessage>> {
      await load(id);
      const { rows, total } = await repo.conversation(db, id, pageOf(q));
      return {
        total,
        data: rows.map((r) => ({
          key: `${r.direction}-${r.id}`,
          id: r.id,
          direction: r.direction,
          type: r.type,
          subject: r.subject,
          body: r.body,
          staff:
            r.staffId === null ? null : { id: r.staffId, name: r.staffName ?? `#${r.staffId}` },
          created_at: r.createdAt.toISOString(),
          read_at: iso(r.readAt),
        })),
      };
    },

    async addNote(ctx: StaffContext, id: number, body: string, ip: string): Promise<StaffNote> {
      await load(id);
      const note = await repo.insertNote(db, {
        playerId: id,
        staffId: ctx.staff.id,
        body,
        createdAt: now(),
      });
      await audit(ctx, 'player.note_added', id, { note_id: note.id, length: body.length }, ip);
      return {
        id: note.id,
        body: note.body,
        staff: { id: ctx.staff.id, name: ctx.staff.name },
        created_at: note.createdAt.toISOString(),
      };
    },

    /** The unmasked personal data asked for (all by default); audited with the fields. */
    async reveal(
      ctx: StaffContext,
      id: number,
      asked: readonly PiiField[] | undefined,
      ip: string,
    ): Promise<StaffRevealResponse['data']> {
      const p = (await load(id)).player;
      const fields = [...new Set(asked ?? PII_FIELDS)];
      const out: StaffRevealResponse['data'] = {};
      for (const f of fields) {
        if (f === 'email') out.email = p.email;
        else if (f === 'mobile') out.mobile = p.mobile;
        else if (f === 'firstname') out.firstname = p.firstname;
        else if (f === 'lastname') out.lastname = p.lastname;
        else if (f === 'dob') out.dob = p.dob;
        else if (f === 'address') {
          out.address = {
            street: p.street,
            street_number: p.streetNumber,
            city: p.city,
            postal_code: p.postalCode,
          };
        } else {
          out.ibans = (await repo.ibans(db, id)).map((a) => ({ id: a.id, iban: a.value }));
        }
      }
      await audit(ctx, 'player.pii_revealed', id, { fields }, ip);
      return out;
    },

    async setBlocked(ctx: StaffContext, id: number, blocked: boolean, reason: string, ip: string) {
      await load(id);
      const result = await deps.auth.setBlocked(id, blocked, reason);
      if (!result.ok) {
        if (result.status === null) throw new HttpError(404, M.playerNotFound);
        if (result.status === 'closed') throw new HttpError(409, M.closed);
        if (!blocked && result.status === 'self_excluded') {
          throw new HttpError(409, M.selfExcluded);
        }
        throw new HttpError(409, blocked ? M.alreadyBlocked : M.notBlocked);
      }
      await audit(
        ctx,
        blocked ? 'player.blocked' : 'player.unblocked',
        id,
        {
          reason,
          before: result.before,
          after: result.after,
          sessions_revoked: result.sessionsRevoked,
        },
        ip,
      );
      return {
        id,
        status: result.after.status as PlayerStatus,
        status_reason: result.after.status_reason,
      };
    },

    async endSessions(ctx: StaffContext, id: number, ip: string) {
      await load(id);
      const revoked = await deps.auth.endSessions(id);
      await audit(ctx, 'player.sessions_ended', id, { revoked }, ip);
      return { revoked };
    },

    async passwordReset(ctx: StaffContext, id: number, ip: string) {
      const p = (await load(id)).player;
      if (p.status === 'closed') throw new HttpError(409, M.closed);
      const sent = await deps.auth.sendRecoveryTo(id);
      await audit(ctx, 'player.password_reset_sent', id, { sent }, ip);
      return { sent };
    },

    /**
     * Turns off the two-factor login of a player who lost both phone and recovery codes (the
     * staff checked who is asking). The accounts domain deletes it, audits the reason in the same
     * transaction and e-mails the player; 409 when it is off, or the account is closed (as the
     * password reset).
     */
    async resetTwoFactor(ctx: StaffContext, id: number, reason: string, ip: string) {
      const p = (await load(id)).player;
      if (p.status === 'closed') throw new HttpError(409, M.closed);
      await deps.twoFactor.resetByStaff(id, { staffId: ctx.staff.id, reason, ip });
      return { id, two_factor: { enabled: false, enabled_at: null } };
    },

    async setTestFlag(ctx: StaffContext, id: number, isTest: boolean, ip: string) {
      await load(id);
      const result = await deps.auth.setTestFlag(id, isTest);
      if (!result) throw new HttpError(404, M.playerNotFound);
      await audit(
        ctx,
        'player.test_flag_set',
        id,
        { before: { is_test: result.before }, after: { is_test: isTest } },
        ip,
      );
      return { id, is_test: isTest };
    },

    /** The compliance domain's closure (it audits `player.closed_by_staff` with before/after). */
    async close(ctx: StaffContext, id: number, reason: string, ip: string) {
      const p = (await load(id)).player;
      if (p.status === 'closed') throw new HttpError(409, M.closed);
      const auth: AuthenticatedPlayer = {
        id,
        skinId: p.skinId,
        status: p.status,
        tokenId: 0,
        tokenType: 'session',
        expiresAt: now(),
      };
      return deps.account.close(auth, { reason, ip, staffId: ctx.staff.id });
    },
  };
}
export type StaffPlayersService = ReturnType<typeof createStaffPlayersService>;
