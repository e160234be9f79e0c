import type { FrameLocator } from '@playwright/test';
import { expect, test } from './support.ts';
import { shot } from './accounts-support.ts';
import {
  catalogGame,
  euros,
  expectFrameBalance,
  gamePath,
  lastRound,
  openDemoGame,
  openRealGame,
  type RoundRow,
} from './game-support.ts';

interface CrashRound extends RoundRow {
  view: { status: string; crashPoint?: number; cashedAt?: number | null };
}

/**
 * Launches a flight and cashes out as soon as the button shows; the flight may also crash first
 * (about 3 % crash at once). Waits for the settled result either way.
 */
async function flyAndCashOut(game: FrameLocator) {
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('play').click();
  const cashout = game.getByTestId('cashout');
  const result = game.getByTestId('result');
  await expect(cashout.or(result.filter({ hasText: /Crashed|Cashed out/ })).first()).toBeVisible();
  if (await cashout.isVisible()) await cashout.click().catch(() => undefined);
  await expect(result).toContainText(/Crashed at|Cashed out at/, { timeout: 15_000 });
}

test.describe('crash', () => {
  test('a player flies a real round: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const { session, game } = await openRealGame(page, request, 'orbit-breaker', 'crash');

    await flyAndCashOut(game);
    const round = await lastRound<CrashRound>(request, session);
    expect(round.status).toBe('settled');
    const stake = round.stake;
    const win = round.win;
    expect(stake).toBeGreaterThan(0);
    if (round.view.status === 'cashed') {
      // Paid at the multiplier of the cash-out, which the crash point had not passed.
      expect(win).toBe(Math.floor((stake * (round.view.cashedAt ?? 0)) / 100));
      expect(round.view.cashedAt ?? 0).toBeLessThanOrEqual(round.view.crashPoint ?? 0);
      await expect(game.getByTestId('result')).toContainText(euros(win));
    } else {
      expect(win).toBe(0);
    }
    await expectFrameBalance(game, 10_000 - stake + win);
    await shot(page, testInfo, 'crash-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(euros(stake));
  });

  test('a guest flies a demo round with an auto cash-out', async ({ page, request }) => {
    const { session, game, before } = await openDemoGame(page, request, 'turbo-falcon');
    await game.getByLabel('Auto cash-out', { exact: true }).check();
    await game.getByTestId('auto-cashout').fill('1.10');
    await game.getByTestId('play').click();
    // The server pays the auto cash-out when the flight reaches 1.10x (about 1.6 s), or it crashes.
    await expect(game.getByTestId('result')).toContainText(/Crashed at|Cashed out at 1\.10/, {
      timeout: 15_000,
    });
    const round = await lastRound<CrashRound>(request, session);
    expect(round.status).toBe('settled');
    if (round.view.status === 'cashed') expect(round.view.cashedAt).toBe(110);
    const net = round.win - round.stake;
    await expectFrameBalance(game, before + net);
  });

  test('the rocket flies on a phone with a live cash-out button @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const crash = await catalogGame(request, 'comet-chaser');
    await page.goto(gamePath(crash));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('play').click();
    await expect(
      game
        .getByTestId('cashout')
        .or(game.getByText(/Crashed at/))
        .first(),
    ).toBeVisible();
    await shot(page, testInfo, 'crash-mobile-flying');
    await flyAndCashOutIfOpen(game);
    await shot(page, testInfo, 'crash-mobile-settled');
  });
});

async function flyAndCashOutIfOpen(game: FrameLocator) {
  const cashout = game.getByTestId('cashout');
  if (await cashout.isVisible()) await cashout.click().catch(() => undefined);
  await expect(game.getByTestId('result')).toContainText(/Crashed at|Cashed out at/, {
    timeout: 15_000,
  });
}
