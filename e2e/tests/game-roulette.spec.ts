import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test, type Game } from './support.ts';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';

/** The first admin of a development server (README); used only to credit the test player. */
const DEV_ADMIN = { email: 'admin@croupier.test', password: 'Admin-Croupier-2026!' };

/** A fresh player with `amount` EUR, so a parallel test cannot move the balance this test checks. */
async function fundedPlayer(request: APIRequestContext, amount: string) {
  const player = await registerActivePlayer(request);
  const login = await request.post('/staff/v1/auth/login', { data: DEV_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const staffToken = ((await login.json()) as { data: { token: string } }).data.token;
  const credit = await request.post(`/staff/v1/players/${player.id}/adjustments`, {
    headers: {
      authorization: `Bearer ${staffToken}`,
      'idempotency-key': `e2e-roulette-${player.id}`,
    },
    data: { amount, kind: 'cash', reason: 'e2e: stake for the roulette test' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  return player;
}

async function gameBySlug(request: APIRequestContext, slug: string): Promise<Game> {
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
  bet: { bets: { type: string; stake: number }[] };
  view: { pocket: number };
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
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
const frameBalance = (game: FrameLocator) => game.locator('output.bar__balance-value');
const gamePath = (g: Game) => `/en/game/play/${g.provider_id}/${g.id}`;

/** Puts one chip on red and one on the straight 17, spins and waits for the announced result. */
async function spinRedAnd17(game: FrameLocator) {
  await expect(game.getByTestId('bet-red')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('bet-red').click();
  await game.getByTestId('bet-straight-17').click();
  await expect(game.getByTestId('play')).toBeEnabled();
  await game.getByTestId('play').click();
  // The wheel turns for a few seconds; the result is announced when the ball settles.
  await expect(game.getByTestId('result')).toContainText(/Win|No win/, { timeout: 15_000 });
}

test.describe('roulette', () => {
  test('a player spins a real round with two bets: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '100.00');
    const token = await apiLogin(request, player.username, player.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
    }, token);
    const roulette = await gameBySlug(request, 'velvet-european-roulette');
    await page.goto(gamePath(roulette));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).toHaveText('€100.00', { timeout: 15_000 });

    await spinRedAnd17(game);
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    expect(round?.bet.bets.map((b) => b.type).sort()).toEqual(['red', 'straight']);
    const stake = round?.stake ?? 0;
    const win = round?.win ?? 0;
    expect(stake).toBe(2 * (round?.bet.bets[0]?.stake ?? 0));
    // The pocket decides the win: red pays 2x, 17 (black) pays 36x.
    const pocket = round?.view.pocket ?? -1;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      pocket,
    );
    expect(win).toBe((red ? 2 : 0) * (stake / 2) + (pocket === 17 ? 36 : 0) * (stake / 2));
    await expect
      .poll(async () => cents(await frameBalance(game).textContent()))
      .toBe(10_000 - stake + win);
    if (win > 0)
      await expect(game.getByTestId('result')).toContainText(`€${(win / 100).toFixed(2)}`);
    await shot(page, testInfo, 'roulette-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(`€${(stake / 100).toFixed(2)}`);
  });

  test('a guest spins a demo round with play money', async ({ page, request }) => {
    const roulette = await gameBySlug(request, 'riviera-french-roulette');
    await page.goto(gamePath(roulette));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
    const before = cents(await frameBalance(game).textContent());
    await spinRedAnd17(game);
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(before + net);
  });

  test('the layout stands up on a phone and a spin shows the wheel @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const roulette = await gameBySlug(request, 'velvet-european-roulette');
    await page.goto(gamePath(roulette));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('bet-red')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('bet-black').click();
    await game.getByTestId('play').click();
    await expect(game.getByTestId('result')).toContainText(/spinning/i);
    await shot(page, testInfo, 'roulette-mobile-spinning');
    await expect(game.getByTestId('result')).toContainText(/Win|No win/, { timeout: 15_000 });
    await shot(page, testInfo, 'roulette-mobile-settled');
  });
});
