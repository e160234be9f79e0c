/**
 * My Bonus and the promotions' claim (issue 13): codes refused with the engine's messages, a
 * saved deposit code that waits for the deposit, the active bonus at three widths (axe clean,
 * English and Czech), forfeiting it after the confirmation, and claiming a promotion's campaign
 * as a guest (register or log in first) and as a player. Each test has a player of its own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { playerOnSite, sessionOnSite, shotsAtWidths, WIDTHS } from './identity-support.ts';
import { headerBalanceCents } from './payments-support.ts';
import { registerActivePlayer, shot } from './accounts-support.ts';
import { catalogGame, gamePath } from './game-support.ts';
import { balanceOf, campaignsOf, cardDeposit, playerIdOf } from './bonus-support.ts';

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Bonus code' });
const saveCode = (page: Page) => page.getByRole('button', { name: 'Save code' });

async function typeCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await saveCode(page).click();
}

test.describe('my bonus', () => {
  test('refused codes say why; a saved code waits for the deposit; the active bonus is forfeited', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const player = await playerOnSite(page, request);
    const playerId = await playerIdOf(request, player.token);
    await page.goto('/en/dashboard/myBonus');
    await expect(page.getByText('No campaign available!')).toBeVisible();

    // Refusals, with the engine's keys in words; nothing is granted.
    await saveCode(page).click();
    await expect(page.getByText('Enter a bonus code.')).toBeVisible();
    await typeCode(page, 'NOSUCHCODE');
    await expect(page.getByText('This bonus code is not valid.')).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await typeCode(page, 'SUMMER2026');
    await expect(page.getByText('This bonus has expired.')).toBeVisible();
    expect(await campaignsOf(request, player.token, playerId)).toMatchObject({
      active: null,
      unused: [],
    });

    // A deposit code waits for its deposit; the same code again is refused.
    await typeCode(page, 'starter5');
    await expect(page.getByTestId('bonus-message')).toHaveText(
      /Bonus code saved: Starter bonus.*credited with your next deposit of at least €10\.00\./,
    );
    await expect(codeField(page)).toHaveValue('');
    await expect(page.getByTestId('bonus-card-unused')).toContainText('Waiting for a deposit');
    await typeCode(page, 'STARTER5');
    await expect(page.getByRole('alert').filter({ hasText: /already used|already/ })).toBeVisible();
    expect((await campaignsOf(request, player.token, playerId)).unused).toHaveLength(1);

    // A deposit below the bonus's minimum is flagged on the deposit page before sending.
    await page.goto('/en/dashboard/deposit');
    await page.getByRole('radio', { name: /^Card/ }).check();
    await expect(page.getByRole('radio', { name: /Starter bonus/ })).toBeChecked();
    await page.getByLabel('Amount').fill('9');
    await expect(page.getByTestId('bonus-below-min')).toHaveText(
      /Deposit at least €10\.00 to receive Starter bonus/,
    );
    // Another code typed at the deposit is checked by the server, its refusal shown in words.
    await page.getByRole('radio', { name: 'I have another bonus code' }).check();
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('textbox', { name: /Bonus code/ }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /Bonus code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('This bonus code is not valid.').first()).toBeVisible();
    await cardDeposit(page, request, player.token, '10');
    await expect
      .poll(async () => (await campaignsOf(request, player.token, playerId)).active?.status, {
        timeout: 20_000,
      })
      .toBe('active');

    // The active bonus at every width: axe clean, in English and in Czech.
    await page.goto('/en/dashboard/myBonus');
    const active = page.getByTestId('bonus-card-active');
    await expect(active.getByRole('progressbar')).toBeVisible();
    await active.getByRole('button', { name: /Show terms/ }).click();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }
    await shotsAtWidths(page, testInfo, 'my-bonus-en');
    await page.goto('/cs/dashboard/myBonus');
    await expect(page.getByRole('heading', { level: 2, name: 'Můj bonus' })).toBeVisible();
    await expect(page.getByText('Požadavek na obrat ještě nebyl splněn!')).toBeVisible();
    await page.getByRole('button', { name: /Zobrazit podmínky/ }).click();
    await expectNoSeriousA11yViolations(page);
    await shotsAtWidths(page, testInfo, 'my-bonus-cs');

    // On a phone the game page's bonus box shows the progress, the max bet and the target.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(gamePath(await catalogGame(request, 'orchard-of-fortune')));
    const box = page.getByRole('region', { name: 'Bonus' });
    await expect(box).toContainText('Starter bonus');
    await expect(box).toContainText('€5.00');
    await expect(box).toContainText('€2.00');
    await expect(box.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await shot(page, testInfo, 'bonus-box-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Forfeit: the confirmation first (cancelling keeps it), then the list reloads.
    await page.goto('/en/dashboard/myBonus');
    await page
      .getByTestId('bonus-card-active')
      .getByRole('button', { name: /Forfeit/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Forfeit this bonus?' });
    await expect(dialog).toContainText('Your remaining bonus money (€5.00)');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await campaignsOf(request, player.token, playerId)).active).not.toBeNull();

    await page
      .getByTestId('bonus-card-active')
      .getByRole('button', { name: /Forfeit/ })
      .click();
    await dialog.getByRole('button', { name: 'Yes, forfeit' }).click();
    await expect(page.getByTestId('bonus-message')).toHaveText(/Starter bonus.* was forfeited\./);
    await expect(page.getByText('No campaign available!')).toBeVisible();
    const forfeited = page.getByTestId('bonus-card-forfeited');
    await expect(forfeited).toContainText('Forfeited');
    await expect(forfeited).toContainText('€5.00');
    expect(await balanceOf(request, player.token)).toMatchObject({
      total: 10,
      bonus: 0,
      campaign: null,
    });
    await expect.poll(() => headerBalanceCents(page)).toBe(1000);
    await page.goto('/en/dashboard/transactions');
    await expect(page.getByRole('table').getByText('Bonus removed').first()).toBeVisible();
  });

  test('a promotion claims its campaign: guests register or log in first, players get it once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/en/promotion/free-spins-friday');
    await expect(page.getByText('Log in or create an account to claim this bonus.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register and claim' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toBeVisible();

    const player = await playerOnSite(page, request);
    const playerId = await playerIdOf(request, player.token);
    await page.goto('/en/promotion/free-spins-friday');
    const claim = page.getByRole('button', { name: /Claim bonus/ });
    await expect(claim).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await claim.click();
    await expect(page.getByTestId('claim-message')).toHaveText('Bonus claimed: 25 free spins.');
    await shotsAtWidths(page, testInfo, 'promotion-claim-en');
    const mine = await campaignsOf(request, player.token, playerId);
    expect(mine.active).toMatchObject({ status: 'active', freespins: 25 });

    await page.getByRole('link', { name: 'See My bonus' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/myBonus$/);
    await expect(page.getByTestId('bonus-card-active').getByTestId('bonus-freespins')).toHaveText(
      '25 of 25',
    );

    // The same campaign again: refused, nothing more granted.
    await page.goto('/en/promotion/free-spins-friday');
    await page.getByRole('button', { name: /Claim bonus/ }).click();
    await expect(page.getByTestId('claim-message')).toHaveText('You have already used this bonus.');
    const again = await campaignsOf(request, player.token, playerId);
    expect(again.unused).toHaveLength(0);

    // In Czech: a deposit bonus of another promotion waits for the deposit.
    await page.goto('/cs/promotion/weekend-reload');
    await page.getByRole('button', { name: /Získat bonus/ }).click();
    await expect(page.getByTestId('claim-message')).toContainText('Bonus získán:');
    await expect(page.getByTestId('claim-message')).toContainText('s vaším dalším vkladem');
    await shotsAtWidths(page, testInfo, 'promotion-claim-cs');
    expect((await campaignsOf(request, player.token, playerId)).unused).toHaveLength(1);
  });

  test('a CZK player reads campaign amounts without decimals', async ({ page, request }) => {
    const p = await registerActivePlayer(request, 'CZ', 42);
    await sessionOnSite(page, request, p.username, p.password);
    await page.goto('/cs/dashboard/myBonus');
    await page.getByRole('textbox', { name: 'Bonusový kód' }).fill('WELCOME100');
    await page.getByRole('button', { name: 'Uložit kód' }).click();
    const card = page.getByTestId('bonus-card-unused');
    // 100 % up to €200 and a minimum deposit of €20, in whole koruna.
    await expect(card.getByTestId('bonus-amount')).toHaveText(
      /^100\s%\sz vašeho vkladu, až \d[\d\s]*\sKč$/,
    );
    await expect(card.getByTestId('bonus-waits')).toHaveText(
      /alespoň \d[\d\s]*\sKč\. Vložit nyní$/,
    );
    await expect(card.getByTestId('bonus-max-bet')).toHaveText(/^\d[\d\s]*\sKč$/);
  });
});
