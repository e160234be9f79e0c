import type { FrameLocator } from '@playwright/test';
import { expect, test } from './support.ts';
import { shot } from './accounts-support.ts';
import {
  euros,
  expectFrameBalance,
  lastRound,
  openDemoGame,
  openRealGame,
} from './game-support.ts';

/** Puts the smallest chip on Banker and Player pair, deals, and waits for the last card. */
async function playOneHand(game: FrameLocator) {
  await expect(game.getByTestId('spot-banker')).toBeEnabled({ timeout: 15_000 });
  await game.getByTestId('spot-banker').click();
  await game.getByTestId('spot-playerPair').click();
  await game.getByTestId('play').click();
  // The cards are dealt and turned before the result (with the win) is announced.
  await expect(game.getByTestId('result')).toContainText('€', { timeout: 20_000 });
}

test.describe('baccarat', () => {
  test('a player plays a real hand: the balance moves by its net and the round is in the history', async ({
    page,
    request,
  }, testInfo) => {
    const { session, game } = await openRealGame(page, request, 'punto-banco-salon', 'baccarat');

    await playOneHand(game);
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    // The minimum chip (1.00) on two spots.
    expect(round.stake).toBe(200);
    await expectFrameBalance(game, 10_000 - round.stake + round.win);
    await expect(game.getByTestId('result')).toContainText(euros(round.win));
    await shot(page, testInfo, 'baccarat-settled');

    await game.getByRole('button', { name: /history/i }).click();
    await expect(game.getByRole('dialog')).toContainText(euros(round.stake));
  });

  test('a guest plays a demo hand of dragon tiger with play money', async ({ page, request }) => {
    const { session, game, before } = await openDemoGame(page, request, 'dragon-tiger-clash');
    await expect(game.getByTestId('spot-dragon')).toBeEnabled({ timeout: 15_000 });
    await game.getByTestId('spot-dragon').click();
    await game.getByTestId('play').click();
    await expect(game.getByTestId('result')).toContainText('€', { timeout: 20_000 });
    const round = await lastRound(request, session);
    expect(round.status).toBe('settled');
    await expectFrameBalance(game, before - round.stake + round.win);
  });
});
