/**
 * Helpers of the bonus specs (bonus-*.spec.ts): registration through the site with a bonus code,
 * a card deposit through the sandbox gateway, the player's campaigns and balance as the site
 * reads them, and a slot spin that waits for its round's record.
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import {
  CODE_PATTERN,
  lastOutboxId,
  newPlayer,
  skinHeader,
  storedToken,
  waitForMessage,
} from './accounts-support.ts';
import { studioRounds } from './game-support.ts';
import { payByCard, returnedTransactionId, transactionOf } from './payments-support.ts';
import { expect } from './support.ts';

export interface BalanceView {
  total: number;
  bonus: number;
  available: number;
  target: number;
  counter: number;
  counter_percentage: number;
  freespins: number;
  freespins_counter: number;
  campaign: { id: number; name: string; max_bet: number | null } | null;
}

export interface PlayerCampaignView {
  id: number;
  status: string;
  bonus_amount: number;
  target: number;
  counter: number;
  converted_amount: number;
  removed_amount: number;
  freespins: number;
  campaign: { id: number; code: string; name: string };
}

const headers = async (request: APIRequestContext, token: string) => ({
  ...(await skinHeader(request)),
  'user-token': token,
});

export async function balanceOf(request: APIRequestContext, token: string): Promise<BalanceView> {
  const res = await request.get('/v1/me/balance', { headers: await headers(request, token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: BalanceView }).data;
}

export async function playerIdOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/v1/me', { headers: await headers(request, token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The player's campaigns as My Bonus reads them. */
export async function campaignsOf(
  request: APIRequestContext,
  token: string,
  playerId: number,
): Promise<{
  active: PlayerCampaignView | null;
  unused: PlayerCampaignView[];
  history: PlayerCampaignView[];
}> {
  const res = await request.get(`/v1/campaigns/players/${playerId}/campaigns`, {
    headers: await headers(request, token),
    params: { language: 'en' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (
    (await res.json()) as {
      data: {
        active: PlayerCampaignView | null;
        unused: PlayerCampaignView[];
        history: PlayerCampaignView[];
      };
    }
  ).data;
}

/**
 * A new player registers on the site as anyone would (step 0 with a verified bonus code, the
 * e-mail code, step 2 with the captcha), then logs in; returns the player and the session token.
 */
export async function registerOnSiteWithCode(
  page: Page,
  request: APIRequestContext,
  bonusCode: string,
  grantHint: RegExp,
) {
  const p = newPlayer();
  await page.goto('/en/registration');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Create your account');
  await page.getByLabel('Nickname').fill(p.username);
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Repeat password').fill(p.password);
  await page.getByLabel('Country of residence').selectOption('MT');
  await page.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await page.getByRole('radio', { name: 'I have a bonus code' }).check();
  const code = page.getByRole('textbox', { name: 'Bonus code' });
  await code.fill(bonusCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The accepted code says when its bonus is paid.
  await expect(page.getByText(/Bonus code accepted/)).toContainText(grantHint);
  await expect(code).toHaveAttribute('readonly', '');

  const before = await lastOutboxId(request);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading).toHaveText('Confirm your e-mail or phone');
  const mail = await waitForMessage(request, p.email, CODE_PATTERN, before);
  await page.getByLabel('E-mail code').fill(mail.match[1]!);
  await page.getByRole('button', { name: 'Confirm' }).first().click();

  await expect(heading).toHaveText('Your personal details');
  await page.getByLabel('First name').fill(p.firstname);
  await page.getByLabel('Last name').fill(p.lastname);
  await page.getByRole('radio', { name: 'Do not specify' }).check();
  await page.getByRole('combobox', { name: 'Day' }).selectOption('14');
  await page.getByRole('combobox', { name: 'Month' }).selectOption('5');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1991');
  await page.getByLabel('Country of birth').selectOption('MT');
  await page.getByLabel('Street', { exact: true }).fill('Republic Street');
  await page.getByLabel('Street number').fill('7');
  await page.getByLabel('City').fill('Valletta');
  await page.getByLabel('Postal code').fill('VLT 1117');
  await page.getByRole('checkbox', { name: /I accept the Terms and conditions/ }).check();
  await page.getByTestId('captcha').getByRole('checkbox').click();
  await expect(page.getByTestId('captcha').getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/en\/login\?success=thankyou$/);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/en\/casino$/);
  await expect.poll(() => storedToken(page)).not.toBeNull();
  const token = (await storedToken(page))!;
  return { ...p, token, id: await playerIdOf(request, token) };
}

/** A card deposit on the deposit page (sandbox card 4242…), once the gateway authorised it. */
export async function cardDeposit(
  page: Page,
  request: APIRequestContext,
  token: string,
  amount: string,
  beforeSend?: () => Promise<void>,
) {
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByLabel('Amount').fill(amount);
  await beforeSend?.();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await payByCard(page, '4242 4242 4242 4242');
  const id = await returnedTransactionId(page);
  await expect
    .poll(async () => (await transactionOf(request, token, id)).status, { timeout: 20_000 })
    .toBe('authorized');
  return id;
}

/**
 * One slot spin, waiting for the reels (and any in-game free spins) and for the round's record;
 * a click the frame did not take (its button re-rendering under the pointer) is made again.
 * Returns the session's number of rounds.
 */
export async function spinAndRecord(
  game: FrameLocator,
  request: APIRequestContext,
  session: string,
  roundsBefore: number,
): Promise<number> {
  const play = game.getByTestId('play');
  const skip = game.getByTestId('skip');
  let rounds = roundsBefore;
  for (let attempt = 0; attempt < 3 && rounds === roundsBefore; attempt += 1) {
    await expect(play).toBeEnabled({ timeout: 15_000 });
    await play.click();
    // Free spins of the game play inside the round: skip them.
    await expect
      .poll(
        async () => {
          if (await skip.isVisible()) await skip.click({ timeout: 1_000 }).catch(() => undefined);
          rounds = (await studioRounds(request, session)).length;
          return rounds;
        },
        { timeout: 10_000, intervals: [250, 500, 1_000] },
      )
      .toBeGreaterThan(roundsBefore)
      .catch(() => undefined);
  }
  expect(rounds, 'the spin made a round').toBe(roundsBefore + 1);
  await expect
    .poll(async () => (await studioRounds(request, session))[0]?.status, { timeout: 40_000 })
    .toBe('settled');
  await expect(play).toBeVisible({ timeout: 40_000 });
  return rounds;
}

/** Minor units of a shown amount ("€1,234.50" -> 123450). */
export const minorOf = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
