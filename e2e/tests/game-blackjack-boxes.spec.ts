import type { FrameLocator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { shot } from './accounts-support.ts';
import {
  catalogGame,
  cents,
  frameBalance,
  frameSession,
  gamePath,
  lastRound,
  standEverything,
  type RoundRow,
} from './game-support.ts';

/**
 * Blackjack with several boxes, as a guest in demo: three boxes are dealt for three times the
 * stake, every hand of every box is played in turn, the balance moves by the round's net, the
 * table is laid out per box at phone, tablet and desktop widths, and axe finds nothing serious.
 */

const SLUG = 'twenty-one-royale';

interface BoxesRound extends RoundRow {
  bet: { stake: number; boxes?: number };
  view: { hands: { box?: number }[]; boxes?: number };
}

/** Stands every hand: before each stand, the box being played is outlined and announced. */
const standEveryBox = (page: Page, game: FrameLocator) =>
  standEverything(page, game, async () => {
    await expect(game.locator('.bj-box--active')).toHaveCount(1);
    await expect(game.getByTestId('result')).toContainText(/^Box [1-3]/);
  });

test.describe('blackjack boxes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest deals three boxes for three stakes and every box is played and settled', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(gamePath(await catalogGame(request, SLUG)));
    const session = await frameSession(page);
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 20_000 });

    const boxes = game.getByRole('group', { name: 'Boxes' });
    await expect(boxes.getByRole('button')).toHaveText(['1', '2', '3']);
    await game.getByTestId('boxes-3').click();
    await expect(game.getByTestId('boxes-3')).toHaveAttribute('aria-pressed', 'true');
    await expect(game.getByTestId('total-bet')).toHaveText('Total bet €3.00');
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'blackjack-boxes-1440-bet');

    const balance = frameBalance(game);
    const before = cents(await balance.textContent());
    const dealt = page.waitForResponse(
      (r) => /\/studio\/v1\/rounds$/.test(r.url()) && r.request().method() === 'POST',
    );
    await game.getByTestId('play').click();
    await dealt;
    const opened = await lastRound<BoxesRound>(request, session);
    // The opening debit is the stake of each of the three boxes.
    expect(opened.bet).toEqual({ stake: 100, boxes: 3 });
    expect(opened.view.boxes).toBe(3);
    expect(opened.view.hands.map((h) => h.box)).toEqual([0, 1, 2]);
    if (opened.status === 'open') {
      expect(opened.stake).toBe(300);
      await expect(game.getByTestId('box')).toHaveCount(3);
      await expect(game.getByTestId('box')).toHaveText([/Box 1/, /Box 2/, /Box 3/]);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'blackjack-boxes-1440-open');
    }
    await standEveryBox(page, game);
    const round = await lastRound<BoxesRound>(request, session);
    expect(round.status).toBe('settled');
    // Standing and declining insurance add no stake: the round staked exactly 3 x 1.00.
    expect(round.stake).toBe(300);
    await expect
      .poll(async () => cents(await balance.textContent()))
      .toBe(before - 300 + round.win);
    await expect(game.getByTestId('box')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'blackjack-boxes-1440-settled');
  });

  for (const width of [375, 768]) {
    test(`three boxes fit ${width} px and stay accessible`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 1024 });
      await page.goto(gamePath(await catalogGame(request, SLUG)));
      const game = page.frameLocator('iframe');
      await expect(game.getByTestId('play')).toBeEnabled({ timeout: 20_000 });
      await game.getByTestId('boxes-3').click();
      await shot(page, testInfo, `blackjack-boxes-${width}-bet`);
      await game.getByTestId('play').click();
      await expect(game.getByTestId('box')).toHaveCount(3);
      // The three boxes sit side by side inside the frame, none cut off.
      const frameWidth = await game.locator('body').evaluate((b) => b.clientWidth);
      for (const box of await game.getByTestId('box').all()) {
        const rect = await box.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        expect(rect.left).toBeGreaterThanOrEqual(0);
        expect(rect.right).toBeLessThanOrEqual(frameWidth);
      }
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, `blackjack-boxes-${width}-open`);
      await standEveryBox(page, game);
      await expect(game.getByTestId('box')).toHaveCount(3);
      await shot(page, testInfo, `blackjack-boxes-${width}-settled`);
    });
  }
});
