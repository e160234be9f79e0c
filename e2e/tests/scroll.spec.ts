import type { Page } from '@playwright/test';
import { expect, gameTiles, test } from './support.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls with the mouse wheel until the page is past `px`. */
async function wheelPast(page: Page, px: number) {
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, px + 100 - (await scrollY(page)));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(px);
}

test.describe('scroll', () => {
  test('the header turns compact after 300 px and "Back to top" appears after 800 px', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(gameTiles(page).first()).toBeVisible();
    const header = page.getByRole('banner');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(header).not.toHaveClass(/\bis-compact\b/);
    await expect(backToTop).toBeHidden();

    await wheelPast(page, 300);
    await expect(header).toHaveClass(/\bis-compact\b/);
    expect(await scrollY(page)).toBeLessThanOrEqual(800);
    await expect(backToTop).toBeHidden();

    await wheelPast(page, 800);
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(header).not.toHaveClass(/\bis-compact\b/);
    await expect(backToTop).toBeHidden();
  });

  test('a change of page starts at the top', async ({ page }) => {
    await page.goto('/en');
    await expect(gameTiles(page).first()).toBeVisible();
    await wheelPast(page, 600);

    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Prime' })
      .click();
    await expect(page).toHaveURL(/\/en\/prime$/);
    await expect(gameTiles(page).first()).toBeVisible();
    // The new page is long enough to have kept the old position, had nothing reset it.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(600);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
