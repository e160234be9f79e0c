import { useId } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import type { Language } from '../lib/language.ts';
import { rememberFromUrl } from '../lib/from-url.ts';
import { useRecentGames, type RecentGame } from './api/recent-games.ts';
import { formatAgo } from './game-meta.ts';
import { gamePath } from './game-tile.tsx';

/**
 * The home page's "Recently played" for a signed-in player with history: the last game as a
 * "Continue playing" card, the ones before it in a row. Nothing for a player without history.
 */
export function RecentlyPlayed({ lang }: { lang: Language }) {
  const { t } = useTranslation('casino');
  const id = useId();
  const recent = useRecentGames(true);

  if (recent.isPending) {
    return (
      <div className="recent recent--loading" aria-hidden="true">
        <span className="skeleton skeleton--heading" />
        <span className="recent__layout">
          <span className="skeleton recent__card-skeleton" />
        </span>
      </div>
    );
  }
  if (recent.isError) {
    return (
      <button type="button" className="lobby__inline-retry" onClick={() => void recent.refetch()}>
        {t('recent_error')}
      </button>
    );
  }
  const [last, ...before] = recent.data;
  if (!last) return null;
  return (
    <section className="recent" aria-labelledby={`${id}-title`}>
      <h2 className="recent__title" id={`${id}-title`}>
        {t('recent_title')}
      </h2>
      <div className="recent__layout">
        <ContinueCard game={last} lang={lang} />
        {before.length > 0 && (
          <ul className="recent__row">
            {before.map((game) => (
              <li key={game.id} className="recent__item">
                <Link className="recent__link" to={gamePath(lang, game)} onClick={rememberFromUrl}>
                  <img
                    className="recent__image"
                    src={game.image_url}
                    alt={game.name}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="recent__name" aria-hidden="true">
                    {game.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ContinueCard({ game, lang }: { game: RecentGame; lang: Language }) {
  const { t } = useTranslation('casino');
  return (
    <Link className="continue-card" to={gamePath(lang, game)} onClick={rememberFromUrl}>
      <img
        className="continue-card__image"
        src={game.image_url}
        alt=""
        width={400}
        height={300}
        decoding="async"
      />
      <span className="continue-card__text">
        <span className="continue-card__eyebrow">{t('continue_eyebrow')}</span>
        <span className="continue-card__name">{game.name}</span>
        <span className="continue-card__when">
          {t('played_ago', { when: formatAgo(game.last_played_at, lang) })}
        </span>
      </span>
      <span className="continue-card__go" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
    </Link>
  );
}
