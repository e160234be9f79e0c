/**
 * The composition of each studio title's tile: which scene it stands in and which focal symbol
 * it shows (its palette is the catalog theme's). Titles not listed here (a new title, an
 * aggregator's fake) get a scene and symbol picked from their motif by their slug.
 */
import type { Motif } from '../catalog.ts';
import { hashString } from './kit.ts';

export interface Design {
  scene: string;
  symbol: string;
  /** Where the symbol stands (centre) and its scale; default 200, 152, 1.5. */
  at?: readonly [x: number, y: number, scale: number];
  /** No accent glow behind the symbol (scenes that light it themselves). */
  noGlow?: true;
}

export const DESIGNS: Readonly<Record<string, Design>> = {
  // Casino slots
  'orchard-of-fortune': { scene: 'orchard', symbol: 'cherries' },
  'emerald-cascade': { scene: 'waterfall', symbol: 'emerald' },
  'jade-dragon-ascent': { scene: 'karst', symbol: 'dragon' },
  'sands-of-the-sun-king': { scene: 'desert', symbol: 'pharaoh' },
  'starforge-nebula': { scene: 'nebula', symbol: 'nova' },
  'crown-of-the-tide-queen': { scene: 'seabed', symbol: 'pearl-crown' },
  'clover-hollow': { scene: 'woodland', symbol: 'clover' },
  'thunder-anvil': { scene: 'storm', symbol: 'anvil' },
  'coral-reef-riches': { scene: 'reef', symbol: 'clam' },
  'midnight-sevens': { scene: 'starry-night', symbol: 'seven' },
  'silver-bell-saloon': { scene: 'mesa', symbol: 'bell' },
  'golden-coin-vault': { scene: 'vault', symbol: 'coin-stack' },
  'moonlit-howl': { scene: 'moon-hills', symbol: 'wolf', noGlow: true },
  'phoenix-ember': { scene: 'embers', symbol: 'phoenix' },
  'diamond-dynasty': { scene: 'palace-hall', symbol: 'diamond' },
  'sugar-plum-carnival': { scene: 'carnival', symbol: 'plum', at: [204, 160, 1.6] },
  'cosmic-cherry-twist': { scene: 'planets', symbol: 'cherry-orbit' },
  'royal-treasury-link': { scene: 'treasury', symbol: 'crown-coin' },
  // Table games
  'velvet-european-roulette': { scene: 'velvet-drape', symbol: 'roulette' },
  'twenty-one-royale': { scene: 'felt-arc', symbol: 'blackjack-hand' },
  'punto-banco-salon': { scene: 'salon', symbol: 'chip-stack' },
  'riverboat-holdem': { scene: 'river-dusk', symbol: 'steamer', at: [210, 160, 1.75] },
  // Prime slots
  'neon-sevens': { scene: 'neon-wall', symbol: 'neon-seven' },
  'retro-bar-blitz': { scene: 'retro-stripes', symbol: 'slot-machine' },
  'cherry-circuit': { scene: 'circuit', symbol: 'neon-cherries' },
  'triple-flame-classic': { scene: 'hearth', symbol: 'triple-flame' },
  'lucky-bell-tower': { scene: 'coast-town', symbol: 'bell-tower' },
  'quartz-quartet': { scene: 'cave', symbol: 'quartz' },
  'four-winds-fortune': { scene: 'wind-sky', symbol: 'compass' },
  'polar-prism': { scene: 'icebergs', symbol: 'prism' },
  'lantern-festival': { scene: 'lantern-river', symbol: 'paper-lantern' },
  'temple-of-four-suns': { scene: 'jungle', symbol: 'sun-mask' },
  'vaporwave-velocity': { scene: 'synthwave', symbol: 'car', noGlow: true },
  'pixel-pharaoh': { scene: 'pixel-desert', symbol: 'pixel-mask' },
  'aurora-crown': { scene: 'aurora', symbol: 'ice-crown' },
  'hyperdrive-gems': { scene: 'warp', symbol: 'hex-gem' },
  'voltage-vault': { scene: 'tesla-lab', symbol: 'battery' },
  // Live casino
  'grand-salon-roulette': { scene: 'chandelier-hall', symbol: 'roulette-tilt' },
  'riviera-french-roulette': { scene: 'terrace', symbol: 'roulette' },
  'speed-spin-roulette': { scene: 'speed-lines', symbol: 'roulette-clock' },
  'velvet-rope-blackjack': { scene: 'red-carpet', symbol: 'cards-rope' },
  'midnight-blackjack-lounge': { scene: 'city-window', symbol: 'saxophone' },
  'high-limit-blackjack-suite': { scene: 'art-deco', symbol: 'gold-key' },
  'jade-pavilion-baccarat': { scene: 'pavilion', symbol: 'jade-chip' },
  'squeeze-baccarat-noir': { scene: 'noir-spot', symbol: 'card-squeeze' },
  'dragon-tiger-clash': { scene: 'split-flames', symbol: 'yin-yang' },
  'harbor-lights-holdem': { scene: 'harbor', symbol: 'lighthouse' },
  'three-card-tempest': { scene: 'storm-sea', symbol: 'three-cards' },
  'caribbean-sunset-stud': { scene: 'beach', symbol: 'cards-five' },
  'fortune-carousel': { scene: 'spotlights', symbol: 'carousel' },
  'prism-wheel-spectacular': { scene: 'prism-shards', symbol: 'prism-wheel' },
  'cosmic-spin-studio': { scene: 'orbit-rings', symbol: 'star-wheel' },
  'andar-bahar-palace': { scene: 'marble-arches', symbol: 'ornate-card' },
  'teen-patti-royal-court': { scene: 'throne-room', symbol: 'crown-cards' },
  'golden-lotus-andar-bahar': { scene: 'lotus-pond', symbol: 'lotus' },
  // Crash games
  'orbit-breaker': { scene: 'earth-orbit', symbol: 'rocket' },
  'jetstream-x': { scene: 'above-clouds', symbol: 'jet' },
  'comet-chaser': { scene: 'night-peaks', symbol: 'comet' },
  'lunar-liftoff': { scene: 'moon-surface', symbol: 'lander' },
  'turbo-falcon': { scene: 'canyon', symbol: 'falcon', at: [200, 150, 1.85] },
  // Instant games
  'crystal-mines': { scene: 'mine-tiles', symbol: 'crystal' },
  'bomb-squad-sweep': { scene: 'hazard', symbol: 'bomb' },
  'double-dice-duel': { scene: 'duel-spots', symbol: 'dice-pair' },
  'neon-roll': { scene: 'neon-grid', symbol: 'neon-die' },
  'over-under-sevens': { scene: 'wood-table', symbol: 'dice-arrows' },
  'spark-wheel': { scene: 'fireworks', symbol: 'spark-wheel' },
  // Scratch cards
  'golden-ticket-scratch': { scene: 'confetti', symbol: 'ticket' },
  'diamond-dig-scratch': { scene: 'strata', symbol: 'pickaxe', at: [196, 150, 1.7] },
  'lucky-clover-scratch': { scene: 'meadow', symbol: 'horseshoe' },
  'cash-crown-scratch': { scene: 'damask', symbol: 'crown-cash' },
  'pirates-chest-scratch': { scene: 'treasure-map', symbol: 'chest', noGlow: true },
  'fruit-stand-scratch': { scene: 'market-awning', symbol: 'citrus' },
  // Bingo
  'seaside-bingo-hall': { scene: 'pier', symbol: 'bingo-balls' },
  'tea-time-bingo': { scene: 'tea-room', symbol: 'teacup', noGlow: true },
  'lantern-lane-bingo': { scene: 'lantern-lane', symbol: 'bingo-cage' },
  'route-75-bingo': { scene: 'desert-road', symbol: 'road-sign', noGlow: true },
  'pattern-party-bingo': { scene: 'disco-floor', symbol: 'disco-ball' },
  'speedway-bingo': { scene: 'race-track', symbol: 'speedometer' },
  // Virtual sports
  'virtual-sports-arena': { scene: 'stadium', symbol: 'trophy' },
  'virtual-derby': { scene: 'racecourse', symbol: 'horse' },
  'virtual-football-league': { scene: 'pitch', symbol: 'football', noGlow: true },
};

/** Scenes and symbols that suit each motif, for titles without a design of their own. */
const BY_MOTIF: Readonly<Record<Motif, { scenes: readonly string[]; symbols: readonly string[] }>> =
  {
    fruit: {
      scenes: ['orchard', 'carnival', 'market-awning'],
      symbols: ['cherries', 'plum', 'citrus'],
    },
    gem: {
      scenes: ['cave', 'icebergs', 'palace-hall'],
      symbols: ['diamond', 'emerald', 'hex-gem'],
    },
    pharaoh: { scenes: ['desert', 'jungle'], symbols: ['pharaoh', 'sun-mask'] },
    dragon: { scenes: ['karst', 'pavilion'], symbols: ['dragon', 'yin-yang'] },
    star: { scenes: ['nebula', 'night-peaks', 'orbit-rings'], symbols: ['nova', 'comet'] },
    wheel: { scenes: ['spotlights', 'velvet-drape'], symbols: ['roulette', 'prism-wheel'] },
    cards: { scenes: ['felt-arc', 'noir-spot'], symbols: ['three-cards', 'blackjack-hand'] },
    chip: { scenes: ['salon', 'felt-arc'], symbols: ['chip-stack', 'jade-chip'] },
    rocket: { scenes: ['earth-orbit', 'planets'], symbols: ['rocket'] },
    dice: { scenes: ['duel-spots', 'neon-grid'], symbols: ['dice-pair', 'neon-die'] },
    bomb: { scenes: ['hazard', 'mine-tiles'], symbols: ['bomb'] },
    crown: { scenes: ['treasury', 'throne-room', 'damask'], symbols: ['pearl-crown', 'ice-crown'] },
    clover: { scenes: ['meadow', 'woodland'], symbols: ['clover', 'horseshoe'] },
    wave: { scenes: ['seabed', 'reef', 'harbor', 'icebergs'], symbols: ['clam', 'pearl-crown'] },
    lightning: { scenes: ['storm', 'tesla-lab', 'storm-sea'], symbols: ['anvil', 'battery'] },
    ball: { scenes: ['pier', 'stadium'], symbols: ['bingo-balls', 'football'] },
    seven: { scenes: ['starry-night', 'neon-wall'], symbols: ['seven', 'neon-seven'] },
    bell: { scenes: ['mesa', 'coast-town', 'aurora'], symbols: ['bell', 'bell-tower'] },
    coin: {
      scenes: ['vault', 'treasury', 'treasure-map'],
      symbols: ['coin-stack', 'crown-coin', 'chest'],
    },
    moon: {
      scenes: ['moon-hills', 'starry-night', 'night-peaks'],
      symbols: ['seven', 'wolf', 'nova'],
    },
    flame: {
      scenes: ['embers', 'hearth', 'lantern-river'],
      symbols: ['phoenix', 'paper-lantern', 'triple-flame'],
    },
  };

const DESIGNED_PAIRS = new Set(Object.values(DESIGNS).map((d) => `${d.scene}|${d.symbol}`));

/**
 * The design of a title: its own, or one derived from its motif and slug, never a scene and
 * symbol pair that a designed title already shows.
 */
export function designOf(slug: string, motif: Motif): Design {
  const own = DESIGNS[slug];
  if (own) return own;
  const { scenes, symbols } = BY_MOTIF[motif];
  const h = hashString(slug);
  const pairs = scenes.flatMap((scene) => symbols.map((symbol) => ({ scene, symbol })));
  const fresh = pairs.filter((p) => !DESIGNED_PAIRS.has(`${p.scene}|${p.symbol}`));
  // A symbol the slug names ("moonlit-sevens" shows a seven) before the others.
  const named = fresh.filter((p) =>
    p.symbol.split('-').some((word) => word.length >= 4 && slug.includes(word)),
  );
  const pool = named.length > 0 ? named : fresh.length > 0 ? fresh : pairs;
  return pool[h % pool.length] ?? { scene: 'nebula', symbol: 'nova' };
}
