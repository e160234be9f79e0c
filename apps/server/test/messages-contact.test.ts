import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call, solvedCaptcha } from './accounts-support.ts';
import { createPlayer } from './studio-support.ts';
import { sendContactEmail } from '../src/messages/contact.ts';
import type { OutgoingMessage } from '../src/notifications/delivery.ts';

const SUPPORT = 'support@croupier.example';
const URL = '/v1/notifications/messages/custom_email';

let ta: TestApp;
let ipCounter = 0;
/** Each test its own client address: the contact limit is per address. */
const freshIp = () => `10.66.0.${++ipCounter}`;

beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await ta?.close();
});

const form = (extra: Record<string, unknown> = {}) => ({
  emails: 'jana@example.test',
  subject: 'My withdrawal',
  body: 'Hello,\nwhere is my money?',
  ref_id: 'croupier',
  ...extra,
});

const toSupport = () =>
  ta.database.db.select().from(t.outbox).where(eq(t.outbox.to, SUPPORT)).orderBy(desc(t.outbox.id));

describe('POST notifications/messages/custom_email', () => {
  it('a guest needs a solved captcha; then the e-mail goes to the skin support address', async () => {
    const ip = freshIp();
    const before = (await toSupport()).length;
    const missing = await call(ta.app, 'POST', URL, form(), { ip });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ captcha: ['captcha_invalid'] });
    const wrong = await call(ta.app, 'POST', URL, form({ captcha: 'bm9wZQ==' }), { ip });
    expect(wrong.status).toBe(422);
    expect((await toSupport()).length).toBe(before);

    const ok = await call(
      ta.app,
      'POST',
      URL,
      form({ captcha: await solvedCaptcha(ta.app), emails: ['jana@example.test'] }),
      { ip },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { sent: true } });
    const [mail] = await toSupport();
    expect(mail).toMatchObject({ channel: 'email', kind: 'support_contact', playerId: null });
    expect(mail!.subject).toBe('[Croupier Casino] Contact form: My withdrawal');
    expect(mail!.body).toContain('Reply to: jana@example.test');
    expect(mail!.body).toContain('Player: guest');
    expect(mail!.body).toContain('Hello,\nwhere is my money?');
  });

  it('a signed-in player needs no captcha', async () => {
    const p = await createPlayer(ta.database.db, ta.clock.now);
    const res = await call(ta.app, 'POST', URL, form({ subject: 'From a player' }), {
      ip: freshIp(),
      userToken: p.userToken,
    });
    expect(res.status).toBe(200);
    const [mail] = await toSupport();
    expect(mail).toMatchObject({ playerId: p.id });
    expect(mail!.body).toContain(`Player: #${p.id}`);
    // An ended token is a guest again.
    const logout = await call(ta.app, 'DELETE', '/v1/auth/logout', undefined, {
      userToken: p.userToken,
    });
    expect(logout.status).toBe(204);
    const after = await call(ta.app, 'POST', URL, form(), {
      ip: freshIp(),
      userToken: p.userToken,
    });
    expect(after.status).toBe(422);
  });

  it('refuses bad input with 422 and nothing is sent', async () => {
    const p = await createPlayer(ta.database.db, ta.clock.now);
    const before = (await toSupport()).length;
    for (const body of [
      form({ body: 'a\u0000b' }),
      form({ subject: 'a\r\nBcc: victim@example.test' }),
      form({ emails: 'not-an-address' }),
      form({ emails: [] }),
      form({ emails: ['a@example.test', 'b@example.test', 'c@example.test', 'd@example.test'] }),
      form({ body: 'x'.repeat(5001) }),
      form({ subject: '' }),
      { emails: 'a@example.test' },
    ]) {
      // Fresh addresses: the limit is tested below.
      const res = await call(ta.app, 'POST', URL, body, { ip: freshIp(), userToken: p.userToken });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await toSupport()).length).toBe(before);
  });

  it('allows 5 messages per address in 10 minutes, then 429', async () => {
    const p = await createPlayer(ta.database.db, ta.clock.now);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(ta.app, 'POST', URL, form(), { ip, userToken: p.userToken })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect(
      (await call(ta.app, 'POST', URL, form(), { ip: freshIp(), userToken: p.userToken })).status,
    ).toBe(200);
  });
});

describe('the contact e-mail itself', () => {
  it("answers to the sender: Reply-To carries the form's addresses", async () => {
    const sent: OutgoingMessage[] = [];
    await sendContactEmail(
      {
        delivery: { send: async (m) => void sent.push(m) },
        captcha: { verify: async () => false },
        skinSettings: async () =>
          ({
            licence: { support_email: SUPPORT },
            layout_settings: { brand_name: 'Croupier Casino' },
          }) as never,
      },
      {
        skinId: 1,
        playerId: 7,
        body: { emails: ['jana@example.test', 'petr@example.test'], subject: 's', body: 'b' },
      },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: SUPPORT,
      replyTo: 'jana@example.test, petr@example.test',
      kind: 'support_contact',
    });
  });
});
