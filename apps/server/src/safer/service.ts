/**
 * Safer gambling: evaluation of the markers of harm (rules.ts) per the player's skin thresholds,
 * the minute job's pass (players with new ledger, payment or limit activity since the last pass,
 * its watermark kept in job_state),
 * the staff queue and review, the interaction log and the skins' thresholds.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import {
  SAFER_MARKERS,
  SAFER_MARKER_KEYS,
  checkParams,
  defaultParams,
  type InteractionItem,
  type SaferMarker,
  type SaferMarkerItem,
  type SaferMarkerStatus,
  type SaferParam,
} from '@croupier/contract/safer';
import type { Db, Executor } from '../db/client.ts';
import { jobState, players, skins, staff as staffTable } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { RULES, summaryOf } from './rules.ts';
import { harmMarkers, harmThresholds, playerInteractions } from './schema.ts';
import { pageMeta } from '../lib/paging.ts';

/** Advisory lock key of the evaluation job (one pass at a time across processes). */
export const SAFER_JOB_LOCK = 0x5afe_0001;
/** The job's row in job_state: where its evaluation got to (shared by every process). */
export const SAFER_JOB_STATE = 'safer.markers';
/** Players active this long before the very first pass are evaluated by it. */
const FIRST_PASS_LOOKBACK_MS = 24 * 3_600_000;
/**
 * Overlap of the job's scans behind its watermark: a row whose id or time was taken before the
 * last pass but committed after it is still seen (evaluating a player again adds nothing).
 */
const OVERLAP_IDS = 1_000;
const OVERLAP_MS = 5 * 60_000;

export interface SaferDeps {
  db: Db;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export interface Actor {
  staffId: number;
}

interface Watermark {
  ledgerId: number;
  limitId: number;
  paymentsAt: Date;
}

/** The watermark as job_state.data keeps it (null before the first pass). */
type StoredWatermark = { ledger_id: number; limit_id: number; payments_at: string };

const toStored = (w: Watermark): StoredWatermark => ({
  ledger_id: w.ledgerId,
  limit_id: w.limitId,
  payments_at: w.paymentsAt.toISOString(),
});

function fromStored(data: Record<string, unknown> | null | undefined): Watermark | null {
  const d = data as Partial<StoredWatermark> | null | undefined;
  if (
    !d ||
    typeof d.ledger_id !== 'number' ||
    typeof d.limit_id !== 'number' ||
    typeof d.payments_at !== 'string' ||
    Number.isNaN(Date.parse(d.payments_at))
  ) {
    return null;
  }
  return { ledgerId: d.ledger_id, limitId: d.limit_id, paymentsAt: new Date(d.payments_at) };
}

type MarkerRow = typeof harmMarkers.$inferSelect;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type SaferService = ReturnType<typeof createSaferService>;

export function createSaferService(deps: SaferDeps) {
  const { db, now } = deps;

  // ------------------------------------------------------------------------------ thresholds

  /** The enabled rules and their parameters on a skin (rows override the defaults). */
  async function rulesOf(executor: Executor, skinId: number) {
    const overrides = await executor
      .select()
      .from(harmThresholds)
      .where(eq(harmThresholds.skinId, skinId));
    const out: { marker: SaferMarker; params: Record<string, number> }[] = [];
    for (const marker of SAFER_MARKER_KEYS) {
      const row = overrides.find((o) => o.marker === marker);
      if (row && !row.enabled) continue;
      out.push({ marker, params: { ...defaultParams(marker), ...(row?.params ?? {}) } });
    }
    return out;
  }

  // ------------------------------------------------------------------------------ evaluation

  /**
   * Evaluates every enabled rule for one player at `at`: a marker per crossed rule and window
   * (idempotent: the same rows give the same window key, ON CONFLICT DO NOTHING). Returns the
   * markers inserted.
   */
  async function evaluatePlayer(
    playerId: number,
    at: Date = now(),
    executor: Executor = db,
  ): Promise<MarkerRow[]> {
    const [player] = await executor
      .select({ skinId: players.skinId })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) return [];
    const previous = await rows<{ marker: string; last_id: unknown }>(
      executor,
      sql`select distinct on (marker) marker, (evidence ->> 'last_id') as last_id
        from harm_markers where player_id = ${playerId} order by marker, id desc`,
    );
    const inserted: MarkerRow[] = [];
    for (const { marker, params } of await rulesOf(executor, player.skinId)) {
      const afterId = Number(previous.find((p) => p.marker === marker)?.last_id ?? 0) || 0;
      const found = await RULES[marker](executor, { playerId, now: at, params, afterId });
      if (!found) continue;
      const [row] = await executor
        .insert(harmMarkers)
        .values({
          playerId,
          marker,
          windowKey: found.windowKey,
          evidence: found.evidence,
          detectedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (row) inserted.push(row);
    }
    return inserted;
  }

  /** Evaluates several players (each on its own; one failing does not stop the others). */
  async function evaluate(playerIds: number[], at: Date = now(), executor: Executor = db) {
    const inserted: MarkerRow[] = [];
    for (const id of playerIds) {
      try {
        inserted.push(...(await evaluatePlayer(id, at, executor)));
      } catch (err) {
        deps.log?.error({ err, playerId: id }, 'safer: evaluation failed');
      }
    }
    return inserted;
  }

  /** The newest ledger and limit ids and payment change: the watermark a pass advances to. */
  async function newest(executor: Executor): Promise<Watermark> {
    const [tops] = await rows<{ ledger: unknown; limits: unknown; paid: unknown }>(
      executor,
      sql`select (select max(id) from ledger_transactions) as ledger,
        (select max(id) from limit_requests) as limits,
        (select max(updated_at) from payments) as paid`,
    );
    return {
      ledgerId: Number(tops?.ledger ?? 0),
      limitId: Number(tops?.limits ?? 0),
      paymentsAt: tops?.paid ? new Date(tops.paid as string) : new Date(0),
    };
  }

  const sameMark = (a: Watermark, b: Watermark) =>
    a.ledgerId === b.ledgerId &&
    a.limitId === b.limitId &&
    a.paymentsAt.getTime() === b.paymentsAt.getTime();

  /** The players with ledger, payment or limit activity between the two watermarks. */
  async function activeBetween(
    executor: Executor,
    mark: Watermark | null,
    next: Watermark,
    at: Date,
  ): Promise<number[]> {
    let found: { player_id: unknown }[];
    if (!mark) {
      // The very first pass: the players active in the last day (play is in the day totals).
      const since = new Date(at.getTime() - FIRST_PASS_LOOKBACK_MS);
      const day = since.toISOString().slice(0, 10);
      found = await rows(
        executor,
        sql`select player_id from player_day_totals where day >= ${day}::date
          union select player_id from payments where updated_at > ${since.toISOString()}::timestamptz
          union select player_id from limit_requests
            where created_at > ${since.toISOString()}::timestamptz`,
      );
    } else {
      found = await rows(
        executor,
        sql`select player_id from ledger_transactions
            where id > ${mark.ledgerId - OVERLAP_IDS} and id <= ${next.ledgerId}
          union select player_id from limit_requests
            where id > ${mark.limitId - OVERLAP_IDS} and id <= ${next.limitId}
          union select player_id from payments where updated_at > ${new Date(
            mark.paymentsAt.getTime() - OVERLAP_MS,
          ).toISOString()}::timestamptz`,
      );
    }
    return found.map((r) => Number(r.player_id)).sort((a, b) => a - b);
  }

  /** The job's stored state (the row is created empty on the very first read). */
  async function readState(): Promise<Record<string, unknown>> {
    const read = () =>
      db.select({ data: jobState.data }).from(jobState).where(eq(jobState.name, SAFER_JOB_STATE));
    let [row] = await read();
    if (!row) {
      await db
        .insert(jobState)
        .values({ name: SAFER_JOB_STATE, watermark: null, data: {}, updatedAt: now() })
        .onConflictDoNothing();
      [row] = await read();
    }
    return row?.data ?? {};
  }

  /**
   * One pass of the job. The watermark lives in job_state (`safer.markers`): a restarted process
   * carries on from it. The pass reads it, then in one transaction (under a transaction-scoped
   * advisory lock: a process finding it taken skips) claims the window by advancing the stored
   * watermark only from the value it read; a process whose claim finds another value skips
   * (another process evaluated that window), and a failed pass rolls its claim back. Cheap when
   * idle: three index lookups of the newest ids. Null: skipped.
   */
  async function runJob(at: Date = now()): Promise<{ players: number; markers: number } | null> {
    const read = await readState();
    const mark = fromStored(read);
    return db.transaction(async (tx) => {
      const locked = await rows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${SAFER_JOB_LOCK}) as locked`,
      );
      if (locked[0]?.locked !== true) return null;
      const next = await newest(tx);
      if (mark && sameMark(mark, next)) return { players: 0, markers: 0 };
      const claimed = await tx
        .update(jobState)
        .set({ watermark: at, data: toStored(next), updatedAt: at })
        .where(
          and(
            eq(jobState.name, SAFER_JOB_STATE),
            sql`${jobState.data} = ${JSON.stringify(read)}::jsonb`,
          ),
        )
        .returning({ name: jobState.name });
      if (claimed.length === 0) return null;
      const ids = await activeBetween(tx, mark, next, at);
      let markers = 0;
      for (const id of ids) {
        // Each player in a savepoint: a failing rule does not abort the pass's transaction.
        try {
          markers += (await tx.transaction((inner) => evaluatePlayer(id, at, inner))).length;
        } catch (err) {
          deps.log?.error({ err, playerId: id }, 'safer: evaluation failed');
        }
      }
      return { players: ids.length, markers };
    });
  }

  // ----------------------------------------------------------------------------------- queue

  const markerColumns = {
    id: harmMarkers.id,
    playerId: harmMarkers.playerId,
    nickname: players.username,
    skinId: players.skinId,
    marker: harmMarkers.marker,
    windowKey: harmMarkers.windowKey,
    status: harmMarkers.status,
    detectedAt: harmMarkers.detectedAt,
    evidence: harmMarkers.evidence,
    reviewedBy: harmMarkers.reviewedBy,
    reviewedAt: harmMarkers.reviewedAt,
    reviewNote: harmMarkers.reviewNote,
  };
  type MarkerJoined = NonNullable<Awaited<ReturnType<typeof markerById>>>;

  function itemOf(r: MarkerJoined, at: Date): SaferMarkerItem {
    return {
      id: r.id,
      player_id: r.playerId,
      nickname: r.nickname,
      skin_id: r.skinId,
      marker: r.marker,
      window_key: r.windowKey,
      status: r.status as SaferMarkerStatus,
      detected_at: r.detectedAt.toISOString(),
      age_seconds: Math.max(0, Math.floor((at.getTime() - r.detectedAt.getTime()) / 1000)),
      summary: summaryOf(r.marker, r.evidence),
      evidence: r.evidence,
      reviewed_by: r.reviewedBy,
      reviewed_at: r.reviewedAt?.toISOString() ?? null,
      review_note: r.reviewNote,
    };
  }

  async function openByMarker(): Promise<Record<string, number>> {
    const counts = await db
      .select({ marker: harmMarkers.marker, n: count() })
      .from(harmMarkers)
      .where(eq(harmMarkers.status, 'open'))
      .groupBy(harmMarkers.marker);
    const out: Record<string, number> = Object.fromEntries(SAFER_MARKER_KEYS.map((k) => [k, 0]));
    for (const c of counts) out[c.marker] = Number(c.n);
    return out;
  }

  async function summary() {
    const byMarker = await openByMarker();
    return {
      open: Object.values(byMarker).reduce((s, n) => s + n, 0),
      open_by_marker: byMarker,
    };
  }

  /** The queue: oldest first (open markers by default). */
  async function listMarkers(q: {
    status?: SaferMarkerStatus;
    marker?: SaferMarker;
    player_id?: number;
    skin_id?: number;
    page: number;
    per_page: number;
  }) {
    const where = and(
      eq(harmMarkers.status, q.status ?? 'open'),
      q.marker ? eq(harmMarkers.marker, q.marker) : undefined,
      q.player_id ? eq(harmMarkers.playerId, q.player_id) : undefined,
      q.skin_id ? eq(players.skinId, q.skin_id) : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(harmMarkers)
      .innerJoin(players, eq(players.id, harmMarkers.playerId))
      .where(where);
    const list = await db
      .select(markerColumns)
      .from(harmMarkers)
      .innerJoin(players, eq(players.id, harmMarkers.playerId))
      .where(where)
      .orderBy(asc(harmMarkers.detectedAt), asc(harmMarkers.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    const at = now();
    const n = Number(total?.n ?? 0);
    return {
      data: list.map((r) => itemOf(r, at)),
      meta: { ...pageMeta(q.page, q.per_page, n), open_by_marker: await openByMarker() },
    };
  }

  async function markerById(executor: Executor, id: number) {
    const [r] = await executor
      .select(markerColumns)
      .from(harmMarkers)
      .innerJoin(players, eq(players.id, harmMarkers.playerId))
      .where(eq(harmMarkers.id, id));
    return r ?? null;
  }

  async function playerExists(playerId: number) {
    const [p] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    if (!p) throw notFound();
  }

  /** Reviews a marker (reviewed or dismissed, with a note); the before and after for the audit. */
  async function reviewMarker(
    id: number,
    body: { status: 'reviewed' | 'dismissed'; note?: string },
    actor: Actor,
  ) {
    return db.transaction(async (tx) => {
      const before = await markerById(tx, id);
      if (!before) throw notFound();
      const at = now();
      await tx
        .update(harmMarkers)
        .set({
          status: body.status,
          reviewedBy: actor.staffId,
          reviewedAt: at,
          reviewNote: body.note ?? null,
        })
        .where(eq(harmMarkers.id, id));
      const after = (await markerById(tx, id))!;
      return { before: itemOf(before, at), after: itemOf(after, at) };
    });
  }

  // ---------------------------------------------------------------------------- interactions

  async function interactionsOf(executor: Executor, playerId: number, id?: number) {
    const list = await executor
      .select({
        id: playerInteractions.id,
        playerId: playerInteractions.playerId,
        staffId: playerInteractions.staffId,
        staffName: staffTable.name,
        kind: playerInteractions.kind,
        channel: playerInteractions.channel,
        note: playerInteractions.note,
        markerId: playerInteractions.markerId,
        createdAt: playerInteractions.createdAt,
      })
      .from(playerInteractions)
      .innerJoin(staffTable, eq(staffTable.id, playerInteractions.staffId))
      .where(
        and(
          eq(playerInteractions.playerId, playerId),
          id ? eq(playerInteractions.id, id) : undefined,
        ),
      )
      .orderBy(desc(playerInteractions.createdAt), desc(playerInteractions.id));
    return list.map((r): InteractionItem => ({
      id: r.id,
      player_id: r.playerId,
      staff_id: r.staffId,
      staff_name: r.staffName,
      kind: r.kind,
      channel: r.channel,
      note: r.note,
      marker_id: r.markerId,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async function listInteractions(playerId: number) {
    await playerExists(playerId);
    return interactionsOf(db, playerId);
  }

  /**
   * Logs an interaction; one that names a marker (of this player) marks an open marker
   * reviewed. Returns the interaction and the marker's before and after (when it changed).
   */
  async function addInteraction(
    playerId: number,
    body: { kind: string; channel: string; note: string; marker_id?: number },
    actor: Actor,
  ) {
    await playerExists(playerId);
    return db.transaction(async (tx) => {
      const at = now();
      let markerChange: { before: SaferMarkerItem; after: SaferMarkerItem } | null = null;
      if (body.marker_id !== undefined) {
        const marker = await markerById(tx, body.marker_id);
        if (!marker || marker.playerId !== playerId) {
          throw new HttpError(422, ERROR_MESSAGES.validation, { marker_id: [ERROR_KEYS.invalid] });
        }
        if (marker.status === 'open') {
          await tx
            .update(harmMarkers)
            .set({
              status: 'reviewed',
              reviewedBy: actor.staffId,
              reviewedAt: at,
              reviewNote: `interaction: ${body.kind}`,
            })
            .where(and(eq(harmMarkers.id, marker.id), eq(harmMarkers.status, 'open')));
          markerChange = {
            before: itemOf(marker, at),
            after: itemOf((await markerById(tx, marker.id))!, at),
          };
        }
      }
      const [row] = await tx
        .insert(playerInteractions)
        .values({
          playerId,
          staffId: actor.staffId,
          kind: body.kind,
          channel: body.channel,
          note: body.note,
          markerId: body.marker_id ?? null,
          createdAt: at,
        })
        .returning({ id: playerInteractions.id });
      const [item] = await interactionsOf(tx, playerId, row!.id);
      return { interaction: item!, markerChange };
    });
  }

  /** The player page's tab: all the player's markers (newest first) and interactions. */
  async function playerView(playerId: number) {
    await playerExists(playerId);
    const list = await db
      .select(markerColumns)
      .from(harmMarkers)
      .innerJoin(players, eq(players.id, harmMarkers.playerId))
      .where(eq(harmMarkers.playerId, playerId))
      .orderBy(desc(harmMarkers.detectedAt), desc(harmMarkers.id))
      .limit(500);
    const at = now();
    return {
      player_id: playerId,
      markers: list.map((r) => itemOf(r, at)),
      interactions: await interactionsOf(db, playerId),
    };
  }

  // ------------------------------------------------------------------------- thresholds (staff)

  async function skinExists(skinId: number) {
    const [s] = await db.select({ id: skins.id }).from(skins).where(eq(skins.id, skinId));
    if (!s) throw notFound();
  }

  function thresholdItem(marker: SaferMarker, row: typeof harmThresholds.$inferSelect | undefined) {
    const rule = SAFER_MARKERS[marker];
    const specs = rule.params as Record<string, SaferParam>;
    return {
      marker,
      statement: rule.statement,
      reads: rule.reads,
      enabled: row?.enabled ?? true,
      params: { ...defaultParams(marker), ...(row?.params ?? {}) },
      defaults: defaultParams(marker),
      bounds: Object.fromEntries(
        Object.entries(specs).map(([k, v]) => [k, { min: v.min, max: v.max, unit: v.unit }]),
      ),
      overridden: row !== undefined,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function thresholds(skinId: number) {
    await skinExists(skinId);
    const list = await db.select().from(harmThresholds).where(eq(harmThresholds.skinId, skinId));
    return SAFER_MARKER_KEYS.map((m) =>
      thresholdItem(
        m,
        list.find((r) => r.marker === m),
      ),
    );
  }

  /** Sets a rule's parameters on a skin (checked per rule); before and after for the audit. */
  async function setThreshold(
    marker: SaferMarker,
    body: { skin_id: number; enabled: boolean; params: Record<string, unknown> },
    actor: Actor,
  ) {
    const errors = checkParams(marker, body.params);
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, ERROR_MESSAGES.validation, errors);
    }
    await skinExists(body.skin_id);
    const params = body.params as Record<string, number>;
    return db.transaction(async (tx) => {
      const key = and(eq(harmThresholds.skinId, body.skin_id), eq(harmThresholds.marker, marker));
      const [prior] = await tx.select().from(harmThresholds).where(key);
      const at = now();
      await tx
        .insert(harmThresholds)
        .values({
          skinId: body.skin_id,
          marker,
          enabled: body.enabled,
          params,
          updatedAt: at,
          updatedBy: actor.staffId,
        })
        .onConflictDoUpdate({
          target: [harmThresholds.skinId, harmThresholds.marker],
          set: { enabled: body.enabled, params, updatedAt: at, updatedBy: actor.staffId },
        });
      const [row] = await tx.select().from(harmThresholds).where(key);
      return { before: thresholdItem(marker, prior), after: thresholdItem(marker, row) };
    });
  }

  /** The markers of some players (tests and tools). */
  async function markersOf(playerIds: number[]) {
    if (playerIds.length === 0) return [];
    return db
      .select()
      .from(harmMarkers)
      .where(inArray(harmMarkers.playerId, playerIds))
      .orderBy(asc(harmMarkers.id));
  }

  return {
    evaluatePlayer,
    evaluate,
    runJob,
    summary,
    listMarkers,
    reviewMarker,
    addInteraction,
    listInteractions,
    playerView,
    thresholds,
    setThreshold,
    markersOf,
  };
}
