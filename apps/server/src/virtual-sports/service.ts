/**
 * Virtual sports: the schedule of shared events, bets through the seamless wallet, the draw and
 * the settlement.
 *
 * - Schedule: start instants are multiples of the interval (UTC epoch); the next
 *   `UPCOMING_EVENTS` are kept created, races and matches alternating by slot. One event per
 *   instant (unique index), so nodes scheduling at once create each event once. The seed's
 *   SHA-256 is published from creation.
 * - A bet: in ONE database transaction the event row is read FOR SHARE and must be `scheduled`
 *   with `starts_at` after now, the bet row is written and the wallet's own debit function
 *   (`wallet_debit`: limits, self-exclusion, bonus max bet, under the wallet lock) runs. A refusal
 *   rolls the bet back with it. Closing the event updates that row, so it waits for every bet in
 *   flight and a bet can never slip in after the event closed.
 * - Close: at `starts_at` a conditional update (status scheduled -> closed) stores the result drawn
 *   from the event's seed; only one node's update wins.
 * - Settle: a node takes the closed event's lease (conditional update), credits each open bet
 *   (`vs-<bet>:win`, the win or 0, closing the wallet round) and marks it won or lost. Credits are
 *   idempotent by transaction id: a settlement that stopped half-way, or ran twice, pays each bet
 *   exactly once. When no bet is open the event is `settled`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STUDIO_MESSAGES } from '@croupier/contract/studio';
import {
  VIRTUAL_MESSAGES,
  type VirtualBetView,
  type VirtualEventView,
} from '@croupier/contract/virtual-sports';
import {
  virtualSportsEngine,
  type VirtualSportsConfig,
} from '@croupier/games/engines/virtual-sports/index';
import { seedHash } from '@croupier/games/rng';
import {
  FAIR_CLIENT_SEED,
  RTP_BP,
  drawResult,
  eventCard,
  payout,
  priceCard,
  winningKeys,
  type EventResult,
  type Selection,
  type VirtualKind,
} from '@croupier/games/virtual-sports/index';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../lib/db-errors.ts';
import { StudioError } from '../studio/errors.ts';
import { STUDIO_PROVIDER } from '../studio/money.ts';
import * as studioRepo from '../studio/repository.ts';
import type { FrameSession } from '../studio/service.ts';
import type { Wallet } from '../wallet/plugin.ts';
import type { WalletErrorCode } from '../wallet/port.ts';
import * as walletRepo from '../wallet/repository.ts';
import { virtualBets, virtualEvents } from './schema.ts';

/** Events kept created ahead (betting is open on all of them). */
export const UPCOMING_EVENTS = 3;
/** A node settling an event's bets holds it this long before another may take over. */
export const SETTLE_LEASE_MS = 60_000;
export const RESULTS_SHOWN = 20;
export const MY_BETS_SHOWN = 50;

export type EventRow = typeof virtualEvents.$inferSelect;
export type BetRow = typeof virtualBets.$inferSelect;

export interface VirtualSportsDeps {
  db: Db;
  now: () => Date;
  wallet: Wallet;
  intervalSeconds: number;
  log?: FastifyBaseLogger;
  /** A bet refused for a daily limit (the wallet service's own hook does the same for its calls). */
  onLimitRefused?(playerId: number, code: WalletErrorCode): Promise<void>;
}

export const roundOf = (betId: string) => `vs-${betId}`;
export const betTxOf = (betId: string) => `${roundOf(betId)}:bet`;
export const winTxOf = (betId: string) => `${roundOf(betId)}:win`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The kind of the event starting in slot `slot` (start / interval): races and matches alternate. */
export const kindOfSlot = (slot: number): VirtualKind => (slot % 2 === 0 ? 'race' : 'football');

function refusal(code: WalletErrorCode, balance: number | null): StudioError {
  switch (code) {
    case 'insufficient_funds':
      return new StudioError(402, STUDIO_MESSAGES.insufficientFunds, { balance });
    case 'bonus_bet_limit':
      return new StudioError(403, STUDIO_MESSAGES.bonusBetLimit, { balance });
    case 'player_not_allowed':
      return new StudioError(403, STUDIO_MESSAGES.playNotAllowed, { balance });
    case 'self_excluded':
    case 'daily_bet_limit':
    case 'daily_loss_limit':
    case 'daily_playing_time_limit':
      return new StudioError(403, code, { balance });
    default:
      return new StudioError(409, STUDIO_MESSAGES.roundClosed, { balance });
  }
}

class Refused extends Error {
  constructor(readonly error: StudioError) {
    super(error.message);
  }
}

export function toEventView(e: EventRow): VirtualEventView {
  const odds = e.odds ?? { card: null, selections: [] };
  const result = e.status === 'scheduled' ? null : ((e.result ?? null) as EventResult | null);
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    startsAt: e.startsAt.toISOString(),
    seedHash: e.seedHash,
    // The seed decides the result: shown only once the result is drawn (betting closed).
    serverSeed: e.status === 'scheduled' ? null : e.serverSeed,
    clientSeed: FAIR_CLIENT_SEED,
    nonce: e.id,
    rtpBp: e.rtpBp,
    card: odds.card,
    selections: (odds.selections as Selection[]).map((s) => ({
      key: s.key,
      odds: s.odds,
      probability: s.probability,
    })),
    result,
    winning: result ? winningKeys(result) : null,
    settledAt: iso(e.settledAt),
  };
}

export function toBetView(b: BetRow, e: Pick<EventRow, 'kind' | 'startsAt'>): VirtualBetView {
  return {
    id: b.id,
    eventId: b.eventId,
    kind: e.kind,
    startsAt: e.startsAt.toISOString(),
    selection: b.selection,
    odds: b.odds,
    stake: b.stake,
    status: b.status,
    win: b.win,
    createdAt: b.createdAt.toISOString(),
    settledAt: iso(b.settledAt),
  };
}

export function createVirtualSportsService(deps: VirtualSportsDeps) {
  const { db, now, wallet } = deps;
  const intervalMs = deps.intervalSeconds * 1000;
  const configs = new Map<string, VirtualSportsConfig>();

  /** The frame session's title, which must be a virtual-sports title. */
  async function titleOf(fs: FrameSession) {
    const game = await studioRepo.findGame(db, fs.row.gameId);
    if (!game || game.engine !== virtualSportsEngine.id) {
      throw new StudioError(404, VIRTUAL_MESSAGES.eventNotFound);
    }
    const key = JSON.stringify(game.engineSettings);
    let config = configs.get(key);
    if (!config) {
      config = virtualSportsEngine.configure(game.engineSettings);
      configs.set(key, config);
    }
    return { game, config };
  }

  // ------------------------------------------------------------------------------- schedule

  /** Creates the next events that do not exist yet; returns how many it created. */
  async function ensureSchedule(): Promise<number> {
    const at = now().getTime();
    const first = Math.floor(at / intervalMs) + 1;
    // Only the missing instants are inserted (an insert that conflicts would still use an id).
    const existing = new Set(
      (
        await db
          .select({ startsAt: virtualEvents.startsAt })
          .from(virtualEvents)
          .where(
            and(
              gte(virtualEvents.startsAt, new Date(first * intervalMs)),
              lt(virtualEvents.startsAt, new Date((first + UPCOMING_EVENTS) * intervalMs)),
            ),
          )
      ).map((r) => r.startsAt.getTime()),
    );
    let created = 0;
    for (let slot = first; slot < first + UPCOMING_EVENTS; slot += 1) {
      const startsAt = new Date(slot * intervalMs);
      if (existing.has(startsAt.getTime())) continue;
      const kind = kindOfSlot(slot);
      const serverSeed = randomBytes(32).toString('hex');
      const made = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(virtualEvents)
          .values({
            kind,
            startsAt,
            status: 'scheduled',
            serverSeed,
            seedHash: seedHash(serverSeed),
            rtpBp: RTP_BP,
            odds: null,
            createdAt: new Date(at),
          })
          .onConflictDoNothing({ target: virtualEvents.startsAt })
          .returning({ id: virtualEvents.id });
        if (!row) return false;
        // The card and odds follow from the id (and the kind): priced before anyone sees it.
        const card = eventCard(kind, row.id);
        await tx
          .update(virtualEvents)
          .set({ odds: { card, selections: priceCard(card) } })
          .where(eq(virtualEvents.id, row.id));
        return true;
      });
      if (made) created += 1;
    }
    return created;
  }

  // ------------------------------------------------------------------------ close and settle

  /** Draws the result of every event whose start has come (one node's update wins each). */
  async function closeDue(): Promise<number> {
    const at = now();
    const due = await db
      .select()
      .from(virtualEvents)
      .where(and(eq(virtualEvents.status, 'scheduled'), lte(virtualEvents.startsAt, at)))
      .orderBy(asc(virtualEvents.startsAt))
      .limit(100);
    let closed = 0;
    for (const e of due) {
      const result = drawResult(e.kind, e.id, e.serverSeed);
      const [row] = await db
        .update(virtualEvents)
        .set({ status: 'closed', result, closedAt: at })
        .where(and(eq(virtualEvents.id, e.id), eq(virtualEvents.status, 'scheduled')))
        .returning({ id: virtualEvents.id });
      if (row) closed += 1;
    }
    return closed;
  }

  /** Pays or closes one bet of a closed event (idempotent: the wallet keeps the first answer). */
  async function settleBet(bet: BetRow, winning: readonly string[]): Promise<void> {
    const win = winning.includes(bet.selection) ? payout(bet.stake, bet.odds) : 0;
    const paid = await wallet.credit({
      provider: STUDIO_PROVIDER,
      transactionId: winTxOf(bet.id),
      playerId: bet.playerId,
      roundId: roundOf(bet.id),
      gameId: bet.gameId,
      amount: win,
      betTransactionId: bet.betTransactionId,
      closeRound: true,
    });
    if (!paid.ok) throw new Error(`virtual sports: credit of bet ${bet.id} refused (${paid.code})`);
    await db
      .update(virtualBets)
      .set({
        status: win > 0 ? 'won' : 'lost',
        win,
        winTransactionId: winTxOf(bet.id),
        winLedgerId: paid.ledgerTransactionId,
        settledAt: now(),
      })
      .where(and(eq(virtualBets.id, bet.id), eq(virtualBets.status, 'open')));
  }

  /**
   * Settles the closed events whose lease is free: this node takes the lease (conditional
   * update), pays every open bet and marks the event settled. A node that stops mid-way leaves
   * the lease to expire; the next taker pays the rest (and the wallet answers a repeated credit
   * with its first answer).
   */
  async function settleClosed(): Promise<number> {
    const at = now();
    const closed = await db
      .select({ id: virtualEvents.id })
      .from(virtualEvents)
      .where(eq(virtualEvents.status, 'closed'))
      .orderBy(asc(virtualEvents.startsAt))
      .limit(100);
    let settled = 0;
    for (const { id } of closed) {
      const [event] = await db
        .update(virtualEvents)
        .set({ settleLeaseUntil: new Date(at.getTime() + SETTLE_LEASE_MS) })
        .where(
          and(
            eq(virtualEvents.id, id),
            eq(virtualEvents.status, 'closed'),
            or(isNull(virtualEvents.settleLeaseUntil), lt(virtualEvents.settleLeaseUntil, at)),
          ),
        )
        .returning();
      if (!event) continue;
      const winning = winningKeys(event.result as EventResult);
      const open = await db
        .select()
        .from(virtualBets)
        .where(and(eq(virtualBets.eventId, id), eq(virtualBets.status, 'open')));
      let failed = 0;
      for (const bet of open) {
        try {
          await settleBet(bet, winning);
        } catch (err) {
          failed += 1;
          deps.log?.error({ err, betId: bet.id }, 'virtual sports: settling a bet failed');
        }
      }
      if (failed > 0) {
        // Leave it to the next pass (the lease is given back).
        await db
          .update(virtualEvents)
          .set({ settleLeaseUntil: null })
          .where(eq(virtualEvents.id, id));
        continue;
      }
      const [done] = await db
        .update(virtualEvents)
        .set({ status: 'settled', settledAt: now(), settleLeaseUntil: null })
        .where(and(eq(virtualEvents.id, id), eq(virtualEvents.status, 'closed')))
        .returning({ id: virtualEvents.id });
      if (done) settled += 1;
    }
    return settled;
  }

  /** One pass of the job: close what started, settle what closed, schedule what comes. */
  async function runJob() {
    const closed = await closeDue();
    const settled = await settleClosed();
    const created = await ensureSchedule();
    return { closed, settled, created };
  }

  // -------------------------------------------------------------------------------- frame API

  async function upcoming(fs: FrameSession) {
    await titleOf(fs);
    const rows = await db
      .select()
      .from(virtualEvents)
      .where(and(eq(virtualEvents.status, 'scheduled'), gt(virtualEvents.startsAt, now())))
      .orderBy(asc(virtualEvents.startsAt))
      .limit(10);
    return {
      serverTime: now().toISOString(),
      intervalSeconds: deps.intervalSeconds,
      events: rows.filter((e) => e.odds !== null).map(toEventView),
    };
  }

  async function results(fs: FrameSession) {
    await titleOf(fs);
    const rows = await db
      .select()
      .from(virtualEvents)
      .where(inArray(virtualEvents.status, ['closed', 'settled']))
      .orderBy(desc(virtualEvents.startsAt))
      .limit(RESULTS_SHOWN);
    return rows.map(toEventView);
  }

  async function event(fs: FrameSession, id: number) {
    await titleOf(fs);
    const [row] = await db.select().from(virtualEvents).where(eq(virtualEvents.id, id));
    if (!row) throw new StudioError(404, VIRTUAL_MESSAGES.eventNotFound);
    return toEventView(row);
  }

  async function myBets(fs: FrameSession) {
    await titleOf(fs);
    if (fs.row.mode !== 'real' || fs.row.playerId === null) return [];
    const rows = await db
      .select({ bet: virtualBets, kind: virtualEvents.kind, startsAt: virtualEvents.startsAt })
      .from(virtualBets)
      .innerJoin(virtualEvents, eq(virtualEvents.id, virtualBets.eventId))
      .where(eq(virtualBets.playerId, fs.row.playerId))
      .orderBy(desc(virtualBets.createdAt))
      .limit(MY_BETS_SHOWN);
    return rows.map((r) => toBetView(r.bet, r));
  }

  async function balanceOf(playerId: number) {
    const b = await wallet.balance(playerId);
    return b.cash + b.bonus;
  }

  /** A stored bet answered again (a retried request): moves nothing. */
  async function replay(playerId: number, existing: BetRow, body: BetInput) {
    if (
      existing.eventId !== body.eventId ||
      existing.selection !== body.selection ||
      existing.stake !== body.stake
    ) {
      throw new StudioError(409, VIRTUAL_MESSAGES.requestMismatch);
    }
    const [e] = await db.select().from(virtualEvents).where(eq(virtualEvents.id, existing.eventId));
    return { bet: toBetView(existing, e!), balance: await balanceOf(playerId) };
  }

  async function placeBet(fs: FrameSession, body: BetInput) {
    const { game, config } = await titleOf(fs);
    if (fs.row.mode !== 'real' || fs.row.playerId === null) {
      throw new StudioError(403, VIRTUAL_MESSAGES.demoNotAvailable);
    }
    const playerId = fs.row.playerId;
    if (body.stake < config.minStake) {
      throw new StudioError(422, 'stake_below_min', { params: { min: config.minStake } });
    }
    if (body.stake > config.maxStake) {
      throw new StudioError(422, 'stake_above_max', { params: { max: config.maxStake } });
    }
    const [previous] = await db
      .select()
      .from(virtualBets)
      .where(and(eq(virtualBets.playerId, playerId), eq(virtualBets.requestId, body.requestId)));
    if (previous) return replay(playerId, previous, body);

    const id = randomUUID();
    const at = now();
    let placed: { bet: BetRow; event: EventRow; balance: number };
    try {
      placed = await db.transaction(async (tx) => {
        // FOR SHARE: closing the event (an update of this row) waits for this bet to commit.
        const [e] = await tx
          .select()
          .from(virtualEvents)
          .where(eq(virtualEvents.id, body.eventId))
          .for('share');
        if (!e) throw new Refused(new StudioError(404, VIRTUAL_MESSAGES.eventNotFound));
        if (e.status !== 'scheduled' || e.startsAt.getTime() <= at.getTime()) {
          throw new Refused(new StudioError(409, VIRTUAL_MESSAGES.bettingClosed));
        }
        const selection = (e.odds?.selections as Selection[] | undefined)?.find(
          (s) => s.key === body.selection,
        );
        if (!selection) {
          throw new Refused(new StudioError(422, VIRTUAL_MESSAGES.selectionInvalid));
        }
        const [bet] = await tx
          .insert(virtualBets)
          .values({
            id,
            eventId: e.id,
            playerId,
            gameId: game.id,
            requestId: body.requestId,
            currency: fs.row.currency,
            selection: selection.key,
            odds: selection.odds,
            stake: body.stake,
            status: 'open',
            betTransactionId: betTxOf(id),
            createdAt: at,
          })
          .returning();
        // The wallet's own debit, in this transaction: limits, self-exclusion, bonus max bet.
        const reply = await walletRepo.debit(tx, {
          provider: STUDIO_PROVIDER,
          transactionId: betTxOf(id),
          playerId,
          roundId: roundOf(id),
          gameId: game.id,
          amount: body.stake,
        });
        if (!reply.ok) {
          const balance = reply.balance
            ? Number(reply.balance.cash) + Number(reply.balance.bonus)
            : null;
          throw new Refused(refusal(reply.code, balance));
        }
        const [stored] = await tx
          .update(virtualBets)
          .set({ betLedgerId: reply.ledgerTransactionId })
          .where(eq(virtualBets.id, id))
          .returning();
        return {
          bet: stored ?? bet!,
          event: e,
          balance: Number(reply.balance.cash) + Number(reply.balance.bonus),
        };
      });
    } catch (err) {
      if (err instanceof Refused) {
        const code = err.error.message as WalletErrorCode;
        if (
          ['daily_bet_limit', 'daily_loss_limit', 'daily_playing_time_limit'].includes(code) &&
          deps.onLimitRefused
        ) {
          await deps.onLimitRefused(playerId, code).catch(() => undefined);
        }
        throw err.error;
      }
      // The same request sent twice at once: the first copy's bet answers.
      if (uniqueViolation(err) === 'virtual_bets_request_idx') {
        const [same] = await db
          .select()
          .from(virtualBets)
          .where(
            and(eq(virtualBets.playerId, playerId), eq(virtualBets.requestId, body.requestId)),
          );
        if (same) return replay(playerId, same, body);
      }
      throw err;
    }
    return { bet: toBetView(placed.bet, placed.event), balance: placed.balance };
  }

  /** The balance of a frame session's player (real play). */
  async function balance(fs: FrameSession) {
    if (fs.row.mode !== 'real' || fs.row.playerId === null) return null;
    return balanceOf(fs.row.playerId);
  }

  return {
    ensureSchedule,
    closeDue,
    settleClosed,
    runJob,
    upcoming,
    results,
    event,
    myBets,
    placeBet,
    balance,
    /** For tests and staff tools: the events table's stored seed is never sent while scheduled. */
    countOpenBets: async (eventId: number) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(virtualBets)
          .where(and(eq(virtualBets.eventId, eventId), eq(virtualBets.status, 'open')))
      )[0]?.n ?? 0,
  };
}

export interface BetInput {
  eventId: number;
  selection: string;
  stake: number;
  requestId: string;
}

export type VirtualSportsService = ReturnType<typeof createVirtualSportsService>;
