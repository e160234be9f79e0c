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

interface RouletteRound extends RoundRow {
  bet: { bets: { type: string; stake: number }[] };
  view: { pocket: number };
}

/** Puts one chip on red and one on the straight 17, spins and waits for the announced result. */
async function spinRedAnd17(game: FrameLocator) {
  await expect(game.getByTestId('bet-red')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('bet-red').click();
  await game.getByTestId('bet-straight-17').click();
  await expect(game.getByTestId('play')).toBeEnabled();
  await game.getByTestId('play').click();
  // The wheel turns for a few seconds; the result is announced when the ball settles.
  await expect(game.getByTestId('result')).toContainText(/Win|No win/, { timeout: 15_000 });
}

test.describe('roulette', () => {
  test('a player spins a real round with two bets: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const { session, game } = await openRealGame(
      page,
      request,
      'velvet-european-roulette',
      'roulette',
    );

    await spinRedAnd17(game);
    const round = await lastRound<RouletteRound>(request, session);
    expect(round.status).toBe('settled');
    expect(round.bet.bets.map((b) => b.type).sort()).toEqual(['red', 'straight']);
    const stake = round.stake;
    const win = round.win;
    expect(stake).toBe(2 * (round.bet.bets[0]?.stake ?? 0));
    // The pocket decides the win: red pays 2x, 17 (black) pays 36x.
    const pocket = round.view.pocket ?? -1;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      pocket,
    );
    expect(win).toBe((red ? 2 : 0) * (stake / 2) + (pocket === 17 ? 36 : 0) * (stake / 2));
    await expectFrameBalance(game, 10_000 - stake + win);
    if (win > 0) await expect(game.getByTestId('result')).toContainText(euros(win));
    await shot(page, testInfo, 'roulette-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(euros(stake));
  });

  test('a guest spins a demo round with play money', async ({ page, request }) => {
    const { session, game, before } = await openDemoGame(page, request, 'riviera-french-roulette');
    await spinRedAnd17(game);
    const round = await lastRound<RouletteRound>(request, session);
    expect(round.status).toBe('settled');
    const net = round.win - round.stake;
    await expectFrameBalance(game, before + net);
  });

  test('the layout stands up on a phone and a spin shows the wheel @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const roulette = await catalogGame(request, 'velvet-european-roulette');
    await page.goto(gamePath(roulette));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('bet-red')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('bet-black').click();
    await game.getByTestId('play').click();
    await expect(game.getByTestId('result')).toContainText(/spinning/i);
    await shot(page, testInfo, 'roulette-mobile-spinning');
    await expect(game.getByTestId('result')).toContainText(/Win|No win/, { timeout: 15_000 });
    await shot(page, testInfo, 'roulette-mobile-settled');
  });
});
