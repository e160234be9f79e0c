import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

/** Answers the site's maintenance question with `state.on`, like the platform would. */
async function fakeMaintenance(page: Page, state: { on: boolean }) {
  await page.route('**/v1/cms/skin-in-maintenance', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ json: { data: { in_maintenance: state.on } } });
  });
}

test.describe('maintenance', () => {
  test('every page goes to the maintenance page while the skin is in maintenance', async ({
    page,
  }) => {
    const state = { on: true };
    await fakeMaintenance(page, state);

    for (const path of ['/en/prime', '/en/help']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/in-maintenance$/);
      await expect(
        page.getByRole('heading', {
          name: "We're under maintenance. Please, try and come back later",
        }),
      ).toBeVisible();
      // Nothing to navigate to: no shell.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    }

    await page.goto('/de/live-casino');
    await expect(page).toHaveURL(/\/de\/in-maintenance$/);
    await expect(
      page.getByRole('heading', { name: /Wir führen gerade Wartungsarbeiten durch/ }),
    ).toBeVisible();
  });

  test('the maintenance page goes home when maintenance is off', async ({ page }) => {
    const state = { on: true };
    await fakeMaintenance(page, state);
    await page.goto('/en/prime');
    await expect(page).toHaveURL(/\/en\/in-maintenance$/);

    state.on = false;
    await page.goto('/en/in-maintenance');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByText("We're under maintenance")).toHaveCount(0);
  });

  test('the real platform is not in maintenance: the maintenance page goes home', async ({
    page,
  }) => {
    await page.goto('/en/in-maintenance');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });
});
