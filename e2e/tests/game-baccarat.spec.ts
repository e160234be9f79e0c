import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test, type Game } from './support.ts';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';

/** The first admin of a development server (README); used only to credit the test player. */
const DEV_ADMIN = { email: 'admin@croupier.test', password: 'Admin-Croupier-2026!' };

/** A fresh player with `amount` EUR, so the balance can be checked to the cent. */
async function fundedPlayer(request: APIRequestContext, amount: string) {
  const player = await registerActivePlayer(request);
  const login = await request.post('/staff/v1/auth/login', { data: DEV_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const staffToken = ((await login.json()) as { data: { token: string } }).data.token;
  const credit = await request.post(`/staff/v1/players/${player.id}/adjustments`, {
    headers: { authorization: `Bearer ${staffToken}`, 'idempotency-key': `e2e-bac-${player.id}` },
    data: { amount, kind: 'cash', reason: 'e2e: stake for the baccarat test' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  return player;
}

async function catalogGame(request: APIRequestContext, slug: string): Promise<Game> {
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
}

async function lastRound(request: APIRequestContext, session: string): Promise<RoundRow> {
  const res = await request.get('/studio/v1/rounds', { headers: { 'studio-session': session } });
  expect(res.status(), await res.text()).toBe(200);
  const round = ((await res.json()) as { data: RoundRow[] }).data[0];
  if (!round) throw new Error('no round in the history');
  return round;
}

/** "€1,000.00" -> 100000 */
function cents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
}

const frameBalance = (game: FrameLocator) => game.locator('output.bar__balance-value');
const gamePath = (g: Game) => `/en/game/play/${g.provider_id}/${g.id}`;

/** Puts the smallest chip on Banker and Player pair, deals, and waits for the last card. */
async function playOneHand(game: FrameLocator) {
  await expect(game.getByTestId('spot-banker')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('spot-banker').click();
  await game.getByTestId('spot-playerPair').click();
  await game.getByTestId('play').click();
  // The cards are dealt and turned before the result (with the win) is announced.
  await expect(game.getByTestId('result')).toContainText('€', { timeout: 20_000 });
}

test.describe('baccarat', () => {
  test('a player plays a real hand: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '100.00');
    const token = await apiLogin(request, player.username, player.password);
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(t));
    }, token);
    const baccarat = await catalogGame(request, 'punto-banco-salon');
    await page.goto(gamePath(baccarat));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).toHaveText('€100.00', { timeout: 15_000 });

    await playOneHand(game);
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    // The minimum chip (1.00) on two spots.
    expect(round.stake).toBe(200);
    await expect
      .poll(async () => cents(await frameBalance(game).textContent()))
      .toBe(10_000 - round.stake + round.win);
    await expect(game.getByTestId('result')).toContainText(`€${(round.win / 100).toFixed(2)}`);
    await shot(page, testInfo, 'baccarat-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(`€${(round.stake / 100).toFixed(2)}`);
  });

  test('a guest plays a demo hand of dragon tiger with play money', async ({ page, request }) => {
    const dragonTiger = await catalogGame(request, 'dragon-tiger-clash');
    await page.goto(gamePath(dragonTiger));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(frameBalance(game)).not.toHaveText('', { timeout: 15_000 });
    const before = cents(await frameBalance(game).textContent());
    await expect(game.getByTestId('spot-dragon')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('spot-dragon').click();
    await game.getByTestId('play').click();
    await expect(game.getByTestId('result')).toContainText('€', { timeout: 20_000 });
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    await expect
      .poll(async () => cents(await frameBalance(game).textContent()))
      .toBe(before - round.stake + round.win);
  });
});
