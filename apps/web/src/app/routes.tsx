import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LANGUAGES, languageFromPath } from '../lib/language.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { GuestOnly, RequirePlayer } from '../auth/guards.tsx';
import { Root } from './root.tsx';

/** Each route module exports `Component`; every page is its own chunk. */
const pages = {
  shell: () => import('../shell/shell-layout.tsx'),
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
        { path: 'virtual-sports', lazy: pages.virtualSports },
        { path: 'promotion/:promotionId?', lazy: pages.promotions },
        // Guest-only: a logged-in player is sent to the casino page.
        {
          element: <GuestOnly />,
          children: [
            { path: 'login', lazy: pages.login },
            { path: 'registration/:tempToken?', lazy: pages.registration },
          ],
        },
        { path: 'recovery-password', lazy: pages.recoveryPassword },
        { path: 'password/reset/:tempToken', lazy: pages.passwordReset },
        // Restricted: without a session the address is saved and the visitor goes to login.
        {
          element: <RequirePlayer />,
          children: [
            { path: 'changePassword', lazy: pages.changePassword },
            // The limits page on its own (spec route list), as well as inside the dashboard.
            { path: 'limits', lazy: pages.limitsStandalone },
            // The KYC page on its own (spec route list: /kyc, /kyc?lv=selfie).
            { path: 'kyc', lazy: pages.kycStandalone },
            // Where a gateway sends the player back: the transaction's status (owner only).
            { path: 'transactions/:transactionId', lazy: pages.transactionStatus },
            {
              path: 'dashboard',
              lazy: pages.dashboard,
              children: [
                { index: true, lazy: pages.dashboardIndex },
                { path: 'informations', lazy: pages.informations },
                { path: 'passwords', lazy: pages.passwords },
                { path: 'limits', lazy: pages.limits },
                { path: 'documents', lazy: pages.documents },
                { path: 'kyc', lazy: pages.kyc },
                { path: 'sowq', lazy: pages.sowq },
                { path: 'deposit', lazy: pages.deposit },
                { path: 'withdraw', lazy: pages.withdraw },
                { path: 'transactions', lazy: pages.transactions },
                { path: 'reports', lazy: pages.reports },
                { path: 'myBonus', lazy: pages.myBonus },
                // The other pages of the menu say they are coming; unknown ones open the first.
                { path: ':page', lazy: pages.dashboardSoon },
                { path: '*', lazy: pages.dashboardIndex },
              ],
            },
          ],
        },
        { path: 'newsletter/opt-out', lazy: pages.newsletterOptOut },
        // The offline methods' info pages, linked from the deposit page.
        { path: 'crypto-transfer', lazy: pages.cryptoTransfer },
        { path: 'bank-transfer', lazy: pages.bankTransfer },
        // Hidden (linked from nowhere): staff sign in for admin mode.
        { path: 'admin-access', lazy: pages.adminAccess },
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
