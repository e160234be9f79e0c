/**
 * The chaos harness's reconciliation (bench/chaos.ts), read straight from the tables once the
 * nodes are stopped. Each finding is a discrepancy; a sound run has none:
 *
 * - the ledger audit of apps/server/src/ops/ledger-audit.ts: every transaction balances, every
 *   wallet's cache equals its entries, no negative balance;
 * - each player's balance equals the sum of its ledger entries AND what its acknowledged
 *   operations imply, give or take each unacknowledged one, once or not at all;
 * - no idempotency key (provider + external id) moved money twice;
 * - no studio round is left unsettled, each moved exactly its win minus its stake (or nothing
 *   when refunded), and each acknowledged round is recorded as it was answered;
 * - each deposit approved at the gateway is credited exactly once, none other is credited, and
 *   each withdrawal holds exactly its reservation (or nothing once cancelled);
 * - no gateway webhook is left undelivered.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { auditLedger, type LedgerAuditResult } from '../apps/server/src/ops/ledger-audit.ts';
import type { ChaosPlayer, Maybe } from './chaos-players.ts';

export interface Finding {
  check: string;
  detail: string;
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** What is still to happen before the books can be read: webhooks to send, rounds to finish. */
export async function pendingWork(db: Db): Promise<{ webhooks: number; rounds: number }> {
  const [row] = await rows(
    db,
    sql`select
      (select count(*) from sandbox_gateway_webhooks where delivered_at is null)::int as webhooks,
      (select count(*) from studio_rounds where status = 'open' or pending is not null)::int as rounds`,
  );
  return { webhooks: Number(row?.webhooks ?? 0), rounds: Number(row?.rounds ?? 0) };
}

/**
 * Makes the gateway's undelivered webhooks due now: the retries its job would send after the
 * backoff (10 s, 30 s, 2 min...) are sent on its next pass instead of minutes later.
 */
export async function makeWebhooksDue(db: Db): Promise<number> {
  const [row] = await rows(
    db,
    sql`with due as (update sandbox_gateway_webhooks set next_attempt_at = now()
        where delivered_at is null and next_attempt_at > now() returning 1)
      select count(*)::int as n from due`,
  );
  return Number(row?.n ?? 0);
}

function ledgerFindings(audit: LedgerAuditResult): Finding[] {
  const out: Finding[] = [];
  if (audit.unbalanced.count > 0) {
    out.push({
      check: 'ledger audit',
      detail: `${audit.unbalanced.count} unbalanced transactions (${audit.unbalanced.transactionIds.join(', ')})`,
    });
  }
  if (audit.walletMismatches.count > 0) {
    out.push({
      check: 'ledger audit',
      detail: `${audit.walletMismatches.count} wallets differ from their entries (${audit.walletMismatches.walletIds.join(', ')})`,
    });
  }
  if (audit.negativeBalances.count > 0) {
    out.push({
      check: 'ledger audit',
      detail: `${audit.negativeBalances.count} negative balances`,
    });
  }
  if (audit.orphanEntries.count > 0) {
    out.push({
      check: 'ledger audit',
      detail: `${audit.orphanEntries.count} entries of a missing transaction or account (${audit.orphanEntries.entryIds.join(', ')})`,
    });
  }
  return out;
}

/** The effect an unacknowledged operation had if it happened. */
async function maybeEffect(db: Db, playerId: number, m: Maybe): Promise<number> {
  if ('amount' in m) return m.amount;
  const [round] = await rows(
    db,
    sql`select status, stake::bigint as stake, win::bigint as win from studio_rounds
        where request_id = ${m.studioRequestId} and player_id = ${playerId}`,
  );
  return round?.status === 'settled' ? Number(round.win) - Number(round.stake) : 0;
}

/** Every sum of a subset of `effects` (each unacknowledged operation once or not at all). */
function reachable(effects: number[]): Set<number> {
  let sums = new Set([0]);
  for (const e of effects) sums = new Set([...sums, ...[...sums].map((s) => s + e)]);
  return sums;
}

async function balanceFindings(db: Db, players: ChaosPlayer[]): Promise<Finding[]> {
  const out: Finding[] = [];
  const found = await rows(
    db,
    sql`select p.id, (coalesce(w.cash, 0) + coalesce(w.bonus, 0))::bigint as wallet,
          coalesce((select sum(e.amount) from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            where a.player_id = p.id and a.kind in ('player_cash', 'player_bonus')), 0)::bigint as entries
        from players p left join wallets w on w.player_id = p.id
        where p.id in ${idList(players.map((p) => p.id))}`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const p of players) {
    const row = byId.get(p.id);
    const wallet = Number(row?.wallet ?? 0);
    const entries = Number(row?.entries ?? 0);
    if (wallet !== entries) {
      out.push({
        check: 'balance = entries',
        detail: `player ${p.id}: wallet ${wallet}, entries ${entries}`,
      });
    }
    const effects = await Promise.all(p.maybes.map((m) => maybeEffect(db, p.id, m)));
    if (!reachable(effects).has(wallet - p.sure)) {
      out.push({
        check: 'balance = acknowledged operations',
        detail: `player ${p.id}: balance ${wallet}, acknowledged ${p.sure}, unacknowledged [${p.maybes
          .map((m, i) => `${m.label}: ${effects[i]}`)
          .join('; ')}]`,
      });
    }
  }
  return out;
}

async function duplicateFindings(db: Db): Promise<Finding[]> {
  const dups = await rows(
    db,
    sql`select provider, external_id, count(*)::int as n from ledger_transactions t
        where exists (select 1 from ledger_entries e where e.transaction_id = t.id)
        group by provider, external_id having count(*) > 1 limit 20`,
  );
  return dups.map((d) => ({
    check: 'idempotency key moved money once',
    detail: `${String(d.provider)} ${String(d.external_id)} moved money ${String(d.n)} times`,
  }));
}

async function studioFindings(db: Db, players: ChaosPlayer[]): Promise<Finding[]> {
  const out: Finding[] = [];
  const rounds = await rows(
    db,
    sql`select r.id, r.status, r.bet_status, r.pending, r.stake::bigint as stake, r.win::bigint as win,
          coalesce((select sum(e.amount) from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            join ledger_accounts a on a.id = e.account_id
            where t.provider = 'croupier' and t.round_id = r.id and a.player_id is not null), 0)::bigint as moved
        from studio_rounds r where r.mode = 'real'`,
  );
  const byId = new Map(rounds.map((r) => [String(r.id), r]));
  for (const r of rounds) {
    if (r.status === 'open' || r.pending !== null) {
      out.push({
        check: 'studio rounds settled',
        detail: `round ${String(r.id)} left ${String(r.status)} (bet ${String(r.bet_status)})`,
      });
    }
    const expected = r.status === 'settled' ? Number(r.win) - Number(r.stake) : 0;
    if (Number(r.moved) !== expected) {
      out.push({
        check: 'studio round moved its result once',
        detail: `round ${String(r.id)} (${String(r.status)}, stake ${String(r.stake)}, win ${String(r.win)}) moved ${String(r.moved)}`,
      });
    }
  }
  for (const p of players) {
    for (const a of p.studioAnswers) {
      const r = byId.get(a.roundId);
      if (a.status !== 'open' && (r?.status !== a.status || Number(r.win) !== a.win)) {
        out.push({
          check: 'studio round recorded as answered',
          detail: `round ${a.roundId} answered ${a.status} win ${a.win}, recorded ${String(r?.status)} win ${String(r?.win)}`,
        });
      }
    }
  }
  return out;
}

async function paymentFindings(db: Db, players: ChaosPlayer[]): Promise<Finding[]> {
  const out: Finding[] = [];
  const payments = await rows(
    db,
    sql`select p.id, p.type, p.status, p.amount::bigint as amount, s.status as gateway,
          coalesce((select sum(e.amount) from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            join ledger_accounts a on a.id = e.account_id
            where t.provider = 'payments' and a.player_id is not null
              and (t.external_id = 'payment-' || p.id or t.external_id like 'payment-' || p.id || '-%')), 0)::bigint as moved
        from payments p
        left join sandbox_gateway_sessions s on s.operation = 'payment' and s.merchant_ref = p.id::text
        where p.player_id in ${idList(players.map((p) => p.id))}`,
  );
  for (const p of payments) {
    const amount = Number(p.amount);
    const moved = Number(p.moved);
    const what = `payment ${String(p.id)} (${String(p.status)}, gateway ${String(p.gateway)}, amount ${amount})`;
    if (Number(p.type) === 1) {
      const approved = p.gateway === 'approved';
      if (approved && (p.status !== 'authorized' || moved !== amount)) {
        out.push({ check: 'approved deposit credited once', detail: `${what} credited ${moved}` });
      } else if (!approved && (p.status === 'authorized' || moved !== 0)) {
        out.push({ check: 'no deposit credited unapproved', detail: `${what} credited ${moved}` });
      }
    } else {
      const reserved = p.status === 'pending' ? -amount : 0;
      if (!['pending', 'reverted'].includes(String(p.status)) || moved !== reserved) {
        out.push({ check: 'withdrawal reserved once', detail: `${what} moved ${moved}` });
      }
    }
  }
  const { webhooks } = await pendingWork(db);
  if (webhooks > 0) {
    out.push({ check: 'webhooks delivered', detail: `${webhooks} gateway webhooks undelivered` });
  }
  return out;
}

/** Every check above; the audit's figures are returned with the findings. */
export async function reconcile(
  db: Db,
  players: ChaosPlayer[],
): Promise<{ audit: LedgerAuditResult; findings: Finding[] }> {
  const audit = await auditLedger(db);
  const findings = [
    ...ledgerFindings(audit),
    ...(await balanceFindings(db, players)),
    ...(await duplicateFindings(db)),
    ...(await studioFindings(db, players)),
    ...(await paymentFindings(db, players)),
  ];
  return { audit, findings };
}
