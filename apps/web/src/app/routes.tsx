import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { useMemo } from 'react';
import { LANGUAGES, languageFromPath } from '../lib/language.ts';
import { GuestOnly, RequirePlayer } from '../auth/guards.tsx';
import * as shell from '../shell/shell-layout.tsx';
import { eagerPage, lazyPage, type LazyPage, type PageModule } from './lazy-page.tsx';
import { Root } from './root.tsx';

/**
 * Each route module exports `Component`; every page is its own chunk, but the shell (header,
 * menus, footer) comes with the entry: nearly every address shows it at once.
 */
const loaders = {
  casino: () => import('../casino/casino-page.tsx'),
  prime: () => import('../casino/prime-page.tsx'),
  liveCasino: () => import('../casino/live-casino-page.tsx'),
  crashGames: () => import('../casino/crash-games-page.tsx'),
  others: () => import('../casino/others-page.tsx'),
  virtualSports: () => import('../virtual-sports/virtual-sports-page.tsx'),
  game: () => import('../game/game-page.tsx'),
  promotions: () => import('../promotions/promotions-page.tsx'),
  staticPage: () => import('../static-pages/static-page.tsx'),
  maintenance: () => import('../maintenance/maintenance-page.tsx'),
  comingSoon: () => import('../shell/coming-soon-page.tsx'),
  login: () => import('../login/login-page.tsx'),
  registration: () => import('../registration/registration-page.tsx'),
  recoveryPassword: () => import('../recovery-password/recovery-password-page.tsx'),
  passwordReset: () => import('../password-reset/password-reset-page.tsx'),
  dashboard: () => import('../dashboard/dashboard-layout.tsx'),
  dashboardIndex: () => import('../dashboard/dashboard-index.tsx'),
  informations: () => import('../dashboard/informations/informations-page.tsx'),
  passwords: () => import('../dashboard/passwords/passwords-page.tsx'),
  sessions: () => import('../dashboard/sessions/sessions-page.tsx'),
  twoFactor: () => import('../dashboard/two-factor/two-factor-page.tsx'),
  limits: () => import('../dashboard/limits/limits-page.tsx'),
  limitsStandalone: () => import('../dashboard/limits/limits-standalone-page.tsx'),
  documents: () => import('../dashboard/documents/documents-page.tsx'),
  kyc: () => import('../dashboard/kyc/kyc-page.tsx'),
  kycStandalone: () => import('../dashboard/kyc/kyc-standalone-page.tsx'),
  sowq: () => import('../dashboard/sowq/sowq-page.tsx'),
  deposit: () => import('../dashboard/deposit/deposit-page.tsx'),
  withdraw: () => import('../dashboard/withdraw/withdraw-page.tsx'),
  transactions: () => import('../dashboard/transactions/transactions-page.tsx'),
  reports: () => import('../dashboard/reports/reports-page.tsx'),
  myBonus: () => import('../dashboard/my-bonus/my-bonus-page.tsx'),
  transactionStatus: () => import('../transaction-status/transaction-status-page.tsx'),
  cryptoTransfer: () => import('../payments/crypto-transfer-page.tsx'),
  bankTransfer: () => import('../payments/bank-transfer-page.tsx'),
  dashboardSoon: () => import('../dashboard/coming-soon-panel.tsx'),
  changePassword: () => import('../change-password/change-password-page.tsx'),
  newsletterOptOut: () => import('../newsletter/opt-out-page.tsx'),
  adminAccess: () => import('../admin/admin-access-page.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

const pages = {
  ...(Object.fromEntries(
    Object.entries(loaders).map(([name, loader]) => [name, lazyPage(loader)]),
  ) as Record<keyof typeof loaders, LazyPage>),
  shell: eagerPage(shell),
};

/** A route that renders a lazy page; `handle` keeps the page so it can be fetched ahead. */
const page = (p: LazyPage) => ({ element: <p.Page />, handle: p });

/** Unknown paths go home, keeping the language of the address. */
function GoHome() {
  const lang = languageFromPath(useLocation().pathname);
  return <Navigate to={lang ? `/${lang}` : '/'} replace />;
}

/** The routes under one prefix ("" or a language). */
function tree(): RouteObject[] {
  return [
    {
      ...page(pages.shell),
      children: [
        { index: true, ...page(pages.casino) },
        { path: 'casino', ...page(pages.casino) },
        { path: 'prime', ...page(pages.prime) },
        { path: 'live-casino', ...page(pages.liveCasino) },
        { path: 'crash-games', ...page(pages.crashGames) },
        { path: 'others', ...page(pages.others) },
        { path: 'virtual-sports', ...page(pages.virtualSports) },
        { path: 'promotion/:promotionId?', ...page(pages.promotions) },
        // Guest-only: a logged-in player is sent to the casino page.
        {
          element: <GuestOnly />,
          children: [
            { path: 'login', ...page(pages.login) },
            { path: 'registration/:tempToken?', ...page(pages.registration) },
          ],
        },
        { path: 'recovery-password', ...page(pages.recoveryPassword) },
        { path: 'password/reset/:tempToken', ...page(pages.passwordReset) },
        // Restricted: without a session the address is saved and the visitor goes to login.
        {
          element: <RequirePlayer />,
          children: [
            { path: 'changePassword', ...page(pages.changePassword) },
            // The limits page on its own (spec route list), as well as inside the dashboard.
            { path: 'limits', ...page(pages.limitsStandalone) },
            // The KYC page on its own (spec route list: /kyc, /kyc?lv=selfie).
            { path: 'kyc', ...page(pages.kycStandalone) },
            // Where a gateway sends the player back: the transaction's status (owner only).
            { path: 'transactions/:transactionId', ...page(pages.transactionStatus) },
            {
              path: 'dashboard',
              ...page(pages.dashboard),
              children: [
                { index: true, ...page(pages.dashboardIndex) },
                { path: 'informations', ...page(pages.informations) },
                { path: 'passwords', ...page(pages.passwords) },
                { path: 'sessions', ...page(pages.sessions) },
                { path: 'twoFactor', ...page(pages.twoFactor) },
                { path: 'limits', ...page(pages.limits) },
                { path: 'documents', ...page(pages.documents) },
                { path: 'kyc', ...page(pages.kyc) },
                { path: 'sowq', ...page(pages.sowq) },
                { path: 'deposit', ...page(pages.deposit) },
                { path: 'withdraw', ...page(pages.withdraw) },
                { path: 'transactions', ...page(pages.transactions) },
                { path: 'reports', ...page(pages.reports) },
                { path: 'myBonus', ...page(pages.myBonus) },
                // The other pages of the menu say they are coming; unknown ones open the first.
                { path: ':page', ...page(pages.dashboardSoon) },
                { path: '*', ...page(pages.dashboardIndex) },
              ],
            },
          ],
        },
        { path: 'newsletter/opt-out', ...page(pages.newsletterOptOut) },
        // The offline methods' info pages, linked from the deposit page.
        { path: 'crypto-transfer', ...page(pages.cryptoTransfer) },
        { path: 'bank-transfer', ...page(pages.bankTransfer) },
        // Hidden (linked from nowhere): staff sign in for admin mode.
        { path: 'admin-access', ...page(pages.adminAccess) },
        // Static pages (contact, privacy, help, ...) and the generic /{page}.
        { path: ':page', ...page(pages.staticPage) },
        { path: '*', element: <GoHome /> },
      ],
    },
    { path: 'game/play/:providerId/:gameId', ...page(pages.game) },
    // Outside the shell: nothing to navigate to while the skin is in maintenance.
    { path: 'in-maintenance', ...page(pages.maintenance) },
  ];
}

const prefixes: readonly string[] = [...LANGUAGES, 'cz'];
const routeTables = new Map<string, RouteObject[]>();

/**
 * The route table for an address: the unprefixed pages, or when the address starts with a
 * language, that language's copy of them. Matching walks and ranks every branch of the table on
 * each render, so one language's copy instead of all nine keeps that a phone's millisecond.
 */
export function routesFor(pathname: string): RouteObject[] {
  const first = pathname.split('/')[1] ?? '';
  const prefix = prefixes.includes(first) ? first : '';
  let table = routeTables.get(prefix);
  if (!table) {
    table = [
      {
        element: <Root />,
        // A prefixed address is matched by its language's copy alone (its `*` catches the rest).
        children: [
          prefix ? { path: `/${prefix}`, children: tree() } : { path: '/', children: tree() },
        ],
      },
    ];
    routeTables.set(prefix, table);
  }
  return table;
}

const pathnameOf = (location: string | Partial<Location>) =>
  (typeof location === 'string' ? location : (location.pathname ?? '/')).split(/[?#]/)[0] ?? '/';

let lastMatch: { pathname: string; matches: RouteMatch[]; chain: RouteObject[] } | null = null;

/**
 * The routes an address matches, and the same routes as a table of that one branch. React
 * Router flattens, ranks and compiles every branch of the table it is given on each render (a
 * phone's several milliseconds on every update of the site's root); given the matched branch
 * alone it walks only that. Kept for the last address, shared by loadPages and AppRoutes.
 */
function matchOf(pathname: string) {
  if (lastMatch?.pathname === pathname) return lastMatch;
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  let chain: RouteObject[] = [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = matches[i]!.route;
    chain = [{ ...route, children: route.children ? chain : undefined } as RouteObject];
  }
  lastMatch = { pathname, matches, chain };
  return lastMatch;
}

/**
 * Fetches the code of every page the address shows (a layout and its page together). Each page
 * downloads once (lazyPage keeps it, and asks again after a failed download).
 */
export function loadPages(location: string | Partial<Location>): Promise<unknown> {
  const { matches } = matchOf(pathnameOf(location));
  return Promise.all(matches.map((m) => (m.route.handle as LazyPage | undefined)?.load()));
}

/** The site's routes for the current address. */
export function AppRoutes() {
  const location = useLocation();
  // The layout's and the page's chunks download side by side, not one after the other; matched
  // once per address, not on every render.
  useMemo(() => void loadPages(location.pathname).catch(() => undefined), [location.pathname]);
  const { chain, matches } = matchOf(location.pathname);
  return useRoutes(matches.length > 0 ? chain : routesFor(location.pathname), location);
}
