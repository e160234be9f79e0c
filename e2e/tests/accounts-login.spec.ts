import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  DEMO_PLAYER,
  RESET_LINK_PATTERN,
  lastOutboxId,
  registerActivePlayer,
  shot,
  storedToken,
  waitForMessage,
} from './accounts-support.ts';

/**
 * Failed logins count per account and per address: each test that fails on purpose comes from
 * its own address (the e2e server trusts X-Forwarded-For), so the lockout never reaches the
 * other tests of the run.
 */
let lastOctet = 10;
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${(lastOctet += 1)}` });

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel(/^Nickname/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

test.describe('login', () => {
  test('the demo player logs in and lands in the casino, logged in @mobile', async ({
    page,
  }, testInfo) => {
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/recovery-password',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', '/en/registration');
    await shot(page, testInfo, 'login');
    await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(/\/en\/casino$/);
    await expect(page.getByText('You are logged in. Good luck!')).toBeVisible();
    await expect.poll(() => storedToken(page)).not.toBeNull();
    // The guest-only login page is closed to a logged-in player.
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/casino$/);
  });

  test('a restricted page is remembered across login', async ({ page }) => {
    await page.goto('/en/dashboard/informations');
    await expect(page).toHaveURL(/\/en\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('savedPath'))).toBe(
      '/en/dashboard/informations',
    );
    await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(/\/en\/dashboard\/informations$/);
    expect(await page.evaluate(() => sessionStorage.getItem('savedPath'))).toBeNull();
  });

  test.describe('with failures', () => {
    test.use({ extraHTTPHeaders: ownAddress() });

    test('a wrong password is refused without saying which part was wrong', async ({ page }) => {
      await page.goto('/en/login');
      await logIn(page, DEMO_PLAYER.username, 'Not-The-Password-1!');
      await expect(page.getByRole('alert')).toContainText(/is not correct/);
      await expect(page).toHaveURL(/\/en\/login$/);
      expect(await storedToken(page)).toBeNull();
    });
  });

  test.describe('lockout', () => {
    test.use({ extraHTTPHeaders: ownAddress() });

    test('5 wrong passwords lock the login for 10 minutes', async ({ page, request }, testInfo) => {
      const player = await registerActivePlayer(request);
      const before = await lastOutboxId(request);
      await page.goto('/en/login');
      for (let i = 1; i <= 4; i += 1) {
        await logIn(page, player.username, `Wrong-Password-${i}!`);
        await expect(page.getByRole('alert')).toContainText(/is not correct/);
      }
      await logIn(page, player.username, 'Wrong-Password-5!');
      const lockout = page.getByRole('alert');
      await expect(lockout).toContainText(
        'You have made too many login attempts. Please try again in 10 minutes',
      );
      await expect(lockout.getByRole('link', { name: 'Recover your password' })).toHaveAttribute(
        'href',
        '/en/recovery-password',
      );
      await expect(lockout.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/en/contact',
      );
      await shot(page, testInfo, 'login-lockout');
      // Even the right password is refused while locked.
      await logIn(page, player.username, player.password);
      await expect(lockout).toContainText('too many login attempts');
      expect(await storedToken(page)).toBeNull();
      // The first lockout e-mails a recovery link.
      await waitForMessage(request, player.email, RESET_LINK_PATTERN, before);
    });
  });
});

test.describe('password recovery and reset', () => {
  test.use({ extraHTTPHeaders: ownAddress() });

  test('the e-mailed link sets a new password, once', async ({ page, request }, testInfo) => {
    const player = await registerActivePlayer(request);
    const before = await lastOutboxId(request);

    await page.goto('/en/recovery-password');
    const email = page.getByLabel('E-mail');
    const recover = page.getByRole('button', { name: 'Recover' });
    await expect(recover).toBeDisabled();
    await email.fill('not-an-address');
    await expect(recover).toBeDisabled();
    await email.fill(player.email);
    await expect(recover).toBeEnabled();
    await shot(page, testInfo, 'recovery');
    await recover.click();
    await expect(page.getByText(/we have sent it a link to reset the password/)).toBeVisible();

    const { match } = await waitForMessage(request, player.email, RESET_LINK_PATTERN, before);
    const link = match[1]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    const newPassword = 'Fresh-Start-2027!';
    const update = page.getByRole('button', { name: 'Update password' });
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill('Fresh-Start-2028!');
    await expect(page.getByText("The password doesn't match")).toBeVisible();
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await expect(update).toBeEnabled();
    await shot(page, testInfo, 'reset');
    await update.click();

    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
    await logIn(page, player.username, newPassword);
    await expect(page).toHaveURL(/\/en\/casino$/);

    // The link works once: opened again it shows the expired state.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
    await shot(page, testInfo, 'reset-expired');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/en/recovery-password');
    await page.getByLabel('E-mail').fill('nobody-here@players.example');
    await page.getByRole('button', { name: 'Recover' }).click();
    await expect(page.getByText(/we have sent it a link to reset the password/)).toBeVisible();
  });

  test('an invalid link shows the expired state with a way home', async ({ page }) => {
    await page.goto('/en/password/reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });
});

test('the account pages have no serious accessibility problems', async ({ page }) => {
  for (const [path, heading] of [
    ['/en/login', 'Log in'],
    ['/en/registration', 'Create your account'],
    ['/en/recovery-password', 'Recover your password'],
    ['/en/password/reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'This link has expired'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoSeriousA11yViolations(page, 'main');
  }
});
