/**
 * Every engine's main controls are in view as the player first sees the game page (the site's
 * bar and the game frame under it), without scrolling: the stake control and the main button,
 * on a small phone upright (360 x 640) and sideways (640 x 360), and on larger phones, tablets
 * and a desktop. One title per engine, opened once and resized (the frame lays itself out by the
 * room it gets); guests play in demo, virtual sports (real money only) with a new player. The
 * pages are German, whose longer words are the harder case.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './support.ts';
import { apiLogin } from './accounts-support.ts';
import { catalogGame, fundedPlayer, storeSession } from './game-support.ts';

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 640, height: 360 },
  { width: 375, height: 812 },
  { width: 812, height: 375 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** A stake selector: its - button, its amount and its + button (src/ui/stake-selector.tsx). */
const STAKE_SELECTOR = [
  '.ui-stake__step',
  '.ui-stake [role="spinbutton"]',
  '.ui-stake__step ~ .ui-stake__step',
];

interface Engine {
  engine: string;
  slug: string;
  /** The stake control: a stake selector, a chip rack, bingo's ticket count. */
  stake: string[];
  /** The main button's test id. */
  main?: string;
  /** Real money only: a new player with a little money. */
  real?: boolean;
}

const ENGINES: Engine[] = [
  { engine: 'slots', slug: 'aurora-crown', stake: STAKE_SELECTOR },
  { engine: 'scratch', slug: 'golden-ticket-scratch', stake: STAKE_SELECTOR },
  { engine: 'roulette', slug: 'velvet-european-roulette', stake: ['.roulette-chips'] },
  { engine: 'blackjack', slug: 'twenty-one-royale', stake: STAKE_SELECTOR },
  { engine: 'baccarat', slug: 'punto-banco-salon', stake: ['.ui-bets__rack'] },
  { engine: 'poker', slug: 'riverboat-holdem', stake: STAKE_SELECTOR },
  { engine: 'crash', slug: 'lunar-liftoff', stake: STAKE_SELECTOR },
  { engine: 'dice', slug: 'neon-roll', stake: STAKE_SELECTOR },
  { engine: 'mines', slug: 'crystal-mines', stake: STAKE_SELECTOR },
  { engine: 'wheel', slug: 'fortune-carousel', stake: ['.wheel-chips'] },
  { engine: 'andar-bahar', slug: 'andar-bahar-palace', stake: ['.ui-bets__rack'] },
  { engine: 'teen-patti', slug: 'teen-patti-royal-court', stake: ['.tp-rack'] },
  { engine: 'bingo', slug: 'route-75-bingo', stake: ['.bingo-count'] },
  {
    engine: 'virtual-sports',
    slug: 'virtual-derby',
    stake: STAKE_SELECTOR,
    main: 'vs-place',
    real: true,
  },
];

/**
 * Where the controls stand against what the player sees: the page's viewport, the game frame and
 * its table (under the frame's bar). "in view" when each is wholly inside all three, with nothing
 * scrolled; otherwise what is out and where.
 */
async function placement(page: Page, frame: Frame, selectors: string[]): Promise<string> {
  const outer = await page.evaluate(() => {
    const iframe = document.querySelector('iframe')?.getBoundingClientRect();
    return {
      scrolled: window.scrollX + window.scrollY,
      width: window.innerWidth,
      height: window.innerHeight,
      iframe: iframe ? { x: iframe.x, y: iframe.y } : null,
    };
  });
  if (outer.scrolled !== 0) return 'the page is scrolled';
  if (!outer.iframe) return 'no game frame';
  const { x: dx, y: dy } = outer.iframe;
  return frame.evaluate(
    ({ selectors, dx, dy, width, height }) => {
      const table = document.querySelector('.table-area');
      if (!table) return 'no table yet';
      if (table.scrollTop !== 0 || table.scrollLeft !== 0) return 'the table is scrolled';
      const area = table.getBoundingClientRect();
      // The part of the table the player sees, in the frame's coordinates.
      const seen = {
        left: Math.max(area.left, -dx, 0),
        top: Math.max(area.top, -dy, 0),
        right: Math.min(area.right, width - dx, window.innerWidth),
        bottom: Math.min(area.bottom, height - dy, window.innerHeight),
      };
      for (const selector of selectors) {
        const el = document.querySelector(selector);
        if (!el) return `${selector} is not shown`;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return `${selector} is not shown`;
        const inside =
          box.left >= seen.left - 0.5 &&
          box.top >= seen.top - 0.5 &&
          box.right <= seen.right + 0.5 &&
          box.bottom <= seen.bottom + 0.5;
        if (!inside) {
          const r = (n: number) => Math.round(n);
          return `${selector} at ${r(box.left)},${r(box.top)} – ${r(box.right)},${r(box.bottom)} is outside the visible table ${r(seen.left)},${r(seen.top)} – ${r(seen.right)},${r(seen.bottom)}`;
        }
      }
      return 'in view';
    },
    { selectors, dx, dy, width: outer.width, height: outer.height },
  );
}

test.describe('game controls above the fold', () => {
  for (const e of ENGINES) {
    test(`${e.engine}: the stake and the main button are in view without scrolling, upright and sideways`, async ({
      page,
      request,
    }) => {
      // Eight sizes of one game page on a shared runner: more than the default half minute.
      test.setTimeout(60_000);
      const game = await catalogGame(request, e.slug);
      if (e.real) {
        const player = await fundedPlayer(request, '10.00', 'controls fold');
        await storeSession(page, await apiLogin(request, player.username, player.password));
      }
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.goto(`/de/game/play/${game.provider_id}/${game.id}`);
      const main = `[data-testid="${e.main ?? 'play'}"]`;
      await expect(page.frameLocator('iframe').locator(main)).toBeVisible({ timeout: 20_000 });
      const frame = page.frames().find((f) => f.url().includes('/studio/frame/'));
      if (!frame) throw new Error('no game frame');

      for (const size of VIEWPORTS) {
        await page.setViewportSize(size);
        await expect
          .poll(() => placement(page, frame, [...e.stake, main]), {
            message: `${e.engine} at ${size.width} x ${size.height}`,
          })
          .toBe('in view');
      }
    });
  }
});
