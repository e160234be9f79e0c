import { expect, gameTiles, test, MAIN_MENU_EN } from './support.ts';

/** Footer links of the spec (section 2), by English name and path without the language. */
const FOOTER_LINKS_EN: [string, string][] = [
  ['Promotions', '/promotion'],
  ['Security', '/security'],
  ['Responsible gaming', '/responsible-gaming'],
  ['Contact', '/contact'],
  ['Imprint', '/imprint'],
  ['Terms and conditions', '/terms-and-conditions'],
  ['Affiliate program', '/affiliate-program'],
  ['Privacy policy', '/privacy'],
  ['AML/CFT policy', '/amlcft'],
  ['Help', '/help'],
  ['Cookie policy', '/cookies'],
];

const FOOTER_LINKS_DE: [string, string][] = [
  ['Aktionen', '/promotion'],
  ['Sicherheit', '/security'],
  ['Verantwortungsvolles Spielen', '/responsible-gaming'],
  ['Kontakt', '/contact'],
  ['Impressum', '/imprint'],
  ['AGB', '/terms-and-conditions'],
  ['Partnerprogramm', '/affiliate-program'],
  ['Datenschutz', '/privacy'],
  ['AML/CFT-Richtlinie', '/amlcft'],
  ['Hilfe', '/help'],
  ['Cookie-Richtlinie', '/cookies'],
];

test.describe('home page', () => {
  for (const url of ['/', '/en']) {
    test(`shows the English shell and the casino games at ${url}`, async ({ page, api }) => {
      const [games, settings] = await Promise.all([
        api.games({ section_prefix: 'casino-' }),
        api.skinSettings(),
      ]);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      const header = page.getByRole('banner');
      const menu = header.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link')).toHaveText(MAIN_MENU_EN);
      await expect(menu.getByRole('link', { name: 'Prime' })).toHaveAttribute('href', '/en/prime');
      await expect(menu.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
        'href',
        '/en/live-casino',
      );
      await expect(menu.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
        'href',
        '/en/promotion',
      );
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/en/login',
      );
      await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

      // Every casino game of the platform, the first one on screen.
      await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
      await expect(gameTiles(page)).toHaveCount(games.length);
      const first = games[0];
      if (!first) throw new Error('the demo catalog has no casino games');
      await expect(gameTiles(page).first().getByRole('img', { name: first.name })).toBeVisible();
      await expect(gameTiles(page).first()).toContainText(first.provider.name);

      const footer = page.getByRole('contentinfo');
      for (const [name, path] of FOOTER_LINKS_EN) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          `/en${path}`,
        );
      }
      await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      await expect(footer.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
      await expect(
        footer.getByRole('img', { name: 'Only for adults aged 18 and over' }),
      ).toBeVisible();
      await expect(footer).toContainText('Gambling can be addictive. Play responsibly.');
      await expect(footer).toContainText('All times on the site are UTC.');
      // The licence text is the skin's, with every placeholder filled in.
      const licence = footer.getByText(`licence ${settings.licence.licence_number}`);
      await expect(licence).toBeVisible();
      await expect(licence).toContainText(settings.licence.company_name);
      await expect(licence).toContainText(settings.licence.company_registration);
      await expect(footer).not.toContainText('{{');
    });
  }

  test('shows the German shell at /de', async ({ page, api }) => {
    const games = await api.games({ section_prefix: 'casino-' });
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu.getByRole('link')).toHaveText([
      'Casino',
      'Prime',
      'Live Casino',
      'Crash Games',
      'Weitere Spiele',
      'Virtuelle Sportarten',
      'Aktionen',
    ]);
    await expect(menu.getByRole('link', { name: 'Aktionen' })).toHaveAttribute(
      'href',
      '/de/promotion',
    );
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Spiele suchen' })).toBeVisible();
    await expect(gameTiles(page)).toHaveCount(games.length);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Spiele',
      'Support',
      'Rechtliches und Sicherheit',
    ]);
    for (const [name, path] of FOOTER_LINKS_DE) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/de${path}`,
      );
    }
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(footer).toContainText('Glücksspiel kann süchtig machen.');
    await expect(footer).toContainText('Alle Zeitangaben auf dieser Website sind in UTC.');
    await expect(footer).not.toContainText('Gambling can be addictive');
  });
});
