/**
 * Data access of KYC: the platform's status per level (`player_kyc`), the webhook journal, and our
 * verification service's applicants, files and access tokens (`idv_*`).
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, max, or, sql } from 'drizzle-orm';
import type { KycLevel, KycStatus } from '@croupier/contract/kyc';
import type { Executor } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { storedFiles } from '../files/schema.ts';
import { idvAccessTokens, idvApplicants, idvFiles, kycWebhookEvents, playerKyc } from './schema.ts';

export type PlayerKycRow = typeof playerKyc.$inferSelect;
export type ApplicantRow = typeof idvApplicants.$inferSelect;
export type IdvFileRow = typeof idvFiles.$inferSelect;

// ------------------------------------------------------------------------------ platform side

export async function listKyc(db: Executor, playerId: number): Promise<PlayerKycRow[]> {
  return db.select().from(playerKyc).where(eq(playerKyc.playerId, playerId)).orderBy(playerKyc.id);
}

export async function findKyc(
  db: Executor,
  playerId: number,
  level: KycLevel,
): Promise<PlayerKycRow | undefined> {
  const [row] = await db
    .select()
    .from(playerKyc)
    .where(and(eq(playerKyc.playerId, playerId), eq(playerKyc.level, level)))
    .limit(1);
  return row;
}

/** The player's row of a level, created `initialized` when absent (a race creates one). */
export async function ensureKyc(
  db: Executor,
  input: { playerId: number; level: KycLevel; provider: string; at: Date },
): Promise<PlayerKycRow> {
  await db
    .insert(playerKyc)
    .values({
      playerId: input.playerId,
      level: input.level,
      provider: input.provider,
      status: 'initialized',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoNothing();
  const row = await findKyc(db, input.playerId, input.level);
  if (!row) throw new Error('player_kyc row vanished');
  return row;
}

/** Binds the row to the provider's applicant (the provider configured now). */
export async function setKycApplicant(
  db: Executor,
  id: number,
  provider: string,
  applicantId: string,
  at: Date,
): Promise<void> {
  await db
    .update(playerKyc)
    .set({ provider, applicantId, updatedAt: at })
    .where(eq(playerKyc.id, id));
}

/** A vendor keeps one applicant per user across levels: the row is the applicant's at a level. */
export async function findKycByApplicant(
  db: Executor,
  provider: string,
  applicantId: string,
  level: KycLevel,
): Promise<PlayerKycRow | undefined> {
  const [row] = await db
    .select()
    .from(playerKyc)
    .where(
      and(
        eq(playerKyc.provider, provider),
        eq(playerKyc.applicantId, applicantId),
        eq(playerKyc.level, level),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Moves a row from one of `from` (and, for a rejected row, only a RETRY one when `retryOnly`);
 * false when it was not in such a state any more (another event moved it first).
 */
export async function moveKyc(
  db: Executor,
  id: number,
  from: readonly KycStatus[],
  values: Partial<Omit<PlayerKycRow, 'id' | 'playerId' | 'level' | 'createdAt'>>,
  opts: { notFinal?: boolean } = {},
): Promise<PlayerKycRow | null> {
  const [row] = await db
    .update(playerKyc)
    .set(values)
    .where(
      and(
        eq(playerKyc.id, id),
        inArray(playerKyc.status, [...from]),
        opts.notFinal
          ? or(sql`${playerKyc.rejectType} is null`, sql`${playerKyc.rejectType} <> 'FINAL'`)
          : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** `is_verified` once, in the caller's transaction. */
export async function markVerified(db: Executor, playerId: number): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ isVerified: true })
    .where(and(eq(players.id, playerId), eq(players.isVerified, false)))
    .returning({ id: players.id });
  return rows.length > 0;
}

/** What the game launch needs: basic level (or higher) accepted, identity approved. */
export async function playState(
  db: Executor,
  playerId: number,
): Promise<{ basicAccepted: boolean; idApproved: boolean }> {
  const rows = await db
    .select({ level: playerKyc.level, status: playerKyc.status, idApproved: playerKyc.idApproved })
    .from(playerKyc)
    .where(eq(playerKyc.playerId, playerId));
  return {
    basicAccepted: rows.some((r) => r.status === 'accepted'),
    idApproved: rows.some(
      (r) => r.idApproved || (r.level === 'ID_SELFIE_2NDID_POA' && r.status === 'accepted'),
    ),
  };
}

/** Journals a verified webhook once: null when the same delivery was already recorded. */
export async function recordWebhook(
  db: Executor,
  input: {
    provider: string;
    digest: string;
    type: string;
    applicantId: string | null;
    payload: unknown;
    at: Date;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(kycWebhookEvents)
    .values({
      provider: input.provider,
      digest: input.digest,
      type: input.type.slice(0, 100),
      applicantId: input.applicantId?.slice(0, 200) ?? null,
      payload: input.payload,
      receivedAt: input.at,
      outcome: 'received',
    })
    .onConflictDoNothing()
    .returning({ id: kycWebhookEvents.id });
  return row?.id ?? null;
}

export async function setWebhookOutcome(db: Executor, id: number, outcome: string): Promise<void> {
  await db
    .update(kycWebhookEvents)
    .set({ outcome: outcome.slice(0, 200) })
    .where(eq(kycWebhookEvents.id, id));
}

export async function playerForKyc(db: Executor, playerId: number) {
  const [row] = await db
    .select({
      id: players.id,
      status: players.status,
      firstname: players.firstname,
      lastname: players.lastname,
      username: players.username,
      dob: players.dob,
      country: players.country,
      email: players.email,
      language: players.language,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

// -------------------------------------------------------------- our verification service (idv)

export async function findApplicant(
  db: Executor,
  playerId: number,
  level: KycLevel,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(idvApplicants)
    .where(and(eq(idvApplicants.playerId, playerId), eq(idvApplicants.level, level)))
    .limit(1);
  return row;
}

export async function findApplicantById(
  db: Executor,
  id: string,
): Promise<ApplicantRow | undefined> {
  const [row] = await db.select().from(idvApplicants).where(eq(idvApplicants.id, id)).limit(1);
  return row;
}

export async function insertApplicant(
  db: Executor,
  values: typeof idvApplicants.$inferInsert,
): Promise<void> {
  await db.insert(idvApplicants).values(values).onConflictDoNothing();
}

export async function insertAccessToken(
  db: Executor,
  values: typeof idvAccessTokens.$inferInsert,
  now: Date,
): Promise<void> {
  // Expired tokens of the applicant go when a new one is made.
  await db
    .delete(idvAccessTokens)
    .where(
      and(eq(idvAccessTokens.applicantId, values.applicantId), lte(idvAccessTokens.expiresAt, now)),
    );
  await db.insert(idvAccessTokens).values(values);
}

/** The applicant of a live token (by its SHA-256), or undefined. */
export async function applicantByToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select({ applicant: idvApplicants })
    .from(idvAccessTokens)
    .innerJoin(idvApplicants, eq(idvApplicants.id, idvAccessTokens.applicantId))
    .where(and(eq(idvAccessTokens.tokenHash, tokenHash), gt(idvAccessTokens.expiresAt, now)))
    .limit(1);
  return row?.applicant;
}

export interface FileView {
  id: number;
  slot: string;
  docType: string;
  attempt: number;
  fileId: string;
  mime: string;
  size: number;
  createdAt: Date;
}

export async function applicantFiles(
  db: Executor,
  applicantId: string,
  attempt?: number,
): Promise<FileView[]> {
  return (await filesOf(db, [applicantId], attempt)).get(applicantId) ?? [];
}

/** The files of several applicants (of one attempt, or all), by applicant. */
export async function filesOf(
  db: Executor,
  applicantIds: string[],
  attempt?: number,
): Promise<Map<string, FileView[]>> {
  const out = new Map<string, FileView[]>();
  if (applicantIds.length === 0) return out;
  const rows = await db
    .select({
      applicantId: idvFiles.applicantId,
      id: idvFiles.id,
      slot: idvFiles.slot,
      docType: idvFiles.docType,
      attempt: idvFiles.attempt,
      fileId: idvFiles.fileId,
      mime: storedFiles.mime,
      size: storedFiles.size,
      createdAt: idvFiles.createdAt,
    })
    .from(idvFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, idvFiles.fileId))
    .where(
      and(
        inArray(idvFiles.applicantId, applicantIds),
        attempt === undefined ? undefined : eq(idvFiles.attempt, attempt),
      ),
    )
    .orderBy(asc(idvFiles.attempt), asc(idvFiles.id));
  for (const { applicantId, ...file } of rows) {
    const list = out.get(applicantId) ?? [];
    list.push(file);
    out.set(applicantId, list);
  }
  return out;
}

export async function lastAttempt(db: Executor, applicantId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: max(idvFiles.attempt) })
    .from(idvFiles)
    .where(eq(idvFiles.applicantId, applicantId));
  return row?.n ?? null;
}

/** Locks the applicant's row for the rest of the transaction. */
export async function lockApplicant(db: Executor, id: string): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(idvApplicants)
    .where(eq(idvApplicants.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Removes the slot's file of an attempt (replaced); the stored file's id, to erase it. */
export async function removeSlot(
  db: Executor,
  applicantId: string,
  attempt: number,
  slot: string,
): Promise<string | null> {
  const [row] = await db
    .delete(idvFiles)
    .where(
      and(
        eq(idvFiles.applicantId, applicantId),
        eq(idvFiles.attempt, attempt),
        eq(idvFiles.slot, slot),
      ),
    )
    .returning({ fileId: idvFiles.fileId });
  return row?.fileId ?? null;
}

export async function insertFile(
  db: Executor,
  values: typeof idvFiles.$inferInsert,
): Promise<void> {
  await db.insert(idvFiles).values(values);
}

/** A conditional move of the applicant (from `status`); the row, or null when it had moved. */
export async function moveApplicant(
  db: Executor,
  id: string,
  from: ApplicantRow['reviewStatus'],
  values: Partial<Omit<ApplicantRow, 'id'>>,
): Promise<ApplicantRow | null> {
  const [row] = await db
    .update(idvApplicants)
    .set(values)
    .where(and(eq(idvApplicants.id, id), eq(idvApplicants.reviewStatus, from)))
    .returning();
  return row ?? null;
}

/** Applicants with their player's names, as staff see them. */
function applicantsWithNames(db: Executor) {
  return db
    .select({
      applicant: idvApplicants,
      firstname: players.firstname,
      lastname: players.lastname,
      username: players.username,
    })
    .from(idvApplicants)
    .innerJoin(players, eq(players.id, idvApplicants.playerId));
}

export async function staffApplicants(
  db: Executor,
  status: ApplicantRow['reviewStatus'],
  limit = 200,
) {
  return applicantsWithNames(db)
    .where(eq(idvApplicants.reviewStatus, status))
    .orderBy(
      status === 'pending' ? asc(idvApplicants.submittedAt) : asc(idvApplicants.createdAt),
      asc(idvApplicants.id),
    )
    .limit(limit);
}

export async function staffApplicant(db: Executor, id: string) {
  const [row] = await applicantsWithNames(db).where(eq(idvApplicants.id, id)).limit(1);
  return row;
}

/**
 * Applicants whose last state the platform may have missed (a delivery that failed): handed in or
 * decided at or before `before`, and the platform's row of that applicant not showing it.
 */
export async function undelivered(db: Executor, before: Date, limit = 50) {
  return db
    .select({ applicant: idvApplicants, kyc: playerKyc })
    .from(idvApplicants)
    .innerJoin(
      playerKyc,
      and(eq(playerKyc.provider, 'croupier'), eq(playerKyc.applicantId, idvApplicants.id)),
    )
    .where(
      or(
        and(
          eq(idvApplicants.reviewStatus, 'pending'),
          lte(idvApplicants.submittedAt, before),
          sql`${playerKyc.status} <> 'pending'`,
          sql`${playerKyc.status} <> 'accepted'`,
        ),
        and(
          eq(idvApplicants.reviewStatus, 'completed'),
          isNotNull(idvApplicants.reviewedAt),
          sql`${playerKyc.status} <> 'accepted'`,
          lte(idvApplicants.reviewedAt, before),
          or(
            sql`${playerKyc.reviewedAt} is null`,
            sql`${playerKyc.reviewedAt} < ${idvApplicants.reviewedAt}`,
          ),
        ),
      ),
    )
    .limit(limit);
}
