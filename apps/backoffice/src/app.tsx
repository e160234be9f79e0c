import 'sonner/dist/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { ApiError } from './api/client.ts';
import { InvitePage } from './auth/invite-page.tsx';
import { LoginPage } from './auth/login-page.tsx';
import { sessionStore } from './auth/session.ts';
import { Guard } from './shell/guard.tsx';
import { RequireSession } from './shell/shell.tsx';

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const Dashboard = screen(() => import('./screens/dashboard.tsx'), 'DashboardScreen');
const Withdrawals = screen(() => import('./screens/withdrawals.tsx'), 'WithdrawalsScreen');
const Deposits = screen(() => import('./screens/deposits.tsx'), 'DepositsScreen');
const Documents = screen(() => import('./screens/documents.tsx'), 'DocumentsScreen');
const Audit = screen(() => import('./screens/audit-log.tsx'), 'AuditLogScreen');
const Staff = screen(() => import('./screens/staff.tsx'), 'StaffScreen');
const Account = screen(() => import('./screens/account.tsx'), 'AccountScreen');
const Campaigns = screen(() => import('./campaigns/list.tsx'), 'CampaignsScreen');
const CampaignEditor = screen(() => import('./campaigns/editor.tsx'), 'CampaignEditorScreen');
const Reports = screen(() => import('./reports/reports.tsx'), 'ReportsScreen');
const SaferGambling = screen(() => import('./safer/safer.tsx'), 'SaferGamblingScreen');
const KycQueue = screen(() => import('./queues/kyc.tsx'), 'KycQueueScreen');
const LimitsQueue = screen(() => import('./queues/limits.tsx'), 'LimitsQueueScreen');
const Players = screen(() => import('./players/players-list.tsx'), 'PlayersScreen');
const Player = screen(() => import('./players/player-page.tsx'), 'PlayerScreen');
const Pages = screen(() => import('./content/pages.tsx'), 'PagesScreen');
const PageEditor = screen(() => import('./content/pages.tsx'), 'PageEditorScreen');
const Promotions = screen(() => import('./content/promotions.tsx'), 'PromotionsScreen');
const PromotionEditor = screen(() => import('./content/promotions.tsx'), 'PromotionEditorScreen');
const Banners = screen(() => import('./content/banners.tsx'), 'BannersScreen');
const Translations = screen(() => import('./content/translations.tsx'), 'TranslationsScreen');
const SkinSettings = lazy(async () => ({
  default: (await import('./content/skin-settings.tsx')).SkinSettingsScreen,
}));
const Providers = screen(() => import('./casino/providers.tsx'), 'ProvidersScreen');
const Games = screen(() => import('./casino/games.tsx'), 'GamesScreen');
const Sections = screen(() => import('./casino/sections.tsx'), 'SectionsScreen');
const StudioGames = screen(() => import('./casino/studio-games.tsx'), 'StudioGamesScreen');
const HeldWins = screen(() => import('./thirdparty/held-wins.tsx'), 'HeldWinsScreen');
const Jackpots = screen(() => import('./thirdparty/jackpots.tsx'), 'JackpotsScreen');

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) is an answer, not a hiccup: only network and server errors retry.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

const queryClient = createQueryClient();
// A session that ends (signed out, 401) takes its cached answers with it.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) queryClient.clear();
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/backoffice">
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/invite" element={<InvitePage />} />
          <Route element={<RequireSession />}>
            <Route index element={<Dashboard />} />
            <Route
              path="queues/withdrawals"
              element={
                <Guard id="withdrawals">
                  <Withdrawals />
                </Guard>
              }
            />
            <Route
              path="queues/deposits"
              element={
                <Guard id="deposits">
                  <Deposits />
                </Guard>
              }
            />
            <Route
              path="queues/documents"
              element={
                <Guard id="documents">
                  <Documents />
                </Guard>
              }
            />
            <Route
              path="audit"
              element={
                <Guard id="audit">
                  <Audit />
                </Guard>
              }
            />
            <Route
              path="staff"
              element={
                <Guard id="staff">
                  <Staff />
                </Guard>
              }
            />
            <Route
              path="campaigns"
              element={
                <Guard id="campaigns">
                  <Campaigns />
                </Guard>
              }
            />
            <Route
              path="campaigns/:id"
              element={
                <Guard id="campaigns">
                  <CampaignEditor />
                </Guard>
              }
            />
            <Route
              path="reports"
              element={
                <Guard id="reports">
                  <Reports />
                </Guard>
              }
            />
            <Route
              path="safer-gambling"
              element={
                <Guard id="safer_gambling">
                  <SaferGambling />
                </Guard>
              }
            />
            <Route
              path="queues/held-wins"
              element={
                <Guard id="held_wins">
                  <HeldWins />
                </Guard>
              }
            />
            <Route
              path="jackpots"
              element={
                <Guard id="jackpots">
                  <Jackpots />
                </Guard>
              }
            />
            <Route
              path="queues/kyc"
              element={
                <Guard id="kyc">
                  <KycQueue />
                </Guard>
              }
            />
            <Route
              path="queues/limits"
              element={
                <Guard id="limits">
                  <LimitsQueue />
                </Guard>
              }
            />
            <Route
              path="players"
              element={
                <Guard id="players">
                  <Players />
                </Guard>
              }
            />
            <Route
              path="players/:id"
              element={
                <Guard id="players">
                  <Player />
                </Guard>
              }
            />
            <Route
              path="content/pages"
              element={
                <Guard id="pages">
                  <Pages />
                </Guard>
              }
            />
            <Route
              path="content/pages/:id"
              element={
                <Guard id="pages">
                  <PageEditor />
                </Guard>
              }
            />
            <Route
              path="content/promotions"
              element={
                <Guard id="promotions">
                  <Promotions />
                </Guard>
              }
            />
            <Route
              path="content/promotions/:id"
              element={
                <Guard id="promotions">
                  <PromotionEditor />
                </Guard>
              }
            />
            <Route
              path="content/banners"
              element={
                <Guard id="banners">
                  <Banners />
                </Guard>
              }
            />
            <Route
              path="content/translations"
              element={
                <Guard id="translations">
                  <Translations />
                </Guard>
              }
            />
            <Route
              path="content/skin-settings"
              element={
                <Guard id="skin_settings">
                  <SkinSettings part="settings" />
                </Guard>
              }
            />
            <Route
              path="site/risky-countries"
              element={
                <Guard id="risky_countries">
                  <SkinSettings part="risky-countries" />
                </Guard>
              }
            />
            <Route
              path="site/bank-details"
              element={
                <Guard id="bank_details">
                  <SkinSettings part="bank-details" />
                </Guard>
              }
            />
            <Route
              path="casino/providers"
              element={
                <Guard id="providers">
                  <Providers />
                </Guard>
              }
            />
            <Route
              path="casino/games"
              element={
                <Guard id="games">
                  <Games />
                </Guard>
              }
            />
            <Route
              path="casino/sections"
              element={
                <Guard id="sections">
                  <Sections />
                </Guard>
              }
            />
            <Route
              path="casino/studio-games"
              element={
                <Guard id="studio_games">
                  <StudioGames />
                </Guard>
              }
            />
            <Route path="account" element={<Account />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <Toaster position="bottom-right" closeButton />
    </QueryClientProvider>
  );
}
