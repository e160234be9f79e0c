/**
 * The fake aggregator's catalog: eight titles from two fake studios, as items of Hub88's game
 * list (`POST /operator/generic/v2/game/list`). Static data with no keys, so the seed can import
 * it without starting the fake. Every title plays the same three-reel engine (slot.ts).
 *
 * UNCONFIRMED: the item fields follow Hub88's public Games API page as far as it could be read
 * (game_code, name, product, category, platforms, url_thumb, url_background, enabled,
 * demo_game_support, freebet_support, release_date, blocked_countries); the types of `rtp` (a
 * decimal string here) and `volatility` (an integer 1-5 here) and the category vocabulary
 * ("Video Slots") could not be confirmed.
 */
import type { Motif } from '@croupier/games/catalog';
import { STATED_RTP_PERCENT } from './slot.ts';

export const FAKE_HUB88_PREFIX = '/fake-hub88';

export type Hub88Platform = 'GPL_DESKTOP' | 'GPL_MOBILE';

/** One item of Hub88's game list (a type, not an interface: it is read as a loose record). */
export type Hub88GameItem = {
  game_code: string;
  game_id: number;
  name: string;
  /** The studio (Hub88 "product"). */
  product: string;
  category: string;
  platforms: Hub88Platform[];
  url_thumb: string;
  url_background: string;
  enabled: boolean;
  demo_game_support: boolean;
  freebet_support: boolean;
  release_date: string;
  blocked_countries: string[];
  /** Percent with two decimals, as a string. */
  rtp: string;
  /** 1 (low) to 5 (high). */
  volatility: number;
  paylines: number;
};

interface Title {
  code: string;
  name: string;
  product: 'Northwind Gaming' | 'Aurora Play';
  demo: boolean;
  volatility: number;
  released: string;
  /** Artwork: background gradient (first two), accent (third), and the motif drawn. */
  palette: readonly [string, string, string];
  motif: Motif;
}

const TITLES: readonly Title[] = [
  {
    code: 'nwg_fjordfortune',
    name: 'Fjord Fortune',
    product: 'Northwind Gaming',
    demo: true,
    volatility: 2,
    released: '2026-03-02',
    palette: ['#0b3954', '#087e8b', '#bfd7ea'],
    motif: 'wave',
  },
  {
    code: 'nwg_frostgiant',
    name: 'Frost Giant Riches',
    product: 'Northwind Gaming',
    demo: false,
    volatility: 4,
    released: '2026-05-18',
    palette: ['#1b263b', '#415a77', '#e0fbfc'],
    motif: 'lightning',
  },
  {
    code: 'nwg_polargems',
    name: 'Polar Gems',
    product: 'Northwind Gaming',
    demo: true,
    volatility: 3,
    released: '2026-07-07',
    palette: ['#03045e', '#0077b6', '#90e0ef'],
    motif: 'gem',
  },
  {
    code: 'nwg_vikingbells',
    name: 'Viking Bells',
    product: 'Northwind Gaming',
    demo: true,
    volatility: 3,
    released: '2026-09-21',
    palette: ['#3d2c2e', '#7f5539', '#f4a261'],
    motif: 'bell',
  },
  {
    code: 'apl_starlightcherries',
    name: 'Starlight Cherries',
    product: 'Aurora Play',
    demo: true,
    volatility: 2,
    released: '2026-02-14',
    palette: ['#3c096c', '#9d4edd', '#ff5d8f'],
    motif: 'fruit',
  },
  {
    code: 'apl_luckylantern',
    name: 'Lucky Lantern',
    product: 'Aurora Play',
    demo: true,
    volatility: 3,
    released: '2026-04-30',
    palette: ['#7f1d1d', '#dc2626', '#fde047'],
    motif: 'flame',
  },
  {
    code: 'apl_goldencomet',
    name: 'Golden Comet',
    product: 'Aurora Play',
    demo: true,
    volatility: 5,
    released: '2026-08-11',
    palette: ['#111827', '#374151', '#fbbf24'],
    motif: 'star',
  },
  {
    code: 'apl_moonlitsevens',
    name: 'Moonlit Sevens',
    product: 'Aurora Play',
    demo: true,
    volatility: 4,
    released: '2026-10-05',
    palette: ['#0f172a', '#312e81', '#c7d2fe'],
    motif: 'moon',
  },
];

/** The artwork inputs of a title (plugin.ts draws its thumbnail). */
export const FAKE_HUB88_THEMES: ReadonlyMap<
  string,
  { name: string; palette: readonly [string, string, string]; motif: Motif }
> = new Map(TITLES.map((t) => [t.code, { name: t.name, palette: t.palette, motif: t.motif }]));

/** The studios (Hub88 products) of the fake. */
export const FAKE_HUB88_PRODUCTS = ['Northwind Gaming', 'Aurora Play'] as const;

/**
 * The game list. `baseUrl` prefixes the artwork addresses (empty: paths of the same origin,
 * which is where the dev server serves the fake; the site's CSP allows images of 'self' only).
 */
export function fakeHub88Games(baseUrl = ''): Hub88GameItem[] {
  const base = `${baseUrl.replace(/\/$/, '')}${FAKE_HUB88_PREFIX}`;
  return TITLES.map((t, i) => ({
    game_code: t.code,
    game_id: 880_001 + i,
    name: t.name,
    product: t.product,
    category: 'Video Slots',
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    url_thumb: `${base}/thumbs/${t.code}.svg`,
    url_background: `${base}/thumbs/${t.code}.svg`,
    enabled: true,
    demo_game_support: t.demo,
    freebet_support: false,
    release_date: t.released,
    blocked_countries: [],
    rtp: STATED_RTP_PERCENT.toFixed(2),
    volatility: t.volatility,
    paylines: 1,
  }));
}

/** The list with same-origin artwork paths (what the seed imports). */
export const games: readonly Hub88GameItem[] = fakeHub88Games();
