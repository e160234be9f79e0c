import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fullPageScreenshot, test } from './support.ts';
import { nextCode, staffMember } from './backoffice-support.ts';
import { registerActivePlayer } from './accounts-support.ts';

/** Seeded development accounts (apps/server/src/seed/demo-players.ts, staff bootstrap). */
const DEMO = { username: 'demoplayer', email: 'demo@croupier.test', password: 'Demo-Player-2026!' };
const IMPORTED = { username: 'importedplayer', password: 'Imported-Player-2026!' };

// The tests share the demo player (its reality minutes): one after another.
test.describe.configure({ mode: 'serial' });

const header = (page: Page) => page.locator('header.site-header');
const headerBalance = (page: Page) => header(page).getByTestId('header-balance');

/** Submits the real login page, as a player would; returns the login call's status. */
async function submitLogin(page: Page, user: { username: string; password: string }) {
  await page.goto('/en/login');
  await page.getByLabel('Nickname').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const answer = page.waitForResponse((r) => r.url().includes('/v1/auth/login'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  return (await answer).status();
}

/** Logs in and waits until the site shows the logged-in header (the page reloads after login). */
async function logIn(page: Page, user: { username: string; password: string }) {
  expect(await submitLogin(page, user)).toBe(200);
  // Either shows first; an imported player may see both at once (the header and the forced page).
  await expect(
    headerBalance(page)
      .or(page.getByRole('heading', { name: 'Please set a new password' }))
      .first(),
  ).toBeVisible();
}

test.describe('logged-in player: header and dashboard', () => {
  test('the header shows the balance chip; the eye choice survives a reload', async ({ page }) => {
    await logIn(page, DEMO);
    await expect(headerBalance(page)).toHaveText('€1,000.00');
    await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Hide balance' }).click();
    await expect(headerBalance(page)).toHaveText('••••••');
    await page.reload();
    await expect(headerBalance(page)).toHaveText('••••••');
    expect(await page.evaluate(() => localStorage.getItem('balanceVisible'))).toBe('0');
    await header(page).getByRole('button', { name: 'Show balance' }).click();
    await expect(headerBalance(page)).toHaveText('€1,000.00');

    // The summary: name, withdrawable, balance, bonus, deposit and log out; Escape and an
    // outside click close it.
    const chip = header(page).getByRole('button', { name: /Balance summary/ });
    await chip.click();
    const summary = header(page).getByRole('region', { name: 'Balance summary' });
    await expect(summary).toBeVisible();
    await expect(summary.getByText('Demo Player')).toBeVisible();
    await expect(summary.getByText('Withdrawable')).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/dashboard/deposit',
    );
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await expect(chip).toBeFocused();
    await chip.click();
    await expect(summary).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 400 } });
    await expect(summary).toBeHidden();
  });

  test('the dashboard: greeting, balances, menu and Informations', async ({ page }, testInfo) => {
    await logIn(page, DEMO);
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/en\/dashboard\/informations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Demo Player' })).toBeVisible();
    await expect(page.getByText('Account not yet verified')).toBeVisible();
    for (const label of ['Withdrawable', 'Deposited', 'Bonus']) {
      await expect(page.locator('.dash-balances').getByText(label)).toBeVisible();
    }
    // The seeded 1,000.00 EUR is a deposit: withdrawable only once wagered (the AML turnover rule).
    await expect(page.locator('.dash-balance__value')).toHaveText(['€0.00', '€1,000.00', '€0.00']);

    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Informations',
      'Passwords',
      'Sessions',
      'Two-factor login',
      'Documents',
      'Source of wealth',
      'Identity verification',
      'Transactions',
      'Casino activity',
      'Limits',
      'Deposit',
      'Withdraw',
      'My bonus',
    ]);

    const value = (field: string) => page.locator(`dd[data-field="${field}"]`);
    await expect(value('name')).toHaveText('Demo Player');
    await expect(value('gender')).toHaveText('Do not specify');
    await expect(value('dob')).toHaveText('May 15, 1990');
    await expect(value('country')).toHaveText('Malta');
    await expect(value('city')).toHaveText('Valletta');
    await expect(value('address')).toHaveText('Republic Street');
    await expect(value('street_number')).toHaveText('12');
    await expect(value('postal_code')).toHaveText('VLT 1010');
    await expect(value('nationality')).toHaveText('Malta');
    await expect(value('nickname')).toHaveText('demoplayer');
    await expect(value('player_id')).toHaveText(/^\d+$/);
    // Verified e-mail and phone are locked.
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Mobile phone')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Confirm Email' })).toHaveCount(0);

    // My bonus is built (issue 13): its code field, no "coming soon" panel.
    await menu.getByRole('link', { name: 'My bonus' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'My bonus' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bonus code' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);

    await menu.getByRole('link', { name: 'Informations' }).click();
    await expect(value('nickname')).toHaveText('demoplayer');
    await expectNoSeriousA11yViolations(page);
    await fullPageScreenshot(page, testInfo, 'dashboard-informations');
  });

  test('reality minutes: the choice is saved and survives a reload', async ({ page }) => {
    await logIn(page, DEMO);
    await page.goto('/en/dashboard/informations');
    const select = page.getByLabel('Remind me of my playing time every');
    await expect(select).toHaveValue('60');
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await expect(confirm).toBeDisabled();
    await select.selectOption('30');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/me') && r.request().method() === 'PUT',
    );
    await confirm.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Your reality check interval has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Remind me of my playing time every')).toHaveValue('30');
  });

  test('passwords: the rules, a change, and a login with the new password', async ({
    page,
    request,
  }) => {
    // A player of its own: while its password is changed, other files log in as the demo player.
    const player = await registerActivePlayer(request);
    await logIn(page, player);
    await page.goto('/en/dashboard/passwords');
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const update = page.getByRole('button', { name: 'Update password' });

    await current.fill(player.password);
    await next.fill('weakpass');
    await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await next.fill(player.password);
    await expect(page.getByText('You must choose a different password')).toBeVisible();
    await next.fill('Demoplayer');
    await expect(page.getByText(/needs at least 8 characters/)).toBeVisible();

    const fresh = 'Fresh-Start-2027!';
    await next.fill(fresh);
    await confirm.fill('Fresh');
    // Five characters typed: not compared yet.
    await expect(page.getByText("The password doesn't match")).toHaveCount(0);
    await confirm.fill('Fresh-');
    await expect(page.getByText("The password doesn't match")).toBeVisible();
    await expect(update).toBeDisabled();
    await confirm.fill(fresh);
    await expect(page.getByText("The password doesn't match")).toHaveCount(0);
    await expect(update).toBeEnabled();

    // A wrong current password is refused by the server.
    await current.fill('Not-The-Current-1!');
    await update.click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();

    await current.fill(player.password);
    await update.click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // Log out from the header summary, then in again with the new password.
    await header(page)
      .getByRole('button', { name: /Balance summary/ })
      .click();
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    expect(await submitLogin(page, player)).toBe(401);
    await expect(page.getByText(/password is not correct/)).toBeVisible();
    await logIn(page, { username: player.username, password: fresh });
    await expect(headerBalance(page)).toBeVisible();
  });

  test('an imported player must set a new password first', async ({ page }) => {
    await logIn(page, IMPORTED);
    await expect(page).toHaveURL(/\/en\/changePassword$/);
    await expect(page.getByRole('heading', { name: 'Please set a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Elsewhere on the site the player is sent back here.
    await page.goto('/en/dashboard/informations');
    await expect(page).toHaveURL(/\/en\/changePassword$/);

    const next = page.getByLabel('New password', { exact: true });
    await page.getByLabel('Current password').fill(IMPORTED.password);
    // Only @$!%*?& count as special characters here.
    await next.fill('Imported-Next-2027');
    await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await next.fill('ImportedNext2027!');
    await page.getByLabel('Confirm new password').fill('ImportedNext2027!');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/en\/casino$/);
    await page.goto('/en/dashboard/informations');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  });

  test('mobile: the right menu shows the balance summary @mobile', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(!isMobile, 'the narrow layout is tested on a phone');
    // A log-in, two pages, axe over the whole dashboard and a full-page screenshot: 15 s alone,
    // past 30 s with the other worker busy (a fresh-clone CI run timed out in axe, then in the
    // screenshot).
    test.slow();
    await logIn(page, DEMO);
    await expect(headerBalance(page)).toHaveText('€1,000.00');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer.getByText('Demo Player')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await drawer.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/informations$/);
    // Deposit is a shortcut under the balances on mobile, not in the menu.
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Deposit' })).toBeHidden();
    await expect(page.locator('.dash-hero__deposit')).toBeVisible();
    // A menu click scrolls down to the page.
    await menu.getByRole('link', { name: 'Passwords' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Passwords' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expectNoSeriousA11yViolations(page);
    await fullPageScreenshot(page, testInfo, 'dashboard-passwords');
  });
});

test.describe('admin mode', () => {
  test('wrong credentials are refused; a staff login shows keys until exit', async ({
    page,
    request,
  }) => {
    // A content member of its own (the development admin's codes are shared by the workers);
    // its sign-in waits for a TOTP step its enrolment did not use (up to 30 s).
    test.slow();
    const member = await staffMember(request, 'content');
    await page.goto('/en/admin-access');
    await expect(page.getByRole('heading', { name: 'Staff access' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill('Wrong-Password-1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect credentials')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();

    // The password, then the authenticator's code (a wrong one first).
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = page.getByLabel('Code from your authenticator app');
    await expect(code).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    const good = await nextCode(member);
    await code.fill(good === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not valid. Please try again.')).toBeVisible();
    await code.fill(good);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Translation keys instead of texts, on every page; the exit button stays readable.
    const nav = page.getByRole('navigation', { name: 'header:main_menu' });
    await expect(nav.getByRole('link', { name: 'header:casino' })).toBeVisible();
    await page.goto('/en/help');
    await expect(page.getByRole('link', { name: 'footer:contact' }).first()).toBeVisible();
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored.adminToken).toBeTruthy();
    expect(stored.adminNickname).toBeTruthy();
    expect(stored.adminTranslations).toBe('1');
    expect(JSON.stringify(stored)).not.toContain(member.password);

    await page.getByRole('button', { name: 'Exit admin mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to exit Admin Mode?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'footer:contact' }).first()).toBeVisible();

    const token = stored.adminToken;
    await page.getByRole('button', { name: 'Exit admin mode' }).click();
    const loggedOut = page.waitForResponse(
      (r) => r.url().endsWith('/staff/v1/auth/logout') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Yes, exit!' }).click();
    expect((await loggedOut).status()).toBeLessThan(300);
    await expect(page.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exit admin mode' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    // The staff token is revoked on the server.
    const me = await page.request.get('/staff/v1/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });
});

test.describe('newsletter opt-out', () => {
  test('without a valid token the page is unavailable', async ({ page }) => {
    await page.goto('/newsletter/opt-out');
    await expect(page.getByRole('heading', { name: 'Page unavailable' })).toBeVisible();
    await page.goto('/newsletter/opt-out?token=not-a-real-token-000000000000');
    await expect(page.getByRole('heading', { name: 'Page unavailable' })).toBeVisible();
  });

  test('reason, confirmations, dialog, then already unsubscribed', async ({ page, request }) => {
    const res = await request.post('/dev/newsletter-token', { data: { email: DEMO.email } });
    expect(res.status()).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;

    await page.goto(`/newsletter/opt-out?token=${encodeURIComponent(token)}`);
    await expect(
      page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible();
    const send = page.getByRole('button', { name: 'Send request' });
    await expect(send).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const reason = page.getByLabel('Reason');
    await reason.fill('x'.repeat(300));
    await expect(reason).toHaveValue('x'.repeat(255));
    await expect(page.getByText('255 / 255')).toBeVisible();
    await reason.fill('Too many e-mails');
    await expect(page.getByText('16 / 255')).toBeVisible();
    await page.getByLabel('I no longer want to receive the newsletter').check();
    await expect(send).toBeDisabled();
    await page.getByLabel(/I have read the terms and conditions/).check();
    await expect(send).toBeEnabled();

    await send.click();
    const dialog = page.getByRole('dialog', {
      name: 'Do you really want to unsubscribe from the newsletter?',
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await send.click();
    await dialog.getByRole('button', { name: 'Yes, unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the casino' })).toBeVisible();

    // The same link again: already unsubscribed.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Already unsubscribed' })).toBeVisible();
  });
});
