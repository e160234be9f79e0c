import { Suspense, lazy, startTransition, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { useSearchParams } from 'react-router';
import type { Game } from '@croupier/contract/casino';
import { GAMES, type BannerTag } from '@croupier/contract/constants';
import { useIsLoggedIn } from '../auth/session.ts';
import { ErrorState } from '../components/error-state.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useFavourites } from './api/favourites.ts';
import { useGames, type GameFilters } from './api/get-games.ts';
import { useSectionProviders, useVisibleProviders } from './api/get-providers.ts';
import { useSections } from './api/get-sections.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { FilterSelect } from './filter-select.tsx';
import { RTP_MIN_OPTIONS, VOLATILITIES, formatPercent, matchesFilters } from './game-meta.ts';
import { GameTile, GameTileSkeleton, type TileTexts, type TileVariant } from './game-tile.tsx';
import { readLobbyParams, withLobbyParams, type LobbyParams } from './lobby-params.ts';
import { ProviderSelect } from './provider-select.tsx';
import { RecentlyPlayed } from './recently-played.tsx';
import { ReelFilter } from './reel-filter.tsx';
import { SearchBox } from './search-box.tsx';
import { searchProviders, searchState, searchTarget } from './search-rules.ts';
import { humanizeSlug, sectionKey } from './section-label.ts';
import { SectionTabs, tabId, type TabItem } from './section-tabs.tsx';
import { useDebounced } from './use-debounced.ts';
import { useAfterFirstScreen } from '../lib/idle.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLang } from '../lib/use-lang.ts';
import './lobby.css';

// What a search adds (its providers and other lobbies) loads with the first search, not the lobby.
const ProviderMatches = lazy(() =>
  import('./search-groups.tsx').then((m) => ({ default: m.ProviderMatches })),
);
const OtherLobbyMatches = lazy(() =>
  import('./search-groups.tsx').then((m) => ({ default: m.OtherLobbyMatches })),
);

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_TILES = 12;
/** Pictures of the first row load at once; the rest when they near the screen. */
const EAGER_TILES = 6;
/**
 * Tiles in a lobby's first render: two rows at six columns, more than a phone's first screen.
 * The rest follow once the first screen is done, in a transition (rendered in slices): one
 * commit of every tile was the longest task of a lobby's start on a phone.
 */
const FIRST_RENDER_TILES = 12;

export interface LobbyConfig {
  /** Translation group of the lobby's own texts: title, intro, tile wording, section names. */
  ns: 'casino' | 'live_casino';
  titleKey: string;
  introKey: string;
  /** Section name prefixes whose sections make up the lobby. */
  prefixes: readonly string[];
  bannerTags: readonly BannerTag[];
  /** The prime lobby's reel-count filter. */
  reelFilter?: boolean;
  /** Live casino presents its games as tables. */
  variant?: TileVariant;
  /** The home page: a signed-in player's "Recently played" and "Continue playing". */
  recentlyPlayed?: boolean;
}

/** The Favourites tab's value among the section tabs (never a section slug: those have no colon). */
const FAVOURITES_TAB = ':favourites';

/** A game lobby: banners, search, section tabs, provider (and reel) filter, the game grid. */
export function Lobby({ config }: { config: LobbyConfig }) {
  return (
    <Suspense fallback={<LobbySkeleton variant={config.variant ?? 'game'} />}>
      <LobbyView config={config} />
    </Suspense>
  );
}

function LobbyView({ config }: { config: LobbyConfig }) {
  const { t } = useTranslation(['casino', config.ns]);
  const own = [config.ns, 'casino'];
  const variant = config.variant ?? 'game';
  const lang = useLang();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLobbyParams(searchParams, config.reelFilter === true);
  const loggedIn = useIsLoggedIn();
  // The favourites are a signed-in player's: a guest with `?tab=favourites` sees "All".
  const favouritesTab = loggedIn && params.tab === 'favourites';
  const favourites = useFavourites(loggedIn);
  const title = t(config.titleKey, { ns: config.ns });
  useDocumentTitle(title);

  const update = (patch: Partial<LobbyParams>) =>
    setSearchParams((prev) => withLobbyParams(prev, patch), { preventScrollReset: true });

  // Sections and providers are addressed by slug and code; their ids come from the lists.
  const sections = useSections(config.prefixes);
  const section = params.section
    ? sections.data?.find((s) => s.slug === params.section)
    : undefined;
  const waitingForSection = params.section !== null && sections.isPending;
  const allProviders = useVisibleProviders();
  const sectionProviders = useSectionProviders(section?.id);
  const provider = params.provider
    ? [...(allProviders.data ?? []), ...(sectionProviders.data ?? [])].find(
        (p) => p.code === params.provider,
      )
    : undefined;
  const waitingForProvider =
    params.provider !== null &&
    !provider &&
    (allProviders.isPending || (section !== undefined && sectionProviders.isPending));

  // Search: the field follows the address (back button, tab clicks); typing writes the address
  // once it has settled, and never for 1 or 2 characters.
  const [input, setInput] = useState(params.q);
  const [seenQ, setSeenQ] = useState(params.q);
  if (seenQ !== params.q) {
    setSeenQ(params.q);
    if (searchTarget(input) !== params.q) setInput(params.q);
  }
  const settled = useDebounced(input, SEARCH_DEBOUNCE_MS);
  const target = searchTarget(settled);
  const current = searchTarget(input);
  useEffect(() => {
    if (target === null || target !== current || target === params.q) return;
    // A search spans the whole lobby, so it leaves the section tab for "All".
    setSearchParams(
      (prev) => withLobbyParams(prev, target ? { q: target, section: null, tab: null } : { q: '' }),
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  }, [target, current, params.q, setSearchParams]);
  const tooShort = searchState(input).kind === 'short' && searchState(settled).kind === 'short';

  const reels = params.reels ?? undefined;
  const volatility = params.volatility ?? undefined;
  const rtpMin = params.rtpMin ?? undefined;
  const filters: GameFilters = params.q
    ? {
        prefixes: config.prefixes,
        name: params.q,
        providerId: provider?.id,
        reels,
        volatility,
        rtpMin,
      }
    : {
        prefixes: config.prefixes,
        sectionId: section?.id,
        providerId: provider?.id,
        reels,
        volatility,
        rtpMin,
      };

  // "Load more" grows the first page; any filter change starts again from 48.
  const filterKey = JSON.stringify(filters);
  const [more, setMore] = useState({ key: filterKey, steps: 0 });
  const steps = more.key === filterKey ? more.steps : 0;
  const count = GAMES.initialPageSize + GAMES.loadMoreStep * steps;
  const games = useGames(
    filters,
    count,
    !favouritesTab && !waitingForSection && !waitingForProvider,
  );
  // The favourites tab lists the player's favourites, filtered here as the server would.
  const favouriteList = favourites.data?.filter((game) =>
    matchesFilters(game, { providerId: provider?.id, volatility, rtpMin }),
  );
  const list = favouritesTab
    ? favouriteList && { games: favouriteList, total: favouriteList.length }
    : games.data;
  const listError = favouritesTab ? favourites.isError : games.isError;
  const retry = () => void (favouritesTab ? favourites.refetch() : games.refetch());
  const updating = !favouritesTab && games.isPlaceholderData && games.isFetching;
  // A search also offers the providers it names and its matches in the other lobbies.
  const namedProviders = params.q ? searchProviders(allProviders.data ?? [], params.q) : [];
  const shownIds = new Set(list?.games.map((g) => g.id));

  const selectedTab = params.q ? null : favouritesTab ? FAVOURITES_TAB : (section?.slug ?? null);
  const selectSection = (slug: string | null) => {
    if (slug === selectedTab && !params.q) return;
    setInput('');
    if (slug === FAVOURITES_TAB)
      update({ tab: 'favourites', section: null, provider: null, q: '' });
    else update({ tab: null, section: slug, provider: null, q: '' });
  };
  const resetFilters = () => {
    setInput('');
    update({
      section: null,
      provider: null,
      reels: null,
      q: '',
      volatility: null,
      rtpMin: null,
    });
  };
  const hasFilters = Boolean(
    params.q ||
    params.section ||
    params.provider ||
    params.reels ||
    params.volatility ||
    params.rtpMin,
  );

  const texts = useMemo<TileTexts>(
    () => ({
      play: t('play', { ns: [config.ns, 'casino'] }),
      table: variant === 'table' ? t('table_badge', { ns: [config.ns, 'casino'] }) : undefined,
      isNew: t('badge_new'),
      popular: t('badge_popular'),
      rtp: (percent) => t('rtp_value', { value: percent }),
      volatility: (v) => t(`volatility_${v}`),
      volatilitySpoken: (v) => t('volatility_spoken', { level: t(`volatility_${v}`) }),
      demo: t('demo_button'),
      demoLabel: (name) => t('demo_button_label', { name }),
      favouriteLabel: (name) => t('favourite_label', { name }),
      favouriteRefused: (error) =>
        error instanceof ApiError && error.errors.game_id?.includes('favourites_limit_reached')
          ? t('favourite_limit')
          : t('favourite_error'),
    }),
    [t, config.ns, variant],
  );

  const firstScreenDone = useAfterFirstScreen();
  const [allTiles, setAllTiles] = useState(false);
  useEffect(() => {
    if (firstScreenDone && !allTiles) startTransition(() => setAllTiles(true));
  }, [firstScreenDone, allTiles]);

  const tabs: TabItem[] = [
    { value: null, label: t('section_all') },
    ...(loggedIn ? [{ value: FAVOURITES_TAB, label: t('tab_favourites') }] : []),
    ...(sections.data ?? [])
      .filter((s) => s.games_count > 0)
      .map((s) => ({
        value: s.slug,
        label: t(sectionKey(s.slug), { ns: own, defaultValue: humanizeSlug(s.slug) }),
      })),
  ];
  const tabExists = tabs.some((tab) => tab.value === selectedTab);
  const panelId = `${id}-games`;

  const grid = (shown: Game[]) => (
    <ul className={`game-grid game-grid--${variant}`}>
      {(allTiles ? shown : shown.slice(0, FIRST_RENDER_TILES)).map((game, index) => (
        <GameTile
          key={game.id}
          game={game}
          lang={lang}
          variant={variant}
          eager={index < EAGER_TILES}
          texts={texts}
          viewer={loggedIn ? 'player' : 'guest'}
        />
      ))}
    </ul>
  );

  let body;
  if (listError && !list) {
    body = (
      <ErrorState
        message={favouritesTab ? t('favourites_error') : t('games_error')}
        onRetry={retry}
      />
    );
  } else if (!list) {
    body = (
      <ul className={`game-grid game-grid--${variant}`} aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <GameTileSkeleton key={i} variant={variant} />
        ))}
      </ul>
    );
  } else if (favouritesTab && favourites.data?.length === 0) {
    body = (
      <div className="lobby-empty">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <path
            d="M12 20.3 10.6 19C5.6 14.5 2.3 11.5 2.3 7.8 2.3 4.8 4.7 2.5 7.6 2.5c1.7 0 3.3.8 4.4 2 1.1-1.2 2.7-2 4.4-2 2.9 0 5.3 2.3 5.3 5.3 0 3.7-3.3 6.7-8.3 11.2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
        <p className="lobby-empty__text">{t('favourites_empty')}</p>
        <p className="lobby-empty__hint">{t('favourites_empty_hint')}</p>
      </div>
    );
  } else if (list.games.length === 0) {
    body = (
      <div className="lobby-empty">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <rect
            x="6"
            y="10"
            width="36"
            height="28"
            rx="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
          <path
            d="M17 22h.01M31 22h.01M18 31c3.5-3 8.5-3 12 0"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <p className="lobby-empty__text">{t('no_games')}</p>
        {hasFilters && (
          <button type="button" className="btn btn--secondary" onClick={resetFilters}>
            {t('reset_filters')}
          </button>
        )}
      </div>
    );
  } else {
    const shown = list.games.length;
    const hasMore = shown < list.total;
    body = (
      <>
        {grid(list.games)}
        {hasMore && (
          <div className="lobby-more">
            <p className="lobby-more__progress" id={`${id}-progress`}>
              {t('showing', { shown, total: list.total })}
            </p>
            <span className="lobby-more__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((shown / list.total) * 100)}%` }} />
            </span>
            <button
              type="button"
              className="btn btn--secondary lobby-more__button"
              aria-describedby={`${id}-progress`}
              aria-busy={updating || undefined}
              onClick={() => {
                if (!updating) setMore({ key: filterKey, steps: steps + 1 });
              }}
            >
              {updating ? t('loading_more') : t('load_more')}
            </button>
          </div>
        )}
        {listError && <ErrorState message={t('games_error')} onRetry={retry} />}
      </>
    );
  }

  return (
    <div className={`lobby lobby--${variant}`}>
      <BannerCarousel lang={lang} tags={config.bannerTags} />

      <div className="lobby__head">
        <div className="lobby__heading">
          <h1 className="lobby__title">{title}</h1>
          <p className="lobby__intro">{t(config.introKey, { ns: config.ns })}</p>
        </div>
        <SearchBox
          id={`${id}-search`}
          label={t('search_label', { ns: own })}
          placeholder={t('search_placeholder', { ns: own })}
          value={input}
          onChange={setInput}
          alert={tooShort ? t('search_min_chars') : null}
        />
      </div>

      {config.recentlyPlayed && loggedIn && <RecentlyPlayed lang={lang} />}

      <div className="lobby__tabs">
        <SectionTabs
          items={tabs}
          selected={selectedTab}
          onSelect={selectSection}
          label={t('sections_label')}
          panelId={panelId}
          idPrefix={id}
        />
        {sections.isPending && (
          <span className="lobby__tabs-skeleton" aria-hidden="true">
            <span className="skeleton" />
            <span className="skeleton" />
            <span className="skeleton" />
          </span>
        )}
        {sections.isError && (
          <button
            type="button"
            className="lobby__inline-retry"
            onClick={() => void sections.refetch()}
          >
            {t('sections_error')}
          </button>
        )}
      </div>

      <div className="lobby__filters">
        <ProviderSelect
          id={`${id}-provider`}
          label={t('provider_label')}
          allLabel={t('provider_all')}
          providers={(section ? sectionProviders.data : allProviders.data) ?? []}
          value={provider?.code ?? (waitingForProvider ? params.provider : null)}
          onChange={(code) => update({ provider: code })}
        />
        <FilterSelect
          id={`${id}-volatility`}
          label={t('volatility_label')}
          allLabel={t('volatility_all')}
          options={VOLATILITIES.map((v) => ({ value: v, label: t(`volatility_${v}`) }))}
          value={params.volatility}
          onChange={(value) => update({ volatility: value })}
        />
        <FilterSelect
          id={`${id}-rtp`}
          label={t('rtp_min_label')}
          allLabel={t('rtp_min_all')}
          options={RTP_MIN_OPTIONS.map((value) => ({
            value,
            label: t('rtp_min_option', { value: formatPercent(value, lang) }),
          }))}
          value={params.rtpMin}
          onChange={(value) => update({ rtpMin: value })}
        />
        {config.reelFilter && (
          <ReelFilter
            value={params.reels}
            onChange={(value) => update({ reels: value })}
            label={t('reels_label')}
            allLabel={t('reels_all')}
            optionLabel={(value) => t('reels_option', { count: value })}
          />
        )}
        <p className="lobby__count" role="status">
          {list && !updating
            ? params.q
              ? t('search_results', { ns: own, count: list.total, query: params.q })
              : t('games_count', { ns: own, count: list.total })
            : ''}
        </p>
      </div>

      {params.q && namedProviders.length > 0 && (
        <Suspense fallback={null}>
          <ProviderMatches providers={namedProviders} prefixes={config.prefixes} lang={lang} />
        </Suspense>
      )}

      <div
        id={panelId}
        className={`lobby__panel${updating ? ' lobby__panel--updating' : ''}`}
        role="tabpanel"
        aria-labelledby={tabExists ? tabId(id, selectedTab) : undefined}
        aria-label={tabExists ? undefined : title}
        aria-busy={updating || !list}
      >
        {body}
      </div>

      {params.q && list && !updating && (
        <Suspense fallback={null}>
          <OtherLobbyMatches
            query={params.q}
            prefixes={config.prefixes}
            shownIds={shownIds}
            lang={lang}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Shown while the lobby's texts load: the shapes of banner, tabs and grid. */
function LobbySkeleton({ variant }: { variant: TileVariant }) {
  return (
    <div className={`lobby lobby--${variant}`} aria-busy="true">
      <div className="banner-carousel__skeleton skeleton" aria-hidden="true" />
      <div className="lobby__head" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--search" />
      </div>
      <ul className={`game-grid game-grid--${variant}`} aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <GameTileSkeleton key={i} variant={variant} />
        ))}
      </ul>
    </div>
  );
}
