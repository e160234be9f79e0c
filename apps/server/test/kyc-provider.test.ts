/**
 * The platform with a vendor as KYC provider (KYC_PROVIDER=sumsub, against the local fake of
 * Sumsub's API): the access token comes from the vendor (no widget URL of ours), its signed
 * applicantReviewed webhook moves the level like our own service's does, a vendor outage is 503
 * with nothing changed, and a PEP player plays once the basic level is accepted. Runs on PGlite,
 * and on PostgreSQL with TEST_PG_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerKyc } from '../src/kyc/schema.ts';
import { depositWith } from '../src/wallet/service.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { v1 } from './kyc-support.ts';
import { createPlayer, launch, useTestEngines, type TestGame } from './studio-support.ts';
import {
  applicantReviewed,
  startSumsubFake,
  sumsubWebhook,
  type SumsubFake,
} from './sumsub-fake.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const APP_TOKEN = 'sbx:platform-test-app-token';
const SECRET_KEY = 'platform-test-secret-key';
const WEBHOOK_SECRET = 'platform-test-webhook-secret';
const LEVELS = { basic: 'op-basic-kyc', full: 'op-full-kyc' };
let fake: SumsubFake;
let ctx: TestApp;
let game: TestGame;

beforeAll(async () => {
  fake = await startSumsubFake({
    appToken: APP_TOKEN,
    secretKey: SECRET_KEY,
    levels: [LEVELS.basic, LEVELS.full],
  });
  ctx = await buildTestApp({
    FILE_STORAGE: 'db',
    KYC_PROVIDER: 'sumsub',
    SUMSUB_BASE_URL: fake.url,
    SUMSUB_APP_TOKEN: APP_TOKEN,
    SUMSUB_SECRET_KEY: SECRET_KEY,
    SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SUMSUB_LEVEL_BASIC: LEVELS.basic,
    SUMSUB_LEVEL_FULL: LEVELS.full,
  });
  game = (await useTestEngines(ctx.database.db))['test-instant']!;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const db = () => ctx.database.db;

async function player(values: Parameters<typeof createPlayer>[2] = {}) {
  const p = await createPlayer(db(), ctx.clock.now, values);
  const r = await depositWith(db(), {
    playerId: p.id,
    amount: 10_000,
    provider: 'seed',
    transactionId: `kyc-provider-dep-${p.id}`,
  });
  expect(r.ok).toBe(true);
  return p;
}

const webhook = async (payload: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
  const signed = sumsubWebhook(payload, secret);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/webhooks/kyc/sumsub',
    payload: signed.body,
    headers: signed.headers,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const basicOf = async (userToken: string) =>
  ((await v1(ctx.app, 'GET', 'me?kyc=1', userToken)).body.data.kyc as { level: string }[]).find(
    (k) => k.level === 'BasicAmlLevel',
  );

describe('KYC with a vendor (Sumsub)', () => {
  it("issues the vendor's token and binds the level to the vendor's applicant", async () => {
    const p = await player();
    const res = await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      level: 'BasicAmlLevel',
      provider: 'sumsub',
      user_id: String(p.id),
      widget_url: null,
    });
    const applicant = fake.applicantOf(String(p.id));
    expect(applicant?.levelName).toBe(LEVELS.basic);
    expect(fake.tokens.at(-1)).toMatchObject({
      token: res.body.data.token,
      levelName: LEVELS.basic,
    });
    const [row] = await db()
      .select()
      .from(playerKyc)
      .where(and(eq(playerKyc.playerId, p.id), eq(playerKyc.level, 'BasicAmlLevel')));
    expect(row).toMatchObject({
      provider: 'sumsub',
      applicantId: applicant!.id,
      status: 'initialized',
    });
  });

  it('answers 503 when the vendor fails, and starts nothing', async () => {
    const p = await player();
    fake.failNext(500);
    expect(await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken)).toMatchObject({
      status: 503,
      body: { message: 'kyc_provider_unavailable' },
    });
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(playerKyc)
      .where(eq(playerKyc.playerId, p.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("moves the level by the vendor's signed review: RED RETRY, then GREEN; a PEP player then plays", async () => {
    const p = await player({ isPep: true });
    expect((await launch(ctx.app, game, {}, p.userToken)).body).toEqual({
      message: 'kyc_not_valid',
      redirect: '/kyc',
    });
    expect((await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken)).status).toBe(
      200,
    );
    const applicantId = fake.applicantOf(String(p.id))!.id;
    const base = { applicantId, externalUserId: String(p.id), levelName: LEVELS.basic };

    // Signed with another secret: refused, nothing moves.
    const forged = await webhook(
      applicantReviewed({ ...base, reviewAnswer: 'GREEN' }),
      'not-the-webhook-secret',
    );
    expect(forged).toMatchObject({ status: 401, body: { message: 'signature_invalid' } });

    const pending = await webhook({ ...base, type: 'applicantPending', reviewStatus: 'pending' });
    expect(pending).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await basicOf(p.userToken)).toMatchObject({ status: 'pending' });

    const red = await webhook(
      applicantReviewed({
        ...base,
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        moderationComment: 'The document is expired.',
        clientComment: 'internal: expired 2019',
      }),
    );
    expect(red.status).toBe(200);
    expect(await basicOf(p.userToken)).toMatchObject({
      status: 'rejected',
      reject_type: 'RETRY',
      reject_reason: 'The document is expired.',
    });

    const green = await webhook(applicantReviewed({ ...base, reviewAnswer: 'GREEN' }));
    expect(green).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    const me = (await v1(ctx.app, 'GET', 'me?kyc=1', p.userToken)).body.data;
    expect(me.is_verified).toBe(true);
    expect(me.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'accepted', reject_type: null }),
    ]);
    expect((await launch(ctx.app, game, {}, p.userToken)).status).toBe(200);

    // A review for a level name this operator does not use is journalled and ignored.
    const other = await webhook(
      applicantReviewed({ ...base, levelName: 'someone-elses-level', reviewAnswer: 'RED' }),
    );
    expect(other).toMatchObject({ status: 200, body: { outcome: 'ignored:unknown_level' } });
    expect(await basicOf(p.userToken)).toMatchObject({ status: 'accepted' });

    // The vendor keeps one applicant and moves it to the higher level: its review lands there.
    const full = await v1(ctx.app, 'GET', 'kyc/accessTokens/ID_SELFIE_2NDID_POA', p.userToken);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(fake.applicantOf(String(p.id))).toMatchObject({
      id: applicantId,
      levelName: LEVELS.full,
    });
    const fullGreen = await webhook(
      applicantReviewed({ ...base, levelName: LEVELS.full, reviewAnswer: 'GREEN' }),
    );
    expect(fullGreen).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    const after = (await v1(ctx.app, 'GET', 'me?kyc=1', p.userToken)).body.data;
    expect(after.statusKyc).toBe('idApproved');
    expect(after.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'accepted' }),
      expect.objectContaining({ level: 'ID_SELFIE_2NDID_POA', status: 'accepted' }),
    ]);
  });
});
