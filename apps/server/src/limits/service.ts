/**
 * Responsible gaming rules: limits and self-exclusion (DECISIONS sections 2 and 3). The server
 * decides what applies when: a first limit or a decrease at once, an increase or a removal 24
 * hours later (a pending request the player may delete), an exclusion at once and never shortened
 * by the player (a shortening is a request staff decide). The limits themselves are enforced
 * where money moves, in the wallet's database functions (`wallet/sql/ledger.sql`).
 */
import { ERROR_KEYS } from '@croupier/contract/errors';
import { MONEY, PERMANENT_EXCLUSION_DATE } from '@croupier/contract/constants';
import {
  DEPOSIT_LIMIT_FIELDS,
  LIMIT_ERRORS,
  LIMIT_FIELDS,
  LIMITS,
  SELF_EXCLUSION_FIELD,
  SELF_EXCLUSION_PERIODS,
  type LimitField,
  type LimitsBody,
  type LimitsState,
  type StatisticRequest,
} from '@croupier/contract/limits';
import { FieldErrors } from '../auth/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import * as repo from './repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Advisory lock key of the activation job ("LIMT"). */
const JOB_LOCK = 0x4c494d54;
export const FOREVER = new Date(`${PERMANENT_EXCLUSION_DATE}T00:00:00.000Z`);
/** Longest playing-time limit that means anything: a whole day, in minutes. */
const MAX_PLAYING_MINUTES = 1_440;

export interface SelfExclusionInput {
  self_exclusion_period?: number | 'forever';
  status_expires_at?: string;
  status_reason?: string;
}

export interface LimitsDeps {
  db: Db;
  now: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isForever = (d: Date | null) => d !== null && d.getTime() >= FOREVER.getTime();

/** Parses one limit as sent: digits, at most 10; '' or null removes. */
function parseLimitValue(
  field: LimitField,
  raw: string | number | null,
): { value: number | null } | { error: string } {
  if (raw === null) return { value: null };
  const text = typeof raw === 'number' ? (Number.isInteger(raw) ? String(raw) : 'x') : raw.trim();
  if (text === '') return { value: null };
  if (!/^\d+$/.test(text)) return { error: LIMIT_ERRORS.digitsOnly };
  if (text.length > LIMITS.digitsMax) return { error: LIMIT_ERRORS.tooManyDigits };
  const units = Number(text);
  if (field === 'max_daily_playing_time' && units > MAX_PLAYING_MINUTES) {
    return { error: ERROR_KEYS.invalid };
  }
  return { value: units };
}

/** The request as the contract shows it: amounts in decimals of the player's currency. */
export function toStatistic(r: repo.LimitRequestRow, minorUnits: number): StatisticRequest {
  const shown = (v: number | null) =>
    v === null ? null : r.field === 'max_daily_playing_time' ? v : v / 10 ** minorUnits;
  const exclusion = r.type === 'self_exclusion';
  return {
    id: r.id,
    type: r.type,
    field: r.field,
    status: r.status,
    activated_at: r.activatedAt.toISOString(),
    created_at: r.createdAt.toISOString(),
    response: exclusion ? iso(r.expiresAt) : shown(r.value),
    previous: exclusion ? iso(r.previousExpiresAt) : shown(r.previousValue),
    reason: r.reason,
    direction: r.direction,
  };
}

export function createLimitsService(deps: LimitsDeps) {
  const { db, now } = deps;

  async function load(executor: Executor, playerId: number, lock = false) {
    const row = await repo.findLimits(executor, playerId, { lock });
    if (!row) throw notFound();
    return row;
  }

  // ------------------------------------------------------------------------------ activation

  /** Activates due requests in one transaction; each exactly once (a conditional update). */
  async function activateWith(tx: Executor, at: Date, playerId?: number): Promise<number> {
    let activated = 0;
    for (const request of await repo.dueLimitRequests(tx, at, playerId)) {
      const done = await repo.decide(tx, request.id, 'activated', at);
      if (!done) continue;
      await repo.setLimit(tx, done.playerId, done.field as LimitField, done.value, at);
      activated += 1;
    }
    return activated;
  }

  /** Activates a player's due increases and removals (reads do it: a missed job loses nothing). */
  async function activateDue(at: Date, playerId?: number): Promise<number> {
    // Nothing due (the usual case): no transaction at all.
    if ((await repo.dueLimitRequests(db, at, playerId)).length === 0) return 0;
    return db.transaction((tx) => activateWith(tx, at, playerId));
  }

  /**
   * One pass of the activation job. Several server processes run it: the transaction-scoped
   * advisory lock lets one pass run at a time (the others skip), and each activation is also a
   * conditional update, so a reader activating the same request at once cannot apply it twice.
   */
  async function runJob(): Promise<number> {
    const at = now();
    return db.transaction(async (tx) =>
      (await repo.tryJobLock(tx, JOB_LOCK)) ? activateWith(tx, at) : 0,
    );
  }

  // ----------------------------------------------------------------------------------- locks

  interface FieldLock {
    pending: repo.LimitRequestRow | null;
    lockedUntil: Date | null;
  }

  function locksOf(requests: repo.LimitRequestRow[], at: Date): Record<LimitField, FieldLock> {
    const out = {} as Record<LimitField, FieldLock>;
    for (const field of LIMIT_FIELDS) {
      const mine = requests.filter((r) => r.field === field);
      const pending = mine.find((r) => r.status === 'pending') ?? null;
      let until = 0;
      for (const r of mine) {
        if (
          (r.status === 'activated' || r.status === 'pending') &&
          (r.direction === 'increase' || r.direction === 'removal')
        ) {
          until = Math.max(until, r.createdAt.getTime() + LIMITS.increaseEveryDays * DAY);
        }
      }
      out[field] = { pending, lockedUntil: until > at.getTime() ? new Date(until) : null };
    }
    return out;
  }

  const recentRequests = (executor: Executor, playerId: number) =>
    repo.listRequests(executor, playerId, { fields: [...LIMIT_FIELDS], limit: 200 });

  // ---------------------------------------------------------------------------------- limits

  /** Checks the limits of a `PUT me` body without changing anything (422 on bad values). */
  function parseLimits(body: LimitsBody, errors: FieldErrors): Map<LimitField, number | null> {
    const parsed = new Map<LimitField, number | null>();
    for (const field of LIMIT_FIELDS) {
      const raw = body[field];
      if (raw === undefined) continue;
      const result = parseLimitValue(field, raw);
      if ('error' in result) errors.add(field, result.error);
      else parsed.set(field, result.value);
    }
    return parsed;
  }

  async function applyLimits(playerId: number, body: LimitsBody): Promise<void> {
    const errors = new FieldErrors();
    const units = parseLimits(body, errors);
    errors.throwIfAny();
    if (units.size === 0) return;
    const at = now();
    await activateDue(at, playerId);
    await db.transaction(async (tx) => {
      // The wallet lock: bets wait for this change and then see it.
      const row = await load(tx, playerId, true);
      const scale = 10 ** row.minorUnits;
      const wanted = new Map<LimitField, number | null>();
      for (const [field, v] of units) {
        const minor = v === null || field === 'max_daily_playing_time' ? v : v * scale;
        if (minor !== row.values[field]) wanted.set(field, minor);
      }
      if (wanted.size === 0) return;
      const requests = await recentRequests(tx, playerId);
      const locks = locksOf(requests, at);

      // Deposit limits: daily <= weekly <= monthly over what each will be (sent, else pending,
      // else current); the field that breaks it is one the player sent.
      const target = (f: LimitField) =>
        wanted.has(f) ? wanted.get(f)! : locks[f].pending ? locks[f].pending.value : row.values[f];
      const [daily, weekly, monthly] = DEPOSIT_LIMIT_FIELDS;
      for (const [low, high] of [
        [daily, weekly],
        [weekly, monthly],
        [daily, monthly],
      ] as const) {
        const a = target(low);
        const b = target(high);
        if (a !== null && b !== null && a > b) {
          errors.add(wanted.has(low) ? low : high, LIMIT_ERRORS.depositOrder);
        }
      }
      errors.throwIfAny();

      const plan: { field: LimitField; value: number | null; raise: boolean }[] = [];
      for (const [field, value] of wanted) {
        const current = row.values[field];
        const raise = current !== null && (value === null || value > current);
        if (raise) {
          if (locks[field].pending) {
            throw new HttpError(409, LIMIT_ERRORS.pendingRequestExists, undefined, {
              field,
              pending_id: locks[field].pending.id,
            });
          }
          if (locks[field].lockedUntil) {
            throw new HttpError(409, LIMIT_ERRORS.requestsLocked, undefined, {
              field,
              until: locks[field].lockedUntil.toISOString(),
            });
          }
        }
        plan.push({ field, value, raise });
      }
      for (const { field, value, raise } of plan) {
        const current = row.values[field];
        if (raise) {
          await repo.insertRequest(tx, {
            playerId,
            type: 'limit',
            field,
            previousValue: current,
            value,
            status: 'pending',
            direction: value === null ? 'removal' : 'increase',
            activatedAt: new Date(at.getTime() + LIMITS.activationHours * HOUR),
            createdAt: at,
          });
          continue;
        }
        await repo.setLimit(tx, playerId, field, value, at);
        // A lower limit supersedes a pending increase of the field.
        if (locks[field].pending) {
          await repo.decide(tx, locks[field].pending.id, 'deleted', at, {
            note: 'superseded by a lower limit',
          });
        }
        await repo.insertRequest(tx, {
          playerId,
          type: 'limit',
          field,
          previousValue: current,
          value,
          status: 'activated',
          direction: current === null ? 'first' : 'decrease',
          activatedAt: at,
          createdAt: at,
          decidedAt: at,
        });
      }
    });
  }

  // -------------------------------------------------------------------------- self-exclusion

  function exclusionEnd(input: SelfExclusionInput, at: Date, errors: FieldErrors): Date | null {
    if (input.self_exclusion_period !== undefined) {
      const p = input.self_exclusion_period;
      if (p === 'forever') return FOREVER;
      if ((SELF_EXCLUSION_PERIODS as readonly number[]).includes(p)) {
        return new Date(at.getTime() + p * DAY);
      }
      errors.add('self_exclusion_period', LIMIT_ERRORS.periodInvalid);
      return null;
    }
    const text = input.status_expires_at ?? '';
    if (text.includes(PERMANENT_EXCLUSION_DATE)) return FOREVER;
    const date = new Date(text);
    // The spec's client sends the end it computed with its own clock: the server takes the
    // period it means (whole days from now) and sets the end itself.
    const days = Math.round((date.getTime() - at.getTime()) / DAY);
    if (
      Number.isNaN(date.getTime()) ||
      !(SELF_EXCLUSION_PERIODS as readonly number[]).includes(days)
    ) {
      errors.add('status_expires_at', LIMIT_ERRORS.periodInvalid);
      return null;
    }
    return new Date(at.getTime() + days * DAY);
  }

  async function applySelfExclusion(playerId: number, input: SelfExclusionInput): Promise<void> {
    const errors = new FieldErrors();
    const at = now();
    const until = exclusionEnd(input, at, errors);
    errors.throwIfAny();
    const typed = (input.status_reason ?? '').trim();
    const reason = typed || LIMITS.defaultExclusionReason;
    await db.transaction(async (tx) => {
      const row = await load(tx, playerId, true);
      const current =
        row.statusExpiresAt && row.statusExpiresAt.getTime() > at.getTime()
          ? row.statusExpiresAt
          : null;
      const requests = await repo.listRequests(tx, playerId, {
        fields: [SELF_EXCLUSION_FIELD],
        limit: 50,
      });
      const pending = requests.find((r) => r.status === 'pending') ?? null;
      if (current && until!.getTime() === current.getTime()) return;
      if (!current || until!.getTime() > current.getTime()) {
        // Protects at once: play and deposits stop with this commit.
        await repo.setExclusion(tx, playerId, until!, reason, at);
        if (pending) {
          await repo.decide(tx, pending.id, 'deleted', at, {
            note: 'superseded by a longer exclusion',
          });
        }
        const finalDays = isForever(until)
          ? LIMITS.permanentExclusionFinalDays
          : LIMITS.temporaryExclusionFinalDays;
        await repo.insertRequest(tx, {
          playerId,
          type: 'self_exclusion',
          field: SELF_EXCLUSION_FIELD,
          expiresAt: until,
          previousExpiresAt: current,
          reason,
          status: 'activated',
          direction: current ? 'lengthen' : 'start',
          activatedAt: new Date(at.getTime() + finalDays * DAY),
          createdAt: at,
          decidedAt: at,
        });
        return;
      }
      // Shorter than the exclusion in force: never automatic. A typed reason, then staff decide.
      if (!typed || typed === LIMITS.defaultExclusionReason) {
        errors.add('status_reason', LIMIT_ERRORS.reasonRequired).throwIfAny();
      }
      if (pending) {
        throw new HttpError(409, LIMIT_ERRORS.pendingRequestExists, undefined, {
          field: SELF_EXCLUSION_FIELD,
          pending_id: pending.id,
        });
      }
      const last = requests.find((r) => r.status === 'activated');
      const final = last ? last.activatedAt : at;
      await repo.insertRequest(tx, {
        playerId,
        type: 'self_exclusion',
        field: SELF_EXCLUSION_FIELD,
        expiresAt: until,
        previousExpiresAt: current,
        reason: typed,
        status: 'pending',
        direction: 'shorten',
        activatedAt: final.getTime() > at.getTime() ? final : at,
        createdAt: at,
      });
    });
  }

  // ------------------------------------------------------------------------------ reads

  async function statistics(
    playerId: number,
    query: { type?: string; toActivate: boolean },
  ): Promise<StatisticRequest[]> {
    const at = now();
    await activateDue(at, playerId);
    const row = await load(db, playerId);
    const type = query.type?.trim();
    let fields: string[] | undefined;
    if (type === 'limit' || type === 'limits') fields = [...LIMIT_FIELDS];
    else if (type === 'self_exclusion' || type === 'self-exclusion' || type === 'statistic') {
      fields = [SELF_EXCLUSION_FIELD];
    } else if (type && (LIMIT_FIELDS as readonly string[]).includes(type)) fields = [type];
    else if (type)
      throw new HttpError(422, 'The given data was invalid.', { type: [ERROR_KEYS.invalid] });
    const rows = await repo.listRequests(db, playerId, {
      fields,
      statuses: query.toActivate ? ['pending'] : undefined,
    });
    return rows.map((r) => toStatistic(r, row.minorUnits));
  }

  async function deleteRequest(playerId: number, id: number): Promise<StatisticRequest> {
    const at = now();
    await activateDue(at, playerId);
    const row = await load(db, playerId);
    const request = await repo.findRequest(db, id);
    // Another player's request does not exist for this one.
    if (!request || request.playerId !== playerId) throw notFound();
    if (request.type === 'self_exclusion' && request.status === 'pending') {
      throw new HttpError(409, LIMIT_ERRORS.requestLocked);
    }
    const deleted = await repo.decide(db, id, 'deleted', at, { note: 'deleted by the player' });
    if (!deleted) throw new HttpError(409, LIMIT_ERRORS.requestNotPending);
    return toStatistic(deleted, row.minorUnits);
  }

  async function state(playerId: number): Promise<LimitsState> {
    const at = now();
    await activateDue(at, playerId);
    const row = await load(db, playerId);
    const scale = 10 ** row.minorUnits;
    const money = (v: number | null) => (v === null ? null : v / scale);
    const [requests, exclusions, today, deposits, allowance] = await Promise.all([
      recentRequests(db, playerId),
      repo.listRequests(db, playerId, { fields: [SELF_EXCLUSION_FIELD], statuses: ['pending'] }),
      repo.todayTotals(db, playerId),
      repo.depositsToday(db, playerId),
      repo.depositAllowance(db, playerId, MONEY.pepUboDailyDepositCap * scale),
    ]);
    const locks = locksOf(requests, at);
    const limits = {} as LimitsState['limits'];
    const lockState = {} as LimitsState['locks'];
    for (const field of LIMIT_FIELDS) {
      const v = row.values[field];
      limits[field] = field === 'max_daily_playing_time' ? v : money(v);
      lockState[field] = {
        locked_until: iso(locks[field].lockedUntil),
        pending_id: locks[field].pending?.id ?? null,
      };
    }
    const excludedUntil =
      row.statusExpiresAt && row.statusExpiresAt.getTime() > at.getTime()
        ? row.statusExpiresAt
        : null;
    return {
      currency: { code: row.currency, symbol: row.symbol },
      limits,
      today: {
        day: today.day,
        bets: today.stakes / scale,
        wins: today.wins / scale,
        loss: (today.stakes - today.wins) / scale,
        playing_minutes: Math.floor(today.playSeconds / 60),
        deposits: deposits / scale,
      },
      locks: lockState,
      deposit_allowance: {
        daily: money(allowance.daily),
        weekly: money(allowance.weekly),
        monthly: money(allowance.monthly),
      },
      self_exclusion: {
        until: iso(excludedUntil),
        forever: isForever(excludedUntil),
        reason: excludedUntil ? row.statusReason : null,
        pending_id: exclusions[0]?.id ?? null,
      },
    };
  }

  // ------------------------------------------------------------------------------ staff

  async function staffList(q: {
    status?: repo.LimitRequestRow['status'];
    type?: 'limit' | 'self_exclusion';
  }) {
    const rows = await repo.listAllRequests(db, q);
    return rows.map(({ request, minorUnits }) => ({
      ...toStatistic(request, minorUnits),
      player_id: request.playerId,
    }));
  }

  /** Staff approve or reject a pending self-exclusion shortening (the caller audits it). */
  async function staffDecide(id: number, approve: boolean, staffId: number, note: string) {
    const at = now();
    return db.transaction(async (tx) => {
      const request = await repo.findRequest(tx, id);
      if (!request || request.type !== 'self_exclusion') throw notFound();
      const row = await load(tx, request.playerId, true);
      const decided = await repo.decide(tx, id, approve ? 'activated' : 'rejected', at, {
        staffId,
        note,
      });
      if (!decided) throw new HttpError(409, LIMIT_ERRORS.requestNotPending);
      if (approve) {
        await repo.setExclusion(
          tx,
          request.playerId,
          request.expiresAt ?? at,
          request.reason ?? '',
          at,
        );
      }
      return { ...toStatistic(decided, row.minorUnits), player_id: decided.playerId };
    });
  }

  /** What a player is told when a bet is refused for a limit (a message leading to limits). */
  async function refusalNotice(
    playerId: number,
    code: string,
  ): Promise<{
    type: 'daily-bet-limit' | 'daily-bet-loss' | 'daily-playing-time';
    params: Record<string, string | number | null>;
  } | null> {
    const row = await load(db, playerId);
    const scale = 10 ** row.minorUnits;
    const amount = (v: number | null) => (v === null ? null : v / scale);
    switch (code) {
      case 'daily_bet_limit':
        return {
          type: 'daily-bet-limit',
          params: { limit: amount(row.values.max_daily_bet), currency: row.currency },
        };
      case 'daily_loss_limit':
        return {
          type: 'daily-bet-loss',
          params: { limit: amount(row.values.max_daily_loss), currency: row.currency },
        };
      case 'daily_playing_time_limit':
        return {
          type: 'daily-playing-time',
          params: { minutes: row.values.max_daily_playing_time },
        };
      default:
        return null;
    }
  }

  return {
    activateDue,
    refusalNotice,
    runJob,
    applyLimits,
    applySelfExclusion,
    statistics,
    deleteRequest,
    state,
    staffList,
    staffDecide,
    /** Why a real game may not start now (self_excluded, daily_playing_time_limit) or null. */
    playRefusal: (playerId: number) => repo.playRefusal(db, playerId),
    /** Counts a real frame's activity as playing time. */
    touchPlayTime: (playerId: number) => repo.touchPlayTime(db, playerId),
    /**
     * Deposits still allowed (minor units, null: no limit). The payments domain calls it inside
     * the deposit's transaction after `lockWallet`, so limits hold under concurrency.
     */
    depositAllowance: async (executor: Executor, playerId: number) => {
      const row = await load(executor, playerId);
      return repo.depositAllowance(
        executor,
        playerId,
        MONEY.pepUboDailyDepositCap * 10 ** row.minorUnits,
      );
    },
    /** Locks the player's wallet until the transaction ends (before a deposit's checks). */
    lockWallet: (executor: Executor, playerId: number) => load(executor, playerId, true),
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
