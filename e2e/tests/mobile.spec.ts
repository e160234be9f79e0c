import {
  expect,
  expectGames,
  fullPageScreenshot,
  gameTiles,
  loadAllImages,
  test,
  MAIN_MENU_EN,
} from './support.ts';

test.describe('mobile layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'the narrow layout is tested on a phone');

  test('the burger opens the left menu and Escape closes it @mobile', async ({ page }) => {
    await page.goto('/en');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await expect(drawer).toBeHidden();

    await burger.click();
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = drawer.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(MAIN_MENU_EN);
    await expect(drawer.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // The drawer slides in from the left.
    const box = await drawer.boundingBox();
    expect(box?.x ?? -1).toBeLessThanOrEqual(1);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();

    // A followed link closes the menu and opens the page.
    await burger.click();
    await menu.getByRole('link', { name: 'Prime' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/en\/prime$/);
  });

  test('the account button opens the right menu with log-in and register @mobile', async ({
    page,
  }) => {
    await page.goto('/en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
    await header.getByRole('button', { name: 'Open account menu' }).click();

    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
    await expect(drawer.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    const box = await drawer.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThanOrEqual(width - 1);

    await drawer.getByRole('button', { name: 'Close account menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the lobby grid has two columns @mobile', async ({ page, api }) => {
    const games = await api.games({ section_prefix: 'prime-' });
    await page.goto('/en/prime');
    await expectGames(
      page,
      games.map((g) => g.name),
    );
    const boxes = await Promise.all(
      [0, 1, 2, 3].map(async (i) => gameTiles(page).nth(i).boundingBox()),
    );
    const [a, b, c, d] = boxes.map((box) => box ?? { x: NaN, y: NaN, width: 0, height: 0 });
    if (!a || !b || !c || !d) throw new Error('fewer than four tiles');
    // Two side by side, the third starts the next row under the first.
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    expect(b.y).toBeCloseTo(a.y, 0);
    expect(c.x).toBeCloseTo(a.x, 0);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    expect(d.x).toBeCloseTo(b.x, 0);
  });
});

test.describe('banner', () => {
  test('uses the mobile picture below 600 px and the desktop one above @mobile', async ({
    page,
    api,
  }) => {
    const banners = await api.banners('en', 'casino');
    const first = banners[0];
    if (!first) throw new Error('no casino banner');
    const width = page.viewportSize()?.width ?? 0;
    const expected = first.medias.find((m) => m.is_mobile === width < 600)?.url;
    expect(expected).toBeTruthy();

    await page.goto('/en');
    const slide = page.getByRole('group', { name: `1 of ${banners.length}` });
    await expect(slide.getByRole('heading', { name: first.title })).toBeVisible();
    const picture = slide.locator('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) =>
          img.currentSrc ? new URL(img.currentSrc).pathname : '',
        ),
      )
      .toBe(expected);
    const natural = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeGreaterThan(0);
  });
});

test.describe('screenshots', () => {
  const pages = [
    { name: 'home', url: '/en', heading: 'Casino' },
    { name: 'lobby-live-casino', url: '/en/live-casino', heading: 'Live casino' },
    { name: 'static-terms', url: '/en/terms-and-conditions', heading: 'Terms and Conditions' },
    { name: 'promotions', url: '/en/promotion', heading: 'Promotions' },
  ];
  test('home, a lobby, a static page and promotions fit the screen @mobile', async ({
    page,
  }, testInfo) => {
    // Four tall full-page captures: slow on a busy 2-core machine.
    test.setTimeout(120_000);
    for (const shot of pages) {
      await test.step(shot.name, async () => {
        await page.goto(shot.url);
        await expect(page.getByRole('heading', { level: 1, name: shot.heading })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await loadAllImages(page);
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${shot.url} is wider than the screen`).toBeLessThanOrEqual(0);
        await fullPageScreenshot(page, testInfo, shot.name);
      });
    }
  });
});
