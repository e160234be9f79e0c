import type { Page } from '@playwright/test';
import {
  expect,
  expectGameSet,
  expectNoSeriousA11yViolations,
  fullPageScreenshot,
  test,
} from './support.ts';

/** The catalog's names written without apostrophes, lower case: "Hold’em" reads "holdem". */
const plain = (name: string) => name.replace(/['’]/g, '').toLowerCase();

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search games' });
const otherLobbies = (page: Page) => page.getByRole('region', { name: 'Found in other lobbies' });

test.describe('search', () => {
  // Several searches, axe and a full-page screenshot per test.
  test.slow();

  test('"holdem" and "hold\'em" find the Hold’em tables here and in the other lobbies', async ({
    page,
    api,
  }, testInfo) => {
    const casino = (await api.games({ section_prefix: 'casino-' })).filter((g) =>
      plain(g.name).includes('holdem'),
    );
    const live = (await api.games({ section_prefix: 'liveCasino-' })).filter((g) =>
      plain(g.name).includes('holdem'),
    );
    // The demo catalog spells them with a typographic apostrophe.
    expect(casino.length).toBeGreaterThan(0);
    expect(live.length).toBeGreaterThan(0);
    expect([...casino, ...live].every((g) => g.name.includes('’'))).toBe(true);

    await page.goto('/en');
    for (const typed of ['holdem', "hold'em", 'HOLD´EM']) {
      await searchbox(page).fill(typed);
      await expectGameSet(
        page,
        casino.map((g) => g.name),
      );
      // The live casino's tables are offered too, each a link to its game page.
      const group = otherLobbies(page).getByRole('region', { name: 'Live casino' });
      for (const game of live) {
        await expect(
          group.getByRole('link', { name: `${game.name} ${game.provider.name}` }),
        ).toHaveAttribute('href', `/en/game/play/${game.provider_id}/${game.id}`);
      }
    }
    await expectNoSeriousA11yViolations(page, '.lobby');
    await fullPageScreenshot(page, testInfo, 'search-holdem');

    // "Show all" opens the other lobby's own search.
    await otherLobbies(page).getByRole('link', { name: 'Show all in Live casino' }).click();
    await expect(page).toHaveURL(/\/en\/live-casino\?q=/);
    const opened = new URL(page.url());
    expect(opened.pathname).toBe('/en/live-casino');
    expect(opened.searchParams.get('q')).toBe('hold´em');
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expectGameSet(
      page,
      live.map((g) => g.name),
    );
    await expect(page.getByRole('searchbox', { name: 'Search tables' })).toHaveValue('hold´em');
  });

  test('matches the words in any order, without their accents', async ({ page, api }) => {
    const casino = await api.games({ section_prefix: 'casino-' });
    const target = casino.find((g) => g.name.split(' ').length >= 3);
    if (!target) throw new Error('no game with a three-word name in the casino lobby');
    const [first, second] = target.name.split(' ') as [string, string];
    // "Dragon Jade" with an accent finds "Jade Dragon Ascent".
    const typed = `${second} ${first.replace(/a/, 'á').replace(/e/, 'é')}`;
    const expected = casino.filter((g) => {
      const words = plain(g.name).split(/\W+/);
      return [first, second].every((w) => words.some((x) => x.includes(w.toLowerCase())));
    });
    await page.goto('/en');
    await searchbox(page).fill(typed);
    await expectGameSet(
      page,
      expected.map((g) => g.name),
    );
    expect(expected.map((g) => g.id)).toContain(target.id);
  });

  test('a provider’s name offers the provider, in each lobby that has its games', async ({
    page,
    api,
  }) => {
    const providers = await api.get<{ id: number; code: string; name: string }[]>(
      'casino/providers',
      { is_visible: 1 },
    );
    // Every lobby; the chosen provider has games in this one (live casino) and another.
    const lobbies: [string, string, string][] = [
      ['Casino', '/en/casino', 'casino-'],
      ['Prime', '/en/prime', 'prime-'],
      ['Live casino', '/en/live-casino', 'liveCasino-'],
      ['Crash games', '/en/crash-games', 'crashGames-'],
      ['Others', '/en/others', 'others-,bingo-'],
      ['Virtual sports', '/en/virtual-sports', 'virtualSports-'],
    ];
    const everyLobby = await Promise.all(
      providers.map(async (provider) => ({
        provider,
        games: await Promise.all(
          lobbies.map(([, , prefix]) =>
            api.games({ section_prefix: prefix, provider_id: provider.id }),
          ),
        ),
      })),
    );
    const chosen = everyLobby.find(
      ({ games }) => games[2]!.length > 0 && games.filter((list) => list.length > 0).length >= 2,
    );
    if (!chosen) throw new Error('no provider with games in the live casino and another lobby');
    const { provider, games } = chosen;

    await page.goto('/en/live-casino');
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(provider.name.toUpperCase());
    const offer = page.getByRole('region', { name: 'Providers' });
    const links = offer.getByRole('list', { name: provider.name }).getByRole('link');
    const expected = lobbies
      .map(([label], i) => ({ label, count: games[i]!.length }))
      .filter((l) => l.count > 0);
    await expect(links).toHaveCount(expected.length);
    // This lobby first, then the others in the menu's order.
    await expect(links.first()).toHaveText(/^Live casino/);
    const target = expected.find((l) => l.label !== 'Live casino')!;
    const link = offer.getByRole('link', {
      name: `${target.label} ${target.count} ${target.count === 1 ? 'game' : 'games'}`,
      exact: true,
    });
    await link.click();
    const [, path, prefix] = lobbies.find(([label]) => label === target.label)!;
    await expect(page).toHaveURL(`${path}?provider=${provider.code}`);
    await expectGameSet(
      page,
      games[lobbies.findIndex(([, , p]) => p === prefix)]!.map((g) => g.name),
    );
    await expect(page.getByLabel('Provider', { exact: true })).toHaveValue(provider.code);
  });
});
