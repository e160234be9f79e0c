/**
 * Focal symbols of the tile artwork: one object per title theme (a fruit, a gem, a roulette
 * wheel, a rocket...), drawn in the box -50..50 on both axes, without any letters or digits.
 * Natural colours where the object has them (gold, cherries, cards); the title's accent otherwise.
 */
import { type Ctx, linear, mix, n, polygon, radial, sparkle, starPoints } from './kit.ts';

type SymbolFn = (c: Ctx) => string;

const GOLD = '#fbbf24';
const GOLD_D = '#b45309';
const GOLD_L = '#fef3c7';
const RED = '#dc2626';
const RED_D = '#7f1d1d';
const INK = '#111827';
const PAPER = '#f8fafc';
const STEEL = '#94a3b8';

export const HEART = 'M0,10C-16,-2 -12,-16 0,-7C12,-16 16,-2 0,10Z';
export const SPADE = 'M0,-11C-16,1 -12,15 0,7C12,15 16,1 0,-11ZM0,4L-5,13H5Z';
export const DIAMOND = 'M0,-11L8,0L0,11L-8,0Z';
export const CLUB =
  'M0,-12a5.5,5.5 0 1 1 0.1,0ZM-6,-2a5.5,5.5 0 1 1 0.1,0ZM6,-2a5.5,5.5 0 1 1 0.1,0ZM0,0L-4,12H4Z';

const SUITS = {
  heart: [HEART, RED],
  spade: [SPADE, INK],
  diamond: [DIAMOND, RED],
  club: [CLUB, INK],
};
type Suit = keyof typeof SUITS;

/** A playing card centred on (x, y), turned by rot: corner pips and one big pip, no letters. */
function card(x: number, y: number, rot: number, suit: Suit, scale = 1, back?: string): string {
  const [d, fill] = SUITS[suit];
  const face = back
    ? `<rect x="-19" y="-28" width="38" height="56" rx="4" fill="${back}"/>` +
      `<path d="M-19,-28L19,28M19,-28L-19,28M0,-28V28M-19,0H19" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
      `<rect x="-13" y="-21" width="26" height="42" rx="3" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>`
    : `<path d="${d}" fill="${fill}" transform="translate(-13 -20) scale(.5)"/>` +
      `<path d="${d}" fill="${fill}" transform="translate(13 20) rotate(180) scale(.5)"/>` +
      `<path d="${d}" fill="${fill}" transform="scale(1.6)"/>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(scale)})">` +
    `<rect x="-24" y="-34" width="48" height="68" rx="6" fill="${PAPER}" stroke="#cbd5e1" stroke-width="2"/>` +
    face +
    `</g>`
  );
}

/** A fan of cards pivoting on a point below them. */
function fan(suits: readonly Suit[], spread: number, y = 6): string {
  const mid = (suits.length - 1) / 2;
  return suits
    .map(
      (s, i) =>
        `<g transform="rotate(${n((i - mid) * spread)} 0 ${y + 50})">${card(0, y - 4, 0, s)}</g>`,
    )
    .join('');
}

/** A casino chip seen from above. */
function chip(x: number, y: number, r: number, fill: string, edge = '#fff'): string {
  const c = 2 * Math.PI * r * 0.82;
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<circle r="${n(r)}" fill="${fill}" stroke="${mix(fill, '#000', 0.35)}" stroke-width="2"/>` +
    `<circle r="${n(r * 0.82)}" fill="none" stroke="${edge}" stroke-width="${n(r * 0.2)}" stroke-dasharray="${n(c / 12)} ${n(c / 12)}"/>` +
    `<circle r="${n(r * 0.55)}" fill="${mix(fill, '#000', 0.15)}" stroke="${edge}" stroke-opacity=".7" stroke-width="1.5" stroke-dasharray="3 3"/>` +
    `</g>`
  );
}

/** A stack of chips seen from the side, standing on (x, y). */
function chipStack(x: number, y: number, count: number, fill: string): string {
  let out = '';
  const dark = mix(fill, '#000', 0.4);
  for (let i = 0; i < count; i++) {
    const cy = y - i * 8;
    out +=
      `<path d="M${n(x - 22)},${n(cy - 7)}v7a22,7 0 0 0 44,0v-7Z" fill="${dark}"/>` +
      `<path d="M${n(x - 22)},${n(cy - 3)}a22,7 0 0 0 44,0" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 6" opacity=".8"/>` +
      `<ellipse cx="${n(x)}" cy="${n(cy - 7)}" rx="22" ry="7" fill="${fill}"/>`;
  }
  const top = y - (count - 1) * 8 - 7;
  return (
    out +
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="15" ry="4.5" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 4" opacity=".8"/>`
  );
}

/** A glossy ball with a white disc and a star instead of a number. */
function ball(c: Ctx, x: number, y: number, r: number, fill: string): string {
  const [d, f] = radial(c, x - r * 0.35, y - r * 0.4, r * 1.5, [
    [0, mix(fill, '#fff', 0.55)],
    [0.5, fill],
    [1, mix(fill, '#000', 0.45)],
  ]);
  return (
    d +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${f}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.52)}" fill="#fff"/>` +
    `<polygon points="${polygon(starPoints(5, r * 0.36, r * 0.15).map(([a, b]) => [a + x, b + y] as [number, number]))}" fill="${fill}"/>` +
    `<ellipse cx="${n(x - r * 0.4)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.28)}" ry="${n(r * 0.14)}" fill="#fff" opacity=".55" transform="rotate(-35 ${n(x - r * 0.4)} ${n(y - r * 0.55)})"/>`
  );
}

/** A glossy sphere filled with a radial gradient of `fill`. */
function sphere(c: Ctx, x: number, y: number, r: number, fill: string, shine = 0.55): string {
  const [d, f] = radial(c, x - r * 0.35, y - r * 0.4, r * 1.5, [
    [0, mix(fill, '#fff', shine)],
    [0.55, fill],
    [1, mix(fill, '#000', 0.5)],
  ]);
  return d + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${f}"/>`;
}

/** A die seen face-on, turned by rot. */
function die(x: number, y: number, size: number, rot: number, value: number, pip: string) {
  const pips: Record<number, readonly (readonly [number, number])[]> = {
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
  const h = size / 2;
  const dots = (pips[value] ?? [])
    .map(([px, py]) => `M${n(px * h * 0.52)},${n(py * h * 0.52)}h0`)
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    `<rect x="${n(-h + 3)}" y="${n(-h + 5)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="#000" opacity=".3"/>` +
    `<rect x="${n(-h)}" y="${n(-h)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="${PAPER}" stroke="#cbd5e1" stroke-width="2"/>` +
    `<path d="${dots}" stroke="${pip}" stroke-width="${n(size * 0.18)}" stroke-linecap="round"/></g>`
  );
}

/** Points of a cubic Bézier and their normals, for decorating along a curve. */
function bezierPoints(
  p: readonly (readonly [number, number])[],
  count: number,
): { x: number; y: number; nx: number; ny: number }[] {
  const [p0, p1, p2, p3] = p as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  const out = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
    const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
    const dx =
      3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
    const dy =
      3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
    const len = Math.hypot(dx, dy) || 1;
    out.push({ x, y, nx: -dy / len, ny: dx / len });
  }
  return out;
}

/** A wheel of `count` equal segments cycling through `fills`, as dashed circles. */
function segments(r: number, count: number, fills: readonly string[], rot = -90): string {
  const c = 2 * Math.PI * (r / 2);
  const seg = c / count;
  return fills
    .map((fill, i) => {
      if (i === 0) return `<circle r="${n(r)}" fill="${fill}"/>`;
      const on = seg;
      const off = seg * (fills.length - 1);
      return `<circle r="${n(r / 2)}" fill="none" stroke="${fill}" stroke-width="${n(r)}" stroke-dasharray="${n(on)} ${n(off)}" stroke-dashoffset="${n(-seg * (i - 1))}" transform="rotate(${n(rot)})"/>`;
    })
    .join('');
}

function flamePath(): string {
  return 'M0,-50C14,-30 38,-14 32,14C28,36 14,46 0,46C-14,46 -30,36 -32,14C-34,-6 -18,-14 -12,-32C-4,-18 0,-24 0,-50Z';
}

function flame(x: number, y: number, s: number, outer: string): string {
  const d = flamePath();
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="${d}" fill="${outer}"/>` +
    `<path d="${d}" fill="#fbbf24" transform="translate(0 17) scale(.62)"/>` +
    `<path d="${d}" fill="#fffbeb" transform="translate(0 30) scale(.3)"/></g>`
  );
}

function mirrored(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/><path d="${d}" fill="${fill}"${extra} transform="scale(-1 1)"/>`;
}

/** A crown whose tips rise from a band at y = 20. */
function crownShape(
  tips: readonly (readonly [number, number])[],
  fill: string,
  band: string,
): string {
  const pts: [number, number][] = [[-44, 22], ...tips.map(([x, y]) => [x, y] as [number, number])];
  pts.push([44, 22]);
  return (
    `<polygon points="${polygon(pts)}" fill="${fill}" stroke="${mix(fill, '#000', 0.4)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<rect x="-46" y="14" width="92" height="18" rx="4" fill="${band}" stroke="${mix(band, '#000', 0.4)}" stroke-width="2"/>`
  );
}

export const SYMBOLS: Record<string, SymbolFn> = {
  cherries: (c) => {
    const [d, f] = radial(c, -28, 14, 30, [
      [0, '#fb7185'],
      [0.6, '#e11d48'],
      [1, '#881337'],
    ]);
    return (
      d +
      `<path d="M2,-42C-8,-20 -18,-2 -20,14M2,-42C10,-20 18,0 20,18" stroke="#3f6212" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
      `<path d="M2,-42C14,-58 38,-52 42,-38C28,-30 12,-32 2,-42Z" fill="#65a30d" stroke="#365314" stroke-width="2"/>` +
      `<path d="M6,-42C18,-44 30,-42 38,-39" stroke="#365314" stroke-width="1.5" fill="none"/>` +
      `<circle cx="-20" cy="24" r="21" fill="${f}"/><circle cx="21" cy="28" r="21" fill="${f}"/>` +
      `<ellipse cx="-27" cy="16" rx="5" ry="7.5" fill="#fff" opacity=".6"/><ellipse cx="14" cy="20" rx="5" ry="7.5" fill="#fff" opacity=".6"/>`
    );
  },

  'neon-cherries': (c) => {
    const body =
      '<path d="M2,-42C-8,-20 -18,-2 -20,8M2,-42C10,-20 18,0 20,12M2,-42C14,-58 38,-52 42,-38C28,-30 12,-32 2,-42Z" fill="none"/>' +
      '<circle cx="-20" cy="24" r="18"/><circle cx="21" cy="28" r="18"/>';
    return (
      `<g fill="none" stroke="${c.p.a}" stroke-width="12" opacity=".3" stroke-linecap="round">${body}</g>` +
      `<g fill="${mix(c.p.a, '#000', 0.55)}" stroke="${mix(c.p.a, '#fff', 0.5)}" stroke-width="4" stroke-linecap="round">${body}</g>` +
      `<path d="M-30,18a12,12 0 0 1 8,-8M11,22a12,12 0 0 1 8,-8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`
    );
  },

  'cherry-orbit': (c) =>
    `<ellipse rx="52" ry="16" fill="none" stroke="${c.p.light}" stroke-width="5" opacity=".8" transform="rotate(-18)"/>` +
    (SYMBOLS.cherries?.(c) ?? '') +
    `<path d="M-49.5,16A52,16 0 0 0 49.5,-16" fill="none" stroke="${c.p.light}" stroke-width="5" transform="rotate(-18)"/>` +
    `<circle cx="46" cy="-20" r="5" fill="#fff"/>`,

  plum: (c) => {
    const [d, f] = radial(c, -22, 0, 40, [
      [0, '#c084fc'],
      [0.6, '#7e22ce'],
      [1, '#3b0764'],
    ]);
    return (
      d +
      `<path d="M24,-46L34,30" stroke="#f472b6" stroke-width="7" stroke-linecap="round"/><path d="M24,-46L34,30" stroke="#fff" stroke-width="7" stroke-dasharray="6 8" stroke-linecap="round"/>` +
      `<circle cx="34" cy="-44" r="16" fill="#f472b6"/><path d="M34,-44m-11,0a11,11 0 1 1 11,11a6,6 0 1 1 -6,-6" fill="none" stroke="#fff" stroke-width="3.5"/>` +
      `<ellipse cx="-14" cy="14" rx="30" ry="33" fill="${f}"/><path d="M-14,-18C-22,0 -22,28 -14,46" stroke="#3b0764" stroke-width="2.5" fill="none" opacity=".6"/>` +
      `<path d="M-14,-18C-10,-30 -4,-36 2,-40" stroke="#4d3319" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M-12,-26C-30,-40 -44,-30 -44,-22C-32,-18 -20,-20 -12,-26Z" fill="#16a34a"/>` +
      `<ellipse cx="-26" cy="0" rx="6" ry="10" fill="#fff" opacity=".45"/>` +
      sparkle(8, -6, 7, '#fff', 0.9) +
      sparkle(-34, 34, 5, '#fff', 0.8)
    );
  },

  citrus: () => {
    let seg = '';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      seg += `M0,0L${n(Math.cos(a) * 22)},${n(Math.sin(a) * 22)}`;
    }
    return (
      `<ellipse cx="-14" cy="-14" rx="30" ry="22" fill="#facc15" stroke="#a16207" stroke-width="2" transform="rotate(-25 -14 -14)"/>` +
      `<ellipse cx="-22" cy="-22" rx="8" ry="4" fill="#fff" opacity=".55" transform="rotate(-25 -22 -22)"/>` +
      `<path d="M-36,-34C-40,-50 -22,-54 -14,-44C-22,-40 -30,-38 -36,-34Z" fill="#16a34a"/>` +
      `<g transform="translate(14 14)"><circle r="32" fill="#ea580c"/><circle r="27" fill="#fef3c7"/><circle r="24" fill="#fb923c"/>` +
      `<path d="${seg}" stroke="#fef3c7" stroke-width="3"/><circle r="3" fill="#fef3c7"/></g>`
    );
  },

  emerald: () => {
    const outer: [number, number][] = [
      [-22, -46],
      [22, -46],
      [36, -32],
      [36, 32],
      [22, 46],
      [-22, 46],
      [-36, 32],
      [-36, -32],
    ];
    const inner = outer.map(([x, y]) => [x * 0.62, y * 0.7] as [number, number]);
    const lines = outer
      .map(([x, y], i) => `M${n(x)},${n(y)}L${n(inner[i]?.[0] ?? 0)},${n(inner[i]?.[1] ?? 0)}`)
      .join('');
    return (
      `<polygon points="${polygon(outer)}" fill="#047857" stroke="#022c22" stroke-width="2"/>` +
      `<polygon points="${polygon([outer[0], outer[1], outer[2], outer[7]] as [number, number][])}" fill="#34d399"/>` +
      `<polygon points="${polygon([outer[2], outer[3], outer[4]] as [number, number][])}" fill="#065f46"/>` +
      `<polygon points="${polygon(outer.map(([x, y]) => [x * 0.8, y * 0.84] as [number, number]))}" fill="#10b981"/>` +
      `<polygon points="${polygon(inner)}" fill="#6ee7b7"/>` +
      `<path d="${lines}" stroke="#d1fae5" stroke-opacity=".6" stroke-width="1.5"/>` +
      `<polygon points="-12,-28 4,-28 -14,10 -20,0" fill="#fff" opacity=".35"/>` +
      sparkle(30, -40, 12, '#fff', 0.95)
    );
  },

  diamond: () => {
    const t1 = [-20, -30] as const;
    const t2 = [20, -30] as const;
    const g0 = [-48, -8] as const;
    const g1 = [-16, -8] as const;
    const g2 = [16, -8] as const;
    const g3 = [48, -8] as const;
    const cu = [0, 46] as const;
    const face = (pts: (readonly [number, number])[], fill: string) =>
      `<polygon points="${polygon(pts)}" fill="${fill}"/>`;
    return (
      `<g stroke="#fff" stroke-opacity=".6" stroke-width="1.5" stroke-linejoin="round">` +
      face([g0, t1, g1], '#a5f3fc') +
      face([t1, t2, g2, g1], '#ecfeff') +
      face([t2, g3, g2], '#67e8f9') +
      face([g0, g1, cu], '#22d3ee') +
      face([g1, g2, cu], '#a5f3fc') +
      face([g2, g3, cu], '#0891b2') +
      `</g>` +
      sparkle(34, -32, 13, '#fff', 1) +
      sparkle(-30, 18, 7, '#fff', 0.8)
    );
  },

  'hex-gem': (c) => {
    const outer = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return [Math.cos(a) * 46, Math.sin(a) * 46] as [number, number];
    });
    const inner = outer.map(([x, y]) => [x * 0.48, y * 0.48] as [number, number]);
    let facets = '';
    for (let i = 0; i < 6; i++) {
      const j = (i + 1) % 6;
      const pts = [outer[i], outer[j], inner[j], inner[i]] as [number, number][];
      const fill = mix(c.p.a, i < 3 ? '#fff' : '#000', 0.15 + (i % 3) * 0.18);
      facets += `<polygon points="${polygon(pts)}" fill="${fill}"/>`;
    }
    return (
      `<path d="M-60,30H-20M-66,10H-30M-58,-10H-36" stroke="${c.p.light}" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
      `<g stroke="#fff" stroke-opacity=".5" stroke-width="1.5" stroke-linejoin="round">${facets}` +
      `<polygon points="${polygon(inner)}" fill="${mix(c.p.a, '#fff', 0.6)}"/></g>` +
      sparkle(-8, -10, 10, '#fff', 0.9)
    );
  },

  quartz: (c) => {
    const prism = (x: number, y: number, w: number, h: number, rot: number, tone: number) => {
      const base = mix(c.p.a, '#4c1d95', tone);
      return (
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
        `<polygon points="${polygon([
          [-w, 0],
          [-w, -h],
          [0, -h - w * 1.2],
          [0, 0],
        ])}" fill="${mix(base, '#fff', 0.35)}"/>` +
        `<polygon points="${polygon([
          [0, 0],
          [0, -h - w * 1.2],
          [w, -h],
          [w, 0],
        ])}" fill="${base}"/>` +
        `<path d="M${n(-w * 0.55)},${n(-h * 0.2)}V${n(-h * 0.85)}" stroke="#fff" stroke-width="2.5" opacity=".6"/></g>`
      );
    };
    return (
      prism(-24, 44, 11, 42, -24, 0.5) +
      prism(26, 44, 11, 46, 22, 0.45) +
      prism(-8, 46, 13, 58, -6, 0.2) +
      prism(12, 46, 10, 34, 10, 0.35) +
      `<ellipse cy="46" rx="44" ry="8" fill="#27272a"/>` +
      sparkle(-6, -44, 9, '#fff', 0.9)
    );
  },

  crystal: () =>
    `<g stroke="#ecfeff" stroke-opacity=".7" stroke-width="1.5" stroke-linejoin="round">` +
    `<polygon points="0,-52 -30,-4 0,8" fill="#a5f3fc"/><polygon points="0,-52 30,-4 0,8" fill="#22d3ee"/>` +
    `<polygon points="-30,-4 0,52 0,8" fill="#0891b2"/><polygon points="30,-4 0,52 0,8" fill="#155e75"/></g>` +
    `<polygon points="0,-52 -10,-10 0,8" fill="#fff" opacity=".4"/>` +
    sparkle(22, -34, 11, '#fff', 1) +
    sparkle(-30, 30, 7, '#fff', 0.8),

  dragon: (c) => {
    const curve = [
      [-34, 48],
      [-78, 0],
      [50, 14],
      [6, -28],
    ] as const;
    const pts = bezierPoints(curve, 14);
    let spikes = '';
    for (const [i, p] of pts.entries()) {
      if (i < 1 || i > 12) continue;
      const w = 13 - i * 0.4;
      const bx = p.x + p.nx * 9;
      const by = p.y + p.ny * 9;
      spikes += `M${n(bx - p.ny * 4)},${n(by + p.nx * 4)}L${n(bx + p.nx * w)},${n(by + p.ny * w)}L${n(bx + p.ny * 5)},${n(by - p.nx * 5)}Z`;
    }
    const claw = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0,0L-12,10" stroke="#047857" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M-12,10l-6,-2M-12,10l-6,4M-12,10l-2,6" stroke="${c.p.a}" stroke-width="2.5" stroke-linecap="round"/></g>`;
    const body = 'M-34,48C-78,0 50,14 6,-28';
    return (
      `<path d="${spikes}" fill="${c.p.a}" stroke="${mix(c.p.a, '#000', 0.4)}" stroke-width="1"/>` +
      claw(-32, 18, 10) +
      claw(10, 4, -30) +
      `<path d="${body}" stroke="#064e3b" stroke-width="22" fill="none" stroke-linecap="round"/>` +
      `<path d="${body}" stroke="#10b981" stroke-width="17" fill="none" stroke-linecap="round"/>` +
      `<path d="${body}" stroke="#a7f3d0" stroke-width="8" fill="none" stroke-dasharray="4 4" opacity=".55"/>` +
      `<g transform="translate(6 -30) rotate(-18) scale(1.35)">` +
      `<path d="M-6,-4C-14,-14 -12,-22 -4,-20C-8,-28 2,-30 4,-22C6,-30 16,-26 12,-18Z" fill="${c.p.a}"/>` +
      `<path d="M-12,-6C-6,-18 16,-18 30,-10L34,-2L22,0L32,6L20,8C12,12 -6,12 -12,4Z" fill="#10b981" stroke="#064e3b" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M-4,-12L-22,-26L-2,-18ZM4,-14L-2,-32L10,-16Z" fill="${GOLD_L}" stroke="${GOLD_D}" stroke-width="1"/>` +
      `<path d="M32,-4C44,-4 48,-12 56,-8M28,6C36,14 38,22 48,22" stroke="${c.p.a}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
      `<path d="M20,4l2,3l2,-3" stroke="#fff" stroke-width="1.5" fill="none"/>` +
      `<circle cx="10" cy="-7" r="4.5" fill="${c.p.a}"/><ellipse cx="10.5" cy="-7" rx="1.5" ry="3.5" fill="#111"/></g>` +
      sphere(c, 36, 30, 12, '#e0f2fe', 0.7)
    );
  },

  pharaoh: (c) => {
    const id = c.id();
    const head = 'M0,-50C-26,-50 -34,-36 -36,-14L-48,44H48L36,-14C34,-36 26,-50 0,-50Z';
    let stripes = '';
    for (let y = -46; y < 46; y += 9) stripes += `M-50,${y}H50`;
    return (
      `<clipPath id="${id}"><path d="${head}"/></clipPath>` +
      `<path d="${head}" fill="#1d4ed8"/>` +
      `<path d="${stripes}" stroke="${GOLD}" stroke-width="4.5" clip-path="url(#${id})"/>` +
      `<path d="M-30,30C-30,52 30,52 30,30Z" fill="#1e3a8a"/>` +
      `<path d="M-34,34Q0,60 34,34" stroke="${GOLD}" stroke-width="5" fill="none"/><path d="M-30,42Q0,64 30,42" stroke="#dc2626" stroke-width="4" fill="none"/>` +
      `<path d="M-20,-22C-20,-36 20,-36 20,-22V8C20,24 10,32 0,32C-10,32 -20,24 -20,8Z" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"/>` +
      `<rect x="-21" y="-31" width="42" height="7" rx="2" fill="#1d4ed8"/><path d="M0,-40l-4,8h8Z" fill="${GOLD}"/>` +
      `<path d="M-16,-12h10M6,-12h10" stroke="#111" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M-15,-5q4,-4 8,0q-4,3 -8,0ZM7,-5q4,-4 8,0q-4,3 -8,0Z" fill="#111"/>` +
      `<path d="M-6,-4L0,6H6M-7,15q7,4 14,0" stroke="${GOLD_D}" stroke-width="2" fill="none" stroke-linecap="round"/>` +
      `<path d="M-5,32h10l-2,14h-6Z" fill="#1d4ed8" stroke="${GOLD}" stroke-width="2"/>`
    );
  },

  'pixel-mask': () => {
    // Rows of a 16x18 pixel pharaoh; letters are colours, dots are empty.
    const rows = [
      '......bbbb......',
      '....bbggggbb....',
      '...bgbbbbbbgb...',
      '..bgbyyyyyybgb..',
      '..bbyyyyyyyybb..',
      '..gbykkyykkybg..',
      '..bbyyyyyyyybb..',
      '.bgbyyyoyyyybgb.',
      '.bbbyyyoyyyybbb.',
      '.bgbyyyyyyyybgb.',
      'bbbbbyyrryybbbbb',
      'bgbb.yyyyyy.bbgb',
      'bbbb..yyyy..bbbb',
      'bgbb..bggb..bbgb',
      'bbbb..bggb..bbbb',
      '......bggb......',
    ];
    const colours: Record<string, string> = {
      b: '#1d4ed8',
      g: GOLD,
      y: '#facc15',
      k: '#111827',
      o: '#ca8a04',
      r: '#dc2626',
    };
    const paths: Record<string, string> = {};
    rows.forEach((row, y) => {
      let x = 0;
      while (x < row.length) {
        const ch = row[x] ?? '.';
        let len = 1;
        while (row[x + len] === ch) len++;
        if (ch !== '.') paths[ch] = (paths[ch] ?? '') + `M${x},${y}h${len}v1h-${len}Z`;
        x += len;
      }
    });
    return (
      `<g transform="translate(-48 -48) scale(6)" shape-rendering="crispEdges">` +
      Object.entries(paths)
        .map(([ch, d]) => `<path d="${d}" fill="${colours[ch] ?? '#000'}"/>`)
        .join('') +
      `</g>`
    );
  },

  'sun-mask': (c) =>
    `<polygon points="${polygon(starPoints(16, 52, 34))}" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle r="34" fill="${c.p.dark}" stroke="${GOLD}" stroke-width="3"/>` +
    `<circle r="34" fill="none" stroke="${GOLD_L}" stroke-width="3" stroke-dasharray="4 6"/>` +
    `<circle r="25" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>` +
    `<path d="M-14,-8h9l-2,5h-7ZM14,-8h-9l2,5h7Z" fill="${INK}"/>` +
    `<path d="M0,-4V6h-4M-10,14h20" stroke="${GOLD_D}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-18,-16h12M6,-16h12" stroke="${GOLD_D}" stroke-width="2.5" stroke-linecap="round"/>`,

  nova: (c) =>
    `<circle r="30" fill="${c.p.a}" opacity=".35"/>` +
    `<polygon points="${polygon(starPoints(8, 40, 14, -67.5))}" fill="${c.p.light}" opacity=".8"/>` +
    `<path d="M0,-58L8,-8L58,0L8,8L0,58L-8,8L-58,0L-8,-8Z" fill="#fff"/>` +
    `<circle r="12" fill="#fff"/>` +
    sparkle(-36, -38, 8, '#fff', 0.9) +
    sparkle(40, 34, 6, '#fff', 0.8),

  comet: (c) => {
    const [d, f] = linear(
      c,
      [
        [0, c.p.a, 0],
        [1, c.p.light, 0.95],
      ],
      0,
      1,
      1,
      0,
    );
    return (
      d +
      `<path d="M24,-40C0,-20 -30,10 -62,42C-28,30 8,4 40,-20Z" fill="${f}"/>` +
      `<path d="M22,-30L-50,36M34,-18L-36,46" stroke="#fff" stroke-width="2" opacity=".5" stroke-linecap="round"/>` +
      `<circle cx="32" cy="-30" r="22" fill="${c.p.a}" opacity=".35"/>` +
      `<circle cx="32" cy="-30" r="14" fill="#fff"/>` +
      sparkle(-20, -30, 6, '#fff', 0.8)
    );
  },

  'pearl-crown': (c) => {
    const tips = [
      [-44, -18],
      [-30, 2],
      [-18, -30],
      [0, -4],
      [18, -30],
      [30, 2],
      [44, -18],
    ] as const;
    const pearls = [tips[0], tips[2], tips[4], tips[6]]
      .map(([x, y]) => sphere(c, x, y - 6, 7, '#f1f5f9', 0.9))
      .join('');
    return (
      crownShape(tips, GOLD, mix(GOLD, '#000', 0.1)) +
      `<path d="M-38,10Q-30,0 -22,10T-6,10T10,10T26,10T42,10" stroke="${GOLD_L}" stroke-width="3" fill="none"/>` +
      pearls +
      sphere(c, 0, -28, 11, '#f8fafc', 0.9) +
      `<circle cx="-26" cy="23" r="5" fill="#22d3ee"/><circle cx="0" cy="23" r="6" fill="#2dd4bf"/><circle cx="26" cy="23" r="5" fill="#22d3ee"/>`
    );
  },

  'ice-crown': () => {
    const tips = [
      [-44, -8],
      [-36, 8],
      [-26, -30],
      [-14, 4],
      [0, -50],
      [14, 4],
      [26, -30],
      [36, 8],
      [44, -8],
    ] as const;
    return (
      crownShape(tips, '#a5f3fc', '#67e8f9') +
      `<polygon points="0,-50 -14,4 0,4" fill="#fff" opacity=".5"/><polygon points="-26,-30 -34,4 -26,4" fill="#fff" opacity=".4"/><polygon points="26,-30 18,4 26,4" fill="#fff" opacity=".4"/>` +
      `<g fill="#7c3aed" stroke="#fff" stroke-width="1.5"><path d="M0,16l7,7l-7,7l-7,-7Z"/><circle cx="-28" cy="23" r="5"/><circle cx="28" cy="23" r="5"/></g>` +
      sparkle(0, -50, 10, '#fff', 1)
    );
  },

  'crown-coin': (c) => {
    const crown = 'M-22,10V-14L-11,-2L0,-20L11,-2L22,-14V10Z';
    return (
      sphere(c, 0, 0, 48, GOLD, 0.5) +
      `<circle r="40" fill="none" stroke="${GOLD_D}" stroke-width="3"/>` +
      `<circle r="44" fill="none" stroke="${GOLD_L}" stroke-width="2" stroke-dasharray="2 4"/>` +
      `<path d="${crown}" fill="${GOLD_D}" transform="translate(1.5 3)"/><path d="${crown}" fill="${GOLD_L}"/>` +
      `<rect x="-22" y="13" width="44" height="6" rx="2" fill="${GOLD_L}"/>` +
      `<path d="M-30,-22A36,36 0 0 1 -8,-36" stroke="#fff" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`
    );
  },

  'crown-cash': () => {
    const note = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-40" y="-20" width="80" height="40" rx="3" fill="#4ade80" stroke="#166534" stroke-width="2"/>` +
      `<rect x="-34" y="-14" width="68" height="28" rx="2" fill="none" stroke="#166534" stroke-width="1.5"/><circle r="9" fill="#86efac" stroke="#166534" stroke-width="1.5"/></g>`;
    return (
      note(-6, 34, -8) +
      note(6, 24, 6) +
      note(0, 16, -2) +
      crownShape(
        [
          [-34, -36],
          [-17, -14],
          [0, -46],
          [17, -14],
          [34, -36],
        ],
        GOLD,
        '#a16207',
      ).replace(/<rect x="-46" y="14"/, '<rect x="-46" y="-2"') +
      `<g fill="#fff" stroke="${GOLD_D}" stroke-width="1.5"><circle cx="-34" cy="-38" r="5"/><circle cx="0" cy="-48" r="6"/><circle cx="34" cy="-38" r="5"/></g>`
    );
  },

  'crown-cards': () =>
    `<g transform="translate(0 12) scale(.9)">${fan(['club', 'heart', 'spade'], 20)}</g>` +
    `<g transform="translate(0 -40) scale(.46)">` +
    crownShape(
      [
        [-44, -18],
        [-22, 4],
        [0, -34],
        [22, 4],
        [44, -18],
      ],
      GOLD,
      GOLD_D,
    ) +
    `<circle cx="0" cy="-36" r="8" fill="${RED}"/></g>`,

  clover: (c) => {
    const leaf =
      'M0,0C-6,-10 -28,-14 -26,-32C-24,-44 -5,-44 0,-32C5,-44 24,-44 26,-32C28,-14 6,-10 0,0Z';
    const leaves = [45, 135, 225, 315]
      .map(
        (a, i) =>
          `<g transform="rotate(${a})"><path d="${leaf}" fill="${i % 2 === 0 ? '#22c55e' : '#16a34a'}" stroke="#14532d" stroke-width="2"/>` +
          `<path d="M0,-4V-30" stroke="#bbf7d0" stroke-width="2" opacity=".7"/></g>`,
      )
      .join('');
    return (
      `<path d="M2,4Q16,30 8,52" stroke="#15803d" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      leaves +
      `<circle r="5" fill="#14532d"/>` +
      sparkle(36, -36, 9, c.p.light, 0.9)
    );
  },

  horseshoe: () =>
    `<path d="M-30,42L-34,-4C-36,-40 36,-40 34,-4L30,42" stroke="#78716c" stroke-width="20" fill="none"/>` +
    `<path d="M-30,42L-34,-4C-36,-40 36,-40 34,-4L30,42" stroke="#d6d3d1" stroke-width="14" fill="none"/>` +
    `<path d="M-33,28v0M-34,10v0M-30,-10v0M-18,-24v0M18,-24v0M30,-10v0M34,10v0M33,28v0" stroke="#44403c" stroke-width="5" stroke-linecap="round"/>` +
    `<g transform="translate(0 18) scale(.5)">` +
    [45, 135, 225, 315]
      .map(
        (a) =>
          `<path d="M0,0C-6,-10 -28,-14 -26,-32C-24,-44 -5,-44 0,-32C5,-44 24,-44 26,-32C28,-14 6,-10 0,0Z" fill="#22c55e" stroke="#14532d" stroke-width="3" transform="rotate(${a})"/>`,
      )
      .join('') +
    `</g>`,

  anvil: () =>
    `<path d="M6,-60L-12,-28H2L-10,-4L18,-38H4L16,-60Z" fill="#fde047" stroke="#a16207" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M-44,-10H30Q44,-10 54,-20Q50,0 28,6H18L12,20H24V32H-28V20H-14L-20,6C-34,6 -44,2 -44,-10Z" fill="#475569" stroke="#0f172a" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M-42,-9H30Q44,-9 52,-18" stroke="#cbd5e1" stroke-width="3" fill="none"/>` +
    sparkle(-26, -22, 8, '#fde047', 1) +
    sparkle(30, -26, 6, '#fff', 0.9) +
    sparkle(40, -40, 4, '#fde047', 0.9),

  clam: (c) => {
    let ribs = '';
    for (let i = 0; i <= 8; i++) {
      const a = Math.PI + (i * Math.PI) / 8;
      ribs += `M0,24L${n(Math.cos(a) * 46)},${n(24 + Math.sin(a) * 58)}`;
    }
    const [d, f] = radial(c, 0, 24, 60, [
      [0, '#fff1f2'],
      [1, '#fb7185'],
    ]);
    return (
      d +
      `<path d="M0,24L-46,24C-50,-10 -30,-34 0,-34C30,-34 50,-10 46,24Z" fill="${f}" stroke="#be123c" stroke-width="2"/>` +
      `<path d="${ribs}" stroke="#be123c" stroke-width="2" opacity=".6"/>` +
      `<path d="M-48,24C-40,46 40,46 48,24Z" fill="#fda4af" stroke="#be123c" stroke-width="2"/>` +
      `<path d="M-10,24L0,44L10,24" fill="#fb7185"/>` +
      sphere(c, 0, 18, 15, '#f8fafc', 0.95)
    );
  },

  seven: (c) => {
    const pts = '-32,-42 34,-42 34,-28 -2,46 -22,46 12,-26 -32,-26';
    return (
      `<polygon points="${pts}" fill="${RED_D}" transform="translate(6 6)"/>` +
      `<polygon points="${pts}" fill="${RED}" stroke="${GOLD}" stroke-width="4" stroke-linejoin="round"/>` +
      `<polygon points="-28,-38 30,-38 30,-32 -28,-32" fill="#fff" opacity=".45"/>` +
      sparkle(38, -44, 9, '#fff', 0.95) +
      sparkle(-34, 30, 6, c.p.light, 0.8)
    );
  },

  'neon-seven': (c) => {
    const pts = '-30,-40 32,-40 32,-28 -2,44 -20,44 12,-26 -30,-26';
    return (
      `<polygon points="${pts}" fill="none" stroke="${c.p.a}" stroke-width="14" stroke-linejoin="round" opacity=".3"/>` +
      `<polygon points="${pts}" fill="${mix(c.p.c0, '#000', 0.3)}" stroke="${c.p.a}" stroke-width="5" stroke-linejoin="round"/>` +
      `<polygon points="${pts}" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<path d="M-44,-52H44M-44,56H44" stroke="${mix(c.p.c1, '#fff', 0.3)}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`
    );
  },

  'slot-machine': (c) =>
    `<path d="M36,-20V10" stroke="#94a3b8" stroke-width="4"/><circle cx="36" cy="-24" r="7" fill="${RED}"/>` +
    `<path d="M-38,-24C-38,-52 28,-52 28,-24Z" fill="${c.p.a}" stroke="${mix(c.p.a, '#000', 0.4)}" stroke-width="2"/>` +
    `<rect x="-42" y="-26" width="74" height="74" rx="6" fill="${mix(c.p.a, '#000', 0.2)}" stroke="${mix(c.p.a, '#000', 0.5)}" stroke-width="2"/>` +
    `<rect x="-34" y="-16" width="58" height="34" rx="4" fill="#111827"/>` +
    `<g fill="#fff"><rect x="-31" y="-13" width="16" height="28" rx="2"/><rect x="-13" y="-13" width="16" height="28" rx="2"/><rect x="5" y="-13" width="16" height="28" rx="2"/></g>` +
    `<g fill="${RED}"><rect x="-29" y="-3" width="12" height="8" rx="1"/><rect x="-11" y="-3" width="12" height="8" rx="1"/><rect x="7" y="-3" width="12" height="8" rx="1"/></g>` +
    `<path d="M-34,1H24" stroke="${GOLD}" stroke-width="1.5"/>` +
    `<rect x="-30" y="26" width="50" height="10" rx="3" fill="#111827"/>` +
    `<path d="M-26,-40h0M-14,-43h0M-2,-44h0M10,-43h0" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,

  bell: () =>
    `<path d="M-16,-50C-30,-62 -40,-46 -26,-42ZM16,-50C30,-62 40,-46 26,-42Z" fill="${RED}"/><circle cy="-48" r="6" fill="${RED_D}"/>` +
    `<path d="M0,-42C-24,-42 -30,-18 -30,4C-30,18 -38,24 -44,30H44C38,24 30,18 30,4C30,-18 24,-42 0,-42Z" fill="#e2e8f0" stroke="#475569" stroke-width="2"/>` +
    `<path d="M-14,-32C-22,-18 -20,6 -22,18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M12,-30C18,-12 20,8 20,20" stroke="#94a3b8" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<rect x="-46" y="28" width="92" height="10" rx="5" fill="#94a3b8"/><circle cy="46" r="8" fill="#cbd5e1" stroke="#475569" stroke-width="2"/>`,

  'bell-tower': (c) =>
    `<path d="M-26,-26L0,-58L26,-26Z" fill="${c.p.dark}" stroke="${mix(c.p.dark, '#000', 0.4)}" stroke-width="2"/>` +
    `<rect x="-24" y="-28" width="48" height="84" fill="#f5f5f4" stroke="#78716c" stroke-width="2"/>` +
    `<path d="M-14,6V-10C-14,-22 14,-22 14,-10V6Z" fill="#1c1917"/>` +
    `<path d="M0,-14C-7,-14 -8,-6 -8,0L-11,4H11L8,0C8,-6 7,-14 0,-14Z" fill="${GOLD}"/>` +
    `<circle cy="28" r="14" fill="#fff" stroke="#292524" stroke-width="3"/>` +
    `<path d="M0,28V19M0,28L7,31" stroke="#292524" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M-24,10H24M-24,-28H24" stroke="#a8a29e" stroke-width="4"/>` +
    `<circle cy="-58" r="3" fill="${GOLD}"/>`,

  'coin-stack': (c) => {
    let stack = '';
    for (const [x, count] of [
      [22, 6],
      [38, 4],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const y = 44 - i * 8;
        stack += `<ellipse cx="${x}" cy="${y}" rx="18" ry="6" fill="${i === count - 1 ? GOLD : GOLD_D}" stroke="${GOLD_L}" stroke-width="1.5"/>`;
      }
    }
    return (
      stack +
      sphere(c, -12, -4, 38, GOLD, 0.5) +
      `<circle cx="-12" cy="-4" r="30" fill="none" stroke="${GOLD_D}" stroke-width="3"/>` +
      `<polygon points="${polygon(starPoints(5, 17, 7).map(([x, y]) => [x - 12, y - 3] as [number, number]))}" fill="${GOLD_D}"/>` +
      sparkle(14, -36, 9, '#fff', 0.95)
    );
  },

  wolf: (c) => {
    // Built from overlapping parts in one colour: a head turned up to howl, neck, body, tail.
    const head =
      'M-36,0L-14,-5L-5,-10C-1,-12 2,-13 5,-13L15,-25L15,-10C19,-6 21,-2 20,4L14,10L0,10L-16,6L-34,4Z';
    const fill = mix(c.p.c0, '#000', 0.55);
    return (
      `<path d="M-54,46C-40,38 -10,40 0,42C20,38 44,40 58,46L62,58H-58Z" fill="${c.p.near}"/>` +
      `<g fill="${fill}">` +
      `<path d="${head}" transform="translate(-8 -30) rotate(42) scale(1.1)"/>` +
      `<path d="M-20,-26C-10,-34 4,-36 8,-30C12,-20 18,-10 22,-4L-20,6Z"/>` +
      `<path d="M-20,0C-22,20 -18,38 -14,44H32C42,38 40,12 24,0C14,-10 0,-10 -20,0Z"/>` +
      `<path d="M-20,-20L-28,-14L-21,-10L-29,-4L-21,0L-27,6L-18,8Z"/>` +
      `<path d="M28,34C42,26 54,32 60,44H26Z"/></g>` +
      `<path d="M-6,44V20" stroke="${c.p.near}" stroke-width="2"/>`
    );
  },

  phoenix: () => {
    const wing =
      'M6,-6C16,-24 30,-44 52,-50C46,-40 50,-34 42,-28C50,-26 48,-18 38,-14C44,-10 40,-4 30,-2C34,4 24,8 10,8Z';
    return (
      `<path d="M-4,18C-18,28 -22,44 -14,56C-10,46 -6,40 0,36C6,40 10,46 14,56C22,44 18,28 4,18Z" fill="#f97316"/>` +
      `<path d="M0,22C-6,34 -4,46 0,56C4,46 6,34 0,22Z" fill="#fde047"/>` +
      mirrored(wing, '#ea580c') +
      mirrored('M8,-4C18,-20 30,-34 44,-40C38,-30 36,-22 28,-16C32,-10 22,-4 10,2Z', '#fbbf24') +
      `<ellipse cy="4" rx="11" ry="20" fill="#dc2626"/>` +
      `<circle cy="-22" r="9" fill="#dc2626"/>` +
      `<path d="M-4,-30C-8,-42 -2,-46 0,-52C2,-44 8,-42 4,-30Z" fill="#fbbf24"/>` +
      `<path d="M-3,-19L0,-12L3,-19Z" fill="#fde047"/>` +
      `<circle cx="-3" cy="-24" r="1.8" fill="#fff"/><circle cx="3" cy="-24" r="1.8" fill="#fff"/>`
    );
  },

  'triple-flame': (c) =>
    flame(-28, 10, 0.6, mix(c.p.a, '#dc2626', 0.4)) +
    flame(28, 10, 0.6, mix(c.p.a, '#dc2626', 0.4)) +
    flame(0, 0, 0.82, '#dc2626') +
    `<rect x="-50" y="40" width="100" height="10" rx="5" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>`,

  'paper-lantern': () =>
    `<path d="M0,-58V-46" stroke="#1c1917" stroke-width="2"/>` +
    `<rect x="-16" y="-48" width="32" height="8" rx="2" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"/>` +
    `<ellipse cy="0" rx="40" ry="42" fill="#dc2626"/>` +
    `<ellipse cy="0" rx="26" ry="42" fill="none" stroke="#991b1b" stroke-width="2"/><ellipse cy="0" rx="10" ry="42" fill="none" stroke="#991b1b" stroke-width="2"/>` +
    `<ellipse cx="-4" cy="-4" rx="22" ry="26" fill="#fde047" opacity=".35"/>` +
    `<rect x="-16" y="38" width="32" height="8" rx="2" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"/>` +
    `<path d="M-6,46V62M0,46V64M6,46V62" stroke="#dc2626" stroke-width="3" stroke-linecap="round"/>`,

  roulette: () => wheelTop(RED, INK, '#16a34a', GOLD),

  'roulette-tilt': () =>
    `<ellipse cy="12" rx="54" ry="30" fill="#78350f"/>` +
    `<ellipse cy="6" rx="54" ry="30" fill="#a16207"/>` +
    `<g transform="translate(0 4) scale(1 .55)">${wheelTop('#b91c1c', '#1e293b', '#15803d', GOLD, false)}</g>` +
    `<path d="M-6,4V-30M-14,-30H14" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/><circle cy="-30" r="4" fill="${GOLD_L}"/>` +
    `<circle cx="22" cy="-6" r="4" fill="#fff"/>`,

  'roulette-clock': (c) =>
    `<rect x="-7" y="-62" width="14" height="10" rx="3" fill="${STEEL}"/><rect x="-3" y="-54" width="6" height="6" fill="${STEEL}"/>` +
    `<path d="M-64,-10A58,58 0 0 1 -40,-44M-70,14A66,66 0 0 1 -62,-24" stroke="${c.p.light}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>` +
    wheelTop(RED, INK, '#16a34a', c.p.a) +
    `<circle cx="28" cy="-30" r="4" fill="#fff"/>`,

  'blackjack-hand': () =>
    `<g transform="rotate(-12 0 50)">${card(-6, -2, 0, 'spade')}</g>` +
    `<g transform="rotate(12 0 50)">${card(6, 2, 0, 'heart')}</g>` +
    chip(-34, 34, 16, '#2563eb') +
    chip(36, 36, 14, RED),

  'cards-rope': (c) =>
    `<g transform="translate(0 -14) scale(.85)">${fan(['diamond', 'spade'], 16)}</g>` +
    `<path d="M-42,6Q0,44 42,6" stroke="#7f1d1d" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M-42,6Q0,44 42,6" stroke="#ef4444" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<g fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"><rect x="-46" y="0" width="8" height="48" rx="3"/><rect x="38" y="0" width="8" height="48" rx="3"/>` +
    `<circle cx="-42" cy="-2" r="7"/><circle cx="42" cy="-2" r="7"/><ellipse cx="-42" cy="50" rx="12" ry="4"/><ellipse cx="42" cy="50" rx="12" ry="4"/></g>` +
    sparkle(0, -48, 8, c.p.light, 0.9),

  'three-cards': () => fan(['spade', 'heart', 'diamond'], 20),

  'cards-five': () =>
    `<g transform="scale(.9)">${fan(['club', 'diamond', 'spade', 'heart', 'club'], 14)}</g>`,

  'card-squeeze': () =>
    `<g transform="rotate(-8)">` +
    `<rect x="-34" y="-48" width="68" height="96" rx="7" fill="#7f1d1d" stroke="${GOLD}" stroke-width="3"/>` +
    `<rect x="-26" y="-40" width="52" height="80" rx="4" fill="none" stroke="${GOLD}" stroke-width="1.5"/>` +
    `<path d="M-26,-40L26,40M26,-40L-26,40" stroke="${GOLD}" stroke-opacity=".4" stroke-width="1.5"/>` +
    `<path d="M34,14V41Q34,48 27,48H0Z" fill="${PAPER}"/><path d="M0,48L34,14L10,20Z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="1.5"/>` +
    `<path d="${HEART}" fill="${RED}" transform="translate(22 36) scale(.55)"/></g>`,

  'ornate-card': (c) =>
    `<g transform="rotate(-14 0 40) translate(-14 0)">` +
    `<rect x="-26" y="-38" width="52" height="76" rx="6" fill="${c.p.dark}" stroke="${GOLD}" stroke-width="3"/>` +
    `<polygon points="${polygon(starPoints(8, 20, 10))}" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
    `<circle r="6" fill="${GOLD}"/><circle r="26" fill="none" stroke="${GOLD}" stroke-width="1.5" stroke-dasharray="2 3"/></g>` +
    `<g transform="rotate(12 0 40)">${card(18, 4, 0, 'diamond')}</g>`,

  'chip-stack': (c) =>
    chipStack(-26, 44, 4, c.p.a) +
    chipStack(24, 46, 6, '#1d4ed8') +
    chipStack(-2, 52, 2, RED) +
    chip(30, -36, 16, GOLD, '#fff'),

  'jade-chip': () =>
    `<g transform="rotate(-10)"><rect x="-46" y="-30" width="92" height="60" rx="8" fill="#0d9488" stroke="${GOLD}" stroke-width="4"/>` +
    `<rect x="-36" y="-20" width="72" height="40" rx="5" fill="#14b8a6" stroke="#ccfbf1" stroke-width="2" stroke-dasharray="4 4"/>` +
    `<circle r="13" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/><path d="M0,-8L8,0L0,8L-8,0Z" fill="#0f766e"/>` +
    `<path d="M-40,-24L-28,-30M28,30L40,24" stroke="#fff" stroke-width="3" opacity=".5" stroke-linecap="round"/></g>` +
    chip(30, 34, 16, '#115e59', '#fef3c7'),

  steamer: (c) =>
    `<circle cx="-28" cy="-50" r="7" fill="#e5e7eb" opacity=".7"/><circle cx="-16" cy="-56" r="9" fill="#e5e7eb" opacity=".6"/><circle cx="0" cy="-60" r="10" fill="#e5e7eb" opacity=".5"/>` +
    `<g fill="#1c1917"><rect x="-30" y="-44" width="7" height="34"/><rect x="-14" y="-44" width="7" height="34"/></g>` +
    `<path d="M-33,-44h13M-17,-44h13" stroke="${GOLD}" stroke-width="3"/>` +
    `<rect x="-36" y="-12" width="52" height="12" fill="#f5f5f4" stroke="#57534e" stroke-width="1.5"/>` +
    `<rect x="-46" y="0" width="84" height="14" fill="#fafaf9" stroke="#57534e" stroke-width="1.5"/>` +
    `<path d="M-40,6h0M-32,6h0M-24,6h0M-16,6h0M-8,6h0M0,6h0M8,6h0M16,6h0M24,6h0M32,6h0M-30,-6h0M-22,-6h0M-14,-6h0M-6,-6h0M2,-6h0M10,-6h0" stroke="${c.p.a}" stroke-width="4" stroke-linecap="square"/>` +
    `<path d="M-54,14H52L44,30H-46Z" fill="#991b1b"/><path d="M-54,14H52" stroke="#fff" stroke-width="3"/>` +
    `<circle cx="-48" cy="18" r="16" fill="#7f1d1d"/><circle cx="-48" cy="18" r="16" fill="none" stroke="#fecaca" stroke-width="2" stroke-dasharray="3 5"/>` +
    `<path d="M-48,2V34M-64,18H-32M-59,7L-37,29M-37,7L-59,29" stroke="#fecaca" stroke-width="1.5"/>`,

  saxophone: () => {
    const body = 'M-10,-44C-4,-40 4,-36 6,-26L12,24C14,40 -4,48 -16,38L-24,26';
    return (
      `<path d="M-24,-50L-10,-44" stroke="#1c1917" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="${body}" stroke="${GOLD_D}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
      `<path d="${body}" stroke="${GOLD}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
      `<path d="M-18,30L-34,6C-28,0 -16,-6 -8,4L-16,24Z" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>` +
      `<ellipse cx="-22" cy="4" rx="13" ry="6" fill="${GOLD_D}" transform="rotate(-28 -22 4)"/>` +
      `<path d="M2,-18h0M4,-6h0M6,6h0M8,18h0" stroke="${GOLD_L}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M-2,-30C2,-24 4,-10 6,-2" stroke="#fff" stroke-width="2.5" fill="none" opacity=".6"/>` +
      `<path d="M24,-34q6,-6 12,0t12,0M22,-14q6,-6 12,0t12,0" stroke="#fff" stroke-width="2.5" fill="none" opacity=".7" stroke-linecap="round"/>` +
      `<circle cx="34" cy="6" r="4" fill="#fff" opacity=".8"/><path d="M38,6V-10l6,3" stroke="#fff" stroke-width="2.5" fill="none" opacity=".8"/>`
    );
  },

  'gold-key': () =>
    `<g transform="rotate(-40)">` +
    `<path d="M-6,-16V50M-6,24H10M-6,36H8M-6,46H12" stroke="${GOLD_D}" stroke-width="11" stroke-linecap="round" transform="translate(1.5 1.5)"/>` +
    `<path d="M-6,-16V50M-6,24H10M-6,36H8M-6,46H12" stroke="${GOLD}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${SPADE}" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5" transform="translate(-6 -34) scale(2.6)"/>` +
    `<path d="${SPADE}" fill="#0c0a09" transform="translate(-6 -34) scale(1.1)"/>` +
    `<circle cx="-6" cy="-12" r="5" fill="${GOLD_L}"/></g>` +
    sparkle(30, -30, 10, '#fff', 0.95),

  'yin-yang': () => {
    const half = 'M0,-44A44,44 0 0 0 0,44A22,22 0 0 0 0,0A22,22 0 0 1 0,-44Z';
    return (
      `<circle r="50" fill="${GOLD}"/><circle r="44" fill="#f97316"/>` +
      `<path d="M6,-34l18,10l-16,2ZM34,-16l6,16l-14,-6ZM14,30l18,-8l-4,14ZM36,10l4,14l-12,-4Z" fill="#1c1917"/>` +
      `<path d="${half}" fill="#b91c1c"/>` +
      `<path d="M-30,-20a6,6 0 0 1 12,0M-38,0a6,6 0 0 1 12,0M-26,16a6,6 0 0 1 12,0M-16,30a6,6 0 0 1 12,0" stroke="#fca5a5" stroke-width="2.5" fill="none"/>` +
      `<circle cy="-22" r="7" fill="#f97316"/><circle cy="22" r="7" fill="#b91c1c"/>` +
      `<circle r="44" fill="none" stroke="${GOLD_D}" stroke-width="2"/>`
    );
  },

  lighthouse: (c) => {
    let bands = '';
    for (let i = 0; i < 4; i++) {
      const y0 = 46 - i * 18;
      const y1 = y0 - 9;
      const w = (y: number) => 9 + ((y + 20) / 66) * 7;
      bands += `M${n(-w(y0))},${n(y0)}L${n(-w(y1))},${n(y1)}H${n(w(y1))}L${n(w(y0))},${n(y0)}Z`;
    }
    return (
      `<path d="M0,-36L-80,-56V-20ZM0,-36L80,-56V-20Z" fill="${c.p.light}" opacity=".3"/>` +
      `<path d="M-16,46L-9,-20H9L16,46Z" fill="#f8fafc"/>` +
      `<path d="${bands}" fill="#dc2626"/>` +
      `<rect x="-14" y="-24" width="28" height="5" fill="#1f2937"/>` +
      `<rect x="-8" y="-44" width="16" height="20" fill="#fde68a" stroke="#1f2937" stroke-width="2"/>` +
      `<path d="M-11,-44L0,-56L11,-44Z" fill="#dc2626" stroke="#1f2937" stroke-width="2"/>` +
      `<path d="M-30,46H30" stroke="#1f2937" stroke-width="4"/>`
    );
  },

  carousel: (c) => {
    let roof = '';
    for (let i = 0; i < 6; i++) {
      const x0 = -48 + i * 16;
      roof += `<polygon points="0,-46 ${x0},-16 ${x0 + 16},-16" fill="${i % 2 ? '#fff' : c.p.a}"/>`;
    }
    let scallop = 'M-48,-16';
    for (let i = 0; i < 6; i++) scallop += 'a8,8 0 0 0 16,0';
    const horse = (x: number, y: number) =>
      `<path d="M${x - 9},${y}h14l5,-6l3,3l-4,7v6h-4v-4h-10v4h-4Z" fill="#fff" stroke="#78350f" stroke-width="1"/>`;
    return (
      roof +
      `<path d="${scallop}" fill="${c.p.a}" stroke="${mix(c.p.a, '#000', 0.4)}" stroke-width="1.5"/>` +
      `<circle cy="-50" r="5" fill="${GOLD}"/>` +
      `<path d="M-34,-8V34M-12,-8V34M12,-8V34M34,-8V34" stroke="${GOLD}" stroke-width="3"/>` +
      horse(-34, 16) +
      horse(-12, 8) +
      horse(12, 18) +
      horse(34, 10) +
      `<ellipse cy="38" rx="52" ry="9" fill="${mix(c.p.a, '#000', 0.35)}"/><ellipse cy="34" rx="52" ry="9" fill="${GOLD}"/>` +
      `<path d="M-44,-10h0M-22,-10h0M0,-10h0M22,-10h0M44,-10h0" stroke="#fef9c3" stroke-width="4" stroke-linecap="round"/>`
    );
  },

  'prism-wheel': () => {
    const rainbow = [
      '#ef4444',
      '#f97316',
      '#facc15',
      '#22c55e',
      '#06b6d4',
      '#3b82f6',
      '#a855f7',
      '#ec4899',
    ];
    return (
      `<circle r="50" fill="#e2e8f0"/>` +
      segments(44, 16, rainbow) +
      `<circle r="44" fill="none" stroke="#fff" stroke-width="2.5"/>` +
      `<polygon points="${polygon(starPoints(6, 16, 8))}" fill="#fff"/>` +
      `<path d="M-8,-60H8L0,-44Z" fill="#fff" stroke="#0f172a" stroke-width="2"/>` +
      `<path d="M0,-50h0M35,-35h0M50,0h0M35,35h0M0,50h0M-35,35h0M-50,0h0M-35,-35h0" stroke="#fde047" stroke-width="5" stroke-linecap="round"/>`
    );
  },

  'star-wheel': (c) =>
    `<path d="M-10,40L-22,58H22L10,40Z" fill="#334155"/>` +
    `<polygon points="${polygon(starPoints(8, 52, 40))}" fill="${c.p.light}" stroke="#fff" stroke-width="2"/>` +
    segments(38, 8, [c.p.a, '#7c3aed', '#0ea5e9', '#ec4899']) +
    `<circle r="12" fill="#fff"/><polygon points="${polygon(starPoints(5, 9, 4))}" fill="${c.p.a}"/>` +
    `<path d="M-7,-58H7L0,-44Z" fill="#fde047"/>`,

  'spark-wheel': (c) => {
    let sparks = '';
    for (let i = 0; i < 10; i++) {
      const a = (i * Math.PI) / 5 + 0.3;
      sparks += `M${n(Math.cos(a) * 52)},${n(Math.sin(a) * 52)}L${n(Math.cos(a) * 64)},${n(Math.sin(a) * 64)}`;
    }
    return (
      `<path d="${sparks}" stroke="#fde047" stroke-width="4" stroke-linecap="round"/>` +
      `<circle r="48" fill="#1f2937"/>` +
      segments(42, 10, [c.p.a, '#e11d48', '#f97316']) +
      `<circle r="42" fill="none" stroke="#fde047" stroke-width="3" stroke-dasharray="2 6"/>` +
      `<circle r="10" fill="#fde047"/>` +
      `<path d="M-7,-58H7L0,-42Z" fill="#fff"/>` +
      sparkle(46, -44, 10, '#fff', 1) +
      sparkle(-50, 40, 8, '#fde047', 1)
    );
  },

  lotus: (c) => {
    const petal = 'M0,0C-12,-16 -10,-40 0,-54C10,-40 12,-16 0,0Z';
    const back = [-64, -32, 32, 64]
      .map(
        (a) =>
          `<path d="${petal}" fill="#f9a8d4" stroke="#be185d" stroke-width="1.5" transform="translate(0 20) rotate(${a})"/>`,
      )
      .join('');
    const front = [-24, 0, 24]
      .map(
        (a) =>
          `<path d="${petal}" fill="#fce7f3" stroke="#db2777" stroke-width="1.5" transform="translate(0 22) rotate(${a})"/>`,
      )
      .join('');
    return (
      `<ellipse cy="34" rx="54" ry="14" fill="#15803d"/><path d="M0,34L40,28L46,36Z" fill="${c.p.near}"/>` +
      back +
      front +
      `<ellipse cy="18" rx="14" ry="5" fill="${GOLD}"/>` +
      sparkle(-30, -30, 7, '#fff', 0.9)
    );
  },

  rocket: (c) =>
    `<g transform="rotate(35)">` +
    `<path d="M-11,28Q0,74 11,28Z" fill="#fb923c"/><path d="M-6,28Q0,54 6,28Z" fill="#fde047"/>` +
    `<path d="M-15,4L-32,32L-14,26ZM15,4L32,32L14,26Z" fill="${c.p.a}"/>` +
    `<path d="M0,-52C17,-34 18,-8 15,28H-15C-18,-8 -17,-34 0,-52Z" fill="#f1f5f9" stroke="#475569" stroke-width="2"/>` +
    `<path d="M0,-52C8,-44 12,-36 14,-28H-14C-12,-36 -8,-44 0,-52Z" fill="${c.p.a}"/>` +
    `<circle cy="-6" r="9" fill="#7dd3fc" stroke="#475569" stroke-width="3"/><path d="M-8,-2V24" stroke="#cbd5e1" stroke-width="3"/></g>`,

  jet: (c) => {
    const half = 'M0,-52C5,-44 7,-30 7,-8L46,16V26L7,16V34L20,44V50L0,46Z';
    return (
      `<g transform="rotate(40)">` +
      `<path d="M-10,52V90M10,52V90" stroke="#fff" stroke-width="5" opacity=".5" stroke-linecap="round"/>` +
      mirrored(half, '#e2e8f0', ' stroke="#475569" stroke-width="1.5" stroke-linejoin="round"') +
      `<path d="M0,-40C4,-34 4,-26 0,-20C-4,-26 -4,-34 0,-40Z" fill="#0ea5e9"/>` +
      `<path d="M7,4L40,22M-7,4L-40,22" stroke="${c.p.a}" stroke-width="3"/></g>`
    );
  },

  lander: () =>
    `<path d="M-4,22L-8,46H8L4,22Z" fill="#fde047"/><path d="M-2,22L-4,38H4L2,22Z" fill="#fff"/>` +
    `<path d="M-22,16L-42,40M22,16L42,40M-14,20L-26,42M14,20L26,42" stroke="#cbd5e1" stroke-width="3"/>` +
    `<path d="M-50,41H-34M34,41H50" stroke="#cbd5e1" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-26,-2H26L30,8L26,20H-26L-30,8Z" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>` +
    `<path d="M-20,2L-14,16M-4,2L0,18M12,2L18,16" stroke="${GOLD_D}" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M-20,-2L-22,-22L-10,-36H10L22,-22L20,-2Z" fill="#e2e8f0" stroke="#475569" stroke-width="2"/>` +
    `<path d="M-12,-24L-6,-32H4L-2,-24Z" fill="#1e293b"/>` +
    `<path d="M14,-36V-48M8,-48a6,3 0 0 0 12,0Z" stroke="#cbd5e1" stroke-width="2" fill="#cbd5e1"/>`,

  falcon: (c) => {
    const wing =
      'M5,-20C16,-30 32,-36 44,-34L58,-27L52,-22L58,-17L50,-14L55,-8L46,-7L49,-1L38,-2C28,2 16,6 6,6Z';
    return (
      `<path d="M-50,-40L-22,-12M-36,-54L-10,-26M40,30L60,50" stroke="${c.p.light}" stroke-width="3" opacity=".6" stroke-linecap="round"/>` +
      `<g transform="rotate(-140)">` +
      mirrored(wing, '#475569', ' stroke="#1e293b" stroke-width="1.5" stroke-linejoin="round"') +
      mirrored('M8,-12C18,-18 30,-22 40,-22L44,-16C32,-12 20,-6 8,-2Z', '#94a3b8') +
      `<path d="M-8,12L-14,38Q0,44 14,38L8,12Z" fill="#334155" stroke="#1e293b" stroke-width="1.5"/>` +
      `<path d="M-10,34Q0,38 10,34" stroke="#cbd5e1" stroke-width="2" fill="none"/>` +
      `<ellipse cy="-4" rx="10" ry="20" fill="#f5f5f4"/>` +
      `<path d="M-6,-4h12M-6,4h12M-5,12h10" stroke="#78716c" stroke-width="2"/>` +
      `<circle cy="-26" r="9" fill="#334155"/><path d="M-4,-34L0,-42L4,-34Z" fill="${GOLD}"/>` +
      `<circle cx="-4" cy="-28" r="2" fill="#fde047"/><circle cx="4" cy="-28" r="2" fill="#fde047"/></g>`
    );
  },

  bomb: (c) =>
    `<path d="M16,-28Q24,-46 38,-42" stroke="#d6b48a" stroke-width="4" fill="none"/>` +
    `<polygon points="${polygon(starPoints(8, 14, 5).map(([x, y]) => [x + 40, y - 44] as [number, number]))}" fill="#fde047"/>` +
    `<circle cx="40" cy="-44" r="4" fill="#fff"/>` +
    `<rect x="6" y="-36" width="16" height="14" rx="3" fill="#374151" transform="rotate(35 14 -29)"/>` +
    sphere(c, -4, 8, 38, '#374151', 0.35) +
    `<ellipse cx="-18" cy="-8" rx="9" ry="13" fill="#fff" opacity=".3" transform="rotate(35 -18 -8)"/>`,

  'dice-pair': (c) => die(-16, -8, 52, -14, 5, c.p.dark) + die(22, 20, 44, 16, 3, c.p.dark),

  'neon-die': (c) => {
    const dots = 'M-18,-18h0M18,-18h0M0,0h0M-18,18h0M18,18h0';
    return (
      `<g transform="rotate(12)">` +
      `<rect x="-38" y="-38" width="76" height="76" rx="16" fill="none" stroke="${c.p.a}" stroke-width="14" opacity=".3"/>` +
      `<rect x="-38" y="-38" width="76" height="76" rx="16" fill="${mix(c.p.c0, '#000', 0.3)}" stroke="${c.p.a}" stroke-width="5"/>` +
      `<rect x="-38" y="-38" width="76" height="76" rx="16" fill="none" stroke="#fff" stroke-width="1.5"/>` +
      `<path d="${dots}" stroke="${c.p.c1}" stroke-width="18" stroke-linecap="round" opacity=".5"/>` +
      `<path d="${dots}" stroke="#fff" stroke-width="10" stroke-linecap="round"/></g>`
    );
  },

  'dice-arrows': (c) =>
    die(-10, 4, 56, -10, 6, c.p.dark) +
    `<path d="M38,-12V-44M28,-34L38,-46L48,-34" stroke="#22c55e" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M38,14V46M28,36L38,48L48,36" stroke="#ef4444" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,

  ticket: () => {
    const shape = 'M-50,-30H50V-12A8,8 0 0 0 50,4V30H-50V4A8,8 0 0 0 -50,-12Z';
    return (
      `<g transform="rotate(-12)">` +
      `<path d="${shape}" fill="${GOLD_D}" transform="translate(3 4)"/>` +
      `<path d="${shape}" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>` +
      `<rect x="-42" y="-22" width="84" height="44" rx="3" fill="none" stroke="${GOLD_D}" stroke-width="2" stroke-dasharray="5 3"/>` +
      `<path d="M22,-30V30" stroke="${GOLD_D}" stroke-width="2" stroke-dasharray="3 4"/>` +
      `<polygon points="${polygon(starPoints(5, 17, 7).map(([x, y]) => [x - 10, y + 2] as [number, number]))}" fill="#fff"/>` +
      `<path d="M30,-14H42M30,-4H42M30,6H42" stroke="${GOLD_D}" stroke-width="3"/>` +
      `<path d="M-46,-24L-20,-24" stroke="#fff" stroke-width="3" opacity=".6"/></g>` +
      sparkle(40, -38, 10, '#fff', 1)
    );
  },

  pickaxe: () =>
    `<g transform="rotate(-35)"><path d="M0,-30V54" stroke="#78350f" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M-50,-18C-30,-40 30,-40 50,-18C30,-30 -30,-30 -50,-18Z" fill="#94a3b8" stroke="#334155" stroke-width="2"/>` +
    `<rect x="-7" y="-38" width="14" height="16" rx="2" fill="#475569"/></g>` +
    `<g transform="translate(24 26) scale(.5)" stroke="#fff" stroke-opacity=".6" stroke-width="2">` +
    `<polygon points="-40,-10 -20,-30 20,-30 40,-10 0,40" fill="#22d3ee"/><polygon points="-40,-10 40,-10 0,40" fill="#0891b2"/><polygon points="-20,-30 0,-10 20,-30" fill="#cffafe"/></g>` +
    sparkle(44, 6, 9, '#fff', 1),

  chest: (c) =>
    glowDot(c, 0, -14, 40, '#fde047') +
    `<path d="M-44,-14L-40,-40H40L44,-14Z" fill="#78350f" stroke="#451a03" stroke-width="2"/>` +
    `<g fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"><circle cx="-22" cy="-16" r="9"/><circle cx="-4" cy="-20" r="10"/><circle cx="16" cy="-16" r="9"/><circle cx="30" cy="-12" r="7"/><circle cx="-34" cy="-10" r="6"/></g>` +
    `<rect x="-46" y="-10" width="92" height="52" rx="4" fill="#92400e" stroke="#451a03" stroke-width="2"/>` +
    `<path d="M-46,4H46M-30,-10V42M30,-10V42" stroke="#451a03" stroke-width="5"/>` +
    `<path d="M-46,4H46M-30,-10V42M30,-10V42" stroke="${GOLD}" stroke-width="2.5"/>` +
    `<rect x="-8" y="-4" width="16" height="18" rx="2" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="1.5"/><circle cy="4" r="3" fill="#451a03"/>` +
    sparkle(-10, -38, 8, '#fff', 1) +
    sparkle(26, -34, 6, '#fff', 0.9),

  'bingo-balls': (c) =>
    ball(c, -24, 20, 26, '#ef4444') + ball(c, 26, 22, 26, '#3b82f6') + ball(c, 0, -22, 28, c.p.a),

  teacup: (c) => {
    let dotsD = '';
    for (const [x, y] of [
      [-26, -2],
      [-10, 6],
      [8, -4],
      [22, 8],
      [-16, 20],
      [6, 20],
    ])
      dotsD += `M${x},${y}h0`;
    return (
      `<path d="M-14,-40q-8,-10 0,-18M0,-40q-8,-10 0,-18M14,-40q-8,-10 0,-18" stroke="#fff" stroke-width="3" fill="none" opacity=".7" stroke-linecap="round"/>` +
      `<ellipse cy="40" rx="54" ry="10" fill="#e7e5e4" stroke="#a8a29e" stroke-width="2"/>` +
      `<path d="M34,-10C54,-12 56,18 30,20" stroke="#f5f5f4" stroke-width="7" fill="none"/>` +
      `<path d="M-40,-22H40C40,20 22,38 0,38C-22,38 -40,20 -40,-22Z" fill="#f5f5f4" stroke="#a8a29e" stroke-width="2"/>` +
      `<ellipse cy="-22" rx="40" ry="8" fill="#92400e" stroke="#a8a29e" stroke-width="2"/>` +
      `<path d="${dotsD}" stroke="${c.p.a}" stroke-width="9" stroke-linecap="round"/>`
    );
  },

  'bingo-cage': (c) => {
    const balls = [
      [-14, 14, '#ef4444'],
      [6, 18, c.p.a],
      [18, 4, '#3b82f6'],
      [-4, 0, '#22c55e'],
      [-20, -6, '#f59e0b'],
    ] as const;
    return (
      `<path d="M-30,56L0,20L30,56" stroke="#78350f" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      balls.map(([x, y, f]) => sphere(c, x, y, 9, f)).join('') +
      `<g fill="none" stroke="${GOLD}" stroke-width="3"><circle r="40"/><ellipse rx="18" ry="40"/><path d="M-40,0H40M-34,-20H34M-34,20H34"/></g>` +
      `<path d="M40,0H54V16" stroke="${GOLD_D}" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="54" cy="18" r="5" fill="${RED}"/>` +
      `<circle r="5" fill="${GOLD}"/>`
    );
  },

  'road-sign': (c) =>
    `<rect x="-4" y="20" width="8" height="40" fill="#64748b"/>` +
    `<path d="M-40,-44C-20,-52 20,-52 40,-44C44,-8 34,20 0,34C-34,20 -44,-8 -40,-44Z" fill="#f8fafc" stroke="#0f172a" stroke-width="4"/>` +
    `<path d="M-30,-36C-16,-42 16,-42 30,-36C32,-8 24,12 0,24C-24,12 -32,-8 -30,-36Z" fill="${c.p.dark}"/>` +
    `<path d="M-6,22C-14,8 16,0 6,-12C0,-20 10,-30 2,-40" stroke="#f8fafc" stroke-width="9" fill="none"/>` +
    `<path d="M-6,22C-14,8 16,0 6,-12C0,-20 10,-30 2,-40" stroke="${GOLD}" stroke-width="2" fill="none" stroke-dasharray="4 4"/>`,

  'disco-ball': (c) => {
    const id = c.id();
    let grid = '';
    for (let i = -36; i <= 36; i += 9) grid += `M-44,${i}H44`;
    for (let i = -3; i <= 3; i++) grid += `M${i * 12},-44Q${i * 16},0 ${i * 12},44`;
    return (
      `<path d="M0,-62V-40" stroke="#cbd5e1" stroke-width="2"/>` +
      `<clipPath id="${id}"><circle r="42"/></clipPath>` +
      sphere(c, 0, 0, 42, '#94a3b8', 0.8) +
      `<path d="${grid}" stroke="#1e293b" stroke-width="1.5" clip-path="url(#${id})" opacity=".7"/>` +
      `<path d="M-20,-22h8v7h-8ZM-8,-30h8v7h-8ZM-28,-8h8v7h-8ZM12,14h8v7h-8Z" fill="#fff"/>` +
      `<path d="M6,-20h8v7h-8ZM-16,20h8v7h-8ZM22,-6h8v7h-8Z" fill="${c.p.a}"/>` +
      sparkle(-40, -36, 10, '#fff', 1) +
      sparkle(42, 24, 8, '#fff', 0.9)
    );
  },

  speedometer: (c) => {
    let ticks = '';
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (1 + i / 10);
      ticks += `M${n(Math.cos(a) * 36)},${n(Math.sin(a) * 36 + 16)}L${n(Math.cos(a) * 44)},${n(Math.sin(a) * 44 + 16)}`;
    }
    return (
      `<path d="M-54,16A54,54 0 0 1 54,16V24H-54Z" fill="#111827" stroke="#475569" stroke-width="3"/>` +
      `<path d="M-46,16A46,46 0 0 1 0,-30" stroke="#22c55e" stroke-width="7" fill="none"/>` +
      `<path d="M0,-30A46,46 0 0 1 32.5,-16.5" stroke="#facc15" stroke-width="7" fill="none"/>` +
      `<path d="M32.5,-16.5A46,46 0 0 1 46,16" stroke="#ef4444" stroke-width="7" fill="none"/>` +
      `<path d="${ticks}" stroke="#fff" stroke-width="2.5"/>` +
      `<path d="M0,16L40,-8" stroke="${c.p.a}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cy="16" r="8" fill="#e5e7eb"/>` +
      `<g transform="translate(0 40)"><path d="M-30,-4h10v8h-10ZM-10,-4h10v8h-10ZM10,-4h10v8h-10ZM-20,4h10v8h-10ZM0,4h10v8h-10ZM20,4h10v8h-10Z" fill="#111"/>` +
      `<path d="M-20,-4h10v8h-10ZM0,-4h10v8h-10ZM20,-4h10v8h-10ZM-30,4h10v8h-10ZM-10,4h10v8h-10ZM10,4h10v8h-10Z" fill="#fff"/></g>`
    );
  },

  trophy: () =>
    `<path d="M-30,-36C-52,-36 -50,-6 -24,0M30,-36C52,-36 50,-6 24,0" stroke="${GOLD_D}" stroke-width="6" fill="none"/>` +
    `<path d="M-32,-44H32C32,-4 18,10 0,12C-18,10 -32,-4 -32,-44Z" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2"/>` +
    `<path d="M-22,-38C-22,-18 -16,-6 -8,0" stroke="#fff" stroke-width="4" fill="none" opacity=".5" stroke-linecap="round"/>` +
    `<path d="M-6,12H6L8,28H-8Z" fill="${GOLD_D}"/>` +
    `<rect x="-22" y="28" width="44" height="8" rx="2" fill="${GOLD}"/><rect x="-28" y="36" width="56" height="14" rx="2" fill="#44403c"/>` +
    `<polygon points="${polygon(starPoints(5, 13, 5.5).map(([x, y]) => [x, y - 20] as [number, number]))}" fill="#fff"/>`,

  horse: (c) => {
    const d =
      'M8,-50L14,-36C28,-30 38,-16 40,4L44,50H-8L-2,30C-6,20 -14,14 -24,12L-38,10C-46,8 -48,-2 -42,-6L-16,-30L-8,-44L0,-36Z';
    return (
      `<path d="${d}" fill="${mix('#78350f', c.p.c0, 0.2)}" stroke="#1c1917" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M14,-36C30,-28 38,-14 40,4L44,50H34L30,8C28,-8 20,-22 6,-30Z" fill="#1c1917"/>` +
      `<circle cx="-12" cy="-18" r="3.5" fill="#111"/><circle cx="-11" cy="-19" r="1.2" fill="#fff"/>` +
      `<path d="M-40,0h0" stroke="#111" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M-26,-20L-8,-4L-30,8M-8,-4L10,-24" stroke="${c.p.a}" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
      `<circle cx="-8" cy="-4" r="4" fill="${GOLD}"/>`
    );
  },

  football: (c) => {
    const id = c.id();
    const pent = (cx: number, cy: number, r: number, rot: number) =>
      polygon(
        Array.from({ length: 5 }, (_, i) => {
          const a = ((rot + i * 72) * Math.PI) / 180;
          return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as [number, number];
        }),
      );
    let outer = '';
    let seams = '';
    for (let i = 0; i < 5; i++) {
      const a = ((-90 + i * 72) * Math.PI) / 180;
      const cx = Math.cos(a) * 40;
      const cy = Math.sin(a) * 40;
      outer += `<polygon points="${pent(cx, cy, 15, -90 + i * 72 + 180)}"/>`;
      seams += `M${n(Math.cos(a) * 13)},${n(Math.sin(a) * 13)}L${n(Math.cos(a) * 26)},${n(Math.sin(a) * 26)}`;
    }
    return (
      `<clipPath id="${id}"><circle r="44"/></clipPath>` +
      sphere(c, 0, 0, 44, '#f8fafc', 0.2) +
      `<g clip-path="url(#${id})" fill="#111827">` +
      `<polygon points="${pent(0, 0, 14, -90)}"/>${outer}</g>` +
      `<path d="${seams}" stroke="#334155" stroke-width="2"/>` +
      `<circle r="44" fill="none" stroke="#334155" stroke-width="2"/>`
    );
  },

  compass: (c) => {
    const long = (a: number) =>
      `<g transform="rotate(${a})"><path d="M0,-52L9,-9L0,0Z" fill="${c.p.a}"/><path d="M0,-52L-9,-9L0,0Z" fill="${c.p.light}"/></g>`;
    const short = (a: number) =>
      `<g transform="rotate(${a})"><path d="M0,-32L6,-6L0,0Z" fill="#e2e8f0"/><path d="M0,-32L-6,-6L0,0Z" fill="#94a3b8"/></g>`;
    return (
      `<circle r="42" fill="${mix(c.p.c0, '#000', 0.2)}" stroke="${GOLD}" stroke-width="4"/>` +
      `<circle r="36" fill="none" stroke="${GOLD}" stroke-width="2" stroke-dasharray="1.5 5.5"/>` +
      [45, 135, 225, 315].map(short).join('') +
      [0, 90, 180, 270].map(long).join('') +
      `<circle r="5" fill="${GOLD}"/>`
    );
  },

  prism: (c) => {
    const rainbow = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#a855f7'];
    const fanD = rainbow
      .map(
        (f, i) =>
          `<path d="M12,0L64,${n(-20 + i * 9)}L64,${n(-11 + i * 9)}Z" fill="${f}" opacity=".9"/>`,
      )
      .join('');
    return (
      `<path d="M-64,14L-10,4" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
      fanD +
      `<polygon points="0,-40 38,30 -38,30" fill="${c.p.light}" opacity=".55" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
      `<polygon points="0,-40 -38,30 -10,30" fill="#fff" opacity=".35"/>` +
      sparkle(0, -40, 10, '#fff', 1)
    );
  },

  car: (c) =>
    `<ellipse cy="40" rx="56" ry="8" fill="#000" opacity=".4"/>` +
    `<rect x="-46" y="24" width="18" height="18" rx="3" fill="#111"/><rect x="28" y="24" width="18" height="18" rx="3" fill="#111"/>` +
    `<path d="M-52,30L-48,4C-46,-4 -40,-8 -32,-10L-22,-30H22L32,-10C40,-8 46,-4 48,4L52,30Z" fill="${mix(c.p.c1, '#000', 0.25)}" stroke="${c.p.a}" stroke-width="2"/>` +
    `<path d="M-18,-26H18L26,-10H-26Z" fill="${c.p.a}" opacity=".55"/>` +
    `<rect x="-46" y="4" width="92" height="8" rx="2" fill="#ff2a6d"/><rect x="-46" y="4" width="92" height="3" fill="#fff" opacity=".6"/>` +
    `<rect x="-12" y="16" width="24" height="9" rx="1.5" fill="#e5e7eb"/>`,

  battery: (c) =>
    `<rect x="-12" y="-50" width="24" height="10" rx="3" fill="#94a3b8"/>` +
    `<rect x="-30" y="-42" width="60" height="92" rx="10" fill="#1f2937" stroke="#cbd5e1" stroke-width="4"/>` +
    `<rect x="-22" y="-8" width="44" height="50" rx="4" fill="${c.p.a}"/>` +
    `<rect x="-22" y="-34" width="44" height="22" rx="4" fill="${c.p.a}" opacity=".3"/>` +
    `<path d="M6,-30L-14,6H0L-6,36L16,-2H2Z" fill="#fff" stroke="#1f2937" stroke-width="2" stroke-linejoin="round"/>`,
};

/** A roulette wheel seen from above: red and black pockets, a green zero, a turret. */
function wheelTop(red: string, black: string, green: string, rim: string, turret = true): string {
  const r = 38;
  const c = 2 * Math.PI * (r / 2 + 16);
  const seg = c / 37;
  return (
    `<circle r="52" fill="#3f1d0b"/><circle r="48" fill="${rim}"/>` +
    `<circle r="44" fill="${black}"/>` +
    `<circle r="${n(r / 2 + 16)}" fill="none" stroke="${red}" stroke-width="${n(r - 10)}" stroke-dasharray="${n(seg)} ${n(seg)}"/>` +
    `<circle r="${n(r / 2 + 16)}" fill="none" stroke="${green}" stroke-width="${n(r - 10)}" stroke-dasharray="${n(seg)} ${n(c)}" transform="rotate(-95)"/>` +
    `<circle r="22" fill="#78350f" stroke="${rim}" stroke-width="3"/>` +
    `<circle r="14" fill="#92400e"/>` +
    (turret
      ? `<path d="M-20,0H20M0,-20V20" stroke="${rim}" stroke-width="4" stroke-linecap="round"/><circle r="6" fill="${rim}"/>`
      : '') +
    `<circle cx="26" cy="-26" r="4.5" fill="#fff"/>`
  );
}

function glowDot(c: Ctx, x: number, y: number, r: number, color: string): string {
  const [d, f] = radial(c, x, y, r, [
    [0, color, 0.8],
    [1, color, 0],
  ]);
  return d + `<circle cx="${x}" cy="${y}" r="${r}" fill="${f}"/>`;
}
