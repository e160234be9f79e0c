/**
 * Transactions (issue 12), as a player checks them: deposits made by bank transfer (one confirmed
 * by staff, one declined, one still pending) are listed with their status, the cards sum the
 * successful ones, and the exports (CSV, Excel, PDF, copy) hold the same rows as the table.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { skinHeader } from './accounts-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { playerOnSite, shotsAtWidths, staffCall, staffToken } from './identity-support.ts';

interface Tx {
  id: number;
  status: string;
  amount: number;
}

/** A bank-transfer deposit (method 14) of the player: pending until staff decide. */
async function bankDeposit(request: APIRequestContext, token: string, amount: number): Promise<Tx> {
  const res = await request.post('/v1/payments/deposit', {
    headers: {
      ...(await skinHeader(request)),
      'user-token': token,
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      amount,
      payment_method_id: 14,
      iban: 'DE89370400440532013000',
      bank: 'E2E Bank',
      accountnumber: '0532013000',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()) as { data: { transaction: Tx | null } };
  expect(answer.data.transaction).not.toBeNull();
  return answer.data.transaction!;
}

/** Three deposits: 25.50 confirmed, 40.00 declined, 12.34 pending (newest first in the table). */
async function playerWithDeposits(page: Page, request: APIRequestContext) {
  const player = await playerOnSite(page, request);
  const staff = await staffToken(request);
  const confirmed = await bankDeposit(request, player.token, 25.5);
  await staffCall(request, staff, 'post', `payments/${confirmed.id}/deposit`, {
    action: 'confirm',
  });
  const declined = await bankDeposit(request, player.token, 40);
  await staffCall(request, staff, 'post', `payments/${declined.id}/deposit`, {
    action: 'decline',
    reason: 'No money arrived',
  });
  const pending = await bankDeposit(request, player.token, 12.34);
  return { player, ids: [pending.id, declined.id, confirmed.id] };
}

const tableRows = (page: Page) => page.getByTestId('transactions-table').locator('tbody tr');

async function downloaded(page: Page, button: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Export the table' })
      .getByRole('button', { name: button })
      .click(),
  ]);
  return { file, body: await readFile((await file.path())!) };
}

test.describe('transactions', () => {
  test('lists the deposits with their status, sums the successful ones and exports the rows', async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.slow();
    const { ids } = await playerWithDeposits(page, request);
    await page.goto('/en/dashboard/transactions');
    await expect(page.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible();

    // The table: newest first, a link to each payment's status page.
    await expect(tableRows(page)).toHaveCount(3);
    const shownIds = await tableRows(page).locator('[data-col="id"]').allInnerTexts();
    expect(shownIds.map(Number)).toEqual(ids);
    const first = tableRows(page).nth(0);
    await expect(first).toContainText('Deposit');
    await expect(first).toContainText('Pending');
    await expect(first).toContainText('€12.34');
    await expect(first.getByRole('link')).toHaveAttribute('href', `/en/transactions/${ids[0]}`);
    await expect(tableRows(page).nth(1)).toContainText('Declined');
    await expect(tableRows(page).nth(2)).toContainText('Successful');
    await expect(tableRows(page).nth(2)).toContainText('€25.50');
    await expect(page.getByText('3 transactions')).toBeVisible();

    // The cards: only the successful deposit counts.
    await expect(page.getByTestId('total-deposits')).toContainText('€25.50');
    await expect(page.getByTestId('total-deposits')).toContainText('1 payment');
    await expect(page.getByTestId('total-withdrawals')).toContainText('€0.00');
    await expect(page.getByTestId('total-net')).toContainText('+€25.50');

    // CSV: UTF-8 with BOM, a header and the table's rows.
    const csv = await downloaded(page, 'CSV');
    expect(csv.file.suggestedFilename()).toMatch(
      /^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = csv.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Date (UTC),ID,Type,Status,Amount,Currency,Balance');
    expect(lines.slice(1).map((l) => Number(l.split('"').join('').split(',').at(-6)))).toEqual(ids);
    expect(lines[1]).toContain(',Deposit,Pending,12.34,EUR,');
    expect(lines[3]).toContain(',Deposit,Successful,25.50,EUR,25.50');

    // Excel: a header row, numbers as numbers.
    const xlsx = await downloaded(page, 'Excel');
    expect(xlsx.file.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date (UTC)',
      'ID',
      'Type',
      'Status',
      'Amount',
      'Currency',
      'Balance',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(2).value)).toEqual(ids);
    expect(sheet.getRow(2).getCell(5).value).toBe(12.34);
    expect(sheet.getRow(4).getCell(5).value).toBe(25.5);

    // PDF: a real PDF with the title and the rows.
    const pdf = await downloaded(page, 'PDF');
    expect(pdf.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), {
      mergePages: true,
    });
    expect(pdfText).toContain('Transactions');
    for (const id of ids) expect(pdfText).toContain(String(id));
    expect(pdfText).toContain('12.34');

    // Copy: tab-separated text of the header and the rows.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The table was copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const copiedLines = copied.split('\n');
    expect(copiedLines).toHaveLength(4);
    expect(copiedLines[0]!.split('\t')).toHaveLength(7);
    expect(copiedLines.slice(1).map((l) => Number(l.split('\t')[1]))).toEqual(ids);

    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'transactions-en');

    // The filters: successful ones only, then withdrawals (none).
    const search = page.getByRole('search', { name: 'Search transactions' });
    await search.getByLabel('Status').selectOption({ label: 'Successful' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(String(ids[2]));
    await search.getByLabel('Status').selectOption({ label: 'All' });
    await search.getByLabel('Type').selectOption({ label: 'Withdrawal' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No results found, change the date range.')).toBeVisible();
  });

  test('says when a range has no transactions and refuses a start after the end', async ({
    page,
    request,
  }, testInfo) => {
    await playerOnSite(page, request);
    await page.goto('/cs/dashboard/transactions');
    await expect(page.getByRole('heading', { level: 2, name: 'Transakce' })).toBeVisible();
    await expect(page.getByText('Nic nenalezeno, změňte rozsah dat.')).toBeVisible();
    await expect(page.getByTestId('total-net')).toContainText('0,00');
    await shotsAtWidths(page, testInfo, 'transactions-cs-empty');

    const search = page.getByRole('search', { name: 'Hledání transakcí' });
    await search.getByLabel('Od', { exact: true }).fill('2025-02-01');
    await search.getByLabel('Do', { exact: true }).fill('2025-01-01');
    await expect(page.getByRole('button', { name: 'Hledat' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Datum od nesmí být pozdější než datum do.');
    await search.getByLabel('Do', { exact: true }).fill('2025-03-01');
    await page.getByRole('button', { name: 'Hledat' }).click();
    await expect(page.getByText('Nic nenalezeno, změňte rozsah dat.')).toBeVisible();
    // the export buttons have nothing to export
    await expect(page.getByRole('button', { name: 'Excel' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone each transaction is a card with its labels @mobile', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    test.slow();
    const { ids } = await playerWithDeposits(page, request);
    await page.goto('/en/dashboard/transactions');
    await expect(tableRows(page)).toHaveCount(3);
    const card = tableRows(page).first();
    await card.scrollIntoViewIfNeeded();
    // the amount is on screen without scrolling sideways, under its label
    const amount = card.locator('[data-col="amount"]');
    await expect(amount).toBeInViewport();
    await expect(amount).toHaveAttribute('data-label', 'Amount');
    await expect(amount).toContainText('€12.34');
    await expect(card.getByRole('link', { name: `Status of transaction ${ids[0]}` })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
