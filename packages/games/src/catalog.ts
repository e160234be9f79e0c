/**
 * The catalog of the built-in studio: providers (studio labels), lobby sections and every title,
 * with the engine that runs it and the theme its generated artwork is drawn from.
 * Pure data, no I/O: the server seeds its tables from here.
 */

export type EngineId =
  | 'slots'
  | 'roulette'
  | 'blackjack'
  | 'baccarat'
  | 'poker'
  | 'crash'
  | 'scratch'
  | 'dice'
  | 'mines'
  | 'wheel'
  | 'andar-bahar'
  | 'teen-patti'
  | 'bingo'
  | 'virtual-sports';

export type GameType = 'slot' | 'table' | 'live' | 'crash' | 'scratch' | 'instant' | 'bingo';

/**
 * The volatility the lobby states for an engine's titles. Slots state their own (the
 * `volatility` setting their paytable is tuned to); the others take their engine's: even-money
 * table games low, bets whose risk the player picks (dice, mines) and side-bet card games medium,
 * multiplier games (crash, money wheels, bingo's top prizes) high.
 */
export const ENGINE_VOLATILITY: Readonly<Record<EngineId, 'low' | 'medium' | 'high'>> = {
  slots: 'medium',
  roulette: 'low',
  blackjack: 'low',
  baccarat: 'low',
  'andar-bahar': 'low',
  poker: 'medium',
  'teen-patti': 'medium',
  dice: 'medium',
  mines: 'medium',
  scratch: 'medium',
  crash: 'high',
  wheel: 'high',
  bingo: 'high',
  'virtual-sports': 'high',
};

/** Artwork motifs; each has a shape-drawing function in `artwork.ts`. */
export type Motif =
  | 'fruit'
  | 'gem'
  | 'pharaoh'
  | 'dragon'
  | 'star'
  | 'wheel'
  | 'cards'
  | 'chip'
  | 'rocket'
  | 'dice'
  | 'bomb'
  | 'crown'
  | 'clover'
  | 'wave'
  | 'lightning'
  | 'ball'
  | 'seven'
  | 'bell'
  | 'coin'
  | 'moon'
  | 'flame';

export interface ProviderDef {
  code: string;
  name: string;
  rank: number;
}

export interface SectionDef {
  name: string;
  slug: string;
  rank: number;
}

export interface CatalogGame {
  slug: string;
  name: string;
  /** A `ProviderDef.code`. */
  provider: string;
  /** `SectionDef.name`s. */
  sections: string[];
  /** Unique; lower shows first. */
  rank: number;
  type: GameType;
  /** Reel count of slots; null for everything else. */
  reels: 3 | 4 | 5 | null;
  isDesktop: boolean;
  isMobile: boolean;
  engine: { id: EngineId; settings: Record<string, string | number | boolean> };
  /** Background gradient (first two) and accent (third) of the artwork. */
  theme: { palette: readonly [string, string, string]; motif: Motif };
  /** One English sentence. */
  description: string;
}

export const providers: readonly ProviderDef[] = [
  { code: 'croupier-originals', name: 'Croupier Originals', rank: 1 },
  { code: 'neon-reels', name: 'Neon Reels', rank: 2 },
  { code: 'golden-table', name: 'Golden Table', rank: 3 },
  { code: 'rocket-lab', name: 'Rocket Lab', rank: 4 },
  { code: 'lucky-scratch', name: 'Lucky Scratch', rank: 5 },
];

/** A section's name prefix places it in a lobby; rank orders the tabs within that lobby. */
export const sections: readonly SectionDef[] = [
  { name: 'casino-popular', slug: 'popular', rank: 1 },
  { name: 'casino-new', slug: 'new', rank: 2 },
  { name: 'casino-slots', slug: 'slots', rank: 3 },
  { name: 'casino-table', slug: 'table', rank: 4 },
  { name: 'casino-jackpots', slug: 'jackpots', rank: 5 },
  { name: 'prime-popular', slug: 'popular', rank: 1 },
  { name: 'prime-new', slug: 'new', rank: 2 },
  { name: 'prime-classic', slug: 'classic', rank: 3 },
  { name: 'liveCasino-roulette', slug: 'roulette', rank: 1 },
  { name: 'liveCasino-blackjack', slug: 'blackjack', rank: 2 },
  { name: 'liveCasino-baccarat', slug: 'baccarat', rank: 3 },
  { name: 'liveCasino-poker', slug: 'poker', rank: 4 },
  { name: 'liveCasino-cardGames', slug: 'card-games', rank: 5 },
  { name: 'liveCasino-gameShows', slug: 'game-shows', rank: 6 },
  { name: 'liveCasino-indian', slug: 'indian', rank: 7 },
  { name: 'crashGames-crash', slug: 'crash', rank: 1 },
  { name: 'crashGames-instant', slug: 'instant', rank: 2 },
  { name: 'others-scratchCards', slug: 'scratch-cards', rank: 1 },
  { name: 'others-dice', slug: 'dice', rank: 2 },
  { name: 'others-instant', slug: 'instant', rank: 3 },
  { name: 'bingo-90ball', slug: '90-ball', rank: 1 },
  { name: 'bingo-75ball', slug: '75-ball', rank: 2 },
  { name: 'virtualSports-all', slug: 'virtual-sports', rank: 1 },
];

export const games: readonly CatalogGame[] = [
  // Casino slots
  {
    slug: 'orchard-of-fortune',
    name: 'Orchard of Fortune',
    provider: 'croupier-originals',
    sections: ['casino-popular', 'casino-slots'],
    rank: 1,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'low',
      },
    },
    theme: { palette: ['#14532d', '#65a30d', '#f43f5e'], motif: 'fruit' },
    description:
      'Sun-ripened cherries tumble across twenty lines in a cheerful orchard where wilds grow on every branch.',
  },
  {
    slug: 'emerald-cascade',
    name: 'Emerald Cascade',
    provider: 'neon-reels',
    sections: ['casino-popular', 'casino-slots'],
    rank: 5,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 4,
        ways: 1024,
        cascades: true,
        wilds: true,
        scatters: true,
        freeSpins: 12,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#022c22', '#047857', '#6ee7b7'], motif: 'gem' },
    description:
      'Cut emeralds tumble across 1024 ways on four rows: every win clears away and refills the reels with a climbing multiplier, with wilds, scatters and twelve free spins.',
  },
  {
    slug: 'jade-dragon-ascent',
    name: 'Jade Dragon Ascent',
    provider: 'croupier-originals',
    sections: ['casino-popular', 'casino-slots', 'casino-jackpots'],
    rank: 8,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        ways: 243,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'high',
        jackpotTiers: 4,
      },
    },
    theme: { palette: ['#1c1917', '#7f1d1d', '#facc15'], motif: 'dragon' },
    description:
      'A golden-eyed dragon guards four jackpot tiers on 243 ways, waking for free spins whenever three pearls land.',
  },
  {
    slug: 'sands-of-the-sun-king',
    name: 'Sands of the Sun King',
    provider: 'croupier-originals',
    sections: ['casino-popular', 'casino-slots', 'casino-jackpots'],
    rank: 13,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 10,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        expandingSymbols: true,
        volatility: 'high',
      },
    },
    theme: { palette: ['#451a03', '#b45309', '#fde047'], motif: 'pharaoh' },
    description:
      'Unseal a desert pyramid on ten lines, where one chosen symbol expands across whole reels during free spins.',
  },
  {
    slug: 'starforge-nebula',
    name: 'Starforge Nebula',
    provider: 'neon-reels',
    sections: ['casino-popular', 'casino-new', 'casino-slots', 'casino-jackpots'],
    rank: 17,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 25,
        wilds: true,
        scatters: true,
        freeSpins: 15,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#1e1b4b', '#6d28d9', '#f0abfc'], motif: 'star' },
    description:
      'Newborn stars ignite inside a violet nebula, lighting up twenty-five lines with sticky expanding wilds.',
  },
  {
    slug: 'crown-of-the-tide-queen',
    name: 'Crown of the Tide Queen',
    provider: 'croupier-originals',
    sections: ['casino-new', 'casino-slots'],
    rank: 25,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 4,
        lines: 40,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#082f49', '#0e7490', '#fcd34d'], motif: 'crown' },
    description:
      'Dive to a sunken palace on forty lines and claim the queen of the tides’ crown in a free-spin rising tide.',
  },
  {
    slug: 'clover-hollow',
    name: 'Clover Hollow',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 49,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'low',
      },
    },
    theme: { palette: ['#052e16', '#15803d', '#86efac'], motif: 'clover' },
    description:
      'A mossy woodland hollow where four-leaf clovers turn into wilds and a quiet brook carries free spins.',
  },
  {
    slug: 'thunder-anvil',
    name: 'Thunder Anvil',
    provider: 'neon-reels',
    sections: ['casino-new', 'casino-slots'],
    rank: 27,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 4,
        ways: 1024,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'high',
      },
    },
    theme: { palette: ['#0f172a', '#334155', '#fde047'], motif: 'lightning' },
    description:
      'A storm smith hammers lightning into the reels, striking random multiplier wilds across 1024 ways.',
  },
  {
    slug: 'coral-reef-riches',
    name: 'Coral Reef Riches',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 53,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 12,
        volatility: 'low',
      },
    },
    theme: { palette: ['#083344', '#0891b2', '#fb7185'], motif: 'wave' },
    description:
      'Turtles, pearls and pink coral drift through a sunlit lagoon with gentle wins on twenty lines.',
  },
  {
    slug: 'midnight-sevens',
    name: 'Midnight Sevens',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 61,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 5,
        wilds: true,
        scatters: false,
        freeSpins: 0,
        volatility: 'high',
      },
    },
    theme: { palette: ['#020617', '#1e3a8a', '#ef4444'], motif: 'seven' },
    description:
      'Blazing red sevens glow against a midnight sky on three classic reels and five lines.',
  },
  {
    slug: 'silver-bell-saloon',
    name: 'Silver Bell Saloon',
    provider: 'croupier-originals',
    sections: ['casino-slots'],
    rank: 65,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 5,
        wilds: false,
        scatters: false,
        freeSpins: 0,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#292524', '#78350f', '#e7e5e4'], motif: 'bell' },
    description:
      'A dusty frontier saloon machine with silver bells, bars and a single honest payline per row.',
  },
  {
    slug: 'golden-coin-vault',
    name: 'Golden Coin Vault',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 33,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 0,
        holdAndWin: true,
        volatility: 'high',
        jackpotTiers: 3,
      },
    },
    theme: { palette: ['#1a1a2e', '#3f3f46', '#fbbf24'], motif: 'coin' },
    description:
      'Gold coins and wilds crack the vault across 20 lines: six coins lock in for respins that collect their values, Mini and Minor jackpot coins, and a full grid that pays the Major.',
  },
  {
    slug: 'moonlit-howl',
    name: 'Moonlit Howl',
    provider: 'neon-reels',
    sections: ['casino-new', 'casino-slots'],
    rank: 29,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 4,
        lines: 50,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#0c0a09', '#312e81', '#e0e7ff'], motif: 'moon' },
    description:
      'A silver wolf pack howls under a full moon, stacking wild wolves on fifty lines through the night.',
  },
  {
    slug: 'phoenix-ember',
    name: 'Phoenix Ember',
    provider: 'neon-reels',
    sections: ['casino-slots'],
    rank: 57,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        ways: 243,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'high',
      },
    },
    theme: { palette: ['#2a0a0a', '#9a3412', '#fb923c'], motif: 'flame' },
    description:
      'A phoenix rises from glowing embers to reignite free spins with a climbing multiplier on 243 ways.',
  },
  {
    slug: 'diamond-dynasty',
    name: 'Diamond Dynasty',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 37,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 25,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'high',
        jackpotTiers: 4,
      },
    },
    theme: { palette: ['#0b1020', '#1d4ed8', '#a5f3fc'], motif: 'gem' },
    description:
      'An ice-blue diamond empire where four fixed jackpots sparkle above twenty-five lines.',
  },
  {
    slug: 'sugar-plum-carnival',
    name: 'Sugar Plum Carnival',
    provider: 'neon-reels',
    sections: ['casino-new', 'casino-slots'],
    rank: 31,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 5,
        lines: 50,
        wilds: true,
        scatters: true,
        freeSpins: 12,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#3b0764', '#db2777', '#fde68a'], motif: 'fruit' },
    description:
      'Candied plums and sugared cherries parade through a festival grid of five rows and fifty lines.',
  },
  {
    slug: 'cosmic-cherry-twist',
    name: 'Cosmic Cherry Twist',
    provider: 'croupier-originals',
    sections: ['casino-slots'],
    rank: 69,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 9,
        wilds: true,
        scatters: false,
        freeSpins: 0,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#172554', '#7c3aed', '#f87171'], motif: 'fruit' },
    description:
      'Retro cherries float in zero gravity on three reels and nine lines with a twisting wild respin.',
  },
  {
    slug: 'royal-treasury-link',
    name: 'Royal Treasury Link',
    provider: 'croupier-originals',
    sections: ['casino-slots', 'casino-jackpots'],
    rank: 41,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 30,
        wilds: true,
        scatters: true,
        freeSpins: 0,
        holdAndWin: true,
        volatility: 'high',
        jackpotTiers: 4,
      },
    },
    theme: { palette: ['#3f0d12', '#881337', '#fcd34d'], motif: 'crown' },
    description:
      'Crown coins guard the royal treasury across 30 lines: six lock in for respins, jackpot coins pay the Mini, Minor and Major, and a full grid wins the Grand.',
  },

  // Casino table games
  {
    slug: 'velvet-european-roulette',
    name: 'Velvet European Roulette',
    provider: 'golden-table',
    sections: ['casino-popular', 'casino-table'],
    rank: 18,
    type: 'table',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'roulette', settings: { variant: 'european', minBet: 0.1, maxBet: 500 } },
    theme: { palette: ['#3f0a0a', '#991b1b', '#fbbf24'], motif: 'wheel' },
    description:
      'Single-zero roulette on a crimson velvet layout with racetrack bets and saved favourite spreads.',
  },
  {
    slug: 'twenty-one-royale',
    name: 'Twenty-One Royale',
    provider: 'golden-table',
    sections: ['casino-table'],
    rank: 45,
    type: 'table',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'blackjack',
      settings: {
        decks: 6,
        seats: 3,
        dealerStandsSoft17: true,
        blackjackPays: '3:2',
        doubleAfterSplit: true,
        minBet: 1,
        maxBet: 1000,
      },
    },
    theme: { palette: ['#052e16', '#166534', '#f8fafc'], motif: 'cards' },
    description:
      'Six-deck blackjack on classic green felt, where the dealer stands on soft seventeen and blackjack pays three to two.',
  },
  {
    slug: 'punto-banco-salon',
    name: 'Punto Banco Salon',
    provider: 'golden-table',
    sections: ['casino-table'],
    rank: 71,
    type: 'table',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'baccarat',
      settings: {
        variant: 'punto-banco',
        decks: 8,
        bankerCommission: 0.05,
        minBet: 1,
        maxBet: 2000,
      },
    },
    theme: { palette: ['#1e1b4b', '#4338ca', '#fca5a5'], motif: 'chip' },
    description:
      'Eight-deck punto banco in a quiet salon, with player, banker and tie bets and a full bead-road history.',
  },
  {
    slug: 'riverboat-holdem',
    name: 'Riverboat Hold’em',
    provider: 'golden-table',
    sections: ['casino-table'],
    rank: 73,
    type: 'table',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'poker',
      settings: { variant: 'casino-holdem', decks: 1, minAnte: 1, maxAnte: 200, bonusBet: true },
    },
    theme: { palette: ['#1c1917', '#57534e', '#34d399'], motif: 'cards' },
    description:
      'Casino hold’em against the dealer aboard a paddle steamer, with an ante, a call and an optional bonus bet.',
  },

  // Prime: three reels
  {
    slug: 'neon-sevens',
    name: 'Neon Sevens',
    provider: 'neon-reels',
    sections: ['prime-popular', 'prime-classic'],
    rank: 4,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 5,
        wilds: false,
        scatters: false,
        freeSpins: 0,
        volatility: 'high',
      },
    },
    theme: { palette: ['#0a0a23', '#be185d', '#22d3ee'], motif: 'seven' },
    description: 'Buzzing neon sevens light up three reels and five lines in a late-night arcade.',
  },
  {
    slug: 'retro-bar-blitz',
    name: 'Retro Bar Blitz',
    provider: 'neon-reels',
    sections: ['prime-classic'],
    rank: 63,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 1,
        lines: 1,
        wilds: false,
        scatters: false,
        freeSpins: 0,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#18181b', '#a16207', '#f43f5e'], motif: 'bell' },
    description:
      'A one-line throwback with bars, bells and a single window, exactly as the old mechanical reels played.',
  },
  {
    slug: 'cherry-circuit',
    name: 'Cherry Circuit',
    provider: 'neon-reels',
    sections: ['prime-new', 'prime-classic'],
    rank: 39,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 5,
        wilds: true,
        scatters: false,
        freeSpins: 0,
        volatility: 'low',
      },
    },
    theme: { palette: ['#042f2e', '#0f766e', '#f472b6'], motif: 'fruit' },
    description:
      'Circuit-board cherries pulse with electric wilds on a compact three-reel, five-line machine.',
  },
  {
    slug: 'triple-flame-classic',
    name: 'Triple Flame Classic',
    provider: 'neon-reels',
    sections: ['prime-classic'],
    rank: 67,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 5,
        wilds: true,
        scatters: false,
        freeSpins: 0,
        volatility: 'high',
      },
    },
    theme: { palette: ['#1f0f0f', '#b91c1c', '#fdba74'], motif: 'flame' },
    description: 'Three hot reels where burning wilds multiply any line they touch.',
  },
  {
    slug: 'lucky-bell-tower',
    name: 'Lucky Bell Tower',
    provider: 'neon-reels',
    sections: ['prime-popular', 'prime-classic'],
    rank: 21,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 3,
        rows: 3,
        lines: 8,
        wilds: true,
        scatters: true,
        freeSpins: 5,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#1e293b', '#0369a1', '#fde68a'], motif: 'bell' },
    description:
      'Golden bells ring out from a seaside clock tower on eight lines with a short burst of free spins.',
  },

  // Prime: four reels
  {
    slug: 'quartz-quartet',
    name: 'Quartz Quartet',
    provider: 'neon-reels',
    sections: ['prime-popular'],
    rank: 15,
    type: 'slot',
    reels: 4,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 4,
        rows: 4,
        ways: 256,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#1f1235', '#9333ea', '#c4b5fd'], motif: 'gem' },
    description: 'Four reels of violet quartz crystals chime together across 256 ways to win.',
  },
  {
    slug: 'four-winds-fortune',
    name: 'Four Winds Fortune',
    provider: 'neon-reels',
    sections: ['prime-new'],
    rank: 55,
    type: 'slot',
    reels: 4,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 4,
        rows: 3,
        lines: 15,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#0c4a6e', '#0284c7', '#bae6fd'], motif: 'star' },
    description:
      'A compass star points the four winds across four reels, blowing wilds onto fifteen lines.',
  },
  {
    slug: 'polar-prism',
    name: 'Polar Prism',
    provider: 'neon-reels',
    sections: ['prime-new', 'casino-new'],
    rank: 35,
    type: 'slot',
    reels: 4,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 4,
        rows: 4,
        ways: 256,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'low',
      },
    },
    theme: { palette: ['#0f172a', '#0ea5e9', '#f0f9ff'], motif: 'moon' },
    description:
      'Polar night and aurora light bend through ice prisms on a four-by-four grid of 256 ways.',
  },
  {
    slug: 'lantern-festival',
    name: 'Lantern Festival',
    provider: 'neon-reels',
    sections: ['prime-popular'],
    rank: 24,
    type: 'slot',
    reels: 4,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 4,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#2e1065', '#c2410c', '#fde047'], motif: 'flame' },
    description: 'Paper lanterns drift over a river at dusk, lighting twenty lines on four reels.',
  },
  {
    slug: 'temple-of-four-suns',
    name: 'Temple of Four Suns',
    provider: 'neon-reels',
    sections: ['prime-new'],
    rank: 59,
    type: 'slot',
    reels: 4,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 4,
        rows: 3,
        lines: 10,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'high',
      },
    },
    theme: { palette: ['#1a2e05', '#a16207', '#fef08a'], motif: 'pharaoh' },
    description:
      'A jungle step temple hides four suns that awaken free spins on four reels and ten lines.',
  },

  // Prime: five reels
  {
    slug: 'vaporwave-velocity',
    name: 'Vaporwave Velocity',
    provider: 'neon-reels',
    sections: ['prime-popular', 'casino-new'],
    rank: 10,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 20,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#2e1065', '#db2777', '#67e8f9'], motif: 'wave' },
    description:
      'Ride a synth-pop sunset down a chrome highway where rolling wilds race across twenty lines.',
  },
  {
    slug: 'pixel-pharaoh',
    name: 'Pixel Pharaoh',
    provider: 'neon-reels',
    sections: ['prime-new'],
    rank: 43,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 10,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'high',
      },
    },
    theme: { palette: ['#1c1917', '#ca8a04', '#22d3ee'], motif: 'pharaoh' },
    description:
      'An eight-bit pharaoh rules ten lines of pixel pyramids, scarabs and expanding tomb wilds.',
  },
  {
    slug: 'aurora-crown',
    name: 'Aurora Crown',
    provider: 'neon-reels',
    sections: ['prime-popular'],
    rank: 23,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 4,
        lines: 40,
        wilds: true,
        scatters: true,
        freeSpins: 12,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#042f2e', '#7c3aed', '#5eead4'], motif: 'crown' },
    description:
      'A northern-lights crown shimmers over forty lines, turning whole reels wild in free spins.',
  },
  {
    slug: 'hyperdrive-gems',
    name: 'Hyperdrive Gems',
    provider: 'neon-reels',
    sections: ['prime-new'],
    rank: 47,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        ways: 243,
        wilds: true,
        scatters: true,
        freeSpins: 10,
        volatility: 'medium',
      },
    },
    theme: { palette: ['#020617', '#0f766e', '#f0abfc'], motif: 'gem' },
    description:
      'Warp-speed gems streak through 243 ways, with a hyperdrive feature that nudges wilds into place.',
  },
  {
    slug: 'voltage-vault',
    name: 'Voltage Vault',
    provider: 'neon-reels',
    sections: ['prime-new'],
    rank: 51,
    type: 'slot',
    reels: 5,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'slots',
      settings: {
        reels: 5,
        rows: 3,
        lines: 25,
        wilds: true,
        scatters: true,
        freeSpins: 8,
        volatility: 'high',
      },
    },
    theme: { palette: ['#111827', '#4f46e5', '#a3e635'], motif: 'lightning' },
    description:
      'High-voltage bolts charge a steel vault until electrified wilds arc across twenty-five lines.',
  },

  // Live casino: roulette
  {
    slug: 'grand-salon-roulette',
    name: 'Grand Salon Roulette',
    provider: 'golden-table',
    sections: ['liveCasino-roulette'],
    rank: 2,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'roulette', settings: { variant: 'european', minBet: 0.2, maxBet: 5000 } },
    theme: { palette: ['#2b0b0b', '#7c2d12', '#fcd34d'], motif: 'wheel' },
    description:
      'European roulette at a chandeliered grand-salon table, open around the clock with every bet.',
  },
  {
    slug: 'riviera-french-roulette',
    name: 'Riviera French Roulette',
    provider: 'golden-table',
    sections: ['liveCasino-roulette'],
    rank: 50,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'roulette',
      settings: { variant: 'french', laPartage: true, minBet: 0.5, maxBet: 3000 },
    },
    theme: { palette: ['#0c1a2e', '#1e40af', '#fecaca'], motif: 'wheel' },
    description:
      'French roulette with la partage and call bets, set on a seaside terrace on the Riviera.',
  },
  {
    slug: 'speed-spin-roulette',
    name: 'Speed Spin Roulette',
    provider: 'golden-table',
    sections: ['liveCasino-roulette'],
    rank: 26,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'roulette',
      settings: { variant: 'european', roundSeconds: 25, minBet: 0.1, maxBet: 2000 },
    },
    theme: { palette: ['#0a0a0a', '#065f46', '#facc15'], motif: 'wheel' },
    description:
      'Single-zero roulette with a fresh spin every twenty-five seconds for players who like a quick pace.',
  },

  // Live casino: blackjack
  {
    slug: 'velvet-rope-blackjack',
    name: 'Velvet Rope Blackjack',
    provider: 'golden-table',
    sections: ['liveCasino-blackjack'],
    rank: 6,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'blackjack',
      settings: { decks: 8, seats: 7, dealerStandsSoft17: true, minBet: 5, maxBet: 2500 },
    },
    theme: { palette: ['#1a0b1e', '#6b21a8', '#fbcfe8'], motif: 'cards' },
    description:
      'Seven seats behind the velvet rope at a live eight-deck blackjack table with a friendly dealer.',
  },
  {
    slug: 'midnight-blackjack-lounge',
    name: 'Midnight Blackjack Lounge',
    provider: 'golden-table',
    sections: ['liveCasino-blackjack'],
    rank: 46,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'blackjack',
      settings: { decks: 8, seats: 7, dealerStandsSoft17: false, minBet: 1, maxBet: 1000 },
    },
    theme: { palette: ['#030712', '#1f2937', '#60a5fa'], motif: 'chip' },
    description:
      'A late-night live blackjack lounge with low limits, smooth jazz and side bets on pairs.',
  },
  {
    slug: 'high-limit-blackjack-suite',
    name: 'High Limit Blackjack Suite',
    provider: 'golden-table',
    sections: ['liveCasino-blackjack'],
    rank: 70,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: false,
    engine: {
      id: 'blackjack',
      settings: { decks: 6, seats: 7, dealerStandsSoft17: true, minBet: 50, maxBet: 10000 },
    },
    theme: { palette: ['#1c1917', '#44403c', '#fde68a'], motif: 'crown' },
    description:
      'A private live suite for high-limit blackjack, with a six-deck shoe and a dedicated dealer.',
  },

  // Live casino: baccarat
  {
    slug: 'jade-pavilion-baccarat',
    name: 'Jade Pavilion Baccarat',
    provider: 'golden-table',
    sections: ['liveCasino-baccarat'],
    rank: 14,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'baccarat',
      settings: {
        variant: 'punto-banco',
        decks: 8,
        bankerCommission: 0.05,
        minBet: 1,
        maxBet: 5000,
      },
    },
    theme: { palette: ['#052e2b', '#0d9488', '#fef3c7'], motif: 'chip' },
    description:
      'Live punto banco in a jade garden pavilion, with full road maps and pair side bets.',
  },
  {
    slug: 'squeeze-baccarat-noir',
    name: 'Squeeze Baccarat Noir',
    provider: 'golden-table',
    sections: ['liveCasino-baccarat'],
    rank: 62,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: false,
    engine: {
      id: 'baccarat',
      settings: { variant: 'squeeze', decks: 8, bankerCommission: 0.05, minBet: 5, maxBet: 10000 },
    },
    theme: { palette: ['#09090b', '#27272a', '#f43f5e'], motif: 'cards' },
    description: 'The dealer slowly squeezes every card in this black-and-gold live baccarat room.',
  },
  {
    slug: 'dragon-tiger-clash',
    name: 'Dragon & Tiger Clash',
    provider: 'golden-table',
    sections: ['liveCasino-baccarat', 'liveCasino-cardGames'],
    rank: 38,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'baccarat',
      settings: { variant: 'dragon-tiger', decks: 8, tiePays: 11, minBet: 0.5, maxBet: 2500 },
    },
    theme: { palette: ['#450a0a', '#c2410c', '#fef08a'], motif: 'dragon' },
    description:
      'One card for the dragon, one for the tiger: the higher card wins in this live two-card duel.',
  },

  // Live casino: poker
  {
    slug: 'harbor-lights-holdem',
    name: 'Harbor Lights Hold’em',
    provider: 'golden-table',
    sections: ['liveCasino-poker'],
    rank: 34,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'poker',
      settings: { variant: 'casino-holdem', decks: 1, minAnte: 1, maxAnte: 500, bonusBet: true },
    },
    theme: { palette: ['#0b1f33', '#155e75', '#fca311'], motif: 'chip' },
    description:
      'Live casino hold’em by the harbour lights: beat the dealer’s five-card hand with two hole cards.',
  },
  {
    slug: 'three-card-tempest',
    name: 'Three Card Tempest',
    provider: 'golden-table',
    sections: ['liveCasino-poker', 'liveCasino-cardGames'],
    rank: 30,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'poker',
      settings: { variant: 'three-card', decks: 1, pairPlus: true, minAnte: 1, maxAnte: 500 },
    },
    theme: { palette: ['#1e1b4b', '#3730a3', '#facc15'], motif: 'lightning' },
    description:
      'Fast live three card poker with ante, play and pair plus bets dealt under a stormy sky.',
  },
  {
    slug: 'caribbean-sunset-stud',
    name: 'Caribbean Sunset Stud',
    provider: 'golden-table',
    sections: ['liveCasino-poker'],
    rank: 54,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'poker',
      settings: { variant: 'five-card-stud', decks: 1, minAnte: 1, maxAnte: 250, sideBet: true },
    },
    theme: { palette: ['#431407', '#ea580c', '#fef9c3'], motif: 'cards' },
    description:
      'Live five-card stud against the dealer on a beach-bar table as the sun goes down.',
  },

  // Live casino: game shows
  {
    slug: 'fortune-carousel',
    name: 'Fortune Carousel',
    provider: 'golden-table',
    sections: ['liveCasino-gameShows'],
    rank: 9,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'wheel',
      settings: { segments: 54, topMultiplier: 40, bonusRounds: 4, minBet: 0.1, maxBet: 500 },
    },
    theme: { palette: ['#3b0764', '#a21caf', '#fde047'], motif: 'wheel' },
    description:
      'A presenter spins a giant fifty-four segment carousel wheel with four bonus rounds to reach.',
  },
  {
    slug: 'prism-wheel-spectacular',
    name: 'Prism Wheel Spectacular',
    provider: 'golden-table',
    sections: ['liveCasino-gameShows'],
    rank: 42,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'wheel',
      settings: {
        segments: 50,
        topMultiplier: 50,
        randomMultipliers: true,
        minBet: 0.1,
        maxBet: 500,
      },
    },
    theme: { palette: ['#0f172a', '#2563eb', '#f472b6'], motif: 'wheel' },
    description:
      'A light-show game studio where a prism wheel of fifty segments gets random multipliers before each spin.',
  },
  {
    slug: 'cosmic-spin-studio',
    name: 'Cosmic Spin Studio',
    provider: 'golden-table',
    sections: ['liveCasino-gameShows'],
    rank: 58,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'wheel',
      settings: { segments: 32, topMultiplier: 25, bonusRounds: 2, minBet: 0.1, maxBet: 250 },
    },
    theme: { palette: ['#020617', '#581c87', '#a7f3d0'], motif: 'star' },
    description:
      'A space-age studio show where a thirty-two segment star wheel launches two bonus games.',
  },

  // Live casino: Indian games
  {
    slug: 'andar-bahar-palace',
    name: 'Andar Bahar Palace',
    provider: 'golden-table',
    sections: ['liveCasino-indian', 'liveCasino-cardGames'],
    rank: 16,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'andar-bahar',
      settings: { decks: 1, sideBets: true, minBet: 0.1, maxBet: 1000 },
    },
    theme: { palette: ['#3b0a25', '#be123c', '#fdba74'], motif: 'crown' },
    description:
      'Guess whether the matching card lands inside or outside in this live Andar Bahar from a marble palace.',
  },
  {
    slug: 'teen-patti-royal-court',
    name: 'Teen Patti Royal Court',
    provider: 'golden-table',
    sections: ['liveCasino-indian', 'liveCasino-cardGames'],
    rank: 22,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'teen-patti',
      settings: { variant: 'one-day', decks: 1, pairPlus: true, minBet: 0.5, maxBet: 1000 },
    },
    theme: { palette: ['#1e1a4d', '#7e22ce', '#fcd34d'], motif: 'cards' },
    description:
      'Live Teen Patti where player and dealer hands of three cards meet before a royal court.',
  },
  {
    slug: 'golden-lotus-andar-bahar',
    name: 'Golden Lotus Andar Bahar',
    provider: 'golden-table',
    sections: ['liveCasino-indian'],
    rank: 66,
    type: 'live',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'andar-bahar',
      settings: { decks: 1, speed: true, sideBets: false, minBet: 0.1, maxBet: 500 },
    },
    theme: { palette: ['#14532d', '#ca8a04', '#fef3c7'], motif: 'coin' },
    description:
      'A speedy live Andar Bahar dealt on a lotus-gold table with rounds of about twenty seconds.',
  },

  // Crash games
  {
    slug: 'orbit-breaker',
    name: 'Orbit Breaker',
    provider: 'rocket-lab',
    sections: ['crashGames-crash'],
    rank: 3,
    type: 'crash',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'crash',
      settings: { houseEdge: 0.03, maxMultiplier: 1000, autoCashout: true },
    },
    theme: { palette: ['#030712', '#1e3a8a', '#f97316'], motif: 'rocket' },
    description:
      'Cash out before the rocket breaks orbit as its multiplier climbs toward a thousand times the stake.',
  },
  {
    slug: 'jetstream-x',
    name: 'Jetstream X',
    provider: 'rocket-lab',
    sections: ['crashGames-crash'],
    rank: 19,
    type: 'crash',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'crash',
      settings: { houseEdge: 0.03, maxMultiplier: 500, autoCashout: true },
    },
    theme: { palette: ['#082f49', '#0369a1', '#fef08a'], motif: 'rocket' },
    description:
      'A test jet rides the jetstream higher every second; bank your multiplier before it stalls.',
  },
  {
    slug: 'comet-chaser',
    name: 'Comet Chaser',
    provider: 'rocket-lab',
    sections: ['crashGames-crash'],
    rank: 36,
    type: 'crash',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'crash',
      settings: { houseEdge: 0.03, maxMultiplier: 2000, autoCashout: true },
    },
    theme: { palette: ['#1e1b4b', '#312e81', '#fde047'], motif: 'star' },
    description: 'Chase a blazing comet across the night sky and cash out before it burns up.',
  },
  {
    slug: 'lunar-liftoff',
    name: 'Lunar Liftoff',
    provider: 'rocket-lab',
    sections: ['crashGames-crash'],
    rank: 48,
    type: 'crash',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'crash',
      settings: { houseEdge: 0.03, maxMultiplier: 1000, autoCashout: true },
    },
    theme: { palette: ['#0a0a0a', '#374151', '#e5e7eb'], motif: 'moon' },
    description:
      'A lunar lander lifts off from a silver crater while the multiplier rises with its altitude.',
  },
  {
    slug: 'turbo-falcon',
    name: 'Turbo Falcon',
    provider: 'rocket-lab',
    sections: ['crashGames-crash'],
    rank: 64,
    type: 'crash',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'crash',
      settings: { houseEdge: 0.03, maxMultiplier: 250, autoCashout: true },
    },
    theme: { palette: ['#1c0a00', '#9a3412', '#fbbf24'], motif: 'lightning' },
    description:
      'Short, sharp crash rounds in which a turbo falcon dives for the ground at lightning speed.',
  },

  // Instant games: mines, dice and wheel
  {
    slug: 'crystal-mines',
    name: 'Crystal Mines',
    provider: 'rocket-lab',
    sections: ['others-instant', 'crashGames-instant'],
    rank: 11,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'mines',
      settings: { gridSize: 25, minMines: 1, maxMines: 24, houseEdge: 0.01, maxMultiplier: 10_000 },
    },
    theme: { palette: ['#111827', '#155e75', '#67e8f9'], motif: 'gem' },
    description:
      'Uncover crystals on a five-by-five grid and stop before you strike one of the hidden mines.',
  },
  {
    slug: 'bomb-squad-sweep',
    name: 'Bomb Squad Sweep',
    provider: 'rocket-lab',
    sections: ['others-instant', 'crashGames-instant'],
    rank: 40,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'mines',
      settings: { gridSize: 16, minMines: 1, maxMines: 15, houseEdge: 0.01, maxMultiplier: 10_000 },
    },
    theme: { palette: ['#1c1917', '#b91c1c', '#fde047'], motif: 'bomb' },
    description:
      'Sweep a compact four-by-four field tile by tile, raising the multiplier with every safe step.',
  },
  {
    slug: 'double-dice-duel',
    name: 'Double Dice Duel',
    provider: 'croupier-originals',
    sections: ['others-dice'],
    rank: 56,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'dice', settings: { dice: 2, mode: 'duel', houseEdge: 0.02 } },
    theme: { palette: ['#14213d', '#1d4ed8', '#f8fafc'], motif: 'dice' },
    description: 'Roll two dice against the house and win when your total beats the dealer’s pair.',
  },
  {
    slug: 'neon-roll',
    name: 'Neon Roll',
    provider: 'rocket-lab',
    sections: ['others-dice', 'crashGames-instant'],
    rank: 28,
    type: 'instant',
    reels: null,
    isDesktop: false,
    isMobile: true,
    engine: {
      id: 'dice',
      settings: { dice: 1, mode: 'over-under', range: 100, houseEdge: 0.01, maxMultiplier: 9900 },
    },
    theme: { palette: ['#0a0014', '#7e22ce', '#22d3ee'], motif: 'dice' },
    description:
      'A one-thumb dice game for phones: pick a target from 1 to 100 and roll over or under it.',
  },
  {
    slug: 'over-under-sevens',
    name: 'Over Under Sevens',
    provider: 'croupier-originals',
    sections: ['others-dice'],
    rank: 75,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'dice', settings: { dice: 2, mode: 'over-under-seven', houseEdge: 0.02 } },
    theme: { palette: ['#1a0f00', '#b45309', '#fef08a'], motif: 'dice' },
    description:
      'Bet whether two dice land over seven, under seven or exactly on the lucky number itself.',
  },
  {
    slug: 'spark-wheel',
    name: 'Spark Wheel',
    provider: 'rocket-lab',
    sections: ['others-instant', 'crashGames-instant'],
    rank: 68,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'wheel', settings: { segments: 30, risk: 'medium', houseEdge: 0.02 } },
    theme: { palette: ['#1f0a3a', '#e11d48', '#fde047'], motif: 'wheel' },
    description:
      'Choose a risk level and spin a thirty-segment spark wheel for an instant multiplier.',
  },

  // Scratch cards
  {
    slug: 'golden-ticket-scratch',
    name: 'Golden Ticket Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 7,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 9, matchToWin: 3, ticketPrice: 1, topPrizeMultiplier: 10000 },
    },
    theme: { palette: ['#422006', '#a16207', '#fef08a'], motif: 'star' },
    description: 'Scratch a shimmering golden ticket and match three symbols to reveal a prize.',
  },
  {
    slug: 'diamond-dig-scratch',
    name: 'Diamond Dig Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 32,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 12, matchToWin: 3, ticketPrice: 2, topPrizeMultiplier: 5000 },
    },
    theme: { palette: ['#164e63', '#0891b2', '#e0f2fe'], motif: 'gem' },
    description: 'Dig through twelve patches of rock to find three matching diamonds.',
  },
  {
    slug: 'lucky-clover-scratch',
    name: 'Lucky Clover Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 44,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 9, matchToWin: 3, ticketPrice: 0.5, topPrizeMultiplier: 2000 },
    },
    theme: { palette: ['#14532d', '#22c55e', '#fef9c3'], motif: 'clover' },
    description: 'A meadow-green card where three four-leaf clovers in a row bring a little luck.',
  },
  {
    slug: 'cash-crown-scratch',
    name: 'Cash Crown Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 60,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 6, matchToWin: 3, ticketPrice: 5, topPrizeMultiplier: 20000 },
    },
    theme: { palette: ['#3b0764', '#9333ea', '#fcd34d'], motif: 'crown' },
    description:
      'A royal purple card with six crowns under the foil and a top prize fit for a monarch.',
  },
  {
    slug: 'pirates-chest-scratch',
    name: 'Pirate’s Chest Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 74,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 9, matchToWin: 3, ticketPrice: 1, topPrizeMultiplier: 5000 },
    },
    theme: { palette: ['#1c1917', '#0f766e', '#fbbf24'], motif: 'coin' },
    description: 'Scratch the map to find where the pirate buried three matching doubloons.',
  },
  {
    slug: 'fruit-stand-scratch',
    name: 'Fruit Stand Scratch',
    provider: 'lucky-scratch',
    sections: ['others-scratchCards'],
    rank: 77,
    type: 'scratch',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'scratch',
      settings: { gridSize: 9, matchToWin: 3, ticketPrice: 0.2, topPrizeMultiplier: 1000 },
    },
    theme: { palette: ['#7c2d12', '#f97316', '#fef3c7'], motif: 'fruit' },
    description: 'A sunny market-stall card where three matching fruits reveal a fresh prize.',
  },

  // Bingo
  {
    slug: 'seaside-bingo-hall',
    name: 'Seaside Bingo Hall',
    provider: 'croupier-originals',
    sections: ['bingo-90ball'],
    rank: 12,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'bingo',
      settings: {
        balls: 90,
        ticketsPerStrip: 6,
        ticketPrice: 0.1,
        prizes: 'line,two-lines,full-house',
      },
    },
    theme: { palette: ['#0c4a6e', '#0284c7', '#fbbf24'], motif: 'ball' },
    description:
      'Classic 90-ball bingo on the pier, with prizes for one line, two lines and a full house.',
  },
  {
    slug: 'tea-time-bingo',
    name: 'Tea Time Bingo',
    provider: 'croupier-originals',
    sections: ['bingo-90ball'],
    rank: 52,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'bingo',
      settings: {
        balls: 90,
        ticketsPerStrip: 6,
        ticketPrice: 0.05,
        prizes: 'line,two-lines,full-house',
      },
    },
    theme: { palette: ['#3f1d0b', '#b45309', '#fda4af'], motif: 'ball' },
    description:
      'A relaxed afternoon 90-ball room with small tickets, friendly chat and a game every few minutes.',
  },
  {
    slug: 'lantern-lane-bingo',
    name: 'Lantern Lane Bingo',
    provider: 'croupier-originals',
    sections: ['bingo-90ball'],
    rank: 76,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'bingo',
      settings: {
        balls: 90,
        ticketsPerStrip: 6,
        ticketPrice: 0.25,
        prizes: 'line,two-lines,full-house',
      },
    },
    theme: { palette: ['#1e1b4b', '#be185d', '#fde68a'], motif: 'ball' },
    description:
      'Evening 90-ball bingo under strings of lanterns, with a growing full-house prize pot.',
  },
  {
    slug: 'route-75-bingo',
    name: 'Route 75 Bingo',
    provider: 'croupier-originals',
    sections: ['bingo-75ball'],
    rank: 20,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'bingo', settings: { balls: 75, cardSize: 5, ticketPrice: 0.1, patterns: true } },
    theme: { palette: ['#172554', '#dc2626', '#f8fafc'], motif: 'ball' },
    description: 'Road-trip 75-ball bingo on five-by-five cards, with a new pattern at every stop.',
  },
  {
    slug: 'pattern-party-bingo',
    name: 'Pattern Party Bingo',
    provider: 'croupier-originals',
    sections: ['bingo-75ball'],
    rank: 72,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'bingo', settings: { balls: 75, cardSize: 5, ticketPrice: 0.2, patterns: true } },
    theme: { palette: ['#2e1065', '#16a34a', '#fde047'], motif: 'ball' },
    description:
      'A disco-lit 75-ball party where letters, shapes and blackouts change every round.',
  },
  {
    slug: 'speedway-bingo',
    name: 'Speedway Bingo',
    provider: 'croupier-originals',
    sections: ['bingo-75ball'],
    rank: 78,
    type: 'bingo',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: {
      id: 'bingo',
      settings: { balls: 75, cardSize: 5, ticketPrice: 0.1, patterns: true, callSeconds: 2 },
    },
    theme: { palette: ['#0a0a0a', '#ca8a04', '#ef4444'], motif: 'lightning' },
    description: 'High-speed 75-ball bingo with a ball called every two seconds.',
  },
  // Virtual sports: shared scheduled events (apps/server/src/virtual-sports/); `kinds` is what
  // the title's frame shows of the one schedule every title shares.
  {
    slug: 'virtual-sports-arena',
    name: 'Virtual Sports Arena',
    provider: 'croupier-originals',
    sections: ['virtualSports-all'],
    rank: 79,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'virtual-sports', settings: { kinds: 'all', minBet: 0.1, maxBet: 100 } },
    theme: { palette: ['#052e16', '#15803d', '#fde047'], motif: 'ball' },
    description:
      'A horse race or a football match every few minutes for everyone: odds from the true chances with a 6 % margin, every result provably fair.',
  },
  {
    slug: 'virtual-derby',
    name: 'Virtual Derby',
    provider: 'croupier-originals',
    sections: ['virtualSports-all'],
    rank: 80,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'virtual-sports', settings: { kinds: 'race', minBet: 0.1, maxBet: 100 } },
    theme: { palette: ['#3f2a14', '#92400e', '#fef3c7'], motif: 'star' },
    description:
      'Eight runners of stated strength race every few minutes: back the winner at odds taken from its true chance.',
  },
  {
    slug: 'virtual-football-league',
    name: 'Virtual Football League',
    provider: 'croupier-originals',
    sections: ['virtualSports-all'],
    rank: 81,
    type: 'instant',
    reels: null,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'virtual-sports', settings: { kinds: 'football', minBet: 0.1, maxBet: 100 } },
    theme: { palette: ['#0c1e3b', '#166534', '#f8fafc'], motif: 'ball' },
    description:
      'Ten clubs, one league, a match every few minutes: home, draw, away or goals over and under 2.5.',
  },
];
