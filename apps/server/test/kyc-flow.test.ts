/**
 * KYC with our own verification service (issue 11): access tokens bound to a player and a level,
 * the widget's uploads and submission, staff review under /staff/v1, the signed webhook that moves
 * the platform's levels, and the game-launch gating that becomes satisfiable (PEP/UBO: basic level
 * accepted; risky country: identity and selfie approved). Runs on PGlite, and on PostgreSQL with
 * TEST_PG_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema.ts';
import { storedFiles } from '../src/files/schema.ts';
import { buildIdvWebhook } from '../src/kyc/idv-webhook.ts';
import { createKyc } from '../src/kyc/plugin.ts';
import { idvApplicants, kycWebhookEvents, playerKyc } from '../src/kyc/schema.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { depositWith } from '../src/wallet/service.ts';
import { buildTestApp, staffSignIn, testEnv, type TestApp } from './helper.ts';
import {
  createStaffAccounts,
  jpeg,
  png,
  staffCall,
  upload,
  v1,
  widget,
  type StaffLogin,
} from './kyc-support.ts';
import { createPlayer, launch, useTestEngines, type TestGame } from './studio-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const MINUTE = 60_000;
const SECRET = testEnv().KYC_WEBHOOK_SECRET;
let ctx: TestApp;
let game: TestGame;
let staff: Record<'compliance' | 'support', StaffLogin>;

beforeAll(async () => {
  ctx = await buildTestApp({ FILE_STORAGE: 'db' });
  game = (await useTestEngines(ctx.database.db))['test-instant']!;
  staff = await createStaffAccounts(ctx.database.db, () => ctx.clock.now, 'kyc-flow');
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

/** An active player with a live session and 100.00 EUR to play with. */
async function player(values: Partial<typeof t.players.$inferInsert> = {}) {
  const p = await createPlayer(db(), ctx.clock.now, values);
  const r = await depositWith(db(), {
    playerId: p.id,
    amount: 10_000,
    provider: 'seed',
    transactionId: `kyc-dep-${p.id}`,
  });
  expect(r.ok).toBe(true);
  return p;
}

async function tokenFor(userToken: string, level: string) {
  const res = await v1(ctx.app, 'GET', `kyc/accessTokens/${level}`, userToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    token: string;
    level: string;
    provider: string;
    user_id: string;
    expires_at: string;
    widget_url: string;
  };
}

const me = async (userToken: string) => (await v1(ctx.app, 'GET', 'me?kyc=1', userToken)).body.data;
const levelOf = async (userToken: string, level: string) =>
  ((await me(userToken)).kyc as { level: string }[]).find((k) => k.level === level);

/** Hands in the basic level's files: a passport and a utility bill. */
async function handInBasic(token: string) {
  expect((await upload(ctx.app, token, 'ID_FRONT', 'passport', await png())).status).toBe(200);
  const poa = await upload(ctx.app, token, 'POA', 'utility_bill', await jpeg());
  expect(poa.status, JSON.stringify(poa.body)).toBe(200);
  expect(poa.body.data.missing).toEqual([]);
  const submitted = await widget(ctx.app, 'POST', 'applicant/submit', token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.data.review_status).toBe('pending');
  return submitted.body.data.id as string;
}

const approve = (id: string, note?: string) =>
  staffCall(
    ctx.app,
    staff.compliance,
    'POST',
    `kyc/applicants/${id}/approve`,
    note ? { note } : {},
  );
const reject = (id: string, body: object) =>
  staffCall(ctx.app, staff.compliance, 'POST', `kyc/applicants/${id}/reject`, body);

describe('access tokens and the widget', () => {
  it('serves the widget with a strict policy, in the asked language, token in the fragment', async () => {
    const p = await player();
    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    expect(tok).toMatchObject({
      level: 'BasicAmlLevel',
      provider: 'croupier',
      user_id: String(p.id),
    });
    expect(tok.widget_url).toMatch(/^\/kyc-widget\/\?lang=en#token=[A-Za-z0-9_-]{40,}$/);
    expect(tok.widget_url.split('#')[0]).not.toContain(tok.token);
    expect(new Date(tok.expires_at).getTime() - ctx.clock.now.getTime()).toBe(1_800_000);

    const page = await ctx.app.inject({ method: 'GET', url: '/kyc-widget/?lang=de' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['permissions-policy']).toContain('camera=(self)');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Bestätigen Sie Ihre Identität'); // the site's "Sie"
    expect(page.body).not.toMatch(/<script>(?!<)/); // no inline script that runs
    const js = await ctx.app.inject({ method: 'GET', url: '/kyc-widget/widget.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('getUserMedia');
    expect(js.body).toContain('upload.onprogress');
    expect(js.body).toContain('postMessage');
  });

  it('binds a token to its player and level; another token, none or an expired one is refused', async () => {
    const a = await player();
    const b = await player();
    const ta = await tokenFor(a.userToken, 'BasicAmlLevel');
    const tb = await tokenFor(b.userToken, 'BasicAmlLevel');
    const ta2 = await tokenFor(a.userToken, 'ID_SELFIE_2NDID_POA');
    const va = await widget(ctx.app, 'GET', 'applicant', ta.token);
    const vb = await widget(ctx.app, 'GET', 'applicant', tb.token);
    const va2 = await widget(ctx.app, 'GET', 'applicant', ta2.token);
    expect(va.body.data).toMatchObject({
      level: 'BasicAmlLevel',
      review_status: 'init',
      files: [],
    });
    expect(va2.body.data.level).toBe('ID_SELFIE_2NDID_POA');
    expect(new Set([va.body.data.id, vb.body.data.id, va2.body.data.id]).size).toBe(3);

    // B's token uploads to B's applicant only.
    expect((await upload(ctx.app, tb.token, 'ID_FRONT', 'passport', await png())).status).toBe(200);
    expect((await widget(ctx.app, 'GET', 'applicant', ta.token)).body.data.files).toEqual([]);
    expect((await widget(ctx.app, 'GET', 'applicant', tb.token)).body.data.files).toHaveLength(1);
    // The basic level's token cannot hand in the selfie level's slots.
    const selfie = await upload(ctx.app, ta.token, 'SELFIE', 'selfie', await jpeg());
    expect(selfie).toMatchObject({ status: 422, body: { errors: { slot: ['field_invalid'] } } });

    for (const bad of [null, 'not-a-token', `${ta.token.slice(0, -2)}xx`, tok64()]) {
      expect((await widget(ctx.app, 'GET', 'applicant', bad)).status).toBe(401);
    }
    // The player's session token is no widget token either.
    expect((await widget(ctx.app, 'GET', 'applicant', a.userToken)).status).toBe(401);

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 31 * MINUTE);
    expect(await widget(ctx.app, 'GET', 'applicant', ta.token)).toMatchObject({
      status: 401,
      body: { message: 'unauthenticated' },
    });
    expect((await upload(ctx.app, ta.token, 'ID_FRONT', 'passport', await png())).status).toBe(401);
  });

  it('lets only the owner start a level (403), and answers the KYC list', async () => {
    const a = await player();
    const b = await player();
    for (const url of [`kyc/players/${b.id}`, `kyc/players/${b.id}/changeLevel`]) {
      expect(await v1(ctx.app, 'POST', url, a.userToken, { level: 'BasicAmlLevel' })).toMatchObject(
        {
          status: 403,
          body: { message: 'forbidden' },
        },
      );
    }
    expect(await levelOf(b.userToken, 'BasicAmlLevel')).toBeUndefined();
    const own = await v1(ctx.app, 'POST', `kyc/players/${a.id}`, a.userToken, {
      level: 'BasicAmlLevel',
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'initialized', reject_type: null }),
    ]);
    const changed = await v1(ctx.app, 'POST', `kyc/players/${a.id}/changeLevel`, a.userToken, {
      level: 'ID_SELFIE_2NDID_POA',
    });
    expect(changed.body.data.map((k: { level: string }) => k.level)).toEqual([
      'BasicAmlLevel',
      'ID_SELFIE_2NDID_POA',
    ]);
    const bad = await v1(ctx.app, 'POST', `kyc/players/${a.id}`, a.userToken, { level: 'Gold' });
    expect(bad.status).toBe(422);
    expect((await v1(ctx.app, 'GET', 'kyc/accessTokens/Gold', a.userToken)).status).toBe(422);
  });

  it('refuses a malicious file and stores nothing', async () => {
    const p = await player();
    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    const before = await countFiles();
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases = [
      { file: { bytes: script, filename: 'passport.png' }, code: 'document_file_type' },
      { file: { bytes: html, filename: 'passport.jpg' }, code: 'document_file_type' },
      {
        file: { bytes: Buffer.alloc(2_000_001, 1), filename: 'big.png' },
        code: 'document_file_too_large',
      },
    ];
    for (const c of cases) {
      const res = await upload(ctx.app, tok.token, 'ID_FRONT', 'passport', c.file);
      expect(res, c.code).toMatchObject({ status: 422, body: { errors: { file: [c.code] } } });
    }
    const wrongType = await upload(ctx.app, tok.token, 'ID_FRONT', 'utility_bill', await png());
    expect(wrongType).toMatchObject({
      status: 422,
      body: { errors: { doc_type: ['kyc_doc_type'] } },
    });
    const after = await countFiles();
    expect(after).toBe(before);
    expect((await widget(ctx.app, 'GET', 'applicant', tok.token)).body.data.files).toEqual([]);
  });
});

async function countFiles() {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles);
  return row!.n;
}

function tok64() {
  return 'A'.repeat(43);
}

describe('the review round trip', () => {
  it('a PEP player is refused real play, hands in the basic level, is approved, then plays', async () => {
    const p = await player();
    const flags = await staffCall(ctx.app, staff.compliance, 'PUT', `players/${p.id}/flags`, {
      is_pep: true,
      is_ubo: false,
    });
    expect(flags.status).toBe(200);
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual({
      status: 403,
      body: { message: 'kyc_not_valid', redirect: '/kyc' },
    });

    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'initialized' });
    // Nothing handed in yet: the submission names what is missing.
    expect(await widget(ctx.app, 'POST', 'applicant/submit', tok.token)).toMatchObject({
      status: 422,
      body: { errors: { ID_FRONT: ['field_required'], POA: ['field_required'] } },
    });
    const applicantId = await handInBasic(tok.token);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'pending' });
    expect(await widget(ctx.app, 'POST', 'applicant/submit', tok.token)).toMatchObject({
      status: 409,
      body: { message: 'kyc_applicant_pending' },
    });
    expect((await upload(ctx.app, tok.token, 'POA', 'bank_statement', await png())).status).toBe(
      409,
    );

    ctx.clock.now = new Date(ctx.clock.now.getTime() + 5 * MINUTE);
    expect((await staffCall(ctx.app, staff.support, 'GET', 'kyc/applicants')).status).toBe(403);
    const queue = await staffCall(
      ctx.app,
      staff.compliance,
      'GET',
      'kyc/applicants?status=pending',
    );
    expect(queue.status).toBe(200);
    const entry = queue.body.data.find((a: { id: string }) => a.id === applicantId);
    expect(entry).toMatchObject({
      player_id: p.id,
      level: 'BasicAmlLevel',
      review_status: 'pending',
      age_seconds: 300,
    });
    expect(entry.player_name).toEqual(expect.any(String));
    const one = await staffCall(ctx.app, staff.compliance, 'GET', `kyc/applicants/${applicantId}`);
    expect(one.body.data.files).toEqual([
      expect.objectContaining({ slot: 'ID_FRONT', doc_type: 'passport', mime: 'image/png' }),
      expect.objectContaining({ slot: 'POA', doc_type: 'utility_bill', mime: 'image/jpeg' }),
    ]);
    for (const f of one.body.data.files)
      expect(f.url).toMatch(/^\/staff\/v1\/files\/[0-9a-f-]{36}$/);
    // Staff view the images (served and audited by the documents domain's file route).
    const staffToken = await staffSignIn(ctx.app, staff.compliance, ctx.clock.now);
    const image = await ctx.app.inject({
      method: 'GET',
      url: one.body.data.files[0].url,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    expect(image.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');

    expect((await approve(applicantId, 'passport matches')).status).toBe(200);
    expect((await approve(applicantId)).status).toBe(409);
    expect((await reject(applicantId, { reason: 'late', reject_type: 'FINAL' })).status).toBe(409);

    const after = await me(p.userToken);
    expect(after.is_verified).toBe(true);
    expect(after.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'accepted', reject_reason: null }),
    ]);
    expect(after.statusKyc).toBeNull(); // no selfie level: identity not approved with a selfie
    const played = await launch(ctx.app, game, {}, p.userToken);
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    expect(played.body.data).toHaveProperty('play_for_real');

    const [audit] = await db()
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.action, 'kyc.applicant_approved'), eq(t.auditLog.targetId, String(p.id))),
      );
    expect(audit?.details).toMatchObject({ applicant_id: applicantId, level: 'BasicAmlLevel' });
    const messages = await db()
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.id));
    expect(messages.map((m) => m.type)).toContain('kycApproved');
    // The approved passport is also a verified document of the player.
    const docs = await v1(ctx.app, 'GET', 'me/all-documents', p.userToken);
    expect(docs.body.data).toEqual([
      expect.objectContaining({ type: 'passport', status: 'verified', is_verified: true }),
    ]);
    expect(docs.body.data[0].media).toHaveLength(1);
    // An accepted level takes no new token.
    expect(
      (await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken)).body.message,
    ).toBe('kyc_level_accepted');
  });

  it('a RETRY rejection lets the player hand in again; the back side is required for an id card', async () => {
    const p = await player();
    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    expect((await upload(ctx.app, tok.token, 'ID_FRONT', 'id_card', await png())).status).toBe(200);
    const poa = await upload(ctx.app, tok.token, 'POA', 'bank_statement', await png());
    expect(poa.body.data.missing).toEqual(['ID_BACK']);
    expect(await widget(ctx.app, 'POST', 'applicant/submit', tok.token)).toMatchObject({
      status: 422,
      body: { errors: { ID_BACK: ['field_required'] } },
    });
    expect((await upload(ctx.app, tok.token, 'ID_BACK', 'id_card', await png())).status).toBe(200);
    const submitted = await widget(ctx.app, 'POST', 'applicant/submit', tok.token);
    expect(submitted.status).toBe(200);
    const id = submitted.body.data.id as string;

    const rejected = await reject(id, {
      reason: 'The photo is blurred',
      reject_type: 'RETRY',
      note: 'scan quality',
    });
    expect(rejected.status).toBe(200);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({
      status: 'rejected',
      reject_type: 'RETRY',
      reject_reason: 'The photo is blurred',
    });
    expect((await me(p.userToken)).is_verified).toBe(false);
    const view = (await widget(ctx.app, 'GET', 'applicant', tok.token)).body.data;
    expect(view).toMatchObject({
      review_status: 'completed',
      review_answer: 'RED',
      reject_type: 'RETRY',
      client_comment: 'The photo is blurred',
      can_upload: true,
      attempt: 2,
      files: [],
    });
    expect(view.missing).toEqual(['ID_FRONT', 'POA']);

    // A new token after the rejection works too; hand in again.
    const again = await tokenFor(p.userToken, 'BasicAmlLevel');
    await handInBasic(again.token);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({
      status: 'pending',
      reject_type: null,
    });
    const staffView = await staffCall(ctx.app, staff.compliance, 'GET', `kyc/applicants/${id}`);
    expect(staffView.body.data.files.map((f: { attempt: number }) => f.attempt)).toEqual([
      1, 1, 1, 2, 2,
    ]);
    expect((await approve(id)).status).toBe(200);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'accepted' });
    expect((await me(p.userToken)).is_verified).toBe(true);
    // Both reviews reached the player, the rejection still unread when the approval came.
    const told = await db()
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.id))
      .orderBy(playerMessages.id);
    expect(told.map((m) => m.type).filter((type) => type.startsWith('kyc'))).toEqual([
      'kycRejected',
      'kycApproved',
    ]);

    const [audit] = await db()
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.action, 'kyc.applicant_rejected'), eq(t.auditLog.targetId, String(p.id))),
      );
    expect(audit?.details).toMatchObject({
      applicant_id: id,
      reject_type: 'RETRY',
      reason: 'The photo is blurred',
      note: 'scan quality',
    });
  });

  it('a FINAL rejection closes the level (409)', async () => {
    const p = await player({ isUbo: true });
    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    const id = await handInBasic(tok.token);
    expect((await reject(id, { reason: 'Forged document', reject_type: 'FINAL' })).status).toBe(
      200,
    );
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({
      status: 'rejected',
      reject_type: 'FINAL',
      reject_reason: 'Forged document',
    });
    for (const [method, url, body] of [
      ['GET', 'kyc/accessTokens/BasicAmlLevel', undefined],
      ['POST', `kyc/players/${p.id}`, { level: 'BasicAmlLevel' }],
      ['POST', `kyc/players/${p.id}/changeLevel`, { level: 'BasicAmlLevel' }],
    ] as const) {
      expect(await v1(ctx.app, method, url, p.userToken, body)).toMatchObject({
        status: 409,
        body: { message: 'kyc_level_final' },
      });
    }
    expect(await upload(ctx.app, tok.token, 'POA', 'utility_bill', await png())).toMatchObject({
      status: 409,
      body: { message: 'kyc_level_final' },
    });
    expect((await launch(ctx.app, game, {}, p.userToken)).body).toEqual({
      message: 'kyc_not_valid',
      redirect: '/kyc',
    });
    const messages = await db()
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.id));
    expect(messages.find((m) => m.type === 'kycRejected')?.params).toMatchObject({
      level: 'BasicAmlLevel',
      reject_type: 'FINAL',
      reason: 'Forged document',
    });
  });

  it('a player at AML level high needs the second level too, whatever the country', async () => {
    const p = await player({ country: 'MT', amlLevel: 'high' });
    const refused = { status: 403, body: { message: 'kyc_not_valid', redirect: '/kyc?lv=selfie' } };
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual(refused);
    const basic = await tokenFor(p.userToken, 'BasicAmlLevel');
    expect((await approve(await handInBasic(basic.token))).status).toBe(200);
    expect((await me(p.userToken)).is_verified).toBe(true);
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual(refused);
  });

  it('a risky-country player plays once identity, selfie and a second document are approved', async () => {
    const p = await player({ country: 'BG' });
    const refused = { status: 403, body: { message: 'kyc_not_valid', redirect: '/kyc?lv=selfie' } };
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual(refused);
    expect((await me(p.userToken)).information.risky_country).toBe(true);

    // The basic level alone does not do.
    const basic = await tokenFor(p.userToken, 'BasicAmlLevel');
    expect((await approve(await handInBasic(basic.token))).status).toBe(200);
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual(refused);

    const tok = await tokenFor(p.userToken, 'ID_SELFIE_2NDID_POA');
    const steps = (await widget(ctx.app, 'GET', 'applicant', tok.token)).body.data;
    expect(steps.steps).toEqual(['IDENTITY', 'SELFIE', 'IDENTITY2', 'POA']);
    expect((await upload(ctx.app, tok.token, 'ID_FRONT', 'passport', await png())).status).toBe(
      200,
    );
    expect((await upload(ctx.app, tok.token, 'SELFIE', 'selfie', await jpeg())).status).toBe(200);
    const same = await upload(ctx.app, tok.token, 'ID2_FRONT', 'passport', await png());
    expect(same).toMatchObject({
      status: 422,
      body: { errors: { doc_type: ['kyc_second_document_same_type'] } },
    });
    expect(
      (await upload(ctx.app, tok.token, 'ID2_FRONT', 'driver_license', await png())).status,
    ).toBe(200);
    expect(
      (await upload(ctx.app, tok.token, 'ID2_BACK', 'driver_license', await png())).status,
    ).toBe(200);
    // A PDF is no selfie; it is a fine proof of address.
    const pdfDoc = await PDFDocument.create();
    pdfDoc.addPage([200, 200]);
    const pdf = { bytes: Buffer.from(await pdfDoc.save()), filename: 'bill.pdf' };
    expect(await upload(ctx.app, tok.token, 'SELFIE', 'selfie', pdf)).toMatchObject({
      status: 422,
      body: { errors: { file: ['document_file_type'] } },
    });
    const last = await upload(ctx.app, tok.token, 'POA', 'utility_bill', pdf);
    expect(last.body.data.missing).toEqual([]);
    const submitted = await widget(ctx.app, 'POST', 'applicant/submit', tok.token);
    expect(submitted.status).toBe(200);
    expect(await launch(ctx.app, game, {}, p.userToken)).toEqual(refused);
    expect((await approve(submitted.body.data.id)).status).toBe(200);

    const after = await me(p.userToken);
    expect(after.statusKyc).toBe('idApproved');
    expect(after.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'accepted' }),
      expect.objectContaining({ level: 'ID_SELFIE_2NDID_POA', status: 'accepted' }),
    ]);
    expect((await launch(ctx.app, game, {}, p.userToken)).status).toBe(200);
  });
});

describe('the webhook', () => {
  async function pendingPlayer() {
    const p = await player();
    const tok = await tokenFor(p.userToken, 'BasicAmlLevel');
    const id = await handInBasic(tok.token);
    return { p, id };
  }
  const post = (body: Buffer, headers: Record<string, string>, provider = 'croupier') =>
    ctx.app.inject({ method: 'POST', url: `/webhooks/kyc/${provider}`, payload: body, headers });
  const events = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(kycWebhookEvents)
    )[0]!.n;
  const green = (id: string, playerId: number) => ({
    type: 'applicantReviewed' as const,
    applicantId: id,
    externalUserId: String(playerId),
    levelName: 'BasicAmlLevel',
    reviewResult: {
      reviewAnswer: 'GREEN' as const,
      reviewRejectType: null,
      clientComment: null,
      rejectLabels: [],
      idApproved: false,
    },
    at: ctx.clock.now,
  });

  it('refuses a bad signature (401) and changes nothing', async () => {
    const { p, id } = await pendingPlayer();
    const before = await events();
    const good = buildIdvWebhook(SECRET, green(id, p.id));
    const forged = buildIdvWebhook('another-secret-of-an-attacker', green(id, p.id));
    const tampered = Buffer.from(good.body.toString().replace('"GREEN"', '"RED"'));
    for (const [body, headers] of [
      [forged.body, forged.headers],
      [tampered, good.headers],
      [good.body, { 'content-type': 'application/json' }],
      [good.body, { ...good.headers, 'x-croupier-signature': 'sha256=zz' }],
    ] as const) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'signature_invalid' });
    }
    expect(await events()).toBe(before);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'pending' });
    expect((await me(p.userToken)).is_verified).toBe(false);
    expect((await post(good.body, good.headers, 'acme')).statusCode).toBe(404);
  });

  it('applies a delivery once: a replay answers 200 and changes nothing', async () => {
    const { p, id } = await pendingPlayer();
    const signed = buildIdvWebhook(SECRET, green(id, p.id));
    const first = await post(signed.body, signed.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    const accepted = await levelOf(p.userToken, 'BasicAmlLevel');
    expect(accepted).toMatchObject({ status: 'accepted' });
    // The player's row is moved back by hand: a replay must not move it again.
    await db()
      .update(playerKyc)
      .set({ status: 'pending' })
      .where(and(eq(playerKyc.playerId, p.id), eq(playerKyc.level, 'BasicAmlLevel')));
    const before = await events();
    const replay = await post(signed.body, signed.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await events()).toBe(before);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'pending' });
  });

  it('journals an unknown applicant or an out-of-order event as ignored (200)', async () => {
    const unknown = buildIdvWebhook(SECRET, {
      ...green('3f1d2c4b-0000-4000-8000-000000000000', 2_000_000_000),
    });
    const res = await post(unknown.body, unknown.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'ignored:unknown_applicant' });

    const { p, id } = await pendingPlayer();
    expect((await approve(id)).status).toBe(200);
    // A late "pending" after the review does not undo it.
    const late = buildIdvWebhook(SECRET, {
      type: 'applicantPending',
      applicantId: id,
      externalUserId: String(p.id),
      levelName: 'BasicAmlLevel',
      reviewResult: null,
      at: ctx.clock.now,
    });
    const answer = await post(late.body, late.headers);
    expect(answer.json()).toMatchObject({ outcome: 'ignored:out_of_order' });
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'accepted' });
    const [row] = await db()
      .select({ outcome: kycWebhookEvents.outcome })
      .from(kycWebhookEvents)
      .where(eq(kycWebhookEvents.applicantId, id))
      .orderBy(sql`${kycWebhookEvents.id} desc`)
      .limit(1);
    expect(row?.outcome).toBe('ignored:out_of_order');
  });

  it('sends again what the platform missed (a failed delivery)', async () => {
    const { p, id } = await pendingPlayer();
    // The decision is stored, but the platform never heard of it (as if the delivery failed).
    await db()
      .update(idvApplicants)
      .set({ reviewStatus: 'completed', reviewAnswer: 'GREEN', reviewedAt: ctx.clock.now })
      .where(eq(idvApplicants.id, id));
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'pending' });
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 2 * MINUTE);
    // The job's pass, with a service of its own delivering to this app's webhook route.
    const kyc = createKyc({
      db: db(),
      env: testEnv({ FILE_STORAGE: 'db' }),
      now: () => ctx.clock.now,
    });
    kyc.idv.setDelivery(async (body, headers) => (await post(body, headers)).statusCode);
    expect(await kyc.idv.redeliver()).toBeGreaterThanOrEqual(1);
    expect(await levelOf(p.userToken, 'BasicAmlLevel')).toMatchObject({ status: 'accepted' });
    expect((await me(p.userToken)).is_verified).toBe(true);
    expect(await kyc.idv.redeliver()).toBe(0);
  });
});
