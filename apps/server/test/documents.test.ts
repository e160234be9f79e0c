/**
 * Player documents (issue 11, "Documents" and "Bad input"): every upload rule on the server, the
 * malicious files refused with nothing stored, encryption at rest on both storage backends, the
 * signed links (owner only, 404 for anyone else), and the staff review, audited. Runs on PGlite,
 * and on PostgreSQL with TEST_PG_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_ERRORS, type PlayerDocument } from '@croupier/contract/documents';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { documents } from '../src/documents/schema.ts';
import { createDocumentsService } from '../src/documents/service.ts';
import { FileIntegrityError } from '../src/files/crypto.ts';
import { fileLink } from '../src/files/links.ts';
import { storedFiles } from '../src/files/schema.ts';
import { createFileStore, fsPathOf } from '../src/files/store.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { buildTestApp, SKIN_AUTH, staffTokens, testEnv, type TestApp } from './helper.ts';
import {
  PLAIN_MARKER,
  htmlPage,
  jpegWithGps,
  pdfFile,
  pdfWithOpenActionJs,
  pngFile,
  rawPdfWithEscapedJs,
  rawPdfWithMarker,
  shellScript,
  truncatedPng,
  zipFile,
} from './files-malicious.ts';
import { createPlayer } from './studio-support.ts';

// ------------------------------------------------------------------ multipart and calls

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body, built by hand (parts in the given order). */
function multipart(parts: Part[]) {
  const boundary = `----croupier${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if ('filename' in p) {
      head += `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'content' in p ? p.content : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const file = (name: 'front_file' | 'back_file', filename: string, content: Buffer): Part => ({
  name,
  filename,
  content,
});
const field = (name: string, value: string): Part => ({ name, value });

const isoDay = (d: Date, plusDays: number) =>
  new Date(d.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

interface Ctx {
  t: TestApp;
  dataDir: string;
  staffToken: string;
  supportToken: string;
}

async function setUp(backend: 'db' | 'fs', env: Record<string, string> = {}): Promise<Ctx> {
  const dataDir = await mkdtemp(join(tmpdir(), 'croupier-docs-'));
  const t = await buildTestApp({
    FILE_STORAGE: backend,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const tokens = await staffTokens(t, `docs-${backend}`, ['compliance', 'support']);
  return { t, dataDir, staffToken: tokens.compliance, supportToken: tokens.support };
}

async function tearDown(ctx: Ctx | undefined) {
  if (!ctx) return;
  await ctx.t.close();
  await rm(ctx.dataDir, { recursive: true, force: true });
}

function api(ctx: Ctx) {
  const { app } = ctx.t;
  return {
    async upload(token: string | null, parts: Part[]) {
      const body = multipart(parts);
      const headers: Record<string, string> = {
        authorization: SKIN_AUTH,
        'content-type': body.contentType,
      };
      if (token) headers['user-token'] = token;
      const res = await app.inject({
        method: 'POST',
        url: '/v1/me/documents',
        headers,
        payload: body.payload,
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
    async list(token: string | null) {
      const headers: Record<string, string> = { authorization: SKIN_AUTH };
      if (token) headers['user-token'] = token;
      const res = await app.inject({ method: 'GET', url: '/v1/me/all-documents', headers });
      return { status: res.statusCode, body: res.json() as { data: PlayerDocument[] } };
    },
    open: (url: string) => app.inject({ method: 'GET', url }),
    staff(method: 'GET' | 'POST', url: string, body?: object, token = ctx.staffToken) {
      return app.inject({
        method,
        url: `/staff/v1/${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
    },
  };
}

/** Rows and files on disk: what "nothing stored" is measured with. */
async function storedState(ctx: Ctx) {
  const db = ctx.t.database.db;
  const [files] = await db.select({ n: count() }).from(storedFiles);
  const [docs] = await db.select({ n: count() }).from(documents);
  const onDisk = await listFiles(join(ctx.dataDir, 'files'));
  return { files: Number(files!.n), documents: Number(docs!.n), onDisk: onDisk.length };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const newPlayer = (ctx: Ctx, values: Partial<typeof t.players.$inferInsert> = {}) =>
  createPlayer(ctx.t.database.db, ctx.t.clock.now, values);

function expectSafeHeaders(res: { headers: Record<string, unknown> }, mime: string, ext: string) {
  expect(res.headers['content-type']).toBe(mime);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="document.${ext}"`);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}

// ------------------------------------------------------------------ the rules (fs backend)

describe('documents: upload rules, malicious files, links and review', () => {
  let ctx: Ctx;
  let call: ReturnType<typeof api>;
  let png: Buffer;
  let jpeg: Buffer;
  let pdf: Buffer;
  beforeAll(async () => {
    ctx = await setUp('fs');
    call = api(ctx);
    [png, jpeg, pdf] = await Promise.all([pngFile(), jpegWithGps(), pdfFile()]);
  });
  afterAll(() => tearDown(ctx));

  const tomorrow = () => isoDay(ctx.t.clock.now, 1);

  it('uploads a passport (front only): pending, its image served clean to its owner', async () => {
    const p = await newPlayer(ctx);
    const res = await call.upload(p.userToken, [
      field('type', 'passport'),
      field('idn', ' P1234567 '),
      field('expires_at', tomorrow()),
      file('front_file', 'passport.jpg', jpeg),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = (res.body as { data: PlayerDocument }).data;
    expect(doc).toMatchObject({
      type: 'passport',
      idn: 'P1234567',
      expires_at: tomorrow(),
      status: 'pending',
      is_verified: false,
      reject_reason: null,
    });
    expect(doc.media).toHaveLength(1);
    expect(doc.media[0]).toMatchObject({ side: 'front', mime: 'image/jpeg' });
    expect(doc.media[0]!.full_url).toMatch(/^\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);

    const listed = await call.list(p.userToken);
    expect(listed.body.data.map((d) => d.id)).toEqual([doc.id]);

    const served = await call.open(doc.media[0]!.full_url);
    expect(served.statusCode).toBe(200);
    expectSafeHeaders(served, 'image/jpeg', 'jpg');
    const bytes = served.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(PLAIN_MARKER)).toBe(false);
  });

  it('uploads an id card with both sides, fields after the files', async () => {
    const p = await newPlayer(ctx);
    const res = await call.upload(p.userToken, [
      file('front_file', 'front.png', png),
      file('back_file', 'back.pdf', pdf),
      field('type', 'id_card'),
      field('idn', 'ID-99'),
      field('expires_at', isoDay(ctx.t.clock.now, 400)),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = (res.body as { data: PlayerDocument }).data;
    expect(doc.media.map((m) => [m.side, m.mime])).toEqual([
      ['back', 'application/pdf'],
      ['front', 'image/png'],
    ]);
    const back = await call.open(doc.media.find((m) => m.side === 'back')!.full_url);
    expectSafeHeaders(back, 'application/pdf', 'pdf');
    // A PDF that passes is kept as uploaded.
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });

  it('an "others" document needs neither idn nor expiry, nor a back side', async () => {
    const p = await newPlayer(ctx);
    const res = await call.upload(p.userToken, [
      field('type', 'others'),
      file('front_file', 'bill.pdf', pdf),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'others', idn: null, expires_at: null });
  });

  it.each([
    [
      'a missing back side (id_card)',
      () => [
        field('type', 'id_card'),
        field('idn', 'X1'),
        field('expires_at', tomorrow()),
        file('front_file', 'f.png', png),
      ],
      { back_file: [DOCUMENT_ERRORS.backRequired] },
    ],
    [
      'a missing back side (driver_license)',
      () => [
        field('type', 'driver_license'),
        field('idn', 'X1'),
        field('expires_at', tomorrow()),
        file('front_file', 'f.png', png),
      ],
      { back_file: [DOCUMENT_ERRORS.backRequired] },
    ],
    [
      'an expiry of today',
      () => [
        field('type', 'passport'),
        field('idn', 'X1'),
        field('expires_at', isoDay(ctx.t.clock.now, 0)),
        file('front_file', 'f.png', png),
      ],
      { expires_at: [DOCUMENT_ERRORS.expiryMin] },
    ],
    [
      'an expiry in the past',
      () => [
        field('type', 'passport'),
        field('idn', 'X1'),
        field('expires_at', '2001-01-01'),
        file('front_file', 'f.png', png),
      ],
      { expires_at: [DOCUMENT_ERRORS.expiryMin] },
    ],
    [
      'a date that does not exist',
      () => [
        field('type', 'passport'),
        field('idn', 'X1'),
        field('expires_at', '2099-02-30'),
        file('front_file', 'f.png', png),
      ],
      { expires_at: [DOCUMENT_ERRORS.invalid] },
    ],
    [
      'no idn nor expiry for an identity document',
      () => [
        field('type', 'driver_license'),
        file('front_file', 'f.png', png),
        file('back_file', 'b.png', png),
      ],
      { idn: [DOCUMENT_ERRORS.required], expires_at: [DOCUMENT_ERRORS.required] },
    ],
    [
      'an unknown type',
      () => [field('type', 'selfie'), file('front_file', 'f.png', png)],
      { type: [DOCUMENT_ERRORS.invalid] },
    ],
    [
      'no type and no front file',
      () => [field('idn', 'X1')],
      { type: [DOCUMENT_ERRORS.required], front_file: [DOCUMENT_ERRORS.required] },
    ],
    [
      'an idn with U+0000',
      () => [
        field('type', 'passport'),
        field('idn', 'a\u0000b'),
        field('expires_at', tomorrow()),
        file('front_file', 'f.png', png),
      ],
      { idn: [DOCUMENT_ERRORS.invalid] },
    ],
  ] as const)('refuses %s, storing nothing', async (_what, parts, errors) => {
    const p = await newPlayer(ctx);
    const before = await storedState(ctx);
    const res = await call.upload(p.userToken, parts() as Part[]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'The given data was invalid.', errors });
    expect(await storedState(ctx)).toEqual(before);
  });

  const MALICIOUS: [string, () => Promise<Part[]>, Record<string, string[]>][] = [
    [
      'a shell script renamed .png',
      async () => [file('front_file', 'id.png', shellScript())],
      { front_file: [DOCUMENT_ERRORS.fileType] },
    ],
    [
      'an HTML page renamed .jpg',
      async () => [file('front_file', 'id.jpg', htmlPage())],
      { front_file: [DOCUMENT_ERRORS.fileType] },
    ],
    [
      'a PDF with an /OpenAction JavaScript',
      async () => [file('front_file', 'id.pdf', await pdfWithOpenActionJs(true))],
      { front_file: [DOCUMENT_ERRORS.fileUnsafe] },
    ],
    [
      'a hand-written PDF with hex-escaped JavaScript',
      async () => [file('front_file', 'id.pdf', rawPdfWithEscapedJs())],
      { front_file: [DOCUMENT_ERRORS.fileUnsafe] },
    ],
    [
      'a PNG/ZIP polyglot',
      async () => [file('front_file', 'id.png', Buffer.concat([await pngFile(), zipFile()]))],
      { front_file: [DOCUMENT_ERRORS.fileUnsafe] },
    ],
    [
      'a 2,000,001-byte file',
      async () => {
        const big = Buffer.alloc(2_000_001, 0x41);
        (await pngFile()).copy(big);
        return [file('front_file', 'id.png', big)];
      },
      { front_file: [DOCUMENT_ERRORS.fileTooLarge] },
    ],
    [
      'the name ../../etc/passwd.png',
      async () => [file('front_file', '../../etc/passwd.png', await pngFile())],
      { front_file: [DOCUMENT_ERRORS.fileName] },
    ],
    [
      'the name a b.png',
      async () => [file('front_file', 'a b.png', await pngFile())],
      { front_file: [DOCUMENT_ERRORS.fileName] },
    ],
    [
      'a PNG that does not decode',
      async () => [file('front_file', 'id.png', await truncatedPng())],
      { front_file: [DOCUMENT_ERRORS.fileUnreadable] },
    ],
    [
      'a good front with a malicious back',
      async () => [
        file('front_file', 'front.png', await pngFile()),
        file('back_file', 'back.jpg', htmlPage()),
      ],
      { back_file: [DOCUMENT_ERRORS.fileType] },
    ],
  ];

  it.each(MALICIOUS)('refuses %s with its key, storing nothing', async (_what, parts, errors) => {
    const p = await newPlayer(ctx);
    const before = await storedState(ctx);
    const res = await call.upload(p.userToken, [field('type', 'others'), ...(await parts())]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'The given data was invalid.', errors });
    expect(await storedState(ctx)).toEqual(before);
    expect((await call.list(p.userToken)).body.data).toEqual([]);
  });

  it('takes two files of almost 2,000,000 bytes each; a third file is refused', async () => {
    const p = await newPlayer(ctx);
    // Noise does not compress: a PNG of about 1.9 MB.
    const noise = await sharp(randomBytes(780 * 800 * 3), {
      raw: { width: 780, height: 800, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_800_000);
    expect(noise.length).toBeLessThanOrEqual(2_000_000);
    const res = await call.upload(p.userToken, [
      field('type', 'driver_license'),
      field('idn', 'DL-1'),
      field('expires_at', tomorrow()),
      file('front_file', 'front.png', noise),
      file('back_file', 'back.png', noise),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const before = await storedState(ctx);
    const three = await call.upload(p.userToken, [
      field('type', 'others'),
      file('front_file', 'a.png', png),
      file('back_file', 'b.png', png),
      file('front_file', 'c.png', png),
    ]);
    expect(three.status, JSON.stringify(three.body)).toBe(413);
    expect(await storedState(ctx)).toEqual(before);
  });

  it('makes a document from files the KYC flow stored, of that player only', async () => {
    const a = await newPlayer(ctx);
    const b = await newPlayer(ctx);
    const store = createFileStore({
      db: ctx.t.database.db,
      env: testEnv({ FILE_STORAGE: 'fs', DATA_DIR: ctx.dataDir }),
    });
    const front = await store.put({ playerId: a.id, bytes: png, mime: 'image/png' });
    const service = createDocumentsService({
      db: ctx.t.database.db,
      store,
      now: () => ctx.t.clock.now,
    });
    await expect(
      service.createFromKyc({ playerId: b.id, type: 'passport', frontFileId: front.id }),
    ).rejects.toThrow(/another player/);
    const doc = await service.createFromKyc({
      playerId: a.id,
      type: 'passport',
      idn: 'K-1',
      frontFileId: front.id,
    });
    expect(doc).toMatchObject({ type: 'passport', idn: 'K-1', status: 'pending' });
    const mine = (await call.list(a.userToken)).body.data;
    expect(mine.map((d) => d.id)).toEqual([doc.id]);
    const served = await call.open(mine[0]!.media[0]!.full_url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a request that is not multipart', async () => {
    const p = await newPlayer(ctx);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/v1/me/documents',
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
      payload: { type: 'passport' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { front_file: [DOCUMENT_ERRORS.required] } });
  });

  it('only an active account uploads (403 account_not_active), and a guest is 401', async () => {
    for (const status of ['incompleted', 'self_excluded']) {
      const p = await newPlayer(ctx, { status });
      const before = await storedState(ctx);
      const res = await call.upload(p.userToken, [
        field('type', 'others'),
        file('front_file', 'f.png', png),
      ]);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'account_not_active' });
      expect(await storedState(ctx)).toEqual(before);
    }
    const guest = await call.upload(null, [
      field('type', 'others'),
      file('front_file', 'f.png', png),
    ]);
    expect(guest.status).toBe(401);
    expect((await call.list(null)).status).toBe(401);
  });

  it("a player's documents reach no one else: list, forged and foreign links, expiry", async () => {
    const a = await newPlayer(ctx);
    const b = await newPlayer(ctx);
    const up = await call.upload(a.userToken, [
      field('type', 'others'),
      // A player id in the body is not how an upload picks its owner.
      field('player_id', String(b.id)),
      file('front_file', 'f.png', png),
    ]);
    expect(up.status).toBe(201);
    const doc = (up.body as { data: PlayerDocument }).data;
    const link = doc.media[0]!.full_url;
    const fileId = /\/files\/([^?]+)/.exec(link)![1]!;
    const [row] = await ctx.t.database.db
      .select({ playerId: storedFiles.playerId })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    expect(row!.playerId).toBe(a.id);

    expect((await call.list(b.userToken)).body.data).toEqual([]);
    expect((await call.open(link)).statusCode).toBe(200);

    const store = createFileStore({
      db: ctx.t.database.db,
      env: testEnv({ FILE_STORAGE: 'fs', DATA_DIR: ctx.dataDir }),
    });
    // A link signed for player B (a valid signature, for the wrong owner).
    const forB = fileLink(store.linkSecret, { fileId, playerId: b.id, now: ctx.t.clock.now });
    const url = new URL(link, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const wrongKey = fileLink(Buffer.alloc(32, 7), {
      fileId,
      playerId: a.id,
      now: ctx.t.clock.now,
    });
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      forB,
      wrongKey,
      `/files/${fileId}?exp=${exp}&sig=${flipped}`,
      `/files/${fileId}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/files/${fileId}`,
      `/files/${fileId}?exp=${exp}`,
      `/files/${randomUUID()}?exp=${exp}&sig=${sig}`,
      `/files/..%2F..%2Fetc%2Fpasswd?exp=${exp}&sig=${sig}`,
    ]) {
      const res = await call.open(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
    // The link ends after 10 minutes.
    const started = ctx.t.clock.now;
    ctx.t.clock.now = new Date(started.getTime() + 601_000);
    try {
      expect((await call.open(link)).statusCode).toBe(404);
    } finally {
      ctx.t.clock.now = started;
    }
  });

  it('staff verify and reject (compliance role), once each, audited; the player sees it', async () => {
    const p = await newPlayer(ctx);
    const upload = async () => {
      const res = await call.upload(p.userToken, [
        field('type', 'passport'),
        field('idn', 'P-1'),
        field('expires_at', tomorrow()),
        file('front_file', 'p.png', png),
      ]);
      return (res.body as { data: PlayerDocument }).data.id;
    };
    const first = await upload();
    const second = await upload();

    const pending = await call.staff('GET', `documents?status=pending&player_id=${p.id}`);
    expect(pending.statusCode).toBe(200);
    const listed = (pending.json() as { data: (PlayerDocument & { player_id: number })[] }).data;
    expect(listed.map((d) => d.id)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({ player_id: p.id, status: 'pending' });

    // Staff open the file through their own call (audited as a view).
    const fileUrl = listed[0]!.media[0]!.full_url;
    expect(fileUrl).toMatch(/^\/staff\/v1\/files\/[0-9a-f-]{36}$/);
    const viewed = await ctx.t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${ctx.staffToken}` },
    });
    expect(viewed.statusCode).toBe(200);
    expectSafeHeaders(viewed, 'image/png', 'png');
    expect((await ctx.t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);

    // Roles: support may not review.
    const bySupport = await call.staff('POST', `documents/${first}/verify`, {}, ctx.supportToken);
    expect(bySupport.statusCode).toBe(403);

    const noReason = await call.staff('POST', `documents/${first}/reject`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ errors: { reason: ['field_required'] } });

    const rejected = await call.staff('POST', `documents/${first}/reject`, {
      reason: 'The photo is blurred',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      data: { id: first, status: 'rejected', reject_reason: 'The photo is blurred' },
    });
    const verified = await call.staff('POST', `documents/${second}/verify`, {});
    expect(verified.statusCode).toBe(200);
    // A second decision is refused.
    for (const again of [`documents/${first}/verify`, `documents/${second}/reject`]) {
      const res = await call.staff('POST', again, { reason: 'again' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'document_already_decided' });
    }
    expect((await call.staff('POST', 'documents/2147483647/verify', {})).statusCode).toBe(404);

    const mine = (await call.list(p.userToken)).body.data;
    expect(mine.map((d) => [d.id, d.status, d.is_verified, d.reject_reason])).toEqual([
      [second, 'verified', true, null],
      [first, 'rejected', false, 'The photo is blurred'],
    ]);

    const audits = await ctx.t.database.db
      .select({ action: t.auditLog.action, details: t.auditLog.details })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.targetType, 'player'), eq(t.auditLog.targetId, String(p.id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'documents.rejected',
      'documents.verified',
      'files.viewed',
    ]);
    expect(audits.find((a) => a.action === 'documents.rejected')!.details).toMatchObject({
      document_id: first,
      reason: 'The photo is blurred',
    });
    // Each decision reached the player as an in-session message (the rejection with its reason).
    const told = await ctx.t.database.db
      .select({ type: playerMessages.type, params: playerMessages.params })
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.id))
      .orderBy(playerMessages.id);
    expect(told.filter((m) => m.type.startsWith('document'))).toEqual([
      {
        type: 'documentRejected',
        params: { document_type: 'passport', reason: 'The photo is blurred' },
      },
      { type: 'documentVerified', params: { document_type: 'passport' } },
    ]);
  });
});

// ------------------------------------------------------------------ storage, both backends

describe.each(['db', 'fs'] as const)('file storage on the %s backend', (backend) => {
  let ctx: Ctx;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    ctx = await setUp(backend);
    call = api(ctx);
  });
  afterAll(() => tearDown(ctx));

  const storeOf = () =>
    createFileStore({
      db: ctx.t.database.db,
      env: testEnv({ FILE_STORAGE: backend, DATA_DIR: ctx.dataDir }),
    });

  async function uploadMarkerPdf() {
    const p = await newPlayer(ctx);
    const plain = rawPdfWithMarker();
    expect(plain.includes(PLAIN_MARKER)).toBe(true);
    const res = await call.upload(p.userToken, [
      field('type', 'others'),
      file('front_file', 'statement.pdf', plain),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = (res.body as { data: PlayerDocument }).data.media[0]!.full_url;
    const fileId = /\/files\/([^?]+)/.exec(link)![1]!;
    return { plain, link, fileId, player: p };
  }

  async function sealedBytes(fileId: string): Promise<Buffer> {
    if (backend === 'fs') return readFile(fsPathOf({ DATA_DIR: ctx.dataDir }, fileId));
    const [row] = await ctx.t.database.db
      .select({ data: storedFiles.data })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    return row!.data!;
  }

  it('stores ciphertext, not the plain file, and serves the plain file back', async () => {
    const { plain, link, fileId } = await uploadMarkerPdf();
    const [row] = await ctx.t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    expect(row).toMatchObject({ backend, mime: 'application/pdf', size: plain.length });
    expect(row!.keyId).toMatch(/^[0-9a-f]{8}$/);
    if (backend === 'fs') expect(row!.data).toBeNull();
    const sealed = await sealedBytes(fileId);
    // iv (12) + tag (16) + ciphertext of the same length.
    expect(sealed.length).toBe(plain.length + 28);
    expect(sealed.includes(PLAIN_MARKER)).toBe(false);
    expect(sealed.includes('%PDF')).toBe(false);
    if (backend === 'fs') {
      const everything = await listFiles(ctx.dataDir);
      for (const path of everything) {
        expect((await readFile(path)).includes(PLAIN_MARKER), path).toBe(false);
      }
    }
    const served = await call.open(link);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(plain)).toBe(true);
  });

  it('a tampered file fails its integrity check and is not served', async () => {
    const { link, fileId } = await uploadMarkerPdf();
    const sealed = Buffer.from(await sealedBytes(fileId));
    sealed[sealed.length - 5]! ^= 0x01;
    if (backend === 'fs') await writeFile(fsPathOf({ DATA_DIR: ctx.dataDir }, fileId), sealed);
    else {
      await ctx.t.database.db
        .update(storedFiles)
        .set({ data: sealed })
        .where(eq(storedFiles.id, fileId));
    }
    await expect(storeOf().get(fileId)).rejects.toBeInstanceOf(FileIntegrityError);
    expect((await call.open(link)).statusCode).toBe(404);
  });

  it('a sealed file moved to another row does not open', async () => {
    const one = await uploadMarkerPdf();
    const two = await uploadMarkerPdf();
    const sealed = await sealedBytes(one.fileId);
    if (backend === 'fs') await writeFile(fsPathOf({ DATA_DIR: ctx.dataDir }, two.fileId), sealed);
    else {
      await ctx.t.database.db
        .update(storedFiles)
        .set({ data: sealed })
        .where(eq(storedFiles.id, two.fileId));
    }
    await expect(storeOf().get(two.fileId)).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it('erase removes the bytes for good; the link then answers 404', async () => {
    const { link, fileId } = await uploadMarkerPdf();
    const store = storeOf();
    expect(await store.get(fileId)).not.toBeNull();
    await store.erase(fileId);
    expect(await store.get(fileId)).toBeNull();
    const [row] = await ctx.t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    expect(row!.erasedAt).not.toBeNull();
    expect(row!.data).toBeNull();
    if (backend === 'fs') {
      await expect(readFile(fsPathOf({ DATA_DIR: ctx.dataDir }, fileId))).rejects.toThrow();
    }
    expect((await call.open(link)).statusCode).toBe(404);
  });

  it('rotation: files sealed under an older key open while it is listed after the new one', async () => {
    const oldKey = 'a1'.repeat(32);
    const newKey = Buffer.alloc(32, 3).toString('base64');
    const env = (key: string) =>
      testEnv({ FILE_STORAGE: backend, DATA_DIR: ctx.dataDir, DOCUMENTS_KEY: key });
    const db = ctx.t.database.db;
    const p = await newPlayer(ctx);
    const before = createFileStore({ db, env: env(oldKey) });
    const old = await before.put({ playerId: p.id, bytes: Buffer.from('old'), mime: 'image/png' });
    const rotated = createFileStore({ db, env: env(`${newKey},${oldKey}`) });
    expect((await rotated.get(old.id))?.bytes.toString()).toBe('old');
    const fresh = await rotated.put({
      playerId: p.id,
      bytes: Buffer.from('new'),
      mime: 'image/png',
    });
    const keyIds = await db
      .select({ id: storedFiles.id, keyId: storedFiles.keyId })
      .from(storedFiles)
      .where(eq(storedFiles.playerId, p.id));
    expect(new Set(keyIds.map((k) => k.keyId)).size).toBe(2);
    // Without the old key the old file does not open; the new one does.
    const onlyNew = createFileStore({ db, env: env(newKey) });
    await expect(onlyNew.get(old.id)).rejects.toThrow(/not configured/);
    expect((await onlyNew.get(fresh.id))?.bytes.toString()).toBe('new');
  });

  it('a refused upload leaves no row and no file', async () => {
    const p = await newPlayer(ctx);
    const before = await storedState(ctx);
    const res = await call.upload(p.userToken, [
      field('type', 'id_card'),
      field('idn', 'X'),
      field('expires_at', isoDay(ctx.t.clock.now, 3)),
      file('front_file', 'f.png', await pngFile()),
      file('back_file', 'b.pdf', await pdfWithOpenActionJs()),
    ]);
    expect(res.status).toBe(422);
    expect(await storedState(ctx)).toEqual(before);
  });
});

// ------------------------------------------------------------------ keys

describe('documents key', () => {
  const db = {} as never;
  it('refuses to start in production without DOCUMENTS_KEY, and refuses a malformed key', () => {
    expect(() => createFileStore({ db, env: testEnv({ NODE_ENV: 'production' }) })).toThrow(
      /DOCUMENTS_KEY is required in production/,
    );
    for (const bad of ['short', 'z'.repeat(64), Buffer.alloc(16).toString('base64')]) {
      expect(() => createFileStore({ db, env: testEnv({ DOCUMENTS_KEY: bad }) })).toThrow(
        /DOCUMENTS_KEY must be/,
      );
    }
    const hex = 'ab'.repeat(32);
    const b64 = Buffer.alloc(32, 9).toString('base64');
    expect(() =>
      createFileStore({ db, env: testEnv({ NODE_ENV: 'production', DOCUMENTS_KEY: hex }) }),
    ).not.toThrow();
    expect(() => createFileStore({ db, env: testEnv({ DOCUMENTS_KEY: b64 }) })).not.toThrow();
  });
});

describe('the upload limit', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setUp('fs', { UPLOADS_PER_MINUTE: '2' });
  });
  afterAll(() => tearDown(ctx));

  it('takes UPLOADS_PER_MINUTE uploads from one address a minute; the next is 429 and stores nothing', async () => {
    const call = api(ctx);
    const p = await newPlayer(ctx);
    const png = await pngFile();
    const others = () => [field('type', 'others'), file('front_file', 'bill.png', png)];
    expect((await call.upload(p.userToken, others())).status).toBe(201);
    expect((await call.upload(p.userToken, others())).status).toBe(201);
    const before = await storedState(ctx);
    const third = await call.upload(p.userToken, others());
    expect(third.status).toBe(429);
    expect(await storedState(ctx)).toEqual(before);
    // Reading the list is not an upload.
    expect((await call.list(p.userToken)).body.data).toHaveLength(2);
  });
});
