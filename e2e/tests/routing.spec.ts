import { expect, test } from './support.ts';

test.describe('unknown paths', () => {
  test('a deep unknown path goes home', async ({ page }) => {
    await page.goto('/en/this/does/not/exist');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/(en)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('a generic page that does not exist goes home', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/(en)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('a real generic page renders', async ({ page, api }) => {
    const imprint = await api.page('imprint', 'en');
    await page.goto('/en/imprint');
    await expect(page.getByRole('heading', { level: 1, name: imprint.title })).toBeVisible();
    // The page's own content: its first section heading.
    const section = /<h2[^>]*>([^<]+)<\/h2>/.exec(imprint.content)?.[1];
    expect(section).toBeTruthy();
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2, name: section }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/imprint$/);
  });
});
