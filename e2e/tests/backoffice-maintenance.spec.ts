/**
 * Maintenance switched on in the back office sends every site page to the maintenance page.
 *
 * The switch is site-wide (the real skin, no stub): while it is on, every other spec against the
 * same server would see the maintenance page. Run this spec alone (not in parallel with other
 * specs); the window is kept to a few seconds and maintenance is switched off in `finally`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support.ts';
import { devAdminToken } from './game-support.ts';
import { consoleSession } from './backoffice-support.ts';

test.describe.configure({ mode: 'serial' });

/** A console session of the development admin; answers its token for API calls. */
async function signInConsole(page: Page, request: APIRequestContext): Promise<string> {
  const token = await devAdminToken(request);
  await consoleSession(page, request, token);
  return token;
}

async function setMaintenance(request: APIRequestContext, token: string, on: boolean) {
  const headers = { authorization: `Bearer ${token}` };
  const skins = await request.get('/staff/v1/skins', { headers });
  const { data } = (await skins.json()) as { data: { id: number }[] };
  for (const skin of data) {
    const res = await request.put(`/staff/v1/skins/${skin.id}/settings`, {
      headers,
      data: { in_maintenance: on },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.describe('back office: maintenance @serial', () => {
  test('maintenance on shows players the maintenance page; off opens the site again', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const token = await signInConsole(page, request);
    await page.goto('/backoffice/content/skin-settings');
    const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    const site = await browser.newPage();
    try {
      await toggle.click();
      const confirm = page.getByRole('dialog', { name: 'Put the site in maintenance?' });
      await expect(confirm).toContainText('the maintenance page to players');
      await confirm.getByRole('button', { name: 'Start maintenance' }).click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      await site.goto('/en/help');
      await expect(site).toHaveURL(/\/en\/in-maintenance$/);

      await toggle.click();
      await page
        .getByRole('dialog', { name: 'End the maintenance?' })
        .getByRole('button', { name: 'End maintenance' })
        .click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    } finally {
      // Whatever happened above, the site is open again for the other specs.
      await setMaintenance(request, token, false);
      await site.close();
    }
  });
});
