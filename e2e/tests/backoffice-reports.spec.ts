/**
 * The back office's reports and safer-gambling screens: a finance member (invited through the
 * staff API) sees Reports and no Content menu, and the content API refuses them; the players
 * report of the last 30 days shows its totals and its CSV export downloads with the header row;
 * axe on the reports and the safer-gambling screens.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { consoleSession, staffApi, staffMember } from './backoffice-support.ts';

test.describe('back office: reports', () => {
  test('a finance member reads reports, not content, and exports a CSV', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const finance = await staffMember(request, 'finance');

    // The server refuses content to finance (the console only hides it).
    const pages = await staffApi(request, finance.token, 'get', 'pages');
    expect(pages.status(), await pages.text()).toBe(403);

    await consoleSession(page, request, finance.token);
    await page.goto('/backoffice/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(menu.getByText('Content', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Pages' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('last_30_days');
    // GGR first: its table (with or without rows) is there.
    await expect(page.getByRole('tab', { name: 'GGR / NGR' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('columnheader', { name: 'NGR' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The players report: the totals row of the last 30 days, as the API adds them up.
    await page.getByRole('tab', { name: 'Players' }).click();
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const api = await staffApi(
      request,
      finance.token,
      'get',
      `reports/players?from=${from}&to=${to}`,
    );
    expect(api.status(), await api.text()).toBe(200);
    const { data } = (await api.json()) as {
      data: { rows: unknown[]; totals: Record<string, number> };
    };
    expect(data.rows).toHaveLength(30);
    const total = page.locator('tfoot tr').filter({ hasText: 'Total' });
    await expect(total).toHaveCount(1);
    const cells = (await total.locator('td').allInnerTexts()).map((c) =>
      Number(c.replace(/\D/g, '')),
    );
    expect(cells).toEqual([
      data.totals.registrations,
      data.totals.active_players,
      data.totals.depositors,
      data.totals.first_time_depositors,
    ]);
    await expect(page.getByText('30 rows')).toBeVisible();
    await expect(page.getByRole('img', { name: /Chart of the Players report/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The CSV export downloads the server's file (bearer token, blob link): header row first.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^players-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const path = await download.path();
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toBe(
      'Day,Registrations,Active players,Depositors,First-time depositors',
    );
    expect(text).toContain('Total');
  });

  test('safer gambling: the markers queue and the thresholds are accessible', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const compliance = await staffMember(request, 'compliance');
    await consoleSession(page, request, compliance.token);
    await page.goto('/backoffice/safer-gambling');
    await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('open');
    await expect(page.getByRole('status').filter({ hasText: /marker/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Thresholds' }).click();
    const loss = page.getByRole('form', { name: 'Loss chasing' });
    await expect(loss).toBeVisible();
    await expect(loss.getByLabel(/^Deposits/)).toHaveAttribute('min', '2');
    await expectNoSeriousA11yViolations(page);
    // Compliance has no Reports of money, only the players report.
    await page.goto('/backoffice/reports');
    await expect(page.getByRole('tab')).toHaveText(['Players']);
  });
});
