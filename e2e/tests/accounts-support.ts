import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './support.ts';

/** The demo player the development seed creates (README). */
export const DEMO_PLAYER = { username: 'demoplayer', password: 'Demo-Player-2026!' } as const;

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The development outbox, newest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/dev/outbox');
  expect(res.status(), 'GET /dev/outbox').toBe(200);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/** Waits for a message to `to` that matches `pattern`, newer than `afterId`; returns the match. */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  afterId = 0,
): Promise<{ message: OutboxMessage; match: RegExpExecArray }> {
  let found: { message: OutboxMessage; match: RegExpExecArray } | null = null;
  await expect
    .poll(
      async () => {
        for (const message of await outbox(request)) {
          if (message.to !== to || message.id <= afterId) continue;
          const match = pattern.exec(message.body);
          if (match) {
            found = { message, match };
            return true;
          }
        }
        return false;
      },
      { message: `a message to ${to} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The newest outbox id (messages after it are new). */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  return (await outbox(request))[0]?.id ?? 0;
}

export const CODE_PATTERN = /\b(\d{6})\b/;
export const RESET_LINK_PATTERN = /https?:\/\/\S+?(\/[a-z]{2}\/password\/reset\/[A-Za-z0-9_-]+)/;

const letters = (n: number) =>
  Array.from(
    { length: n },
    () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
  ).join('');

/** A new player's details, unique per call. */
export function newPlayer() {
  const tag = letters(8);
  return {
    username: `pl_${tag}`,
    email: `${tag}@players.example`,
    password: `Lucky-${tag.slice(0, 4).toUpperCase()}-77`,
    firstname: `Ann${letters(5)}`,
    lastname: `Gray${letters(5)}`,
    mobileNumber: `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  };
}

export async function skinHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/')).text();
  const skin = /<meta name="croupier-skin" content="([^"]+)"/.exec(html)?.[1];
  if (!skin) throw new Error('no croupier-skin meta tag');
  return { authorization: `Basic ${skin}`, accept: 'application/json' };
}

export const ACTIVATION_LINK_PATTERN = /https?:\/\/\S+?(\/[a-z]{2}\/registration\/[A-Za-z0-9_-]+)/;

/** Step 0 only, through the API: a player whose registration is not finished (incompleted). */
export async function registerIncompletePlayer(request: APIRequestContext) {
  const p = newPlayer();
  const reg = await request.post('/v1/auth/register', {
    headers: await skinHeader(request),
    data: {
      email: p.email,
      password: p.password,
      password_confirmation: p.password,
      acceptance: 1,
      country: 'MT',
      currency_id: 1,
      username: p.username,
      name: p.username,
      language: 'en',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  return p;
}

/**
 * A complete, active player made through the API the way the site does it (step 0, the e-mail
 * code, step 2 with a solved captcha), living in `country`, for tests that must not touch the
 * shared demo player.
 */
export async function registerActivePlayer(
  request: APIRequestContext,
  country = 'MT',
  /** The account's currency (1 EUR; 42 CZK). */
  currencyId = 1,
) {
  const p = newPlayer();
  const headers = await skinHeader(request);
  const reg = await request.post('/v1/auth/register', {
    headers,
    data: {
      email: p.email,
      password: p.password,
      password_confirmation: p.password,
      acceptance: 1,
      country,
      currency_id: currencyId,
      username: p.username,
      name: p.username,
      language: 'en',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { id, token } = ((await reg.json()) as { data: { id: number; token: string } }).data;
  const { match } = await waitForMessage(request, p.email, CODE_PATTERN);
  const verify = await request.post('/v1/notifications/players/verify_email', {
    headers: { ...headers, token },
    data: { user_id: id, verification: match[1], email_verified: 1 },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const challengeRes = await request.get('/v1/captcha/challenge', { headers });
  const challenge = ((await challengeRes.json()) as { data: unknown }).data as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const done = await request.put('/v1/me', {
    headers: { ...headers, token },
    data: {
      firstname: p.firstname,
      lastname: p.lastname,
      gender: 'F',
      street: 'Republic Street',
      streetNumber: '7',
      city: country === 'BG' ? 'Sofia' : 'Valletta',
      postal_code: country === 'BG' ? '1000' : 'VLT 1117',
      dob: '1991-5-14',
      birth_country: country,
      nationality: country,
      terms_and_conditions: true,
      newsletter: false,
      is_pep: false,
      is_ubo: false,
      captcha,
    },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { ...p, id };
}

/** Logs in through the API; returns the session token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.post('/v1/auth/login', {
    headers: await skinHeader(request),
    data: { username, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The session token the site keeps (decoded), or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token');
    return raw ? atob(raw) : null;
  });
}

/** A full-page screenshot into SHOTS_DIR (default e2e/.artifacts/screenshots). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir =
    process.env.SHOTS_DIR ?? path.resolve(testInfo.project.testDir, '../.artifacts/screenshots');
  // From the top: the sticky header and the skip link stay where a visitor sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(dir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
