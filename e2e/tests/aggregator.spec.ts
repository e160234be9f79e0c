/**
 * A "third-party" game through the aggregator: in development the server plays Hub88's side with
 * its local fake (apps/server/src/dev/fake-hub88), whose titles the demo data imports. A guest
 * plays one in demo from the lobby; a player with money plays it for real, the wallet moves
 * through the Hub88 wallet API, and the platform's balance follows.
 */
import type { Response } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gameTiles, test } from './support.ts';
import { apiLogin, shot, skinHeader, storedToken } from './accounts-support.ts';
import { catalogGame, cents, fundedPlayer, gamePath, storeSession } from './game-support.ts';

const TITLE = 'Starlight Cherries';
const STUDIO = 'Aurora Play';
const SLUG = 'starlight-cherries';

const isSpin = (r: Response) => /\/fake-hub88\/play\/[^/]+\/spin$/.test(r.url());

test.describe('a game of the aggregator', () => {
  test('a guest opens it in demo from the lobby and spins', async ({ page }, testInfo) => {
    await page.goto('/en/casino');
    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: STUDIO });
    const tile = gameTiles(page).filter({ has: page.getByRole('img', { name: TITLE }) });
    const launch = page.waitForResponse(
      (r) => r.url().includes('/v1/casino/play/') && r.request().method() === 'POST',
    );
    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/game\/play\/\d+\/\d+$/);
    const sent = (await launch).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ is_demo: 1, user_language: 'en' });
    const url = ((await (await launch).json()) as { data: { play_for_fun?: string } }).data
      .play_for_fun;
    expect(url).toMatch(/\/fake-hub88\/play\/[A-Za-z0-9_-]{24}$/);

    const frame = page.getByTitle(TITLE, { exact: true });
    await expect(frame).toBeVisible();
    const game = page.frameLocator('iframe');
    await expect(game.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(game.getByText('Demo: play money')).toBeVisible();
    const balance = game.locator('#fg-balance');
    await expect(balance).toHaveText('€1,000.00', { timeout: 15_000 });

    await game.getByLabel('Stake').selectOption({ label: '€2.00' });
    const spun = page.waitForResponse(isSpin);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await spun).json()) as { ok: boolean; win: number };
    expect(round.ok).toBe(true);
    // Stake 2.00; every pay is at least 3x: the play balance always moves.
    const expected = 100_000 - 200 + round.win / 1_000;
    await expect.poll(async () => cents(await balance.textContent())).toBe(expected);
    await expect(game.getByRole('status')).toHaveText(
      round.win > 0 ? /^You win €[\d,.]+!$/ : 'No win this time.',
    );
    await expectNoSeriousA11yViolations(page, '.game-shell');
    await shot(page, testInfo, 'aggregator-demo');
  });

  test("a player plays it for real and the platform's balance follows", async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '50.00', 'aggregator');
    await storeSession(page, await apiLogin(request, player.username, player.password));
    const launch = page.waitForResponse((r) => r.url().includes('/v1/casino/play/'));
    await page.goto(gamePath(await catalogGame(request, SLUG)));
    const data = ((await (await launch).json()) as { data: { play_for_real?: string } }).data;
    expect(data.play_for_real).toMatch(/\/fake-hub88\/play\/[A-Za-z0-9_-]{24}$/);

    // The platform's balance (the site's header chip reads it; the game page shows the frame's).
    const platformCents = async () => {
      const res = await request.get('/v1/me/balance', {
        headers: { ...(await skinHeader(request)), 'user-token': (await storedToken(page))! },
      });
      return Math.round(((await res.json()) as { data: { total: number } }).data.total * 100);
    };
    expect(await platformCents()).toBe(5_000);
    const game = page.frameLocator('iframe');
    await expect(game.getByText('Real money')).toBeVisible();
    const balance = game.locator('#fg-balance');
    await expect(balance).toHaveText('€50.00', { timeout: 15_000 });

    // Two rounds at 1.00: each a loss (the stake leaves) or a win (at least 3.00 comes back).
    let expected = 5_000;
    for (let i = 0; i < 2; i++) {
      const spun = page.waitForResponse(isSpin);
      await game.getByRole('button', { name: 'Spin', exact: true }).click();
      const round = (await (await spun).json()) as { ok: boolean; win: number; balance: number };
      expect(round.ok).toBe(true);
      expected = expected - 100 + round.win / 1_000;
      expect(round.balance / 1_000).toBe(expected);
      await expect.poll(async () => cents(await balance.textContent())).toBe(expected);
      // The provider's wallet calls moved the platform's money by as much.
      await expect.poll(platformCents).toBe(expected);
      await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
    }
    await shot(page, testInfo, 'aggregator-real');
  });
});
