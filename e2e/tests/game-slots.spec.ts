import type { FrameLocator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { shot, skinHeader } from './accounts-support.ts';
import {
  catalogGame,
  euros,
  expectFrameBalance,
  gamePath,
  openDemoGame,
  openRealGame,
  studioRounds,
  type RoundRow,
} from './game-support.ts';

const SLUG = 'orchard-of-fortune';

interface SlotRound extends RoundRow {
  bet: { lineBet: number };
  view: { spins: { grid: string[][] }[]; win: number };
}

/** Spins once and waits for the reels (and any free spins) to finish. */
async function spinOnce(game: Pick<FrameLocator, 'getByTestId'>) {
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('play').click();
  // Free spins play inside the round: skip them so the test does not wait for every spin.
  const settled = game.getByTestId('result').filter({ hasText: '€' });
  const skip = game.getByTestId('skip');
  await expect(settled.or(skip).first()).toBeVisible({ timeout: 15_000 });
  // The skip button may go away on its own just before the click: that is fine.
  if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(settled).toBeVisible({ timeout: 40_000 });
  await expect(game.getByTestId('play')).toBeVisible();
}

test.describe('slots', () => {
  test('a player spins a real round: the balance moves by win - stake and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const { session, game } = await openRealGame(page, request, SLUG, 'slots');
    // 20 lines at the smallest bet per line.
    await expect(game.getByTestId('total-stake')).toHaveText('€0.20');
    await shot(page, testInfo, 'slots-ready');

    await spinOnce(game);
    // The round's record may land a moment after the reels stop: wait until it is settled.
    await expect
      .poll(async () => (await studioRounds<SlotRound>(request, session))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('settled');
    const [round] = await studioRounds<SlotRound>(request, session);
    expect(round?.stake).toBe(20);
    expect(round?.bet).toEqual({ lineBet: 1 });
    expect(round?.view.spins[0]?.grid).toHaveLength(5);
    expect(round?.win).toBe(round?.view.win);
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expectFrameBalance(game, 10_000 + net);
    await expect(game.getByTestId('result')).toContainText(euros(round?.win ?? 0));
    await shot(page, testInfo, 'slots-settled');

    // A second spin at a higher line bet: the total follows the lines.
    await game.getByRole('button', { name: /raise stake/i }).click();
    await expect(game.getByTestId('total-stake')).toHaveText('€0.40');
    await spinOnce(game);
    // The first round's result stays on screen until the second one lands: wait for its record.
    await expect
      .poll(async () => (await studioRounds<SlotRound>(request, session)).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const list = await studioRounds<SlotRound>(request, session);
    expect(list).toHaveLength(2);
    expect(list[0]?.stake).toBe(40);
    const total = list.reduce((a, r) => a + r.win - r.stake, 0);
    await expectFrameBalance(game, 10_000 + total);

    // The frame's own history lists the rounds.
    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText('€0.40');
    await expect(game.getByRole('dialog')).toContainText('€0.20');
  });

  test('a guest spins a demo round with play money', async ({ page, request }) => {
    const { session, game, before } = await openDemoGame(page, request, SLUG);
    await spinOnce(game);
    const [round] = await studioRounds<SlotRound>(request, session);
    expect(round?.status).toBe('settled');
    const net = (round?.win ?? 0) - (round?.stake ?? 0);
    await expectFrameBalance(game, before + net);
    await expect(game.getByTestId('result')).toContainText(euros(round?.win ?? 0));
  });

  test('the reels fit a phone and spin @mobile', async ({ page, request }, testInfo) => {
    const slot = await catalogGame(request, SLUG);
    await page.goto(gamePath(slot));
    const game = page.frameLocator('iframe');
    await spinOnce(game);
    const window = await game.locator('.slots__window').boundingBox();
    const viewport = page.viewportSize();
    expect(window && viewport && window.x + window.width <= viewport.width).toBeTruthy();
    await shot(page, testInfo, 'slots-mobile');
  });

  test('the frame alone passes axe after a spin, and a scratch card plays from the keyboard', async ({
    page,
    request,
  }) => {
    // The frame without the site around it: only this game's UI is judged.
    const launch = async (slug: string) => {
      const g = await catalogGame(request, slug);
      const res = await request.post(`/v1/casino/play/${g.provider.code}`, {
        headers: await skinHeader(request),
        data: {
          is_demo: 1,
          game_id: g.id,
          provider_id: g.provider_id,
          user_language: 'en',
          user_currency: 'EUR',
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: { play_for_fun: string } }).data.play_for_fun;
    };
    await page.goto(await launch(SLUG));
    await spinOnce(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto(await launch('golden-ticket-scratch'));
    await page.getByTestId('play').click();
    await expect(page.getByTestId('reveal-all')).toBeVisible();
    await page.getByTestId('cell-0').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cell-0')).toHaveAccessibleName(/€/);
    await page.getByTestId('reveal-all').click();
    await expect(page.getByTestId('result')).toContainText('€');
    await expect(page.getByTestId('play')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
