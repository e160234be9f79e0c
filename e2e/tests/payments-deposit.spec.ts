/**
 * Deposits (issue 12), as a new player makes them: by card through the sandbox gateway's hosted
 * page (approved, declined, 3-D Secure), and by bank transfer: the pending view shows our
 * account, the variable symbol and the QR code until staff import the bank statement that
 * carries the payment, which credits the balance. Each test has a player of its own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { playerOnSite, shotsAtWidths, staffToken } from './identity-support.ts';
import {
  camt053,
  headerBalanceCents,
  importStatement,
  payByCard,
  returnedTransactionId,
  transactionOf,
} from './payments-support.ts';

const depositButton = (page: Page) => page.getByRole('button', { name: 'Deposit', exact: true });

/** Opens the deposit page with the card method and `amount` typed, and sends it. */
async function startCardDeposit(page: Page, amount: string) {
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByLabel('Amount').fill(amount);
  await depositButton(page).click();
}

test.describe('deposit', () => {
  test('card: the hosted page approves 4242…, the status page shows it and the balance grows', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/deposit');
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).not.toHaveCount(0);
    await expect(methods).toContainText('€10.00 – €5,000.00');
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'deposit-form');

    // The spec's messages before anything is sent.
    await page.getByRole('radio', { name: /^Card/ }).check();
    await depositButton(page).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Amount').fill('0.5');
    await expect(page.getByText('Enter an amount of at least 1')).toBeVisible();
    await page.getByLabel('Amount').fill('5000.01');
    await expect(page.getByText('Amount too high (maximum €5,000.00)')).toBeVisible();

    const before = await headerBalanceCents(page);
    await page.getByLabel('Amount').fill('25');
    await depositButton(page).click();
    await payByCard(page, '4242 4242 4242 4242');
    const id = await returnedTransactionId(page);
    await expect
      .poll(async () => (await transactionOf(request, player.token, id)).status)
      .toBe('authorized');
    expect((await transactionOf(request, player.token, id)).amount).toBe(25);
    await expect.poll(() => headerBalanceCents(page), { timeout: 15_000 }).toBe(before + 2500);
  });

  test('card: 4000 0000 0000 0002 is declined and nothing is credited', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await startCardDeposit(page, '30');
    await payByCard(page, '4000 0000 0000 0002');
    // The gateway sends the player back to the payment's status.
    const id = await returnedTransactionId(page);
    await expect
      .poll(async () => (await transactionOf(request, player.token, id)).status)
      .toBe('declined');
    await expect.poll(() => headerBalanceCents(page)).toBe(0);
  });

  test('card: 3-D Secure 4000 0000 0000 3220 asks for the code, then succeeds', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await startCardDeposit(page, '40');
    await payByCard(page, '4000 0000 0000 3220');
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    const code = (await page.locator('.sg-code strong').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{4,6}$/);
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const id = await returnedTransactionId(page);
    await expect
      .poll(async () => (await transactionOf(request, player.token, id)).status)
      .toBe('authorized');
    await expect.poll(() => headerBalanceCents(page), { timeout: 15_000 }).toBe(4000);
  });

  test('e-wallet: connect it once with a PIN, then each payment asks to identify', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await playerOnSite(page, request);
    await page.goto('/en/dashboard/deposit');
    await page.getByRole('radio', { name: /^E-wallet/ }).check();
    await expect(page.getByText(/Your e-wallet is not connected yet/)).toBeVisible();
    await expect(depositButton(page)).toBeDisabled();
    await page.getByLabel('Amount').fill('15');
    await page.getByRole('button', { name: 'Connect e-wallet and deposit' }).click();

    await expect(page.getByRole('heading', { name: 'Connect your e-wallet' })).toBeVisible();
    await page.getByLabel('New PIN').fill('2468');
    await page.getByLabel('Repeat the PIN').fill('2468');
    await page.getByRole('button', { name: 'Connect and approve payment' }).click();
    const id = await returnedTransactionId(page);
    await expect
      .poll(async () => (await transactionOf(request, player.token, id)).status)
      .toBe('authorized');

    // Connected: the next deposit asks the player to identify with the PIN.
    await page.goto('/en/dashboard/deposit');
    await page.getByRole('radio', { name: /^E-wallet/ }).check();
    await expect(page.getByText(/Your e-wallet is connected/)).toBeVisible();
    await expect(depositButton(page)).toBeDisabled();
    await page.getByLabel('Amount').fill('12');
    await page.getByRole('button', { name: 'Identify with e-wallet and deposit' }).click();
    await page.getByLabel('Wallet PIN').fill('2468');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    const second = await returnedTransactionId(page);
    await expect
      .poll(async () => (await transactionOf(request, player.token, second)).status)
      .toBe('authorized');
    await expect.poll(() => headerBalanceCents(page), { timeout: 15_000 }).toBe(2700);
  });

  test('bank transfer: the pending view shows our account, the symbol and the QR code until the statement credits it', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await playerOnSite(page, request);
    await page.goto('/en/dashboard/deposit');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await page.getByLabel('Amount').fill('120.50');
    await depositButton(page).click();
    // Method 14's fields are required (the IBAN with at least 5 characters).
    await expect(page.getByText('Enter at least 5 characters of your IBAN.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await page
      .getByLabel('Your IBAN (the account you send from)')
      .fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('Your bank').fill('Commerzbank');
    await page.getByLabel('Reference number').fill('E2E-1');
    await depositButton(page).click();

    await expect(page.getByTestId('payment-message')).toHaveText(
      'Your transfer was created. Please pay with the details shown.',
    );
    const pending = page.getByTestId('pending-deposit');
    await expect(pending).toBeVisible();
    await expect(page.locator('.pay-form')).toHaveCount(0);
    await expect(pending).toContainText('€120.50 (EUR)');
    const details = page.getByTestId('bank-details');
    for (const label of [
      'Account number',
      'Bank code',
      'Variable symbol',
      'Account holder',
      'IBAN',
      'BIC (SWIFT)',
    ]) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    const qr = page.getByRole('img', { name: 'QR code of this payment for banking apps' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const cell = (label: string) =>
      details
        .locator('.pay-details__row', { has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const variableSymbol = (await cell('Variable symbol').textContent())!.trim();
    const iban = (await cell('IBAN').textContent())!.trim();
    expect(variableSymbol).toMatch(/^\d+$/);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'deposit-bank-pending');

    // The bank's statement with the payment, imported by finance staff.
    const staff = await staffToken(request);
    const result = await importStatement(
      request,
      staff,
      camt053({ iban, amount: '120.50', variableSymbol, reference: `E2E${Date.now()}` }),
    );
    expect(result.matched).toBe(1);
    await page.reload();
    await expect(page.locator('.pay-form')).toBeVisible();
    await expect(page.getByTestId('pending-deposit')).toHaveCount(0);
    await expect.poll(() => headerBalanceCents(page), { timeout: 15_000 }).toBe(12050);
  });

  test('bank transfer: the player cancels the pending deposit after confirming', async ({
    page,
    request,
  }) => {
    await playerOnSite(page, request);
    await page.goto('/en/dashboard/deposit');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await page.getByLabel('Amount').fill('50');
    await page.getByLabel('Your IBAN (the account you send from)').fill('DE89370400440532013000');
    await page.getByLabel('Your bank').fill('Commerzbank');
    await page.getByLabel('Reference number').fill('E2E-2');
    await depositButton(page).click();
    await expect(page.getByTestId('pending-deposit')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel deposit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this deposit?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('payment-message')).toHaveText('The transaction was deleted.');
    await expect(page.locator('.pay-form')).toBeVisible();
  });

  test('the info pages explain bank and crypto transfers', async ({ page }) => {
    await page.goto('/en/bank-transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank transfer' })).toBeVisible();
    await expect(page.getByText('Offline transfers may take up to 5 working days')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/de/crypto-transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'Krypto-Überweisung' })).toBeVisible();
    await expect(page.locator('.pay-info__steps li')).toHaveCount(4);
  });
});
