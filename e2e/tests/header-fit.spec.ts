import type { Page } from '@playwright/test';
import { apiLogin, registerActivePlayer } from './accounts-support.ts';
import { expect, test } from './support.ts';

/** Problems in the header's layout: a link cut off, wrapped onto two lines, outside or over another. */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inner = document.querySelector('.site-header__inner')!.getBoundingClientRect();
    const items = Array.from(
      document.querySelectorAll<HTMLElement>('header a, header button'),
    ).filter((e) => e.offsetParent !== null);
    for (const e of items) {
      const r = e.getBoundingClientRect();
      const name = e.textContent!.trim() || e.getAttribute('aria-label') || e.className;
      if (e.scrollWidth > e.clientWidth + 1) out.push(`cut: ${name}`);
      if (r.right > inner.right + 1 || r.left < inner.left - 1) out.push(`outside: ${name}`);
      if (e.textContent!.trim() && r.height > 60) out.push(`wrapped: ${name}`);
    }
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const x = a.getBoundingClientRect();
        const y = b.getBoundingClientRect();
        const apart =
          x.right <= y.left + 1 ||
          y.right <= x.left + 1 ||
          x.bottom <= y.top + 1 ||
          y.bottom <= x.top + 1;
        if (x.width && y.width && !apart) out.push(`overlap: ${a.textContent} / ${b.textContent}`);
      }
    }
    return out;
  });
}

test.describe('the header', () => {
  test('the seven lobbies and the account buttons fit on one line in every language, logged out and in', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await registerActivePlayer(request);
    const token = await apiLogin(request, player.username, player.password);
    for (const loggedIn of [false, true]) {
      if (loggedIn) await page.evaluate((t) => localStorage.setItem('token', btoa(t)), token);
      for (const lang of ['en', 'de', 'cs', 'sk', 'hu', 'pl', 'es']) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`/${lang}/casino`);
        await expect(page.locator('.site-header__nav')).toBeVisible();
        if (loggedIn) await expect(page.locator('.site-header__login')).toHaveCount(0);
        for (const width of [1200, 1280, 1366, 1440, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await headerProblems(page),
            `${lang} at ${width} px, ${loggedIn ? 'logged in' : 'logged out'}`,
          ).toEqual([]);
        }
      }
    }
  });
});
