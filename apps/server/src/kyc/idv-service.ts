/**
 * Our own verification service (the default KYC provider), kept apart from the platform's side as
 * a vendor would be: its applicants take files through the widget (access token per player and
 * level), compliance staff review them, and every state the platform must know (handed in,
 * reviewed) is sent to it as a signed webhook through `POST /webhooks/kyc/croupier`.
 *
 * An applicant: `init` (taking files) → `pending` (handed in) → `completed` (GREEN, or RED with
 * RETRY / FINAL). After a RETRY the next upload starts a new attempt (back to `init`): every slot
 * of the level is handed in again. Files are checked like documents (files/inspect.ts: type by
 * content, size, a decodable image without metadata, a PDF without active content) and stored
 * encrypted (files/store.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  IDV_ADDRESS_TYPES,
  IDV_IDENTITY_TYPES,
  IDV_MESSAGES,
  IDV_TWO_SIDED_TYPES,
  KYC_LEVEL_STEPS,
  type IdvApplicant,
  type IdvDocType,
  type KycLevel,
  type KycSlot,
} from '@croupier/contract/kyc';
import type { z } from 'zod';
import type { staffKycApplicant } from '@croupier/contract/kyc';
import { DOCUMENT_ERRORS } from '@croupier/contract/documents';
import { AUTH_MESSAGES, ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';
import type { InspectResult } from '../files/inspect.ts';
import { HttpError } from '../lib/errors.ts';
import { buildIdvWebhook, type IdvEventInput } from './idv-webhook.ts';
import { hashToken } from '../auth/crypto.ts';
import * as repo from './repository.ts';

type StaffApplicant = z.infer<typeof staffKycApplicant>;

/** Sends a signed delivery to the platform's webhook route; the HTTP status it answered. */
export type IdvDelivery = (body: Buffer, headers: Record<string, string>) => Promise<number>;

export interface IdvServiceDeps {
  db: Db;
  now: () => Date;
  files: FileStore;
  inspect: (input: {
    bytes: Buffer;
    filename: string;
    truncated: boolean;
  }) => Promise<InspectResult>;
  webhookSecret: string;
  log?: FastifyBaseLogger;
  /** The documents domain: an approved identity document also becomes a verified Document. */
  documents?: {
    createFromKyc(input: {
      playerId: number;
      type: 'passport' | 'id_card' | 'driver_license';
      frontFileId: string;
      backFileId?: string | null;
      status?: 'pending' | 'verified' | 'rejected';
    }): Promise<unknown>;
  };
}

const FRONT_TYPES: readonly string[] = IDV_IDENTITY_TYPES;
const TWO_SIDED: readonly string[] = IDV_TWO_SIDED_TYPES;
const SLOT_TYPES: Record<KycSlot, readonly string[]> = {
  ID_FRONT: FRONT_TYPES,
  ID_BACK: TWO_SIDED,
  SELFIE: ['selfie'],
  ID2_FRONT: FRONT_TYPES,
  ID2_BACK: TWO_SIDED,
  POA: IDV_ADDRESS_TYPES,
};
const STEP_SLOTS = {
  IDENTITY: ['ID_FRONT', 'ID_BACK'],
  SELFIE: ['SELFIE'],
  IDENTITY2: ['ID2_FRONT', 'ID2_BACK'],
  POA: ['POA'],
} as const satisfies Record<string, readonly KycSlot[]>;

export const slotsOf = (level: KycLevel): KycSlot[] =>
  KYC_LEVEL_STEPS[level].flatMap((step) => [...STEP_SLOTS[step]]);

/** A level whose review covers an identity document and a selfie (statusKyc idApproved). */
const checksIdentityAndSelfie = (level: KycLevel) =>
  KYC_LEVEL_STEPS[level].includes('IDENTITY') && KYC_LEVEL_STEPS[level].includes('SELFIE');

/** Slots still missing in an attempt's files. */
export function missingSlots(
  level: KycLevel,
  files: readonly { slot: string; docType: string }[],
): KycSlot[] {
  const bySlot = new Map(files.map((f) => [f.slot, f.docType]));
  const out: KycSlot[] = [];
  const identity = (front: KycSlot, back: KycSlot, other?: string) => {
    const type = bySlot.get(front);
    if (!type || (other !== undefined && type === other)) {
      out.push(front);
      return;
    }
    if (TWO_SIDED.includes(type) && bySlot.get(back) !== type) out.push(back);
  };
  for (const step of KYC_LEVEL_STEPS[level]) {
    if (step === 'IDENTITY') identity('ID_FRONT', 'ID_BACK');
    else if (step === 'IDENTITY2') identity('ID2_FRONT', 'ID2_BACK', bySlot.get('ID_FRONT'));
    else if (step === 'SELFIE' && !bySlot.has('SELFIE')) out.push('SELFIE');
    else if (step === 'POA' && !bySlot.has('POA')) out.push('POA');
  }
  return out;
}

const retrying = (a: repo.ApplicantRow) =>
  a.reviewStatus === 'completed' && a.reviewAnswer === 'RED' && a.rejectType === 'RETRY';

export function createIdvService(deps: IdvServiceDeps) {
  const { db, now } = deps;
  let delivery: IdvDelivery | null = null;

  /** The attempt files go to now (a RETRY's next upload opens a new one). */
  async function currentAttempt(a: repo.ApplicantRow): Promise<number> {
    const last = await repo.lastAttempt(db, a.id);
    if (retrying(a)) return (last ?? 0) + 1;
    return last ?? 1;
  }

  async function view(a: repo.ApplicantRow): Promise<IdvApplicant> {
    const attempt = await currentAttempt(a);
    const files = await repo.applicantFiles(db, a.id, attempt);
    const level = a.level as KycLevel;
    return {
      id: a.id,
      level,
      review_status: a.reviewStatus,
      review_answer: a.reviewAnswer ?? null,
      reject_type: a.rejectType ?? null,
      client_comment: a.clientComment,
      can_upload: a.reviewStatus === 'init' || retrying(a),
      attempt,
      steps: [...KYC_LEVEL_STEPS[level]],
      files: files.map((f) => ({
        slot: f.slot as KycSlot,
        doc_type: f.docType,
        mime: f.mime,
        size: f.size,
        created_at: f.createdAt.toISOString(),
      })),
      missing: missingSlots(level, files),
      submitted_at: a.submittedAt?.toISOString() ?? null,
    };
  }

  function refuseUpload(a: repo.ApplicantRow) {
    if (a.reviewStatus === 'init' || retrying(a)) return;
    if (a.reviewStatus === 'pending') throw new HttpError(409, IDV_MESSAGES.pending);
    if (a.reviewAnswer === 'GREEN') throw new HttpError(409, IDV_MESSAGES.accepted);
    throw new HttpError(409, IDV_MESSAGES.final);
  }

  async function deliver(input: IdvEventInput): Promise<boolean> {
    if (!delivery) {
      deps.log?.error('kyc: the verification service has no delivery (webhook not wired)');
      return false;
    }
    const { body, headers } = buildIdvWebhook(deps.webhookSecret, input);
    try {
      const status = await delivery(body, headers);
      if (status === 200) return true;
      deps.log?.error(
        { status, type: input.type, applicantId: input.applicantId },
        'kyc: webhook delivery refused',
      );
    } catch (err) {
      deps.log?.error(
        { err: err instanceof Error ? err.message : String(err), type: input.type },
        'kyc: webhook delivery failed',
      );
    }
    return false;
  }

  const pendingEvent = (a: repo.ApplicantRow): IdvEventInput => ({
    type: 'applicantPending',
    applicantId: a.id,
    externalUserId: a.externalUserId,
    levelName: a.level,
    reviewResult: null,
    at: now(),
  });
  const reviewedEvent = (a: repo.ApplicantRow): IdvEventInput => ({
    type: 'applicantReviewed',
    applicantId: a.id,
    externalUserId: a.externalUserId,
    levelName: a.level,
    reviewResult: {
      reviewAnswer: a.reviewAnswer ?? 'RED',
      reviewRejectType: a.reviewAnswer === 'RED' ? (a.rejectType ?? 'RETRY') : null,
      clientComment: a.clientComment,
      rejectLabels: [],
      idApproved: a.reviewAnswer === 'GREEN' && checksIdentityAndSelfie(a.level as KycLevel),
    },
    at: now(),
  });

  /** The approved identity documents of the reviewed attempt, as verified Documents. */
  async function recordDocuments(a: repo.ApplicantRow): Promise<void> {
    if (!deps.documents) return;
    const attempt = (await repo.lastAttempt(db, a.id)) ?? 1;
    const files = await repo.applicantFiles(db, a.id, attempt);
    const pairs = [
      ['ID_FRONT', 'ID_BACK'],
      ['ID2_FRONT', 'ID2_BACK'],
    ] as const;
    for (const [frontSlot, backSlot] of pairs) {
      const front = files.find((f) => f.slot === frontSlot);
      if (!front || !FRONT_TYPES.includes(front.docType)) continue;
      const back = files.find((f) => f.slot === backSlot && f.docType === front.docType);
      try {
        await deps.documents.createFromKyc({
          playerId: a.playerId,
          type: front.docType as 'passport' | 'id_card' | 'driver_license',
          frontFileId: front.fileId,
          backFileId: TWO_SIDED.includes(front.docType) ? (back?.fileId ?? null) : null,
          status: 'verified',
        });
      } catch (err) {
        deps.log?.error(
          { applicantId: a.id, err: err instanceof Error ? err.message : String(err) },
          'kyc: the approved document was not recorded in Documents',
        );
      }
    }
  }

  async function staffView(id: string): Promise<StaffApplicant | null> {
    const row = await repo.staffApplicant(db, id);
    if (!row) return null;
    const files = await repo.applicantFiles(db, id);
    return toStaffApplicant(row, files);
  }

  function toStaffApplicant(
    row: NonNullable<Awaited<ReturnType<typeof repo.staffApplicant>>>,
    files: repo.FileView[],
  ): StaffApplicant {
    const a = row.applicant;
    const name =
      row.firstname && row.lastname
        ? `${row.firstname} ${row.lastname}`
        : (row.firstname ?? row.username);
    return {
      id: a.id,
      player_id: a.playerId,
      player_name: name,
      level: a.level as KycLevel,
      review_status: a.reviewStatus,
      review_answer: a.reviewAnswer ?? null,
      reject_type: a.rejectType ?? null,
      client_comment: a.clientComment,
      moderation_comment: a.moderationComment,
      created_at: a.createdAt.toISOString(),
      submitted_at: a.submittedAt?.toISOString() ?? null,
      reviewed_at: a.reviewedAt?.toISOString() ?? null,
      age_seconds: a.submittedAt
        ? Math.max(0, Math.floor((now().getTime() - a.submittedAt.getTime()) / 1000))
        : null,
      files: files.map((f) => ({
        id: f.id,
        slot: f.slot as KycSlot,
        doc_type: f.docType,
        attempt: f.attempt,
        mime: f.mime,
        url: `/staff/v1/files/${f.fileId}`,
        created_at: f.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** The platform's webhook route, reached the way a vendor reaches it (set at start). */
    setDelivery(fn: IdvDelivery) {
      delivery = fn;
    },

    /** The applicant of a widget's bearer token (401 for none, unknown or expired). */
    async authenticate(authorization: string | undefined): Promise<repo.ApplicantRow> {
      const token = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(authorization ?? '')?.[1];
      const applicant = token ? await repo.applicantByToken(db, hashToken(token), now()) : null;
      if (!applicant) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
      return applicant;
    },

    view,

    /** One file of a slot (replacing the attempt's earlier file of that slot). */
    async upload(
      a: repo.ApplicantRow,
      slot: KycSlot,
      input: { docType: IdvDocType; bytes: Buffer; filename: string; truncated: boolean },
    ): Promise<IdvApplicant> {
      refuseUpload(a);
      const level = a.level as KycLevel;
      if (!slotsOf(level).includes(slot)) {
        throw new HttpError(422, ERROR_MESSAGES.validation, { slot: [ERROR_KEYS.invalid] });
      }
      if (!SLOT_TYPES[slot].includes(input.docType)) {
        throw new HttpError(422, ERROR_MESSAGES.validation, { doc_type: [IDV_MESSAGES.docType] });
      }
      const player = await repo.playerForKyc(db, a.playerId);
      if (player?.status !== 'active') throw new HttpError(403, IDV_MESSAGES.accountNotActive);
      const checked = await deps.inspect({
        bytes: input.bytes,
        filename: input.filename,
        truncated: input.truncated,
      });
      if (!checked.ok) {
        throw new HttpError(422, ERROR_MESSAGES.validation, { file: [checked.code] });
      }
      // A selfie is a photo.
      if (slot === 'SELFIE' && !checked.mime.startsWith('image/')) {
        throw new HttpError(422, ERROR_MESSAGES.validation, { file: [DOCUMENT_ERRORS.fileType] });
      }
      // Stored before the transaction (the store writes on its own connection); discarded when
      // the transaction does not take it.
      const stored = await deps.files.put({
        playerId: a.playerId,
        bytes: checked.bytes,
        mime: checked.mime,
      });
      let replaced: string[];
      try {
        replaced = await db.transaction(async (tx) => {
          const row = await repo.lockApplicant(tx, a.id);
          if (!row) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
          refuseUpload(row);
          const last = await repo.lastAttempt(tx, row.id);
          let attempt = last ?? 1;
          if (retrying(row)) {
            attempt = (last ?? 0) + 1;
            await repo.moveApplicant(tx, row.id, 'completed', {
              reviewStatus: 'init',
              reviewAnswer: null,
              rejectType: null,
              submittedAt: null,
            });
          }
          const current = await repo.applicantFiles(tx, row.id, attempt);
          if (slot === 'ID2_FRONT') {
            const first = current.find((f) => f.slot === 'ID_FRONT');
            if (first && first.docType === input.docType) {
              throw new HttpError(422, ERROR_MESSAGES.validation, {
                doc_type: [IDV_MESSAGES.secondSameType],
              });
            }
          }
          const gone: string[] = [];
          const old = await repo.removeSlot(tx, row.id, attempt, slot);
          if (old) gone.push(old);
          // A front of another type makes the back handed in for the old one meaningless.
          const backSlot =
            slot === 'ID_FRONT' ? 'ID_BACK' : slot === 'ID2_FRONT' ? 'ID2_BACK' : null;
          const back = backSlot ? current.find((f) => f.slot === backSlot) : undefined;
          if (backSlot && back && back.docType !== input.docType) {
            const oldBack = await repo.removeSlot(tx, row.id, attempt, backSlot);
            if (oldBack) gone.push(oldBack);
          }
          await repo.insertFile(tx, {
            applicantId: row.id,
            slot,
            docType: input.docType,
            fileId: stored.id,
            attempt,
            createdAt: now(),
          });
          return gone;
        });
      } catch (err) {
        await deps.files.discard(stored.id).catch(() => undefined);
        throw err;
      }
      for (const id of replaced) {
        await deps.files.discard(id).catch((err: unknown) => {
          deps.log?.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'kyc: a replaced file was not removed',
          );
        });
      }
      const fresh = await repo.findApplicantById(db, a.id);
      return view(fresh!);
    },

    /** Hands the attempt in: pending, and the platform is told (applicantPending). */
    async submit(a: repo.ApplicantRow): Promise<IdvApplicant> {
      const moved = await db.transaction(async (tx) => {
        const row = await repo.lockApplicant(tx, a.id);
        if (!row) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
        if (row.reviewStatus === 'pending') throw new HttpError(409, IDV_MESSAGES.pending);
        if (row.reviewStatus === 'completed' && !retrying(row)) refuseUpload(row);
        const last = await repo.lastAttempt(tx, row.id);
        const attempt = retrying(row) ? (last ?? 0) + 1 : (last ?? 1);
        const files = await repo.applicantFiles(tx, row.id, attempt);
        const missing = missingSlots(row.level as KycLevel, files);
        if (missing.length > 0) {
          throw new HttpError(
            422,
            ERROR_MESSAGES.validation,
            Object.fromEntries(missing.map((s) => [s, [ERROR_KEYS.required]])),
          );
        }
        return repo.moveApplicant(tx, row.id, 'init', {
          reviewStatus: 'pending',
          submittedAt: now(),
          clientComment: null,
          moderationComment: null,
        });
      });
      if (!moved) throw new HttpError(409, IDV_MESSAGES.pending);
      await deliver(pendingEvent(moved));
      return view(moved);
    },

    // ------------------------------------------------------------------------- staff review

    async staffList(status: repo.ApplicantRow['reviewStatus']): Promise<StaffApplicant[]> {
      const rows = await repo.staffApplicants(db, status);
      const files = await repo.filesOf(
        db,
        rows.map((r) => r.applicant.id),
      );
      return rows.map((row) => toStaffApplicant(row, files.get(row.applicant.id) ?? []));
    },

    staffView,

    /**
     * A decision on a pending applicant (pending → completed, once: a second decision is 409),
     * then the platform is told (applicantReviewed).
     */
    async decide(
      id: string,
      staffId: number,
      decision:
        | { approve: true; note?: string }
        | { approve: false; reason: string; rejectType: 'RETRY' | 'FINAL'; note?: string },
    ): Promise<{ applicant: StaffApplicant; delivered: boolean }> {
      const moved = await repo.moveApplicant(db, id, 'pending', {
        reviewStatus: 'completed',
        reviewAnswer: decision.approve ? 'GREEN' : 'RED',
        rejectType: decision.approve ? null : decision.rejectType,
        clientComment: decision.approve ? null : decision.reason,
        moderationComment: decision.note ?? null,
        reviewedBy: staffId,
        reviewedAt: now(),
      });
      if (!moved) {
        const exists = await repo.findApplicantById(db, id);
        if (!exists) throw new HttpError(404, ERROR_MESSAGES.notFound);
        throw new HttpError(409, IDV_MESSAGES.notPending);
      }
      const delivered = await deliver(reviewedEvent(moved));
      if (moved.reviewAnswer === 'GREEN') await recordDocuments(moved);
      return { applicant: (await staffView(id))!, delivered };
    },

    /**
     * Sends again what the platform missed (a delivery that failed): applicants handed in or
     * decided more than `graceMs` ago whose platform row does not show it. The count sent.
     */
    async redeliver(graceMs = 60_000): Promise<number> {
      const rows = await repo.undelivered(db, new Date(now().getTime() - graceMs));
      let sent = 0;
      for (const { applicant } of rows) {
        const event =
          applicant.reviewStatus === 'pending' ? pendingEvent(applicant) : reviewedEvent(applicant);
        if (await deliver(event)) sent += 1;
      }
      return sent;
    },
  };
}
export type IdvService = ReturnType<typeof createIdvService>;
