import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import {
  newsletterOptOutRequests,
  newsletterOptOutTokens,
  players,
  skins,
} from '../src/db/schema.ts';
import { createNewsletterService } from '../src/newsletter/service.ts';
import {
  buildTestApp,
  SKIN_AUTH,
  testEnv,
  type TestApp,
  PRODUCTION_DOCUMENTS_KEY,
} from './helper.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let seq = 0;

/** A player who receives the newsletter. */
async function newPlayer(newsletter = true) {
  seq += 1;
  const [skin] = await t.database.db.select().from(skins).where(eq(skins.refId, 'croupier'));
  const [p] = await t.database.db
    .insert(players)
    .values({
      skinId: skin!.id,
      username: `reader${seq}x`,
      email: `reader${seq}@croupier.test`,
      passwordHash: 'x',
      passwordCreatedAt: t.clock.now,
      passwordChangedAt: t.clock.now,
      country: 'DE',
      currencyId: 1,
      status: 'active',
      newsletter,
      termsVersion: 1,
    })
    .returning();
  return p!;
}

async function devToken(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/newsletter-token',
    payload: { email },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function status(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/notifications/newsletter/token/opt-out?token=${encodeURIComponent(token)}`,
    headers: { authorization: SKIN_AUTH },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const FORM = {
  reason: 'Too many e-mails',
  terms_and_conditions: true,
  newsletter: true,
  is_accepted: true,
};

async function optOut(payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/notifications/newsletter/opt-out',
    headers: { authorization: SKIN_AUTH },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const newsletterOf = async (id: number) =>
  (await t.database.db.select().from(players).where(eq(players.id, id)))[0]?.newsletter;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('newsletter opt-out', () => {
  it('gives a single-use link that turns the newsletter off and keeps the reason', async () => {
    const player = await newPlayer();
    const link = await devToken(player.email.toUpperCase());
    expect(link.status).toBe(200);
    const data = link.body.data as { token: string; path: string; url: string; expires_at: string };
    expect(data.path).toBe(`/newsletter/opt-out?token=${data.token}`);
    expect(data.url).toBe(`http://localhost:3000${data.path}`);
    expect(new Date(data.expires_at).getTime() - t.clock.now.getTime()).toBe(30 * DAY_MS);
    // Only the hash is stored.
    const [stored] = await t.database.db
      .select()
      .from(newsletterOptOutTokens)
      .where(eq(newsletterOptOutTokens.playerId, player.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(data.token).digest('hex'));

    const before = await status(data.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      is_valid: true,
      already_unsubscribed: false,
      expires_at: data.expires_at,
    });

    const sent = await optOut({ ...FORM, token: data.token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      newsletter: false,
      unsubscribed_at: t.clock.now.toISOString(),
    });
    expect(await newsletterOf(player.id)).toBe(false);
    const [after] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    // Nothing but the preference (and updated_at) changed.
    expect({ ...after, newsletter: true, updatedAt: null }).toEqual({
      ...player,
      newsletter: true,
      updatedAt: null,
    });
    const requests = await t.database.db
      .select()
      .from(newsletterOptOutRequests)
      .where(eq(newsletterOptOutRequests.playerId, player.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      reason: 'Too many e-mails',
      termsAndConditions: true,
      newsletter: true,
      isAccepted: true,
    });

    // The link is used up: the page shows "already unsubscribed", a second send is refused.
    expect((await status(data.token)).body.data).toMatchObject({
      is_valid: false,
      already_unsubscribed: true,
    });
    const again = await optOut({ ...FORM, token: data.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'newsletter_token_invalid' });
  });

  it('tells an unknown link apart (page unavailable) and refuses to use it', async () => {
    const unknown = await status('no-such-token-000000000000000000000000000');
    expect(unknown.body.data).toEqual({
      is_valid: false,
      already_unsubscribed: false,
      expires_at: null,
    });
    const res = await optOut({ ...FORM, token: 'no-such-token-000000000000000000000000000' });
    expect(res.status).toBe(404);
  });

  it('answers already-unsubscribed for a player who no longer gets the newsletter', async () => {
    const player = await newPlayer(false);
    const service = createNewsletterService(t.database.db, {
      now: () => t.clock.now,
      publicUrl: 'https://casino.example/',
    });
    const link = await service.createNewsletterOptOutToken(player.id);
    expect(link.url).toBe(`https://casino.example/newsletter/opt-out?token=${link.token}`);
    expect((await status(link.token)).body.data).toMatchObject({
      is_valid: true,
      already_unsubscribed: true,
    });
    const res = await optOut({ ...FORM, token: link.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'newsletter_already_unsubscribed' });
    const [token] = await t.database.db
      .select()
      .from(newsletterOptOutTokens)
      .where(eq(newsletterOptOutTokens.playerId, player.id));
    expect(token?.usedAt).toBeNull();
  });

  it('lets a link expire after 30 days', async () => {
    const player = await newPlayer();
    const token = ((await devToken(player.email)).body.data as { token: string }).token;
    t.clock.now = new Date(t.clock.now.getTime() + 30 * DAY_MS);
    try {
      expect((await status(token)).body.data).toMatchObject({
        is_valid: false,
        already_unsubscribed: false,
      });
      expect((await optOut({ ...FORM, token })).status).toBe(404);
      expect(await newsletterOf(player.id)).toBe(true);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 30 * DAY_MS);
    }
  });

  it('rejects bad forms with 422 keys and changes nothing', async () => {
    const player = await newPlayer();
    const token = ((await devToken(player.email)).body.data as { token: string }).token;
    const cases: [object, string, string][] = [
      [{ ...FORM, token, reason: 'x'.repeat(256) }, 'reason', 'reason_too_long'],
      [{ ...FORM, token, reason: '   ' }, 'reason', 'field_required'],
      [
        { token, terms_and_conditions: true, newsletter: true, is_accepted: true },
        'reason',
        'field_required',
      ],
      [{ ...FORM, token, is_accepted: false }, 'is_accepted', 'must_be_accepted'],
      [{ ...FORM, token, newsletter: false }, 'newsletter', 'must_be_accepted'],
      [{ ...FORM, token, terms_and_conditions: 0 }, 'terms_and_conditions', 'must_be_accepted'],
      [{ ...FORM, token, is_accepted: 'maybe' }, 'is_accepted', 'must_be_accepted'],
      [{ ...FORM, token: '' }, 'token', 'field_required'],
      [{ ...FORM, token: 'x'.repeat(201) }, 'token', 'field_invalid'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await optOut(payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect((res.body.errors as Record<string, string[]>)[field]).toEqual([key]);
    }
    expect(await newsletterOf(player.id)).toBe(true);
    expect((await status(token)).body.data).toMatchObject({ is_valid: true });
    // 255 characters is allowed; 1/"1" count as ticked.
    const ok = await optOut({
      ...FORM,
      token,
      reason: 'é'.repeat(255),
      is_accepted: 1,
      newsletter: '1',
    });
    expect(ok.status).toBe(200);
  });

  it('needs a token on the status call and the skin authorization', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/newsletter/token/opt-out',
      headers: { authorization: SKIN_AUTH },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(['field_required']);
    const noSkin = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/newsletter/token/opt-out?token=abc',
    });
    expect(noSkin.statusCode).toBe(401);
  });
});

describe('POST /dev/newsletter-token', () => {
  it('answers 404 for an unknown e-mail and 422 without one', async () => {
    const unknown = await devToken('nobody@croupier.test');
    expect(unknown.status).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/dev/newsletter-token', payload: {} });
    expect(res.statusCode).toBe(422);
  });

  it('does not exist in production', async () => {
    const player = await newPlayer();
    const prod = await buildApp({
      env: testEnv({ NODE_ENV: 'production', DOCUMENTS_KEY: PRODUCTION_DOCUMENTS_KEY }),
      database: t.database,
      logger: false,
      serveSite: false,
    });
    try {
      const res = await prod.inject({
        method: 'POST',
        url: '/dev/newsletter-token',
        payload: { email: player.email },
      });
      expect(res.statusCode).toBe(404);
      const none = await t.database.db
        .select()
        .from(newsletterOptOutTokens)
        .where(eq(newsletterOptOutTokens.playerId, player.id));
      expect(none).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
