/**
 * The Sumsub adapter against a local fake of Sumsub's API (real HTTP on 127.0.0.1): request
 * signing as Sumsub checks it, applicants, level moves, WebSDK tokens, errors, and the webhook's
 * digest and review reading; then the whole app with KYC_PROVIDER=sumsub pointed at the fake
 * (PGlite, or PostgreSQL with TEST_PG_URL).
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KycProviderError, type KycApplicantInput } from '../src/kyc/provider.ts';
import { createSumsubProvider } from '../src/kyc/providers/sumsub.ts';
import { buildApp } from '../src/app.ts';
import { buildTestApp, createTestDatabase, testEnv, type TestApp } from './helper.ts';
import { v1 } from './kyc-support.ts';
import { createPlayer } from './studio-support.ts';
import {
  applicantReviewed,
  startSumsubFake,
  sumsubWebhook,
  type SumsubFake,
  type SumsubDigestAlgorithm,
} from './sumsub-fake.ts';

const APP_TOKEN = 'sbx:croupier-test-app-token.0123456789';
const SECRET_KEY = 'croupier-test-secret-key-0123456789';
const WEBHOOK_SECRET = 'croupier-test-webhook-secret-0123456789';
const LEVEL_BASIC = 'casino basic+poa';
const LEVEL_FULL = 'casino-id-selfie-2ndid-poa';
/** A name whose query form differs between encodeURIComponent (') and the URL serialiser (%27). */
const LEVEL_ODD = "kyc level (o'reilly)";

let fake: SumsubFake;

function envFor(overrides: Record<string, string> = {}) {
  return testEnv({
    KYC_PROVIDER: 'sumsub',
    SUMSUB_BASE_URL: fake.url,
    SUMSUB_APP_TOKEN: APP_TOKEN,
    SUMSUB_SECRET_KEY: SECRET_KEY,
    SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SUMSUB_LEVEL_BASIC: LEVEL_BASIC,
    SUMSUB_LEVEL_FULL: LEVEL_FULL,
    ...overrides,
  });
}

function applicant(playerId: number, over: Partial<KycApplicantInput> = {}): KycApplicantInput {
  return {
    playerId,
    level: 'BasicAmlLevel',
    person: {
      firstname: 'Maria',
      lastname: 'Borg',
      dob: '1990-04-17',
      country: 'MT',
      email: `player${playerId}@example.test`,
    },
    ...over,
  };
}

/** What Sumsub computes: hex HMAC-SHA256 of ts + METHOD + target + body. */
function expectedSignature(ts: string, method: string, target: string, body: string) {
  return createHmac('sha256', SECRET_KEY)
    .update(ts + method + target + body)
    .digest('hex');
}

beforeAll(async () => {
  fake = await startSumsubFake({
    appToken: APP_TOKEN,
    secretKey: SECRET_KEY,
    levels: [LEVEL_BASIC, LEVEL_FULL, LEVEL_ODD],
  });
});
afterAll(async () => {
  await fake.close();
});

describe('configuration', () => {
  it.each(['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'])(
    'refuses to build without %s',
    (name) => {
      const env = envFor();
      delete (env as Record<string, unknown>)[name];
      expect(() => createSumsubProvider(env)).toThrow(
        new RegExp(`KYC_PROVIDER=sumsub needs .*${name}`),
      );
    },
  );

  it('keeps the server from starting with KYC_PROVIDER=sumsub and no credentials', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await expect(
        buildApp({
          env: testEnv({ KYC_PROVIDER: 'sumsub' }),
          database,
          logger: false,
          serveSite: false,
        }),
      ).rejects.toThrow(
        /KYC_PROVIDER=sumsub needs SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY, SUMSUB_WEBHOOK_SECRET/,
      );
    } finally {
      await drop();
    }
  });

  it('refuses one Sumsub level for both of ours', () => {
    expect(() =>
      createSumsubProvider(
        envFor({ SUMSUB_LEVEL_BASIC: LEVEL_FULL, SUMSUB_LEVEL_FULL: LEVEL_FULL }),
      ),
    ).toThrow(/two different Sumsub levels/);
  });
});

describe('API calls', () => {
  beforeEach(() => fake.reset());

  it('creates the applicant with signed headers, the mapped level and fixedInfo in alpha-3', async () => {
    const sut = createSumsubProvider(envFor());
    const before = Math.floor(Date.now() / 1000);

    const { applicantId } = await sut.ensureApplicant(applicant(42));

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req).toBeDefined();
    if (!req) return;
    expect(req.method).toBe('POST');
    // The level name is URL-encoded in the query, and the signature covers it as sent.
    expect(req.target).toBe('/resources/applicants?levelName=casino%20basic%2Bpoa');
    expect(JSON.parse(req.body)).toEqual({
      externalUserId: '42',
      email: 'player42@example.test',
      fixedInfo: { firstName: 'Maria', lastName: 'Borg', dob: '1990-04-17', country: 'MLT' },
    });
    expect(req.headers['x-app-token']).toBe(APP_TOKEN);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.accept).toBe('application/json');
    const ts = req.headers['x-app-access-ts'] ?? '';
    expect(ts).toMatch(/^\d{10}$/);
    expect(Number(ts)).toBeGreaterThanOrEqual(before);
    expect(Number(ts)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(req.headers['x-app-access-sig']).toMatch(/^[0-9a-f]{64}$/);
    expect(req.headers['x-app-access-sig']).toBe(
      expectedSignature(ts, 'POST', req.target, req.body),
    );
    expect(req.signatureValid).toBe(true);

    const stored = fake.applicantOf('42');
    expect(applicantId).toBe(stored?.id);
    expect(stored?.levelName).toBe(LEVEL_BASIC);
  });

  it('signs the request target exactly as sent, percent-encoding included', async () => {
    const sut = createSumsubProvider(envFor({ SUMSUB_LEVEL_BASIC: LEVEL_ODD }));
    await sut.ensureApplicant(applicant(41));
    expect(fake.requests[0]?.target).toBe(
      '/resources/applicants?levelName=kyc%20level%20(o%27reilly)',
    );
    expect(fake.requests[0]?.signatureValid).toBe(true);
    expect(fake.applicantOf('41')?.levelName).toBe(LEVEL_ODD);
  });

  it('leaves out what the player has not given and countries it cannot map', async () => {
    const sut = createSumsubProvider(envFor());
    await sut.ensureApplicant(
      applicant(43, {
        person: { firstname: null, lastname: null, dob: null, country: 'ZZ', email: 'x@y.test' },
      }),
    );
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      externalUserId: '43',
      email: 'x@y.test',
      fixedInfo: {},
    });
  });

  it('finds the existing applicant on 409 and keeps its level when it is the one asked', async () => {
    const sut = createSumsubProvider(envFor());
    const first = await sut.ensureApplicant(applicant(44));
    fake.requests.length = 0;

    const again = await sut.ensureApplicant(applicant(44));

    expect(again.applicantId).toBe(first.applicantId);
    expect(fake.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      'POST /resources/applicants?levelName=casino%20basic%2Bpoa',
      'GET /resources/applicants/-;externalUserId=44/one',
    ]);
    expect(fake.requests.every((r) => r.signatureValid)).toBe(true);
    // A GET carries no body: the signature covers ts + GET + target only.
    const get = fake.requests[1];
    expect(get?.body).toBe('');
    expect(get?.headers['x-app-access-sig']).toBe(
      expectedSignature(get?.headers['x-app-access-ts'] ?? '', 'GET', get?.target ?? '', ''),
    );
    expect(fake.applicants.size).toBe(1);
  });

  it('moves an existing applicant to the level asked for', async () => {
    const sut = createSumsubProvider(envFor());
    const first = await sut.ensureApplicant(applicant(45));
    fake.requests.length = 0;

    const moved = await sut.ensureApplicant(applicant(45, { level: 'ID_SELFIE_2NDID_POA' }));

    expect(moved.applicantId).toBe(first.applicantId);
    expect(fake.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      'POST /resources/applicants?levelName=casino-id-selfie-2ndid-poa',
      'GET /resources/applicants/-;externalUserId=45/one',
      `POST /resources/applicants/${first.applicantId}/moveToLevel?name=casino-id-selfie-2ndid-poa`,
    ]);
    expect(fake.requests.every((r) => r.signatureValid)).toBe(true);
    expect(fake.applicantOf('45')?.levelName).toBe(LEVEL_FULL);
  });

  it('does not ask to move an applicant under review (Sumsub refuses; the WebSDK moves it)', async () => {
    const sut = createSumsubProvider(envFor());
    await sut.ensureApplicant(applicant(46));
    const stored = fake.applicantOf('46');
    if (stored) stored.reviewStatus = 'pending';
    fake.requests.length = 0;

    await sut.ensureApplicant(applicant(46, { level: 'ID_SELFIE_2NDID_POA' }));

    expect(fake.requests.map((r) => r.method + ' ' + r.target.split('?')[0])).toEqual([
      'POST /resources/applicants',
      'GET /resources/applicants/-;externalUserId=46/one',
    ]);
    expect(stored?.levelName).toBe(LEVEL_BASIC);
  });

  it('issues a WebSDK access token bound to the player and the mapped level', async () => {
    let clock = Date.now();
    const sut = createSumsubProvider(envFor(), fetch, { now: () => clock });
    const { applicantId } = await sut.ensureApplicant(applicant(47));
    fake.requests.length = 0;
    clock = Date.now();

    const result = await sut.accessToken({
      playerId: 47,
      level: 'ID_SELFIE_2NDID_POA',
      applicantId,
      ttlSeconds: 1800,
    });

    expect(fake.tokens).toEqual([
      { token: result.token, userId: '47', levelName: LEVEL_FULL, ttlInSecs: 1800 },
    ]);
    expect(result.widgetUrl).toBeNull();
    expect(result.expiresAt.getTime()).toBe(clock + 1_800_000);
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.target).toBe('/resources/accessTokens/sdk');
    expect(req?.body).toBe(
      JSON.stringify({ userId: '47', levelName: LEVEL_FULL, ttlInSecs: 1800 }),
    );
    expect(req?.headers['x-app-access-sig']).toBe(
      expectedSignature(
        req?.headers['x-app-access-ts'] ?? '',
        'POST',
        req?.target ?? '',
        req?.body ?? '',
      ),
    );

    const basic = await sut.accessToken({
      playerId: 47,
      level: 'BasicAmlLevel',
      applicantId,
      ttlSeconds: 600,
    });
    expect(basic.token).not.toBe(result.token);
    expect(fake.tokens[1]).toMatchObject({ userId: '47', levelName: LEVEL_BASIC, ttlInSecs: 600 });
  });

  it('fails with KycProviderError 401 when the secret key is wrong, leaking nothing', async () => {
    const sut = createSumsubProvider(envFor({ SUMSUB_SECRET_KEY: 'not-the-secret-key-at-all' }));

    const err = await sut
      .accessToken({ playerId: 48, level: 'BasicAmlLevel', applicantId: 'x', ttlSeconds: 600 })
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as KycProviderError).status).toBe(401);
    expect((err as Error).message).toContain('app-token-signature mismatch');
    expect(fake.requests[0]?.signatureValid).toBe(false);
    expect(fake.tokens).toEqual([]);
    const sent = fake.requests[0]?.headers['x-app-access-sig'] ?? '';
    for (const secret of ['not-the-secret-key-at-all', APP_TOKEN, sent]) {
      expect((err as Error).message).not.toContain(secret);
    }
  });

  it('fails with KycProviderError 401 for an unknown app token', async () => {
    const sut = createSumsubProvider(envFor({ SUMSUB_APP_TOKEN: 'sbx:someone-else' }));
    const err = await sut.ensureApplicant(applicant(49)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as KycProviderError).status).toBe(401);
    expect(fake.applicants.size).toBe(0);
  });

  it('fails with KycProviderError on a clock too far from Sumsub (signed ts older than a minute)', async () => {
    const sut = createSumsubProvider(envFor(), fetch, { now: () => Date.now() - 5 * 60_000 });
    const err = await sut.ensureApplicant(applicant(50)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as KycProviderError).status).toBe(401);
  });

  it('passes on any other Sumsub error status', async () => {
    const sut = createSumsubProvider(envFor());
    fake.failNext(503);
    const err = await sut.ensureApplicant(applicant(51)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as KycProviderError).status).toBe(503);
    expect((err as Error).message).toMatch(/^Sumsub POST \/resources\/applicants answered 503/);

    const unknownLevel = createSumsubProvider(envFor({ SUMSUB_LEVEL_BASIC: 'no-such-level' }));
    const err2 = await unknownLevel.ensureApplicant(applicant(51)).catch((e: unknown) => e);
    expect((err2 as KycProviderError).status).toBe(404);
  });

  it('fails with KycProviderError without status when Sumsub cannot be reached', async () => {
    const closed = await startSumsubFake({
      appToken: APP_TOKEN,
      secretKey: SECRET_KEY,
      levels: [],
    });
    const url = closed.url;
    await closed.close();
    const sut = createSumsubProvider(envFor({ SUMSUB_BASE_URL: url }));

    const err = await sut
      .accessToken({ playerId: 52, level: 'BasicAmlLevel', applicantId: 'x', ttlSeconds: 600 })
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as KycProviderError).status).toBeUndefined();
    expect((err as Error).message).toBe('Sumsub POST /resources/accessTokens/sdk: unreachable');
  });

  it('fails with KycProviderError when Sumsub does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const sut = createSumsubProvider(envFor(), hanging, { timeoutMs: 50 });
    const err = await sut.ensureApplicant(applicant(53)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KycProviderError);
    expect((err as Error).message).toBe('Sumsub POST /resources/applicants: timed out');
  });
});

describe('webhooks', () => {
  const sut = () => createSumsubProvider(envFor());
  const reviewed = (over: Partial<Parameters<typeof applicantReviewed>[0]> = {}) =>
    applicantReviewed({
      applicantId: '5cb56e8e0a975a35f333cb83',
      externalUserId: '77',
      levelName: LEVEL_BASIC,
      reviewAnswer: 'GREEN',
      ...over,
    });

  it.each<SumsubDigestAlgorithm>(['HMAC_SHA1_HEX', 'HMAC_SHA256_HEX', 'HMAC_SHA512_HEX'])(
    'accepts a digest made with %s',
    (alg) => {
      const { body, headers } = sumsubWebhook(reviewed(), WEBHOOK_SECRET, alg);
      const parsed = sut().parseWebhook(body, headers);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      // One delivery, one digest, whatever the algorithm: SHA-256 of the raw body.
      expect(parsed.digest).toBe(createHash('sha256').update(body).digest('hex'));
    },
  );

  it('reads the digest headers whatever their case, and takes SHA256 when no algorithm is named', () => {
    const { body, headers } = sumsubWebhook(reviewed(), WEBHOOK_SECRET, 'HMAC_SHA256_HEX');
    expect(sut().parseWebhook(body, { 'X-Payload-Digest': headers['x-payload-digest'] }).ok).toBe(
      true,
    );
    expect(
      sut().parseWebhook(body, {
        'x-payload-digest': headers['x-payload-digest']?.toUpperCase(),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      }).ok,
    ).toBe(true);
  });

  it('refuses a tampered body, a wrong digest, another secret, an unknown algorithm, no digest', () => {
    const adapter = sut();
    const { body, headers } = sumsubWebhook(reviewed(), WEBHOOK_SECRET, 'HMAC_SHA256_HEX');
    const tampered = Buffer.from(body.toString('utf8').replace('"GREEN"', '"RED"'));
    const bad = { ok: false, reason: 'bad_signature' };

    expect(adapter.parseWebhook(tampered, headers)).toEqual(bad);
    expect(adapter.parseWebhook(Buffer.concat([body, Buffer.from(' ')]), headers)).toEqual(bad);
    expect(adapter.parseWebhook(body, { ...headers, 'x-payload-digest': 'f'.repeat(64) })).toEqual(
      bad,
    );
    const other = sumsubWebhook(reviewed(), 'another-webhook-secret', 'HMAC_SHA256_HEX');
    expect(adapter.parseWebhook(other.body, other.headers)).toEqual(bad);
    // The SHA-512 digest of the body named as SHA-256 (lengths differ): refused, no throw.
    const sha512 = sumsubWebhook(reviewed(), WEBHOOK_SECRET, 'HMAC_SHA512_HEX');
    expect(
      adapter.parseWebhook(sha512.body, {
        ...sha512.headers,
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      }),
    ).toEqual(bad);
    expect(adapter.parseWebhook(body, { ...headers, 'x-payload-digest-alg': 'MD5' })).toEqual(bad);
    expect(adapter.parseWebhook(body, { ...headers, 'x-payload-digest-alg': '__proto__' })).toEqual(
      bad,
    );
    expect(adapter.parseWebhook(body, { 'content-type': 'application/json' })).toEqual(bad);
    // Non-hex of the right length must not be decoded leniently.
    expect(adapter.parseWebhook(body, { ...headers, 'x-payload-digest': 'z'.repeat(64) })).toEqual(
      bad,
    );
  });

  it('answers malformed for a well-signed body that is not a Sumsub event', () => {
    const adapter = sut();
    for (const text of ['{not json', '[]', '{"applicantId":"x"}', '{"type":5}']) {
      const body = Buffer.from(text);
      const digest = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
      expect(
        adapter.parseWebhook(body, {
          'x-payload-digest': digest,
          'x-payload-digest-alg': 'HMAC_SHA256_HEX',
        }),
      ).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('reads a GREEN review', () => {
    const { body, headers } = sumsubWebhook(reviewed(), WEBHOOK_SECRET);
    const parsed = sut().parseWebhook(body, headers);
    expect(parsed).toMatchObject({
      ok: true,
      event: {
        type: 'applicantReviewed',
        applicantId: '5cb56e8e0a975a35f333cb83',
        externalUserId: '77',
        level: 'BasicAmlLevel',
        review: { answer: 'GREEN', rejectType: null, clientComment: null, rejectLabels: [] },
      },
    });
  });

  it('reads a RED review with RETRY, giving the player the moderation comment only', () => {
    const { body, headers } = sumsubWebhook(
      reviewed({
        levelName: LEVEL_FULL,
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
        moderationComment: 'We do not accept screenshots. Please upload an original photo.',
        clientComment: 'Screenshots are not accepted.',
      }),
      WEBHOOK_SECRET,
    );
    const parsed = sut().parseWebhook(body, headers);
    expect(parsed.ok && parsed.event).toEqual({
      type: 'applicantReviewed',
      applicantId: '5cb56e8e0a975a35f333cb83',
      externalUserId: '77',
      level: 'ID_SELFIE_2NDID_POA',
      review: {
        answer: 'RED',
        rejectType: 'RETRY',
        clientComment: 'We do not accept screenshots. Please upload an original photo.',
        rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
      },
    });
  });

  it('reads a RED review with FINAL, never passing the private client comment to the player', () => {
    const { body, headers } = sumsubWebhook(
      reviewed({
        reviewAnswer: 'RED',
        reviewRejectType: 'FINAL',
        rejectLabels: ['FORGERY'],
        clientComment: 'Internal: document tampering suspected, case 1234.',
      }),
      WEBHOOK_SECRET,
      'HMAC_SHA512_HEX',
    );
    const parsed = sut().parseWebhook(body, headers);
    expect(parsed.ok && parsed.event.review).toEqual({
      answer: 'RED',
      rejectType: 'FINAL',
      clientComment: null,
      rejectLabels: ['FORGERY'],
    });
  });

  it('maps an unknown level to null and carries no review for other events', () => {
    const adapter = sut();
    const unknown = sumsubWebhook(reviewed({ levelName: 'some-other-level' }), WEBHOOK_SECRET);
    const a = adapter.parseWebhook(unknown.body, unknown.headers);
    expect(a.ok && a.event.level).toBeNull();
    expect(a.ok && a.event.review?.answer).toBe('GREEN');

    for (const type of [
      'applicantCreated',
      'applicantPending',
      'applicantOnHold',
      'applicantReset',
    ]) {
      const hook = sumsubWebhook(
        {
          applicantId: 'abc',
          externalUserId: '77',
          levelName: LEVEL_FULL,
          type,
          reviewStatus: type === 'applicantPending' ? 'pending' : 'init',
          createdAtMs: '2026-11-26 01:00:00.000',
        },
        WEBHOOK_SECRET,
      );
      const parsed = adapter.parseWebhook(hook.body, hook.headers);
      expect(parsed.ok && parsed.event).toEqual({
        type,
        applicantId: 'abc',
        externalUserId: '77',
        level: 'ID_SELFIE_2NDID_POA',
        review: null,
      });
    }
  });
});

describe('the app with KYC_PROVIDER=sumsub', () => {
  let sumsub: SumsubFake;
  let ctx: TestApp;

  beforeAll(async () => {
    sumsub = await startSumsubFake({
      appToken: APP_TOKEN,
      secretKey: SECRET_KEY,
      levels: [LEVEL_BASIC, LEVEL_FULL],
    });
    ctx = await buildTestApp({
      KYC_PROVIDER: 'sumsub',
      SUMSUB_BASE_URL: sumsub.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SUMSUB_LEVEL_BASIC: LEVEL_BASIC,
      SUMSUB_LEVEL_FULL: LEVEL_FULL,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await sumsub?.close();
  });

  const me = async (userToken: string) =>
    (await v1(ctx.app, 'GET', 'me?kyc=1', userToken)).body.data;
  const deliver = (hook: { body: Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/webhooks/kyc/sumsub',
      payload: hook.body,
      headers: hook.headers,
    });

  it("lets the site frame Sumsub's WebSDK (CSP frame-src), and only Sumsub's origin", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim()).toBe(`frame-src 'self' ${new URL(sumsub.url).origin}`);
  });

  it('serves the fake Sumsub token, and a signed GREEN review makes the player verified', async () => {
    const p = await createPlayer(ctx.database.db, ctx.clock.now, {
      firstname: 'Maria',
      lastname: 'Borg',
      dob: '1990-04-17',
      country: 'MT',
    });

    const res = await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken);

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sumsub.tokens).toHaveLength(1);
    expect(res.body.data).toMatchObject({
      token: sumsub.tokens[0]?.token,
      level: 'BasicAmlLevel',
      provider: 'sumsub',
      user_id: String(p.id),
      widget_url: null,
    });
    expect(sumsub.tokens[0]).toMatchObject({ userId: String(p.id), levelName: LEVEL_BASIC });
    const stored = sumsub.applicantOf(String(p.id));
    expect(stored).toMatchObject({
      levelName: LEVEL_BASIC,
      fixedInfo: { firstName: 'Maria', lastName: 'Borg', dob: '1990-04-17', country: 'MLT' },
    });
    expect(sumsub.requests.every((r) => r.signatureValid)).toBe(true);
    expect((await me(p.userToken)).is_verified).toBe(false);

    // The WebSDK hands the documents in: Sumsub reports pending, then its review.
    const pending = sumsubWebhook(
      {
        applicantId: stored?.id,
        externalUserId: String(p.id),
        levelName: LEVEL_BASIC,
        type: 'applicantPending',
        reviewStatus: 'pending',
        createdAtMs: '2026-11-26 01:00:00.000',
      },
      WEBHOOK_SECRET,
    );
    expect((await deliver(pending)).statusCode).toBe(200);
    expect((await me(p.userToken)).kyc).toMatchObject([
      { level: 'BasicAmlLevel', status: 'pending' },
    ]);

    // A forged review (right body, digest under another secret) changes nothing.
    const green = applicantReviewed({
      applicantId: stored?.id ?? '',
      externalUserId: String(p.id),
      levelName: LEVEL_BASIC,
      reviewAnswer: 'GREEN',
    });
    const forged = await deliver(sumsubWebhook(green, 'not-the-webhook-secret'));
    expect(forged.statusCode).toBe(401);
    expect((await me(p.userToken)).is_verified).toBe(false);

    const hook = sumsubWebhook(green, WEBHOOK_SECRET, 'HMAC_SHA512_HEX');
    const applied = await deliver(hook);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ outcome: 'applied' });
    const after = await me(p.userToken);
    expect(after.is_verified).toBe(true);
    expect(after.kyc).toMatchObject([
      { level: 'BasicAmlLevel', status: 'accepted', reject_type: null },
    ]);

    // Sumsub resends a delivery it thinks failed: answered, changes nothing.
    const replay = await deliver(hook);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
  });

  // Sumsub keeps one applicant per externalUserId and moves it between levels: both of the
  // player's levels carry the same applicant id, so an event is matched by applicant and level.
  it('a RED review with RETRY on the second level reaches the player with the moderation comment', async () => {
    const p = await createPlayer(ctx.database.db, ctx.clock.now, { country: 'DE' });
    expect((await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken)).status).toBe(
      200,
    );
    const full = await v1(ctx.app, 'GET', 'kyc/accessTokens/ID_SELFIE_2NDID_POA', p.userToken);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    // One Sumsub applicant per player, moved to the level asked for.
    const stored = sumsub.applicantOf(String(p.id));
    expect(stored?.levelName).toBe(LEVEL_FULL);
    expect(stored?.fixedInfo).toEqual({ country: 'DEU' });
    expect(sumsub.tokens.at(-1)).toMatchObject({ userId: String(p.id), levelName: LEVEL_FULL });

    const red = sumsubWebhook(
      applicantReviewed({
        applicantId: stored?.id ?? '',
        externalUserId: String(p.id),
        levelName: LEVEL_FULL,
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['BAD_SELFIE'],
        moderationComment: 'Please take the selfie again in daylight.',
        clientComment: 'Internal: selfie too dark.',
      }),
      WEBHOOK_SECRET,
    );
    const res = await deliver(red);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'applied' });
    const after = await me(p.userToken);
    expect(after.is_verified).toBe(false);
    expect(after.kyc).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'BasicAmlLevel', status: 'initialized' }),
        expect.objectContaining({
          level: 'ID_SELFIE_2NDID_POA',
          status: 'rejected',
          reject_type: 'RETRY',
          reject_reason: 'Please take the selfie again in daylight.',
        }),
      ]),
    );
  });

  it('a Sumsub outage answers 503 and changes nothing', async () => {
    const p = await createPlayer(ctx.database.db, ctx.clock.now);
    sumsub.failNext(503);
    const res = await v1(ctx.app, 'GET', 'kyc/accessTokens/BasicAmlLevel', p.userToken);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('kyc_provider_unavailable');
    expect(JSON.stringify(res.body)).not.toContain(SECRET_KEY);
  });
});
