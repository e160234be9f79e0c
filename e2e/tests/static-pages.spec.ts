import { expect, test } from './support.ts';

test.describe('static pages', () => {
  for (const [lang, name] of [
    ['en', 'terms-and-conditions'],
    ['de', 'privacy'],
    ['en', 'help'],
  ] as const) {
    test(`/${lang}/${name} takes its document title and meta tags from the page's SEO data`, async ({
      page,
      api,
    }) => {
      const cms = await api.page(name, lang);
      expect(cms.seo.title).not.toBe('');
      expect(cms.seo.title).not.toContain('{{');
      await page.goto(`/${lang}/${name}`);
      await expect(page.getByRole('heading', { level: 1, name: cms.title })).toBeVisible();
      await expect(page).toHaveTitle(cms.seo.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        cms.seo.description,
      );
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        cms.seo.keywords,
      );
    });
  }

  test('leaving a static page for a lobby gives the lobby its own title', async ({ page, api }) => {
    const terms = await api.page('terms-and-conditions', 'en');
    await page.goto('/en/terms-and-conditions');
    await expect(page).toHaveTitle(terms.seo.title);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Prime' })
      .click();
    await expect(page).toHaveTitle(/^Prime \| /);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
      'content',
      terms.seo.description,
    );
  });
});

test.describe('help page', () => {
  test('opens the section named by the hash and follows hash changes', async ({ page }) => {
    await page.goto('/en/help#withdrawals');
    const withdrawals = page.locator('details#withdrawals');
    const bonuses = page.locator('details#bonuses');
    await expect(withdrawals).toHaveAttribute('open', '');
    await expect(withdrawals.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(bonuses.getByRole('heading', { level: 3 }).first()).toBeHidden();

    const sections = page.locator('details');
    expect(await sections.count()).toBeGreaterThan(2);
    for (const section of await sections.all()) {
      if ((await section.getAttribute('id')) === 'withdrawals') continue;
      await expect(section).not.toHaveAttribute('open');
    }

    await page.goto('/en/help#bonuses');
    await expect(bonuses).toHaveAttribute('open', '');
    await expect(bonuses.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(bonuses.getByRole('heading', { level: 3 }).first()).toBeInViewport();
  });

  test('opens a section by its summary like any disclosure', async ({ page }) => {
    await page.goto('/en/help');
    const account = page.locator('details#account');
    await expect(account).not.toHaveAttribute('open');
    await account.getByText('Account', { exact: true }).click();
    await expect(account).toHaveAttribute('open', '');
  });
});
