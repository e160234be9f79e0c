/**
 * Axe on the console screens the other back-office specs do not check, each opened by a member
 * of a role that works on it (staff and account: admin; audit log, queues, safer gambling:
 * compliance; payments and reports: finance; casino: content; campaigns: marketing), at
 * 1440 px: no serious or critical violation, no message key shown in place of a text, and a
 * full-page screenshot of each into e2e/.artifacts/screens/ to look at. The site's hidden
 * admin-access page is photographed at 375 px in English and German.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  consoleSession,
  signInConsole,
  staffMember,
  type StaffRole,
} from './backoffice-support.ts';

const shotPath = (testInfo: TestInfo, name: string) =>
  path.resolve(testInfo.project.testDir, '../.artifacts/screens', `${name}.png`);

/**
 * Texts of the page that look like a message key (`staff.status.active`): a text node made of a
 * dotted lower-case name alone, outside code (the audit log shows action names as code).
 */
async function keysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!/^[a-z_]+(\.[a-z0-9_]+)+$/.test(text)) continue;
      if (node.parentElement?.closest('code, pre, script, style')) continue;
      found.push(text);
    }
    return found;
  });
}

/** Opens a console screen, waits until it has loaded, checks it and photographs it. */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  route: string,
  heading: string | RegExp,
  name: string,
): Promise<void> {
  await page.goto(`/backoffice${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.locator('.state--error')).toHaveCount(0);
  expect(await keysShown(page), `${name}: message keys shown`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath(testInfo, name), fullPage: true, animations: 'disabled' });
}

/** A member of `role` with the console open as them (the session stored, no sign-in form). */
async function openAs(page: Page, request: Parameters<typeof staffMember>[0], role: StaffRole) {
  const member = await staffMember(request, role);
  await consoleSession(page, request, member.token);
  return member;
}

test.describe('back office: axe on every screen', () => {
  test('admin: staff and my account', async ({ page, request }, testInfo) => {
    // Signing in waits for a TOTP step the enrolment did not use (up to 30 s).
    test.setTimeout(120_000);
    const admin = await staffMember(request, 'admin');
    await signInConsole(page, admin);
    await checkScreen(page, testInfo, '/staff', 'Staff', 'staff');
    // The signed-in member is marked in the list.
    await expect(page.getByRole('cell', { name: `${admin.name} (you)` })).toBeVisible();
    // The filter bar's input, selects and button line up: one height.
    const bar = page.getByRole('search', { name: 'Filter staff' });
    const heights = await Promise.all(
      [
        bar.getByLabel('Name or e-mail'),
        bar.getByLabel('Role'),
        bar.getByRole('button', { name: 'Apply' }),
      ].map(async (control) => Math.round((await control.boundingBox())?.height ?? 0)),
    );
    expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
    await page.getByRole('button', { name: 'Invite a member' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite a staff member' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(testInfo, 'staff-invite'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await checkScreen(page, testInfo, '/account', 'My account', 'account');
  });

  test('compliance: audit log, documents, KYC, limits, safer gambling', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'compliance');
    await checkScreen(page, testInfo, '/audit', 'Audit log', 'audit-log');
    // The staff invitations of this run are in the log.
    await expect(page.getByRole('cell', { name: 'staff.invited' }).first()).toBeVisible();
    await checkScreen(page, testInfo, '/queues/documents', 'Documents', 'documents');
    await checkScreen(page, testInfo, '/queues/kyc', 'KYC reviews', 'kyc');
    await checkScreen(page, testInfo, '/queues/limits', 'Limits and self-exclusion', 'limits');
    await checkScreen(page, testInfo, '/safer-gambling', 'Safer gambling', 'safer-gambling');
  });

  test('finance: deposits, withdrawals, reports', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'finance');
    await checkScreen(page, testInfo, '/queues/deposits', 'Deposits', 'deposits');
    await page.getByRole('button', { name: 'Import a statement' }).click();
    await expect(page.getByRole('dialog', { name: 'Import a bank statement' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(testInfo, 'deposits-import'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await checkScreen(page, testInfo, '/queues/withdrawals', 'Withdrawals', 'withdrawals');
    await checkScreen(page, testInfo, '/reports', 'Reports', 'reports');
  });

  test('content: casino games, sections, providers, studio games', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'content');
    await checkScreen(page, testInfo, '/casino/games', 'Games', 'casino-games');
    await checkScreen(page, testInfo, '/casino/sections', 'Sections', 'casino-sections');
    await checkScreen(page, testInfo, '/casino/providers', 'Providers', 'casino-providers');
    await checkScreen(page, testInfo, '/casino/studio-games', 'Studio games', 'casino-studio');
  });

  test('marketing: campaigns and the campaign editor', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'marketing');
    await checkScreen(page, testInfo, '/campaigns', 'Campaigns', 'campaigns');
    await checkScreen(page, testInfo, '/campaigns/new', 'New campaign', 'campaign-editor');
  });
});

test.describe('site: the hidden admin-access page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ['en', 'de'] as const) {
    test(`admin access (${lang}) at 375 px`, async ({ page }, testInfo) => {
      await page.goto(`/${lang}/admin-access`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('input[type="password"]')).toBeVisible();
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: shotPath(testInfo, `admin-access-${lang}-375`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
});
