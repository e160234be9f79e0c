/**
 * Staff image uploads into the media store (`media_files`, served by GET /media/*): png or jpeg,
 * inspected as players' documents are (size, safe name, magic bytes, polyglots, decoding) and
 * re-encoded without metadata; stored under `uploads/` by the hash of the clean bytes (the same
 * image uploaded twice is one file). Skin logos go under `logos/` (at most SKIN_LOGO_MAX_BYTES).
 * SVG is not accepted: there is no SVG sanitiser, and a raster logo cannot carry script.
 */
import { createHash } from 'node:crypto';
import { count, desc, like, sql } from 'drizzle-orm';
import { DOCUMENT_ERRORS, DOCUMENT_RULES } from '@croupier/contract/documents';
import { SKIN_LOGO_MAX_BYTES } from '@croupier/contract/staff-content';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { inspectUpload } from '../../files/inspect.ts';
import { HttpError } from '../../lib/errors.ts';

const PREFIX = 'uploads/';
const LOGO_PREFIX = 'logos/';
const PER_PAGE = 50;

const refuse = (key: string) => new HttpError(422, ERROR_MESSAGES.validation, { file: [key] });

/** The one `file` part of a multipart request (others drained); null when there is none. */
async function readFile(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart()) return null;
  let file: { bytes: Buffer; filename: string; truncated: boolean } | null = null;
  const parts = req.parts({
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.fieldname === 'file' && !file) {
      file = {
        bytes: Buffer.concat(chunks),
        filename: part.filename ?? '',
        truncated: part.file.truncated,
      };
    }
  }
  return file;
}

const out = (f: { path: string; contentType: string; size: number; createdAt: Date }) => ({
  path: f.path,
  url: `/media/${f.path}`,
  content_type: f.contentType,
  size: f.size,
  created_at: f.createdAt.toISOString(),
});

export function createStaffMedia(db: Db) {
  /**
   * Reads, inspects and stores the request's image (png or jpeg, at most `maxBytes`) under
   * `prefix`; 422 `{ file: [key] }` (the documents' keys) when it is missing or refused.
   */
  async function store(req: FastifyRequest, prefix: string, maxBytes: number) {
    const raw = await readFile(req, maxBytes);
    if (!raw) throw refuse(ERROR_KEYS.required);
    if (raw.bytes.length > maxBytes) raw.truncated = true;
    const inspected = await inspectUpload(raw);
    if (!inspected.ok) throw refuse(inspected.code);
    if (inspected.mime === 'application/pdf') throw refuse(DOCUMENT_ERRORS.fileType);
    const hash = createHash('sha256').update(inspected.bytes).digest('hex');
    const ext = inspected.mime === 'image/png' ? 'png' : 'jpg';
    const path = `${prefix}${hash.slice(0, 32)}.${ext}`;
    const etag = createHash('sha256').update(inspected.bytes).digest('base64url').slice(0, 27);
    await db
      .insert(mediaFiles)
      .values({ path, contentType: inspected.mime, body: inspected.bytes, etag })
      .onConflictDoNothing();
    return out({
      path,
      contentType: inspected.mime,
      size: inspected.bytes.length,
      createdAt: new Date(),
    });
  }

  return {
    /** An image for pages, promotions and banners (listed by `list`). */
    upload: (req: FastifyRequest) => store(req, PREFIX, DOCUMENT_RULES.maxBytes),

    /** A skin's logo: at most SKIN_LOGO_MAX_BYTES, kept apart from the listed uploads. */
    uploadLogo: (req: FastifyRequest) => store(req, LOGO_PREFIX, SKIN_LOGO_MAX_BYTES),

    async list(page: number) {
      const where = like(mediaFiles.path, `${PREFIX}%`);
      const rows = await db
        .select({
          path: mediaFiles.path,
          contentType: mediaFiles.contentType,
          size: sql<number>`octet_length(${mediaFiles.body})`,
          createdAt: mediaFiles.createdAt,
        })
        .from(mediaFiles)
        .where(where)
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.path))
        .limit(PER_PAGE)
        .offset((page - 1) * PER_PAGE);
      const [total] = await db.select({ n: count() }).from(mediaFiles).where(where);
      return {
        data: rows.map((r) => out({ ...r, size: Number(r.size) })),
        total: Number(total?.n ?? 0),
        perPage: PER_PAGE,
      };
    },
  };
}
export type StaffMediaStore = ReturnType<typeof createStaffMedia>;
