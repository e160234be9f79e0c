import { DOCUMENT_ERRORS } from '@croupier/contract/documents';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectUpload } from '../src/files/inspect.ts';
import {
  PLAIN_MARKER,
  htmlPage,
  jpegWithGps,
  pdfFile,
  pdfObjectStreamBomb,
  pdfWithOpenActionJs,
  pixelBombPng,
  pngFile,
  rawPdfWithEscapedJs,
  rawPdfWithLaunch,
  shellScript,
  truncatedPng,
  zipFile,
} from './files-malicious.ts';

const sut = (bytes: Buffer, filename: string, truncated = false) =>
  inspectUpload({ bytes, filename, truncated });

describe('inspectUpload', () => {
  let png: Buffer;
  let jpeg: Buffer;
  let pdf: Buffer;
  beforeAll(async () => {
    [png, jpeg, pdf] = await Promise.all([pngFile(), jpegWithGps(), pdfFile()]);
  });

  it('accepts a real PNG and re-encodes it as a PNG that decodes', async () => {
    const result = await sut(png, 'front_side-1.png');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mime).toBe('image/png');
    const meta = await sharp(result.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  });

  it('strips EXIF and GPS from a JPEG and turns it upright', async () => {
    const before = await sharp(jpeg).metadata();
    // The GPS IFD pointer (tag 0x8825) is there before.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((t) => before.exif!.includes(t))).toBe(true);
    expect(before.orientation).toBe(6);
    expect(jpeg.includes(PLAIN_MARKER)).toBe(true);

    const result = await sut(jpeg, 'passport.JPG');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mime).toBe('image/jpeg');
    const after = await sharp(result.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 applied: the 80 × 40 image is now 40 × 80.
    expect([after.width, after.height]).toEqual([40, 80]);
    expect(result.bytes.includes(PLAIN_MARKER)).toBe(false);
    expect(result.bytes.includes('CroupierCam')).toBe(false);
    expect(result.bytes.includes('Exif')).toBe(false);
  });

  it('accepts a real PDF and keeps it as uploaded', async () => {
    const result = await sut(pdf, 'statement.pdf');
    expect(result).toEqual({ ok: true, mime: 'application/pdf', bytes: pdf });
  });

  it('refuses a file over 2,000,000 bytes, or one the stream cut short', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2_000_001 - png.length)]);
    expect(big.length).toBe(2_000_001);
    expect(await sut(big, 'big.png')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileTooLarge });
    expect(await sut(png, 'ok.png', true)).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileTooLarge,
    });
  });

  it.each([
    '../../etc/passwd.png',
    'a b.png',
    'photo/../x.png',
    '..png',
    '.hidden.png',
    'name\\evil.png',
    'naïve.png',
    'x'.repeat(121) + '.png',
    '',
  ])('refuses the file name %j', async (name) => {
    expect(await sut(png, name)).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileName });
  });

  it('refuses an extension other than png, jpg, jpeg, pdf', async () => {
    for (const name of ['photo.gif', 'photo.svg', 'photo.html', 'photo', 'photo.png.exe']) {
      expect(await sut(png, name)).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileType });
    }
  });

  it('refuses a shell script renamed .png and an HTML page renamed .jpg (magic bytes)', async () => {
    expect(await sut(shellScript(), 'id.png')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileType,
    });
    expect(await sut(htmlPage(), 'id.jpg')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileType });
  });

  it('refuses content whose type disagrees with the extension', async () => {
    expect(await sut(pdf, 'id.png')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileType });
    expect(await sut(png, 'id.jpeg')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileType });
    expect(await sut(jpeg, 'id.pdf')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileType });
  });

  it('refuses a PNG/ZIP and a JPEG/ZIP polyglot', async () => {
    const zip = zipFile();
    expect(await sut(Buffer.concat([png, zip]), 'id.png')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnsafe,
    });
    expect(await sut(Buffer.concat([jpeg, zip]), 'id.jpg')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnsafe,
    });
    expect(await sut(Buffer.concat([pdf, zip]), 'id.pdf')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnsafe,
    });
  });

  it('accepts a JPEG followed by another complete JPEG (a phone camera’s multi-picture file)', async () => {
    const result = await sut(Buffer.concat([jpeg, jpeg]), 'camera.jpg');
    expect(result.ok).toBe(true);
  });

  it('refuses a PNG whose pixels do not decode', async () => {
    expect(await sut(await truncatedPng(), 'id.png')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
    // Cut in the middle of its chunks: no IEND.
    expect(await sut(png.subarray(0, png.length - 20), 'id.png')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
    expect(await sut(jpeg.subarray(0, 200), 'id.jpg')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
  });

  it('refuses an image over 40 megapixels without decoding it', async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(await sut(bomb, 'bomb.png')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
  });

  it('refuses a PDF with an /OpenAction JavaScript, in plain objects or object streams', async () => {
    for (const objectStreams of [false, true]) {
      const evil = await pdfWithOpenActionJs(objectStreams);
      expect(await sut(evil, 'doc.pdf')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileUnsafe });
    }
  });

  it('refuses hand-written PDFs with hex-escaped JavaScript names or a Launch action', async () => {
    const escaped = rawPdfWithEscapedJs();
    expect(escaped.includes('/JavaScript')).toBe(false);
    expect(await sut(escaped, 'doc.pdf')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileUnsafe });
    expect(await sut(rawPdfWithLaunch(), 'doc.pdf')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnsafe,
    });
  });

  it('refuses a PDF whose object stream is a deflate bomb, before parsing it', async () => {
    const bomb = pdfObjectStreamBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sut(bomb, 'doc.pdf')).toEqual({ ok: false, code: DOCUMENT_ERRORS.fileUnsafe });
  });

  it('accepts a PDF with object streams (pdf-lib saves them by default)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(bytes.includes('/ObjStm')).toBe(true);
    expect((await sut(bytes, 'doc.pdf')).ok).toBe(true);
  });

  it('refuses a PDF that does not parse', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF\n', 'latin1');
    expect(await sut(broken, 'doc.pdf')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
    expect(await sut(Buffer.from('%PDF-1.7\ngarbage'), 'doc.pdf')).toEqual({
      ok: false,
      code: DOCUMENT_ERRORS.fileUnreadable,
    });
  });
});
