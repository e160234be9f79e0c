/**
 * Helpers of the identity specs (documents, KYC, questionnaire): a player of the test's own (from
 * a chosen country), staff calls, real image files made on the fly, and screenshots at the
 * three widths the site is designed for.
 */
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { apiLogin, registerActivePlayer, skinHeader } from './accounts-support.ts';
import { devAdminToken, storeSession } from './game-support.ts';
import { expect } from './support.ts';

// ------------------------------------------------------------------------------------ files

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A real PNG (it decodes): a `width` x `height` picture with a diagonal gradient in the given
 * tint, so a thumbnail of it is visibly an image.
 */
export function pngImage(
  width = 320,
  height = 200,
  tint: [number, number, number] = [40, 90, 200],
) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const shade = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(tint[0] + (255 - tint[0]) * shade);
      row[2 + x * 3] = Math.round(tint[1] * (1 - shade));
      row[3 + x * 3] = Math.round(tint[2] + (255 - tint[2]) * (1 - shade));
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for `setInputFiles`. */
export const pngFile = (name: string, tint?: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(320, 200, tint),
});

// ---------------------------------------------------------------------------------- players

/**
 * The welcome message of a first login would pop up over the page when the messages poll finds
 * it: the tests read their player's messages first, as the popup would.
 */
async function readMessages(request: APIRequestContext, token: string) {
  const headers = { ...(await skinHeader(request)), 'user-token': token };
  for (let i = 0; i < 10; i += 1) {
    const res = await request.get('/v1/me/messages/readone', { headers });
    if (res.status() !== 200) return;
    const message = ((await res.json()) as { data: { id: number } | null }).data;
    if (!message) return;
    expect((await request.get(`/v1/me/messages/${message.id}`, { headers })).status()).toBe(200);
  }
}

/** Logs the player in on this page (the session stored as login leaves it); the token. */
export async function sessionOnSite(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const token = await apiLogin(request, username, password);
  await readMessages(request, token);
  await storeSession(page, token);
  return token;
}

/**
 * A complete, active player of the test's own living in `country` (the registration the site
 * does: step 0, the e-mail code, step 2 with a solved captcha), logged in on this page.
 */
export async function playerOnSite(page: Page, request: APIRequestContext, country = 'MT') {
  const p = await registerActivePlayer(request, country);
  return { ...p, token: await sessionOnSite(page, request, p.username, p.password) };
}

/** A GET of the player's API, as the site makes it. */
export async function playerGet<T>(
  request: APIRequestContext,
  token: string,
  pathname: string,
): Promise<T> {
  const res = await request.get(`/v1/${pathname}`, {
    headers: { ...(await skinHeader(request)), 'user-token': token },
  });
  expect(res.status(), `GET /v1/${pathname}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

// ------------------------------------------------------------------------------------ staff

/** A staff session of the development admin (admin and compliance decisions). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  return devAdminToken(request);
}

export async function staffCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  pathname: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](`/staff/v1/${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(
    [200, 201],
    `${method.toUpperCase()} /staff/v1/${pathname}: ${await res.text()}`,
  ).toContain(res.status());
  return ((await res.json()) as { data: T }).data;
}

// ------------------------------------------------------------------------------ screenshots

export const WIDTHS = [375, 768, 1440] as const;

/**
 * The page at 375, 768 and 1440 px wide, full height, into SHOTS_DIR (default
 * e2e/.artifacts/screenshots) as `<name>-<width>.png`; the viewport is put back afterwards.
 */
export async function shotsAtWidths(page: Page, testInfo: TestInfo, name: string) {
  const dir =
    process.env.SHOTS_DIR ?? path.resolve(testInfo.project.testDir, '../.artifacts/screenshots');
  // Three full-page shots take seconds on a busy two-core runner: the test gets that time on top.
  testInfo.setTimeout(testInfo.timeout + 15_000);
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The page must not scroll sideways at any width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(dir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (before) await page.setViewportSize(before);
}
