/**
 * A cheap fingerprint of the database's state, for "a refused request changed nothing": per
 * table the row count and highest (numeric) id, the sums of the wallets, and digests of the statuses that
 * matter (players, staff, payments, player campaigns, limit requests, documents). Tables a
 * refusal is meant to write (failed sign-ins, captcha use, the job queue's bookkeeping) are left
 * out, each with why.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Tables a refused (4xx) request may write by design. */
const WRITTEN_BY_REFUSALS: Record<string, string> = {
  login_attempts: 'failed player sign-ins are counted (lockout)',
  staff_login_failures: 'failed staff sign-ins are counted (lockout)',
  captcha_used: 'a captcha solution is spent even when the form is refused',
  job_state: 'background jobs bookkeeping, not request state',
  scheduled_jobs: 'background jobs bookkeeping, not request state',
  outbox: 'lockout and recovery notices are sent on refusals (spec)',
  audit_log: 'refused staff actions on security settings are audited',
};

/** Status digests: table -> the expression hashed over its rows (ordered by id). */
const DIGESTS: Record<string, string> = {
  players: `id::text || ':' || status || ':' || coalesce(email, '') || ':' || password_hash`,
  staff: `id::text || ':' || role || ':' || active::text`,
  payments: `id::text || ':' || status`,
  player_campaigns: `id::text || ':' || status`,
  limit_requests: `id::text || ':' || status`,
  documents: `id::text || ':' || status`,
  wallets: `player_id::text || ':' || cash::text || ':' || bonus::text || ':' || deposited::text`,
};

export type Fingerprint = Record<string, string>;

/** Builds the fingerprint query once (from the catalogue) and returns a function taking one. */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const rows = (
    (await db.execute(sql`
      select t.table_name as name,
        exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id'
            and c.data_type in ('integer', 'bigint', 'smallint')
        ) as has_id
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`)) as unknown as { rows: { name: string; has_id: boolean }[] }
  ).rows.filter((r) => !(r.name in WRITTEN_BY_REFUSALS) && !r.name.startsWith('__'));
  const parts = rows.map(
    (r) =>
      `'${r.name}', (select count(*)::text${
        r.has_id ? ` || ':' || coalesce(max(id)::text, '')` : ''
      } from "${r.name}")`,
  );
  const present = new Set(rows.map((r) => r.name));
  for (const [table, expr] of Object.entries(DIGESTS)) {
    if (!present.has(table)) continue;
    const order = table === 'wallets' ? 'player_id' : 'id';
    parts.push(
      `'${table}#digest', (select coalesce(md5(string_agg(${expr}, ',' order by ${order})), '') from "${table}")`,
    );
  }
  // json_build_object takes at most 100 arguments: one object per 40 entries, merged here.
  const chunks: string[][] = [];
  for (let i = 0; i < parts.length; i += 40) chunks.push(parts.slice(i, i + 40));
  const query = `select ${chunks.map((c, i) => `json_build_object(${c.join(', ')}) as c${i}`).join(', ')}`;
  return async () => {
    const res = (await db.execute(sql.raw(query))) as unknown as {
      rows: Record<string, Fingerprint | string>[];
    };
    const out: Fingerprint = {};
    for (const value of Object.values(res.rows[0]!)) {
      Object.assign(out, typeof value === 'string' ? (JSON.parse(value) as Fingerprint) : value);
    }
    return out;
  };
}

/** The entries of two fingerprints that differ (`table: before -> after`). */
export function fingerprintDiff(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} -> ${after[k]}`);
}
