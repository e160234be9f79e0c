/**
 * Drawing kit of the generated artwork: a seeded random source, number and colour helpers, and
 * the layers the tile scenes are built from (ridges, trees, skylines, star fields, waves...).
 * Every function returns SVG markup; coordinates are user units of the picture.
 */

export type Rng = () => number;

/** FNV-1a 32-bit hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded PRNG from a text: the same pictures from the same names on every run. */
export function seededRng(seed: string): Rng {
  return mulberry32(hashString(seed));
}

/** mulberry32: a tiny, fast seeded PRNG returning floats in [0, 1) (the same on every run). */
export function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Rounds to one decimal for compact output. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Rounds to two decimals. */
export function n2(v: number): string {
  return String(Math.round(v * 100) / 100);
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const v = Number.parseInt(full, 16);
  return Number.isNaN(v) ? [128, 128, 128] : [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

export function polygon(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** Points of a star with `count` tips. */
export function starPoints(
  count: number,
  outer: number,
  inner: number,
  rot = -90,
): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / count) * Math.PI) / 180;
    pts.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  return pts;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const q = r * 0.22;
  const d =
    `M${n(x)},${n(y - r)}L${n(x + q)},${n(y - q)}L${n(x + r)},${n(y)}L${n(x + q)},${n(y + q)}` +
    `L${n(x)},${n(y + r)}L${n(x - q)},${n(y + q)}L${n(x - r)},${n(y)}L${n(x - q)},${n(y - q)}Z`;
  return `<path d="${d}" fill="${fill}" opacity="${n(opacity)}"/>`;
}

/** Thin wedges radiating from (x, y). */
export function rays(
  x: number,
  y: number,
  count: number,
  length: number,
  rot: number,
  fill: string,
  widthFactor = 0.5,
): string {
  let d = '';
  const half = (Math.PI / count) * widthFactor;
  for (let i = 0; i < count; i++) {
    const a = (rot * Math.PI) / 180 + (i * 2 * Math.PI) / count;
    d +=
      `M${n(x)},${n(y)}L${n(x + Math.cos(a - half) * length)},${n(y + Math.sin(a - half) * length)}` +
      `L${n(x + Math.cos(a + half) * length)},${n(y + Math.sin(a + half) * length)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** What scenes and symbols draw with: the seeded source, the palette and fresh ids. */
export interface Ctx {
  rng: Rng;
  p: Pal;
  /** A fresh id, unique within the picture. */
  id: () => string;
}

/** The colours of a tile, derived from the title's three theme colours. */
export interface Pal {
  /** Theme: deep background, mid background, accent. */
  c0: string;
  c1: string;
  a: string;
  /** The accent lightened and darkened. */
  light: string;
  dark: string;
  /** The foreground layer of a scene. */
  near: string;
  /** Almost black, tinted by the background. */
  ink: string;
}

export function palette(theme: readonly [string, string, string]): Pal {
  const [c0, c1, a] = theme;
  return {
    c0,
    c1,
    a,
    light: mix(a, '#ffffff', 0.55),
    dark: mix(a, '#000000', 0.45),
    near: mix(c0, '#000000', 0.3),
    ink: mix(c0, '#000000', 0.6),
  };
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, color, op]) =>
        `<stop offset="${n2(o)}" stop-color="${color}"${op === undefined || op === 1 ? '' : ` stop-opacity="${n2(op)}"`}/>`,
    )
    .join('');
}

/** A linear gradient (object bounding box, top to bottom unless given): [definition, fill]. */
export function linear(
  c: Ctx,
  list: readonly Stop[],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): [string, string] {
  const id = c.id();
  const dir = `${x1 ? ` x1="${n2(x1)}"` : ''}${y1 ? ` y1="${n2(y1)}"` : ''}${x2 === 1 ? '' : ` x2="${n2(x2)}"`}${y2 ? ` y2="${n2(y2)}"` : ''}`;
  return [`<linearGradient id="${id}"${dir}>${stops(list)}</linearGradient>`, `url(#${id})`];
}

/** A radial gradient in user units centred on (x, y): [definition, fill]. */
export function radial(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  list: readonly Stop[],
): [string, string] {
  const id = c.id();
  return [
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(x)}" cy="${n(y)}" r="${n(r)}">${stops(list)}</radialGradient>`,
    `url(#${id})`,
  ];
}

/** A glow of `color` fading out from (x, y). */
export function glow(c: Ctx, x: number, y: number, r: number, color: string, opacity: number) {
  const [d, f] = radial(c, x, y, r, [
    [0, color, opacity],
    [1, color, 0],
  ]);
  return `${d}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${f}"/>`;
}

/** The whole picture filled with a vertical gradient. */
export function sky(c: Ctx, list: readonly Stop[]): string {
  const [d, f] = linear(c, list);
  return `${d}<rect width="400" height="300" fill="${f}"/>`;
}

/**
 * A skyline silhouette across the picture at height y (± amp), closed at the bottom (or at `to`,
 * e.g. -2 for a canopy hanging from the top): smooth hills, or jagged peaks when `sharp`.
 */
export function ridge(
  rng: Rng,
  y: number,
  amp: number,
  count: number,
  fill: string,
  sharp = false,
  to = 300,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    const x = (i * 400) / count + (i > 0 && i < count ? between(rng, -12, 12) : 0);
    const dy = sharp ? (i % 2 === 0 ? amp : -amp) * between(rng, 0.4, 1) : between(rng, -amp, amp);
    pts.push([x, y + dy]);
  }
  let d = `M-2,${n(pts[0]?.[1] ?? y)}`;
  if (sharp) {
    for (const [x, yy] of pts.slice(1)) d += `L${n(x)},${n(yy)}`;
  } else {
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1] ?? [0, y];
      const [x1, y1] = pts[i] ?? [400, y];
      d += `Q${n(x0 + (x1 - x0) / 2)},${n(y0)} ${n(x1)},${n(y1)}`;
    }
  }
  return `<path d="${d}L402,${to}L-2,${to}Z" fill="${fill}"/>`;
}

/** Conifers standing on y: two stacked triangles each. */
export function pines(
  rng: Rng,
  y: number,
  count: number,
  hMin: number,
  hMax: number,
  fill: string,
  x0 = 0,
  x1 = 400,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + between(rng, 0.1, 0.9)) * (x1 - x0)) / count;
    const h = between(rng, hMin, hMax);
    const w = h * 0.32;
    const base = y + between(rng, -4, 6);
    d +=
      `M${n(x)},${n(base - h)}L${n(x + w)},${n(base - h * 0.35)}H${n(x - w)}Z` +
      `M${n(x)},${n(base - h * 0.7)}L${n(x + w * 1.3)},${n(base)}H${n(x - w * 1.3)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Rectangular buildings standing on y. */
export function skyline(
  rng: Rng,
  y: number,
  hMin: number,
  hMax: number,
  fill: string,
  windows?: string,
): string {
  let d = '';
  let w = '';
  let x = -4;
  while (x < 404) {
    const bw = between(rng, 18, 44);
    const h = between(rng, hMin, hMax);
    d += `M${n(x)},${n(y)}V${n(y - h)}H${n(x + bw - 2)}V${n(y)}Z`;
    if (windows) {
      for (let wy = y - h + 8; wy < y - 6; wy += 11) {
        for (let wx = x + 5; wx < x + bw - 8; wx += 9) {
          if (rng() < 0.35) w += `M${n(wx)},${n(wy)}h4v5h-4Z`;
        }
      }
    }
    x += bw;
  }
  return `<path d="${d}" fill="${fill}"/>` + (w ? `<path d="${w}" fill="${windows}"/>` : '');
}

/** Tiny round stars above `yMax`, as one stroked path. */
export function stars(
  rng: Rng,
  count: number,
  yMax: number,
  fill = '#fff',
  size = 2,
  opacity = 0.8,
): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${n(rng() * 400)},${n(rng() * yMax)}h0`;
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(size)}" stroke-linecap="round" opacity="${n2(opacity)}"/>`;
}

/** A band of waves whose crests run along y, filled down to the bottom. */
export function waves(y: number, amp: number, length: number, fill: string, phase = 0): string {
  let d = `M${n(-length + phase)},${n(y)}q${n(length / 4)},${n(-amp)} ${n(length / 2)},0`;
  const count = Math.ceil((420 + length) / (length / 2));
  for (let i = 0; i < count; i++) d += `t${n(length / 2)},0`;
  return `<path d="${d}V300H${n(-length + phase)}Z" fill="${fill}"/>`;
}

/** A fluffy cloud of `w` width whose flat base sits on (x, y). */
export function cloud(x: number, y: number, w: number, fill: string, opacity = 1): string {
  const r = w / 4;
  const d =
    `M${n(x - w / 2)},${n(y)}a${n(r * 0.8)},${n(r * 0.8)} 0 0 1 ${n(r * 0.9)},${n(-r * 0.9)}` +
    `a${n(r * 1.1)},${n(r * 1.1)} 0 0 1 ${n(r * 1.9)},${n(-r * 0.6)}` +
    `a${n(r * 0.9)},${n(r * 0.9)} 0 0 1 ${n(r * 1.2)},${n(r * 0.6)}` +
    `a${n(r * 0.7)},${n(r * 0.7)} 0 0 1 0,${n(r * 0.9)}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${n2(opacity)}"` : ''}/>`;
}

/** Lines converging on a vanishing point: a floor in perspective below the horizon. */
export function perspectiveGrid(
  horizon: number,
  stroke: string,
  opacity: number,
  cols = 14,
  rows = 7,
): string {
  let d = '';
  for (let i = -cols; i <= cols; i++) d += `M200,${horizon}L${n(200 + i * 60)},300`;
  for (let j = 1; j <= rows; j++) {
    const t = (j / rows) ** 2;
    d += `M0,${n(horizon + t * (300 - horizon))}H400`;
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="1.5" fill="none" opacity="${n2(opacity)}"/>`;
}

/** Round bubbles or lights scattered in a box. */
export function dots(
  rng: Rng,
  count: number,
  box: readonly [number, number, number, number],
  rMin: number,
  rMax: number,
  fill: string,
  opacity: readonly [number, number] = [0.2, 0.6],
  stroke = false,
): string {
  const [x0, y0, x1, y1] = box;
  let out = '';
  for (let i = 0; i < count; i++) {
    const paint = stroke ? `fill="none" stroke="${fill}" stroke-width="1.5"` : `fill="${fill}"`;
    out += `<circle cx="${n(between(rng, x0, x1))}" cy="${n(between(rng, y0, y1))}" r="${n(between(rng, rMin, rMax))}" ${paint} opacity="${n2(between(rng, opacity[0], opacity[1]))}"/>`;
  }
  return out;
}

/** A repeating tile of `w` x `h` user units drawn by `body`: [definition, fill]. */
export function pattern(
  c: Ctx,
  w: number,
  h: number,
  body: string,
  transform = '',
): [string, string] {
  const id = c.id();
  return [
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${body}</pattern>`,
    `url(#${id})`,
  ];
}

/** One radial fade of `color` that many shapes can share (relative to each shape's box). */
export function softLight(c: Ctx, color: string, opacity: number): [string, string] {
  const id = c.id();
  return [
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n2(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    `url(#${id})`,
  ];
}

/** Small paper pieces scattered over the picture, one path per colour. */
export function confetti(rng: Rng, count: number, fills: readonly string[]): string {
  const paths = fills.map(() => '');
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI;
    const dx = Math.cos(a) * 8;
    const dy = Math.sin(a) * 8;
    const k = i % fills.length;
    paths[k] +=
      `M${n(rng() * 400)},${n(rng() * 300)}l${n(dx)},${n(dy)}l${n(-dy / 2)},${n(dx / 2)}l${n(-dx)},${n(-dy)}Z`;
  }
  return paths.map((d, i) => `<path d="${d}" fill="${fills[i] ?? '#fff'}"/>`).join('');
}
