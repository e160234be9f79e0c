/**
 * The back office's Players screens: a fresh funded player found by e-mail, their page (balance),
 * blocking with a reason, a note; axe on the list and the player page.
 */
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { fundedPlayer } from './game-support.ts';
import { consoleSession, staffMember } from './backoffice-support.ts';

test.describe('back office: players', () => {
  test('finds a player by e-mail, shows the balance, blocks them and adds a note', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await fundedPlayer(request, '42.50', 'backoffice players');
    await consoleSession(page, request);

    await page.goto('/backoffice/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Search', { exact: true }).fill(player.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: player.username });
    await expect(row).toHaveCount(1);
    // The e-mail is masked in the list.
    await expect(row).not.toContainText(player.email);
    await row.getByRole('link', { name: player.username }).click();

    await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
    const cash = page.locator('.player-card').filter({ hasText: 'Cash' });
    await expect(cash).toContainText('42.50');
    await expect(page.getByRole('tablist', { name: 'Player details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Block with a reason: the status changes.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason').fill('e2e: suspected account sharing');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${player.username} is blocked.`)).toBeVisible();
    await expect(page.locator('.player-head__line .tag').first()).toHaveText('Blocked');
    await expect(page.getByText('Status reason: e2e: suspected account sharing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();

    // A note.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('New note (internal, staff only)').fill('e2e: called the player');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByText('e2e: called the player')).toBeVisible();

    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'Notes' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sessions & logins' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sessions & logins' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a finance member sees the adjustment but not the support actions', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await fundedPlayer(request, '10.00', 'backoffice players finance');
    const finance = await staffMember(request, 'finance');
    await consoleSession(page, request, finance.token);
    await page.goto(`/backoffice/players/${player.id}`);
    await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reveal personal data' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Safer gambling' })).toHaveCount(0);

    // A bonus correction through the dialog (one Idempotency-Key per submission).
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bonus').check();
    await dialog.getByLabel('Amount (EUR)').fill('3,50');
    await dialog.getByLabel('Reason (internal, at least 3 characters)').fill('e2e: goodwill');
    await dialog.getByRole('button', { name: 'Book adjustment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.player-card').filter({ hasText: 'Bonus' })).toContainText('3.50');
  });
});
