import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { registerActivePlayer, shot, storedToken } from './accounts-support.ts';
import { totp } from './game-support.ts';

/**
 * The player's two-factor login: turned on in the dashboard (password, QR code and key, a code
 * of the app, the recovery codes shown once), then a login asks for the code (a wrong one is
 * refused, no session before the right one), a recovery code logs in once, and it is turned off.
 */

const STEP_MS = 30_000;

/** A browser of its own with cookies accepted and no message popups (as the `page` fixture). */
async function device(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookie_consent', value: 'e', url: baseURL }]);
  await context.route('**/v1/me/messages/readone', (route) =>
    route.fulfill({ json: { data: null } }),
  );
  return context;
}

/** The password step of the login page. */
async function passwordStep(page: Page, user: { username: string; password: string }) {
  await page.goto('/en/login');
  await page.getByLabel('Nickname').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const loggedIn = (page: Page) =>
  expect(page.locator('header.site-header').getByTestId('header-balance')).toBeVisible();

/** A code of a step after `usedStep` (waits for the next step when the current one is used). */
async function freshCode(secret: string, usedStep: number) {
  let step = Math.floor(Date.now() / STEP_MS);
  if (step <= usedStep) {
    await new Promise((r) => setTimeout(r, (usedStep + 1) * STEP_MS - Date.now() + 300));
    step = Math.floor(Date.now() / STEP_MS);
  }
  return { code: totp(secret, step * STEP_MS + 1000), step };
}

test('turn on two-factor login, log in with a code and with a recovery code, turn it off', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const player = await registerActivePlayer(request);
  const mine = await device(browser, baseURL!);
  const other = await device(browser, baseURL!);
  try {
    const page = await mine.newPage();
    await passwordStep(page, player);
    await loggedIn(page);

    await page.goto('/en/dashboard/twoFactor');
    await expect(page.getByRole('heading', { level: 2, name: 'Two-factor login' })).toBeVisible();
    await expect(page.getByText('Two-factor login is off.')).toBeVisible();
    await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
    await page.getByLabel('Current password').fill(player.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('img', { name: 'QR code to add your account to an authenticator app' }),
    ).toBeVisible();
    const secret = (await page.locator('.two-factor__key code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(page, '.dash-content');
    await shot(page, testInfo, 'two-factor-setup');
    // A wrong code is refused with the contract's message.
    const first = await freshCode(secret, 0);
    await page.getByLabel('6-digit code').fill(first.code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('The code is not correct or has already been used.')).toBeVisible();
    await page.getByLabel('6-digit code').fill(first.code);
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recovery = (await list.getByRole('listitem').first().textContent())!.trim();
    expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expectNoSeriousA11yViolations(page, '.dash-content');
    await shot(page, testInfo, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page.getByText(/^Two-factor login is on since /)).toBeVisible();
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

    // Another device: the password alone opens no session; the code does.
    const otherPage = await other.newPage();
    await passwordStep(otherPage, player);
    await expect(
      otherPage.getByRole('heading', { level: 1, name: 'Two-factor login' }),
    ).toBeVisible();
    expect(await storedToken(otherPage)).toBeNull();
    await shot(otherPage, testInfo, 'two-factor-login-step');
    const next = await freshCode(secret, first.step);
    await otherPage.getByLabel('6-digit code').fill(next.code === '000000' ? '111111' : '000000');
    await otherPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      otherPage.getByText('The code is not correct or has already been used.'),
    ).toBeVisible();
    expect(await storedToken(otherPage)).toBeNull();
    await expectNoSeriousA11yViolations(otherPage);
    await otherPage.getByLabel('6-digit code').fill(next.code);
    await otherPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(otherPage);
    expect(await storedToken(otherPage)).not.toBeNull();

    // A recovery code logs in once.
    await other.clearCookies();
    await otherPage.evaluate(() => localStorage.clear());
    await other.addCookies([{ name: 'cookie_consent', value: 'e', url: baseURL! }]);
    await passwordStep(otherPage, player);
    await otherPage.getByRole('button', { name: 'Use a recovery code' }).click();
    await otherPage.getByLabel('Recovery code').fill(recovery);
    await otherPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(otherPage);

    // Turned off with the password and a recovery code.
    await page.reload();
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor login' }).click();
    await page.getByLabel('Current password').fill(player.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    // The used code is refused; a fresh app code turns it off.
    await expect(page.getByText('The code is not correct or has already been used.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a code from the app' }).click();
    const last = await freshCode(secret, next.step);
    await page.getByLabel('6-digit code').fill(last.code);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(page.getByText('Two-factor login is off.').first()).toBeVisible();
  } finally {
    await mine.close();
    await other.close();
  }
});
