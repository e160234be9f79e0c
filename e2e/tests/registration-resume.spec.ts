import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support.ts';
import {
  CODE_PATTERN,
  newPlayer,
  registerIncompletePlayer,
  shot,
  skinHeader,
  waitForMessage,
} from './accounts-support.ts';

/**
 * What a newcomer trips over during registration (issue 16): a reload or a new tab in the middle
 * of it, registering again, logging in before it is finished, a nickname that is too long, the
 * "fill all fields" alert, and the recovery page's way back to log in.
 */

/** Failed password checks count per address: each test that fails one comes from its own. */
let lastOctet = 10;
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${(lastOctet += 1)}` });

type Player = ReturnType<typeof newPlayer>;

/** Fills step 0 (no phone, no bonus) as a visitor would. */
async function fillAccount(page: Page, p: Player, password = p.password) {
  await page.getByLabel('Nickname').fill(p.username);
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByLabel('Country of residence').selectOption('MT');
  await page.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await page.getByRole('radio', { name: 'No bonus' }).check();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/** Confirms the newest e-mail code of `email` in step 1. */
async function confirmEmailCode(page: Page, request: APIRequestContext, email: string) {
  const { match } = await waitForMessage(request, email, CODE_PATTERN);
  await page.getByLabel('E-mail code').fill(match[1]!);
  await page.getByRole('button', { name: 'Confirm' }).first().click();
}

test.describe('registration: resume', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 });
  });

  test('a reload keeps the step; registering again in a new tab continues instead of "taken" @mobile', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow();
    const p = newPlayer();
    await page.goto('/en/registration');
    await fillAccount(page, p);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page)).toHaveText('Confirm your e-mail or phone');
    // The temp token lives in session storage, never in the address.
    expect(page.url()).not.toMatch(/registration\/./);
    await page.reload();
    await expect(heading(page)).toHaveText('Confirm your e-mail or phone');
    await expect(page.getByText(`Sent to ${p.email}`)).toBeVisible();
    // The wait before a new code survives the reload (not a fresh minute).
    await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();

    // A new tab knows nothing of it: the same nickname, e-mail and password continue it.
    const tab = await context.newPage();
    await tab.goto('/en/registration');
    await fillAccount(tab, p);
    // The availability checks say "taken" and explain how to continue.
    await expect(tab.getByText('This nickname is already taken.')).toBeVisible();
    await expect(tab.getByText('This e-mail address is already registered.')).toBeVisible();
    await expect(tab.getByText(/Did you start registering with this nickname/)).toBeVisible();
    await shot(tab, testInfo, 'registration-taken-resume-hint');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(tab)).toHaveText('Confirm your e-mail or phone');
    await expect(
      tab.getByText('Welcome back: your registration continues where you left off.'),
    ).toBeVisible();
    await expect(toasts(tab).getByText('Something went wrong during registration')).toHaveCount(0);
    await shot(tab, testInfo, 'registration-resumed-step1');
    await confirmEmailCode(tab, request, p.email);
    await expect(heading(tab)).toHaveText('Your personal details');

    // The first tab, reloaded, follows the server: the code was confirmed in the other tab.
    await page.reload();
    await expect(heading(page)).toHaveText('Your personal details');
    await tab.close();
  });

  test('registering again with another password is refused as "taken", nothing continues', async ({
    page,
    request,
  }) => {
    const p = await registerIncompletePlayer(request);
    await page.setExtraHTTPHeaders(ownAddress());
    await page.goto('/en/registration');
    await fillAccount(page, p, 'Other-Pass-2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toasts(page).getByText('Something went wrong during registration')).toBeVisible();
    await expect(page.getByText('This nickname is already taken.')).toBeVisible();
    await expect(page.getByText('This e-mail address is already registered.')).toBeVisible();
    await expect(heading(page)).toHaveText('Create your account');
    expect(await page.evaluate(() => sessionStorage.getItem('registration'))).toBeNull();
  });

  test('logging in with the right password continues the registration at its step @mobile', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const p = await registerIncompletePlayer(request);
    await page.setExtraHTTPHeaders(ownAddress());
    await page.goto('/en/login');
    const logIn = async (password: string) => {
      await page.getByLabel(/^Nickname/).fill(p.username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    };
    // A wrong password is the usual refusal: nothing tells the account is unfinished.
    await logIn('Wrong-Pass-2026!');
    await expect(page.getByRole('alert')).toContainText(/password is not correct/);
    await expect(page).toHaveURL(/\/en\/login$/);

    await logIn(p.password);
    await expect(page).toHaveURL(/\/en\/registration$/);
    await expect(heading(page)).toHaveText('Confirm your e-mail or phone');
    await expect(
      page.getByText('Welcome back: your registration continues where you left off.'),
    ).toBeVisible();
    await expect(page.getByText(`Sent to ${p.email}`)).toBeVisible();
    await shot(page, testInfo, 'registration-login-resumed');
    await confirmEmailCode(page, request, p.email);
    await expect(heading(page)).toHaveText('Your personal details');
    await page.reload();
    await expect(heading(page)).toHaveText('Your personal details');
    await expect(page.getByLabel('First name')).toBeVisible();
  });

  test('a stored registration that is over starts again and says how to continue', async ({
    page,
    request,
  }, testInfo) => {
    const p = await registerIncompletePlayer(request);
    const headers = await skinHeader(request);
    // What a tab left behind: progress whose temp token the server no longer knows.
    await page.addInitScript(
      (player) => {
        if (sessionStorage.getItem('registration-seeded')) return;
        sessionStorage.setItem('registration-seeded', '1');
        sessionStorage.setItem(
          'registration',
          JSON.stringify({
            step: 1,
            token: 'x'.repeat(43),
            userId: 1,
            username: player.username,
            email: player.email,
            mobile: null,
          }),
        );
      },
      { username: p.username, email: p.email },
    );
    await page.goto('/en/registration');
    await expect(heading(page)).toHaveText('Create your account');
    await expect(page.getByText('Your registration session has expired.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('registration'))).toBeNull();
    await shot(page, testInfo, 'registration-session-expired');
    // The server answers the same: the token is not a registration token.
    const res = await request.get('/v1/auth/registration', {
      headers: { ...headers, token: 'x'.repeat(43) },
    });
    expect(res.status()).toBe(401);
  });

  test('a nickname over 25 characters is kept and the field says why', async ({
    page,
  }, testInfo) => {
    test.slow();
    const long = 'a_very_long_nickname_for_me_29';
    expect(long.length).toBeGreaterThan(25);
    for (const [lang, message] of [
      ['en', 'The nickname can have at most 25 characters.'],
      ['de', 'Der Spielername darf höchstens 25 Zeichen haben.'],
    ] as const) {
      await page.goto(`/${lang}/registration`);
      const nickname = page.locator('#reg-username');
      await nickname.fill(long.slice(0, 23));
      // Typed past 25 characters, key by key (a maximum length would swallow these keys).
      await nickname.pressSequentially(long.slice(23));
      // Not cut silently: the value stays as typed and the message shows while typing.
      await expect(nickname).toHaveValue(long);
      await expect(page.locator('#reg-username-error')).toHaveText(message);
      await expect(nickname).toHaveAttribute('aria-invalid', 'true');
      await shot(page, testInfo, `registration-nickname-too-long-${lang}`);
      await nickname.press('End');
      for (let i = long.length; i > 25; i--) await nickname.press('Backspace');
      await expect(page.locator('#reg-username-error')).toHaveCount(0);
    }
  });

  test('"You must fill all fields" stays in the form, not over the header, and goes once filled @mobile', async ({
    page,
  }, testInfo) => {
    const p = newPlayer();
    await page.goto('/en/registration');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('main').getByRole('alert').filter({
      hasText: 'You must fill all fields',
    });
    await expect(alert).toBeVisible();
    // In the form beside its button, not a toast over the site's header.
    await expect(page.locator('form').getByRole('alert').first()).toHaveText(
      'You must fill all fields',
    );
    await expect(toasts(page).getByText('You must fill all fields')).toHaveCount(0);
    await shot(page, testInfo, 'registration-fill-all-fields');
    await fillAccount(page, p);
    await expect(alert).toHaveCount(0);

    // Nor does it follow the visitor to another page.
    await page.getByLabel('Nickname').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(alert).toBeVisible();
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('You must fill all fields')).toHaveCount(0);
  });

  test('the recovery page offers one way back to log in once the link is sent', async ({
    page,
  }, testInfo) => {
    await page.goto('/en/recovery-password');
    await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveCount(1);
    await page.getByLabel('E-mail').fill('nobody@players.example');
    await page.getByRole('button', { name: 'Recover' }).click();
    await expect(
      page.getByText(/If an account is registered with nobody@players.example/),
    ).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to log in' });
    await expect(back).toHaveCount(1);
    await shot(page, testInfo, 'recovery-sent');
    await back.click();
    await expect(page).toHaveURL(/\/en\/login$/);
  });
});
