/** Data access of player documents (the service owns the rules). */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { storedFiles } from '../files/schema.ts';
import { documentMedia, documents } from './schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export interface MediaRow {
  id: number;
  documentId: number;
  side: 'front' | 'back';
  fileId: string;
  mime: string;
  playerId: number;
}

/** The most rows a staff list returns (newest first). */
export const STAFF_LIST_LIMIT = 500;

export async function insertDocument(
  executor: Executor,
  row: NewDocumentRow,
  media: { side: 'front' | 'back'; fileId: string }[],
): Promise<DocumentRow> {
  const [doc] = await executor.insert(documents).values(row).returning();
  if (!doc) throw new Error('document insert returned nothing');
  if (media.length > 0) {
    await executor
      .insert(documentMedia)
      .values(media.map((m) => ({ documentId: doc.id, side: m.side, fileId: m.fileId })));
  }
  return doc;
}

export async function listDocuments(
  executor: Executor,
  filter: { playerId?: number; status?: DocumentRow['status'] },
  limit?: number,
): Promise<DocumentRow[]> {
  const where: SQL[] = [];
  if (filter.playerId !== undefined) where.push(eq(documents.playerId, filter.playerId));
  if (filter.status !== undefined) where.push(eq(documents.status, filter.status));
  const query = executor
    .select()
    .from(documents)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function findDocument(executor: Executor, id: number): Promise<DocumentRow | null> {
  const [row] = await executor.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row ?? null;
}

/** The live (not erased) media of the given documents. */
export async function mediaOf(executor: Executor, documentIds: number[]): Promise<MediaRow[]> {
  if (documentIds.length === 0) return [];
  return executor
    .select({
      id: documentMedia.id,
      documentId: documentMedia.documentId,
      side: documentMedia.side,
      fileId: documentMedia.fileId,
      mime: storedFiles.mime,
      playerId: storedFiles.playerId,
    })
    .from(documentMedia)
    .innerJoin(storedFiles, eq(storedFiles.id, documentMedia.fileId))
    .where(and(inArray(documentMedia.documentId, documentIds), isNull(storedFiles.erasedAt)))
    .orderBy(documentMedia.documentId, documentMedia.side);
}

/** Owners of the given stored files (to check that files handed over belong to a player). */
export async function fileOwners(
  executor: Executor,
  fileIds: string[],
): Promise<Map<string, number>> {
  if (fileIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: storedFiles.id, playerId: storedFiles.playerId })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, fileIds), isNull(storedFiles.erasedAt)));
  return new Map(rows.map((r) => [r.id, r.playerId]));
}

/** pending → verified | rejected, once: null when the document is not pending (or unknown). */
export async function decidePending(
  executor: Executor,
  id: number,
  decision: {
    status: 'verified' | 'rejected';
    rejectReason: string | null;
    reviewedBy: number | null;
    reviewedAt: Date;
  },
): Promise<DocumentRow | null> {
  const [row] = await executor
    .update(documents)
    .set(decision)
    .where(and(eq(documents.id, id), eq(documents.status, 'pending')))
    .returning();
  return row ?? null;
}
