import { describe, expect, it } from 'vitest';
import type { Banner, Page, Promotion } from '@croupier/contract/cms';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import { escapeHtml, prepaintHtml } from '../src/site/prepaint.ts';

const header = {
  casino: 'Kasino',
  prime: 'Prime',
  live_casino: 'Live-Kasino',
  crash_games: 'Crash-Spiele',
  others: 'Andere',
  promotions: 'Aktionen',
  main_menu: 'Hauptmenü',
};
const brand = { name: 'Croupier Casino', logoText: 'CROUPIER' };

const banner = (title: string): Banner =>
  ({
    id: 1,
    title,
    subtitle: 'Sub <b>title</b>',
    options: {},
    medias: [
      { id: 1, url: '/media/banners/a-mobile.svg', is_mobile: true },
      { id: 2, url: '/media/banners/a-desktop.svg', is_mobile: false },
    ],
  }) as unknown as Banner;

describe('pre-painted first screen', () => {
  it('paints the header in the language and the lobby’s first banner with both sources', () => {
    const html = prepaintHtml({ language: 'de', brand, header, banners: [banner('Bonus')] }, '/')!;
    expect(html).toContain('<a class="site-header__logo" href="/de">');
    expect(html).toContain('href="/de/live-casino"><span>Live-Kasino</span>');
    // Home is the casino lobby: its menu entry is the current page.
    expect(html).toMatch(/is-active" aria-current="page" href="\/de\/casino"/);
    expect(html).toContain('srcset="/media/banners/a-desktop.svg"');
    expect(html).toContain('src="/media/banners/a-mobile.svg"');
    expect(html).toContain('fetchpriority="high"');
    // Whether the visitor is logged in is the site's business: no login buttons yet.
    expect(html).not.toContain('/de/login');
  });

  it('escapes every text it writes, so a banner title cannot inject markup', () => {
    const html = prepaintHtml(
      {
        language: 'en',
        brand: { name: 'X', logoText: '<img src=x onerror=alert(1)>' },
        header,
        banners: [banner('<script>alert(1)</script>')],
      },
      '/casino',
    )!;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Sub &lt;b&gt;title&lt;/b&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('paints the uploaded logo (the logo text as its alternative) and only a media path', () => {
    const paint = (logoUrl: string | null) =>
      prepaintHtml(
        { language: 'en', brand: { ...brand, logoUrl }, header, banners: [banner('B')] },
        '/',
      )!;
    expect(paint('/media/logos/abc.png')).toContain(
      '<span class="logo logo--md"><img class="logo__image" src="/media/logos/abc.png" alt="CROUPIER"></span>',
    );
    for (const other of [null, 'https://evil.test/x.png', '/media/../x', 'javascript:alert(1)']) {
      const html = paint(other);
      expect(html, String(other)).not.toContain('logo__image');
      expect(html).toContain('<span class="logo__text">CROUPIER</span>');
    }
  });

  it('paints a static page’s title and its (already sanitised) content', () => {
    const page = {
      id: 3,
      name: 'help',
      type: 'page',
      language: 'en',
      title: 'Help & FAQ',
      content: '<details id="deposits"><summary>Deposits</summary><p>How to pay</p></details>',
      seo: { title: '', description: '', keywords: '' },
    } as Page;
    const html = prepaintHtml({ language: 'en', brand, header, page }, '/help')!;
    expect(html).toContain('<h1 class="static-page__title">Help &amp; FAQ</h1>');
    expect(html).toContain('<div class="cms-content"><details id="deposits">');
  });

  it('paints nothing for an address without a first screen of its own', () => {
    expect(prepaintHtml({ language: 'en', brand, header }, '/login')).toBeNull();
    expect(prepaintHtml({ language: 'en', brand, header, banners: [] }, '/casino')).toBeNull();
  });

  it('paints the login form in the language, with nothing that could send it before the site', () => {
    const texts = {
      title: 'Anmelden',
      lead: 'Willkommen <zurück>',
      username: 'Spitzname',
      username_or_email: 'Spitzname oder E-Mail',
      password: 'Passwort',
      show_password: 'Passwort anzeigen',
      forgot_password: 'Passwort vergessen?',
      submit: 'Anmelden',
      no_account: 'Neu hier? <register>Konto erstellen</register>',
    };
    const html = prepaintHtml(
      { language: 'de', brand, header, login: { texts, withEmail: true } },
      '/login',
    )!;
    expect(html).toContain('<h1 id="login-title" class="auth__title">Anmelden</h1>');
    expect(html).toContain('Willkommen &lt;zurück&gt;');
    expect(html).toContain(
      '<label class="field__label" for="login-username">Spitzname oder E-Mail',
    );
    expect(html).toContain('<a href="/de/registration">Konto erstellen</a>');
    expect(html).toContain('href="/de/recovery-password"');
    // No submit button and no action: Enter or a tap before the site takes over sends nothing.
    expect(html).not.toContain('type="submit"');
    expect(html).not.toContain('action=');
    expect(html).toContain('type="password"');
    const byNickname = prepaintHtml(
      { language: 'de', brand, header, login: { texts, withEmail: false } },
      '/login',
    )!;
    expect(byNickname).toContain('for="login-username">Spitzname</label>');
  });

  it('paints the casino lobby’s jackpots above its banner, in the language, for a guest (EUR)', () => {
    const pot = (id: number, currency: string, amount: number) =>
      ({
        id,
        slug: `pot-${id}`,
        name: `Pot <${id}>`,
        currency,
        amount,
        must_drop_by: 1_000_000,
      }) as unknown as JackpotPublic;
    const html = prepaintHtml(
      {
        language: 'de',
        brand,
        header,
        banners: [banner('Bonus')],
        jackpots: {
          list: [pot(1, 'EUR', 123_456), pot(2, 'CZK', 99), pot(3, 'EUR', 2_000)],
          texts: { jackpots_title: 'Jackpots', jackpot_must_drop_by: 'Fällt bis {{amount}}' },
        },
      },
      '/casino',
    )!;
    const ticker = html.indexOf('<div class="jackpots-lobby">');
    expect(ticker).toBeGreaterThan(-1);
    expect(ticker).toBeLessThan(html.indexOf('<div class="lobby">'));
    expect(html).toContain('<h2 id="jackpots-title" class="jackpots__title">Jackpots</h2>');
    expect(html.match(/class="jackpots__item"/g)).toHaveLength(2);
    expect(html).toContain('<span class="jackpots__name">Pot &lt;1&gt;</span>');
    expect(html).toContain('<span class="jackpots__amount">1.234,56\u00a0€</span>');
    expect(html).toContain('<span class="jackpots__cap">Fällt bis 10.000,00\u00a0€</span>');
    expect(html).not.toContain('pot-2');
  });

  it('paints a promotion down to its lead, with its card image', () => {
    const promotion = {
      id: 7,
      name: 'welcome-bonus',
      type: 'promotion',
      title: 'Welcome <Bonus>',
      comment: '100% up to 200 EUR',
      is_valid: true,
      banners: [{ title: 'card', url: '/media/promotions/w.svg', full_url: '' }],
    } as unknown as Promotion;
    const html = prepaintHtml(
      {
        language: 'en',
        brand,
        header,
        promotion: { promotion, texts: { back: 'All promotions', badge_active: 'Active' } },
      },
      '/promotion/welcome-bonus',
    )!;
    expect(html).toContain('<a class="back-link" href="/en/promotion">');
    expect(html).toContain('<img src="/media/promotions/w.svg" alt="" width="800" height="800"');
    expect(html).toContain('<span class="promo-badge promo-badge--active">Active</span>');
    expect(html).toContain('<h1 class="promo-detail__title">Welcome &lt;Bonus&gt;</h1>');
    expect(html).toContain('<p class="promo-detail__lead">100% up to 200 EUR</p>');
  });
});
