/**
 * Generated artwork: a tile picture per game and background art for lobby banners, as
 * self-contained SVG documents (no external references, scripts, web fonts or text).
 * Everything is deterministic: the same slug or seed always gives the same picture.
 * Tiles are composed in `artwork/tile.ts` (a scene and a focal symbol per title); banners draw
 * a theme motif here.
 */
import type { CatalogGame, Motif } from './catalog.ts';
import {
  type Rng,
  between,
  hashString,
  mix,
  n,
  n2,
  pick,
  polygon,
  rays,
  seededRng,
  sparkle,
  starPoints,
} from './artwork/kit.ts';
import { tileArtworkSvg } from './artwork/tile.ts';

type Palette = readonly [string, string, string];

interface MotifCtx {
  /** Accent colour and its lighter and darker shades. */
  accent: string;
  light: string;
  dark: string;
  /** Background colours, for cut-outs. */
  bg: string;
  /** Prefix for ids defined inside the motif. */
  uid: string;
  rng: Rng;
}

/** Draws a motif inside the box -50..50 on both axes. */
type MotifFn = (c: MotifCtx) => string;

const HEART = 'M0,10C-16,-2 -12,-16 0,-7C12,-16 16,-2 0,10Z';
const SPADE = 'M0,-11C-16,1 -12,15 0,7C12,15 16,1 0,-11ZM0,4L-5,13H5Z';
const DIAMOND = 'M0,-11L8,0L0,11L-8,0Z';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(x: number, y: number, size: number, rot: number, value: number, pip: string): string {
  const h = size / 2;
  const pips = (PIPS[value] ?? PIPS[1] ?? [])
    .map(
      ([px, py]) =>
        `<circle cx="${n(px * h * 0.52)}" cy="${n(py * h * 0.52)}" r="${n(size * 0.09)}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    `<rect x="${n(-h + 4)}" y="${n(-h + 5)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="#000" opacity=".3"/>` +
    `<rect x="${n(-h)}" y="${n(-h)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>` +
    `<g fill="${pip}">${pips}</g></g>`
  );
}

const motifs: Record<Motif, MotifFn> = {
  fruit: (c) =>
    `<path d="M-16,12C-14,-10 -4,-26 6,-40M20,16C18,-6 12,-26 6,-40" stroke="#4d3319" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M6,-40C16,-52 36,-48 40,-34C28,-28 14,-30 6,-40Z" fill="#4ade80" stroke="#166534" stroke-width="2"/>` +
    `<circle cx="-16" cy="24" r="20" fill="${c.accent}"/><circle cx="20" cy="28" r="20" fill="${c.dark}"/>` +
    `<circle cx="20" cy="28" r="17" fill="${c.accent}"/>` +
    `<ellipse cx="-23" cy="16" rx="5" ry="7" fill="#fff" opacity=".6"/><ellipse cx="13" cy="20" rx="4" ry="6" fill="#fff" opacity=".5"/>`,

  gem: (c) => {
    const t1 = [-20, -34] as const;
    const t2 = [20, -34] as const;
    const g0 = [-46, -12] as const;
    const g1 = [-14, -12] as const;
    const g2 = [14, -12] as const;
    const g3 = [46, -12] as const;
    const cu = [0, 44] as const;
    const face = (pts: (readonly [number, number])[], fill: string) =>
      `<polygon points="${polygon(pts)}" fill="${fill}"/>`;
    return (
      `<g stroke="#fff" stroke-opacity=".45" stroke-width="1.5" stroke-linejoin="round">` +
      face([g0, t1, g1], c.light) +
      face([t1, t2, g2, g1], mix(c.light, '#fff', 0.5)) +
      face([t2, g3, g2], c.accent) +
      face([g0, g1, cu], c.accent) +
      face([g1, g2, cu], c.light) +
      face([g2, g3, cu], c.dark) +
      `</g>` +
      sparkle(30, -38, 12, '#fff', 0.9)
    );
  },

  pharaoh: (c) =>
    `<circle cx="20" cy="-22" r="20" fill="${c.light}" opacity=".9"/>` +
    `<polygon points="-50,40 0,-38 0,40" fill="${c.accent}"/><polygon points="0,-38 50,40 0,40" fill="${c.dark}"/>` +
    `<path d="M-38,22H0M-26,4H0M-14,-14H0M0,22H38M0,4H26M0,-14H14" stroke="#000" stroke-opacity=".2" stroke-width="2"/>` +
    `<path d="M-13,12Q0,0 13,12Q0,22 -13,12Z" fill="#fff"/><circle cx="0" cy="12" r="4.5" fill="#111"/>` +
    `<path d="M-60,48Q-20,36 20,46T70,44V54H-60Z" fill="${c.light}" opacity=".7"/>`,

  dragon: (c) =>
    `<polygon points="${polygon(starPoints(12, 50, 36))}" fill="${c.dark}" stroke="${c.accent}" stroke-width="2"/>` +
    `<path d="M-46,0Q0,-58 46,0Q0,58 -46,0Z" fill="#1a1a1a" stroke="${c.light}" stroke-width="3"/>` +
    `<circle r="25" fill="${c.accent}"/><circle r="17" fill="${c.light}" opacity=".55"/>` +
    `<ellipse rx="5.5" ry="23" fill="#111"/><circle cx="-9" cy="-11" r="5" fill="#fff" opacity=".85"/>`,

  star: (c) =>
    `<polygon points="${polygon(starPoints(5, 50, 21))}" fill="${c.accent}" stroke="${c.light}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${polygon(starPoints(5, 28, 12))}" fill="${c.light}" opacity=".65"/>` +
    sparkle(-38, -34, 9, '#fff', 0.9) +
    sparkle(40, 30, 7, '#fff', 0.8),

  wheel: (c) => {
    const segs = 12;
    let out = '';
    for (let i = 0; i < segs; i++) {
      const a0 = (i * 2 * Math.PI) / segs;
      const a1 = ((i + 1) * 2 * Math.PI) / segs;
      const fill = i % 3 === 0 ? c.accent : i % 3 === 1 ? c.dark : c.light;
      out += `<path d="M0,0L${n(Math.cos(a0) * 44)},${n(Math.sin(a0) * 44)}A44,44 0 0 1 ${n(Math.cos(a1) * 44)},${n(Math.sin(a1) * 44)}Z" fill="${fill}"/>`;
    }
    return (
      `<circle r="50" fill="${c.dark}"/>${out}` +
      `<circle r="44" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8"/>` +
      `<circle r="12" fill="${c.light}" stroke="#fff" stroke-width="3"/>` +
      `<polygon points="-8,-56 8,-56 0,-40" fill="#fff" stroke="${c.dark}" stroke-width="2"/>`
    );
  },

  cards: (c) => {
    const suits = [
      [SPADE, '#111827'],
      [HEART, '#dc2626'],
      [DIAMOND, c.dark],
    ] as const;
    return suits
      .map(
        ([d, fill], i) =>
          `<g transform="rotate(${(i - 1) * 18} 0 48)">` +
          `<rect x="-24" y="-42" width="48" height="68" rx="6" fill="#fff" stroke="${c.dark}" stroke-width="2"/>` +
          `<path d="${d}" fill="${fill}" transform="translate(-14 -30) scale(.45)"/>` +
          `<path d="${d}" fill="${fill}" transform="translate(0 -6) scale(1.3)"/></g>`,
      )
      .join('');
  },

  chip: (c) =>
    `<g transform="translate(24 22)"><circle r="28" fill="${c.dark}"/><circle r="23" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="9 9" opacity=".8"/></g>` +
    `<g transform="translate(-8 -6)"><circle r="42" fill="${c.accent}" stroke="${c.dark}" stroke-width="2"/>` +
    `<circle r="36" fill="none" stroke="#fff" stroke-width="9" stroke-dasharray="14 14.3"/>` +
    `<circle r="25" fill="${c.dark}" stroke="#fff" stroke-width="2" stroke-dasharray="3 3"/>` +
    `<path d="${DIAMOND}" fill="${c.light}" transform="scale(1.4)"/></g>`,

  rocket: (c) =>
    `<g transform="rotate(35)">` +
    `<path d="M-10,26Q0,64 10,26Z" fill="#fb923c"/><path d="M-5,26Q0,48 5,26Z" fill="#fde047"/>` +
    `<path d="M-14,6L-30,30L-13,24ZM14,6L30,30L13,24Z" fill="${c.accent}"/>` +
    `<path d="M0,-48C16,-32 17,-8 14,26H-14C-17,-8 -16,-32 0,-48Z" fill="#f1f5f9" stroke="${c.dark}" stroke-width="2"/>` +
    `<path d="M0,-48C8,-40 12,-32 13,-26H-13C-12,-32 -8,-40 0,-48Z" fill="${c.accent}"/>` +
    `<circle cy="-6" r="8" fill="${c.light}" stroke="${c.dark}" stroke-width="3"/></g>`,

  dice: (c) =>
    die(-16, -8, 50, -14, 1 + Math.floor(c.rng() * 6), c.dark) +
    die(22, 18, 42, 16, 1 + Math.floor(c.rng() * 6), c.dark),

  bomb: (c) =>
    `<path d="M14,-26Q22,-44 36,-40" stroke="#d6b48a" stroke-width="4" fill="none"/>` +
    `<polygon points="${polygon(starPoints(8, 13, 5).map(([x, y]) => [x + 38, y - 42] as [number, number]))}" fill="${c.accent}"/>` +
    `<circle cx="38" cy="-42" r="4" fill="#fff"/>` +
    `<rect x="4" y="-34" width="16" height="14" rx="3" fill="#374151" transform="rotate(35 12 -27)"/>` +
    `<circle cx="-4" cy="8" r="36" fill="#1f2937" stroke="#111" stroke-width="2"/>` +
    `<ellipse cx="-18" cy="-8" rx="9" ry="13" fill="#fff" opacity=".25" transform="rotate(35 -18 -8)"/>`,

  crown: (c) =>
    `<polygon points="-46,30 -46,-16 -23,6 0,-32 23,6 46,-16 46,30" fill="${c.accent}" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/>` +
    `<polygon points="-46,30 -46,-16 -23,6 0,-32 0,30" fill="#fff" opacity=".18"/>` +
    `<rect x="-48" y="20" width="96" height="16" rx="4" fill="${c.dark}"/>` +
    `<circle cx="-26" cy="28" r="5" fill="#ef4444"/><circle cx="0" cy="28" r="6" fill="#38bdf8"/><circle cx="26" cy="28" r="5" fill="#22c55e"/>` +
    `<g fill="${c.light}" stroke="${c.dark}" stroke-width="1.5"><circle cx="-46" cy="-18" r="6"/><circle cx="0" cy="-34" r="7"/><circle cx="46" cy="-18" r="6"/></g>`,

  clover: (c) => {
    const leaf =
      'M0,0C-6,-10 -26,-14 -24,-30C-22,-42 -5,-42 0,-30C5,-42 22,-42 24,-30C26,-14 6,-10 0,0Z';
    const leaves = [45, 135, 225, 315]
      .map(
        (a, i) =>
          `<path d="${leaf}" fill="${i % 2 === 0 ? c.accent : c.light}" stroke="${c.dark}" stroke-width="2" transform="rotate(${a})"/>`,
      )
      .join('');
    return (
      `<path d="M2,4Q14,30 6,50" stroke="${c.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      leaves +
      `<circle r="4" fill="${c.dark}"/>`
    );
  },

  wave: (c) => {
    const w = (y: number, amp: number, fill: string) =>
      `<path d="M-60,${y}Q-45,${y - amp} -30,${y}T0,${y}T30,${y}T60,${y}V60H-60Z" fill="${fill}"/>`;
    return (
      `<clipPath id="${c.uid}-wave"><circle r="48"/></clipPath>` +
      `<circle r="50" fill="${c.light}" opacity=".35"/>` +
      `<g clip-path="url(#${c.uid}-wave)"><circle r="48" fill="${mix(c.bg, '#000', 0.3)}"/>` +
      `<circle cy="-8" r="24" fill="${c.light}"/>` +
      w(6, 12, c.accent) +
      w(20, 10, c.dark) +
      w(34, 8, mix(c.dark, '#000', 0.3)) +
      `</g><circle r="48" fill="none" stroke="${c.light}" stroke-width="3"/>`
    );
  },

  lightning: (c) => {
    const pts = '6,-52 -28,6 -4,6 -16,52 30,-12 6,-12 22,-52';
    return (
      `<polygon points="${pts}" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linejoin="round" opacity=".35"/>` +
      `<polygon points="${pts}" fill="${mix(c.accent, '#fff', 0.35)}" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/>` +
      `<polygon points="6,-52 -28,6 -4,6 2,-12 22,-52" fill="#fff" opacity=".35"/>`
    );
  },

  ball: (c) => {
    return (
      `<radialGradient id="${c.uid}-ball" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${c.light}"/>` +
      `<stop offset=".55" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>` +
      `<circle r="46" fill="url(#${c.uid}-ball)"/>` +
      `<circle r="24" fill="#fff" stroke="${c.dark}" stroke-width="2"/>` +
      `<polygon points="${polygon(starPoints(5, 15, 6))}" fill="${c.accent}"/>` +
      `<ellipse cx="-18" cy="-28" rx="12" ry="6" fill="#fff" opacity=".5" transform="rotate(-30 -18 -28)"/>`
    );
  },

  seven: (c) => {
    const pts = '-32,-42 34,-42 34,-28 -2,46 -22,46 12,-26 -32,-26';
    return (
      `<polygon points="${pts}" fill="#000" opacity=".35" transform="translate(5 5)"/>` +
      `<polygon points="${pts}" fill="${c.accent}" stroke="${c.light}" stroke-width="3" stroke-linejoin="round"/>` +
      `<polygon points="-28,-38 30,-38 30,-32 -28,-32" fill="#fff" opacity=".45"/>`
    );
  },

  bell: (c) =>
    `<circle cy="-44" r="6" fill="${c.dark}"/>` +
    `<path d="M0,-40C-22,-40 -28,-18 -28,4C-28,18 -36,24 -42,30H42C36,24 28,18 28,4C28,-18 22,-40 0,-40Z" fill="${c.accent}" stroke="${c.dark}" stroke-width="2"/>` +
    `<path d="M-14,-30C-22,-18 -20,6 -22,18" stroke="#fff" stroke-width="5" fill="none" opacity=".45" stroke-linecap="round"/>` +
    `<rect x="-44" y="28" width="88" height="9" rx="4.5" fill="${c.dark}"/><circle cy="44" r="8" fill="${c.light}" stroke="${c.dark}" stroke-width="2"/>`,

  coin: (c) => {
    let stack = '';
    for (let i = 0; i < 5; i++) {
      const y = 40 - i * 8;
      stack += `<ellipse cx="30" cy="${y}" rx="19" ry="7" fill="${i === 4 ? c.accent : c.dark}" stroke="${c.light}" stroke-width="1.5"/>`;
    }
    return (
      stack +
      `<circle cx="-10" cy="0" r="38" fill="${c.dark}"/><circle cx="-13" cy="-3" r="36" fill="${c.accent}"/>` +
      `<circle cx="-13" cy="-3" r="27" fill="none" stroke="${c.light}" stroke-width="3"/>` +
      `<polygon points="${polygon(starPoints(5, 16, 7).map(([x, y]) => [x - 13, y - 2] as [number, number]))}" fill="${c.light}"/>`
    );
  },

  moon: (c) =>
    `<mask id="${c.uid}-moon"><rect x="-60" y="-60" width="120" height="120" fill="#fff"/><circle cx="20" cy="-12" r="34" fill="#000"/></mask>` +
    `<circle r="46" fill="${c.light}" opacity=".15"/>` +
    `<circle r="40" fill="${c.accent}" mask="url(#${c.uid}-moon)"/>` +
    `<circle cx="-20" cy="10" r="5" fill="${c.dark}" opacity=".35"/><circle cx="-8" cy="28" r="3" fill="${c.dark}" opacity=".35"/>` +
    sparkle(30, 18, 9, '#fff', 0.9) +
    sparkle(16, -30, 5, '#fff', 0.7),

  flame: (c) => {
    const d =
      'M0,-50C14,-30 38,-14 32,14C28,36 14,46 0,46C-14,46 -30,36 -32,14C-34,-6 -18,-14 -12,-32C-4,-18 0,-24 0,-50Z';
    return (
      `<path d="${d}" fill="${c.accent}" stroke="${c.dark}" stroke-width="2"/>` +
      `<path d="${d}" fill="${mix(c.accent, '#fde047', 0.6)}" transform="translate(0 17) scale(.62)"/>` +
      `<path d="${d}" fill="#fffbeb" transform="translate(0 30) scale(.3)"/>`
    );
  },
};

function motifColors(palette: Palette, uid: string, rng: Rng): MotifCtx {
  const [bg, , accent] = palette;
  return {
    accent,
    light: mix(accent, '#ffffff', 0.55),
    dark: mix(accent, '#000000', 0.45),
    bg,
    uid,
    rng,
  };
}

function drawMotif(
  motif: Motif,
  palette: Palette,
  uid: string,
  rng: Rng,
  x: number,
  y: number,
  scale: number,
  rotation: number,
  extra = '',
): string {
  const body = motifs[motif](motifColors(palette, uid, rng));
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotation)}) scale(${n2(scale)})"${extra}>${body}</g>`;
}

/** A white glow fading out from (x, y), to fill the rays with. */
function rayGradient(uid: string, x: number, y: number, r: number, opacity: number): string {
  return (
    `<radialGradient id="${uid}l" gradientUnits="userSpaceOnUse" cx="${n(x)}" cy="${n(y)}" r="${n(r)}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${n2(opacity)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

function bokeh(
  rng: Rng,
  w: number,
  h: number,
  count: number,
  rMin: number,
  rMax: number,
  fills: string[],
  maxOpacity = 0.22,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(rng() * w)}" cy="${n(rng() * h)}" r="${n(between(rng, rMin, rMax))}" fill="${pick(rng, fills)}" opacity="${n2(between(rng, 0.06, maxOpacity))}"/>`;
  }
  return out;
}

function sparkles(
  rng: Rng,
  w: number,
  h: number,
  count: number,
  rMin: number,
  rMax: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += sparkle(
      rng() * w,
      rng() * h,
      between(rng, rMin, rMax),
      '#fff',
      between(rng, 0.35, 0.85),
    );
  }
  return out;
}

function rings(x: number, y: number, rng: Rng, count: number, base: number, step: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(base + i * step)}" fill="none" stroke="#fff" stroke-width="${n(between(rng, 1, 3))}" opacity="${n(0.16 - i * 0.03)}" stroke-dasharray="${rng() < 0.5 ? 'none' : `${n(between(rng, 2, 12))} ${n(between(rng, 4, 14))}`}"/>`;
  }
  return out;
}

function bands(rng: Rng, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng() * w;
    const bw = between(rng, 14, 50);
    const skew = h * 0.6;
    out += `<polygon points="${polygon([
      [x, 0],
      [x + bw, 0],
      [x + bw - skew, h],
      [x - skew, h],
    ])}" fill="#fff" opacity="${n2(between(rng, 0.03, 0.07))}"/>`;
  }
  return out;
}

function gradientStops(
  palette: Palette,
  angle: number,
): { x1: string; y1: string; x2: string; y2: string } {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a) / 2;
  const dy = Math.sin(a) / 2;
  return { x1: n(0.5 - dx), y1: n(0.5 - dy), x2: n(0.5 + dx), y2: n(0.5 + dy) };
}

function uidOf(seed: string): string {
  return 'a' + hashString(seed).toString(36);
}

/** The tile picture of a game (400x300): its scene and focal symbol, no text. */
export function gameArtworkSvg(game: CatalogGame): string {
  return tileArtworkSvg(game);
}

/** Background art of a lobby banner: 1600x500 on desktop, 800x800 on mobile; no text. */
export function bannerSvg(opts: {
  seed: string;
  palette: readonly [string, string, string];
  motif: Motif;
  mobile: boolean;
}): string {
  const { seed, palette, motif, mobile } = opts;
  const W = mobile ? 800 : 1600;
  const H = mobile ? 800 : 500;
  const rng = seededRng(`banner:${seed}:${mobile ? 'm' : 'd'}`);
  const uid = uidOf(`banner:${seed}:${mobile ? 'm' : 'd'}`);
  const [c0, c1, accent] = palette;
  const g = gradientStops(palette, mobile ? between(rng, 60, 120) : between(rng, 10, 40));
  // Desktop: motif on the right, text on the left. Mobile: motif low, text on top.
  const mx = mobile ? 400 + between(rng, -30, 30) : 1210 + between(rng, -40, 40);
  const my = mobile ? 540 + between(rng, -15, 15) : 250 + between(rng, -12, 12);
  const scale = mobile ? 3.9 : 3.7;
  const glowR = mobile ? 360 : 420;

  let minis = '';
  const miniCount = 3;
  const start = between(rng, 0, Math.PI * 2);
  for (let i = 0; i < miniCount; i++) {
    const angle = start + (i * Math.PI * 2) / miniCount + between(rng, -0.4, 0.4);
    const dist = between(rng, 230, 300);
    const x = mx + Math.cos(angle) * dist * (mobile ? 0.9 : 1.15);
    const y = my + Math.sin(angle) * dist * (mobile ? 0.8 : 0.6);
    minis += drawMotif(
      motif,
      palette,
      `${uid}${i}`,
      rng,
      x,
      y,
      between(rng, 0.55, 0.85),
      between(rng, -25, 25),
      ` opacity="${n2(between(rng, 0.25, 0.45))}" filter="url(#${uid}b)"`,
    );
  }

  const shade = mobile
    ? `<linearGradient id="${uid}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".5" stop-color="#000" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="${uid}t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>` +
    `<linearGradient id="${uid}g" x1="${g.x1}" y1="${g.y1}" x2="${g.x2}" y2="${g.y2}"><stop offset="0" stop-color="${c0}"/><stop offset=".6" stop-color="${mix(c0, c1, 0.6)}"/><stop offset="1" stop-color="${c1}"/></linearGradient>` +
    `<radialGradient id="${uid}r" gradientUnits="userSpaceOnUse" cx="${n(mx)}" cy="${n(my)}" r="${glowR}"><stop offset="0" stop-color="${accent}" stop-opacity=".6"/><stop offset=".45" stop-color="${accent}" stop-opacity=".18"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    shade +
    `<filter id="${uid}b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>` +
    rayGradient(uid, mx, my, Math.max(W, H) * 0.6, 0.12) +
    `<filter id="${uid}s" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-opacity=".45"/></filter>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${uid}g)"/>` +
    bands(rng, W + H, H, 4) +
    rays(mx, my, 22, Math.max(W, H) * 1.2, rng() * 360, `url(#${uid}l)`) +
    `<rect width="${W}" height="${H}" fill="url(#${uid}r)"/>` +
    rings(mx, my, rng, 4, glowR * 0.5, glowR * 0.16) +
    bokeh(rng, W, H, 16, 10, 70, [accent, '#ffffff', c1], 0.14) +
    minis +
    bokeh(rng, W, H, 40, 1.5, 4.5, ['#ffffff', accent]) +
    sparkles(rng, W, H, 14, 5, 16) +
    drawMotif(
      motif,
      palette,
      uid,
      rng,
      mx,
      my,
      scale,
      between(rng, -6, 6),
      ` filter="url(#${uid}s)"`,
    ) +
    `<rect width="${W}" height="${H}" fill="url(#${uid}t)"/>` +
    `</svg>`
  );
}
