/**
 * The player's personal data (issue 11): the data export (every part, the player's own only, as
 * a file, rate-limited) and the pseudonymisation of a closed account once the skin's retention
 * period has passed (not before; the ledger keeps its entries; stored files erased). Runs on
 * PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPseudonymiser, PSEUDONYMISE_LOCK } from '../src/compliance/pseudonymise.ts';
import * as t from '../src/db/schema.ts';
import { documentMedia, documents } from '../src/documents/schema.ts';
import { storedFiles } from '../src/files/schema.ts';
import { createFileStore, fsPathOf } from '../src/files/store.ts';
import { playerKyc } from '../src/kyc/schema.ts';
import { surveyAnswers, surveyContents, surveyResponses, surveys } from '../src/surveys/schema.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { depositWith } from '../src/wallet/service.ts';
import { call as v1 } from './accounts-support.ts';
import { buildTestApp, connectToTestDatabase, testEnv, type TestApp } from './helper.ts';
import {
  createPlayer,
  frame,
  openSession,
  useTestEngines,
  type TestGame,
} from './studio-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const YEAR = 365 * 86_400_000;
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-data-'));
const fileEnv = { FILE_STORAGE: 'fs', DATA_DIR: dataDir } as const;
let ctx: TestApp;
let games: Record<string, TestGame>;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp(fileEnv);
  games = await useTestEngines(db());
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const store = () => createFileStore({ db: db(), env: testEnv(fileEnv), now: () => ctx.clock.now });

/** A player with a little of everything: deposit, limit, round, survey answer, document, KYC. */
async function playerWithData(tag: string) {
  const p = await createPlayer(db(), ctx.clock.now, {
    firstname: `Anna${tag}`,
    lastname: 'Example',
    dob: '1985-06-15',
    city: 'Sliema',
    street: 'Tower Road',
    streetNumber: '7',
    postalCode: 'SLM 1000',
    mobile: `+3567900${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    registrationIp: '198.51.100.7',
    newsletter: true,
  });
  expect(
    (
      await depositWith(db(), {
        playerId: p.id,
        amount: 25_000,
        provider: 'seed',
        transactionId: `data-dep-${p.id}`,
      })
    ).ok,
  ).toBe(true);
  const limit = await v1(
    ctx.app,
    'PUT',
    '/v1/me',
    { limits: { max_daily_bet: '50' } },
    {
      userToken: p.userToken,
    },
  );
  expect(limit.status).toBe(200);
  const session = await openSession(ctx.app, games['test-instant']!, p.userToken);
  const spin = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
    bet: { stake: 100 },
    clientSeed: 'seed',
    requestId: `data-${p.id}`,
  });
  expect(spin.status).toBe(200);
  const [survey] = await db().select().from(surveys).where(eq(surveys.status, 'active')).limit(1);
  const [employer] = await db()
    .select()
    .from(surveyContents)
    .where(eq(surveyContents.key, 'employer'))
    .limit(1);
  const [response] = await db()
    .insert(surveyResponses)
    .values({ surveyId: survey!.id, playerId: p.id, language: 'en', createdAt: ctx.clock.now })
    .returning();
  await db()
    .insert(surveyAnswers)
    .values({ responseId: response!.id, contentId: employer!.id, answer: `Employer of ${tag}` });
  const file = await store().put({
    playerId: p.id,
    bytes: Buffer.from(`%PDF-1.4 passport of ${tag}`),
    mime: 'application/pdf',
  });
  const [doc] = await db()
    .insert(documents)
    .values({ playerId: p.id, type: 'passport', idn: `P${tag}123`, expiresAt: '2031-01-31' })
    .returning();
  await db().insert(documentMedia).values({ documentId: doc!.id, side: 'front', fileId: file.id });
  await db()
    .insert(playerKyc)
    .values({ playerId: p.id, level: 'BasicAmlLevel', provider: 'croupier', status: 'pending' });
  return { ...p, fileId: file.id, documentId: doc!.id };
}

async function exportOf(userToken: string, ip = '10.9.0.1') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/v1/me/data-export',
    headers: { authorization: (await import('./helper.ts')).SKIN_AUTH, 'user-token': userToken },
    remoteAddress: ip,
  });
  return res;
}

describe('GET me/data-export', () => {
  it("is a JSON file of the player's own data: profile, limits, documents, KYC, answers, AML, transactions, rounds", async () => {
    const a = await playerWithData('a');
    const b = await playerWithData('b');
    await v1(ctx.app, 'GET', '/v1/me/aml/level/current/', undefined, { userToken: a.userToken });
    const res = await exportOf(a.userToken);
    expect(res.statusCode).toBe(200);
    const day = ctx.clock.now.toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="croupier-data-${a.id}-${day}.json"`,
    );
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.body);
    expect(data.player_id).toBe(a.id);
    expect(data.profile).toMatchObject({
      id: a.id,
      firstname: 'Annaa',
      information: { dob: '1985-06-15', city: 'Sliema' },
      registration_ip: '198.51.100.7',
    });
    expect(data.limits_history).toEqual([
      expect.objectContaining({ field: 'max_daily_bet', value: 50, status: 'activated' }),
    ]);
    expect(data.documents).toEqual([
      expect.objectContaining({
        id: a.documentId,
        type: 'passport',
        idn: 'Pa123',
        expires_at: '2031-01-31',
        status: 'pending',
      }),
    ]);
    expect(data.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'pending' }),
    ]);
    expect(data.survey_responses).toEqual([
      expect.objectContaining({
        answers: [
          {
            key: 'employer',
            question: 'Employer or business name',
            option: null,
            answer: 'Employer of a',
          },
        ],
      }),
    ]);
    expect(data.aml.assessments.length).toBeGreaterThan(0);
    expect(data.transactions.map((x: { operation: string }) => x.operation)).toEqual(
      expect.arrayContaining(['deposit', 'bet']),
    );
    expect(
      data.transactions.find((x: { operation: string }) => x.operation === 'deposit'),
    ).toMatchObject({
      amount: 250,
      currency: 'EUR',
      status: 'authorized',
    });
    expect(data.game_rounds).toEqual([
      expect.objectContaining({ mode: 'real', currency: 'EUR', stake: 1 }),
    ]);
    // Never file bytes or file ids; never the other player's data.
    expect(res.body).not.toContain(a.fileId);
    expect(res.body).not.toContain('%PDF');
    expect(res.body).not.toContain('Annab');
    expect(res.body).not.toContain('Pb123');
    expect(res.body).not.toContain('Employer of b');
    expect(res.body).not.toContain(`"id": ${b.documentId},`);
  });

  it('needs a session and is limited to 5 a minute', async () => {
    const guest = await ctx.app.inject({
      method: 'GET',
      url: '/v1/me/data-export',
      headers: { authorization: (await import('./helper.ts')).SKIN_AUTH },
    });
    expect(guest.statusCode).toBe(401);
    const p = await createPlayer(db(), ctx.clock.now);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await exportOf(p.userToken, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('pseudonymisation of closed accounts', () => {
  const pseudonymiser = (at: () => Date) =>
    createPseudonymiser({
      db: db(),
      now: at,
      skinSettings: async (id) =>
        (await db().select().from(t.skins).where(eq(t.skins.id, id)))[0]!.settings,
      files: store(),
    });
  const rowOf = async (id: number) =>
    (await db().select().from(t.players).where(eq(t.players.id, id)))[0]!;
  const ledgerCount = async (id: number) =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.playerId, id))
      )[0]!.n,
    );

  it('replaces personal data and erases files once the retention period has passed, not before; the ledger stays', async () => {
    const closedAt = ctx.clock.now;
    const p = await playerWithData('c');
    const open = await playerWithData('d');
    const closed = await v1(ctx.app, 'DELETE', `/v1/static/players/${p.id}`, undefined, {
      userToken: p.userToken,
    });
    expect(closed.status).toBe(200);
    await db().insert(t.outbox).values({
      playerId: p.id,
      channel: 'email',
      to: 'anna.c@example.test',
      subject: 'Your code',
      body: 'Dear Anna, your code is 123456',
      language: 'en',
      kind: 'verification_email',
      status: 'sent',
    });
    const entries = await ledgerCount(p.id);
    const path = fsPathOf({ DATA_DIR: dataDir }, p.fileId);
    expect(existsSync(path)).toBe(true);

    // A day short of five years: nothing changes.
    const early = await pseudonymiser(
      () => new Date(closedAt.getTime() + 5 * YEAR - 86_400_000),
    ).run();
    expect(early.players).not.toContain(p.id);
    expect(await rowOf(p.id)).toMatchObject({ firstname: 'Annac', pseudonymisedAt: null });
    expect(existsSync(path)).toBe(true);

    const at = new Date(closedAt.getTime() + 5 * YEAR + 2 * 86_400_000);
    const done = await pseudonymiser(() => at).run();
    expect(done.players).toEqual([p.id]);
    const row = await rowOf(p.id);
    expect(row).toMatchObject({
      username: `closed-${p.id}`,
      email: `closed-${p.id}@invalid`,
      mobile: null,
      firstname: null,
      lastname: null,
      dob: null,
      city: null,
      street: null,
      streetNumber: null,
      postalCode: null,
      registrationIp: null,
      status: 'closed',
    });
    expect(row.pseudonymisedAt?.toISOString()).toBe(at.toISOString());
    // The file's bytes are gone; its row says when.
    expect(existsSync(path)).toBe(false);
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, p.fileId));
    expect(file!.erasedAt).not.toBeNull();
    expect(file!.data).toBeNull();
    expect(await store().get(p.fileId)).toBeNull();
    const [doc] = await db().select().from(documents).where(eq(documents.id, p.documentId));
    expect(doc!.idn).toBeNull();
    const answers = await db()
      .select({ answer: surveyAnswers.answer })
      .from(surveyAnswers)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
      .where(eq(surveyResponses.playerId, p.id));
    expect(answers).toEqual([{ answer: null }]);
    const sessions = await db()
      .select()
      .from(t.playerSessions)
      .where(eq(t.playerSessions.playerId, p.id));
    expect(sessions.every((s) => s.ip === null && s.userAgent === null)).toBe(true);
    const sent = await db().select().from(t.outbox).where(eq(t.outbox.playerId, p.id));
    expect(sent.map((m) => [m.to, m.subject, m.body, m.kind])).toEqual([
      ['erased', '', '', 'verification_email'],
    ]);
    // The ledger keeps every entry.
    expect(await ledgerCount(p.id)).toBe(entries);
    // An open account, however old, is untouched; a second pass finds nothing.
    expect(await rowOf(open.id)).toMatchObject({ firstname: 'Annad', pseudonymisedAt: null });
    expect(await store().get(open.fileId)).not.toBeNull();
    expect(await pseudonymiser(() => at).run()).toEqual({ players: [], files: 0 });
  });

  it.runIf(!!process.env.TEST_PG_URL)(
    'PostgreSQL: one pass at a time across processes (advisory lock)',
    async () => {
      const p = await playerWithData('g');
      await db()
        .update(t.players)
        .set({ status: 'closed', closedAt: new Date(ctx.clock.now.getTime() - 6 * YEAR) })
        .where(eq(t.players.id, p.id));
      const other = await connectToTestDatabase(db());
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [PSEUDONYMISE_LOCK]);
        expect(await pseudonymiser(() => ctx.clock.now).run()).toEqual({ players: [], files: 0 });
        await other.query('commit');
        expect((await pseudonymiser(() => ctx.clock.now).run()).players).toEqual([p.id]);
      } finally {
        await other.end();
      }
    },
  );

  it("follows the skin's retention setting, and finishes a pass cut short before its files", async () => {
    const [skin] = await db().select().from(t.skins).limit(1);
    const settings = skin!.settings;
    await db()
      .update(t.skins)
      .set({ settings: { ...settings, aml_retention_years: 1 } as typeof settings })
      .where(eq(t.skins.id, skin!.id));
    try {
      const p = await playerWithData('e');
      expect(
        (
          await v1(ctx.app, 'DELETE', `/v1/static/players/${p.id}`, undefined, {
            userToken: p.userToken,
          })
        ).status,
      ).toBe(200);
      const closedAt = ctx.clock.now;
      expect(
        (await pseudonymiser(() => new Date(closedAt.getTime() + YEAR / 2)).run()).players,
      ).toEqual([]);
      // A pass that stopped after its transaction: the player is done, a file is still stored.
      const q = await playerWithData('f');
      await db()
        .update(t.players)
        .set({ status: 'closed', closedAt, pseudonymisedAt: closedAt })
        .where(eq(t.players.id, q.id));
      const result = await pseudonymiser(
        () => new Date(closedAt.getTime() + YEAR + 86_400_000),
      ).run();
      expect(result.players).toEqual([p.id]);
      expect(result.files).toBe(2);
      expect(await store().get(q.fileId)).toBeNull();
      expect((await rowOf(p.id)).email).toBe(`closed-${p.id}@invalid`);
    } finally {
      await db().update(t.skins).set({ settings }).where(eq(t.skins.id, skin!.id));
    }
  });
});
