import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { createDelivery, twilioSmsProvider } from '../src/notifications/delivery.ts';
import { buildTestApp, testEnv, type TestApp, PRODUCTION_DOCUMENTS_KEY } from './helper.ts';
import { call, lastCode, registerActivePlayer } from './accounts-support.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await ta?.close();
});

const loginAs = async (username: string, password: string) => {
  const res = await call(ta.app, 'POST', '/v1/auth/login', { username, password });
  expect(res.status, res.raw).toBe(200);
  return (res.body.data as { token: string }).token;
};
const me = async (userToken: string) => {
  const res = await call(ta.app, 'GET', '/v1/me?kyc=1&marketing=1&riskyCountry=1', undefined, {
    userToken,
  });
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown> & {
    information: Record<string, unknown>;
    marketing: Record<string, unknown>;
    token: { created_at: string; updated_at: string };
  };
};

describe('GET me', () => {
  it('returns the demo player with every field of the contract', async () => {
    const userToken = await loginAs('demoplayer', 'Demo-Player-2026!');
    const p = await me(userToken);
    expect(p).toMatchObject({
      username: 'demoplayer',
      email: 'demo@croupier.test',
      name: 'Demo Player',
      status: 'active',
      is_crypt: true,
      is_verified: false,
      is_pep: false,
      currency: { code: 'EUR', symbol: '€' },
      // 1,000.00 EUR deposited by the seed through the ledger (wallet), not yet wagered.
      balance: { total: 1000, bonus: 0, available: 0, deposited: 1000 },
      marketing: { terms_and_conditions: true, newsletter: true },
      kyc: [],
      statusKyc: null,
      limits: { max_daily_deposit: null },
    });
    expect(p.user_id).toBe(p.id);
    expect(p.email_verified_at).not.toBeNull();
    expect(p.sms_verified_at).not.toBeNull();
    expect(p.information).toMatchObject({ dob: '1990-05-15', risky_country: false, country: 'MT' });
    expect(p.token.created_at).not.toBe(p.token.updated_at);
    const balance = await call(ta.app, 'GET', '/v1/me/balance', undefined, { userToken });
    expect(balance.body).toEqual({
      data: {
        total: 1000,
        bonus: 0,
        available: 0,
        deposited: 1000,
        target: 0,
        counter: 0,
        freespins: 0,
        freespins_counter: 0,
        counter_percentage: 0,
        campaign: null,
      },
    });
  });

  it('the imported player: is_crypt false and a never-changed password record', async () => {
    const userToken = await loginAs('importedplayer', 'Imported-Player-2026!');
    const p = await me(userToken);
    expect(p.is_crypt).toBe(false);
    expect(p.token.created_at).toBe(p.token.updated_at);
  });
});

describe('PUT me (logged in)', () => {
  it('updates language, reality minutes, newsletter and terms; refuses invalid values', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'upd' });
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { language: 'cz', reality_minutes: 45, newsletter: false, terms_and_conditions: true },
      { userToken: player.userToken },
    );
    expect(ok.status, ok.raw).toBe(200);
    const data = ok.body.data as {
      language: string;
      information: { reality_minutes: number };
      marketing: { newsletter: boolean };
    };
    expect(data.language).toBe('cs');
    expect(data.information.reality_minutes).toBe(45);
    expect(data.marketing.newsletter).toBe(false);
    for (const [body, field, key] of [
      [{ reality_minutes: 20 }, 'reality_minutes', 'field_invalid'],
      [{ language: 'xx' }, 'language', 'language_invalid'],
      [{ terms_and_conditions: false }, 'terms_and_conditions', 'terms_required'],
      [{ dob: '1991-01-01' }, 'dob', 'field_invalid'],
      [{ email: 'new@mail.com' }, 'email', 'email_locked'],
    ] as const) {
      const res = await call(ta.app, 'PUT', '/v1/me', body, { userToken: player.userToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]).toEqual([key]);
    }
    const [row] = await ta.database.db.select().from(t.players).where(eq(t.players.id, player.id));
    expect(row?.realityMinutes).toBe(45);
  });

  it('flags a player from one of the skin risky countries', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'risky' });
    expect((await me(player.userToken)).information.risky_country).toBe(false);
    // BG is on the demo skin's risky list (enhanced due diligence).
    await ta.database.db
      .update(t.players)
      .set({ country: 'BG' })
      .where(eq(t.players.id, player.id));
    expect((await me(player.userToken)).information.risky_country).toBe(true);
  });

  it('an unverified e-mail can change (rules, duplicates) and then be confirmed with a code', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'mail' });
    await ta.database.db
      .update(t.players)
      .set({ emailVerifiedAt: null })
      .where(eq(t.players.id, player.id));
    const bad = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { email: 'nope' },
      {
        userToken: player.userToken,
      },
    );
    expect(bad.body.errors?.email).toEqual(['email_error']);
    const taken = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { email: 'Demo@croupier.test' },
      {
        userToken: player.userToken,
      },
    );
    expect(taken.body.errors?.email).toEqual(['email_already_used']);
    const email = `changed.${player.id}@example.test`;
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { email: ` ${email.toUpperCase()} ` },
      {
        userToken: player.userToken,
      },
    );
    expect(ok.status).toBe(200);
    expect((ok.body.data as { email: string }).email).toBe(email);
    ta.clock.now = new Date(ta.clock.now.getTime() + 61_000);
    const sent = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/send_email/verification',
      { user_id: player.id },
      { userToken: player.userToken },
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(ta.database, email);
    const verified = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: player.id, verification: code },
      { userToken: player.userToken },
    );
    expect(verified.status).toBe(200);
    const locked = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { email: 'other@example.test' },
      {
        userToken: player.userToken,
      },
    );
    expect(locked.body.errors?.email).toEqual(['email_locked']);
  });

  it('a player whose terms are outdated accepts the current ones', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'terms' });
    await ta.database.db
      .update(t.players)
      .set({ termsVersion: 0 })
      .where(eq(t.players.id, player.id));
    expect((await me(player.userToken)).marketing.terms_and_conditions).toBe(false);
    await call(
      ta.app,
      'PUT',
      '/v1/me',
      { terms_and_conditions: true },
      {
        userToken: player.userToken,
      },
    );
    expect((await me(player.userToken)).marketing.terms_and_conditions).toBe(true);
  });

  it('mobile can change until SMS-verified, with the phone rules, then it is locked', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'mob' });
    const bad = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { mobile: '+12' },
      {
        userToken: player.userToken,
      },
    );
    expect(bad.body.errors?.mobile).toEqual(['invalid_phone']);
    const taken = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { mobile: '+35699000001' },
      {
        userToken: player.userToken,
      },
    );
    expect(taken.body.errors?.mobile).toEqual(['phone_already_used']);
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { mobile: '+420777000111' },
      {
        userToken: player.userToken,
      },
    );
    expect(ok.status).toBe(200);
    // The dashboard's confirm button: code by SMS with the session token.
    const sent = await call(
      ta.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: player.id },
      { userToken: player.userToken },
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(ta.database, '+420777000111');
    const verified = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_sms',
      { user_id: player.id, verification: code },
      { userToken: player.userToken },
    );
    expect(verified.status).toBe(200);
    const locked = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { mobile: '+420777000222' },
      {
        userToken: player.userToken,
      },
    );
    expect(locked.body.errors?.mobile).toEqual(['mobile_locked']);
    // Another player's id is refused.
    const foreign = await call(
      ta.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: 1 },
      { userToken: player.userToken },
    );
    expect(foreign.status).toBe(403);
  });

  it('changes the password: current required and right, new one different and valid; other sessions end', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'pwd' });
    const other = await loginAs(player.username, player.password);
    const before = await me(player.userToken);
    const cases: [Record<string, string>, string, string][] = [
      [
        { password: 'N3w-Secret!', password_confirmation: 'N3w-Secret!' },
        'password_current',
        'field_required',
      ],
      [
        {
          password_current: 'Wrong-Pass-1!',
          password: 'N3w-Secret!',
          password_confirmation: 'N3w-Secret!',
        },
        'password_current',
        'password_current_wrong',
      ],
      [
        {
          password_current: player.password,
          password: player.password,
          password_confirmation: player.password,
        },
        'password',
        'password_same_as_current',
      ],
      [
        { password_current: player.password, password: 'weak', password_confirmation: 'weak' },
        'password',
        'password_error',
      ],
      [
        {
          password_current: player.password,
          password: 'N3w-Secret!',
          password_confirmation: 'N3w-Secret?',
        },
        'password_confirmation',
        'password_confirmation_mismatch',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await call(ta.app, 'PUT', '/v1/me', body, { userToken: player.userToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]).toEqual([key]);
    }
    ta.clock.now = new Date(ta.clock.now.getTime() + 1000);
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        password_current: player.password,
        password: 'N3w-Secret!',
        password_confirmation: 'N3w-Secret!',
      },
      { userToken: player.userToken },
    );
    expect(ok.status).toBe(200);
    const after = ok.body.data as { token: { updated_at: string } };
    expect(after.token.updated_at).not.toBe(before.token.updated_at);
    expect((await call(ta.app, 'GET', '/v1/me', undefined, { userToken: other })).status).toBe(401);
    expect(
      (await call(ta.app, 'GET', '/v1/me', undefined, { userToken: player.userToken })).status,
    ).toBe(200);
    await loginAs(player.username, 'N3w-Secret!');
  });

  it('locks the current-password check like a login: the 5th wrong one in 10 minutes locks it and the login', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'guess' });
    const change = (current: string) =>
      call(
        ta.app,
        'PUT',
        '/v1/me',
        {
          password_current: current,
          password: 'N3w-Secret!',
          password_confirmation: 'N3w-Secret!',
        },
        { userToken: player.userToken },
      );
    for (let i = 1; i <= 4; i++) {
      const res = await change(`Wrong-Pass-${i}!`);
      expect(res.status).toBe(422);
      expect(res.body.errors?.password_current).toEqual(['password_current_wrong']);
    }
    const fifth = await change('Wrong-Pass-5!');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      message: 'too_many_login_attempts',
      retry_after_seconds: 600,
    });
    // While locked even the right password is refused unchecked, here and at the login.
    expect((await change(player.password)).status).toBe(429);
    const login = await call(ta.app, 'POST', '/v1/auth/login', {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(429);
    // Nothing changed: the old password still stands once the lock has ended.
    ta.clock.now = new Date(ta.clock.now.getTime() + 10 * 60_000 + 1000);
    const [row] = await ta.database.db
      .select({ changed: t.players.passwordChangedAt })
      .from(t.players)
      .where(eq(t.players.id, player.id));
    const ok = await change(player.password);
    expect(ok.status).toBe(200);
    const [after] = await ta.database.db
      .select({ changed: t.players.passwordChangedAt })
      .from(t.players)
      .where(eq(t.players.id, player.id));
    expect(after!.changed!.getTime()).toBeGreaterThan(row!.changed!.getTime());
  });

  it('an imported player changes the password (specials @$!%*?& only) and becomes is_crypt', async () => {
    const userToken = await loginAs('importedplayer', 'Imported-Player-2026!');
    const dash = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        password_current: 'Imported-Player-2026!',
        password: 'New-Imported-1',
        password_confirmation: 'New-Imported-1',
      },
      { userToken },
    );
    expect(dash.status).toBe(422);
    expect(dash.body.errors?.password).toEqual(['password_error']);
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        password_current: 'Imported-Player-2026!',
        password: 'NewImported1!',
        password_confirmation: 'NewImported1!',
      },
      { userToken },
    );
    expect(ok.status).toBe(200);
    const p = ok.body.data as {
      is_crypt: boolean;
      token: { created_at: string; updated_at: string };
    };
    expect(p.is_crypt).toBe(true);
    expect(p.token.updated_at).not.toBe(p.token.created_at);
  });

  it('an oversized body is refused with 413 and changes nothing', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'big' });
    const res = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { language: 'de', street: 'x'.repeat(40_000) },
      { userToken: player.userToken },
    );
    expect(res.status).toBe(413);
    expect((await me(player.userToken)).language).toBe('en');
  });
});

describe('dev outbox and mailbox', () => {
  it('lists messages newest first as JSON and as an HTML page without inline script', async () => {
    await call(ta.app, 'POST', '/v1/auth/password/recovery', { email: 'demo@croupier.test' });
    const res = await ta.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; channel: string; to: string; subject: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.id).toBeGreaterThan(list.at(-1)!.id);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['body', 'channel', 'created_at', 'id', 'subject', 'to'].sort(),
    );
    const mine = await ta.app.inject({ method: 'GET', url: '/dev/outbox?to=DEMO@croupier.test' });
    const onlyDemo = mine.json().data as { to: string }[];
    expect(onlyDemo.length).toBeGreaterThan(0);
    expect(onlyDemo.every((m) => m.to === 'demo@croupier.test')).toBe(true);
    const page = await ta.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('demo@croupier.test');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('style=');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/en\/password\/reset\/[\w-]+">/);
    const css = await ta.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('does not exist in production, and no demo player is seeded there', async () => {
    const prod = await buildApp({
      env: testEnv({ NODE_ENV: 'production', DOCUMENTS_KEY: PRODUCTION_DOCUMENTS_KEY }),
      database: ta.database,
      logger: false,
      serveSite: false,
    });
    try {
      for (const url of ['/dev/outbox', '/dev/mailbox']) {
        expect((await prod.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
    const { openDatabase } = await import('../src/db/client.ts');
    const { seed } = await import('../src/seed/seed.ts');
    const db = await openDatabase('memory://');
    try {
      await db.migrate();
      await seed(
        db.db,
        testEnv({ NODE_ENV: 'production', DOCUMENTS_KEY: PRODUCTION_DOCUMENTS_KEY }),
      );
      expect(await db.db.select().from(t.players)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('delivery', () => {
  it('sends through a transport without keeping the body, and records failures', async () => {
    const sentMail: { to: string; subject: string; text: string }[] = [];
    const delivery = createDelivery({
      db: ta.database.db,
      env: testEnv(),
      now: () => ta.clock.now,
      mail: { send: async (m) => void sentMail.push(m) },
      sms: {
        send: async () => {
          throw new Error('provider down');
        },
      },
    });
    await delivery.send({
      channel: 'email',
      to: 'x@mail.test',
      kind: 'verification_email',
      language: 'pl',
      vars: { brand: 'B', code: '123456', minutes: 15, name: 'X' },
    });
    await delivery.send({
      channel: 'sms',
      to: '+420777999888',
      kind: 'verification_sms',
      language: 'hu',
      vars: { brand: 'B', code: '654321', minutes: 15 },
    });
    await delivery.flush();
    expect(sentMail).toHaveLength(1);
    expect(sentMail[0]!.text).toContain('123456');
    expect(sentMail[0]!.subject).toContain('kod weryfikacyjny');
    const rows = await ta.database.db.select().from(t.outbox).where(eq(t.outbox.to, 'x@mail.test'));
    expect(rows[0]?.status).toBe('sent');
    expect(rows[0]?.body).toBe('');
    const [sms] = await ta.database.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.to, '+420777999888'));
    expect(sms?.status).toBe('failed');
    expect(sms?.body).toBe('');
  });

  it('the Twilio adapter posts the form to the REST API with Basic auth', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const provider = twilioSmsProvider(
      { accountSid: 'AC123', authToken: 'secret', from: '+15005550006' },
      (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status: 201 });
      }) as unknown as typeof fetch,
    );
    await provider.send('+420777999888', 'Code 123456');
    expect(calls[0]!.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(String(calls[0]!.init.body)).toBe(
      'To=%2B420777999888&From=%2B15005550006&Body=Code+123456',
    );
    const failing = twilioSmsProvider(
      { accountSid: 'AC123', authToken: 'secret', from: '+1' },
      (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch,
    );
    await expect(failing.send('+1', 'x')).rejects.toThrow('401');
  });
});
