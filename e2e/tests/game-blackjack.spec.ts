import type { FrameLocator, Page } from '@playwright/test';
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
  standEverything,
} from './game-support.ts';

/** Deals one round and stands on every decision (declining insurance) until it settles. */
async function playOneRound(page: Page, game: FrameLocator) {
  await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
  const dealt = page.waitForResponse(
    (r) => /\/studio\/v1\/rounds$/.test(r.url()) && r.request().method() === 'POST',
  );
  await game.getByTestId('play').click();
  await dealt;
  await standEverything(page, game);
}

test.describe('blackjack', () => {
  // A round takes several answers and the dealer's reveal animation: more than one spin.
  test.describe.configure({ timeout: 90_000 });

  test('a player plays a real round: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const { session, game } = await openRealGame(page, request, 'twenty-one-royale', 'blackjack');
    await shot(page, testInfo, 'blackjack-ready');

    await playOneRound(page, game);
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    expect(round.stake).toBeGreaterThanOrEqual(100);
    const net = round.win - round.stake;
    await expectFrameBalance(game, 10_000 + net);
    await expect(game.getByTestId('result')).toContainText(euros(round.win));
    await shot(page, testInfo, 'blackjack-settled');

    // The frame's own history lists the round.
    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog', { name: /history/i })).toContainText(euros(round.stake));
  });

  test('a guest plays a demo round with play money', async ({ page, request }) => {
    const { session, game, before } = await openDemoGame(page, request, 'twenty-one-royale');
    await playOneRound(page, game);
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    const net = round.win - round.stake;
    await expectFrameBalance(game, before + net);
  });

  test('the table fits a phone and shows the actions of an open round @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const bj = await catalogGame(request, 'twenty-one-royale');
    await page.goto(gamePath(bj));
    const game = page.frameLocator('iframe');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('play').click();
    // Open: "Your move..."; a natural or a dealer blackjack: the settled summary.
    await expect(game.getByTestId('result')).not.toBeEmpty();
    await shot(page, testInfo, 'blackjack-mobile');
  });
});
