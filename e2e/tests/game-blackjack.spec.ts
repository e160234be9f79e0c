import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test, type Game } from './support.ts';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';

/** The first admin of a development server (README); used only to credit the test player. */
const DEV_ADMIN = { email: 'admin@croupier.test', password: 'Admin-Croupier-2026!' };

/**
 * A fresh player with `amount` EUR: the shared demo player may be playing in a parallel test, and
 * this test checks the balance to the cent.
 */
async function fundedPlayer(request: APIRequestContext, amount: string) {
  const player = await registerActivePlayer(request);
  const login = await request.post('/staff/v1/auth/login', { data: DEV_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const staffToken = ((await login.json()) as { data: { token: string } }).data.token;
  const credit = await request.post(`/staff/v1/players/${player.id}/adjustments`, {
    headers: { authorization: `Bearer ${staffToken}`, 'idempotency-key': `e2e-bj-${player.id}` },
    data: { amount, kind: 'cash', reason: 'e2e: stake for the blackjack test' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  return player;
}

async function blackjackGame(request: APIRequestContext): Promise<Game> {
  const headers = await skinHeader(request);
  for (let page = 1; page <= 20; page += 1) {
    const res = await request.get('/v1/casino/games', {
      headers,
      params: { per_page: 50, page },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: Game[]; meta?: { last_page: number } };
    const found = body.data.find((g) => g.slug === 'twenty-one-royale');
    if (found) return found;
    if (!body.meta || page >= body.meta.last_page) break;
  }
  throw new Error('twenty-one-royale is not in the catalog');
}

async function frameSession(page: Page): Promise<string> {
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

interface RoundRow {
  id: string;
  status: string;
  stake: number;
  win: number;
}

async function lastRound(
  request: APIRequestContext,
  session: string,
): Promise<RoundRow | undefined> {
  const res = await request.get('/studio/v1/rounds', { headers: { 'studio-session': session } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: RoundRow[] }).data[0];
}

/** "€1,000.00" -> 100000 */
function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
}

function frameBalance(game: FrameLocator) {
  return game.locator('output.bar__balance-value');
}

/** Deals one round and stands on every decision (declining insurance) until it settles. */
async function playOneRound(page: Page, game: FrameLocator) {
  const answered = (path: RegExp) =>
    page.waitForResponse((r) => path.test(r.url()) && r.request().method() === 'POST');
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  const dealt = answered(/\/studio\/v1\/rounds$/);
  await game.getByTestId('play').click();
  await dealt;
  const result = game.getByTestId('result');
  for (let i = 0; i < 8; i += 1) {
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
    await expect(decision).toBeEnabled();
    const acted = answered(/\/studio\/v1\/rounds\/[^/]+\/actions$/);
    await decision.click();
    await acted;
  }
  // The dealer's cards are revealed one by one before the result is announced.
  await expect(result).toContainText('€', { timeout: 15_000 });
}

const gamePath = (g: Game) => `/en/game/play/${g.provider_id}/${g.id}`;

test.describe('blackjack', () => {
  // A round takes several answers and the dealer's reveal animation: more than one spin.
  test.describe.configure({ timeout: 90_000 });

  test('a player plays a real round: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '100.00');
    const token = await apiLogin(request, player.username, player.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
    }, token);
    const bj = await blackjackGame(request);
    await page.goto(gamePath(bj));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).toHaveText('€100.00', { timeout: 15_000 });
    await shot(page, testInfo, 'blackjack-ready');

    await playOneRound(page, game);
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    expect(round?.stake ?? 0).toBeGreaterThanOrEqual(100);
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(10_000 + net);
    await expect(game.getByTestId('result')).toContainText(
      `€${((round?.win ?? 0) / 100).toFixed(2)}`,
    );
    await shot(page, testInfo, 'blackjack-settled');

    // The frame's own history lists the round.
    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog', { name: /history/i })).toContainText(
      `€${((round?.stake ?? 0) / 100).toFixed(2)}`,
    );
  });

  test('a guest plays a demo round with play money', async ({ page, request }) => {
    const bj = await blackjackGame(request);
    await page.goto(gamePath(bj));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
    const before = cents(await frameBalance(game).textContent());
    await playOneRound(page, game);
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(before + net);
  });

  test('the table fits a phone and shows the actions of an open round @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const bj = await blackjackGame(request);
    await page.goto(gamePath(bj));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('play').click();
    // Open: "Your move..."; a natural or a dealer blackjack: the settled summary.
    await expect(game.getByTestId('result')).not.toBeEmpty();
    await shot(page, testInfo, 'blackjack-mobile');
  });
});
