/**
 * Operator reports for staff: GGR/NGR, payments, bonus, players. Whole UTC days (range.ts);
 * players flagged `is_test` are left out everywhere; money in integer minor units per currency
 * (never summed across currencies, never converted: `currencies.rate` is one static rate, not a
 * dated history).
 *
 * GGR/NGR, from ledger_transactions (the wallet's truth) by the transaction's created_at:
 * - bets      = cash staked by bet transactions of status authorized or reverted (a refunded bet
 *               is `reverted`; it was staked, and its refund is counted below); declined bets
 *               moved nothing and never count;
 * - rollbacks = cash given back by refunds (operation refund): the rollback is netted on the day
 *               it happened;
 * - wins      = cash paid by wins;
 * - ggr       = bets − rollbacks − wins: real money only. Bonus money is the operator's own
 *               until it converts, so its stakes and wins are shown apart (bonus_bets net of
 *               refunds, bonus_wins — free-spin wins are paid into the bonus balance and show
 *               there) and do not enter GGR;
 * - bonus_cost = cash credited by bonus conversions (operation bonus_convert, type 12): the only
 *               way bonus money (a deposit or no-deposit bonus, free-spin winnings, a cashback —
 *               all paid as bonus money in this ledger) becomes the player's cash. So free-spin
 *               wins paid and cashback paid are counted once, when they convert. Bonus money that
 *               is removed (type 13) cost nothing;
 * - ngr       = ggr − bonus_cost.
 * Staff adjustments (type 11) are neither play nor bonus: not in GGR/NGR.
 * A win or refund without its own game id takes its bet's (ref_external_id → the bet).
 *
 * Indexes: the ranges filter ledger_transactions.created_at, payments.created_at,
 * player_campaigns.created_at and players.created_at. payments has (status, type, created_at);
 * ledger_transactions only has (player_id, created_at), so a report over all players scans the
 * ledger: the lead should add `CREATE INDEX ledger_transactions_created_idx ON
 * ledger_transactions (created_at)` (and `players (created_at)`, `player_campaigns
 * (created_at)` for the registration and bonus counts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  BonusReportResponse,
  GgrGroup,
  GgrReportResponse,
  PaymentsReportResponse,
  PlayersReportResponse,
} from '@croupier/contract/staff-reports';
import type { Db } from '../../db/client.ts';
import { dayRange, type DayRange } from './range.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const res = (await db.execute(query)) as unknown as { rows: Row[] };
  return res.rows;
}

const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const inRange = (column: SQL, r: DayRange) =>
  sql`${column} >= ${r.start.toISOString()}::timestamptz and ${column} < ${r.end.toISOString()}::timestamptz`;

export type GgrData = GgrReportResponse['data'];
export type PaymentsData = PaymentsReportResponse['data'];
export type BonusData = BonusReportResponse['data'];
export type PlayersData = PlayersReportResponse['data'];

export function createStaffReports(deps: { db: Db }) {
  const { db } = deps;

  async function ggr(q: {
    from: string;
    to: string;
    group: GgrGroup;
    currency?: string | undefined;
  }): Promise<GgrData> {
    const r = dayRange(q.from, q.to);
    const gameId = sql`coalesce(t.game_id, b.game_id)`;
    const keys: Record<GgrGroup, { key: SQL; label: SQL }> = {
      day: { key: dayOf(sql`t.created_at`), label: dayOf(sql`t.created_at`) },
      game: {
        key: sql`coalesce(${gameId}::text, '')`,
        label: sql`coalesce(g.name, '')`,
      },
      provider: {
        key: sql`coalesce(pr.id::text, '')`,
        label: sql`coalesce(pr.name, '')`,
      },
      currency: { key: sql`c.code`, label: sql`c.code` },
    };
    const perGame = q.group === 'game' || q.group === 'provider';
    const operations = perGame
      ? sql`('bet', 'win', 'refund')`
      : sql`('bet', 'win', 'refund', 'bonus_convert')`;
    const currency = q.currency ? sql`and c.code = ${q.currency}` : sql``;
    const figures = sql`
      coalesce(-sum(t.cash) filter (where t.operation = 'bet'), 0)::bigint as bets,
      coalesce(sum(t.cash) filter (where t.operation = 'refund'), 0)::bigint as rollbacks,
      coalesce(sum(t.cash) filter (where t.operation = 'win'), 0)::bigint as wins,
      (coalesce(-sum(t.bonus) filter (where t.operation = 'bet'), 0)
        - coalesce(sum(t.bonus) filter (where t.operation = 'refund'), 0))::bigint as bonus_bets,
      coalesce(sum(t.bonus) filter (where t.operation = 'win'), 0)::bigint as bonus_wins,
      coalesce(sum(t.cash) filter (where t.operation = 'bonus_convert'), 0)::bigint as bonus_cost,
      count(*) filter (where t.operation = 'bet' and t.status = 'authorized' and t.amount > 0)
        as bets_count,
      count(distinct t.player_id) filter (where t.operation = 'bet') as players`;
    const from = (ops: SQL) => sql`
      from ledger_transactions t
      join players p on p.id = t.player_id
      join currencies c on c.id = t.currency_id
      left join ledger_transactions b on t.operation in ('win', 'refund')
        and b.provider = t.provider and b.external_id = t.ref_external_id
      left join games g on g.id = ${gameId}
      left join providers pr on pr.id = g.provider_id
      where ${inRange(sql`t.created_at`, r)}
        and t.status in ('authorized', 'reverted')
        and t.operation in ${ops}
        and not p.is_test ${currency}`;
    const k = keys[q.group];
    const [grouped, totals] = await Promise.all([
      rows(
        db,
        sql`select ${k.key} as key, ${k.label} as label, c.code as currency, ${figures}
          ${from(operations)}
          group by 1, 2, 3 order by 1, 3`,
      ),
      rows(
        db,
        sql`select c.code as currency, ${figures}
          ${from(sql`('bet', 'win', 'refund', 'bonus_convert')`)}
          group by 1 order by 1`,
      ),
    ]);
    const money = (x: Row) => {
      const bets = num(x.bets);
      const rollbacks = num(x.rollbacks);
      const wins = num(x.wins);
      const ggrValue = bets - rollbacks - wins;
      return {
        currency: str(x.currency),
        bets,
        rollbacks,
        wins,
        ggr: ggrValue,
        bonus_bets: num(x.bonus_bets),
        bonus_wins: num(x.bonus_wins),
        bonus_cost: num(x.bonus_cost),
        ngr: ggrValue - num(x.bonus_cost),
        bets_count: num(x.bets_count),
        players: num(x.players),
      };
    };
    let rowsOut = grouped.map((x) => {
      const m = money(x);
      return {
        key: str(x.key),
        label: str(x.label),
        ...m,
        bonus_cost: perGame ? null : m.bonus_cost,
        ngr: perGame ? null : m.ngr,
      };
    });
    if (q.group === 'day') {
      // Numeric order of days is their text order; stable by currency within a day.
      rowsOut = rowsOut.sort((a, b) =>
        a.key === b.key ? a.currency.localeCompare(b.currency) : a.key.localeCompare(b.key),
      );
    }
    return { from: r.from, to: r.to, group: q.group, rows: rowsOut, totals: totals.map(money) };
  }

  async function payments(q: {
    from: string;
    to: string;
    group: 'day' | 'method';
    currency?: string | undefined;
  }): Promise<PaymentsData> {
    const r = dayRange(q.from, q.to);
    const key =
      q.group === 'day'
        ? { key: dayOf(sql`x.created_at`), label: dayOf(sql`x.created_at`) }
        : {
            key: sql`coalesce(m.code, 'method-' || x.method_id::text)`,
            label: sql`coalesce(m.name, 'method ' || x.method_id::text)`,
          };
    const currency = q.currency ? sql`and c.code = ${q.currency}` : sql``;
    const from = sql`
      from payments x
      join players p on p.id = x.player_id
      join currencies c on c.id = x.currency_id
      left join payment_methods m on m.skin_id = p.skin_id and m.method_id = x.method_id
      where ${inRange(sql`x.created_at`, r)} and not p.is_test ${currency}`;
    const figures = sql`case x.type when 1 then 'deposit' else 'withdrawal' end as type,
      x.status as status, count(*) as count, coalesce(sum(x.amount), 0)::bigint as amount`;
    const [grouped, totals] = await Promise.all([
      rows(
        db,
        sql`select ${key.key} as key, ${key.label} as label, c.code as currency, ${figures}
          ${from} group by 1, 2, 3, 4, 5 order by 1, 3, 4, 5`,
      ),
      rows(
        db,
        sql`select c.code as currency, ${figures} ${from} group by 1, 2, 3 order by 1, 2, 3`,
      ),
    ]);
    const line = (x: Row) => ({
      currency: str(x.currency),
      type: str(x.type) as 'deposit' | 'withdrawal',
      status: str(x.status),
      count: num(x.count),
      amount: num(x.amount),
    });
    return {
      from: r.from,
      to: r.to,
      group: q.group,
      rows: grouped.map((x) => ({ key: str(x.key), label: str(x.label), ...line(x) })),
      totals: totals.map(line),
    };
  }

  async function bonus(q: { from: string; to: string }): Promise<BonusData> {
    const r = dayRange(q.from, q.to);
    const [granted, moved] = await Promise.all([
      rows(
        db,
        sql`select pc.campaign_id, c.code as currency, count(*) as granted
          from player_campaigns pc
          join players p on p.id = pc.player_id
          join currencies c on c.id = pc.currency_id
          where ${inRange(sql`pc.created_at`, r)} and not p.is_test
          group by 1, 2`,
      ),
      rows(
        db,
        sql`select pc.campaign_id, c.code as currency,
            coalesce(sum(t.bonus) filter (where t.operation = 'bonus'), 0)::bigint as bonus_granted,
            count(distinct t.player_campaign_id) filter (where t.operation = 'bonus_convert')
              as converted_count,
            coalesce(sum(t.cash) filter (where t.operation = 'bonus_convert'), 0)::bigint
              as converted,
            count(distinct t.player_campaign_id) filter (where t.operation = 'bonus_remove')
              as removed_count,
            coalesce(-sum(t.bonus) filter (where t.operation = 'bonus_remove'), 0)::bigint
              as removed
          from ledger_transactions t
          join player_campaigns pc on pc.id = t.player_campaign_id
          join players p on p.id = t.player_id
          join currencies c on c.id = t.currency_id
          where ${inRange(sql`t.created_at`, r)}
            and t.provider = 'bonus' and t.status = 'authorized'
            and t.operation in ('bonus', 'bonus_convert', 'bonus_remove')
            and not p.is_test
          group by 1, 2`,
      ),
    ]);
    type Figures = Omit<BonusData['rows'][number], 'code' | 'name' | 'kind'>;
    const byKey = new Map<string, Figures>();
    const entry = (campaignId: number, currency: string) => {
      const k = `${campaignId}|${currency}`;
      let e = byKey.get(k);
      if (!e) {
        e = {
          campaign_id: campaignId,
          currency,
          granted: 0,
          bonus_granted: 0,
          converted_count: 0,
          converted: 0,
          removed_count: 0,
          removed: 0,
          cost: 0,
        };
        byKey.set(k, e);
      }
      return e;
    };
    for (const x of granted) entry(num(x.campaign_id), str(x.currency)).granted = num(x.granted);
    for (const x of moved) {
      const e = entry(num(x.campaign_id), str(x.currency));
      e.bonus_granted = num(x.bonus_granted);
      e.converted_count = num(x.converted_count);
      e.converted = num(x.converted);
      e.cost = e.converted;
      e.removed_count = num(x.removed_count);
      e.removed = num(x.removed);
    }
    const ids = [...new Set([...byKey.values()].map((e) => e.campaign_id))];
    const info = new Map<number, Row>();
    if (ids.length > 0) {
      const list = await rows(
        db,
        sql`select id, code, name, kind from campaigns where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const x of list) info.set(num(x.id), x);
    }
    const out = [...byKey.values()]
      .map((e) => {
        const c = info.get(e.campaign_id);
        return { ...e, code: str(c?.code), name: str(c?.name), kind: str(c?.kind) };
      })
      .sort((a, b) => a.campaign_id - b.campaign_id || a.currency.localeCompare(b.currency));
    const totals = new Map<string, BonusData['totals'][number]>();
    for (const e of out) {
      const t = totals.get(e.currency) ?? {
        currency: e.currency,
        granted: 0,
        bonus_granted: 0,
        converted_count: 0,
        converted: 0,
        removed_count: 0,
        removed: 0,
        cost: 0,
      };
      t.granted += e.granted;
      t.bonus_granted += e.bonus_granted;
      t.converted_count += e.converted_count;
      t.converted += e.converted;
      t.removed_count += e.removed_count;
      t.removed += e.removed;
      t.cost += e.cost;
      totals.set(e.currency, t);
    }
    return {
      from: r.from,
      to: r.to,
      rows: out,
      totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  }

  async function players(q: { from: string; to: string }): Promise<PlayersData> {
    const r = dayRange(q.from, q.to);
    const deposits = sql`payments d join players dp on dp.id = d.player_id
      where d.type = 1 and d.status = 'authorized' and not dp.is_test`;
    const [registered, active, depositors, ftd, distinct] = await Promise.all([
      rows(
        db,
        sql`select ${dayOf(sql`created_at`)} as day, count(*) as n from players
          where ${inRange(sql`created_at`, r)} and not is_test group by 1`,
      ),
      rows(
        db,
        sql`select ${dayOf(sql`t.created_at`)} as day, count(distinct t.player_id) as n
          from ledger_transactions t join players p on p.id = t.player_id
          where ${inRange(sql`t.created_at`, r)} and t.operation = 'bet'
            and t.status in ('authorized', 'reverted') and not p.is_test
          group by 1`,
      ),
      rows(
        db,
        sql`select ${dayOf(sql`d.created_at`)} as day, count(distinct d.player_id) as n
          from ${deposits} and ${inRange(sql`d.created_at`, r)} group by 1`,
      ),
      rows(
        db,
        sql`select ${dayOf(sql`f.first_at`)} as day, count(*) as n
          from (select d.player_id, min(d.created_at) as first_at from ${deposits}
            and d.created_at < ${r.end.toISOString()}::timestamptz group by d.player_id) f
          where ${inRange(sql`f.first_at`, r)} group by 1`,
      ),
      rows(
        db,
        sql`select
          (select count(distinct t.player_id) from ledger_transactions t
            join players p on p.id = t.player_id
            where ${inRange(sql`t.created_at`, r)} and t.operation = 'bet'
              and t.status in ('authorized', 'reverted') and not p.is_test) as active,
          (select count(distinct d.player_id) from ${deposits}
            and ${inRange(sql`d.created_at`, r)}) as depositors`,
      ),
    ]);
    const perDay = (list: Row[]) => new Map(list.map((x) => [str(x.day), num(x.n)]));
    const [reg, act, dep, first] = [registered, active, depositors, ftd].map(perDay) as [
      Map<string, number>,
      Map<string, number>,
      Map<string, number>,
      Map<string, number>,
    ];
    const out = r.days.map((day) => ({
      day,
      registrations: reg.get(day) ?? 0,
      active_players: act.get(day) ?? 0,
      depositors: dep.get(day) ?? 0,
      first_time_depositors: first.get(day) ?? 0,
    }));
    const sum = (k: 'registrations' | 'first_time_depositors') =>
      out.reduce((acc, x) => acc + x[k], 0);
    return {
      from: r.from,
      to: r.to,
      rows: out,
      totals: {
        registrations: sum('registrations'),
        active_players: num(distinct[0]?.active),
        depositors: num(distinct[0]?.depositors),
        first_time_depositors: sum('first_time_depositors'),
      },
    };
  }

  return { ggr, payments, bonus, players };
}
export type StaffReports = ReturnType<typeof createStaffReports>;
