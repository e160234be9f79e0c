import { expect, expectNoSeriousA11yViolations, gameTiles, test } from './support.ts';

test.describe('accessibility', () => {
  const lobbies = [
    { url: '/en', heading: 'Casino', tag: ' @mobile' },
    { url: '/en/prime', heading: 'Prime', tag: '' },
    { url: '/en/live-casino', heading: 'Live casino', tag: '' },
  ];
  for (const lobby of lobbies) {
    test(`${lobby.url} has no serious violations${lobby.tag}`, async ({ page }) => {
      await page.goto(lobby.url);
      await expect(page.getByRole('heading', { level: 1, name: lobby.heading })).toBeVisible();
      await expect(gameTiles(page).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/en/help has no serious violations', async ({ page }) => {
    await page.goto('/en/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expect(page.locator('details').first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  test('/en/promotion has no serious violations', async ({ page }) => {
    await page.goto('/en/promotion');
    await expect(page.getByRole('link', { name: /More info/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('with the cookie banner open', () => {
    test.use({ consent: null });
    test('the cookie banner has no serious violations', async ({ page }) => {
      await page.goto('/en');
      const banner = page.getByRole('region', { name: 'Your cookie choices' });
      await expect(banner).toBeVisible();
      await expect(gameTiles(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
