import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { apiLogin, registerActivePlayer, shot, skinHeader } from './accounts-support.ts';
import {
  cents,
  devAdminToken,
  firstSlot,
  frameBalance,
  frameSession,
  fundedPlayer,
  gamePath,
  storeSession,
  studioRounds,
} from './game-support.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';

/** What the platform holds of a player's money: the balance and the ledger's entries. */
async function money(request: APIRequestContext, playerId: number, token: string) {
  const balance = await request.get('/v1/me/balance', {
    headers: { ...(await skinHeader(request)), 'user-token': token },
  });
  expect(balance.status()).toBe(200);
  const ledger = await request.get(`/staff/v1/players/${playerId}/ledger`, {
    headers: { authorization: `Bearer ${await devAdminToken(request)}` },
  });
  expect(ledger.status(), await ledger.text()).toBe(200);
  const rounds = await request.get(`/staff/v1/players/${playerId}/rounds`, {
    headers: { authorization: `Bearer ${await devAdminToken(request)}` },
  });
  expect(rounds.status(), await rounds.text()).toBe(200);
  const b = ((await balance.json()) as { data: { total: number; bonus: number } }).data;
  return {
    total: b.total,
    bonus: b.bonus,
    ledgerEntries: ((await ledger.json()) as { meta: { total: number } }).meta.total,
    realRounds: ((await rounds.json()) as { meta: { total: number } }).meta.total,
  };
}

/** Plays one round of the slot in the frame; the round as the studio recorded it. */
async function spinOnce(page: Page, game: FrameLocator, session: string) {
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const before = cents(await frameBalance(game).textContent());
  const played = page.waitForResponse(
    (r) => r.url().endsWith('/studio/v1/rounds') && r.request().method() === 'POST',
  );
  await spin.click();
  expect((await played).status()).toBe(200);
  let round: { status: string; stake: number; win: number } | undefined;
  await expect
    .poll(async () => {
      round = (await studioRounds(page.request, session))[0];
      return round?.status;
    })
    .toBe('settled');
  expect(round!.stake).toBeGreaterThan(0);
  // The play money moved by exactly the round's net.
  await expect
    .poll(async () => cents(await frameBalance(game).textContent()))
    .toBe(before - round!.stake + round!.win);
}

test.describe('demo play for logged-in players', () => {
  // A new player (registration with its captcha) and rounds in the frame.
  test.slow();
  test('a player plays a tile in demo: play money only, the account untouched', async ({
    page,
    request,
  }, testInfo) => {
    const player = await fundedPlayer(request, '20.00', 'demo play');
    const token = await apiLogin(request, player.username, player.password);
    await storeSession(page, token);
    const before = await money(request, player.id, token);
    expect(before.total).toBe(20);

    const slot = await firstSlot(request);
    await page.goto('/en/casino');
    // The tile keeps the heart and offers the demo too; the real game stays the tile's link.
    const tile = page.getByRole('listitem').filter({ has: page.getByAltText(slot.name) });
    await expect(
      tile.getByRole('button', { name: `Mark ${slot.name} as favourite` }),
    ).toBeVisible();
    const launch = page.waitForResponse((r) => r.url().includes('/v1/casino/play/'));
    await tile.getByRole('button', { name: `Demo: play ${slot.name} for fun` }).click();
    await expect(page).toHaveURL(`${gamePath(slot)}?mode=demo`);
    const data = ((await (await launch).json()) as { data: Record<string, string> }).data;
    expect(data).toHaveProperty('play_for_fun');
    expect(data).not.toHaveProperty('play_for_real');

    const game = page.frameLocator('iframe');
    await expect(page.getByText('You are playing for fun with play money.')).toBeAttached();
    const session = await frameSession(page);
    await spinOnce(page, game, session);
    await spinOnce(page, game, session);
    await expectNoSeriousA11yViolations(page, '.game-shell');
    await shot(page, testInfo, 'demo-play-player');

    // Nothing of the player's money moved: balance, ledger and real rounds as before.
    expect(await money(request, player.id, token)).toEqual(before);

    // "Play for real money" starts the real game with the player's balance.
    const real = page.waitForResponse((r) => r.url().includes('/v1/casino/play/'));
    await page.getByRole('button', { name: 'Play for real money' }).click();
    expect(((await (await real).json()) as { data: object }).data).toHaveProperty('play_for_real');
    await expect(page).toHaveURL(gamePath(slot));
    await expect(frameBalance(page.frameLocator('iframe'))).toHaveText('€20.00', {
      timeout: 15_000,
    });
    // The page's bar shows no second balance: the frame's is the one.
    await expect(page.getByText('€20.00')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Demo: play ${slot.name} for fun` }),
    ).toBeVisible();
  });

  test('a player without money is offered play for fun instead of a refusal only', async ({
    page,
    request,
  }) => {
    const player = await registerActivePlayer(request);
    const token = await apiLogin(request, player.username, player.password);
    await storeSession(page, token);
    const before = await money(request, player.id, token);
    expect(before.total).toBe(0);

    const slot = await firstSlot(request);
    await page.goto(gamePath(slot));
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Your balance is too low to play this game.');
    await expect(refusal.getByRole('link', { name: 'Deposit now' })).toBeVisible();
    await refusal.getByRole('button', { name: 'Play for fun' }).click();
    await expect(page).toHaveURL(`${gamePath(slot)}?mode=demo`);
    const game = page.frameLocator('iframe');
    await spinOnce(page, game, await frameSession(page));
    expect(await money(request, player.id, token)).toEqual(before);
  });
});
