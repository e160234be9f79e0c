/**
 * The back office as staff use it (issue 14): a new member enrols an authenticator and signs in
 * with a TOTP code; finance approves a withdrawal a player requested in the site and the player's
 * transaction follows; a finance member sees no content menu and is refused its endpoints.
 */
import { fundedPlayer } from './game-support.ts';
import { sessionOnSite } from './identity-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { transactionOf, transactionsOf, verifyPlayer } from './payments-support.ts';
import {
  consoleSession,
  inviteMember,
  nextCode,
  signInConsole,
  staffApi,
  staffMember,
  type ConsoleMember,
} from './backoffice-support.ts';

test.describe('back office: staff access', () => {
  test('a new member sets a password, enrols TOTP, then signs in with a code', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const invited = await inviteMember(request, 'support');
    const password = `E2e-support-Pass-${Date.now()}!`;

    // The invitation's link: the member chooses a password.
    await page.goto(`/backoffice/invite?token=${invited.inviteToken}`);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();

    // First sign-in: the authenticator is set up from the QR code (its key typed here).
    await page.goto('/backoffice/login');
    await page.getByLabel('E-mail').fill(invited.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('console-enrol.png') });
    const secret = ((await page.locator('.enrol__secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const member: ConsoleMember = {
      ...invited,
      password,
      secret,
      lastStep: 0,
      token: '',
    };
    await page.getByLabel('Authentication code').fill(await nextCode(member));
    await page.getByRole('button', { name: 'Confirm and continue' }).click();

    // Ten recovery codes, shown once.
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByText(/^[a-z0-9]{5}-[a-z0-9]{5}$/)).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // Signed out, in again with the password and the next code; a wrong code is refused first.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail').fill(invited.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = await nextCode(member);
    await page.getByLabel('Authentication code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('The code is wrong or has been used.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, E2E support' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-dashboard.png') });
  });

  test('finance sees no content menu and the content endpoints refuse it', async ({
    page,
    request,
  }) => {
    // Signing in waits for a TOTP step the enrolment did not use (up to 30 s).
    test.slow();
    const finance = await staffMember(request, 'finance');
    for (const path of ['pages', 'banners', 'translations/groups', 'skins/1/settings']) {
      const res = await staffApi(request, finance.token, 'get', path);
      expect(res.status(), path).toBe(403);
    }
    const edit = await staffApi(request, finance.token, 'put', 'skins/1/settings', {
      maintenance: true,
    });
    expect(edit.status()).toBe(403);

    await signInConsole(page, finance);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
    await expect(menu.getByText('Content', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Pages' })).toHaveCount(0);
    // A hidden screen's address typed by hand shows no content editor either.
    await page.goto('/backoffice/content/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('back office: withdrawals', () => {
  test('finance approves a withdrawal requested in the site; the player sees it move', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await fundedPlayer(request, '120.00', 'backoffice withdrawal');
    const site = await page.context().browser()!.newPage();
    const token = await sessionOnSite(site, request, player.username, player.password);
    await verifyPlayer(request, token, player.id);

    // The player asks for €40 to an IBAN in the site (the verification's message read first).
    await site.goto('/en/dashboard/withdraw');
    const verified = site.getByRole('dialog', { name: 'Identity verified' });
    await expect(verified).toBeVisible();
    await verified.getByRole('button', { name: 'Close' }).click();
    await site.getByLabel('Withdrawal method').selectOption({ label: 'Bank transfer (SEPA)' });
    await site.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await site.getByLabel('Amount').fill('40');
    await site.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(site.getByTestId('pending-withdraw')).toContainText('€40.00 (EUR)');
    const [requested] = await transactionsOf(request, token, 2);
    expect(requested?.status).toBe('pending');

    // Finance, in the console: the queue has it; approve, then mark it paid.
    const finance = await staffMember(request, 'finance');
    await consoleSession(page, request, finance.token);
    await page.goto('/backoffice/queues/withdrawals');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await page.getByRole('button', { name: `Approve withdrawal #${requested!.id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByRole('button', { name: `Mark paid: withdrawal #${requested!.id}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('console-withdrawals.png') });
    await page.getByRole('button', { name: `Mark paid: withdrawal #${requested!.id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(
      page.getByRole('button', { name: `Mark paid: withdrawal #${requested!.id}` }),
    ).toHaveCount(0);

    // The player's side: authorised, nothing pending, the balance €40 lower.
    await expect
      .poll(async () => (await transactionOf(request, token, requested!.id)).status)
      .toBe('authorized');
    await site.reload();
    await expect(site.getByTestId('pending-withdraw')).toHaveCount(0);
    await expect(site.getByTestId('withdraw-available')).toHaveText('€80.00');
    await site.close();
  });
});
