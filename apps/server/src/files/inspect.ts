/**
 * Inspection of an uploaded file before anything is stored (player-dashboard spec: Documents;
 * DOCUMENT_RULES and DOCUMENT_ERRORS of the contract). In order:
 * 1. size: a truncated stream or more than DOCUMENT_RULES.maxBytes → document_file_too_large;
 * 2. name: the spec's safe-name rule (no spaces, slashes, path parts) → document_file_name;
 * 3. type: a png/jpg/jpeg/pdf extension, content of that type by its magic bytes
 *    → document_file_type;
 * 4. structure: bytes past a PNG's IEND or a JPEG's EOI (polyglots) → document_file_unsafe;
 * 5. images are decoded (a pixel bomb or a file that does not decode → document_file_unreadable),
 *    turned upright from EXIF and re-encoded in their format without any metadata (EXIF, GPS,
 *    XMP, ICC): the clean bytes are what is stored;
 * 6. PDFs are parsed (failure → unreadable, encryption → unsafe); every object, those inside
 *    object streams included, is walked for active content (JavaScript, actions, embedded files,
 *    forms that submit) and the raw bytes are scanned for the same names, hex escapes decoded
 *    → document_file_unsafe. A PDF that passes is stored as uploaded.
 */
import { DOCUMENT_ERRORS, DOCUMENT_RULES } from '@croupier/contract/documents';
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import sharp from 'sharp';
import { constants, inflateSync } from 'node:zlib';

export type InspectedMime = 'image/png' | 'image/jpeg' | 'application/pdf';
export type InspectResult =
  { ok: true; mime: InspectedMime; bytes: Buffer } | { ok: false; code: string };

/** Decoding refuses larger images (a small file can declare a huge canvas). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const EXTENSION_MIME: Record<string, InspectedMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

const fail = (code: string): InspectResult => ({ ok: false, code });

export async function inspectUpload(input: {
  bytes: Buffer;
  filename: string;
  truncated: boolean;
}): Promise<InspectResult> {
  const { bytes, filename } = input;
  if (input.truncated || bytes.length > DOCUMENT_RULES.maxBytes) {
    return fail(DOCUMENT_ERRORS.fileTooLarge);
  }
  if (!isSafeFileName(filename)) return fail(DOCUMENT_ERRORS.fileName);
  const declared = EXTENSION_MIME[extensionOf(filename)];
  if (!declared) return fail(DOCUMENT_ERRORS.fileType);
  const sniffed = sniffMime(bytes);
  if (!sniffed || sniffed !== declared) return fail(DOCUMENT_ERRORS.fileType);

  if (sniffed === 'image/png') {
    const end = pngEnd(bytes);
    if (end === null) return fail(DOCUMENT_ERRORS.fileUnreadable);
    if (end !== bytes.length) return fail(DOCUMENT_ERRORS.fileUnsafe);
    return cleanImage(bytes, 'png');
  }
  if (sniffed === 'image/jpeg') {
    const verdict = jpegTrailer(bytes);
    if (verdict === 'unreadable') return fail(DOCUMENT_ERRORS.fileUnreadable);
    if (verdict === 'unsafe') return fail(DOCUMENT_ERRORS.fileUnsafe);
    return cleanImage(bytes, 'jpeg');
  }
  return inspectPdf(bytes);
}

/** The spec's rule (letters, digits, `_`, `.`, `-`), no leading dot, no `..`, a bounded length. */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= DOCUMENT_RULES.nameMaxLength &&
    DOCUMENT_RULES.namePattern.test(name) &&
    !name.startsWith('.') &&
    !name.includes('..')
  );
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type by magic bytes, whatever the name says. */
export function sniffMime(bytes: Buffer): InspectedMime | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return 'application/pdf';
  }
  return null;
}

/** The offset just past the IEND chunk, or null when the chunk structure is broken. */
function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const next = at + 12 + length;
    if (length > 0x7fffffff || next > bytes.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

/**
 * Walks a JPEG's segments to its EOI. Bytes after it are allowed only as further complete JPEGs
 * (the Multi-Picture Format of phone cameras stores its extra images there) or zero/0xFF padding;
 * anything else (a ZIP, a script) makes it a polyglot.
 */
function jpegTrailer(bytes: Buffer): 'ok' | 'unsafe' | 'unreadable' {
  let at = 0;
  let first = true;
  while (at < bytes.length) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0xd8) {
      const end = jpegEnd(bytes, at);
      if (end === null) return first ? 'unreadable' : 'unsafe';
      first = false;
      at = end;
      continue;
    }
    if (first) return 'unreadable';
    for (let i = at; i < bytes.length; i += 1) {
      if (bytes[i] !== 0x00 && bytes[i] !== 0xff) return 'unsafe';
    }
    return 'ok';
  }
  return 'ok';
}

/** The offset just past the EOI of the JPEG that starts at `start`, or null. */
function jpegEnd(bytes: Buffer, start: number): number | null {
  let at = start + 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    at += 2 + length;
    if (at > bytes.length) return null;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is not a stuffed zero or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1]!;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            at += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        at += 1;
      }
    }
  }
  return null;
}

async function cleanImage(bytes: Buffer, format: 'png' | 'jpeg'): Promise<InspectResult> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' });
    const meta = await image.metadata();
    if (meta.format !== format) return fail(DOCUMENT_ERRORS.fileType);
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
    const pipeline = image.rotate();
    const clean =
      format === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { ok: true, mime: format === 'png' ? 'image/png' : 'image/jpeg', bytes: clean };
  } catch {
    return fail(DOCUMENT_ERRORS.fileUnreadable);
  }
}

/**
 * Names of active content. URI links stay allowed (a click in the reader, the file is served as a
 * download); everything that runs, launches, submits, embeds or jumps to another file is refused.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'Movie',
  'Sound',
  'Rendition',
  'Encrypt',
]);

/** A PDF name with its `#xx` escapes decoded (any case, as readers do). */
const decodePdfName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function inspectPdf(bytes: Buffer): Promise<InspectResult> {
  const text = bytes.toString('latin1');
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return fail(DOCUMENT_ERRORS.fileUnreadable);
  // Data past the last %%EOF (a PDF/ZIP polyglot) is refused; whitespace is not data.
  if (!/^[\s\0]*$/.test(text.slice(eof + 5))) return fail(DOCUMENT_ERRORS.fileUnsafe);
  if (rawActiveName(text)) return fail(DOCUMENT_ERRORS.fileUnsafe);
  // The parser inflates object streams in memory: a deflate bomb is refused before it runs.
  if (!objectStreamsFit(text, bytes)) return fail(DOCUMENT_ERRORS.fileUnsafe);

  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: false });
  } catch (err) {
    return fail(
      err instanceof EncryptedPDFError
        ? DOCUMENT_ERRORS.fileUnsafe
        : DOCUMENT_ERRORS.fileUnreadable,
    );
  }
  if (pdf.isEncrypted) return fail(DOCUMENT_ERRORS.fileUnsafe);
  try {
    if (pdf.getPageCount() === 0) return fail(DOCUMENT_ERRORS.fileUnreadable);
  } catch {
    return fail(DOCUMENT_ERRORS.fileUnreadable); // no page tree
  }
  // Every indirect object the parser found, including those it unpacked from object streams.
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (hasActiveContent(object, 0)) return fail(DOCUMENT_ERRORS.fileUnsafe);
  }
  if (hasActiveContent(pdf.context.trailerInfo.Encrypt ?? null, 0)) {
    return fail(DOCUMENT_ERRORS.fileUnsafe);
  }
  return { ok: true, mime: 'application/pdf', bytes };
}

function hasActiveContent(object: PDFObject | null | undefined, depth: number): boolean {
  if (!object) return false;
  if (depth > 64) return true; // nesting no real document has
  if (object instanceof PDFName) return ACTIVE_PDF_NAMES.has(decodePdfName(object.decodeText()));
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i += 1) {
      if (hasActiveContent(object.get(i), depth + 1)) return true;
    }
    return false;
  }
  const dict =
    object instanceof PDFDict
      ? object
      : object instanceof PDFStream || object instanceof PDFRawStream
        ? object.dict
        : null;
  if (!dict) return false;
  for (const [key, value] of dict.entries()) {
    if (ACTIVE_PDF_NAMES.has(decodePdfName(key.decodeText()))) return true;
    if (hasActiveContent(value, depth + 1)) return true;
  }
  return false;
}

/** What object streams of one PDF may inflate to, in all (real ones are a few hundred KB). */
export const MAX_OBJECT_STREAM_BYTES = 16_000_000;

/**
 * Object streams (`/Type /ObjStm`) inflate within MAX_OBJECT_STREAM_BYTES in all, and use no
 * filter but FlateDecode (others could be bombs zlib cannot measure).
 */
function objectStreamsFit(text: string, bytes: Buffer): boolean {
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (const match of text.matchAll(/\bstream\r?\n/g)) {
    const at = match.index;
    const head = text.slice(Math.max(0, text.lastIndexOf('obj', at)), at);
    const names = [...head.matchAll(/\/([^\s/[\]<>(){}%\0]+)/g)].map((m) => decodePdfName(m[1]!));
    if (!names.includes('ObjStm')) continue;
    const filters = names.filter((n) => n.endsWith('Decode'));
    if (filters.some((f) => f !== 'FlateDecode')) return false;
    if (filters.length === 0) continue;
    const end = text.indexOf('endstream', at + match[0].length);
    if (end < 0) continue; // the parser refuses it
    try {
      const out = inflateSync(bytes.subarray(at + match[0].length, end), {
        maxOutputLength: Math.max(1, budget),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      budget -= out.length;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      if (err instanceof RangeError) return false;
    }
  }
  return true;
}

/**
 * The second fence: names of active content anywhere in the raw bytes outside stream bodies
 * (binary stream data would give false alarms; object streams are walked after parsing).
 */
function rawActiveName(text: string): boolean {
  const outsideStreams = text.replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ');
  const names = outsideStreams.matchAll(/\/([^\s/[\]<>(){}%\0]+)/g);
  for (const match of names) {
    if (ACTIVE_PDF_NAMES.has(decodePdfName(match[1]!))) return true;
  }
  return false;
}
