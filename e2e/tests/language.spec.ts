import { cookie, expect, expectAboutOneYear, test } from './support.ts';

test.describe('language', () => {
  test('a language chosen in the footer survives a reload and a visit to /', async ({
    page,
    context,
  }) => {
    await page.goto('/en/prime');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption({
      label: 'Deutsch',
    });

    // The same page under the new prefix, in German.
    await expect(page).toHaveURL(/\/de\/prime$/);
    const germanMenu = page.getByRole('banner').getByRole('navigation', { name: 'Hauptmenü' });
    await expect(germanMenu.getByRole('link', { name: 'Aktionen' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Spiele suchen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(page).toHaveURL(/\/de\/prime$/);
    await expect(germanMenu.getByRole('link', { name: 'Aktionen' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Glücksspiel kann süchtig machen.');

    // A later visit without a prefix comes back in German.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(germanMenu.getByRole('link', { name: 'Aktionen' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    const languageCookie = await cookie(context, 'language');
    expect(languageCookie?.value).toBe('de');
    expectAboutOneYear(languageCookie);
  });

  test('/cz/... is normalised to /cs/...', async ({ page }) => {
    await page.goto('/cz/prime?reels=3');
    await expect(page).toHaveURL(/\/cs\/prime\?reels=3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Hlavní menu' });
    await expect(menu.getByRole('link', { name: 'Akce' })).toHaveAttribute('href', '/cs/promotion');
  });
});
