import type { Page } from '@playwright/test';
import { cookie, expect, expectNoSeriousA11yViolations, gameTiles, test } from './support.ts';

const sheet = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });

/**
 * Scrolls the lobby's first row of games to just under the sticky header and tells whether all
 * of it shows: inside the screen, not under the header, not under the cookie sheet, and the
 * topmost element at its corners is the tile's own.
 */
async function firstRowUncovered(page: Page): Promise<boolean> {
  await expect(gameTiles(page).first()).toBeVisible();
  // Twice: the header gets compact once the page scrolls.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => {
      const tile = document.querySelector<HTMLElement>('[role="tabpanel"] li');
      const header = document.querySelector<HTMLElement>('.site-header');
      if (!tile || !header) throw new Error('no game tile or header');
      const gap = tile.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
      window.scrollBy(0, gap - 8);
    });
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => {
    const first = document.querySelector<HTMLElement>('[role="tabpanel"] li')!;
    const top = first.getBoundingClientRect().top;
    const row = Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"] li')).filter(
      (li) => Math.abs(li.getBoundingClientRect().top - top) < 2,
    );
    return row.every((li) => {
      const r = li.getBoundingClientRect();
      const points = [
        [r.left + 4, r.top + 4],
        [r.right - 4, r.top + 4],
        [r.left + 4, r.bottom - 4],
        [r.right - 4, r.bottom - 4],
      ] as const;
      return (
        r.bottom <= window.innerHeight &&
        points.every(([x, y]) => li.contains(document.elementFromPoint(x, y)))
      );
    });
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 360, height: 640 },
]) {
  test.describe(`cookie sheet at ${viewport.width}x${viewport.height}`, () => {
    test.use({ consent: null, viewport });
    // Scrolling, axe and a screenshot: give a busy machine room.
    test.slow();

    test('a compact bottom sheet: the first row of games stays visible', async ({
      page,
    }, testInfo) => {
      await page.goto('/en');
      await expect(sheet(page)).toBeVisible();
      const box = (await sheet(page).boundingBox())!;
      // At the bottom, the full width, at most half of the screen.
      expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      expect(box.width).toBe(viewport.width);
      expect(box.height).toBeLessThanOrEqual(viewport.height / 2);
      expect(await firstRowUncovered(page)).toBe(true);
      // The three switches and the three choices are all on the sheet at once.
      for (const name of [/^Essential/, 'Functional', 'Statistical']) {
        await expect(sheet(page).getByRole('switch', { name })).toBeInViewport({ ratio: 1 });
      }
      for (const name of ['Only essential', 'Save settings', 'Confirm all']) {
        await expect(sheet(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      await expectNoSeriousA11yViolations(page, '.cookie-banner');
      await page.screenshot({ path: testInfo.outputPath(`cookie-sheet-${viewport.width}.png`) });
    });

    test('"Details" shows what each kind of cookie does; closed again, it is compact', async ({
      page,
    }) => {
      await page.goto('/en');
      const details = sheet(page).getByRole('button', { name: 'Details' });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      const functionalText = sheet(page).getByText('Remember your preferences', { exact: false });
      await expect(functionalText).toBeHidden();
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await expect(functionalText).toBeVisible();
      await expect(sheet(page).getByText('Always on')).toBeVisible();
      await details.click();
      await expect(functionalText).toBeHidden();
      expect((await sheet(page).boundingBox())!.height).toBeLessThanOrEqual(viewport.height / 2);
    });

    for (const [title, value, choose] of [
      [
        '"Only essential" stores e',
        'e',
        async (page: Page) => {
          await sheet(page).getByRole('button', { name: 'Only essential' }).click();
        },
      ],
      [
        '"Confirm all" stores efs',
        'efs',
        async (page: Page) => {
          await sheet(page).getByRole('button', { name: 'Confirm all' }).click();
        },
      ],
      [
        'functional, then "Save settings", stores ef',
        'ef',
        async (page: Page) => {
          await sheet(page).getByRole('switch', { name: 'Functional' }).check();
          await sheet(page).getByRole('button', { name: 'Save settings' }).click();
        },
      ],
      [
        'statistical, then "Save settings", stores es',
        'es',
        async (page: Page) => {
          await sheet(page).getByRole('switch', { name: 'Statistical' }).check();
          await sheet(page).getByRole('button', { name: 'Save settings' }).click();
        },
      ],
    ] as const) {
      test(title, async ({ page, context }) => {
        await page.goto('/en');
        await choose(page);
        await expect(sheet(page)).toBeHidden();
        expect((await cookie(context, 'cookie_consent'))?.value).toBe(value);
      });
    }
  });
}
