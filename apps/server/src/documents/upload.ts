/**
 * Reading and checking a document upload (`POST /v1/me/documents`, multipart): the text fields and
 * the two files, in whatever order the parts arrive; then every rule of the contract, each error
 * naming its field. Nothing here stores anything.
 */
import {
  DOCUMENT_ERRORS,
  DOCUMENT_RULES,
  IDENTITY_DOCUMENT_TYPES,
  TWO_SIDED_DOCUMENT_TYPES,
  documentUploadFields,
  type DocumentType,
} from '@croupier/contract/documents';
import type { FastifyRequest } from 'fastify';
import { inspectUpload, type InspectedMime } from '../files/inspect.ts';

export const UPLOAD_FILE_FIELDS = ['front_file', 'back_file'] as const;
export type UploadFileField = (typeof UPLOAD_FILE_FIELDS)[number];
const TEXT_FIELDS = ['type', 'idn', 'expires_at'] as const;

export interface RawUploadFile {
  bytes: Buffer;
  filename: string;
  truncated: boolean;
}

export interface RawUpload {
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>;
  files: Partial<Record<UploadFileField, RawUploadFile>>;
}

/** The upload, checked: clean file bytes (images re-encoded) and the fields in our terms. */
export interface CheckedUpload {
  type: DocumentType;
  idn: string | null;
  expiresAt: string | null;
  front: { bytes: Buffer; mime: InspectedMime };
  back: { bytes: Buffer; mime: InspectedMime } | null;
}

const isField = (name: string): name is (typeof TEXT_FIELDS)[number] =>
  (TEXT_FIELDS as readonly string[]).includes(name);
const isFileField = (name: string): name is UploadFileField =>
  (UPLOAD_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads every part of the request (fields before or after the files). A file larger than the
 * limit arrives truncated (and is refused by inspection); parts of other names are drained and
 * ignored; a repeated part keeps its first value. Not multipart: nothing (every field missing).
 */
export async function readUpload(request: FastifyRequest): Promise<RawUpload> {
  const upload: RawUpload = { fields: {}, files: {} };
  if (!request.isMultipart()) return upload;
  const options: NonNullable<Parameters<FastifyRequest['parts']>[0]> & {
    throwFileSizeLimit: boolean;
  } = {
    // Keep the name as sent: a path in it (`../../etc/passwd.png`) is refused, not trimmed.
    preservePath: true,
    // A file over the limit arrives truncated (refused by inspection), not as a thrown error.
    throwFileSizeLimit: false,
    limits: { fileSize: DOCUMENT_RULES.maxBytes, files: 2, fields: 10, parts: 12 },
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const name = part.fieldname;
      if (isFileField(name) && !upload.files[name]) {
        upload.files[name] = {
          bytes: Buffer.concat(chunks),
          filename: part.filename ?? '',
          truncated: part.file.truncated,
        };
      }
    } else if (isField(part.fieldname) && !(part.fieldname in upload.fields)) {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

const text = (v: unknown): string | undefined | null => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return null; // a JSON part or anything else: invalid
  const t = v.trim();
  return t === '' ? undefined : v;
};

/** Is `date` (YYYY-MM-DD) a real calendar date? */
const isRealDate = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

/**
 * Every rule at once: `{ ok: false, errors }` names each field that is wrong (the files are
 * inspected even when a field is wrong, so the player learns everything in one answer).
 */
export async function checkUpload(
  raw: RawUpload,
  now: Date,
): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: string) => void (errors[field] ??= []).push(key);

  const typeText = text(raw.fields.type);
  const idnText = text(raw.fields.idn);
  const expiryText = text(raw.fields.expires_at);
  const parsed = documentUploadFields.safeParse({
    type: typeText ?? undefined,
    idn: idnText ?? undefined,
    expires_at: expiryText ?? undefined,
  });
  const bad = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  let type: DocumentType | null = null;
  if (typeText === undefined) fail('type', DOCUMENT_ERRORS.required);
  else if (typeText === null || bad.has('type')) fail('type', DOCUMENT_ERRORS.invalid);
  else type = typeText as DocumentType;

  const identity = type !== null && (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type);
  const twoSided = type !== null && (TWO_SIDED_DOCUMENT_TYPES as readonly string[]).includes(type);

  let idn: string | null = null;
  if (idnText === null || bad.has('idn')) fail('idn', DOCUMENT_ERRORS.invalid);
  else if (idnText === undefined) {
    if (identity) fail('idn', DOCUMENT_ERRORS.required);
  } else idn = idnText.trim();

  let expiresAt: string | null = null;
  if (expiryText === null || bad.has('expires_at')) fail('expires_at', DOCUMENT_ERRORS.invalid);
  else if (expiryText === undefined) {
    if (identity) fail('expires_at', DOCUMENT_ERRORS.required);
  } else if (!isRealDate(expiryText)) fail('expires_at', DOCUMENT_ERRORS.invalid);
  // From tomorrow (UTC): a document that ends today is refused.
  else if (expiryText <= now.toISOString().slice(0, 10)) {
    fail('expires_at', DOCUMENT_ERRORS.expiryMin);
  } else expiresAt = expiryText;

  const inspected: Partial<Record<UploadFileField, { bytes: Buffer; mime: InspectedMime }>> = {};
  for (const field of UPLOAD_FILE_FIELDS) {
    const file = raw.files[field];
    if (!file) continue;
    const result = await inspectUpload(file);
    if (result.ok) inspected[field] = { bytes: result.bytes, mime: result.mime };
    else fail(field, result.code);
  }
  if (!raw.files.front_file) fail('front_file', DOCUMENT_ERRORS.required);
  if (twoSided && !raw.files.back_file) fail('back_file', DOCUMENT_ERRORS.backRequired);

  if (Object.keys(errors).length > 0 || !type || !inspected.front_file) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    upload: {
      type,
      idn,
      expiresAt,
      front: inspected.front_file,
      back: inspected.back_file ?? null,
    },
  };
}
