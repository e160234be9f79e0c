import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { FrameMessage } from '@croupier/contract/studio';
import { rememberSavedPath } from '../auth/saved-path.ts';
import {
  balanceQueryOptions,
  meQueryOptions,
  useBalance,
  useIsLoggedIn,
  useMe,
} from '../auth/session.ts';
import { ErrorState } from '../components/error-state.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
// The game screen is opened from the lobby and shares its language, address and title helpers.
import { storedFromUrl } from '../lib/from-url.ts';
import { prefetchFrameAssets, takeEarlyFrame, type EarlyFrame } from '../lib/bootstrap.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLang } from '../lib/use-lang.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { useGameDetail } from './api/get-game-detail.ts';
import { EmptyLaunch, useLaunch } from './api/launch-game.ts';
import { useCampaignPing } from './api/ping-campaign.ts';
import { useRealitySession } from './api/get-reality-session.ts';
import { BonusBox } from './bonus-box.tsx';
import { JackpotTicker } from '../jackpots/jackpot-ticker.tsx';
import { bonusProgress } from './bonus-progress.ts';
import { launchProblem, type LaunchProblem } from './launch-error.ts';
import { LaunchProblemView } from './launch-problem-view.tsx';
import { periodSeconds } from './reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';
import { useFrameActivity } from './use-frame-activity.ts';
import { useFrameMessages } from './use-frame-messages.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useRealityCheck } from './use-reality-check.ts';
import './game-page.css';

const TermsPrompt = lazy(() => import('../change-password/terms-prompt.tsx'));

/**
 * `/game/play/:providerId/:gameId`, shown without header and footer. A logged-in player plays
 * for real; `?mode=demo` plays for fun with play money instead (a guest always does).
 */
export function Component() {
  return (
    <Suspense fallback={<GameSkeleton />}>
      <GamePage />
    </Suspense>
  );
}

const toId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const newVisitId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function GamePage() {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const gameId = toId(params.gameId);
  const providerId = toId(params.providerId);
  const valid = gameId !== null && providerId !== null;
  const game = useGameDetail(gameId ?? 0, providerId ?? 0, valid);

  const detail = game.data;
  const shell = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(shell);
  const isDesktop = useIsDesktop();
  useDocumentTitle(detail?.name);

  // Real play when logged in (once the player is known), demo for a guest or on request.
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const player = loggedIn ? (me.data ?? null) : null;
  const playsDemo = !loggedIn || searchParams.get('mode') === 'demo';
  const balance = useBalance();
  // The terms are for real money: play money needs no acceptance (as for a guest).
  const termsMissing = !playsDemo && player !== null && !player.marketing.terms_and_conditions;
  // One id per visit of this page: a later visit (or a reload) launches anew.
  const [visit] = useState(newVisitId);
  // A game without demo play (has_demo off): no demo launch, only the refusal.
  const noDemo = detail !== undefined && playsDemo && detail.has_demo === false;
  const ready = detail !== undefined && (playsDemo || player !== null) && !termsMissing && !noDemo;
  const launch = useLaunch(
    ready
      ? { game: detail, lang, isMobile: !isDesktop, player: playsDemo ? null : player, visit }
      : null,
  );
  // A logged-in player switches between real and play money on this page (a new launch).
  const canSwitch = loggedIn && detail !== undefined && detail.has_demo !== false;
  const switchMode = (demo: boolean) =>
    setSearchParams(demo ? { mode: 'demo' } : {}, { replace: true });
  // How many times the frame finished loading (0: not yet): its own reloads re-attach listeners.
  const [frameLoads, setFrameLoads] = useState(0);
  const countFrameLoad = useCallback(() => setFrameLoads((n) => n + 1), []);

  const problem: LaunchProblem | null = noDemo
    ? { kind: 'not_available' }
    : !launch.error
      ? null
      : launch.error instanceof EmptyLaunch
        ? { kind: 'not_available' }
        : launchProblem(launch.error);
  const real = launch.isSuccess && !playsDemo && player !== null;
  // The frame's files, fetched beside the frame's own first requests (its page, then its code):
  // not before the launch answers, which they would hold up on a slow link.
  useEffect(() => {
    // An early frame (below) fetches them itself.
    if (launch.isSuccess && gameId !== null && !takeEarlyFrame(launch.data)) {
      prefetchFrameAssets(gameId);
    }
  }, [launch.isSuccess, launch.data, gameId]);
  const demo = launch.isSuccess && playsDemo;

  // The bonus box shows when the platform says this game plays with the active bonus.
  const currentBalance = balance.data ?? player?.balance;
  const campaign = currentBalance?.campaign ?? null;
  const ping = useCampaignPing(
    real && campaign && detail
      ? {
          campaignId: campaign.id,
          playerId: player.id,
          gameId: detail.id,
          providerId: detail.provider_id,
        }
      : null,
  );
  const progress = ping.data === true ? bonusProgress(currentBalance) : null;

  // After each settled round, or a refused bet, the balance is read at once (the 5-s poll keeps
  // running too). A frame whose session ended makes the site check its own (a 401 logs out).
  const onFrameMessage = useCallback(
    (message: FrameMessage) => {
      const sessionEnded =
        message.type === 'croupier:error' && message.message === 'session_invalid';
      void queryClient.invalidateQueries({
        queryKey: sessionEnded ? meQueryOptions().queryKey : balanceQueryOptions().queryKey,
        exact: true,
      });
    },
    [queryClient],
  );
  useFrameMessages(frame, onFrameMessage);
  useFrameActivity(frame, frameLoads);

  const reality = useRealityCheck(real, periodSeconds(player?.information.reality_minutes));
  const realitySession = useRealitySession(reality.open);

  const home = localizedPath(lang, '/');
  if (!valid || (game.error instanceof ApiError && game.error.status === 404)) {
    return <Navigate to={home} replace />;
  }
  const back = () => void navigate(storedFromUrl() ?? home);
  const goHome = () => void navigate(home);
  // Leaving from the reality check ends the game's session on the platform too.
  const leaveFromRealityCheck = () => {
    void reality.leave();
    goHome();
  };
  // The player could not be loaded (a 401 logs out and turns this page into demo play).
  const playerFailed = !playsDemo && loggedIn && player === null && me.isError;
  const loading =
    !game.isError &&
    !playerFailed &&
    !problem &&
    !termsMissing &&
    !(launch.isSuccess && frameLoads > 0);

  let stage;
  if (game.isError || playerFailed) {
    const retry = () => void (game.isError ? game.refetch() : me.refetch());
    stage = <ErrorState message={t('game_error')} onRetry={retry} />;
  } else if (problem && problem.kind !== 'terms') {
    stage = (
      <LaunchProblemView
        problem={problem}
        lang={lang}
        onBack={back}
        onRetry={() => void launch.refetch()}
        onPlayDemo={canSwitch && !playsDemo ? () => switchMode(true) : undefined}
      />
    );
  } else if (launch.isSuccess && detail) {
    // The frame the page's inline script opened already for this launch, or a new one.
    const early = takeEarlyFrame(launch.data);
    stage = early ? (
      <AdoptedFrame
        key={launch.data}
        early={early}
        title={detail.name}
        frameRef={frame}
        onLoad={countFrameLoad}
      />
    ) : (
      <iframe
        ref={frame}
        key={launch.data}
        className="game-frame"
        src={launch.data}
        title={detail.name}
        allow="fullscreen; autoplay"
        allowFullScreen
        onLoad={countFrameLoad}
      />
    );
  }

  return (
    <div className="game-shell" ref={shell}>
      <header className="game-bar">
        <button type="button" className="game-bar__back" onClick={back}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="game-bar__back-text">{t('back')}</span>
        </button>
        <div className="game-bar__title">
          {detail ? (
            <>
              <h1>{detail.name}</h1>
              <p>{detail.provider.name}</p>
            </>
          ) : (
            <span className="skeleton skeleton--line" aria-hidden="true" />
          )}
        </div>
        {/* The balance is the frame's own (play money in demo): the bar does not repeat it. */}
        {canSwitch && !playsDemo && (
          <button
            type="button"
            className="game-bar__demo"
            aria-label={t('demo_button_label', { name: detail.name })}
            onClick={() => switchMode(true)}
          >
            {t('demo_button')}
          </button>
        )}
        {fullscreen.supported && (
          <button
            type="button"
            className="game-bar__icon"
            aria-pressed={fullscreen.active}
            aria-label={fullscreen.active ? t('fullscreen_exit') : t('fullscreen_enter')}
            title={fullscreen.active ? t('fullscreen_exit') : t('fullscreen_enter')}
            onClick={fullscreen.toggle}
          >
            <FullscreenIcon active={fullscreen.active} />
          </button>
        )}
      </header>

      {(demo || noDemo) && (
        <p className="game-demo-hint">
          {demo && <span className="game-demo-hint__text">{t('demo_hint')}</span>}
          {loggedIn ? (
            <button
              type="button"
              className="game-demo-hint__link"
              onClick={() => switchMode(false)}
            >
              {t('play_real')}
            </button>
          ) : (
            <Link
              to={localizedPath(lang, '/login')}
              className="game-demo-hint__link"
              onClick={() => rememberSavedPath(pathname)}
            >
              {t('demo_login')}
            </Link>
          )}
        </p>
      )}

      {gameId !== null && <JackpotTicker lang={lang} gameId={gameId} />}

      {progress && !isDesktop && player && (
        <BonusBox progress={progress} symbol={player.currency.symbol} lang={lang} />
      )}

      <main className="game-stage" id="main" aria-busy={loading}>
        {stage}
        {loading && (
          <div className="game-stage__loading" role="status">
            <span className="game-stage__spinner" aria-hidden="true" />
            <span>{t('game_loading')}</span>
          </div>
        )}
      </main>

      <footer className="game-links">
        <Link to={localizedPath(lang, '/terms-and-conditions')}>{t('terms_link')}</Link>
        <Link to={localizedPath(lang, '/responsible-gaming')}>{t('responsible_gaming_link')}</Link>
      </footer>

      {(termsMissing || problem?.kind === 'terms') && (
        <Suspense fallback={null}>
          <TermsPrompt decline={{ label: t('terms_decline'), onDecline: goHome }} />
        </Suspense>
      )}

      <RealityCheckDialog
        open={reality.open}
        minutes={reality.minutes}
        secondsLeft={reality.secondsLeft}
        session={
          realitySession.isFetching
            ? undefined
            : realitySession.isError
              ? null
              : realitySession.data
        }
        lang={lang}
        onKeepPlaying={reality.keepPlaying}
        onGoHome={leaveFromRealityCheck}
      />
    </div>
  );
}

function GameSkeleton() {
  return (
    <div className="game-shell" aria-busy="true">
      <div className="game-bar" />
      <div className="game-stage">
        <div className="game-stage__loading">
          <span className="game-stage__spinner" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}

function FullscreenIcon({ active }: { active: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={
          active
            ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
            : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type MovableElement = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * The game frame opened before the site's code came (site/early-launch.ts), moved into the stage
 * as it is: `moveBefore` keeps its page running (a plain move would load it again, and the launch
 * token in its address is single-use). Its loads count as the page's own iframe's would.
 */
function AdoptedFrame({
  early,
  title,
  frameRef,
  onLoad,
}: {
  early: EarlyFrame;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = host.current as MovableElement | null;
    const { el } = early;
    if (!slot) return;
    const holder = el.parentElement;
    if (holder !== slot) {
      // The inline script opens it only where moveBefore exists.
      (slot.moveBefore ?? slot.insertBefore).call(slot, el, null);
      holder?.remove();
    }
    frameRef.current = el;
    el.addEventListener('load', onLoad);
    if (early.loaded()) onLoad();
    return () => el.removeEventListener('load', onLoad);
  }, [early, frameRef, onLoad]);
  useEffect(() => {
    early.el.setAttribute('title', title);
  }, [early, title]);
  return <div className="game-frame-host" ref={host} />;
}
