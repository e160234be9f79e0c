/**
 * Player documents (player-dashboard spec: Documents): an identity document (id_card, passport,
 * driver_license) or another type, with its sides as stored files, reviewed by compliance staff.
 */
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, staff } from '../db/schema.ts';
import { storedFiles } from '../files/schema.ts';

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** id_card | passport | driver_license | others */
    type: text('type').notNull(),
    /** The document's number (required for the three identity types). */
    idn: text('idn'),
    expiresAt: date('expires_at', { mode: 'string' }),
    /** pending | verified | rejected */
    status: text('status')
      .$type<'pending' | 'verified' | 'rejected'>()
      .notNull()
      .default('pending'),
    /** The reason the player sees when staff reject it. */
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: at('reviewed_at'),
    /** upload (Documents page) | kyc (taken by the verification flow) */
    source: text('source').$type<'upload' | 'kyc'>().notNull().default('upload'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('documents_player_idx').on(t.playerId, t.createdAt),
    index('documents_status_idx').on(t.status, t.createdAt),
  ],
);

/** A side of a document (front, back) as a stored file. */
export const documentMedia = pgTable(
  'document_media',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** front | back */
    side: text('side').$type<'front' | 'back'>().notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [uniqueIndex('document_media_side_idx').on(t.documentId, t.side)],
);
