import type { Route } from '@playwright/test';
import {
  expect,
  expectGameSet,
  expectGames,
  gameTiles,
  test,
  type Game,
  type SkinApi,
} from './support.ts';

const TOO_SHORT = 'You must enter at least three characters';
const NO_GAMES = 'No game with these criteria';

/**
 * A word of a real game name that matches some but not all games of the list (the one that
 * matches most, so the filter is visible), and the games it matches, case-insensitively.
 */
function searchFragment(games: Game[]): { fragment: string; matches: Game[] } {
  let best: { fragment: string; matches: Game[] } | null = null;
  const words = new Set(
    games.flatMap((g) => g.name.split(/[^A-Za-z]+/)).filter((w) => w.length >= 4),
  );
  for (const word of [...words].sort()) {
    const matches = games.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    if (matches.length < games.length && (!best || matches.length > best.matches.length)) {
      best = { fragment: word, matches };
    }
  }
  if (!best) throw new Error('no search fragment in the demo catalog');
  return best;
}

test.describe('lobby search', () => {
  test('follows the three-character rule, filters case-insensitively and resets', async ({
    page,
    api,
  }) => {
    const games = await api.games({ section_prefix: 'casino-' });
    const { fragment, matches } = searchFragment(games);
    await page.goto('/en');
    await expectGames(
      page,
      games.map((g) => g.name),
    );
    const search = page.getByRole('searchbox', { name: 'Search games' });

    // 1 or 2 characters: a warning, the grid and the address stay as they are.
    for (const short of [fragment.slice(0, 1), fragment.slice(0, 2)]) {
      await search.fill(short);
      await expect(page.getByRole('alert')).toHaveText(TOO_SHORT);
      await expect(search).toHaveAttribute('aria-invalid', 'true');
      await expect(gameTiles(page)).toHaveCount(games.length);
      expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    }

    // 3 or more: the games whose name holds the fragment, whatever its case.
    await search.fill(fragment.toUpperCase());
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectGameSet(
      page,
      matches.map((g) => g.name),
    );
    await expect(page).toHaveURL(new RegExp(`[?&]q=${fragment.toLowerCase()}`));
    await expect(page.getByRole('status').filter({ hasText: 'for “' })).toHaveText(
      `${matches.length} ${matches.length === 1 ? 'game' : 'games'} for “${fragment.toLowerCase()}”`,
    );

    await search.fill('zzqxw');
    await expect(page.getByText(NO_GAMES)).toBeVisible();
    await expect(gameTiles(page)).toHaveCount(0);

    // Clearing the field returns to the whole lobby.
    await search.clear();
    await expectGames(
      page,
      games.map((g) => g.name),
    );
    await expect(page.getByText(NO_GAMES)).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  });
});

const CATALOG_SIZE = 130;

/** A realistic catalog of 130 games: the platform's own games, repeated with unique ids. */
async function bigCatalog(api: SkinApi): Promise<Game[]> {
  const prefixes = ['casino-', 'prime-', 'liveCasino-', 'crashGames-', 'others-', 'bingo-'];
  const lists = await Promise.all(prefixes.map((p) => api.games({ section_prefix: p })));
  const real = [...new Map(lists.flat().map((g) => [g.id, g])).values()];
  return Array.from({ length: CATALOG_SIZE }, (_, i) => {
    const game = real[i % real.length] as Game;
    return { ...game, id: 10_000 + i, rank: i + 1 };
  });
}

test.describe('lobby load more', () => {
  test('shows 48 games, then 50 more per click, until all 130 are shown', async ({ page, api }) => {
    const catalog = await bigCatalog(api);
    const pageSizes: number[] = [];
    await page.route('**/v1/casino/games**', async (route: Route) => {
      const url = new URL(route.request().url());
      const perPage = Number(url.searchParams.get('per_page') ?? 48);
      const current = Number(url.searchParams.get('page') ?? 1);
      pageSizes.push(perPage);
      await route.fulfill({
        json: {
          data: catalog.slice((current - 1) * perPage, current * perPage),
          meta: {
            current_page: current,
            per_page: perPage,
            total: catalog.length,
            last_page: Math.ceil(catalog.length / perPage),
          },
        },
      });
    });

    // The first 48 travel inside the page itself (the server's bootstrap data): the same catalog.
    await page.route('**/en/casino', async (route: Route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html',
        body: html.replace(
          /(<script id="croupier-bootstrap" type="application\/json">)(.*?)(<\/script>)/,
          (_all, open: string, json: string, close: string) => {
            const data = JSON.parse(json) as { lobby: { games: unknown } };
            data.lobby.games = { games: catalog.slice(0, 48), total: catalog.length };
            return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
          },
        ),
      });
    });

    await page.goto('/en/casino');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect(gameTiles(page)).toHaveCount(48);
    await expect(page.getByText('Showing 48 of 130')).toBeVisible();

    await loadMore.click();
    await expect(gameTiles(page)).toHaveCount(98);
    await expect(page.getByText('Showing 98 of 130')).toBeVisible();
    // The grid keeps its order: the first 98 of the catalog.
    await expectGames(
      page,
      catalog.slice(0, 98).map((g) => g.name),
    );

    await loadMore.click();
    await expect(gameTiles(page)).toHaveCount(CATALOG_SIZE);
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
    expect(pageSizes).toEqual([98, 148]);
  });

  for (const [url, prefix] of [
    ['/en/live-casino', 'liveCasino-'],
    ['/en/crash-games', 'crashGames-'],
  ] as const) {
    test(`a lobby under 48 games shows them all without "Load more" (${url})`, async ({
      page,
      api,
    }) => {
      const games = await api.games({ section_prefix: prefix });
      expect(games.length).toBeGreaterThan(0);
      expect(games.length).toBeLessThan(48);
      await page.goto(url);
      await expectGames(
        page,
        games.map((g) => g.name),
      );
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    });
  }
});

test.describe('lobby filters', () => {
  test('the provider filter shows only that provider’s games', async ({ page, api }) => {
    const games = await api.games({ section_prefix: 'casino-' });
    // The provider with most casino games that still leaves some out.
    const byProvider = new Map<string, Game[]>();
    for (const g of games)
      byProvider.set(g.provider.name, [...(byProvider.get(g.provider.name) ?? []), g]);
    const [provider, expected] = [...byProvider.entries()]
      .filter(([, list]) => list.length < games.length)
      .sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/en');
    await expect(gameTiles(page)).toHaveCount(games.length);
    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: provider });

    await expectGameSet(
      page,
      expected.map((g) => g.name),
    );
    for (const tile of await gameTiles(page).all()) await expect(tile).toContainText(provider);
    await expect(page).toHaveURL(/[?&]provider=/);
    await expect(page.getByRole('status').filter({ hasText: /games?$/ })).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'game' : 'games'}`,
    );

    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'All providers' });
    await expect(gameTiles(page)).toHaveCount(games.length);
  });

  test('the prime reel filter shows only games with that many reels', async ({ page, api }) => {
    // The oracle is the platform's whole prime list and each game's reels_numbers.
    const games = await api.games({ section_prefix: 'prime-' });
    await page.goto('/en/prime');
    await expectGames(
      page,
      games.map((g) => g.name),
    );
    const reels = page.getByRole('group', { name: 'Reels' });
    await expect(reels.getByRole('radio', { name: 'All' })).toBeChecked();

    for (const count of [3, 4, 5]) {
      const expected = games.filter((g) => g.reels_numbers === count);
      expect(expected.length, `prime games with ${count} reels`).toBeGreaterThan(0);
      // A click, not check(): the radio follows the address, which updates a moment later.
      await reels.getByRole('radio', { name: `${count} reels` }).click();
      await expect(reels.getByRole('radio', { name: `${count} reels` })).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`[?&]reels=${count}`));
      await expectGameSet(
        page,
        expected.map((g) => g.name),
      );
    }

    await reels.getByRole('radio', { name: 'All' }).click();
    await expect(reels.getByRole('radio', { name: 'All' })).toBeChecked();
    await expectGames(
      page,
      games.map((g) => g.name),
    );
  });

  test('section tabs on the live casino filter to the section', async ({ page, api }) => {
    const [games, sections] = await Promise.all([
      api.games({ section_prefix: 'liveCasino-' }),
      api.sections('liveCasino-'),
    ]);
    const blackjack = sections.find((s) => s.slug === 'blackjack');
    if (!blackjack) throw new Error('no live blackjack section');
    const inSection = await api.games({ section_id: blackjack.id });
    expect(inSection.length).toBeLessThan(games.length);

    await page.goto('/en/live-casino');
    const tabs = page.getByRole('tablist', { name: 'Game sections' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(gameTiles(page)).toHaveCount(games.length);

    await tabs.getByRole('tab', { name: 'Blackjack' }).click();
    await expect(tabs.getByRole('tab', { name: 'Blackjack' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/[?&]section=blackjack/);
    await expectGames(
      page,
      inSection.map((g) => g.name),
    );
    // Independent of the platform's filter: every table in it is a blackjack table.
    for (const name of inSection.map((g) => g.name)) expect(name).toMatch(/blackjack/i);

    await tabs.getByRole('tab', { name: 'All' }).click();
    await expect(gameTiles(page)).toHaveCount(games.length);
  });
});
