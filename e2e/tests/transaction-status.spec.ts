/**
 * The transaction status page (issue 12): where a gateway sends the player back. Each status has
 * its colour (success green, declined red, initialized blue, pending yellow, reverted grey); a
 * pending bank deposit shows the payment details and turns green by itself once staff confirm it;
 * another player's transaction is not found.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, registerActivePlayer, skinHeader } from './accounts-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { playerOnSite, shotsAtWidths, staffCall, staffToken } from './identity-support.ts';

interface Tx {
  id: number;
  status: string;
}

async function deposit(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<{ transaction: Tx | null; url: string | null }> {
  const res = await request.post('/v1/payments/deposit', {
    headers: {
      ...(await skinHeader(request)),
      'user-token': token,
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { transaction: Tx | null; url: string | null } }).data;
}

const bankDeposit = async (request: APIRequestContext, token: string, amount: number) =>
  (
    await deposit(request, token, {
      amount,
      payment_method_id: 14,
      iban: 'DE89370400440532013000',
      bank: 'E2E Bank',
      accountnumber: '0532013000',
    })
  ).transaction!;

/** The alert's colour (computed border), to compare the statuses' colours. */
const colour = (alert: Locator) =>
  alert.evaluate((el) => getComputedStyle(el).getPropertyValue('border-top-color'));

const alertOf = (page: Page) => page.getByTestId('transaction-alert');

test.describe('transaction status', () => {
  test('pending shows the bank details and turns green once staff confirm', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request);
    const tx = await bankDeposit(request, player.token, 30);
    await page.goto(`/en/transactions/${tx.id}`);
    await expect(alertOf(page)).toHaveAttribute('data-status', 'pending');
    await expect(alertOf(page)).toContainText('The payment is pending.');
    await expect(page.getByText('€30.00')).toBeVisible();
    const bank = page.getByTestId('bank-details');
    await expect(bank).toContainText('Variable symbol');
    await expect(bank).toContainText('MT84MALT011000012345MTLCAST001S');
    await expect(page.getByRole('link', { name: 'Deposit again' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'transaction-status-pending-en');
    const pendingColour = await colour(alertOf(page));

    const staff = await staffToken(request);
    await staffCall(request, staff, 'post', `payments/${tx.id}/deposit`, { action: 'confirm' });
    // The page asks again every 5 s: it turns green without a reload.
    await expect(alertOf(page)).toHaveAttribute('data-status', 'authorized', { timeout: 12_000 });
    await expect(alertOf(page)).toContainText('The payment was successful.');
    await expect(page.getByTestId('bank-details')).toHaveCount(0);
    expect(await colour(alertOf(page))).not.toBe(pendingColour);
    // The platform also tells the player in session (a message popup); it names the transaction.
    const told = page.getByRole('dialog', { name: 'Deposit credited' });
    await expect(told).toContainText('€30.00');
    await told.getByRole('button', { name: 'Close' }).click();
    await expect(told).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Deposit again' })).toHaveAttribute(
      'href',
      '/en/dashboard/deposit',
    );
    await expect(page.getByRole('link', { name: 'My transactions' })).toHaveAttribute(
      'href',
      '/en/dashboard/transactions',
    );
  });

  test('declined (red, with the reason), reverted (grey) and initialized (blue) in their colours', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const player = await playerOnSite(page, request);
    const staff = await staffToken(request);
    const declined = await bankDeposit(request, player.token, 15);
    await staffCall(request, staff, 'post', `payments/${declined.id}/deposit`, {
      action: 'decline',
      reason: 'No money arrived',
    });
    const reverted = await bankDeposit(request, player.token, 16);
    const cancel = await request.get(`/v1/payments/providers/bank/decline/${reverted.id}`, {
      headers: { ...(await skinHeader(request)), 'user-token': player.token },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);

    const colours: Record<string, string> = {};
    await page.goto(`/de/transactions/${declined.id}`);
    await expect(alertOf(page)).toHaveAttribute('data-status', 'declined');
    await expect(alertOf(page)).toHaveAttribute('role', 'alert');
    await expect(alertOf(page)).toContainText('Die Zahlung wurde abgelehnt.');
    await expect(page.getByTestId('decline-reason')).toHaveText('No money arrived');
    colours.declined = await colour(alertOf(page));
    await shotsAtWidths(page, testInfo, 'transaction-status-declined-de');

    await page.goto(`/en/transactions/${reverted.id}`);
    await expect(alertOf(page)).toHaveAttribute('data-status', 'reverted');
    await expect(alertOf(page)).toContainText('The payment was reverted.');
    colours.reverted = await colour(alertOf(page));

    // A card payment waits on the gateway's page: initialized until the player finishes there.
    const card = await deposit(request, player.token, { amount: 20, payment_method_id: 1 });
    test.skip(!card.transaction, 'the sandbox card gateway is not configured');
    await page.goto(`/en/transactions/${card.transaction!.id}`);
    await expect(alertOf(page)).toHaveAttribute('data-status', 'initialized');
    await expect(alertOf(page)).toContainText('The payment has been started.');
    colours.initialized = await colour(alertOf(page));
    await expectNoSeriousA11yViolations(page);

    // Each status its own colour.
    expect(new Set(Object.values(colours)).size).toBe(3);
  });

  test('another player’s transaction and an unknown one are not found', async ({
    page,
    request,
  }) => {
    // The other player only over the API; this page is mine.
    const other = await registerActivePlayer(request);
    const otherToken = await apiLogin(request, other.username, other.password);
    const theirs = await bankDeposit(request, otherToken, 11);
    await playerOnSite(page, request);
    for (const id of [theirs.id, 987654321]) {
      await page.goto(`/en/transactions/${id}`);
      await expect(page.getByTestId('transaction-not-found')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
  });
});
