import { expect, expectNoSeriousA11yViolations, test, type Game } from './support.ts';

/**
 * Every engine's table in the game frame, as a guest in demo: it loads, its info panel opens
 * without a stake (RTP shown), and axe finds nothing serious in the page and its frame.
 * One title per engine, plus the variants that draw another table.
 */
const TITLES = [
  'aurora-crown',
  'golden-ticket-scratch',
  'velvet-european-roulette',
  'twenty-one-royale',
  'punto-banco-salon',
  'dragon-tiger-clash',
  'riverboat-holdem',
  'three-card-tempest',
  'caribbean-sunset-stud',
  'lunar-liftoff',
  'neon-roll',
  'double-dice-duel',
  'crystal-mines',
  'fortune-carousel',
  'spark-wheel',
  'andar-bahar-palace',
  'teen-patti-royal-court',
  'route-75-bingo',
  'lantern-lane-bingo',
];

test.describe('game frames', () => {
  let catalog: Game[] = [];
  test.beforeAll(async ({ request }) => {
    const html = await (await request.get('/')).text();
    const skin = /<meta name="croupier-skin" content="([^"]+)"/.exec(html)?.[1];
    const res = await request.get('/v1/casino/games', {
      params: { per_page: 200, page: 1 },
      headers: { authorization: `Basic ${skin}` },
    });
    catalog = ((await res.json()) as { data: Game[] }).data;
  });

  for (const slug of TITLES) {
    test(`${slug}: the demo table loads, its rules show without a stake, axe is clean`, async ({
      page,
    }) => {
      const game = catalog.find((g) => g.slug === slug);
      expect(game, `${slug} in the catalog`).toBeTruthy();
      if (!game) return;
      await page.goto(`/en/game/play/${game.provider_id}/${game.id}`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('play').first()).toBeVisible({ timeout: 20_000 });

      await frame
        .getByRole('button', { name: /info|rules/i })
        .first()
        .click();
      const info = frame.getByRole('dialog');
      await expect(info).toBeVisible();
      await expect(info).toContainText(/\d{2}\.\d{2}\s?%/);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(info).toBeHidden();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
