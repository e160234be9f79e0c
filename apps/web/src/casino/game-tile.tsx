import { Link, useNavigate } from 'react-router';
import type { Game, Volatility } from '@croupier/contract/casino';
import { localizedPath, type Language } from '../lib/language.ts';
import { rememberFromUrl } from '../lib/from-url.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { formatPercent, volatilityLevel } from './game-meta.ts';

export type TileVariant = 'game' | 'table';

/** Who looks at the tile: a signed-in player also gets the heart; both get the Demo button. */
export type TileViewer = 'player' | 'guest';

/** The tile's wording, made once per lobby in its language. */
export interface TileTexts {
  play: string;
  /** Live casino presents its games as tables: the badge on each. */
  table?: string | undefined;
  isNew: string;
  popular: string;
  /** "RTP 96.12%" from the formatted percentage. */
  rtp: (percent: string) => string;
  /** "High" */
  volatility: (volatility: Volatility) => string;
  /** "Volatility: high", for screen readers. */
  volatilitySpoken: (volatility: Volatility) => string;
  demo: string;
  /** "Play Jade Dragon in demo" */
  demoLabel: (name: string) => string;
  /** "Mark Jade Dragon as favourite" */
  favouriteLabel: (name: string) => string;
  /** Said when the platform refused a change of a heart. */
  favouriteRefused: (error: unknown) => string;
}

/** The game page of a tile: guests play it in demo there, signed-in players for real. */
export const gamePath = (lang: Language, game: Pick<Game, 'id' | 'provider_id'>) =>
  localizedPath(lang, `/game/play/${game.provider_id}/${game.id}`);

/** The game page in demo: play money, for guests and signed-in players alike. */
export const demoPath = (lang: Language, game: Pick<Game, 'id' | 'provider_id'>) =>
  `${gamePath(lang, game)}?mode=demo`;

/** Artwork 400x300: width and height are set so the grid never jumps while pictures load. */
export function GameTile({
  game,
  lang,
  variant,
  texts,
  viewer,
  eager,
}: {
  game: Game;
  lang: Language;
  variant: TileVariant;
  texts: TileTexts;
  viewer: TileViewer;
  eager: boolean;
}) {
  const navigate = useNavigate();
  const path = gamePath(lang, game);
  const rtp = formatPercent(game.rtp, lang, 2);
  const badges = [
    texts.table ? { kind: 'table', text: texts.table } : null,
    game.is_new ? { kind: 'new', text: texts.isNew } : null,
    game.is_popular ? { kind: 'popular', text: texts.popular } : null,
  ].filter((b) => b !== null);
  return (
    <li className={`game-tile game-tile--${variant}`}>
      <Link className="game-tile__link" to={path} onClick={rememberFromUrl}>
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
          {badges.length > 0 && (
            <span className="game-tile__badges">
              {badges.map((b) => (
                <span key={b.kind} className={`game-tile__badge game-tile__badge--${b.kind}`}>
                  {b.text}
                </span>
              ))}
            </span>
          )}
          <span className="game-tile__overlay" aria-hidden="true">
            <span className="game-tile__play">
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              {texts.play}
            </span>
          </span>
        </span>
        <span className="game-tile__body">
          {/* The picture's alt already names the game: the link reads "name, provider" once. */}
          <span className="game-tile__name" aria-hidden="true">
            {game.name}
          </span>
          <span className="game-tile__provider">{game.provider.name}</span>
          {(rtp !== null || game.volatility !== null) && (
            <span className="game-tile__meta">
              {rtp !== null && <span className="game-tile__rtp">{texts.rtp(rtp)}</span>}
              {game.volatility !== null && (
                <span
                  className="game-tile__volatility"
                  data-level={volatilityLevel(game.volatility)}
                >
                  <span className="game-tile__volatility-bars" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  <span className="game-tile__volatility-text" aria-hidden="true">
                    {texts.volatility(game.volatility)}
                  </span>
                  <span className="visually-hidden">{texts.volatilitySpoken(game.volatility)}</span>
                </span>
              )}
            </span>
          )}
        </span>
      </Link>
      {viewer === 'player' && (
        <FavouriteButton
          game={game}
          label={texts.favouriteLabel(game.name)}
          refusedText={texts.favouriteRefused}
        />
      )}
      {game.has_demo && (
        // A button, not a second link: the tile has one link (its game page). A signed-in
        // player's demo is the same page with play money (the heart sits above the button).
        <button
          type="button"
          className={`game-tile__demo${viewer === 'player' ? ' game-tile__demo--below' : ''}`}
          aria-label={texts.demoLabel(game.name)}
          onClick={() => {
            rememberFromUrl();
            void navigate(demoPath(lang, game));
          }}
        >
          {texts.demo}
        </button>
      )}
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
        <span className="skeleton skeleton--line skeleton--meta" />
      </span>
    </li>
  );
}
