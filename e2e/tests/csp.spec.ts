import { expect, test, type Page } from '@playwright/test';
import { nextCode, signInConsole, staffMember } from './backoffice-support.ts';

/** Every page keeps to the strict CSP: nothing inline is refused (so nothing inline is needed). */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${new URL(page.url()).pathname}: ${message.text().slice(0, 120)}`);
    }
  });
  return violations;
}

test('public and account pages, the toaster and a modal dialog run without a CSP violation', async ({
  page,
  request,
}) => {
  // Two staff members sign in with TOTP: each may wait for a fresh 30-second step.
  test.slow();
  const violations = collectViolations(page);
  for (const path of [
    '/en',
    '/en/prime',
    '/en/help',
    '/en/promotion',
    '/en/login',
    '/en/registration',
  ]) {
    await page.goto(path);
    await expect(page.locator('.site-header')).toHaveCount(1);
  }
  // Admin mode's exit prompt is a modal dialog (its scroll lock injects a nonce'd style).
  const member = await staffMember(request, 'content');
  await page.goto('/en/admin-access');
  await page.locator('input[type=email]').fill(member.email);
  await page.locator('input[type=password]').fill(member.password);
  await page.locator('form button[type=submit]').click();
  await page.locator('#admin-code').fill(await nextCode(member));
  await page.locator('form button[type=submit]').click();
  const exit = page.getByRole('button', { name: /exit/i }).first();
  await exit.click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  // The back office: its sign-in and, signed in, its dashboard and a dialog.
  await signInConsole(page, await staffMember(request, 'admin'));
  await page.goto('/backoffice/staff');
  await page
    .getByRole('button', { name: /invite/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
