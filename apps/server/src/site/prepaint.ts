import type { Banner, Page, Promotion } from '@croupier/contract/cms';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import { MAIN_MENU_ITEMS, type Language } from '@croupier/contract/constants';

/**
 * The first screen as plain HTML, written into `#root` so a phone paints the header and the
 * largest element (the lobby's first banner, a static page's text) before any script has run.
 * React replaces it on its first render with the same markup and classes, so nothing moves.
 * Links work without scripts; controls that need scripts are left out until React brings them.
 */

export interface PrepaintData {
  language: Language;
  /** `logoUrl`: the uploaded logo (a `/media/...` path), else the default mark and text. */
  brand: { name: string; logoText: string; logoUrl?: string | null };
  /** The `header` translation group. */
  header: Record<string, string>;
  banners?: Banner[];
  page?: Page;
  /** The casino lobby's progressive jackpots and the `casino` group (the ticker's texts). */
  jackpots?: { list: JackpotPublic[]; texts: Record<string, string> };
  /** A promotion's page and the `promotion` group. */
  promotion?: { promotion: Promotion; texts: Record<string, string> };
  /** The login page: the `login` group, and whether the skin lets players log in by e-mail. */
  login?: { texts: Record<string, string>; withEmail: boolean };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const localized = (language: Language, path: string) =>
  path === '/' ? `/${language}` : `/${language}${path}`;

const LOGO_MARK =
  '<svg class="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">' +
  '<circle cx="20" cy="20" r="18" class="logo__mark-ring"></circle>' +
  '<circle cx="20" cy="20" r="12.5" class="logo__mark-face"></circle>' +
  '<path class="logo__mark-notch" d="M20 2v6M20 32v6M2 20h6M32 20h6M7.3 7.3l4.2 4.2M28.5 28.5l4.2 4.2M32.7 7.3l-4.2 4.2M11.5 28.5l-4.2 4.2"></path>' +
  '<path class="logo__mark-spade" d="M20 13c-3 3.2-5.5 5-5.5 7.4a2.8 2.8 0 005 1.7L18.6 26h2.8l-.9-3.9a2.8 2.8 0 005-1.7C25.5 18 23 16.2 20 13z"></path>' +
  '</svg>';

const MENU_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h10"></path></svg>';

/** The inside of the logo, as the site's Logo component renders it. */
function logo(brand: PrepaintData['brand']): string {
  const url = brand.logoUrl;
  if (url && /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(url) && !url.includes('..')) {
    return `<img class="logo__image" src="${escapeHtml(url)}" alt="${escapeHtml(brand.logoText)}">`;
  }
  return `${LOGO_MARK}<span class="logo__text">${escapeHtml(brand.logoText)}</span>`;
}

function header(data: PrepaintData, path: string): string {
  const t = (key: string) => escapeHtml(data.header[key] ?? key);
  const items = MAIN_MENU_ITEMS.map(({ key, path: to }) => {
    const active = to === path || (to === '/casino' && path === '/');
    return `<li><a class="main-nav__link${active ? ' is-active' : ''}"${active ? ' aria-current="page"' : ''} href="${localized(data.language, to)}"><span>${t(key)}</span></a></li>`;
  }).join('');
  // The account area stays empty: whether the visitor is logged in is known only to the site.
  return (
    '<header class="site-header"><div class="site-header__inner">' +
    `<span class="icon-btn site-header__burger">${MENU_ICON}</span>` +
    `<a class="site-header__logo" href="${localized(data.language, '/')}"><span class="logo logo--md">${logo(data.brand)}</span></a>` +
    `<nav class="site-header__nav" aria-label="${t('main_menu')}"><ul class="main-nav">${items}</ul></nav>` +
    '<div class="site-header__account"></div>' +
    '</div></header>'
  );
}

/**
 * The carousel's dots, as the site shows them until its carousel code comes (the same height, so
 * nothing moves when the arrows join them); only when there are several banners.
 */
export function bannerDots(count: number): string {
  if (count < 2) return '';
  const dots = Array.from(
    { length: count },
    (_, i) => `<span class="banner-carousel__dot"${i === 0 ? ' data-current="true"' : ''}></span>`,
  ).join('');
  return `<div class="banner-carousel__controls" aria-hidden="true"><div class="banner-carousel__dots">${dots}</div></div>`;
}

function firstBanner(banner: Banner, count: number): string {
  const mobile = banner.medias.find((m) => m.is_mobile);
  const desktop = banner.medias.find((m) => !m.is_mobile) ?? mobile;
  if (!desktop) return '';
  const img = mobile ?? desktop;
  const source =
    mobile && desktop !== mobile
      ? `<source media="(min-width: 600px)" srcset="${escapeHtml(desktop.url)}" width="1600" height="500">`
      : '';
  const size = mobile ? 'width="800" height="800"' : 'width="1600" height="500"';
  const title = banner.title
    ? `<h2 class="banner-slide__title">${escapeHtml(banner.title)}</h2>`
    : '';
  const subtitle = banner.subtitle
    ? `<p class="banner-slide__subtitle">${escapeHtml(banner.subtitle)}</p>`
    : '';
  return (
    '<section class="banner-carousel"><div class="banner-carousel__viewport"><div class="banner-carousel__track">' +
    '<div class="banner-slide"><picture class="banner-slide__picture">' +
    `${source}<img alt="" ${size} loading="eager" fetchpriority="high" decoding="async" src="${escapeHtml(img.url)}">` +
    `</picture><div class="banner-slide__content">${title}${subtitle}</div></div>` +
    `</div></div>${bannerDots(count)}</section>`
  );
}

function staticPage(page: Page): string {
  // The content is the platform's sanitised HTML, exactly what the site renders.
  return (
    '<article class="static-page"><header class="static-page__hero"><div class="static-page__hero-inner">' +
    `<h1 class="static-page__title">${escapeHtml(page.title)}</h1>` +
    '</div></header><div class="static-page__body">' +
    `<div class="cms-content">${page.content}</div>` +
    '</div></article>'
  );
}

/** An amount in minor units as the site shows money (apps/web/src/lib/format.ts). */
function money(minor: number, currency: string, language: string): string {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...options }).format(
      minor / 100,
    );
  } catch {
    return `${new Intl.NumberFormat(language, options).format(minor / 100)}\u00a0${currency}`;
  }
}

/**
 * The jackpots' ticker above the casino lobby, as the site renders it for a guest (EUR; a
 * player's currency comes with the site). Without it the site's ticker would push the lobby down.
 */
function jackpotTicker(language: Language, { list, texts }: NonNullable<PrepaintData['jackpots']>) {
  const pots = list.filter((j) => j.currency === 'EUR');
  if (pots.length === 0) return '';
  const t = (key: string, amount?: string) =>
    escapeHtml((texts[key] ?? key).replace(/\{\{\s*amount\s*\}\}/g, amount ?? ''));
  const items = pots
    .map(
      (j) =>
        `<li class="jackpots__item" data-jackpot="${escapeHtml(j.slug)}">` +
        `<span class="jackpots__name">${escapeHtml(j.name)}</span>` +
        `<span class="jackpots__amount">${escapeHtml(money(j.amount, j.currency, language))}</span>` +
        `<span class="jackpots__cap">${t('jackpot_must_drop_by', money(j.must_drop_by, j.currency, language))}</span></li>`,
    )
    .join('');
  return (
    '<div class="jackpots-lobby"><section class="jackpots" aria-labelledby="jackpots-title">' +
    `<h2 id="jackpots-title" class="jackpots__title">${t('jackpots_title')}</h2>` +
    `<ul class="jackpots__list">${items}</ul></section></div>`
  );
}

const CHEVRON_LEFT =
  '<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M15 18l-6-6 6-6"></path></svg>';

/** The image of a promotion's card (apps/web/src/promotions/card-image.ts). */
export function promotionImage(promotion: Promotion): string {
  const card = promotion.banners.find((m) => m.title === 'card');
  return card?.full_url || card?.url || '/img/promotion-default.svg';
}

/** A promotion's page down to its lead: the site adds the dates, the claim and the text below. */
function promotionPage(
  language: Language,
  { promotion, texts }: NonNullable<PrepaintData['promotion']>,
) {
  const t = (key: string) => escapeHtml(texts[key] ?? key);
  const image = promotionImage(promotion);
  const safeImage = /^(\/|https:\/\/)[^\s"'<>]*$/.test(image)
    ? image
    : '/img/promotion-default.svg';
  const lead = promotion.comment
    ? `<p class="promo-detail__lead">${escapeHtml(promotion.comment)}</p>`
    : '';
  return (
    '<article class="promo-detail">' +
    `<a class="back-link" href="${localized(language, '/promotion')}">${CHEVRON_LEFT}${t('back')}</a>` +
    '<div class="promo-detail__layout"><div class="promo-detail__media">' +
    `<img src="${escapeHtml(safeImage)}" alt="" width="800" height="800" fetchpriority="high">` +
    '</div><div class="promo-detail__head">' +
    `<span class="promo-badge${promotion.is_valid ? ' promo-badge--active' : ''}">${t(promotion.is_valid ? 'badge_active' : 'badge_upcoming')}</span>` +
    `<h1 class="promo-detail__title">${escapeHtml(promotion.title)}</h1>${lead}` +
    '</div></div></article>'
  );
}

const ICON_ATTRS =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';
const KEY_ICON = `<svg ${ICON_ATTRS} width="26" height="26"><circle cx="8" cy="15" r="4"></circle><path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2"></path></svg>`;
const EYE_ICON = `<svg ${ICON_ATTRS} width="20" height="20"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle></svg>`;

/**
 * The login page as the site renders it (apps/web/src/login/login-page.tsx): its card, the two
 * fields and the button. What is typed before the site takes over is carried over to its form
 * (apps/web/src/lib/prepaint.ts), and a tap on its button or Enter is kept and sent by the site's
 * form (the page's inline loader notes it, spa.ts). Nothing submits before then: the button is a
 * plain button and, with two fields and no submit button, Enter sends no form (so no password
 * ever goes out in an address).
 */
function loginPage(language: Language, { texts, withEmail }: NonNullable<PrepaintData['login']>) {
  const t = (key: string) => escapeHtml(texts[key] ?? key);
  const field = (id: string, label: string, input: string) =>
    `<div class="field"><label class="field__label" for="${id}">${label}</label>${input}</div>`;
  const noAccount = t('no_account').replace(
    /&lt;register&gt;(.*?)&lt;\/register&gt;/,
    (_m, text: string) => `<a href="${localized(language, '/registration')}">${text}</a>`,
  );
  return (
    '<section class="auth" aria-labelledby="login-title"><div class="auth__card">' +
    `<header class="auth__head"><span class="auth__icon" aria-hidden="true">${KEY_ICON}</span>` +
    `<h1 id="login-title" class="auth__title">${t('title')}</h1><p class="auth__lead">${t('lead')}</p></header>` +
    '<form class="form" novalidate data-prepaint-form>' +
    field(
      'login-username',
      t(withEmail ? 'username_or_email' : 'username'),
      '<input id="login-username" class="input" autocomplete="username" autocapitalize="none" spellcheck="false" name="username">',
    ) +
    field(
      'login-password',
      t('password'),
      '<div class="password"><input id="login-password" autocomplete="current-password" name="password" type="password" class="input">' +
        `<button type="button" class="icon-btn password__toggle" aria-label="${t('show_password')}" aria-pressed="false">${EYE_ICON}</button></div>`,
    ) +
    `<p class="auth__aside"><a href="${localized(language, '/recovery-password')}">${t('forgot_password')}</a></p>` +
    `<button type="button" class="btn btn--primary btn--block" data-prepaint-submit>${t('submit')}</button>` +
    `</form><footer class="auth__foot"><p>${noAccount}</p></footer></div></section>`
  );
}

/** The pre-painted first screen for a path, or null when there is nothing worth painting early. */
export function prepaintHtml(data: PrepaintData, path: string): string | null {
  let main: string;
  if (data.banners?.length) {
    const ticker = data.jackpots ? jackpotTicker(data.language, data.jackpots) : '';
    main = `${ticker}<div class="lobby">${firstBanner(data.banners[0]!, data.banners.length)}</div>`;
  } else if (data.page) main = staticPage(data.page);
  else if (data.promotion) main = promotionPage(data.language, data.promotion);
  else if (data.login) main = loginPage(data.language, data.login);
  else return null;
  return `<div class="shell">${header(data, path)}<main id="main" class="site-main">${main}</main></div>`;
}
