/**
 * The reel symbols as SVG, themed per title: the engine names symbols generically (l1..l4 low,
 * h1..h4 high, wild, scatter); the title's motif and palette decide what they look like. Five-
 * and four-reel titles use card ranks for the low symbols, classic three-reel titles use fruit.
 */
import { games, type Motif } from '@croupier/games/catalog';
import type { ReactNode } from 'react';

export type SymbolId =
  'l1' | 'l2' | 'l3' | 'l4' | 'h1' | 'h2' | 'h3' | 'h4' | 'wild' | 'scatter' | 'coin';

type Icon =
  | 'cherry'
  | 'lemon'
  | 'plum'
  | 'bar'
  | 'bell'
  | 'seven'
  | 'star'
  | 'crown'
  | 'gem'
  | 'coin'
  | 'clover'
  | 'flame'
  | 'moon'
  | 'bolt'
  | 'wave'
  | 'pyramid'
  | 'eye'
  | 'melon';

export interface Theme {
  motif: Motif;
  palette: readonly [string, string, string];
  classic: boolean;
  /** Hold-and-win title: the bonus coin is a symbol of its own, so no high symbol is a coin. */
  coins: boolean;
}

/** High symbols h1..h4 (h4 pays most) per motif. */
const HIGH: Partial<Record<Motif, [Icon, Icon, Icon, Icon]>> = {
  fruit: ['lemon', 'plum', 'melon', 'seven'],
  gem: ['coin', 'bell', 'crown', 'gem'],
  dragon: ['coin', 'gem', 'flame', 'eye'],
  pharaoh: ['coin', 'gem', 'eye', 'pyramid'],
  star: ['moon', 'bolt', 'gem', 'star'],
  crown: ['coin', 'gem', 'bell', 'crown'],
  clover: ['coin', 'bell', 'gem', 'clover'],
  lightning: ['gem', 'flame', 'star', 'bolt'],
  wave: ['coin', 'star', 'gem', 'wave'],
  seven: ['bell', 'melon', 'star', 'seven'],
  bell: ['melon', 'star', 'seven', 'bell'],
  coin: ['gem', 'bell', 'crown', 'coin'],
  moon: ['star', 'gem', 'bolt', 'moon'],
  flame: ['star', 'gem', 'coin', 'flame'],
};
/** A distinct hue per high symbol, so two gems on one reel set still read apart. */
const HIGH_HUES = ['#22d3ee', '#a78bfa', '#f43f5e', '#fbbf24'];
const CLASSIC_LOW: [Icon, Icon, Icon, Icon] = ['cherry', 'lemon', 'plum', 'bar'];
const CARD_LOW = ['J', 'Q', 'K', 'A'];
const CARD_HUES = ['#4ade80', '#60a5fa', '#c084fc', '#f87171'];

let lastTheme: Theme | null = null;

export function themeOf(slug: string, reels: number): Theme {
  const game = games.find((g) => g.slug === slug);
  lastTheme = {
    motif: game?.theme.motif ?? 'star',
    palette: (game?.theme.palette as Theme['palette'] | undefined) ?? [
      '#0b1020',
      '#1d4ed8',
      '#f5c542',
    ],
    classic: reels === 3,
    coins: game?.engine.settings.holdAndWin === true,
  };
  return lastTheme;
}

/**
 * The theme of the title on the table. The rules panel only receives the catalog settings, which
 * several titles share; a frame shows one game, so the table's theme is the one to draw.
 */
export function tableTheme(reels: number): Theme {
  return (
    lastTheme ?? {
      motif: 'star',
      palette: ['#0b1020', '#1d4ed8', '#f5c542'],
      classic: reels === 3,
      coins: false,
    }
  );
}

function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const c = (v >> shift) & 255;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `rgb(${ch(16)} ${ch(8)} ${ch(0)})`;
}

function star(points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`);
  }
  return out.join(' ');
}

/** One icon in the box -50..50, drawn with `c` (main colour). */
function icon(name: Icon, c: string): ReactNode {
  const light = shade(c, 0.55);
  const dark = shade(c, -0.45);
  switch (name) {
    case 'cherry':
      return (
        <>
          <path
            d="M-16,12C-14,-10 -4,-26 6,-40M20,16C18,-6 12,-26 6,-40"
            stroke="#6b3f1d"
            strokeWidth="4"
            fill="none"
          />
          <path d="M6,-40C16,-52 36,-48 40,-34C28,-28 14,-30 6,-40Z" fill="#4ade80" />
          <circle cx="-16" cy="24" r="19" fill="#e11d48" />
          <circle cx="20" cy="28" r="19" fill="#be123c" />
          <ellipse cx="-22" cy="17" rx="5" ry="7" fill="#fff" opacity=".6" />
        </>
      );
    case 'lemon':
      return (
        <>
          <ellipse rx="42" ry="30" fill="#facc15" stroke="#a16207" strokeWidth="3" />
          <ellipse cx="-12" cy="-10" rx="14" ry="7" fill="#fff" opacity=".45" />
        </>
      );
    case 'plum':
      return (
        <>
          <circle cy="6" r="36" fill="#7e22ce" stroke="#3b0764" strokeWidth="3" />
          <path
            d="M0,-30C-4,-20 -4,20 0,40"
            stroke="#3b0764"
            strokeWidth="3"
            fill="none"
            opacity=".6"
          />
          <path d="M2,-30Q10,-50 26,-46Q18,-32 2,-30Z" fill="#4ade80" />
          <ellipse cx="-16" cy="-8" rx="8" ry="12" fill="#fff" opacity=".35" />
        </>
      );
    case 'melon':
      return (
        <>
          <path d="M-46,-10A46,46 0 0 0 46,-10Z" fill="#16a34a" />
          <path d="M-40,-10A40,40 0 0 0 40,-10Z" fill="#f43f5e" />
          {[-22, -8, 8, 22].map((x) => (
            <ellipse key={x} cx={x} cy={x % 2 === 0 ? 4 : 12} rx="2.5" ry="4" fill="#111" />
          ))}
        </>
      );
    case 'bar':
      return (
        <>
          <rect
            x="-44"
            y="-20"
            width="88"
            height="40"
            rx="6"
            fill="#111827"
            stroke={light}
            strokeWidth="4"
          />
          <text
            y="12"
            textAnchor="middle"
            fontSize="30"
            fontWeight="900"
            fill={light}
            fontFamily="system-ui, sans-serif"
          >
            BAR
          </text>
        </>
      );
    case 'bell':
      return (
        <>
          <circle cy="-42" r="6" fill={dark} />
          <path
            d="M0,-38C-22,-38 -28,-16 -28,6C-28,18 -36,24 -42,30H42C36,24 28,18 28,6C28,-16 22,-38 0,-38Z"
            fill={c}
            stroke={dark}
            strokeWidth="2"
          />
          <path
            d="M-14,-28C-22,-16 -20,6 -22,18"
            stroke="#fff"
            strokeWidth="5"
            fill="none"
            opacity=".45"
          />
          <circle cy="40" r="8" fill={light} stroke={dark} strokeWidth="2" />
        </>
      );
    case 'seven':
      return (
        <>
          <polygon
            points="-32,-42 34,-42 34,-28 -2,46 -22,46 12,-26 -32,-26"
            fill="#000"
            opacity=".35"
            transform="translate(5 5)"
          />
          <polygon
            points="-32,-42 34,-42 34,-28 -2,46 -22,46 12,-26 -32,-26"
            fill="#ef4444"
            stroke="#fecaca"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </>
      );
    case 'star':
      return (
        <>
          <polygon
            points={star(5, 46, 20)}
            fill={c}
            stroke={light}
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <polygon points={star(5, 24, 10)} fill={light} opacity=".65" />
        </>
      );
    case 'crown':
      return (
        <>
          <polygon
            points="-44,28 -44,-16 -22,6 0,-32 22,6 44,-16 44,28"
            fill={c}
            stroke={dark}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <rect x="-46" y="20" width="92" height="14" rx="4" fill={dark} />
          <circle cx="-24" cy="27" r="5" fill="#ef4444" />
          <circle cx="0" cy="27" r="5" fill="#38bdf8" />
          <circle cx="24" cy="27" r="5" fill="#22c55e" />
        </>
      );
    case 'gem':
      return (
        <g stroke="#fff" strokeOpacity=".45" strokeWidth="1.5" strokeLinejoin="round">
          <polygon points="-44,-10 -20,-34 -12,-10" fill={light} />
          <polygon points="-20,-34 20,-34 12,-10 -12,-10" fill={shade(c, 0.75)} />
          <polygon points="20,-34 44,-10 12,-10" fill={c} />
          <polygon points="-44,-10 -12,-10 0,42" fill={c} />
          <polygon points="-12,-10 12,-10 0,42" fill={light} />
          <polygon points="12,-10 44,-10 0,42" fill={dark} />
        </g>
      );
    case 'coin':
      return (
        <>
          <circle r="40" fill={dark} />
          <circle r="37" fill="#fbbf24" />
          <circle r="28" fill="none" stroke="#fde68a" strokeWidth="3" />
          <polygon points={star(5, 16, 7)} fill="#fde68a" />
        </>
      );
    case 'clover': {
      const leaf =
        'M0,0C-6,-10 -26,-14 -24,-30C-22,-42 -5,-42 0,-30C5,-42 22,-42 24,-30C26,-14 6,-10 0,0Z';
      return (
        <>
          <path d="M2,4Q14,30 6,48" stroke={dark} strokeWidth="5" fill="none" />
          {[45, 135, 225, 315].map((a, i) => (
            <path
              key={a}
              d={leaf}
              fill={i % 2 === 0 ? '#22c55e' : '#86efac'}
              stroke="#14532d"
              strokeWidth="2"
              transform={`rotate(${a})`}
            />
          ))}
        </>
      );
    }
    case 'flame': {
      const d =
        'M0,-48C14,-28 38,-12 32,14C28,36 14,44 0,44C-14,44 -30,36 -32,14C-34,-6 -18,-14 -12,-32C-4,-18 0,-24 0,-48Z';
      return (
        <>
          <path d={d} fill="#f97316" stroke="#7c2d12" strokeWidth="2" />
          <path d={d} fill="#fde047" transform="translate(0 17) scale(.6)" />
        </>
      );
    }
    case 'moon':
      return (
        <>
          <path
            d="M10,-40A40,40 0 1 0 38,18A32,32 0 1 1 10,-40Z"
            fill={light}
            stroke={c}
            strokeWidth="3"
          />
          <circle cx="-18" cy="12" r="5" fill={c} opacity=".4" />
        </>
      );
    case 'bolt':
      return (
        <polygon
          points="6,-50 -28,6 -4,6 -16,50 30,-12 6,-12 22,-50"
          fill="#fde047"
          stroke="#a16207"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      );
    case 'wave':
      return (
        <>
          <circle r="42" fill={dark} />
          <path d="M-42,4Q-28,-10 -14,4T14,4T42,4V42H-42Z" fill={c} />
          <path d="M-42,20Q-28,8 -14,20T14,20T42,20V42H-42Z" fill={light} opacity=".7" />
          <circle cy="-16" r="12" fill="#fde68a" />
        </>
      );
    case 'pyramid':
      return (
        <>
          <polygon points="-46,38 0,-38 0,38" fill={c} />
          <polygon points="0,-38 46,38 0,38" fill={dark} />
          <path d="M-12,12Q0,0 12,12Q0,22 -12,12Z" fill="#fff" />
          <circle cy="12" r="4" fill="#111" />
        </>
      );
    case 'eye':
      return (
        <>
          <path d="M-46,0Q0,-50 46,0Q0,50 -46,0Z" fill="#1a1a1a" stroke={light} strokeWidth="3" />
          <circle r="22" fill={c} />
          <ellipse rx="5" ry="20" fill="#111" />
        </>
      );
  }
}

function cardRank(label: string, hue: string): ReactNode {
  return (
    <>
      <text
        y="20"
        textAnchor="middle"
        fontSize="60"
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={shade(hue, -0.55)}
        transform="translate(3 3)"
      >
        {label}
      </text>
      <text
        y="20"
        textAnchor="middle"
        fontSize="60"
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={hue}
        stroke={shade(hue, 0.6)}
        strokeWidth="1.5"
      >
        {label}
      </text>
    </>
  );
}

/** The picture of a symbol for a title's theme. */
export function SymbolArt({ id, theme }: { id: SymbolId; theme: Theme }) {
  const accent = theme.palette[2];
  let body: ReactNode;
  if (id === 'wild') {
    body = (
      <>
        <rect
          x="-46"
          y="-34"
          width="92"
          height="68"
          rx="12"
          fill={shade(accent, -0.5)}
          stroke="#fde68a"
          strokeWidth="4"
        />
        <text
          y="12"
          textAnchor="middle"
          fontSize="30"
          fontWeight="900"
          fontFamily="system-ui, sans-serif"
          fill="#fde68a"
          letterSpacing="1"
        >
          WILD
        </text>
      </>
    );
  } else if (id === 'scatter') {
    body = (
      <>
        <polygon points={star(12, 48, 34)} fill="#e11d48" stroke="#fecdd3" strokeWidth="3" />
        <circle r="26" fill="#881337" />
        <text
          y="6"
          textAnchor="middle"
          fontSize="15"
          fontWeight="900"
          fontFamily="system-ui, sans-serif"
          fill="#fff"
        >
          BONUS
        </text>
      </>
    );
  } else if (id === 'coin') {
    // The hold-and-win coin: a heavy gold piece; its value is printed over it by the table.
    body = (
      <>
        <circle r="46" fill="#78350f" />
        <circle r="42" fill="#f59e0b" stroke="#fde68a" strokeWidth="3" />
        <circle r="33" fill="#fbbf24" stroke="#b45309" strokeWidth="2" strokeDasharray="4 3" />
        <polygon points={star(5, 10, 4.5)} transform="translate(0 -19)" fill="#fff7d6" />
      </>
    );
  } else {
    const index = Number(id.slice(1)) - 1;
    if (id.startsWith('l')) {
      body = theme.classic
        ? icon(CLASSIC_LOW[index] as Icon, accent)
        : cardRank(CARD_LOW[index] as string, CARD_HUES[index] as string);
    } else {
      const set = HIGH[theme.motif] ?? (HIGH.star as [Icon, Icon, Icon, Icon]);
      const name = theme.coins && set[index] === 'coin' ? 'star' : (set[index] as Icon);
      body = icon(name, index === 3 ? accent : (HIGH_HUES[index] as string));
    }
  }
  return (
    <svg className="slots-symbol" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
      {body}
    </svg>
  );
}
