import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';
import { ApiError } from '../lib/api-client.ts';
import { localizedPath } from '../lib/language.ts';
// The game screen is opened from the lobby and shares its language, address and title helpers.
import { storedFromUrl } from '../lib/from-url.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLang } from '../lib/use-lang.ts';
import { useGameDetail } from './api/get-game-detail.ts';
import { useFullscreen } from './use-fullscreen.ts';
import '../casino/lobby.css';
import './game-page.css';

/** `/game/play/:providerId/:gameId`, shown without header and footer. */
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

function GamePage() {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  const gameId = toId(params.gameId);
  const providerId = toId(params.providerId);
  const valid = gameId !== null && providerId !== null;
  const game = useGameDetail(gameId ?? 0, providerId ?? 0, valid);
  const shell = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(shell);
  useDocumentTitle(game.data?.name);

  const home = localizedPath(lang, '/');
  if (!valid || (game.error instanceof ApiError && game.error.status === 404)) {
    return <Navigate to={home} replace />;
  }

  const back = () => void navigate(storedFromUrl() ?? home);
  const detail = game.data;

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
          <span>{t('back')}</span>
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

      <main className="game-stage" id="main">
        {game.isError ? (
          <ErrorState message={t('game_error')} onRetry={() => void game.refetch()} />
        ) : !detail ? (
          <div className="game-stage__card" aria-busy="true">
            <span className="game-stage__art skeleton" />
            <div className="game-stage__text">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        ) : (
          <>
            <img
              className="game-stage__backdrop"
              src={detail.image_url}
              alt=""
              aria-hidden="true"
            />
            <section className="game-stage__card" aria-labelledby="game-notice-title">
              <img
                className="game-stage__art"
                src={detail.image_url}
                alt={detail.name}
                width={400}
                height={300}
              />
              <div className="game-stage__text">
                <p className="game-stage__eyebrow">{t('game_notice_eyebrow')}</p>
                <h2 id="game-notice-title" className="game-stage__heading">
                  {t('game_notice_title')}
                </h2>
                <p className="game-stage__notice">{t('game_notice')}</p>
                <p className="game-stage__description">{detail.description}</p>
                <dl className="game-facts">
                  <div>
                    <dt>{t('game_provider')}</dt>
                    <dd>{detail.provider.name}</dd>
                  </div>
                  <div>
                    <dt>{t('game_type')}</dt>
                    <dd>{t(`type_${detail.type}`)}</dd>
                  </div>
                  {detail.reels_numbers !== null && (
                    <div>
                      <dt>{t('reels_label')}</dt>
                      <dd>{detail.reels_numbers}</dd>
                    </div>
                  )}
                </dl>
                <button type="button" className="btn btn--primary game-stage__cta" onClick={back}>
                  {t('browse_games')}
                </button>
              </div>
            </section>
          </>
        )}
      </main>

      <footer className="game-links">
        <Link to={localizedPath(lang, '/terms-and-conditions')}>{t('terms_link')}</Link>
        <Link to={localizedPath(lang, '/responsible-gaming')}>{t('responsible_gaming_link')}</Link>
      </footer>
    </div>
  );
}

function GameSkeleton() {
  return (
    <div className="game-shell" aria-busy="true">
      <div className="game-bar" />
      <div className="game-stage">
        <div className="game-stage__card">
          <span className="game-stage__art skeleton" />
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
