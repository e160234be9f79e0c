/**
 * Limits and self-exclusion (issue 10): a player sets a limit and sees it applied, raises one and
 * sees the request wait 24 hours, deletes it after confirming, self-excludes and is refused a real
 * game with the date. Each test has a player of its own, made through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { skinHeader } from './accounts-support.ts';
import {
  catalogGame,
  firstSlot,
  frameBalance,
  frameSession,
  fundedPlayer,
  gamePath,
  euros,
  studioRounds,
} from './game-support.ts';
import { playerGet, playerOnSite, sessionOnSite, staffToken } from './identity-support.ts';
import { expect, expectNoSeriousA11yViolations, fullPageScreenshot, test } from './support.ts';

/** The platform's limits state, as far as the tests read it (`GET /v1/me/limits`). */
interface LimitsState {
  limits: Record<string, number | null>;
  locks: Record<string, { locked_until: string | null; pending_id: number | null }>;
  self_exclusion: { until: string | null; forever: boolean };
}
interface StatisticRequest {
  id: number;
  field: string;
  status: string;
  activated_at: string;
  response: number | string | null;
}

const limitsOf = (request: APIRequestContext, token: string) =>
  playerGet<LimitsState>(request, token, 'me/limits');
const pendingOf = (request: APIRequestContext, token: string) =>
  playerGet<StatisticRequest[]>(request, token, 'me/statistics/last?to_activate=1');

/**
 * A daily deposit limit of 100 set by compliance (a PEP flag given and taken back): a limit set
 * long ago, so raising it is not locked by a recent change and becomes a 24-hour request.
 */
async function complianceDepositLimit(request: APIRequestContext, playerId: number) {
  const staff = await staffToken(request);
  for (const isPep of [true, false]) {
    const res = await request.put(`/staff/v1/players/${playerId}/flags`, {
      headers: { authorization: `Bearer ${staff}` },
      data: { is_pep: isPep, is_ubo: false },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** How the page writes a time: medium date, short time, UTC ("Mar 11, 2026, 12:00 PM UTC"). */
function shownTime(iso: string, language = 'en'): RegExp {
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  // ICU versions differ in the space before AM/PM (space or narrow no-break space).
  const pattern = `${text} UTC`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
  return new RegExp(pattern);
}

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const pendingList = (page: Page) => page.getByRole('region', { name: 'Pending requests' });

test.describe('limits and self-exclusion', () => {
  test.describe('with message popups', () => {
    test.use({ messagePopups: true });

    test('a daily bet limit: set it, play until refused, the popup leads to limits, a raise waits 24 hours', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const player = await fundedPlayer(request, '20.00', 'daily bet limit');
      const token = await sessionOnSite(page, request, player.username, player.password);
      await page.goto('/en/dashboard/limits');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Limits and self-exclusion' }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Account menu' })
          .getByRole('link', { name: 'Limits' }),
      ).toHaveClass(/is-active/);
      await expect(page.getByText('Coming soon')).toHaveCount(0);

      const bet = field(page, 'Daily bet limit');
      await expect(bet).toHaveValue('');
      await expect(page.getByTestId('max_daily_bet-current')).toHaveText('Current: No limit');
      await bet.fill('1');
      await expect(page.getByText('New limit: applies as soon as you save.')).toBeVisible();
      await page.getByRole('button', { name: 'Save limits' }).click();
      await expect(page.getByText('Applies now: Daily bet limit.')).toBeVisible();
      await expect(page.getByTestId('max_daily_bet-current')).toHaveText('Current: €1.00');
      expect((await limitsOf(request, token)).limits.max_daily_bet).toBe(1);

      // €0.20 a spin: five spins use the €1.00, the sixth is refused and moves nothing.
      await page.goto(gamePath(await catalogGame(request, 'orchard-of-fortune')));
      const session = await frameSession(page);
      const game = page.frameLocator('iframe');
      await expect(frameBalance(game)).toHaveText('€20.00', { timeout: 15_000 });
      await expect(game.getByTestId('total-stake')).toHaveText('€0.20');
      const refusal = game.getByText('This bet would pass your daily bet limit.', { exact: false });
      // Spin until the frame says the limit refuses the bet (a tap while the reels still turn is
      // ignored by the frame, so the loop taps again rather than counting taps).
      await expect
        .poll(
          async () => {
            if (await refusal.isVisible()) return 'refused';
            const skip = game.getByTestId('skip');
            if (await skip.isVisible()) await skip.click({ timeout: 1_000 }).catch(() => undefined);
            const play = game.getByTestId('play');
            if (await play.isEnabled()) await play.click({ timeout: 1_000 }).catch(() => undefined);
            return 'playing';
          },
          { timeout: 90_000, intervals: [1_500] },
        )
        .toBe('refused');
      // Exactly five rounds of €0.20 were played: the refused one moved nothing.
      const rounds = await studioRounds(request, session);
      expect(rounds.filter((r) => r.status === 'settled').map((r) => r.stake)).toEqual([
        20, 20, 20, 20, 20,
      ]);
      const played = rounds.reduce((a, r) => a + r.win - r.stake, 0);
      await expect(frameBalance(game)).toHaveText(euros(2_000 + played));
      await expect(refusal).toBeVisible();
      expect((await limitsOf(request, token)).limits.max_daily_bet).toBe(1);

      // The platform tells the player (socket, or the 5-second poll) and leads to the limits.
      const popup = page.getByRole('dialog', { name: 'Daily bet limit reached' });
      await expect(popup).toBeVisible({ timeout: 15_000 });
      await fullPageScreenshot(page, testInfo, 'daily-bet-limit-popup');
      await popup
        .getByRole('link', { name: 'View my limits' })
        .or(popup.getByRole('button', { name: 'View my limits' }))
        .click();
      await expect(page).toHaveURL(/\/en\/dashboard\/limits$/);

      // Raising it waits 24 hours as a request; the current limit stays.
      await field(page, 'Daily bet limit').fill('5');
      await expect(page.getByText('Higher: applies 24 hours after you save.')).toBeVisible();
      await page.getByRole('button', { name: 'Save limits' }).click();
      await expect(page.getByText(/^Waits 24 hours: Daily bet limit\./)).toBeVisible();
      const [pending] = await pendingOf(request, token);
      expect(pending).toMatchObject({ field: 'max_daily_bet', status: 'pending', response: 5 });
      const item = pendingList(page).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Daily bet limit');
      await expect(item).toContainText(shownTime(pending!.activated_at));
      await expect(page.getByTestId('max_daily_bet-current')).toHaveText('Current: €1.00');

      // Lowering is never locked, and it replaces the pending raise.
      await field(page, 'Daily bet limit').fill('0');
      await page.getByRole('button', { name: 'Save limits' }).click();
      await expect(page.getByTestId('max_daily_bet-current')).toHaveText('Current: €0.00');
      expect(await pendingOf(request, token)).toEqual([]);

      // The same page stands on its own at /{lang}/limits.
      await page.goto('/en/limits');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Limits and self-exclusion' }),
      ).toBeVisible();
      await expect(page.getByTestId('max_daily_bet-current')).toHaveText('Current: €0.00');
    });
  });

  test('a higher limit waits 24 hours as a request, deleted only after confirming', async ({
    page,
    request,
  }, testInfo) => {
    // A registration with its captcha, a staff login and an accessibility scan: a long test.
    test.slow();
    const player = await playerOnSite(page, request);
    await complianceDepositLimit(request, player.id);
    await page.goto('/en/dashboard/limits');
    await expect(page.getByTestId('max_daily_deposit-current')).toHaveText('Current: €100.00');
    await expect(pendingList(page).getByText('You have no pending requests.')).toBeVisible();

    // Only daily is filled: weekly and monthly are proposed (7 x and 31 x), and can be changed.
    await field(page, 'Daily deposit limit').fill('150');
    await expect(field(page, 'Weekly deposit limit')).toHaveValue('1050');
    await expect(field(page, 'Monthly deposit limit')).toHaveValue('4650');
    await expect(
      page.getByText('Proposed: 7 × your daily limit. You can change it.'),
    ).toBeVisible();
    await field(page, 'Monthly deposit limit').fill('5000');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(
      page.getByText('Applies now: Weekly deposit limit and Monthly deposit limit.'),
    ).toBeVisible();
    await expect(page.getByText(/^Waits 24 hours: Daily deposit limit\./)).toBeVisible();

    const [pending] = await pendingOf(request, player.token);
    expect(pending).toMatchObject({ field: 'max_daily_deposit', status: 'pending', response: 150 });
    const applies = shownTime(pending!.activated_at);
    const item = pendingList(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Daily deposit limit');
    await expect(item).toContainText('Pending');
    await expect(item.locator('dd').nth(0)).toHaveText('€150.00');
    await expect(item.locator('dd').nth(1)).toHaveText('€100.00');
    await expect(item.locator('dd').nth(3)).toHaveText(applies);
    // The limit itself stays until then; the field says what is coming.
    await expect(page.getByTestId('max_daily_deposit-current')).toHaveText('Current: €100.00');
    await expect(page.locator('.limit-field[data-field="max_daily_deposit"]')).toContainText(
      'Change to €150.00 waiting until',
    );
    await expect(page.getByTestId('max_weekly_deposit-current')).toHaveText('Current: €1,050.00');
    await expectNoSeriousA11yViolations(page);
    await fullPageScreenshot(page, testInfo, 'limits-pending');

    // Cancel keeps the request; confirming deletes it.
    await item.getByRole('button', { name: 'Delete request: Daily deposit limit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this request?' });
    await expect(dialog).toContainText(
      'Daily deposit limit will stay at €100.00 instead of changing to €150.00.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await pendingOf(request, player.token)).toHaveLength(1);

    await item.getByRole('button', { name: 'Delete request: Daily deposit limit' }).click();
    const deleted = page.waitForResponse(
      (r) =>
        r.url().includes(`/v1/me/statistics/${pending!.id}`) && r.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText('The request has been deleted.')).toBeVisible();
    await expect(pendingList(page).getByText('You have no pending requests.')).toBeVisible();
    expect(await pendingOf(request, player.token)).toEqual([]);
    expect((await limitsOf(request, player.token)).limits.max_daily_deposit).toBe(100);
  });

  test('a 1-day self-exclusion starts at once and a real game is refused until its end', async ({
    page,
    request,
  }) => {
    const player = await fundedPlayer(request, '20.00', 'self-exclusion');
    const token = await sessionOnSite(page, request, player.username, player.password);
    await page.goto('/en/dashboard/limits');

    const exclude = page.getByRole('button', { name: 'Self-exclude', exact: true });
    await page.getByLabel('Period').selectOption({ label: '1 day' });
    await expect(page.getByText(/^Ends on .+ UTC\.$/)).toBeVisible();
    await exclude.click();
    const dialog = page.getByRole('alertdialog', { name: /^Self-exclude until .+ UTC\?$/ });
    await expect(dialog).toContainText(
      'you will not be able to play for real money or deposit until',
    );
    await expect(dialog).toContainText(
      'You can still log in and see your account, and your balance stays yours',
    );
    await expect(dialog).toContainText('To ask for a change, contact our support team');
    await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    // Nothing is sent before the player confirms.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await limitsOf(request, token)).self_exclusion.until).toBeNull();

    await exclude.click();
    await dialog.getByRole('button', { name: 'Yes, self-exclude' }).click();
    await expect(page.getByText('Your self-exclusion has started.')).toBeVisible();
    const { self_exclusion } = await limitsOf(request, token);
    expect(self_exclusion.forever).toBe(false);
    const until = new Date(self_exclusion.until!);
    expect(Math.abs(until.getTime() - Date.now() - 86_400_000)).toBeLessThan(120_000);
    await expect(page.getByText(/^Your self-exclusion lasts until .+ UTC\.$/)).toContainText(
      shownTime(self_exclusion.until!),
    );

    // The game page says until when (its own long date format).
    const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      until,
    );
    await page.goto(gamePath(await firstSlot(request)));
    await expect(page.getByRole('alert')).toContainText(
      `Your player account is disabled until ${longDate}`,
    );
  });

  test('the limits page has no serious accessibility violations @mobile', async ({
    page,
    request,
  }) => {
    test.slow();
    await playerOnSite(page, request);
    await page.goto('/en/dashboard/limits');
    await expect(field(page, 'Daily bet limit')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // With errors shown and the self-exclusion dialog open.
    await field(page, 'Daily bet limit').fill('12.5');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(
      page.getByText('Use digits only: a whole amount without decimals or signs.'),
    ).toBeVisible();
    await page.getByLabel('Period').selectOption({ label: 'Permanently' });
    await page.getByRole('button', { name: 'Self-exclude', exact: true }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Self-exclude permanently?' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor without a session is sent to log in first', async ({ page }) => {
    await page.goto('/en/limits');
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  for (const language of ['en', 'cs']) {
    test(`screenshots at 375, 768 and 1440 px (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      const player = await playerOnSite(page, request);
      await complianceDepositLimit(request, player.id);
      const headers = { ...(await skinHeader(request)), 'user-token': player.token };
      const put = await request.put('/v1/me', {
        headers,
        data: { limits: { max_daily_bet: '50', max_daily_deposit: '250' } },
      });
      expect(put.status(), await put.text()).toBe(200);
      expect(await pendingOf(request, player.token)).toHaveLength(1);
      for (const width of [375, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${language}/dashboard/limits`);
        await expect(page.locator('.pending-request')).toHaveCount(1);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await fullPageScreenshot(page, testInfo, `limits-${language}-${width}`);
      }
    });
  }
});
