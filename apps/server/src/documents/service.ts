/**
 * Player documents: the player's list and upload, staff review, and documents made from files the
 * KYC flow took. The service owns the rules; files go through the file store (encrypted) and are
 * served by signed, expiring links (files/links.ts).
 */
import {
  DOCUMENT_ERRORS,
  DOCUMENT_MESSAGES,
  type DocumentStatus,
  type DocumentType,
  type PlayerDocument,
} from '@croupier/contract/documents';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import { fileLink } from '../files/links.ts';
import type { FileStore } from '../files/store.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import * as repo from './repository.ts';
import { checkUpload, type RawUpload } from './upload.ts';

export interface StaffDocument extends PlayerDocument {
  player_id: number;
  reviewed_at: string | null;
  reviewed_by: number | null;
}

export interface DocumentsDeps {
  db: Db;
  store: FileStore;
  now: () => Date;
}

/** Staff see a file through their own authenticated call, not the player's link. */
export const staffFileUrl = (fileId: string) => `/staff/v1/files/${fileId}`;

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, store, now } = deps;

  async function present(
    rows: repo.DocumentRow[],
    url: (media: repo.MediaRow) => string,
  ): Promise<StaffDocument[]> {
    const media = await repo.mediaOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      idn: row.idn,
      type: row.type as DocumentType,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt,
      is_verified: row.status === 'verified',
      status: row.status,
      reject_reason: row.status === 'rejected' ? row.rejectReason : null,
      media: media
        .filter((m) => m.documentId === row.id)
        .map((m) => ({ id: m.id, side: m.side, mime: m.mime, full_url: url(m) })),
      player_id: row.playerId,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      reviewed_by: row.reviewedBy,
    }));
  }

  const ownerLink = (m: repo.MediaRow) =>
    fileLink(store.linkSecret, { fileId: m.fileId, playerId: m.playerId, now: now() });

  const forPlayer = (doc: StaffDocument): PlayerDocument => {
    const { player_id: _player, reviewed_at: _at, reviewed_by: _by, ...mine } = doc;
    return mine;
  };

  /** Stores the sides, then the document and its media in one transaction (or nothing). */
  async function create(input: {
    playerId: number;
    type: DocumentType;
    idn: string | null;
    expiresAt: string | null;
    source: 'upload' | 'kyc';
    status?: DocumentStatus;
    sides: { side: 'front' | 'back'; fileId: string }[];
  }): Promise<repo.DocumentRow> {
    return db.transaction((tx) =>
      repo.insertDocument(
        tx,
        {
          playerId: input.playerId,
          type: input.type,
          idn: input.idn,
          expiresAt: input.expiresAt,
          source: input.source,
          status: input.status ?? 'pending',
          createdAt: now(),
        },
        input.sides,
      ),
    );
  }

  return {
    /** The player's documents, newest first, with links valid for DOCUMENT_RULES.linkSeconds. */
    async list(playerId: number): Promise<PlayerDocument[]> {
      const rows = await repo.listDocuments(db, { playerId });
      return (await present(rows, ownerLink)).map(forPlayer);
    },

    /**
     * A player's upload: every rule (contract documents.ts), both files inspected before anything
     * is stored; a refused upload stores nothing.
     */
    async upload(
      player: { id: number; status: string },
      read: () => Promise<RawUpload>,
    ): Promise<PlayerDocument> {
      if (player.status !== 'active') throw new HttpError(403, DOCUMENT_MESSAGES.accountNotActive);
      const checked = await checkUpload(await read(), now());
      if (!checked.ok) throw new HttpError(422, ERROR_MESSAGES.validation, checked.errors);
      const { upload } = checked;
      const stored: { side: 'front' | 'back'; fileId: string }[] = [];
      try {
        for (const [side, file] of [
          ['front', upload.front],
          ['back', upload.back],
        ] as const) {
          if (!file) continue;
          const { id } = await store.put({
            playerId: player.id,
            bytes: file.bytes,
            mime: file.mime,
          });
          stored.push({ side, fileId: id });
        }
        const row = await create({
          playerId: player.id,
          type: upload.type,
          idn: upload.idn,
          expiresAt: upload.expiresAt,
          source: 'upload',
          sides: stored,
        });
        const [doc] = await present([row], ownerLink);
        return forPlayer(doc!);
      } catch (err) {
        await Promise.allSettled(stored.map((s) => store.discard(s.fileId)));
        throw err;
      }
    },

    /**
     * A document made from files the KYC flow stored (already inspected, of this player): for the
     * KYC engineer. Throws when a file is unknown or belongs to someone else.
     */
    async createFromKyc(input: {
      playerId: number;
      type: DocumentType;
      idn?: string | null;
      expiresAt?: string | null;
      frontFileId: string;
      backFileId?: string | null;
      status?: DocumentStatus;
    }): Promise<PlayerDocument> {
      const sides: { side: 'front' | 'back'; fileId: string }[] = [
        { side: 'front', fileId: input.frontFileId },
      ];
      if (input.backFileId) sides.push({ side: 'back', fileId: input.backFileId });
      const owners = await repo.fileOwners(
        db,
        sides.map((s) => s.fileId),
      );
      if (sides.some((s) => owners.get(s.fileId) !== input.playerId)) {
        throw new Error('createFromKyc: a file is unknown or of another player');
      }
      const row = await create({
        playerId: input.playerId,
        type: input.type,
        idn: input.idn ?? null,
        expiresAt: input.expiresAt ?? null,
        source: 'kyc',
        status: input.status,
        sides,
      });
      const [doc] = await present([row], ownerLink);
      return forPlayer(doc!);
    },

    /** Staff: documents by status and player, newest first (at most STAFF_LIST_LIMIT). */
    async staffList(query: {
      status?: DocumentStatus;
      player_id?: number;
    }): Promise<StaffDocument[]> {
      const rows = await repo.listDocuments(
        db,
        { status: query.status, playerId: query.player_id },
        repo.STAFF_LIST_LIMIT,
      );
      return present(rows, (m) => staffFileUrl(m.fileId));
    },

    /**
     * pending → verified or rejected, once (a second decision is 409). A rejection needs the
     * reason the player will read. `staffId` null: the platform decided (KYC review).
     */
    async decide(
      id: number,
      decision: { status: 'verified' | 'rejected'; reason?: string | null; staffId: number | null },
    ): Promise<StaffDocument> {
      const reason = decision.reason?.trim() || null;
      if (decision.status === 'rejected' && !reason) {
        throw new HttpError(422, ERROR_MESSAGES.validation, {
          reason: [DOCUMENT_ERRORS.required],
        });
      }
      const row = await repo.decidePending(db, id, {
        status: decision.status,
        rejectReason: decision.status === 'rejected' ? reason : null,
        reviewedBy: decision.staffId,
        reviewedAt: now(),
      });
      if (!row) {
        if (!(await repo.findDocument(db, id))) throw notFound();
        throw new HttpError(409, DOCUMENT_MESSAGES.alreadyDecided);
      }
      const [doc] = await present([row], (m) => staffFileUrl(m.fileId));
      return doc!;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
