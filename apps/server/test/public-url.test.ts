/**
 * PUBLIC_URL follows the address the server listens on unless it is set: e-mailed links and the
 * pages' `{{site_url}}` name the port the server was started on (PORT), not a fixed 3000.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenUrl, loadEnv, loadServerEnv } from '../src/env.ts';
import * as t from '../src/db/schema.ts';
import { SKIN_AUTH, buildTestApp, type TestApp } from './helper.ts';
import { call } from './accounts-support.ts';

describe('PUBLIC_URL by default', () => {
  it('is the address the server listens on, unless set', () => {
    expect(loadEnv({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '8080', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '8080', HOST: '192.168.1.20' }).PUBLIC_URL).toBe(
      'http://192.168.1.20:8080',
    );
    expect(listenUrl('fe80::1', 8080)).toBe('http://[fe80::1]:8080');
    expect(listenUrl('::', 8080)).toBe('http://localhost:8080');
    const set = loadEnv({ PORT: '3100', PUBLIC_URL: 'https://casino.example' });
    expect(set.PUBLIC_URL).toBe('https://casino.example');
  });

  it('names the port chosen for PORT=0, which is free to listen on', async () => {
    const env = await loadServerEnv({ PORT: '0', HOST: '127.0.0.1' });
    expect(env.PORT).toBeGreaterThan(0);
    expect(env.PUBLIC_URL).toBe(`http://localhost:${env.PORT}`);
    await new Promise<void>((resolve, reject) => {
      const server = createServer().once('error', reject);
      server.listen(env.PORT, '127.0.0.1', () => server.close(() => resolve()));
    });
  });
});

describe('links and texts of a server started on another port', () => {
  let ta: TestApp;
  beforeAll(async () => {
    ta = await buildTestApp({ PORT: '3100' });
  });
  afterAll(async () => {
    await ta?.close();
  });

  it('e-mails links to that port', async () => {
    const res = await call(ta.app, 'POST', '/v1/auth/password/recovery', {
      email: 'demo@croupier.test',
    });
    expect(res.status).toBe(200);
    const mails = await ta.database.db.select().from(t.outbox);
    const mail = mails.filter((m) => m.to === 'demo@croupier.test').at(-1)!;
    expect(mail.body).toContain('http://localhost:3100/en/password/reset/');
    expect(mail.body).not.toContain('localhost:3000');
  });

  it('writes that address into the pages that name the site', async () => {
    const res = await ta.app.inject({
      method: 'GET',
      url: '/v1/cms/pages/affiliate-program?language=en',
      headers: { authorization: SKIN_AUTH },
    });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('http://localhost:3100/registration?btag=');
    expect(body).not.toContain('localhost:3000');
  });
});
