import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  ACTIVATION_LINK_PATTERN,
  CODE_PATTERN,
  DEMO_PLAYER,
  apiLogin,
  lastOutboxId,
  newPlayer,
  registerActivePlayer,
  registerIncompletePlayer,
  skinHeader,
  shot,
  storedToken,
  waitForMessage,
} from './accounts-support.ts';

/** The toast area (sonner) of the site. */
const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

test.describe('registration', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 375, height: 812 });
  });

  test('a new player registers through every step and logs in @mobile', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const p = newPlayer();
    await page.goto('/en/registration');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Create your account');
    await expect(page.getByRole('listitem').filter({ hasText: 'Account' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await shot(page, testInfo, 'registration-step0-empty');

    // Nothing filled: the required fields flash red and the alert says so.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'You must fill all fields' }),
    ).toBeVisible();
    await expect(page.locator('.field.is-flash').first()).toBeVisible();
    await shot(page, testInfo, 'registration-step0-missing');
    // The highlight lasts 2 seconds.
    await expect(page.locator('.field.is-flash')).toHaveCount(0, { timeout: 4_000 });

    // The space key is refused in the nickname, with a notification.
    const nickname = page.getByLabel('Nickname');
    await nickname.pressSequentially(`${p.username.slice(0, 3)} ${p.username.slice(3)}`);
    await expect(nickname).toHaveValue(p.username);
    await expect(toasts(page).getByText('Spaces are not allowed in this field.')).toBeVisible();

    await page.getByLabel('E-mail').fill(p.email);
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    // The confirmation is compared once it is longer than 5 characters.
    const confirmation = page.getByLabel('Repeat password');
    await confirmation.fill('Lucky-');
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    await confirmation.fill(p.password);
    await expect(page.getByText("The passwords don't match.")).toBeHidden();

    await page.getByLabel('Country of residence').selectOption('MT');
    // The country brings its dialling prefix.
    await expect(page.getByLabel('Dialling prefix')).toHaveValue('+356');
    await page.getByLabel('Currency').selectOption({ label: 'CZK (Kč)' });
    await expect(page.getByText('upload a copy of your ID card')).toBeVisible();
    await page.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
    await expect(page.getByText('upload a copy of your ID card')).toBeHidden();
    await page.getByLabel('Mobile phone').fill(p.mobileNumber);

    // A typed bonus code is verified for the currency, then locked.
    await page.getByRole('radio', { name: 'I have a bonus code' }).check();
    const code = page.getByRole('textbox', { name: 'Bonus code' });
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This bonus code is not valid.')).toBeVisible();
    await code.fill('WELCOME100');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/Bonus code accepted/)).toBeVisible();
    await expect(code).toHaveAttribute('readonly', '');
    await shot(page, testInfo, 'registration-step0-filled');

    const before = await lastOutboxId(request);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1: the codes went by e-mail and SMS.
    await expect(heading).toHaveText('Confirm your e-mail or phone');
    const emailCode = page.getByLabel('E-mail code');
    const confirmEmail = page.getByRole('button', { name: 'Confirm' }).first();
    await expect(confirmEmail).toBeDisabled();
    await expect(page.getByRole('button', { name: /New code in \d+ s/ }).first()).toBeDisabled();
    const sms = await waitForMessage(request, `+356${p.mobileNumber}`, CODE_PATTERN, before);
    expect(sms.message.channel).toBe('sms');
    const mail = await waitForMessage(request, p.email, CODE_PATTERN, before);
    await shot(page, testInfo, 'registration-step1');
    await expectNoSeriousA11yViolations(page, 'main');

    // A wrong code is refused with a warning.
    const wrong = mail.match[1] === '000000' ? '111111' : '000000';
    await emailCode.fill(wrong);
    await expect(confirmEmail).toBeEnabled();
    await confirmEmail.click();
    await expect(toasts(page).getByText('The code is wrong.')).toBeVisible();
    await emailCode.fill(mail.match[1]!);
    await confirmEmail.click();

    // Step 2: personal details.
    await expect(heading).toHaveText('Your personal details');
    await page.getByLabel('First name').pressSequentially('Jiří');
    await expect(page.getByLabel('First name')).toHaveValue('Jiri');
    await expect(page.getByText('Special characters and accents are not allowed')).toBeVisible();
    await page.getByLabel('First name').fill(p.firstname);
    await page.getByLabel('Last name').fill(p.lastname);
    await page.getByRole('radio', { name: 'Do not specify' }).check();

    // The years offered run from 17 to 115 years ago.
    const year = new Date().getUTCFullYear();
    const years = await page
      .getByLabel('Year')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    expect(years[0]).toBe(String(year - 17));
    expect(years.at(-1)).toBe(String(year - 115));
    // Under 18 is refused.
    await page.getByRole('combobox', { name: 'Day' }).selectOption('1');
    await page.getByRole('combobox', { name: 'Month' }).selectOption('1');
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year - 17));
    await expect(page.getByText('You must be at least 18 years old to register.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Day' }).selectOption('14');
    await page.getByRole('combobox', { name: 'Month' }).selectOption('5');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1991');
    await expect(page.getByText('You must be at least 18 years old to register.')).toBeHidden();

    await page.getByLabel('Country of birth').selectOption('MT');
    await page.getByLabel('Street', { exact: true }).fill('Republic Street');
    await page.getByLabel('Street number').fill('7');
    await page.getByLabel('City').fill('Valletta');
    await page.getByLabel('Postal code').fill('VLT 1117');
    await page.getByRole('checkbox', { name: /I accept the Terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /Send me news/ }).check();

    // The captcha must be solved before the account is created.
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Please confirm that you are not a robot.' }),
    ).toBeVisible();
    await page.getByTestId('captcha').getByRole('checkbox').click();
    await expect(page.getByTestId('captcha').getByText('Verified')).toBeVisible({
      timeout: 20_000,
    });
    await shot(page, testInfo, 'registration-step2');
    await expectNoSeriousA11yViolations(page, 'main');
    await page.getByRole('button', { name: 'Create my account' }).click();

    // Then the login page, with the nickname filled in.
    await expect(page).toHaveURL(/\/en\/login\?success=thankyou$/);
    await expect(page.getByText('Your registration is complete.')).toBeVisible();
    await expect(page.getByLabel(/^Nickname/)).toHaveValue(p.username);
    await shot(page, testInfo, 'registration-done-login');
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();

    // Logged in: the guest-only login page sends the player to the casino.
    await expect(page).toHaveURL(/\/en\/casino$/);
    await expect.poll(() => storedToken(page)).not.toBeNull();
    const me = await page.evaluate(async () => {
      const token = atob(localStorage.getItem('token') ?? '');
      const skin = document.querySelector('meta[name="croupier-skin"]')?.getAttribute('content');
      const res = await fetch('/v1/me', {
        headers: { authorization: `Basic ${skin}`, 'user-token': token },
      });
      return (await res.json()) as { data: { username: string; status: string; is_pep: boolean } };
    });
    expect(me.data).toMatchObject({ username: p.username, status: 'active' });

    // The new player's dashboard greets them by the name given in step 2.
    await page.goto('/en/dashboard');
    await expect(page.locator('#dash-greeting')).toHaveText(`Hello, ${p.firstname} ${p.lastname}`);
    await expect(page.getByText('€0.00').first()).toBeVisible();
  });

  test('copy and paste are refused in the form', async ({ page }) => {
    await page.goto('/en/registration');
    const email = page.getByLabel('E-mail');
    await email.focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', 'pasted@example.test');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(email).toHaveValue('');
    await expect(
      page.getByText('Copying and pasting is disabled in the registration form.'),
    ).toBeVisible();
  });

  test('a taken nickname and e-mail are reported when the field is left', async ({ page }) => {
    await page.goto('/en/registration');
    await page.getByLabel('Nickname').fill('demoplayer');
    await page.getByLabel('E-mail').fill('demo@croupier.test');
    await expect(page.getByText('This nickname is already taken.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByText('This e-mail address is already registered.')).toBeVisible();
  });

  test('a logged-in player is sent from registration to the casino', async ({ page, request }) => {
    const token = await apiLogin(request, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await page.addInitScript((t) => localStorage.setItem('token', btoa(t)), token);
    await page.goto('/en/registration');
    await expect(page).toHaveURL(/\/en\/casino$/);
    expect(await storedToken(page)).toBe(token);
  });

  test('an unfinished registration continues from the e-mailed link (step -1)', async ({
    page,
    request,
  }, testInfo) => {
    const p = await registerIncompletePlayer(request);
    const before = await lastOutboxId(request);
    // Logging in before the registration is finished continues it here and e-mails the
    // activation link (for another device).
    await page.goto('/en/login');
    await page.getByLabel(/^Nickname/).fill(p.username);
    await page.getByLabel('Password', { exact: true }).fill(p.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/registration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confirm your e-mail or phone',
    );
    const { match } = await waitForMessage(request, p.email, ACTIVATION_LINK_PATTERN, before);

    await page.goto(match[1]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your registration');
    await page.getByLabel('E-mail').fill('someone-else@players.example');
    await page.getByRole('button', { name: 'Continue registration' }).click();
    await expect(page.getByRole('alert')).toContainText('the e-mail address does not match');
    await page.getByLabel('E-mail').fill(p.email);
    await shot(page, testInfo, 'registration-step-restore');
    await page.getByRole('button', { name: 'Continue registration' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal details');
    await expect(page.getByLabel('First name')).toBeVisible();
  });

  test('a person registered already is refused with a customer-service message', async ({
    page,
    request,
  }) => {
    const existing = await registerActivePlayer(request);
    // A second registration reaches step 2 through the API (step 0 and the e-mail code).
    const p = await registerIncompletePlayer(request);
    const headers = await skinHeader(request);
    const status = await request.post('/v1/auth/login', {
      headers,
      data: { username: p.username, password: p.password },
    });
    expect(status.status()).toBe(403);
    const { match } = await waitForMessage(request, p.email, ACTIVATION_LINK_PATTERN);
    await page.goto(match[1]!);
    await page.getByLabel('E-mail').fill(p.email);
    await page.getByRole('button', { name: 'Continue registration' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal details');

    await page.getByLabel('First name').fill(existing.firstname);
    await page.getByLabel('Last name').fill(existing.lastname);
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Day' }).selectOption('14');
    await page.getByRole('combobox', { name: 'Month' }).selectOption('5');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1991');
    await page.getByLabel('Country of birth').selectOption('MT');
    await page.getByLabel('Street', { exact: true }).fill('Merchants Street');
    await page.getByLabel('Street number').fill('12');
    await page.getByLabel('City').fill('Valletta');
    await page.getByLabel('Postal code').fill('VLT 1171');
    await page.getByRole('checkbox', { name: /I accept the Terms and conditions/ }).check();
    await page.getByTestId('captcha').getByRole('checkbox').click();
    await expect(page.getByTestId('captcha').getByText('Verified')).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Create my account' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'already exists' });
    await expect(notice).toContainText(
      'An account with this first name, last name and date of birth already exists.',
    );
    await expect(notice.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await expect(page).toHaveURL(/\/registration\//);
  });
});
