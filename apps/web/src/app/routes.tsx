import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LANGUAGES, languageFromPath } from '../lib/language.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { Root } from './root.tsx';

/** Each route module exports `Component`; every page is its own chunk. */
const pages = {
  shell: () => import('../shell/shell-layout.tsx'),
  casino: () => import('../casino/casino-page.tsx'),
  prime: () => import('../casino/prime-page.tsx'),
  liveCasino: () => import('../casino/live-casino-page.tsx'),
  crashGames: () => import('../casino/crash-games-page.tsx'),
  others: () => import('../casino/others-page.tsx'),
  game: () => import('../game/game-page.tsx'),
  promotions: () => import('../promotions/promotions-page.tsx'),
  staticPage: () => import('../static-pages/static-page.tsx'),
  maintenance: () => import('../maintenance/maintenance-page.tsx'),
  comingSoon: () => import('../shell/coming-soon-page.tsx'),
};

/** Unknown paths go home, keeping the language of the address. */
function GoHome() {
  const lang = languageFromPath(useLocation().pathname);
  return <Navigate to={lang ? `/${lang}` : '/'} replace />;
}

/** The routes under one prefix ("" or a language). */
function tree(): RouteObject[] {
  return [
    {
      lazy: pages.shell,
      children: [
        { index: true, lazy: pages.casino },
        { path: 'casino', lazy: pages.casino },
        { path: 'prime', lazy: pages.prime },
        { path: 'live-casino', lazy: pages.liveCasino },
        { path: 'crash-games', lazy: pages.crashGames },
        { path: 'others', lazy: pages.others },
        { path: 'promotion/:promotionId?', lazy: pages.promotions },
        // Player accounts arrive with the accounts issue; these routes exist and say so.
        { path: 'login', lazy: pages.comingSoon },
        { path: 'registration/:tempToken?', lazy: pages.comingSoon },
        { path: 'recovery-password', lazy: pages.comingSoon },
        { path: 'password/reset/:tempToken', lazy: pages.comingSoon },
        { path: 'changePassword', lazy: pages.comingSoon },
        { path: 'newsletter/opt-out', lazy: pages.comingSoon },
        { path: 'dashboard/*', lazy: pages.comingSoon },
        // Static pages (contact, privacy, help, ...) and the generic /{page}.
        { path: ':page', lazy: pages.staticPage },
        { path: '*', element: <GoHome /> },
      ],
    },
    { path: 'game/play/:providerId/:gameId', lazy: pages.game },
    // Outside the shell: nothing to navigate to while the skin is in maintenance.
    { path: 'in-maintenance', lazy: pages.maintenance },
  ];
}

const prefixes = [...LANGUAGES, 'cz'];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    // While the first route's modules load: the three-dot loader instead of a blank page.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', children: tree() },
      ...prefixes.map((lang) => ({ path: `/${lang}`, children: tree() })),
    ],
  },
];
