/**
 * The cleanup job (hourly, once across nodes through the scheduler): deletes rows that have
 * expired and that nothing reads any more, in batches of CLEANUP_BATCH rows per statement (each
 * its own short transaction, so no long lock and no long scan) and at most CLEANUP_MAX_BATCHES
 * statements per table and pass (the next pass goes on).
 *
 * Deleted, a day after they stopped working (the margin covers clock differences and a support
 * question about "my link did not work"):
 * - verification codes (e-mail/SMS), staff second-factor challenges (they may hold a TOTP secret
 *   being enrolled), solved captcha signatures;
 * - player tokens that are links, not logins (registration, activation, password reset);
 * - login throttling counters whose window, lock and lock state are all over;
 * - staff login failures (the lockout reads the last minutes only; failed staff logins are in the
 *   append-only audit log);
 * - newsletter opt-out links never used (a used one stays: its request is the player's consent
 *   record and is deleted with it by the foreign key).
 * Deleted after STAFF_SESSION_RETENTION_MS: ended staff sessions (their logins stay in the audit
 * log).
 * Deleted after OUTBOX_RETENTION_MS: delivered e-mails and SMS that carried a code or a link
 * (verification, activation, recovery, staff invitation).
 *
 * Kept on purpose: player login sessions (the back office's login history of a player, with
 * address and country; provider sessions point at them), the outbox's contact-form and security
 * messages (the player page's conversation) and undelivered rows (/dev/outbox, failures), and of
 * course the ledger, transactions, limits and self-exclusion history, audit log and every other
 * record a regulator or an audit may ask for. Studio and provider sessions are referenced by
 * rounds and are not touched.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ScheduledJob } from './scheduler.ts';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;
export const CLEANUP_BATCH = 1_000;
export const CLEANUP_MAX_BATCHES = 50;
const DAY_MS = 24 * 60 * 60_000;
/** How long a short-lived code or link is kept after it expired. */
export const EXPIRED_GRACE_MS = DAY_MS;
export const STAFF_SESSION_RETENTION_MS = 30 * DAY_MS;
export const OUTBOX_RETENTION_MS = 30 * DAY_MS;
/** Outbox kinds that carry only a code or a link (delivered ones are deleted after retention). */
export const OUTBOX_DISPOSABLE_KINDS = [
  'verification_email',
  'verification_sms',
  'activation',
  'recovery',
  'staff_invite',
] as const;

type Rows<T> = { rows: T[] };

/**
 * Each rule: a table, its key and which rows may go (given the cutoffs). The key's subquery
 * takes at most CLEANUP_BATCH rows, so each statement deletes a bounded batch.
 */
function rules(now: Date): { table: string; key: string; where: SQL }[] {
  // Instants as timestamptz literals (the same on both drivers).
  const before = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const grace = before(EXPIRED_GRACE_MS);
  const staffCutoff = before(STAFF_SESSION_RETENTION_MS);
  const outboxCutoff = before(OUTBOX_RETENTION_MS);
  const kinds = sql.join(
    OUTBOX_DISPOSABLE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  return [
    { table: 'verification_codes', key: 'id', where: sql`expires_at < ${grace}` },
    { table: 'staff_login_challenges', key: 'id', where: sql`expires_at < ${grace}` },
    { table: 'captcha_used', key: 'signature', where: sql`expires_at < ${grace}` },
    {
      table: 'player_sessions',
      key: 'id',
      where: sql`type <> 'session' and expires_at < ${grace}`,
    },
    {
      table: 'login_attempts',
      key: 'key',
      where: sql`updated_at < ${grace} and window_started_at < ${grace}
        and (locked_until is null or locked_until < ${grace})
        and (state is null or state_expires_at < ${grace})`,
    },
    { table: 'staff_login_failures', key: 'id', where: sql`created_at < ${grace}` },
    {
      table: 'newsletter_opt_out_tokens',
      key: 'id',
      where: sql`expires_at < ${grace} and used_at is null and not exists
        (select 1 from newsletter_opt_out_requests r where r.token_id = newsletter_opt_out_tokens.id)`,
    },
    {
      table: 'staff_sessions',
      key: 'id',
      where: sql`(expires_at < ${staffCutoff} or revoked_at < ${staffCutoff})`,
    },
    {
      table: 'outbox',
      key: 'id',
      where: sql`status = 'sent' and kind in (${kinds})
        and coalesce(delivered_at, created_at) < ${outboxCutoff}`,
    },
  ];
}

/** Rows deleted by one pass, by table. */
export type CleanupResult = Record<string, number>;

export function createCleanup(deps: { db: Db; now: () => Date }) {
  /** One pass: every rule, batch after batch, until a batch is short or the cap is reached. */
  async function run(): Promise<CleanupResult> {
    const result: CleanupResult = {};
    for (const rule of rules(deps.now())) {
      const table = sql.identifier(rule.table);
      const key = sql.identifier(rule.key);
      let deleted = 0;
      for (let batch = 0; batch < CLEANUP_MAX_BATCHES; batch++) {
        const res = (await deps.db.execute(sql`delete from ${table} where ${key} in
          (select ${key} from ${table} where ${rule.where} limit ${CLEANUP_BATCH})
          returning 1 as gone`)) as unknown as Rows<unknown>;
        deleted += res.rows.length;
        if (res.rows.length < CLEANUP_BATCH) break;
      }
      result[rule.table] = deleted;
    }
    return result;
  }

  const job: ScheduledJob = { name: 'cleanup.expired', intervalMs: CLEANUP_INTERVAL_MS, run };
  return { run, job };
}
export type Cleanup = ReturnType<typeof createCleanup>;
