/**
 * Numbers in a game frame follow the player's language: a German crash table shows its
 * multipliers as "1,00×", its chips as "0,1" and its rules' percentages with a decimal comma,
 * and nowhere an English decimal point.
 */
import { expect, test } from './support.ts';
import { catalogGame } from './game-support.ts';

/** An English decimal ("0.1", "2.00"), not a German thousands dot ("1.000,00 €"). */
const ENGLISH_DECIMAL = /\d\.\d{1,2}(?!\d)/;

test('a German game frame writes its numbers the German way', async ({ page, request }) => {
  const game = await catalogGame(request, 'lunar-liftoff');
  await page.goto(`/de/game/play/${game.provider_id}/${game.id}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('play')).toBeVisible({ timeout: 20_000 });

  await expect(frame.locator('.crash-readout__x')).toHaveText('1,00×');
  await expect(frame.getByRole('button', { name: '0,10 €' })).toContainText('0,1');
  await expect(frame.getByTestId('auto-cashout')).toHaveValue('2,00');
  await expect(frame.getByText(/Von 1,01× bis 1\.000×/)).toBeVisible();
  expect(await frame.locator('body').innerText()).not.toMatch(ENGLISH_DECIMAL);

  await frame.getByRole('button', { name: 'Spielinfo' }).click();
  const info = frame.getByRole('dialog');
  await expect(info).toContainText(/\d{2},\d{2}\s?%/);
  expect(await info.innerText()).not.toMatch(ENGLISH_DECIMAL);
});
