/**
 * The rules of the safer-gambling markers (contract SAFER_MARKERS), each one SQL reading the
 * player's real rows: ledger bets and wins, payments, limit requests. A rule answers the marker
 * it would raise now (or null): the measured figure, the threshold, the rows behind it (at most
 * EVIDENCE_ROWS) and the largest id it counted (`last_id`: the next episode counts only newer
 * rows, so one run of play is flagged once). The window key is the first counted row's id, so
 * two evaluations of the same rows (two nodes at once) agree on it and the unique index keeps one.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SaferMarker } from '@croupier/contract/safer';
import type { Executor } from '../db/client.ts';

export const EVIDENCE_ROWS = 20;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Finding {
  windowKey: string;
  evidence: {
    measured: number;
    threshold: number;
    params: Record<string, number>;
    last_id: number;
    rows: Record<string, unknown>[];
    [key: string]: unknown;
  };
}

export interface RuleInput {
  playerId: number;
  now: Date;
  params: Record<string, number>;
  /** Only rows with a larger id count (the previous marker's last_id; 0: none). */
  afterId: number;
}

type Rule = (db: Executor, input: RuleInput) => Promise<Finding | null>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (v: unknown): string => new Date(v as string).toISOString();
const num = (v: unknown): number => Number(v);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function finding(
  items: { id: number }[],
  measured: number,
  threshold: number,
  params: Record<string, number>,
  shown: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Finding {
  const ids = items.map((i) => i.id);
  return {
    windowKey: `from:${Math.min(...ids)}`,
    evidence: {
      measured,
      threshold,
      params,
      ...extra,
      last_id: Math.max(...ids),
      rows: shown.slice(0, EVIDENCE_ROWS),
    },
  };
}

/** Deposits started within `minutes` after play left the cash balance under `bust_minor`. */
const lossChasing: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - params.hours! * HOUR);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select p.id, p.amount, p.created_at, lt.id as play_id, lt.operation as play_operation,
        lt.cash_after, lt.created_at as play_at
      from payments p
      cross join lateral (
        select t.id, t.operation, t.cash_after, t.created_at from ledger_transactions t
        where t.player_id = p.player_id and t.status = 'authorized'
          and t.operation in ('bet', 'win', 'refund') and t.created_at <= p.created_at
        order by t.created_at desc, t.id desc limit 1
      ) lt
      where p.player_id = ${playerId} and p.type = 1 and p.status = 'authorized'
        and p.id > ${afterId} and p.created_at > ${ts(since)} and p.created_at <= ${ts(now)}
        and lt.cash_after < ${params.bust_minor!}
        and lt.created_at >= p.created_at - make_interval(mins => ${params.minutes!}::int)
      order by p.id`,
  );
  if (found.length < params.deposits!) return null;
  const items = found.map((r) => ({
    id: num(r.id),
    amount: num(r.amount),
    at: iso(r.created_at),
    after_play: {
      ledger_id: num(r.play_id),
      operation: String(r.play_operation),
      cash_after: num(r.cash_after),
      at: iso(r.play_at),
    },
  }));
  return finding(items, items.length, params.deposits!, params, items, {
    total_deposited: items.reduce((s, i) => s + i.amount, 0),
  });
};

/** Deposits of the last 7 days against the weekly average of the 4 weeks before. */
const risingDepositFrequency: Rule = async (db, { playerId, now, params, afterId }) => {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const baselineFrom = new Date(now.getTime() - 35 * DAY);
  const recent = await rows<Record<string, unknown>>(
    db,
    sql`select id, amount, created_at from payments
      where player_id = ${playerId} and type = 1 and status = 'authorized' and id > ${afterId}
        and created_at > ${ts(weekAgo)} and created_at <= ${ts(now)}
      order by id`,
  );
  if (recent.length < params.min_deposits!) return null;
  const [base] = await rows<{ n: unknown }>(
    db,
    sql`select count(*) as n from payments
      where player_id = ${playerId} and type = 1 and status = 'authorized'
        and created_at > ${ts(baselineFrom)} and created_at <= ${ts(weekAgo)}`,
  );
  const baseline = num(base?.n ?? 0);
  const weeklyAverage = baseline / 4;
  // recent >= factor x average, in integers: recent x 4 >= factor x baseline.
  if (recent.length * 4 < params.factor! * baseline) return null;
  const items = recent.map((r) => ({
    id: num(r.id),
    amount: num(r.amount),
    at: iso(r.created_at),
  }));
  return finding(
    items,
    items.length,
    Math.max(params.min_deposits!, params.factor! * weeklyAverage),
    params,
    items,
    {
      baseline_deposits: baseline,
      baseline_weekly_average: weeklyAverage,
    },
  );
};

/** Withdrawals the player cancelled (money back to play with). */
const reversedWithdrawals: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - params.days! * DAY);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, amount, created_at, finished_at from payments
      where player_id = ${playerId} and type = 2 and status = 'reverted'
        and details ->> 'cancelled_by' = 'player' and id > ${afterId}
        and finished_at > ${ts(since)} and finished_at <= ${ts(now)}
      order by id`,
  );
  if (found.length < params.count!) return null;
  const items = found.map((r) => ({
    id: num(r.id),
    amount: num(r.amount),
    requested_at: iso(r.created_at),
    cancelled_at: iso(r.finished_at),
  }));
  return finding(items, items.length, params.count!, params, items, {
    total_reversed: items.reduce((s, i) => s + i.amount, 0),
  });
};

/** The longest run of bets in the last 24 hours with gaps under `gap_minutes`. */
const longSession: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - DAY);
  const sessions = await rows<Record<string, unknown>>(
    db,
    sql`with b as (
        select id, amount, created_at,
          created_at - lag(created_at) over (order by created_at, id) as gap
        from ledger_transactions
        where player_id = ${playerId} and operation = 'bet' and status = 'authorized'
          and id > ${afterId} and created_at > ${ts(since)} and created_at <= ${ts(now)}
      ), s as (
        select *, sum(case when gap is null
            or gap >= make_interval(mins => ${params.gap_minutes!}::int) then 1 else 0 end)
          over (order by created_at, id) as session
        from b
      )
      select min(id) as first_id, max(id) as last_id, min(created_at) as started_at,
        max(created_at) as ended_at, count(*) as bets, sum(amount) as staked,
        extract(epoch from max(created_at) - min(created_at)) as seconds
      from s group by session
      having max(created_at) - min(created_at) >= make_interval(hours => ${params.hours!}::int)
      order by min(created_at) limit 1`,
  );
  const s = sessions[0];
  if (!s) return null;
  const minutes = Math.floor(num(s.seconds) / 60);
  return {
    windowKey: `from:${num(s.first_id)}`,
    evidence: {
      measured: minutes,
      threshold: params.hours! * 60,
      params,
      unit: 'minutes',
      bets: num(s.bets),
      staked: num(s.staked),
      last_id: num(s.last_id),
      rows: [
        {
          first_bet_id: num(s.first_id),
          last_bet_id: num(s.last_id),
          started_at: iso(s.started_at),
          ended_at: iso(s.ended_at),
        },
      ],
    },
  };
};

/** Nights (UTC dates) with bets between from_hour and to_hour, within the last 7 days. */
const nightPlay: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - 7 * DAY);
  const nights = await rows<Record<string, unknown>>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as night,
        count(*) as bets, sum(amount) as staked, min(id) as first_id, max(id) as last_id,
        min(created_at) as first_at, max(created_at) as last_at
      from ledger_transactions
      where player_id = ${playerId} and operation = 'bet' and status = 'authorized'
        and id > ${afterId} and created_at > ${ts(since)} and created_at <= ${ts(now)}
        and extract(hour from created_at at time zone 'UTC') >= ${params.from_hour!}
        and extract(hour from created_at at time zone 'UTC') < ${params.to_hour!}
      group by 1 order by 1`,
  );
  if (nights.length < params.nights!) return null;
  const items = nights.map((n) => ({
    night: String(n.night),
    bets: num(n.bets),
    staked: num(n.staked),
    first_bet_id: num(n.first_id),
    last_bet_id: num(n.last_id),
    first_at: iso(n.first_at),
    last_at: iso(n.last_at),
  }));
  const ids = nights.flatMap((n) => [{ id: num(n.first_id) }, { id: num(n.last_id) }]);
  return finding(ids, items.length, params.nights!, params, items, { unit: 'nights' });
};

/** Requests to raise or remove a limit. */
const repeatedLimitIncreases: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - params.days! * DAY);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, field, direction, previous_value, value, status, created_at
      from limit_requests
      where player_id = ${playerId} and type = 'limit' and direction in ('increase', 'removal')
        and id > ${afterId} and created_at > ${ts(since)} and created_at <= ${ts(now)}
      order by id`,
  );
  if (found.length < params.count!) return null;
  const items = found.map((r) => ({
    id: num(r.id),
    field: String(r.field),
    direction: String(r.direction),
    previous_value: r.previous_value === null ? null : num(r.previous_value),
    value: r.value === null ? null : num(r.value),
    status: String(r.status),
    at: iso(r.created_at),
  }));
  return finding(items, items.length, params.count!, params, items);
};

/** Deposits declined (by the gateway or the platform). */
const declinedDeposits: Rule = async (db, { playerId, now, params, afterId }) => {
  const since = new Date(now.getTime() - params.hours! * HOUR);
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, amount, reason, created_at, coalesce(finished_at, updated_at) as declined_at
      from payments
      where player_id = ${playerId} and type = 1 and status = 'declined' and id > ${afterId}
        and coalesce(finished_at, updated_at) > ${ts(since)}
        and coalesce(finished_at, updated_at) <= ${ts(now)}
      order by id`,
  );
  if (found.length < params.count!) return null;
  const items = found.map((r) => ({
    id: num(r.id),
    amount: num(r.amount),
    reason: r.reason === null ? null : String(r.reason),
    declined_at: iso(r.declined_at),
  }));
  return finding(items, items.length, params.count!, params, items);
};

export const RULES: Record<SaferMarker, Rule> = {
  loss_chasing: lossChasing,
  rising_deposit_frequency: risingDepositFrequency,
  reversed_withdrawals: reversedWithdrawals,
  long_session: longSession,
  night_play: nightPlay,
  repeated_limit_increases: repeatedLimitIncreases,
  declined_deposits: declinedDeposits,
};

/** One line for the queue: the measured figure against the threshold. */
export function summaryOf(marker: string, evidence: Record<string, unknown>): string {
  const measured = Number(evidence.measured);
  const threshold = Number(evidence.threshold);
  switch (marker) {
    case 'loss_chasing':
      return `${measured} deposits soon after the balance ran out (threshold ${threshold})`;
    case 'rising_deposit_frequency':
      return `${measured} deposits in 7 days, weekly average before ${String(evidence.baseline_weekly_average)}`;
    case 'reversed_withdrawals':
      return `${measured} withdrawals cancelled by the player (threshold ${threshold})`;
    case 'long_session':
      return `a session of ${Math.floor(measured / 60)} h ${measured % 60} min (threshold ${threshold / 60} h)`;
    case 'night_play':
      return `play on ${measured} nights in 7 days (threshold ${threshold})`;
    case 'repeated_limit_increases':
      return `${measured} requests to raise or remove a limit (threshold ${threshold})`;
    case 'declined_deposits':
      return `${measured} deposits declined (threshold ${threshold})`;
    default:
      return `${measured} (threshold ${threshold})`;
  }
}
