/**
 * The back office's Players screens: a fresh funded player found by e-mail, their page (balance),
 * blocking with a reason, a note; axe on the list and the player page. A player who lost phone and
 * recovery codes: support turns their two-factor login off with a reason.
 */
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';
import { fundedPlayer, totp } from './game-support.ts';
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

  test('support turns off the two-factor login of a player who lost phone and codes', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const player = await registerActivePlayer(request);
    // The player turns two-factor login on (the dashboard's calls).
    const headers = {
      ...(await skinHeader(request)),
      'user-token': await apiLogin(request, player.username, player.password),
    };
    const setup = await request.post('/v1/me/two-factor/setup', {
      headers,
      data: { password: player.password },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const enable = await request.post('/v1/me/two-factor/enable', {
      headers,
      data: { code: totp(secret, Date.now()) },
    });
    expect(enable.status(), await enable.text()).toBe(200);

    await consoleSession(page, request);
    await page.goto(`/backoffice/players/${player.id}`);
    await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
    await expect(page.getByText(/^On since /)).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('lost both phone and recovery codes');
    // No reason, nothing sent.
    await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await dialog
      .getByLabel('Reason (internal, kept in the audit log)')
      .fill('e2e: lost phone and codes; identity checked by video call');
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'backoffice-two-factor-reset');
    await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Two-factor login of ${player.username} is off.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor login' })).toHaveCount(0);

    // The password alone logs in again.
    const login = await request.post('/v1/auth/login', {
      headers: await skinHeader(request),
      data: { username: player.username, password: player.password },
    });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { data: { token?: string } }).data.token).toBeTruthy();
  });
});
