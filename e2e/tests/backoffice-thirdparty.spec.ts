/**
 * The console's screens for third-party games: the held-wins queue, the jackpots and the Hub88
 * catalog import on the providers screen. Each is opened by a member of a role that works on it,
 * loads without a message key or an error, passes axe (nothing serious) and is photographed
 * (SHOTS_DIR, else e2e/.artifacts/screens/), at 1440 px and at 375 px.
 *
 * The held-wins Pay flow itself is covered by the console's component test
 * (apps/backoffice/src/thirdparty/held-wins.test.tsx): the development seed has no `/wallet/v1`
 * provider with a capped game, and the embedded database cannot be reached from here, so a held
 * win cannot be made through the dev server; this spec checks the queue's list and empty state.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support.ts';
import { consoleSession, staffApi, staffMember, type StaffRole } from './backoffice-support.ts';

const shotPath = (testInfo: TestInfo, name: string) =>
  path.resolve(
    process.env.SHOTS_DIR ?? path.resolve(testInfo.project.testDir, '../.artifacts/screens'),
    `thirdparty-${name}.png`,
  );

/** Text nodes that look like a message key shown in place of a text (`held_wins.title`). */
async function keysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!/^[a-z_0-9]+(\.[a-z0-9_]+)+$/.test(text)) continue;
      if (node.parentElement?.closest('code, pre, script, style')) continue;
      found.push(text);
    }
    return found;
  });
}

async function openAs(page: Page, request: Parameters<typeof staffMember>[0], role: StaffRole) {
  const member = await staffMember(request, role);
  await consoleSession(page, request, member.token);
  return member;
}

/** Opens a screen, waits for its data, checks it and photographs it. */
async function checkScreen(page: Page, route: string, heading: string) {
  await page.goto(`/backoffice${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.locator('.state--error')).toHaveCount(0);
  expect(await keysShown(page), `${route}: message keys shown`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: shotPath(testInfo, name), fullPage: true, animations: 'disabled' });

test.describe('back office: third-party games', () => {
  test('finance: the held-wins queue and the jackpots, in the menu and on screen', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const finance = await openAs(page, request, 'finance');
    await page.goto('/backoffice/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /^Held wins/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Jackpots' })).toBeVisible();

    // The queue as the server has it: the count line says what the API answers.
    const api = await staffApi(request, finance.token, 'get', 'held-wins?status=pending');
    expect(api.status()).toBe(200);
    const waiting = ((await api.json()) as { meta: { total: number } }).meta.total;
    await menu.getByRole('link', { name: /^Held wins/ }).click();
    await checkScreen(page, '/queues/held-wins', 'Held wins');
    await expect(page.getByRole('status').filter({ hasText: /waiting/ })).toHaveText(
      waiting === 1 ? '1 win waiting' : `${waiting} wins waiting`,
    );
    if (waiting === 0) {
      await expect(page.getByText('No win is waiting for a review.')).toBeVisible();
    }
    await shoot(page, testInfo, 'held-wins');

    // Every status: the filter is a search landmark with a labelled select.
    const filters = page.getByRole('search', { name: 'Filter held wins' });
    await filters.getByLabel('Status').selectOption({ label: 'All' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: /held win/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The seeded jackpots, each with its settings, pot and drops.
    await checkScreen(page, '/jackpots', 'Jackpots');
    const cards = page.locator('article.jackpot');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    for (const term of ['Group', 'Currency', 'Rate', 'Seed', 'Must drop by', 'Current pot']) {
      await expect(first.getByRole('term').filter({ hasText: term })).toHaveCount(1);
    }
    await expect(first.getByRole('heading', { level: 3, name: 'Last drops' })).toBeVisible();
    await shoot(page, testInfo, 'jackpots');
  });

  test('admin: the providers screen imports the Hub88 catalog and shows the counts', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'admin');
    await checkScreen(page, '/casino/providers', 'Providers');
    await page.getByRole('button', { name: 'Import Hub88 catalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import the Hub88 catalog?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/staff/v1/providers/hub88/import') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Import Hub88 catalog' }).click();
    const res = await answer;
    expect(res.status(), await res.text()).toBe(200);
    const counts = ((await res.json()) as { data: Record<string, number> }).data;
    await expect(dialog).toBeHidden();
    const result = page.getByRole('status').filter({ hasText: 'Last Hub88 import' });
    await expect(result).toBeVisible();
    const keys = ['created', 'updated', 'disabled'] as const;
    await expect(result.getByRole('term')).toHaveText(['New', 'Updated', 'Disabled']);
    await expect(result.getByRole('definition')).toHaveText(keys.map((k) => String(counts[k])));
    // The seed imported the fake aggregator's titles already: a second import adds none.
    expect(counts.created).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'providers-import');
  });

  test("content: a third-party game's stated RTP, volatility and maximum win", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'content');
    await checkScreen(page, '/casino/games', 'Games');
    await page.getByLabel('Name or slug').fill('Fjord Fortune');
    await page.getByLabel('Name or slug').press('Enter');
    await page.getByRole('button', { name: 'Edit Fjord Fortune' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Fjord Fortune' });
    await expect(dialog.getByText(/Stated by the provider \(game code nwg_/)).toBeVisible();
    const rtp = dialog.getByLabel('RTP in % (e.g. 96.12)');
    const before = await rtp.inputValue();
    await rtp.fill('150');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await rtp.fill('95.50');
    await dialog.getByLabel('Maximum win, as a multiple of the round’s stakes').fill('2500');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'game-stated');
    const saved = page.waitForResponse(
      (r) => /\/staff\/v1\/casino\/games\/\d+$/.test(r.url()) && r.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const res = await saved;
    expect(res.status(), await res.text()).toBe(200);
    const game = ((await res.json()) as { data: { id: number; rtp_bp: number } }).data;
    expect(game).toMatchObject({ rtp_bp: 9_550, max_win_multiplier: 2_500 });
    await expect(dialog).toBeHidden();
    // Back as it was, for the lobby's specs.
    const member = await staffMember(request, 'content');
    const restore = await request.patch(`/staff/v1/casino/games/${game.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { rtp_bp: Math.round(Number(before) * 100), max_win_multiplier: null },
    });
    expect(restore.status()).toBe(200);
  });

  test('content: the providers screen without the import (admin only)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'content');
    await checkScreen(page, '/casino/providers', 'Providers');
    await expect(page.getByRole('button', { name: 'Import Hub88 catalog' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /^Held wins/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Jackpots' })).toHaveCount(0);
  });
});

test.describe('back office: third-party screens on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('admin at 375 px: held wins and jackpots', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'admin');
    for (const [route, heading, name] of [
      ['/queues/held-wins', 'Held wins', 'held-wins-375'],
      ['/jackpots', 'Jackpots', 'jackpots-375'],
    ] as const) {
      // The console's shell keeps its 240 px sidebar at every width (styles/app.css): what is
      // checked here is that the screens load, read and pass axe on a phone.
      await checkScreen(page, route, heading);
      await shoot(page, testInfo, name);
    }
  });
});
