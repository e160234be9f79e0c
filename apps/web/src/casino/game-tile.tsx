import { Link } from 'react-router';
import type { Game } from '@croupier/contract/casino';
import { localizedPath, type Language } from '../lib/language.ts';
import { rememberFromUrl } from '../lib/from-url.ts';

export type TileVariant = 'game' | 'table';

/** Artwork 400x300: width and height are set so the grid never jumps while pictures load. */
export function GameTile({
  game,
  lang,
  variant,
  playLabel,
  badge,
  eager,
}: {
  game: Game;
  lang: Language;
  variant: TileVariant;
  playLabel: string;
  badge?: string | undefined;
  eager: boolean;
}) {
  return (
    <li className={`game-tile game-tile--${variant}`}>
      <Link
        className="game-tile__link"
        to={localizedPath(lang, `/game/play/${game.provider_id}/${game.id}`)}
        onClick={rememberFromUrl}
      >
        <span className="game-tile__media">
          <img
            className="game-tile__image"
            src={game.image_url}
            alt={game.name}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {badge && (
            <span className="game-tile__badge" aria-hidden="true">
              {badge}
            </span>
          )}
          <span className="game-tile__overlay" aria-hidden="true">
            <span className="game-tile__play">
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              {playLabel}
            </span>
          </span>
        </span>
        <span className="game-tile__body">
          {/* The picture's alt already names the game: the link reads "name, provider" once. */}
          <span className="game-tile__name" aria-hidden="true">
            {game.name}
          </span>
          <span className="game-tile__provider">{game.provider.name}</span>
        </span>
      </Link>
    </li>
  );
}

export function GameTileSkeleton({ variant }: { variant: TileVariant }) {
  return (
    <li className={`game-tile game-tile--${variant} game-tile--skeleton`} aria-hidden="true">
      <span className="game-tile__media skeleton" />
      <span className="game-tile__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </span>
    </li>
  );
}
