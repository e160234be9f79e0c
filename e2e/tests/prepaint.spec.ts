import { expect, test } from '@playwright/test';

/** The server paints a lobby's and a static page's first screen before any script runs. */
test.describe('first screen painted by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the lobby shows the header and its first banner @mobile', async ({ page }) => {
      await page.goto('/de/casino');
      await expect(page.locator('.site-header__logo')).toHaveAttribute('href', '/de');
      await expect(page.locator('.main-nav a[href="/de/live-casino"]')).toHaveCount(1);
      const banner = page.locator('.banner-slide img');
      await expect(banner).toBeVisible();
      expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    test('a static page shows its title and content', async ({ page }) => {
      await page.goto('/en/help');
      await expect(page.locator('h1.static-page__title')).not.toBeEmpty();
      await expect(page.locator('.cms-content details').first()).toBeAttached();
    });
  });

  test('the site takes over with one shell and the lobby’s data already there', async ({
    page,
  }) => {
    const gameCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/v1\/casino\/(games|sections|providers)/.test(req.url())) gameCalls.push(req.url());
    });
    await page.goto('/en/casino');
    await expect(page.locator('.site-header__login')).toBeVisible();
    const sent = await page
      .locator('#croupier-bootstrap')
      .evaluate(
        (el) =>
          (JSON.parse(el.textContent ?? '{}') as { lobby: { games: { games: unknown[] } } }).lobby
            .games.games.length,
      );
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(48);
    await expect(page.locator('.game-tile')).toHaveCount(sent);
    await expect(page.locator('.site-header')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    // Sections, providers and the first 48 games came with the page.
    expect(gameCalls).toEqual([]);
    // A filter still asks the platform.
    await page.getByRole('tab').nth(1).click();
    await expect.poll(() => gameCalls.length).toBeGreaterThan(0);
  });

  test('each lobby gets its own data, whichever lobby was asked for first', async ({ request }) => {
    const lobbyOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const json = /<script id="croupier-bootstrap" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      return (JSON.parse(json ?? '{}') as { lobby?: { prefixes: string[] } }).lobby?.prefixes;
    };
    // Prime and casino show the same banners: their data must still not be mixed up.
    expect(await lobbyOf('/en/prime')).toEqual(['prime-']);
    expect(await lobbyOf('/en/casino')).toEqual(['casino-']);
    expect(await lobbyOf('/en/others')).toEqual(['others-', 'bingo-']);
  });
});
