/**
 * Withdrawals (issue 12), as a player makes them: not before the account is verified; a request
 * to an IBAN shows as pending with a delete button; deleting it lifts the 10-minute lock, so a
 * new request can be made at once; staff approve and mark it paid, and it is authorized. After
 * that request the page says another can only be made 10 minutes later.
 */
import { fundedPlayer } from './game-support.ts';
import { sessionOnSite, shotsAtWidths } from './identity-support.ts';
import { cookie, expect, expectNoSeriousA11yViolations, test } from './support.ts';
import {
  staffWithdrawDecision,
  transactionOf,
  transactionsOf,
  verifyPlayer,
} from './payments-support.ts';

test.describe('withdraw', () => {
  test('verified player: request, delete, request again, staff pay it out', async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.slow();
    const player = await fundedPlayer(request, '200.00', 'withdrawal');
    const token = await sessionOnSite(page, request, player.username, player.password);

    // Not verified yet: the spec's message instead of the form.
    await page.goto('/en/dashboard/withdraw');
    await expect(page.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeVisible();
    await expect(page.getByTestId('not-verified')).toHaveText('Account not yet verified');
    await expect(page.getByRole('button', { name: 'Request withdrawal' })).toHaveCount(0);

    const { staff } = await verifyPlayer(request, token, player.id);
    await page.reload();
    await expect(page.getByTestId('withdraw-available')).toHaveText('€200.00');
    const button = page.getByRole('button', { name: 'Request withdrawal' });
    await expect(button).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'withdraw-form');

    // No saved account yet: the SEPA method asks for an IBAN; its rules first.
    await page.getByLabel('Withdrawal method').selectOption({ label: 'Bank transfer (SEPA)' });
    const iban = page.getByLabel('IBAN', { exact: true });
    await iban.fill('DE89-3704');
    await page.getByLabel('Amount').fill('500');
    await button.click();
    await expect(
      page.getByText(
        'IBAN must contain between 5 and 34 characters and special characters are not allowed.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Invalid amount chosen')).toBeVisible();
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await expect(
      page.getByText('This IBAN is not valid: its check digits do not match.'),
    ).toBeVisible();
    await iban.fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('Amount').fill('50');
    await button.click();

    await expect(page.getByTestId('payment-message')).toHaveText(
      'Your withdrawal request was received. It will be reviewed by our staff.',
    );
    const pending = page.getByTestId('pending-withdraw');
    await expect(pending).toContainText('€50.00 (EUR)');
    expect(await cookie(context, 'withdraw_requested_until')).toBeDefined();
    await shotsAtWidths(page, testInfo, 'withdraw-pending');

    // The player deletes it (after confirming): the form is back at once, lock lifted.
    await pending.getByRole('button', { name: 'Delete request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this withdrawal request?' });
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByTestId('payment-message')).toHaveText('The transaction was deleted.');
    await expect(page.getByTestId('pending-withdraw')).toHaveCount(0);
    expect(await cookie(context, 'withdraw_requested_until')).toBeUndefined();
    await expect(page.getByTestId('withdraw-available')).toHaveText('€200.00');

    // Again, to the IBAN saved by the first request.
    await page.getByLabel('Withdrawal method').selectOption({ label: 'Bank transfer (SEPA)' });
    const account = page.getByLabel('Payout account');
    await expect(account.locator('option')).toHaveCount(3);
    await account.selectOption({ index: 1 });
    await expect(page.getByLabel('IBAN', { exact: true })).toHaveCount(0);
    await page.getByLabel('Amount').fill('60');
    await button.click();
    await expect(page.getByTestId('pending-withdraw')).toContainText('€60.00 (EUR)');

    const [request2] = await transactionsOf(request, token, 2);
    expect(request2?.status).toBe('pending');
    await staffWithdrawDecision(request, staff, request2!.id, 'approve');
    await staffWithdrawDecision(request, staff, request2!.id, 'paid');
    await expect
      .poll(async () => (await transactionOf(request, token, request2!.id)).status)
      .toBe('authorized');

    // Paid: nothing pending; the 10-minute lock of that request still holds.
    await page.reload();
    await expect(page.getByTestId('pending-withdraw')).toHaveCount(0);
    await expect(page.getByTestId('withdraw-lock')).toHaveText(
      'The withdrawal requests that can be made are one every 10 minutes',
    );
    await expect(page.getByTestId('withdraw-available')).toHaveText('€140.00');
  });
});
