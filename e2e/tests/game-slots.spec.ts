import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Game } from './support.ts';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';

/** The first admin of a development server (README); used only to credit the test player. */
const DEV_ADMIN = { email: 'admin@croupier.test', password: 'Admin-Croupier-2026!' };
const SLUG = 'orchard-of-fortune';

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
    headers: { authorization: `Bearer ${staffToken}`, 'idempotency-key': `e2e-slots-${player.id}` },
    data: { amount, kind: 'cash', reason: 'e2e: stake for the slots test' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  return player;
}

async function slotGame(request: APIRequestContext, slug = SLUG): Promise<Game> {
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
  bet: { lineBet: number };
  view: { spins: { grid: string[][] }[]; win: number };
}

async function rounds(request: APIRequestContext, session: string): Promise<RoundRow[]> {
  const res = await request.get('/studio/v1/rounds', { headers: { 'studio-session': session } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: RoundRow[] }).data;
}

/** "€1,000.00" -> 100000 */
function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
}

const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

function frameBalance(game: FrameLocator) {
  return game.locator('output.bar__balance-value');
}

/** Spins once and waits for the reels (and any free spins) to finish. */
async function spinOnce(game: Pick<FrameLocator, 'getByTestId'>) {
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('play').click();
  // Free spins play inside the round: skip them so the test does not wait for every spin.
  const settled = game.getByTestId('result').filter({ hasText: '€' });
  const skip = game.getByTestId('skip');
  await expect(settled.or(skip).first()).toBeVisible({ timeout: 15_000 });
  // The skip button may go away on its own just before the click: that is fine.
  if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(settled).toBeVisible({ timeout: 40_000 });
  await expect(game.getByTestId('play')).toBeVisible();
}

const gamePath = (g: Game) => `/en/game/play/${g.provider_id}/${g.id}`;

test.describe('slots', () => {
  test('a player spins a real round: the balance moves by win - stake and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '100.00');
    const token = await apiLogin(request, player.username, player.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
    }, token);
    const slot = await slotGame(request);
    await page.goto(gamePath(slot));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).toHaveText('€100.00', { timeout: 15_000 });
    // 20 lines at the smallest bet per line.
    await expect(game.getByTestId('total-stake')).toHaveText('€0.20');
    await shot(page, testInfo, 'slots-ready');

    await spinOnce(game);
    const [round] = await rounds(request, session);
    expect(round?.status).toBe('settled');
    expect(round?.stake).toBe(20);
    expect(round?.bet).toEqual({ lineBet: 1 });
    expect(round?.view.spins[0]?.grid).toHaveLength(5);
    expect(round?.win).toBe(round?.view.win);
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(10_000 + net);
    await expect(game.getByTestId('result')).toContainText(euros(round?.win ?? 0));
    await shot(page, testInfo, 'slots-settled');

    // A second spin at a higher line bet: the total follows the lines.
    await game.getByRole('button', { name: /raise stake/i }).click();
    await expect(game.getByTestId('total-stake')).toHaveText('€0.40');
    await spinOnce(game);
    const list = await rounds(request, session);
    expect(list).toHaveLength(2);
    expect(list[0]?.stake).toBe(40);
    const total = list.reduce((a, r) => a + r.win - r.stake, 0);
    await expect
      .poll(async () => cents(await frameBalance(game).textContent()))
      .toBe(10_000 + total);

    // The frame's own history lists the rounds.
    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText('€0.40');
    await expect(game.getByRole('dialog')).toContainText('€0.20');
  });

  test('a guest spins a demo round with play money', async ({ page, request }) => {
    const slot = await slotGame(request);
    await page.goto(gamePath(slot));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
    const before = cents(await frameBalance(game).textContent());
    await spinOnce(game);
    const [round] = await rounds(request, session);
    expect(round?.status).toBe('settled');
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expect.poll(async () => cents(await frameBalance(game).textContent())).toBe(before + net);
    await expect(game.getByTestId('result')).toContainText(euros(round?.win ?? 0));
  });

  test('the reels fit a phone and spin @mobile', async ({ page, request }, testInfo) => {
    const slot = await slotGame(request);
    await page.goto(gamePath(slot));
    const game = page.frameLocator('iframe');
    await spinOnce(game);
    const window = await game.locator('.slots__window').boundingBox();
    const viewport = page.viewportSize();
    expect(window && viewport && window.x + window.width <= viewport.width).toBeTruthy();
    await shot(page, testInfo, 'slots-mobile');
  });

  test('the frame alone passes axe after a spin, and a scratch card plays from the keyboard', async ({
    page,
    request,
  }) => {
    // The frame without the site around it: only this game's UI is judged.
    const launch = async (slug: string) => {
      const g = await slotGame(request, slug);
      const res = await request.post(`/v1/casino/play/${g.provider.code}`, {
        headers: await skinHeader(request),
        data: {
          is_demo: 1,
          game_id: g.id,
          provider_id: g.provider_id,
          user_language: 'en',
          user_currency: 'EUR',
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: { play_for_fun: string } }).data.play_for_fun;
    };
    await page.goto(await launch(SLUG));
    await spinOnce(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto(await launch('golden-ticket-scratch'));
    await page.getByTestId('play').click();
    await expect(page.getByTestId('reveal-all')).toBeVisible();
    await page.getByTestId('cell-0').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cell-0')).toHaveAccessibleName(/€/);
    await page.getByTestId('reveal-all').click();
    await expect(page.getByTestId('result')).toContainText('€');
    await expect(page.getByTestId('play')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
