import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { apiLogin, registerActivePlayer, shot } from './accounts-support.ts';
import { fundedPlayer, gamePath, storeSession } from './game-support.ts';
import {
  expect,
  expectGames,
  expectNoSeriousA11yViolations,
  gameTiles,
  shownGameNames,
  test,
  type Game as CatalogGame,
} from './support.ts';

/** The lobby's view of a game: the catalog's, with what a tile shows about it. */
interface Game extends CatalogGame {
  has_demo: boolean;
  rtp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  is_new: boolean;
  is_popular: boolean;
}

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Mark ${name} as favourite`, exact: true });

/** A new player signed in on the site (never the shared demo player). */
async function signedIn(page: Page, request: Parameters<typeof registerActivePlayer>[0]) {
  const player = await registerActivePlayer(request);
  await storeSession(page, await apiLogin(request, player.username, player.password));
  return player;
}

/** Opens the game of the lobby's `index`th tile and waits for its launch: it is then "played". */
async function playFromTile(page: Page, index: number) {
  const launch = page.waitForResponse(
    (r) => r.url().includes('/v1/casino/play/') && r.request().method() === 'POST',
  );
  await gameTiles(page).nth(index).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/game\/play\/\d+\/\d+$/);
  expect((await launch).status()).toBe(200);
}

async function openFavouritesTab(page: Page) {
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/[?&]tab=favourites/);
}

/** Besides the full page: the lobby from its title down, 1,100 px high, to look at closely. */
async function lobbyShot(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name);
  const head = await page.locator('.lobby__head').boundingBox();
  const width = page.viewportSize()?.width ?? 1440;
  await page.screenshot({
    path: path.join(process.env.SHOTS_DIR ?? '.', `${testInfo.project.name}-${name}-top.png`),
    fullPage: true,
    animations: 'disabled',
    clip: { x: 0, y: Math.max(0, (head?.y ?? 0) - 16), width, height: 1100 },
  });
}

test.describe('a lobby that knows the player', () => {
  test('a favourite added is found after a reload @mobile', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/en');
    await expect(gameTiles(page).first()).toBeVisible();
    const name = (await shownGameNames(page))[0];
    if (!name) throw new Error('the lobby shows no game');

    // No favourite yet: the tab says how to add one.
    await openFavouritesTab(page);
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();

    const saved = page.waitForResponse(
      (r) => r.url().includes('/v1/me/favourite-games/') && r.request().method() === 'PUT',
    );
    await heart(page, name).click();
    await expect(heart(page, name)).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(heart(page, name)).toHaveAttribute('aria-pressed', 'true');
    await openFavouritesTab(page);
    await expectGames(page, [name]);

    // The tab is in the address: a reload opens it again; taking the heart off empties it.
    await page.reload();
    await expectGames(page, [name]);
    await heart(page, name).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });

  test('recently played shows a game after opening it', async ({ page, request }) => {
    const player = await fundedPlayer(request, '5.00', 'recently played');
    await storeSession(page, await apiLogin(request, player.username, player.password));
    await page.goto('/en');
    const tile = gameTiles(page).nth(1);
    const name = (await tile.getByRole('img').getAttribute('alt')) ?? '';
    // Nothing played yet: no row.
    await expect(page.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);

    await playFromTile(page, 1);
    const path = new URL(page.url()).pathname;

    await page.goto('/en');
    const recent = page.getByRole('region', { name: 'Recently played' });
    const resume = recent.getByRole('link', { name: `Continue playing ${name}` });
    await expect(resume).toBeVisible();
    await expect(resume).toContainText(/Played (now|\d+ seconds? ago|1 minute ago)/);
    await resume.click();
    await expect(page).toHaveURL(path);
  });

  test('a guest gets a Demo button that opens the game in demo @mobile', async ({ page, api }) => {
    const games = (await api.games({ section_prefix: 'casino-' })) as Game[];
    const withDemo = games.slice(0, 12).find((g) => g.has_demo);
    if (!withDemo) throw new Error('no demo game among the first tiles');
    await page.goto('/en');
    await expect(gameTiles(page).first()).toBeVisible();
    // A guest gets no hearts and no Favourites tab.
    await expect(page.getByRole('button', { name: /as favourite$/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveCount(0);

    const demo = page.getByRole('button', { name: `Demo: play ${withDemo.name} for fun` });
    await expect(demo).toBeVisible();
    const launch = page.waitForResponse(
      (r) => r.url().includes('/v1/casino/play/') && r.request().method() === 'POST',
    );
    await demo.click();
    await expect(page).toHaveURL(new RegExp(`${gamePath(withDemo)}\\?mode=demo$`));
    expect((await launch).request().postDataJSON()).toMatchObject({ is_demo: 1 });
  });

  test('volatility and minimum RTP narrow the list and stay in the address', async ({
    page,
    api,
  }) => {
    const all = (await api.games({ section_prefix: 'casino-' })) as Game[];
    const high = (await api.games({ section_prefix: 'casino-', volatility: 'high' })) as Game[];
    const highRtp = (await api.games({
      section_prefix: 'casino-',
      volatility: 'high',
      rtp_min: 96,
    })) as Game[];
    expect(high.length).toBeGreaterThan(0);
    expect(high.length).toBeLessThan(all.length);
    expect(high.every((g) => g.volatility === 'high')).toBe(true);
    expect(highRtp.every((g) => g.rtp !== null && g.rtp >= 96)).toBe(true);
    const first = (list: Game[]) => list.slice(0, 48).map((g) => g.name);

    await page.goto('/en');
    await expectGames(page, first(all));
    await page.getByLabel('Volatility').selectOption('high');
    await expect(page).toHaveURL(/[?&]volatility=high/);
    await expectGames(page, first(high));
    await expect(page.getByRole('status').filter({ hasText: /games?$/ })).toHaveText(
      `${high.length} game${high.length === 1 ? '' : 's'}`,
    );
    await page.getByLabel('Minimum RTP').selectOption('96');
    await expect(page).toHaveURL(/[?&]rtp_min=96/);
    await expectGames(page, first(highRtp));

    // The tiles say what the filter chose.
    if (highRtp[0]) {
      const tile = gameTiles(page).first();
      await expect(tile).toContainText('High');
      await expect(tile).toContainText(/RTP \d+(\.\d+)?%/);
    }

    await page.reload();
    await expect(page.getByLabel('Volatility')).toHaveValue('high');
    await expect(page.getByLabel('Minimum RTP')).toHaveValue('96');
    await expectGames(page, first(highRtp));
  });

  test('the lobby with hearts, badges, filters and recently played has no serious violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const player = await fundedPlayer(request, '5.00', 'lobby accessibility');
    await storeSession(page, await apiLogin(request, player.username, player.password));
    await page.goto('/en');
    await playFromTile(page, 0);
    await page.goto('/en');
    await expect(gameTiles(page).first()).toBeVisible();
    const name = (await shownGameNames(page))[0] ?? '';
    await heart(page, name).click();
    await expect(page.getByRole('region', { name: 'Recently played' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await openFavouritesTab(page);
    await expectGames(page, [name]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a guest lobby with the new pieces has no serious violations @mobile', async ({ page }) => {
    await page.goto('/en?volatility=medium');
    await expect(gameTiles(page).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('screenshots at 375, 768 and 1440 px', async ({ page, request }, testInfo) => {
    test.skip(!process.env.SHOTS_DIR, 'only when SHOTS_DIR is set');
    test.setTimeout(240_000);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      await expect(gameTiles(page).first()).toBeVisible();
      await lobbyShot(page, testInfo, `lobby-guest-${width}`);
    }
    const player = await fundedPlayer(request, '5.00', 'lobby screenshots');
    await storeSession(page, await apiLogin(request, player.username, player.password));
    await page.goto('/en');
    for (const i of [2, 0]) {
      await playFromTile(page, i);
      await page.goto('/en');
    }
    await expect(gameTiles(page).first()).toBeVisible();
    const names = await shownGameNames(page);
    for (const name of names.slice(0, 3)) {
      await heart(page, name).click();
      await expect(heart(page, name)).toHaveAttribute('aria-pressed', 'true');
    }
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      await expect(page.getByRole('region', { name: 'Recently played' })).toBeVisible();
      await lobbyShot(page, testInfo, `lobby-player-${width}`);
      await page.goto('/en?tab=favourites');
      await expectGames(page, names.slice(0, 3).reverse());
      await lobbyShot(page, testInfo, `lobby-favourites-${width}`);
    }
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/en/live-casino');
    await expect(gameTiles(page).first()).toBeVisible();
    await lobbyShot(page, testInfo, 'live-casino-player-768');
  });
});
