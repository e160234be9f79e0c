/**
 * The cleanup job (jobs/cleanup.ts): expired codes, links, challenges, counters and old
 * delivered code e-mails go, in bounded batches; what an audit or the back office reads stays
 * (player login sessions, contact messages, undelivered mail, live rows, the audit log). Runs on
 * PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { CLEANUP_BATCH, createCleanup } from '../src/jobs/cleanup.ts';
import { createTestDatabase } from './helper.ts';
import { createPlayer } from './studio-support.ts';

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
let drop: () => Promise<void>;
const db = () => database.db;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(now));
});
afterAll(async () => drop());

async function ids<T extends { id: number }>(rows: Promise<T[]>) {
  return (await rows).map((r) => r.id);
}

describe('the cleanup job', () => {
  it('deletes expired codes, links and old code e-mails, and keeps what is read or audited', async () => {
    const player = await createPlayer(db(), now);
    const [member] = await db()
      .insert(t.staff)
      .values({ email: `cleanup-${process.pid}@example.test`, name: 'c', role: 'support' })
      .returning({ id: t.staff.id });

    const code = (expiresAt: Date) => ({
      playerId: player.id,
      channel: 'email',
      destination: 'p@example.test',
      codeHash: `h${Math.random()}`,
      sentAt: ago(2 * DAY),
      expiresAt,
    });
    const [oldCode, freshCode] = await ids(
      db()
        .insert(t.verificationCodes)
        .values([code(ago(2 * DAY)), code(ahead(HOUR))])
        .returning({ id: t.verificationCodes.id }),
    );
    const token = (type: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      playerId: player.id,
      tokenHash: `t${Math.random()}`,
      type,
      expiresAt,
      lastActivityAt: ago(3 * DAY),
      revokedAt,
    });
    const [oldLink, freshLink, oldLogin, revokedLogin] = await ids(
      db()
        .insert(t.playerSessions)
        .values([
          token('password_reset', ago(2 * DAY)),
          token('activation', ahead(DAY)),
          token('session', ago(400 * DAY)),
          token('session', ago(300 * DAY), ago(400 * DAY)),
        ])
        .returning({ id: t.playerSessions.id }),
    );
    const session = (expiresAt: Date) => ({
      staffId: member!.id,
      tokenHash: `s${Math.random()}`,
      expiresAt,
    });
    const [oldStaff, recentStaff] = await ids(
      db()
        .insert(t.staffSessions)
        .values([session(ago(31 * DAY)), session(ago(2 * DAY))])
        .returning({ id: t.staffSessions.id }),
    );
    const challenge = (expiresAt: Date) => ({
      staffId: member!.id,
      tokenHash: `c${Math.random()}`,
      expiresAt,
      pendingTotpSecret: 'sealed',
    });
    const [oldChallenge, liveChallenge] = await ids(
      db()
        .insert(t.staffLoginChallenges)
        .values([challenge(ago(2 * DAY)), challenge(ahead(HOUR))])
        .returning({ id: t.staffLoginChallenges.id }),
    );
    const mail = (kind: string, status: string, deliveredAt: Date | null, createdAt: Date) => ({
      playerId: player.id,
      channel: 'email',
      to: 'p@example.test',
      subject: 's',
      body: '',
      language: 'en',
      kind,
      status,
      deliveredAt,
      createdAt,
    });
    const [oldVerification, recentVerification, oldContact, oldUndelivered, oldSecurity] =
      await ids(
        db()
          .insert(t.outbox)
          .values([
            mail('verification_email', 'sent', ago(40 * DAY), ago(40 * DAY)),
            mail('verification_email', 'sent', ago(5 * DAY), ago(5 * DAY)),
            mail('support_contact', 'sent', ago(400 * DAY), ago(400 * DAY)),
            mail('recovery', 'failed', null, ago(40 * DAY)),
            mail('many_attempts', 'sent', ago(40 * DAY), ago(40 * DAY)),
          ])
          .returning({ id: t.outbox.id }),
      );
    const attempt = (key: string, at: Date, lockedUntil: Date | null) => ({
      key,
      failures: 3,
      windowStartedAt: at,
      updatedAt: at,
      lockedUntil,
    });
    await db()
      .insert(t.loginAttempts)
      .values([
        attempt('ip:192.0.2.1', ago(2 * DAY), null),
        attempt('ip:192.0.2.2', ago(2 * DAY), ahead(HOUR)),
        attempt('ip:192.0.2.3', ago(HOUR), null),
      ]);
    await db()
      .insert(t.captchaUsed)
      .values([
        { signature: `old-${process.pid}`, expiresAt: ago(2 * DAY) },
        { signature: `live-${process.pid}`, expiresAt: ahead(HOUR) },
      ]);
    // Many expired codes: more than one batch.
    await db()
      .insert(t.verificationCodes)
      .values(Array.from({ length: CLEANUP_BATCH + 500 }, () => code(ago(3 * DAY))));

    const result = await createCleanup({ db: db(), now: () => now }).run();
    expect(result.verification_codes).toBe(CLEANUP_BATCH + 501);

    const left = async <T extends { id: number }>(rows: Promise<T[]>) => new Set(await ids(rows));
    const codes = await left(db().select({ id: t.verificationCodes.id }).from(t.verificationCodes));
    expect(codes.has(oldCode!)).toBe(false);
    expect(codes.has(freshCode!)).toBe(true);
    expect(codes.size).toBe(1);

    const tokens = await left(
      db()
        .select({ id: t.playerSessions.id })
        .from(t.playerSessions)
        .where(eq(t.playerSessions.playerId, player.id)),
    );
    // Links go; login sessions stay (the back office's login history), however old.
    expect(tokens.has(oldLink!)).toBe(false);
    expect([freshLink, oldLogin, revokedLogin, player.tokenId].every((id) => tokens.has(id!))).toBe(
      true,
    );

    const staffLeft = await left(
      db()
        .select({ id: t.staffSessions.id })
        .from(t.staffSessions)
        .where(inArray(t.staffSessions.id, [oldStaff!, recentStaff!])),
    );
    expect([...staffLeft]).toEqual([recentStaff]);
    const challenges = await left(
      db()
        .select({ id: t.staffLoginChallenges.id })
        .from(t.staffLoginChallenges)
        .where(inArray(t.staffLoginChallenges.id, [oldChallenge!, liveChallenge!])),
    );
    expect([...challenges]).toEqual([liveChallenge]);

    const mails = await left(
      db().select({ id: t.outbox.id }).from(t.outbox).where(eq(t.outbox.playerId, player.id)),
    );
    expect(mails.has(oldVerification!)).toBe(false);
    expect(
      [recentVerification, oldContact, oldUndelivered, oldSecurity].every((id) => mails.has(id!)),
    ).toBe(true);

    const keys = (await db().select({ key: t.loginAttempts.key }).from(t.loginAttempts)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain('ip:192.0.2.1');
    expect(keys).toEqual(expect.arrayContaining(['ip:192.0.2.2', 'ip:192.0.2.3']));
    const signatures = (await db().select().from(t.captchaUsed)).map((r) => r.signature);
    expect(signatures).toEqual([`live-${process.pid}`]);

    // A second pass finds nothing more.
    const again = await createCleanup({ db: db(), now: () => now }).run();
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
