import { useId } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import type { Provider } from '@croupier/contract/casino';
import type { Language } from '../lib/language.ts';
import { localizedPath } from '../lib/language.ts';
import { rememberFromUrl } from '../lib/from-url.ts';
import { gamesQueryOptions } from './api/get-games.ts';
import { gamePath } from './game-tile.tsx';
import { withLobbyParams } from './lobby-params.ts';
import { GAME_LOBBIES, otherLobbies, type GameLobby } from './search-lobbies.ts';
import { otherLobbyGroups, type LobbyMatches } from './search-rules.ts';

/** Matches shown per other lobby; its "Show all" link opens the lobby's own search. */
export const OTHER_LOBBY_GAMES = 4;
/** Providers offered for one search (each is counted in every lobby). */
const MAX_PROVIDERS = 2;

/** A lobby's address with these lobby parameters (and nothing else of the current one). */
const lobbyHref = (lang: Language, lobby: GameLobby, params: Record<string, string>) => {
  const query = withLobbyParams(new URLSearchParams(), params).toString();
  return `${localizedPath(lang, lobby.path)}${query ? `?${query}` : ''}`;
};

/**
 * The providers a search names: each with the lobbies that hold its games (the current lobby
 * first), a link to that lobby filtered by the provider. A provider without games is not offered.
 */
export function ProviderMatches({
  providers,
  prefixes,
  lang,
}: {
  providers: readonly Provider[];
  prefixes: readonly string[];
  lang: Language;
}) {
  const { t } = useTranslation(['casino', 'header']);
  const id = useId();
  const shown = providers.slice(0, MAX_PROVIDERS);
  // This lobby first (its link stays on this page: the home page is the casino lobby too).
  const others = otherLobbies(prefixes);
  const own = GAME_LOBBIES.find((lobby) => !others.includes(lobby));
  const lobbies = [...(own ? [own] : []), ...others];
  const counts = useQueries({
    queries: shown.flatMap((provider) =>
      lobbies.map((lobby) =>
        gamesQueryOptions({ prefixes: lobby.prefixes, providerId: provider.id }, 1),
      ),
    ),
  });
  const offered = shown
    .map((provider, p) => {
      const answers = counts.slice(p * lobbies.length, (p + 1) * lobbies.length);
      const links = lobbies.flatMap((lobby, i) => {
        const total = answers[i]?.data?.total ?? 0;
        return total > 0 ? [{ lobby, total }] : [];
      });
      return { provider, pending: answers.some((a) => a.isPending), links };
    })
    .filter((entry) => entry.pending || entry.links.length > 0);
  if (offered.length === 0) return null;
  return (
    <section className="search-providers" aria-labelledby={`${id}-title`}>
      <h2 className="search-group__title" id={`${id}-title`}>
        {t('search_providers')}
      </h2>
      <ul className="search-providers__list">
        {offered.map(({ provider, pending, links }) => {
          return (
            <li key={provider.id} className="search-provider">
              <span className="search-provider__name" id={`${id}-${provider.id}`}>
                {provider.name}
              </span>
              {pending ? (
                <span className="skeleton search-provider__skeleton" aria-hidden="true" />
              ) : (
                <ul className="search-provider__lobbies" aria-labelledby={`${id}-${provider.id}`}>
                  {links.map(({ lobby, total }) => (
                    <li key={lobby.path}>
                      <Link
                        className="search-chip"
                        to={
                          lobby === own
                            ? `?${withLobbyParams(new URLSearchParams(), { provider: provider.code })}`
                            : lobbyHref(lang, lobby, { provider: provider.code })
                        }
                      >
                        <span className="search-chip__lobby">{t(lobby.key, { ns: 'header' })}</span>
                        <span className="search-chip__count">
                          {t('games_count', { count: total })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "Found in other lobbies": the search's matches in every other lobby, a few games each (those
 * the current lobby does not show already) and a link to the lobby's own search.
 */
export function OtherLobbyMatches({
  query,
  prefixes,
  shownIds,
  lang,
}: {
  query: string;
  prefixes: readonly string[];
  shownIds: ReadonlySet<number>;
  lang: Language;
}) {
  const { t } = useTranslation(['casino', 'header']);
  const id = useId();
  const lobbies = otherLobbies(prefixes);
  const answers = useQueries({
    queries: lobbies.map((lobby) =>
      gamesQueryOptions({ prefixes: lobby.prefixes, name: query }, OTHER_LOBBY_GAMES),
    ),
  });
  if (answers.some((a) => a.isPending)) {
    return (
      <div className="search-other search-other--loading" aria-hidden="true">
        <span className="skeleton skeleton--heading" />
        <span className="skeleton search-other__skeleton" />
      </div>
    );
  }
  const failed = answers.filter((a) => a.isError);
  const groups = otherLobbyGroups<GameLobby>(
    answers.map((a, i): LobbyMatches<GameLobby> | undefined =>
      a.data && lobbies[i]
        ? { lobby: lobbies[i], games: a.data.games, total: a.data.total }
        : undefined,
    ),
    shownIds,
  );
  if (groups.length === 0 && failed.length === 0) return null;
  return (
    <section className="search-other" aria-labelledby={`${id}-title`}>
      <h2 className="search-group__title" id={`${id}-title`}>
        {t('search_other_title')}
      </h2>
      {groups.map(({ lobby, games, total }) => {
        const name = t(lobby.key, { ns: 'header' });
        return (
          <section
            key={lobby.path}
            className="search-other__lobby"
            aria-labelledby={`${id}-${lobby.key}`}
          >
            <div className="search-other__head">
              <h3 className="search-other__name" id={`${id}-${lobby.key}`}>
                {name}
              </h3>
              <span className="search-other__count">{t('games_count', { count: total })}</span>
              <Link className="search-other__all" to={lobbyHref(lang, lobby, { q: query })}>
                {t('search_other_show', { lobby: name })}
              </Link>
            </div>
            <ul className="search-other__games">
              {games.map((game) => (
                <li key={game.id}>
                  <Link className="search-hit" to={gamePath(lang, game)} onClick={rememberFromUrl}>
                    <img
                      className="search-hit__image"
                      src={game.image_url}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="search-hit__text">
                      <span className="search-hit__name">{game.name}</span>
                      <span className="search-hit__provider">{game.provider.name}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {failed.length > 0 && (
        <button
          type="button"
          className="lobby__inline-retry"
          onClick={() => failed.forEach((a) => void a.refetch())}
        >
          {t('search_other_error')}
        </button>
      )}
    </section>
  );
}
