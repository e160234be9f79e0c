/**
 * The bonus engine (issue 13) as a new player meets it: registration with the bonus code
 * STARTER5 (100 % of the first deposit up to €5, minimum deposit €10, wagering 1x the bonus, max
 * bet €2), a €10 card deposit that brings the €5 bonus, My Bonus with its progress bar, a studio
 * slot played until the turnover is met, the campaignReached popup and the bonus become cash.
 */
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { shot, skinHeader } from './accounts-support.ts';
import { catalogGame, frameSession, gamePath, studioRounds } from './game-support.ts';
import {
  balanceOf,
  campaignsOf,
  cardDeposit,
  minorOf,
  registerOnSiteWithCode,
  spinAndRecord,
} from './bonus-support.ts';

const SLOT = 'orchard-of-fortune';

test('a new player registers with STARTER5, deposits, wagers the bonus and gets the cash', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const player = await registerOnSiteWithCode(
    page,
    request,
    'STARTER5',
    /credited with your first deposit of at least €10\.00/,
  );

  // Before the deposit the bonus waits for it.
  await page.goto('/en/dashboard/myBonus');
  await expect(page.getByRole('heading', { level: 2, name: 'My bonus' })).toBeVisible();
  const waiting = page.getByTestId('bonus-card-unused');
  await expect(waiting).toContainText('Waiting for a deposit');
  await expect(waiting.getByTestId('bonus-waits')).toContainText(
    'Credited with your next deposit of at least €10.00.',
  );
  await expect(page.getByText('No campaign available!')).toBeHidden();

  // The deposit page offers the waiting bonus; €10 by card brings it.
  await cardDeposit(page, request, player.token, '10', async () => {
    const choice = page.getByRole('radio', { name: /Starter bonus/ });
    await expect(choice).toBeChecked();
    await expect(page.getByTestId('bonus-below-min')).toBeHidden();
  });
  await expect
    .poll(async () => (await campaignsOf(request, player.token, player.id)).active?.bonus_amount, {
      timeout: 20_000,
    })
    .toBe(5);
  const granted = await balanceOf(request, player.token);
  expect(granted).toMatchObject({ total: 10, bonus: 5, target: 5, counter: 0 });

  // My Bonus: the active card with its progress bar at zero.
  await page.goto('/en/dashboard/myBonus');
  const active = page.getByTestId('bonus-card-active');
  await expect(active.getByTestId('bonus-amount')).toHaveText('€5.00');
  await expect(active.getByTestId('bonus-max-bet')).toHaveText('€2.00');
  await expect(active.getByTestId('bonus-wagered')).toHaveText('€0.00 of €5.00');
  const bar = active.getByRole('progressbar', { name: 'Wagering progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(active.getByText('The turnover requirement has not been met yet!')).toBeVisible();
  await expect(active.getByTestId('bonus-expiry')).toContainText(/(29|30) days/);
  await active.getByRole('button', { name: /Show terms/ }).click();
  await expect(active.getByText('1× the bonus')).toBeVisible();
  await expect(active.getByText('Slots')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'bonus-active');

  // The slot, at a stake within the bonus's max bet, until the turnover is met.
  await page.goto(gamePath(await catalogGame(request, SLOT)));
  const session = await frameSession(page);
  const game = page.frameLocator('iframe');
  const stake = game.getByTestId('total-stake');
  await expect(stake).toHaveText(/€/, { timeout: 15_000 });
  for (let i = 0; i < 20 && minorOf(await stake.textContent()) < 100; i += 1) {
    await game.getByRole('button', { name: /raise stake/i }).click();
  }
  while (minorOf(await stake.textContent()) > 200) {
    await game.getByRole('button', { name: /lower stake/i }).click();
  }
  const stakeMinor = minorOf(await stake.textContent());
  expect(stakeMinor).toBeGreaterThanOrEqual(100);
  expect(stakeMinor).toBeLessThanOrEqual(200);

  let spins = 0;
  for (; spins < 12; spins += 1) {
    const now = await campaignsOf(request, player.token, player.id);
    if (!now.active) break;
    // Every stake of a slot counts 100 %: the counter follows the rounds.
    expect(now.active.counter).toBeCloseTo((spins * stakeMinor) / 100, 2);
    await spinAndRecord(game, request, session, spins);
  }
  expect(spins).toBe(Math.ceil(500 / stakeMinor));
  const rounds = await studioRounds(request, session);
  expect(rounds.every((r) => r.status === 'settled' && r.stake === stakeMinor)).toBe(true);

  // The turnover is met: the popup says so; "Refresh balance" reads the balance in place.
  const popup = page.getByRole('dialog', { name: 'Bonus target reached' });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await shot(page, testInfo, 'bonus-reached-popup');
  await popup.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/en\/game\/play\//);

  const ended = await campaignsOf(request, player.token, player.id);
  expect(ended.active).toBeNull();
  const completed = ended.history[0]!;
  expect(completed).toMatchObject({ status: 'completed' });
  expect(completed.converted_amount).toBeGreaterThan(0);
  expect(completed.converted_amount).toBeLessThanOrEqual(5);
  const after = await balanceOf(request, player.token);
  expect(after).toMatchObject({ bonus: 0, campaign: null });
  // The cash: the deposit plus what the rounds won and lost plus the converted bonus (the
  // rounds' money came out of cash and bonus together; both are now cash).
  const net = rounds.reduce((sum, r) => sum + r.win - r.stake, 0);
  expect(Math.round(after.total * 100)).toBe(
    1000 + 500 + net - Math.round(completed.removed_amount * 100),
  );

  // My Bonus shows the completed bonus; the ledger and the transactions page name the conversion.
  await page.goto('/en/dashboard/myBonus');
  // The header's balance is the converted total (the game page shows only the frame's balance).
  await expect
    .poll(async () => minorOf(await page.getByTestId('header-balance').textContent()))
    .toBe(Math.round(after.total * 100));
  await expect(page.getByText('No campaign available!')).toBeVisible();
  const history = page.getByTestId('bonus-card-completed');
  await expect(history).toContainText('Completed');
  await expect(history).toContainText('Converted to cash');
  const res = await request.get('/v1/me/transactions', {
    headers: { ...(await skinHeader(request)), 'user-token': player.token },
    params: {
      date_from: '1970-01-01',
      date_to: new Date().toISOString().slice(0, 10),
      type_id: 12,
    },
  });
  const converted = ((await res.json()) as { data: { amount: number }[] }).data;
  expect(converted.map((t) => Math.abs(t.amount))).toEqual([completed.converted_amount]);
  await page.goto('/en/dashboard/transactions');
  await expect(page.getByRole('table').getByText('Bonus converted to cash').first()).toBeVisible();
});
