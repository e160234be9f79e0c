import { expect, test, type Page } from '@playwright/test';

/** Holds the site's entry script back until the returned function is called. */
async function holdSiteCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * The first screen: painted by the server with its critical CSS inline (under the CSP's nonce),
 * the LCP image first in the network queue, every stylesheet loaded without blocking, and a first
 * render by the site that needs nothing more (its texts and data came with the page), so nothing
 * moves after it.
 */
test.describe('first screen', () => {
  test('the lobby blocks on no stylesheet, names its banner first, and applies the full styles @mobile', async ({
    page,
    request,
  }) => {
    const res = await request.get('/en/casino');
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const nonce = /style-src[^;]*'nonce-([^']+)'/.exec(
      res.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(head).toMatch(new RegExp(`<style nonce="${nonce}">[^<]*\\.site-header\\{`));
    // The first resource the page asks for (the icon waits for the page anyway): the banner.
    const firstLink = [...head.matchAll(/<link [^>]*>/g)].find((m) => !m[0].includes('rel="icon"'));
    expect(firstLink?.[0]).toMatch(/rel="preload" as="image".*fetchpriority="high"/);
    // No stylesheet, script file or module preload in the head: the painted screen needs none.
    const outside = head.replace(/<noscript>.*?<\/noscript>/g, '');
    expect(outside).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(outside).not.toMatch(/<script[^>]* src=/);
    const sheets = [...(/<noscript>(.*?)<\/noscript>/.exec(head)?.[1] ?? '').matchAll(/<link/g)];
    expect(sheets.length).toBeGreaterThan(0);

    await page.goto('/en/casino');
    await expect(page.locator('.game-tile').first()).toBeVisible();
    // The site switched every deferred stylesheet on before it rendered.
    const media = await page
      .locator('link[data-deferred-css]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media));
    expect(media.length).toBe(sheets.length);
    expect(new Set(media)).toEqual(new Set(['all']));
    expect(
      await page
        .locator('.game-tile')
        .first()
        .evaluate((e) => getComputedStyle(e).position),
    ).not.toBe('static');
  });

  test('the code and styles are asked for only once the banner is painted', async ({ page }) => {
    await page.goto('/en/casino');
    await expect(page.locator('.game-tile').first()).toBeVisible();
    const timing = await page.evaluate(async () => {
      const lcp = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const banner = lcp.find((e) => (e as PerformanceEntry & { url: string }).url);
      const late = performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.*\.(js|css)$/.test(r.name))
        .map((r) => ({ name: r.name, start: r.startTime }));
      return { banner: banner?.startTime ?? null, late };
    });
    expect(timing.banner).not.toBeNull();
    expect(timing.late.length).toBeGreaterThan(2);
    for (const r of timing.late) expect(r.start, r.name).toBeGreaterThanOrEqual(timing.banner!);
  });

  test('the casino lobby’s jackpots come with the page and are painted before any script', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const painted = await noScript.newPage();
    await painted.goto('/en/casino');
    await expect(painted.locator('.jackpots .jackpots__item').first()).toBeVisible();
    await expect(painted.locator('.jackpots-lobby + .lobby .banner-slide img')).toBeVisible();
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/casino\/jackpots|\/v1\/cms\/translation\//.test(r.url())) asked.push(r.url());
    });
    await page.goto('/en/casino');
    await expect(page.locator('.jackpots .jackpots__item').first()).toBeVisible();
    await expect(page.locator('.site-header__login')).toBeVisible();
    expect(asked.filter((u) => u.includes('/jackpots'))).toEqual([]);
    await context.close();
  });

  test('a promotion is painted by the server, and the site takes over without fetching it', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const painted = await noScript.newPage();
    await painted.goto('/en/promotion/welcome-bonus');
    await expect(painted.locator('h1.promo-detail__title')).toHaveText('Welcome Bonus');
    const image = painted.locator('.promo-detail__media img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const translations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/cms/translation/')) translations.push(r.url());
    });
    await page.goto('/en/promotion/welcome-bonus');
    await expect(page.locator('.promo-dates')).toBeVisible();
    await expect(page.locator('h1.promo-detail__title')).toHaveText('Welcome Bonus');
    // Its texts (promotion, myBonus) came with the page.
    expect(translations.filter((u) => /\/(promotion|myBonus)\?/.test(u))).toEqual([]);
    await context.close();
  });

  test('what is typed into the painted login form before the site takes over is kept', async ({
    page,
  }) => {
    // The site's code held back: the visitor types into the server's painting of the form.
    const release = await holdSiteCode(page);
    await page.goto('/en/login', { waitUntil: 'domcontentloaded' });
    await page.locator('#login-username').fill('demoplayer');
    await page.locator('#login-password').fill('typed-before-the-site');
    await expect(page.locator('.site-header__login')).toHaveCount(0);
    release();
    // The site's own header and form now, with what was typed and the focus where it was.
    await expect(page.locator('.site-header__login')).toBeVisible();
    await expect(page.locator('#login-username')).toHaveValue('demoplayer');
    await expect(page.locator('#login-password')).toHaveValue('typed-before-the-site');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
  });

  test('a tap on the painted form’s button before the site takes over is sent by the site', async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    await page.goto('/en/login', { waitUntil: 'domcontentloaded' });
    await page.locator('#login-username').fill('nobody-typed-this-early');
    await page.locator('#login-password').fill('Typed-Before-The-Site-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Nothing went anywhere yet: the painted button sends nothing by itself.
    await expect(page).toHaveURL(/\/en\/login$/);
    release();
    // The site's form sent it: the platform's answer is shown.
    await expect(page.getByRole('alert')).toContainText(/is not correct/);
    await expect(page.locator('#login-username')).toHaveValue('nobody-typed-this-early');
  });

  test('the login page’s first render has its texts: the footer never jumps', async ({ page }) => {
    const translations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/cms/translation/login')) translations.push(r.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { shifts: number }).shifts += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/login');
    await expect(page.getByLabel(/^Nickname/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(translations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});
