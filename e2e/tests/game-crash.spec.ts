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
    headers: { authorization: `Bearer ${staffToken}`, 'idempotency-key': `e2e-crash-${player.id}` },
    data: { amount, kind: 'cash', reason: 'e2e: stake for the crash test' },
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
  view: { status: string; crashPoint?: number; cashedAt?: number | null };
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

/**
 * Launches a flight and cashes out as soon as the button shows; the flight may also crash first
 * (about 3 % crash at once). Waits for the settled result either way.
 */
async function flyAndCashOut(game: FrameLocator) {
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('play').click();
  const cashout = game.getByTestId('cashout');
  const result = game.getByTestId('result');
  await expect(cashout.or(result.filter({ hasText: /Crashed|Cashed out/ })).first()).toBeVisible();
  if (await cashout.isVisible()) await cashout.click().catch(() => undefined);
  await expect(result).toContainText(/Crashed at|Cashed out at/, { timeout: 15_000 });
}

test.describe('crash', () => {
  test('a player flies a real round: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '100.00');
    const token = await apiLogin(request, player.username, player.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
    }, token);
    const crash = await gameBySlug(request, 'orbit-breaker');
    await page.goto(gamePath(crash));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).toHaveText('€100.00', { timeout: 15_000 });

    await flyAndCashOut(game);
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    const stake = round?.stake ?? 0;
    const win = round?.win ?? 0;
    expect(stake).toBeGreaterThan(0);
    if (round?.view.status === 'cashed') {
      // Paid at the multiplier of the cash-out, which the crash point had not passed.
      expect(win).toBe(Math.floor((stake * (round.view.cashedAt ?? 0)) / 100));
      expect(round.view.cashedAt ?? 0).toBeLessThanOrEqual(round.view.crashPoint ?? 0);
      await expect(game.getByTestId('result')).toContainText(`€${(win / 100).toFixed(2)}`);
    } else {
      expect(win).toBe(0);
    }
    await expect
      .poll(async () => cents(await frameBalance(game).textContent()))
      .toBe(10_000 - stake + win);
    await shot(page, testInfo, 'crash-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(`€${(stake / 100).toFixed(2)}`);
  });

  test('a guest flies a demo round with an auto cash-out', async ({ page, request }) => {
    const crash = await gameBySlug(request, 'turbo-falcon');
    await page.goto(gamePath(crash));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
    const before = cents(await frameBalance(game).textContent());
    await game.getByLabel('Auto cash-out', { exact: true }).check();
    await game.getByTestId('auto-cashout').fill('1.10');
    await game.getByTestId('play').click();
    // The server pays the auto cash-out when the flight reaches 1.10x (about 1.6 s), or it crashes.
    await expect(game.getByTestId('result')).toContainText(/Crashed at|Cashed out at 1\.10/, {
      timeout: 15_000,
    });
    const round = await lastRound(request, session);
    expect(round?.status).toBe('settled');
    if (round?.view.status === 'cashed') expect(round.view.cashedAt).toBe(110);
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(before + net);
  });

  test('the rocket flies on a phone with a live cash-out button @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const crash = await gameBySlug(request, 'comet-chaser');
    await page.goto(gamePath(crash));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('play').click();
    await expect(
      game
        .getByTestId('cashout')
        .or(game.getByText(/Crashed at/))
        .first(),
    ).toBeVisible();
    await shot(page, testInfo, 'crash-mobile-flying');
    await flyAndCashOutIfOpen(game);
    await shot(page, testInfo, 'crash-mobile-settled');
  });
});

async function flyAndCashOutIfOpen(game: FrameLocator) {
  const cashout = game.getByTestId('cashout');
  if (await cashout.isVisible()) await cashout.click().catch(() => undefined);
  await expect(game.getByTestId('result')).toContainText(/Crashed at|Cashed out at/, {
    timeout: 15_000,
  });
}
