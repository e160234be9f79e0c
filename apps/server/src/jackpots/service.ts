/**
 * Progressive jackpots at the service edge: the public list (first paint of the ticker), the
 * staff listing and the live ticker.
 *
 * The ticker: every node reads the open cycles' pots from the database at most
 * JACKPOT_TICKS_PER_SECOND times a second, and only while it has sockets, and tells its own
 * sockets (`io.local`) what moved: `jackpot` to everyone, `jackpotWin` to the winner's room. The
 * database is the one truth every node shares, so a bet booked on any node reaches the sockets of
 * every node within one tick (250 ms), each socket gets each change once (no node relays another's
 * event), and the wallet's hot path does nothing for it (no hook, no extra write, no Redis
 * message per bet).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  JACKPOT_EVENTS,
  JACKPOT_TICKS_PER_SECOND,
  type JackpotPublic,
  type JackpotTick,
  type JackpotWin,
  type StaffJackpot,
} from '@croupier/contract/jackpots';
import { SOCKET_ROOMS } from '@croupier/contract/messages';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../lib/db-errors.ts';
import * as repo from './repository.ts';

/** How long the public list is kept (per node). */
export const LIST_CACHE_MS = 1_000;
export const TICK_MS = Math.ceil(1_000 / JACKPOT_TICKS_PER_SECOND);

/** What the ticker needs of the socket server: this node's own sockets. */
export interface LocalSockets {
  /** Sockets connected to this node. */
  count(): number;
  emit(room: string, event: string, payload: unknown): void;
}

export interface JackpotDeps {
  db: Db;
  now: () => Date;
  sockets?: LocalSockets;
  log?: FastifyBaseLogger;
  /** The ticker's period (0: no timer; tests call `tick`). */
  tickMs?: number;
}

export type JackpotService = ReturnType<typeof createJackpotService>;

export function createJackpotService(deps: JackpotDeps) {
  const { db, now } = deps;
  let cache: { at: number; list: JackpotPublic[] } | null = null;
  let loading: Promise<JackpotPublic[]> | null = null;

  async function load(): Promise<JackpotPublic[]> {
    const pots = await repo.pots(db);
    const games = await repo.gamesByJackpot(
      db,
      pots.map((p) => p.id),
    );
    const drops = await repo.lastDrops(db);
    return pots.map((p) => {
      const d = drops.get(p.id);
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        currency: p.currency,
        amount: p.amount,
        seed: p.seed,
        must_drop_by: p.mustDropBy,
        rate_bp: p.rateBp,
        cycle: p.cycle,
        commitment: p.commitment,
        game_ids: games.get(p.id) ?? [],
        last_drop: d
          ? {
              cycle: d.cycle,
              amount: d.amount,
              dropped_at: d.droppedAt.toISOString(),
              drop_at: d.dropAt,
              salt: d.salt,
              commitment: d.commitment,
            }
          : null,
      };
    });
  }

  /** The active jackpots (kept LIST_CACHE_MS; one query set for concurrent misses). */
  async function list(filter: { gameId?: number; currency?: string } = {}) {
    const at = now().getTime();
    if (!cache || at - cache.at >= LIST_CACHE_MS || at < cache.at) {
      loading ??= load().finally(() => (loading = null));
      cache = { at, list: await loading };
    }
    return cache.list.filter(
      (j) =>
        (filter.gameId === undefined || j.game_ids.includes(filter.gameId)) &&
        (filter.currency === undefined || j.currency === filter.currency),
    );
  }

  async function staffList(): Promise<StaffJackpot[]> {
    const rows = await repo.staffList(db);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      group_name: r.groupName,
      currency: r.currency,
      rate_bp: r.rateBp,
      seed: r.seed,
      must_drop_by: r.mustDropBy,
      status: r.status,
      game_ids: r.gameIds,
      cycles: r.cycles.map((c) => {
        const dropped = c.status === 'dropped';
        return {
          id: Number(c.id),
          number: c.number,
          status: dropped ? ('dropped' as const) : ('open' as const),
          seed: Number(c.seed),
          contributions: Number(c.contributions),
          bets: Number(c.bets),
          commitment: c.commitment,
          // The drop point stays hidden while the cycle runs, from staff too.
          drop_at: dropped ? Number(c.dropAt) : null,
          salt: dropped ? c.salt : null,
          started_at: c.startedAt.toISOString(),
          dropped_at: c.droppedAt?.toISOString() ?? null,
          payout: c.payout === null ? null : Number(c.payout),
          winner_player_id: c.winnerPlayerId,
          round_id: c.roundId,
          game_id: c.gameId,
          bet_transaction_id: c.betTransactionId === null ? null : Number(c.betTransactionId),
          win_transaction_id: c.winTransactionId === null ? null : Number(c.winTransactionId),
        };
      }),
    }));
  }

  /** A jackpot (staff): its id, or why not. */
  async function create(
    j: Omit<repo.NewJackpot, 'currencyId'> & { currency: string },
  ): Promise<number | 'currency' | 'games' | 'exists'> {
    try {
      return await db.transaction(async (tx) => {
        const currencyId = await repo.currencyId(tx, j.currency);
        if (currencyId === null) return 'currency';
        if ((await repo.existingGames(tx, j.gameIds)) !== j.gameIds.length) return 'games';
        if (await repo.slugTaken(tx, j.slug, currencyId)) return 'exists';
        const id = await repo.createJackpot(tx, { ...j, currencyId });
        cache = null;
        return id;
      });
    } catch (err) {
      // Two requests for one slug at once: the unique key keeps one.
      if (uniqueViolation(err) === 'jackpots_slug_currency_key') return 'exists';
      throw err;
    }
  }

  // ------------------------------------------------------------------ the ticker
  const seen = new Map<number, string>();
  let mark: repo.DropMark | null = null;
  let ticking: Promise<void> | null = null;

  async function tickOnce(): Promise<void> {
    const sockets = deps.sockets;
    if (!sockets) return;
    if (mark === null) mark = await repo.latestDropMark(db);
    if (sockets.count() === 0) return;
    const pots = await repo.pots(db);
    let cycleMoved = false;
    for (const p of pots) {
      const key = `${p.cycle}:${p.amount}`;
      const before = seen.get(p.id);
      if (before === key) continue;
      if (before !== undefined && before.split(':')[0] !== String(p.cycle)) cycleMoved = true;
      seen.set(p.id, key);
      const tick: JackpotTick = {
        id: p.id,
        name: p.name,
        currency: p.currency,
        amount: p.amount,
        cycle: p.cycle,
      };
      sockets.emit(SOCKET_ROOMS.public, JACKPOT_EVENTS.ticker, tick);
    }
    if (cycleMoved || seen.size === 0) {
      for (const d of await repo.dropsAfter(db, mark)) {
        mark = { at: d.droppedAt, cycleId: d.cycleId };
        if (d.winnerPlayerId === null) continue;
        const win: JackpotWin = {
          id: d.jackpotId,
          name: d.name,
          currency: d.currency,
          amount: d.amount,
          cycle: d.cycle,
          round_id: d.roundId,
          game_id: d.gameId,
        };
        sockets.emit(SOCKET_ROOMS.player(d.winnerPlayerId), JACKPOT_EVENTS.win, win);
      }
    }
  }

  /** One pass of the ticker (a pass still running is joined, not doubled). */
  function tick(): Promise<void> {
    ticking ??= tickOnce()
      .catch((err: unknown) =>
        deps.log?.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'jackpots: ticker failed',
        ),
      )
      .finally(() => (ticking = null));
    return ticking;
  }

  const tickMs = deps.tickMs ?? TICK_MS;
  const timer = deps.sockets && tickMs > 0 ? setInterval(() => void tick(), tickMs) : undefined;
  timer?.unref();

  return {
    list,
    staffList,
    create,
    tick,
    async close() {
      if (timer) clearInterval(timer);
      await ticking;
    },
  };
}
