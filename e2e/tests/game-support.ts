/**
 * Helpers of the game specs (game-*.spec.ts): a funded player of its own, a catalog game by its
 * slug, the game page's address, the game frame's session and its rounds, the balances shown.
 */
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, type Game } from './support.ts';
import { apiLogin, registerActivePlayer, skinHeader } from './accounts-support.ts';

/** The first admin of a development server (README); used only to credit test players. */
export const DEV_ADMIN = { email: 'admin@croupier.test', password: 'Admin-Croupier-2026!' };
/** Its TOTP secret outside production (apps/server/src/staff/bootstrap.ts DEV_ADMIN). */
const DEV_ADMIN_TOTP_SECRET = 'KRUGS4ZANFZSAYJAMRSXMZLMN5YG2ZLOOQQHIZLTOQ';

/** RFC 6238 (SHA-1, 6 digits, 30 s) of a base32 secret at `ms`. */
export function totp(secret: string, ms: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** One development-admin session per worker process (a TOTP code is accepted once a step). */
let adminSession: Promise<string> | undefined;

async function signInDevAdmin(request: APIRequestContext): Promise<string> {
  // Parallel workers sign the same admin in: a step's code serves one of them, the others wait
  // for the next step (a new challenge after 4 wrong codes: the fifth would count as a failure).
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/staff/v1/auth/login', { data: DEV_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const { challenge } = ((await login.json()) as { data: { challenge: string } }).data;
    for (let i = 0; i < 4; i++) {
      const second = await request.post('/staff/v1/auth/second-factor', {
        data: { challenge, code: totp(DEV_ADMIN_TOTP_SECRET, Date.now()) },
      });
      if (second.status() === 200) {
        return ((await second.json()) as { data: { token: string } }).data.token;
      }
      expect(second.status(), await second.text()).toBe(401);
      // Until the next 30-second step, with a little jitter between workers.
      await new Promise((r) =>
        setTimeout(r, 30_000 - (Date.now() % 30_000) + Math.random() * 2000),
      );
    }
  }
  throw new Error('the development admin could not sign in (second factor)');
}

/** The run's shared development-admin token (one per server port), written by its first user. */
const SHARED_TOKEN = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.artifacts',
  `dev-admin-token-${process.env.E2E_PORT ?? 3100}.txt`,
);

async function liveToken(request: APIRequestContext, token: string): Promise<boolean> {
  if (!token) return false;
  const me = await request.get('/staff/v1/me', { headers: { authorization: `Bearer ${token}` } });
  return me.status() === 200;
}

/**
 * A staff session of the development admin (password and TOTP code), shared by the workers of a
 * run through a file (a TOTP code serves one sign-in per 30-second step, so workers signing in
 * on their own would wait for each other) and renewed when it ended (15 minutes idle). The file
 * of an earlier run holds a token of another server's database: refused by /me, replaced.
 */
export async function devAdminToken(request: APIRequestContext): Promise<string> {
  if (adminSession) {
    const token = await adminSession.catch(() => '');
    if (await liveToken(request, token)) return token;
  }
  adminSession = (async () => {
    const shared = existsSync(SHARED_TOKEN) ? readFileSync(SHARED_TOKEN, 'utf8').trim() : '';
    if (await liveToken(request, shared)) return shared;
    const token = await signInDevAdmin(request);
    mkdirSync(dirname(SHARED_TOKEN), { recursive: true });
    writeFileSync(SHARED_TOKEN, token);
    return token;
  })();
  return adminSession;
}

/**
 * A fresh player of its own (never the shared demo player, who may be playing in a parallel
 * test) credited `amount` EUR of cash, so a test can check the balance to the cent. `purpose`
 * names the test in the adjustment's reason ("e2e: stake for the crash test").
 */
export async function fundedPlayer(request: APIRequestContext, amount: string, purpose: string) {
  const player = await registerActivePlayer(request);
  const staffToken = await devAdminToken(request);
  const credit = await request.post(`/staff/v1/players/${player.id}/adjustments`, {
    headers: {
      authorization: `Bearer ${staffToken}`,
      'idempotency-key': `e2e-${purpose.replace(/\W+/g, '-')}-${player.id}`,
    },
    data: { amount, kind: 'cash', reason: `e2e: stake for the ${purpose} test` },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  return player;
}

/** Opens the site with this player's session already stored (as the login page leaves it). */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
  }, token);
}

/** A title of the catalog by its slug, looked up page by page as the site lists them. */
export async function catalogGame(request: APIRequestContext, slug: string): Promise<Game> {
  const headers = await skinHeader(request);
  for (let page = 1; page <= 20; page += 1) {
    const res = await request.get('/v1/casino/games', { headers, params: { per_page: 50, page } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: Game[]; meta?: { last_page: number } };
    const found = body.data.find((g) => g.slug === slug);
    if (found) return found;
    if (!body.meta || page >= body.meta.last_page) break;
  }
  throw new Error(`${slug} is not in the catalog`);
}

/** The first slot of the catalog by rank (a one-step game: one click, one settled round). */
export async function firstSlot(request: APIRequestContext): Promise<Game> {
  const res = await request.get('/v1/casino/games', {
    headers: await skinHeader(request),
    params: { type: 'slot', per_page: 5, sort: 'rank' },
  });
  const games = ((await res.json()) as { data: Game[] }).data;
  const slot = games[0];
  if (!slot) throw new Error('no slot in the catalog');
  return slot;
}

/** The game page of a title in English. */
export const gamePath = (g: Game) => `/en/game/play/${g.provider_id}/${g.id}`;

/**
 * The frame session the launch opened: the frame takes it out of its address at once and keeps
 * it in its session storage (apps/studio/src/api/session-token.ts).
 */
export async function frameSession(page: Page): Promise<string> {
  let session = '';
  await expect
    .poll(async () => {
      const frame = page.frames().find((f) => f.url().includes('/studio/frame/'));
      session =
        (await frame
          ?.evaluate(() => sessionStorage.getItem('croupier:studio-session'))
          .catch(() => null)) ?? '';
      return session;
    })
    .not.toBe('');
  return session;
}

/** A round as the studio lists it; a spec widens it with the bet and view fields it reads. */
export interface RoundRow {
  id: string;
  status: string;
  stake: number;
  win: number;
}

/** The frame session's rounds of its game, newest first. */
export async function studioRounds<R extends RoundRow = RoundRow>(
  request: APIRequestContext,
  session: string,
): Promise<R[]> {
  const res = await request.get('/studio/v1/rounds', { headers: { 'studio-session': session } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: R[] }).data;
}

/** The frame session's newest round; fails when the history is empty. */
export async function lastRound<R extends RoundRow = RoundRow>(
  request: APIRequestContext,
  session: string,
): Promise<R> {
  const round = (await studioRounds<R>(request, session))[0];
  if (!round) throw new Error('no round in the history');
  return round;
}

/** Shown money to minor units: "€1,000.00" -> 100000. */
export function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
}

/** Minor units as the frame shows euros: 1250 -> "€12.50". */
export const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

/** The balance in the game frame's bar. */
export const frameBalance = (game: FrameLocator) => game.locator('output.bar__balance-value');

/** Waits until the game frame's bar shows this balance (minor units). */
export async function expectFrameBalance(game: FrameLocator, minor: number): Promise<void> {
  await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(minor);
}

/**
 * A new player with `amount` EUR (e.g. '100.00') logged in on the game page of `slug`, once its
 * frame shows that balance: the frame (`game`) and its session for the studio API.
 */
export async function openRealGame(
  page: Page,
  request: APIRequestContext,
  slug: string,
  purpose: string,
  amount = '100.00',
) {
  const player = await fundedPlayer(request, amount, purpose);
  await storeSession(page, await apiLogin(request, player.username, player.password));
  await page.goto(gamePath(await catalogGame(request, slug)));
  const session = await frameSession(page);
  const game = page.frameLocator('iframe');
  await expect(frameBalance(game)).toHaveText(`€${amount}`, { timeout: 15_000 });
  return { session, game };
}

/** A guest on the demo game page of `slug`: the frame, its session and the play money shown. */
export async function openDemoGame(page: Page, request: APIRequestContext, slug: string) {
  await page.goto(gamePath(await catalogGame(request, slug)));
  const session = await frameSession(page);
  const game = page.frameLocator('iframe');
  await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
  const before = cents(await frameBalance(game).textContent());
  return { session, game, before };
}

/**
 * Blackjack: declines insurance and stands every hand, box by box, until the round settles (the
 * dealer's cards are revealed one by one before the result is announced). `beforeStand` runs
 * before each stand. Returns how many stands it took.
 */
export async function standEverything(
  page: Page,
  game: FrameLocator,
  beforeStand?: () => Promise<void>,
): Promise<number> {
  const result = game.getByTestId('result');
  let stands = 0;
  for (let i = 0; i < 12; i += 1) {
    const insurance = game.getByTestId('no-insurance');
    const stand = game.getByTestId('stand');
    await expect(
      insurance
        .or(stand)
        .or(result.filter({ hasText: '€' }))
        .first(),
    ).toBeVisible();
    const decision = (await insurance.isVisible())
      ? insurance
      : (await stand.isVisible())
        ? stand
        : null;
    if (!decision) break;
    if (decision === stand) {
      await beforeStand?.();
      stands += 1;
    }
    // The round may settle on its own instead (a dealer blackjack once insurance is declined):
    // then the button goes away rather than becoming enabled.
    const settled = result.filter({ hasText: '€' });
    await expect(decision.and(game.locator('button:enabled')).or(settled).first()).toBeVisible();
    if (await settled.isVisible()) break;
    const acted = page.waitForResponse(
      (r) =>
        /\/studio\/v1\/rounds\/[^/]+\/actions$/.test(r.url()) && r.request().method() === 'POST',
    );
    await decision.click();
    await acted;
  }
  await expect(result).toContainText('€', { timeout: 15_000 });
  return stands;
}
