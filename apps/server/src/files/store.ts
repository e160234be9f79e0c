/**
 * The file store: player files encrypted at rest (files/crypto.ts) on one of two backends, chosen
 * by FILE_STORAGE:
 * - `db`: the sealed bytes in `stored_files.data` (any number of nodes, one backup);
 * - `fs`: `DATA_DIR/files/<2 hex>/<id>.bin`, written to a temporary file and renamed into place
 *   (one node, or several on a shared volume).
 * The row (owner, type, size, SHA-256, key id) lives in the database on both. Ids are random
 * UUIDs; a file is read by id only, and callers check who may read it.
 */
import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import type { Env } from '../env.ts';
import { loadFileKeyring, openFile, sealFile, type FileKeyring } from './crypto.ts';
import { storedFiles } from './schema.ts';

export interface StoredFileInfo {
  id: string;
  size: number;
  sha256: string;
}

export interface FileStore {
  /** Encrypts and stores a file of a player (already inspected by the caller). */
  put(input: { playerId: number; bytes: Buffer; mime: string }): Promise<StoredFileInfo>;
  /**
   * The plain bytes, or null for an unknown or erased id. Throws FileIntegrityError when the
   * sealed bytes do not open (tampered, or sealed under a key no longer configured).
   */
  get(id: string): Promise<{ bytes: Buffer; mime: string; playerId: number } | null>;
  /** Owner, type and size of a live (not erased) file, without reading its bytes; null if none. */
  describe(id: string): Promise<{ playerId: number; mime: string; size: number } | null>;
  /** Removes the bytes for good and marks the row erased (retention, account deletion). */
  erase(id: string): Promise<void>;
  /**
   * Deletes a file that never became part of anything (the rest of an upload failed): the row
   * and the bytes. Not for files a document or an applicant refers to.
   */
  discard(id: string): Promise<void>;
  /** The key that signs media links (derived from DOCUMENTS_KEY). */
  readonly linkSecret: Buffer;
  readonly backend: 'db' | 'fs';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isFileId = (id: string) => UUID.test(id);

/** Where the fs backend keeps a file (exported for tests and maintenance tools). */
export function fsPathOf(env: Pick<Env, 'DATA_DIR'>, id: string): string {
  if (!isFileId(id)) throw new Error('not a file id');
  return join(resolve(env.DATA_DIR), 'files', id.slice(0, 2), `${id}.bin`);
}

export function createFileStore(deps: { db: Db; env: Env; now?: () => Date }): FileStore {
  const { db, env } = deps;
  const now = deps.now ?? (() => new Date());
  // Throws in production without DOCUMENTS_KEY: the server refuses to start.
  const keyring: FileKeyring = loadFileKeyring(env);
  const backend = env.FILE_STORAGE;

  async function writeFs(id: string, sealed: Buffer): Promise<void> {
    const path = fsPathOf(env, id);
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, sealed, { mode: 0o600, flag: 'wx' });
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async function removeFs(id: string): Promise<void> {
    await rm(fsPathOf(env, id), { force: true });
  }

  async function rowOf(executor: Executor, id: string) {
    const [row] = await executor.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return row;
  }

  return {
    backend,
    linkSecret: keyring.linkSecret,

    async put({ playerId, bytes, mime }) {
      const id = randomUUID();
      const key = keyring.current;
      const sealed = sealFile(key, bytes, { fileId: id, playerId, mime });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (backend === 'fs') await writeFs(id, sealed);
      try {
        await db.insert(storedFiles).values({
          id,
          playerId,
          mime,
          size: bytes.length,
          sha256,
          backend,
          keyId: key.id,
          data: backend === 'db' ? sealed : null,
          createdAt: now(),
        });
      } catch (err) {
        if (backend === 'fs') await removeFs(id).catch(() => undefined);
        throw err;
      }
      return { id, size: bytes.length, sha256 };
    },

    async get(id) {
      if (!isFileId(id)) return null;
      const row = await rowOf(db, id);
      if (!row || row.erasedAt) return null;
      const key = keyring.byId(row.keyId);
      if (!key) throw new Error(`stored file ${id}: key ${row.keyId} is not configured`);
      let sealed: Buffer | null;
      if (row.backend === 'db') {
        sealed = row.data;
      } else {
        sealed = await readFile(fsPathOf(env, id)).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return null;
          throw err;
        });
      }
      if (!sealed) return null;
      const bytes = openFile(key, sealed, { fileId: id, playerId: row.playerId, mime: row.mime });
      return { bytes, mime: row.mime, playerId: row.playerId };
    },

    async describe(id) {
      if (!isFileId(id)) return null;
      const [row] = await db
        .select({ playerId: storedFiles.playerId, mime: storedFiles.mime, size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), isNull(storedFiles.erasedAt)))
        .limit(1);
      return row ?? null;
    },

    async erase(id) {
      if (!isFileId(id)) return;
      const row = await rowOf(db, id);
      if (!row) return;
      if (row.backend === 'fs') await removeFs(id);
      await db
        .update(storedFiles)
        .set({ data: null, erasedAt: now() })
        .where(and(eq(storedFiles.id, id), isNull(storedFiles.erasedAt)));
    },

    async discard(id) {
      if (!isFileId(id)) return;
      const row = await rowOf(db, id);
      if (row?.backend === 'fs' || (!row && backend === 'fs')) await removeFs(id);
      if (row) await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}
