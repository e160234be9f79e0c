/**
 * Pseudonymisation of closed accounts once the AML retention period has passed (per skin,
 * `aml_retention_years`, default AML_RULES.retentionYears): the player's personal data is
 * replaced by placeholders, session addresses, document numbers, copies of sent messages and typed
 * questionnaire answers are cleared, and the stored document files are erased. The ledger, rounds and assessments keep
 * their entries (they name the player only by id).
 *
 * One pass at a time across processes (advisory lock); the row changes are one transaction per
 * pass. The files are erased after it, by a step that picks every file of a pseudonymised player
 * still stored, so a pass cut short between the two is finished by the next one.
 */
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AML_RULES } from '@croupier/contract/compliance';
import type { Db, Executor } from '../db/client.ts';
import { outbox, players, playerSessions, skins, type SkinSettingsJson } from '../db/schema.ts';
import { documents } from '../documents/schema.ts';
import { storedFiles } from '../files/schema.ts';
import type { FileStore } from '../files/store.ts';
import { surveyAnswers, surveyResponses } from '../surveys/schema.ts';

/** Advisory lock of the pass ("PSEU"). */
export const PSEUDONYMISE_LOCK = 0x50534555;
/** Players handled per pass (the next pass takes the rest). */
const BATCH = 200;

export interface PseudonymiseDeps {
  db: Db;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  files: Pick<FileStore, 'erase'>;
}

interface RetentionSettings {
  aml_retention_years?: number;
}

/** The moment before which an account closed `years` ago is due. */
export function retentionCutoff(at: Date, years: number): Date {
  const cutoff = new Date(at.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

async function tryLock(tx: Executor): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${PSEUDONYMISE_LOCK}) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Replaces the personal data of the players (inside the pass's transaction). */
async function pseudonymisePlayers(tx: Executor, ids: number[], at: Date): Promise<void> {
  for (const id of ids) {
    await tx
      .update(players)
      .set({
        username: `closed-${id}`,
        email: `closed-${id}@invalid`,
        emailVerifiedAt: null,
        mobile: null,
        smsVerifiedAt: null,
        // Not a hash any password matches: the account can never be logged into again.
        passwordHash: '!pseudonymised',
        firstname: null,
        lastname: null,
        gender: null,
        dob: null,
        nationality: null,
        birthCountry: null,
        city: null,
        street: null,
        streetNumber: null,
        postalCode: null,
        registrationIp: null,
        referralCode: null,
        promocode: null,
        statusReason: null,
        newsletter: false,
        pseudonymisedAt: at,
        updatedAt: at,
      })
      .where(and(eq(players.id, id), isNull(players.pseudonymisedAt)));
  }
  await tx
    .update(playerSessions)
    .set({ ip: null, userAgent: null })
    .where(inArray(playerSessions.playerId, ids));
  await tx.update(documents).set({ idn: null }).where(inArray(documents.playerId, ids));
  // Copies of messages sent to the player (address, codes, names): kept as a count only.
  await tx
    .update(outbox)
    .set({ to: 'erased', subject: '', body: '', error: null })
    .where(inArray(outbox.playerId, ids));
  // Typed answers (employer, details, dates, numbers) may name or identify the person.
  await tx
    .update(surveyAnswers)
    .set({ answer: null })
    .where(
      and(
        isNull(surveyAnswers.optionId),
        inArray(
          surveyAnswers.responseId,
          tx
            .select({ id: surveyResponses.id })
            .from(surveyResponses)
            .where(inArray(surveyResponses.playerId, ids)),
        ),
      ),
    );
}

export function createPseudonymiser(deps: PseudonymiseDeps) {
  const { db, now } = deps;

  /** Retention years per skin (read before the pass's transaction). */
  async function retentionBySkin(): Promise<Map<number, number>> {
    const rows = await db.select({ id: skins.id }).from(skins);
    const out = new Map<number, number>();
    for (const { id } of rows) {
      const settings = (await deps.skinSettings(id)) as SkinSettingsJson & RetentionSettings;
      const years = settings.aml_retention_years;
      out.set(
        id,
        typeof years === 'number' && Number.isInteger(years) && years >= 1
          ? years
          : AML_RULES.retentionYears,
      );
    }
    return out;
  }

  /** Erases every stored file of a pseudonymised player that is still there. */
  async function eraseFiles(): Promise<number> {
    const rows = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .innerJoin(players, eq(players.id, storedFiles.playerId))
      .where(and(isNotNull(players.pseudonymisedAt), isNull(storedFiles.erasedAt)));
    for (const row of rows) await deps.files.erase(row.id);
    return rows.length;
  }

  /** One pass: the ids pseudonymised now (empty when another process holds the pass). */
  async function run(): Promise<{ players: number[]; files: number }> {
    const at = now();
    const retention = await retentionBySkin();
    const done = await db.transaction(async (tx) => {
      if (!(await tryLock(tx))) return null;
      const ids: number[] = [];
      for (const [skinId, years] of retention) {
        const due = await tx
          .select({ id: players.id })
          .from(players)
          .where(
            and(
              eq(players.skinId, skinId),
              eq(players.status, 'closed'),
              isNull(players.pseudonymisedAt),
              lte(players.closedAt, retentionCutoff(at, years)),
            ),
          )
          .orderBy(players.closedAt)
          .limit(BATCH);
        ids.push(...due.map((r) => r.id));
      }
      if (ids.length > 0) await pseudonymisePlayers(tx, ids, at);
      return ids;
    });
    if (done === null) return { players: [], files: 0 };
    return { players: done, files: await eraseFiles() };
  }

  return { run };
}
export type Pseudonymiser = ReturnType<typeof createPseudonymiser>;
