/**
 * Files a player hands us (identity documents, selfies, proofs of address): encrypted at rest
 * (AES-256-GCM under DOCUMENTS_KEY) and kept on a storage backend behind an interface: the database
 * itself (`data`, any number of nodes) or a directory (`DATA_DIR/files`, one node or a shared
 * volume). The row never holds a usable URL: files are served by id to their owner and staff only.
 */
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../db/schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    /** A random UUID: never guessable, never a counter. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The type read from the content (image/png, image/jpeg, application/pdf). */
    mime: text('mime').notNull(),
    /** Bytes of the plain (stored, metadata-free) file. */
    size: integer('size').notNull(),
    /** SHA-256 of the plain stored file, hex. */
    sha256: text('sha256').notNull(),
    /** db | fs */
    backend: text('backend').$type<'db' | 'fs'>().notNull(),
    /** The key's id (rotation: the key an old file was sealed with). */
    keyId: text('key_id').notNull(),
    /** iv (12) + tag (16) + ciphertext, on the db backend; null on fs. */
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the file is erased (retention); the bytes are gone then. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_player_idx').on(t.playerId)],
);
