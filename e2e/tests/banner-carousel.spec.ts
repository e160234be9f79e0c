import { expect, test } from '@playwright/test';

/**
 * The lobby's banner carousel: the first banner (and its dots) come with the page, the carousel's
 * code when the visitor reaches for the banner or before its first automatic advance.
 */
test.describe('banner carousel', () => {
  test('reaching for the banner brings the arrows, and they turn the slides', async ({ page }) => {
    test.skip(test.info().project.name === 'mobile', 'the arrows are a wide-screen control');
    await page.goto('/en/casino');
    const carousel = page.locator('.banner-carousel');
    // The dots are there from the first paint, current on the first banner.
    await expect(carousel.locator('.banner-carousel__dot').first()).toBeVisible();
    await carousel.hover();
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    await next.click();
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('on a phone it advances by itself without being touched @mobile', async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'autoplay is the mobile carousel’s');
    await page.goto('/en/casino');
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 20_000 },
    );
  });
});
