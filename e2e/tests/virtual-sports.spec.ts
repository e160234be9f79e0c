/**
 * Virtual sports: the lobby lists its titles, and a player with money bets on a scheduled race
 * in the game frame and sees the bet settled when the race has run (the e2e server schedules an
 * event every VIRTUAL_SPORTS_INTERVAL_SECONDS=20 seconds, see playwright.config.ts).
 */
import { expect, expectGameSet, test } from './support.ts';
import { shot, skinHeader, storedToken } from './accounts-support.ts';
import { euros, expectFrameBalance, openDemoGame, openRealGame } from './game-support.ts';

interface BetRow {
  id: string;
  status: 'open' | 'won' | 'lost';
  stake: number;
  win: number | null;
  odds: number;
}

test.describe('virtual sports', () => {
  test('the lobby lists the virtual sports titles', async ({ page }) => {
    await page.goto('/en/virtual-sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible();
    await expectGameSet(page, ['Virtual Derby', 'Virtual Football League', 'Virtual Sports Arena']);
  });

  test('a guest watches the events at 375 px: demo takes no bets, nothing overflows', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { game } = await openDemoGame(page, request, 'virtual-sports-arena');
    await expect(game.getByTestId(/^vs-event-/).first()).toBeVisible({ timeout: 15_000 });
    await expect(game.getByText(/for real money only/)).toBeVisible();
    await expect(game.getByTestId('vs-place')).toHaveCount(0);
    const frame = page.frames().find((f) => f.url().includes('/studio/frame/'))!;
    const overflow = await frame.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, testInfo, 'virtual-sports-375');
  });

  test('a player bets on a race and sees the bet settled', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const { session, game } = await openRealGame(page, request, 'virtual-derby', 'virtual race');

    // The race furthest away (the nearest may start while we click).
    const card = game.getByTestId('vs-event-race').last();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('vs-countdown')).toContainText('Starts in');
    await card.getByTestId('vs-sel-1').click();
    await expect(game.getByTestId('vs-potential')).not.toHaveText('–');
    await game.getByTestId('vs-place').click();
    await expect(game.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
    await expect(game.getByTestId('vs-bet-open')).toHaveCount(1);
    // The frame's bar and the platform's balance follow the bet (it is not a round of the shell).
    const placed = await request.get('/studio/v1/virtual/bets', {
      headers: { 'studio-session': session },
    });
    const stake = ((await placed.json()).data as { bets: BetRow[] }).bets[0]!.stake;
    await expectFrameBalance(game, 10_000 - stake);
    await expect
      .poll(async () => {
        const res = await request.get('/v1/me/balance', {
          headers: { ...(await skinHeader(request)), 'user-token': (await storedToken(page))! },
        });
        return Math.round(((await res.json()) as { data: { total: number } }).data.total * 100);
      })
      .toBe(10_000 - stake);
    await shot(page, testInfo, 'virtual-race-bet');

    // The race runs and the bet is settled through the wallet: won or lost, never open.
    await expect(game.getByTestId('vs-bet-open')).toHaveCount(0, { timeout: 120_000 });
    const res = await request.get('/studio/v1/virtual/bets', {
      headers: { 'studio-session': session },
    });
    const { bets, balance } = (await res.json()).data as { bets: BetRow[]; balance: number };
    expect(bets).toHaveLength(1);
    const bet = bets[0]!;
    expect(['won', 'lost']).toContain(bet.status);
    expect(bet.win).toBe(bet.status === 'won' ? Math.floor((bet.stake * bet.odds) / 100) : 0);
    expect(balance).toBe(10_000 - bet.stake + (bet.win ?? 0));
    await expect(game.getByTestId(`vs-bet-${bet.status}`)).toBeVisible();
    if (bet.status === 'won')
      await expect(game.getByText(`Won ${euros(bet.win ?? 0)}`)).toBeVisible();
    await shot(page, testInfo, 'virtual-race-settled');
  });
});
