import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { registerActivePlayer, shot, storedToken } from './accounts-support.ts';

/**
 * The player's sessions (GLI-19): two devices logged in, the previous login shown after the
 * second login, the list in the dashboard, logging out the other device (signed out on its next
 * request) and "log out everywhere else" after a confirmation.
 */

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** Addresses the offline geo database places in the United Kingdom and in Czechia. */
const UK_IP = '81.2.69.142';
const CZ_IP = '62.168.0.1';

/**
 * A browser of its own ("another device"): its own address (the server trusts X-Forwarded-For
 * in the e2e run), cookies accepted, no message popups (as the `page` fixture).
 */
async function device(browser: Browser, baseURL: string, ip: string, userAgent?: string) {
  const context = await browser.newContext({
    baseURL,
    ...(userAgent ? { userAgent } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'e', url: baseURL }]);
  await context.route('**/v1/me/messages/readone', (route) =>
    route.fulfill({ json: { data: null } }),
  );
  return context;
}

/** The real login page; waits for the logged-in header after the reload. */
async function logIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/en/login');
  await page.getByLabel('Nickname').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const answer = page.waitForResponse((r) => r.url().includes('/v1/auth/login'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.locator('header.site-header').getByTestId('header-balance')).toBeVisible();
}

const cards = (page: Page) => page.locator('.session-card');

test('two devices: the previous login, the list, logging out the other device', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const player = await registerActivePlayer(request);
  const other = await device(browser, baseURL!, UK_IP, FIREFOX_WINDOWS);
  const mine = await device(browser, baseURL!, CZ_IP);
  try {
    const otherPage = await other.newPage();
    await logIn(otherPage, player);

    const page = await mine.newPage();
    await logIn(page, player);
    // The login before this one: when, where from and the address (GLI-19), once.
    await expect(
      page.getByText(/^Last login: .+ from United Kingdom \(81\.2\.69\.142\)$/),
    ).toBeVisible();
    await shot(page, testInfo, 'sessions-previous-login-toast');

    await page.goto('/en/dashboard/sessions');
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    const current = cards(page).filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Czechia');
    await expect(current).toContainText(CZ_IP);
    await expect(current.getByRole('button')).toHaveCount(0);
    const otherCard = cards(page).filter({ hasText: 'Firefox on Windows' });
    await expect(otherCard).toContainText('United Kingdom');
    await expect(otherCard).toContainText(UK_IP);
    await expectNoSeriousA11yViolations(page, '.dash-content');
    await shot(page, testInfo, 'sessions-en-1440');

    // The German page, then both at a phone's width.
    await page.goto('/de/dashboard/sessions');
    await expect(page.getByRole('heading', { level: 2, name: 'Sitzungen' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Dieses Gerät')).toBeVisible();
    await shot(page, testInfo, 'sessions-de-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(cards(page)).toHaveCount(2);
    await shot(page, testInfo, 'sessions-de-375');
    await page.goto('/en/dashboard/sessions');
    await expect(cards(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, '.dash-content');
    await shot(page, testInfo, 'sessions-en-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Log out the other device: gone from the list, refused on its next request.
    await otherCard.getByRole('button', { name: /^Log out Firefox on Windows/ }).click();
    await expect(page.getByText('The device has been logged out.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText('You are not logged in on any other device.')).toBeVisible();

    const refused = otherPage.waitForResponse(
      (r) => r.url().includes('/v1/me') && r.status() === 401,
    );
    await otherPage.goto('/en/dashboard/informations');
    await refused;
    await expect(
      otherPage.locator('header.site-header').getByRole('link', { name: 'Log in' }),
    ).toBeVisible();
    expect(await storedToken(otherPage)).toBeNull();
  } finally {
    await other.close();
    await mine.close();
  }
});

test('log out everywhere else: after a confirmation, this device stays', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const player = await registerActivePlayer(request);
  const other = await device(browser, baseURL!, UK_IP, FIREFOX_WINDOWS);
  const mine = await device(browser, baseURL!, CZ_IP);
  try {
    const otherPage = await other.newPage();
    await logIn(otherPage, player);
    const page = await mine.newPage();
    await logIn(page, player);
    await page.goto('/en/dashboard/sessions');
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out everywhere else?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    await dialog.getByRole('button', { name: 'Log out other devices' }).click();
    await expect(page.getByText('All other devices have been logged out.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('This device');

    // This device is still logged in; the other is signed out on its next request.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await otherPage.goto('/en/dashboard/informations');
    await expect(
      otherPage.locator('header.site-header').getByRole('link', { name: 'Log in' }),
    ).toBeVisible();
    expect(await storedToken(otherPage)).toBeNull();
  } finally {
    await other.close();
    await mine.close();
  }
});
