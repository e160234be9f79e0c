import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { shot } from './accounts-support.ts';
import { catalogGame, devAdminToken, frameBalance, openRealGame } from './game-support.ts';

// A title of the Jackpots section that no other spec plays (its jackpot here drops at once).
const SLUG = 'coral-reef-riches';

test.describe('progressive jackpots', () => {
  test('a jackpot win shown', async ({ page, request }, testInfo) => {
    // A jackpot of this title that drops on the first spin: seeded at €1.00, it must drop by
    // €1.01, and 20 % of a €0.20 stake (4 cents) reaches it.
    const game = await catalogGame(request, SLUG);
    const token = await devAdminToken(request);
    const created = await request.post('/staff/v1/jackpots', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        slug: `e2e-quick-${Date.now().toString(36)}`,
        name: 'E2E Quick Drop',
        group_name: 'e2e',
        currency: 'EUR',
        rate_bp: 2_000,
        seed: 100,
        must_drop_by: 101,
        game_ids: [game.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const { game: frame } = await openRealGame(page, request, SLUG, 'jackpot win');
    const strip = page.getByRole('region', { name: 'Progressive jackpots' });
    await expect(strip.getByText('E2E Quick Drop')).toBeVisible();
    await expect(strip.getByText('€1.00', { exact: true })).toBeVisible();
    await expect(strip.getByText(/Jackpot contribution: 21\.00%/)).toBeVisible();

    await expect(frame.getByTestId('play')).toBeEnabled({ timeout: 15_000 });
    await frame.getByTestId('play').click();

    // The win: the game page says so, and the money is in the balance.
    const won = 'You won the E2E Quick Drop: €1.01!';
    await expect(strip.locator('.jackpots__win')).toHaveText(won, { timeout: 15_000 });
    // Announced once, politely (the pots' every move is not).
    await expect(strip.getByRole('status')).toHaveText(won);
    await shot(page, testInfo, 'jackpot-win');
    await expectNoSeriousA11yViolations(page, '.jackpots');
    // 100.00 - 0.20 stake + the slot's own win + 1.01: at least 100.81 shown by the frame.
    await expect
      .poll(async () => Number((await frameBalance(frame).textContent())?.replace(/[^\d.]/g, '')), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(100.81);
  });
});
