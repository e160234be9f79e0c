/**
 * Scenes of the tile artwork: the background of each title (a landscape, an interior or an
 * abstract pattern), 400x300, painted in the title's palette with geometry from its seed. The
 * middle of the picture is left calm: the focal symbol stands there.
 */
import {
  type Ctx,
  type Rng,
  between,
  cloud,
  confetti,
  dots,
  glow,
  linear,
  mix,
  n,
  n2,
  pattern,
  perspectiveGrid,
  pines,
  radial,
  rays,
  ridge,
  skyline,
  sky,
  softLight,
  sparkle,
  stars,
  waves,
} from './kit.ts';

type SceneFn = (c: Ctx) => string;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** Round-crowned trees on y; fruit dots of `fruit` when given. */
function roundTrees(
  rng: Rng,
  y: number,
  xs: readonly number[],
  r: number,
  crown: string,
  trunk: string,
  fruit?: string,
): string {
  let t = '';
  let cr = '';
  let f = '';
  for (const x of xs) {
    const rr = r * between(rng, 0.8, 1.2);
    t += `M${n(x - 3)},${n(y)}h6v${n(-rr * 1.2)}h-6Z`;
    cr += `<circle cx="${n(x)}" cy="${n(y - rr * 1.5)}" r="${n(rr)}"/>`;
    if (fruit) {
      for (let i = 0; i < 4; i++)
        f += `M${n(x + between(rng, -rr * 0.6, rr * 0.6))},${n(y - rr * 1.5 + between(rng, -rr * 0.6, rr * 0.6))}h0`;
    }
  }
  return (
    `<path d="${t}" fill="${trunk}"/><g fill="${crown}">${cr}</g>` +
    (f
      ? `<path d="${f}" stroke="${fruit}" stroke-width="${n(r * 0.3)}" stroke-linecap="round"/>`
      : '')
  );
}

/** A string of pennants hanging between two points. */
function bunting(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  count: number,
  fills: readonly string[],
): string {
  const cy = (y0 + y1) / 2 + sag * 2;
  const paths = fills.map(() => '');
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = x0 + (x1 - x0) * t;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    paths[i % fills.length] += `M${n(x - 8)},${n(y)}h16l-8,16Z`;
  }
  return (
    `<path d="M${x0},${y0}Q${n((x0 + x1) / 2)},${n(cy)} ${x1},${y1}" stroke="${WHITE}" stroke-opacity=".6" stroke-width="1.5" fill="none"/>` +
    paths.map((d, i) => `<path d="${d}" fill="${fills[i] ?? WHITE}"/>`).join('')
  );
}

/** A striped awning hanging from the top, its lower edge scalloped at `bottom`. */
function awning(
  c: Ctx,
  bottom: number,
  r: number,
  base: string,
  stripe: string,
  stripeWidth: number,
): string {
  const id = c.id();
  let d = `M0,0H400V${bottom}`;
  for (let x = 400; x > 0; x -= 2 * r) d += `a${r},${r} 0 0 1 ${-2 * r},0`;
  return (
    `<clipPath id="${id}"><path d="${d}Z"/></clipPath>` +
    `<g clip-path="url(#${id})"><rect width="400" height="${bottom + r}" fill="${base}"/>${stripes(stripeWidth, stripe, 0, bottom + r)}</g>`
  );
}

/** Vertical stripes over the whole picture (or a band of it). */
function stripes(width: number, fill: string, y0 = 0, y1 = 300, skew = 0, opacity = 1): string {
  let d = '';
  for (let x = -width * 4; x < 440; x += width * 2)
    d += `M${n(x)},${y0}h${width}l${n(skew)},${y1 - y0}h${-width}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${n2(opacity)}"` : ''}/>`;
}

/** A classical column standing on y. */
function column(x: number, y: number, h: number, w: number, fill: string, shade: string): string {
  return (
    `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>` +
    `<path d="M${n(x - w / 4)},${n(y - h + 10)}V${n(y - 10)}M${n(x + w / 6)},${n(y - h + 10)}V${n(y - 10)}" stroke="${shade}" stroke-width="2.5"/>` +
    `<rect x="${n(x - w / 2 - 6)}" y="${n(y - h - 8)}" width="${n(w + 12)}" height="10" fill="${fill}"/>` +
    `<rect x="${n(x - w / 2 - 6)}" y="${n(y - 4)}" width="${n(w + 12)}" height="10" fill="${fill}"/>`
  );
}

/** A curtain hanging from the top on one side, folds shaded. */
function curtain(left: boolean, width: number, fill: string, fold: string): string {
  const x0 = left ? 0 : 400;
  const s = left ? 1 : -1;
  const w = width;
  const d = `M${x0},0H${x0 + s * w}C${x0 + s * (w - 10)},90 ${x0 + s * (w - 40)},170 ${x0 + s * (w * 0.35)},300H${x0}Z`;
  let folds = '';
  for (let i = 1; i < 4; i++) {
    const fx = x0 + s * ((w * i) / 4);
    folds += `M${n(fx)},0C${n(fx - s * 4)},100 ${n(fx - s * 14 * i)},200 ${n(x0 + s * ((w * 0.35 * i) / 4))},300`;
  }
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${folds}" stroke="${fold}" stroke-width="7" fill="none" opacity=".55"/>`
  );
}

/** Bulbs of a marquee around the edge of the picture. */
function marquee(fill: string, step = 26): string {
  let d = '';
  for (let x = 10; x < 400; x += step) d += `M${x},8h0M${x},292h0`;
  for (let y = 8 + step; y < 292; y += step) d += `M8,${y}h0M392,${y}h0`;
  return `<path d="${d}" stroke="${fill}" stroke-width="7" stroke-linecap="round"/>`;
}

/** Light beams from (x, y) towards the angles given (degrees, 90 = down). */
function beams(
  c: Ctx,
  x: number,
  y: number,
  angles: readonly number[],
  length: number,
  spread: number,
  color: string,
  opacity: number,
): string {
  const [d, f] = radial(c, x, y, length, [
    [0, color, opacity],
    [1, color, 0],
  ]);
  let p = '';
  for (const deg of angles) {
    const a = (deg * Math.PI) / 180;
    const h = (spread * Math.PI) / 360;
    p += `M${x},${y}L${n(x + Math.cos(a - h) * length)},${n(y + Math.sin(a - h) * length)}L${n(x + Math.cos(a + h) * length)},${n(y + Math.sin(a + h) * length)}Z`;
  }
  return `${d}<path d="${p}" fill="${f}"/>`;
}

/** A perspective floor of tiles from the horizon down, alternating two fills. */
function tiledFloor(horizon: number, a: string, b: string, cols = 10, rows = 6): string {
  const ys: number[] = [];
  for (let j = 0; j <= rows; j++) ys.push(horizon + (j / rows) ** 1.6 * (300 - horizon));
  const xAt = (i: number, y: number) => 200 + ((i - cols / 2) * 80 * (y - horizon + 10)) / 60;
  let d = '';
  for (let j = 0; j < rows; j++) {
    for (let i = -4; i < cols + 4; i++) {
      if ((i + j) % 2 !== 0) continue;
      const y0 = ys[j] ?? horizon;
      const y1 = ys[j + 1] ?? 300;
      d += `M${n(xAt(i, y0))},${n(y0)}L${n(xAt(i + 1, y0))},${n(y0)}L${n(xAt(i + 1, y1))},${n(y1)}L${n(xAt(i, y1))},${n(y1)}Z`;
    }
  }
  return `<rect y="${horizon}" width="400" height="${300 - horizon}" fill="${a}"/><path d="${d}" fill="${b}"/>`;
}

/** Cacti silhouettes standing on y. */
function cactus(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.16;
  return (
    `<path d="M${n(x)},${n(y)}V${n(y - h)}M${n(x)},${n(y - h * 0.45)}H${n(x - w * 2)}V${n(y - h * 0.75)}M${n(x)},${n(y - h * 0.55)}H${n(x + w * 2)}V${n(y - h * 0.9)}" ` +
    `stroke="${fill}" stroke-width="${n(w * 1.6)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A palm tree leaning from its foot at (x, y). */
function palm(x: number, y: number, h: number, lean: number, fill: string): string {
  const tx = x + lean;
  const ty = y - h;
  let leaves = '';
  for (const [dx, dy] of [
    [-60, 10],
    [-44, 34],
    [56, 14],
    [40, 36],
    [-8, -30],
    [30, -22],
  ] as const) {
    leaves += `M${n(tx)},${n(ty)}Q${n(tx + dx * 0.5)},${n(ty + dy * 0.4 - 18)} ${n(tx + dx)},${n(ty + dy)}Q${n(tx + dx * 0.5)},${n(ty + dy * 0.4 - 8)} ${n(tx)},${n(ty)}Z`;
  }
  return (
    `<path d="M${n(x)},${n(y)}Q${n(x + lean * 0.2)},${n(y - h * 0.6)} ${n(tx)},${n(ty)}" stroke="${fill}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="${leaves}" fill="${fill}"/>`
  );
}

/** A low-poly field of triangles over the picture in four tones between a and b. */
function shards(rng: Rng, a: string, b: string, cols = 6, rows = 4): string {
  const pts: [number, number][][] = [];
  for (let j = 0; j <= rows; j++) {
    const row: [number, number][] = [];
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      row.push([
        (i * 400) / cols + (edgeX ? 0 : between(rng, -22, 22)),
        (j * 300) / rows + (edgeY ? 0 : between(rng, -18, 18)),
      ]);
    }
    pts.push(row);
  }
  const tones = ['', '', '', ''];
  const tri = (p: readonly [number, number][]) =>
    `M${p.map(([x, y]) => `${n(x)},${n(y)}`).join('L')}Z`;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p00 = pts[j]?.[i] ?? [0, 0];
      const p10 = pts[j]?.[i + 1] ?? [0, 0];
      const p01 = pts[j + 1]?.[i] ?? [0, 0];
      const p11 = pts[j + 1]?.[i + 1] ?? [0, 0];
      tones[Math.floor(rng() * 4)] += tri([p00, p10, p11]);
      tones[Math.floor(rng() * 4)] += tri([p00, p11, p01]);
    }
  }
  return tones.map((d, i) => `<path d="${d}" fill="${mix(a, b, i / 3)}"/>`).join('');
}

/** Rows of dots along gentle arcs: a crowd in the stands. */
function crowd(rng: Rng, y0: number, rows: number, fills: readonly string[]): string {
  let out = '';
  for (let j = 0; j < rows; j++) {
    const y = y0 + j * 9;
    out += `<path d="M${(j % 2) * 4},${y + 24}Q200,${y - 24} 400,${y + 24}" fill="none" stroke="${fills[j % fills.length] ?? WHITE}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 8" opacity="${n2(between(rng, 0.5, 0.9))}"/>`;
  }
  return out;
}

export const SCENES: Record<string, SceneFn> = {
  orchard: (c) =>
    sky(c, [
      [0, mix(c.p.c1, '#fef9c3', 0.55)],
      [1, mix(c.p.c1, WHITE, 0.7)],
    ]) +
    glow(c, 330, 56, 80, '#fff7cc', 0.9) +
    `<circle cx="330" cy="56" r="24" fill="#fffbeb"/>` +
    cloud(70, 70, 90, WHITE, 0.8) +
    ridge(c.rng, 200, 10, 4, mix(c.p.c1, WHITE, 0.3)) +
    roundTrees(c.rng, 204, [30, 86, 312, 372], 20, mix(c.p.c1, c.p.c0, 0.35), '#5b3a1a', c.p.a) +
    ridge(c.rng, 236, 12, 3, c.p.c1) +
    roundTrees(c.rng, 258, [18, 388], 28, c.p.c0, '#4a2e14', c.p.a) +
    ridge(c.rng, 272, 8, 3, mix(c.p.c1, c.p.c0, 0.6)),

  waterfall: (c) => {
    const [d, f] = linear(c, [
      [0, '#ecfeff', 0.95],
      [1, c.p.a, 0.7],
    ]);
    let streaks = '';
    for (let x = 150; x < 250; x += 11) streaks += `M${x + between(c.rng, -3, 3)},40V250`;
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.35)],
        [1, c.p.c1],
      ]) +
      d +
      `<rect x="140" y="30" width="120" height="240" fill="${f}"/>` +
      `<path d="${streaks}" stroke="${WHITE}" stroke-width="3" opacity=".5"/>` +
      `<path d="M-2,20L120,30L150,80L140,300H-2Z" fill="${c.p.c0}"/><path d="M402,10L280,34L250,90L262,300H402Z" fill="${c.p.c0}"/>` +
      `<path d="M-2,120L90,110L128,170L110,300H-2ZM402,130L310,120L276,190L300,300H402Z" fill="${mix(c.p.c0, BLACK, 0.3)}"/>` +
      roundTrees(c.rng, 36, [30, 80, 330, 380], 16, mix(c.p.c1, c.p.c0, 0.5), c.p.ink) +
      `<ellipse cx="200" cy="272" rx="170" ry="30" fill="${mix(c.p.a, c.p.c1, 0.5)}"/>` +
      dots(c.rng, 14, [120, 240, 280, 280], 8, 18, WHITE, [0.4, 0.8])
    );
  },

  karst: (c) => {
    const peak = (x: number, base: number, w: number, h: number, fill: string) =>
      `<path d="M${n(x - w)},${base}C${n(x - w)},${n(base - h * 0.7)} ${n(x - w * 0.8)},${n(base - h)} ${n(x)},${n(base - h)}C${n(x + w * 0.8)},${n(base - h)} ${n(x + w)},${n(base - h * 0.7)} ${n(x + w)},${base}Z" fill="${fill}"/>`;
    const far = mix(c.p.c1, WHITE, 0.25);
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.2)],
        [0.7, mix(c.p.c1, c.p.a, 0.35)],
      ]) +
      `<circle cx="290" cy="90" r="34" fill="${c.p.a}" opacity=".85"/>` +
      peak(60, 240, 34, 170, far) +
      peak(130, 240, 26, 120, far) +
      peak(330, 240, 30, 150, far) +
      peak(380, 240, 24, 190, far) +
      `<rect y="190" width="400" height="30" fill="${WHITE}" opacity=".18"/>` +
      peak(20, 300, 40, 150, c.p.c0) +
      peak(360, 300, 50, 120, c.p.c0) +
      peak(250, 300, 30, 70, c.p.ink) +
      `<path d="M0,258Q100,246 200,258T400,256" stroke="${WHITE}" stroke-width="10" opacity=".2" fill="none"/>`
    );
  },

  desert: (c) => {
    const pyr = (x: number, base: number, w: number, light: string, dark: string) =>
      `<polygon points="${n(x - w)},${base} ${n(x)},${n(base - w * 0.9)} ${n(x)},${base}" fill="${light}"/>` +
      `<polygon points="${n(x)},${n(base - w * 0.9)} ${n(x + w)},${base} ${n(x)},${base}" fill="${dark}"/>`;
    const sand = mix(c.p.a, c.p.c1, 0.5);
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.15)],
        [0.75, mix(c.p.a, WHITE, 0.3)],
      ]) +
      glow(c, 200, 160, 170, c.p.a, 0.6) +
      pyr(60, 218, 70, mix(sand, WHITE, 0.2), mix(c.p.c1, c.p.c0, 0.3)) +
      pyr(340, 218, 56, mix(sand, WHITE, 0.2), mix(c.p.c1, c.p.c0, 0.3)) +
      pyr(390, 220, 30, mix(sand, WHITE, 0.1), mix(c.p.c1, c.p.c0, 0.4)) +
      ridge(c.rng, 222, 8, 3, sand) +
      ridge(c.rng, 252, 12, 2, c.p.c1) +
      ridge(c.rng, 280, 8, 2, mix(c.p.c1, c.p.c0, 0.5))
    );
  },

  nebula: (c) =>
    sky(c, [
      [0, c.p.c0],
      [1, mix(c.p.c0, BLACK, 0.3)],
    ]) +
    glow(c, 90, 80, 170, c.p.c1, 0.9) +
    glow(c, 320, 230, 160, c.p.a, 0.45) +
    glow(c, 300, 60, 90, mix(c.p.a, WHITE, 0.3), 0.35) +
    stars(c.rng, 70, 300, WHITE, 1.6, 0.7) +
    stars(c.rng, 12, 300, WHITE, 3.2, 0.9) +
    `<circle cx="352" cy="250" r="26" fill="${mix(c.p.c1, BLACK, 0.3)}"/>` +
    `<ellipse cx="352" cy="250" rx="44" ry="9" fill="none" stroke="${c.p.light}" stroke-width="3" transform="rotate(-20 352 250)"/>`,

  seabed: (c) => {
    let weed = '';
    for (const x of [24, 46, 70, 330, 356, 382]) {
      const h = between(c.rng, 70, 130);
      weed += `M${x},300q-14,${n(-h / 4)} 0,${n(-h / 2)}t0,${n(-h / 2)}`;
    }
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.15)],
        [1, c.p.c0],
      ]) +
      `<g opacity=".12">${rays(200, -80, 14, 420, 60, WHITE, 0.25)}</g>` +
      column(60, 262, 120, 22, mix(c.p.c1, c.p.c0, 0.4), mix(c.p.c1, c.p.c0, 0.7)) +
      column(345, 262, 90, 22, mix(c.p.c1, c.p.c0, 0.4), mix(c.p.c1, c.p.c0, 0.7)) +
      `<path d="M326,162L372,150" stroke="${mix(c.p.c1, c.p.c0, 0.4)}" stroke-width="10"/>` +
      ridge(c.rng, 262, 8, 3, mix(c.p.a, c.p.c0, 0.6)) +
      `<path d="${weed}" stroke="${mix(c.p.c1, '#22c55e', 0.4)}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      dots(c.rng, 12, [20, 20, 380, 240], 3, 8, WHITE, [0.3, 0.7], true)
    );
  },

  woodland: (c) => {
    let trunks = '';
    let trunks2 = '';
    for (let x = 10; x < 400; x += between(c.rng, 40, 70)) {
      if (x > 130 && x < 270) continue;
      trunks += `M${n(x)},0h${n(between(c.rng, 14, 24))}V300h-20Z`;
    }
    for (let x = 0; x < 400; x += between(c.rng, 26, 40)) trunks2 += `M${n(x)},0h9V260h-9Z`;
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.25)],
        [1, mix(c.p.c1, c.p.a, 0.4)],
      ]) +
      `<path d="${trunks2}" fill="${mix(c.p.c1, WHITE, 0.4)}" opacity=".5"/>` +
      glow(c, 200, 130, 160, '#fefce8', 0.5) +
      `<path d="${trunks}" fill="${mix(c.p.c0, BLACK, 0.2)}"/>` +
      ridge(c.rng, 0, 14, 5, c.p.c0, false, -2) +
      ridge(c.rng, 248, 10, 4, c.p.c1) +
      `<path d="M0,280C80,262 140,292 220,276S340,262 400,280V300H0Z" fill="${mix('#38bdf8', c.p.c1, 0.35)}"/>` +
      `<path d="M40,284q20,-6 40,0M240,282q20,-6 40,0" stroke="${WHITE}" stroke-width="2" opacity=".6" fill="none"/>` +
      dots(c.rng, 10, [20, 60, 380, 240], 1.5, 3, '#fef08a', [0.6, 1])
    );
  },

  storm: (c) => {
    let rain = '';
    for (let i = 0; i < 40; i++) {
      const x = c.rng() * 440;
      const y = 80 + c.rng() * 220;
      rain += `M${n(x)},${n(y)}l-8,18`;
    }
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      cloud(70, 70, 200, mix(c.p.c1, BLACK, 0.25)) +
      cloud(320, 60, 220, mix(c.p.c1, BLACK, 0.35)) +
      cloud(200, 40, 200, mix(c.p.c1, WHITE, 0.1)) +
      `<path d="M60,70L40,120L56,122L34,180M340,64L356,110L342,112L366,170" stroke="${c.p.a}" stroke-width="3.5" fill="none" stroke-linejoin="round"/>` +
      `<path d="${rain}" stroke="${WHITE}" stroke-width="1.5" opacity=".3"/>` +
      ridge(c.rng, 262, 14, 6, c.p.ink, true)
    );
  },

  reef: (c) => {
    const coral = (x: number, h: number, fill: string) =>
      `<path d="M${x},300V${300 - h * 0.5}M${x},${300 - h * 0.5}l${-h * 0.3},${-h * 0.3}v${-h * 0.2}M${x},${300 - h * 0.5}l${h * 0.25},${-h * 0.35}v${-h * 0.15}M${x},${300 - h * 0.6}V${300 - h}" stroke="${fill}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    const fan = (x: number, r: number, fill: string) =>
      `<path d="M${x},300m${-r},0a${r},${r} 0 0 1 ${2 * r},0Z" fill="${fill}" opacity=".9"/>`;
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.3)],
        [1, c.p.c0],
      ]) +
      `<path d="M0,28Q100,10 200,28T400,28" stroke="${WHITE}" stroke-width="3" fill="none" opacity=".3"/>` +
      ridge(c.rng, 270, 10, 3, mix(c.p.c1, '#fde68a', 0.45)) +
      fan(70, 46, mix(c.p.a, c.p.c0, 0.2)) +
      coral(30, 110, c.p.a) +
      coral(110, 80, mix(c.p.a, '#f97316', 0.4)) +
      fan(340, 50, mix(c.p.a, c.p.c0, 0.25)) +
      coral(370, 120, c.p.a) +
      coral(300, 70, mix(c.p.a, WHITE, 0.3)) +
      `<path d="M320,90l14,-8v16ZM334,90c6,-8 20,-8 24,0c-4,8 -18,8 -24,0ZM60,120l12,-7v14ZM72,120c5,-7 18,-7 21,0c-3,7 -16,7 -21,0Z" fill="${mix(c.p.a, '#fde047', 0.6)}"/>` +
      dots(c.rng, 10, [40, 20, 360, 200], 3, 7, WHITE, [0.3, 0.7], true)
    );
  },

  'starry-night': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.3)],
      [1, c.p.c1],
    ]) +
    stars(c.rng, 80, 200, WHITE, 1.6, 0.8) +
    sparkle(60, 60, 8, WHITE, 0.9) +
    sparkle(330, 110, 6, WHITE, 0.8) +
    `<circle cx="330" cy="58" r="26" fill="#fef9c3"/><circle cx="318" cy="50" r="24" fill="${mix(c.p.c0, BLACK, 0.2)}"/>` +
    skyline(c.rng, 300, 30, 90, mix(c.p.c0, BLACK, 0.4), c.p.a),

  mesa: (c) => {
    const mesaD = (x: number, w: number, h: number) =>
      `M${x - w / 2 - 16},250L${x - w / 2},${250 - h}H${x + w / 2}L${x + w / 2 + 16},250Z`;
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.2)],
        [0.8, mix(c.p.a, '#fb923c', 0.5)],
      ]) +
      `<circle cx="200" cy="200" r="70" fill="${mix(c.p.a, '#fde68a', 0.5)}" opacity=".7"/>` +
      `<path d="${mesaD(70, 90, 80)}${mesaD(330, 110, 64)}${mesaD(390, 40, 100)}" fill="${mix(c.p.c1, c.p.c0, 0.4)}"/>` +
      ridge(c.rng, 252, 6, 3, c.p.c0) +
      cactus(40, 290, 80, c.p.ink) +
      cactus(360, 290, 64, c.p.ink) +
      `<circle cx="110" cy="278" r="10" fill="none" stroke="${c.p.ink}" stroke-width="2" stroke-dasharray="3 3"/>`
    );
  },

  vault: (c) => {
    let bolts = '';
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8;
      bolts += `M${n(200 + Math.cos(a) * 128)},${n(150 + Math.sin(a) * 128)}h0`;
    }
    const steel = mix(c.p.c1, '#94a3b8', 0.4);
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.2)],
        [1, c.p.c0],
      ]) +
      `<path d="M0,40H400M0,260H400M40,0V300M360,0V300" stroke="${WHITE}" stroke-width="1.5" opacity=".08"/>` +
      `<circle cx="200" cy="150" r="146" fill="${mix(steel, BLACK, 0.35)}"/>` +
      `<circle cx="200" cy="150" r="138" fill="${steel}"/>` +
      `<circle cx="200" cy="150" r="112" fill="${mix(steel, BLACK, 0.15)}" stroke="${mix(steel, WHITE, 0.3)}" stroke-width="3"/>` +
      `<path d="${bolts}" stroke="${mix(steel, WHITE, 0.5)}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="200" cy="150" r="90" fill="none" stroke="${mix(steel, BLACK, 0.3)}" stroke-width="10" stroke-dasharray="6 10"/>` +
      `<rect x="330" y="130" width="40" height="40" rx="6" fill="${mix(steel, BLACK, 0.4)}"/>`
    );
  },

  'moon-hills': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.2)],
      [1, c.p.c1],
    ]) +
    stars(c.rng, 60, 200, WHITE, 1.6, 0.7) +
    glow(c, 200, 140, 150, c.p.a, 0.45) +
    `<circle cx="200" cy="140" r="92" fill="${c.p.a}"/>` +
    `<circle cx="170" cy="110" r="18" fill="${mix(c.p.a, c.p.c1, 0.25)}"/><circle cx="236" cy="168" r="12" fill="${mix(c.p.a, c.p.c1, 0.25)}"/><circle cx="230" cy="96" r="8" fill="${mix(c.p.a, c.p.c1, 0.2)}"/>` +
    ridge(c.rng, 250, 14, 4, mix(c.p.c1, c.p.c0, 0.55)) +
    pines(c.rng, 262, 5, 60, 110, c.p.near, 0, 130) +
    pines(c.rng, 262, 5, 60, 110, c.p.near, 270, 400) +
    ridge(c.rng, 272, 8, 3, c.p.ink),

  embers: (c) => {
    let tongues = '';
    for (let x = -20; x < 420; x += 40) {
      const h = between(c.rng, 40, 90);
      tongues += `M${n(x)},300C${n(x + 6)},${n(300 - h * 0.5)} ${n(x + 30)},${n(300 - h * 0.6)} ${n(x + 20)},${n(300 - h)}C${n(x + 44)},${n(300 - h * 0.6)} ${n(x + 44)},${n(300 - h * 0.3)} ${n(x + 40)},300Z`;
    }
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      glow(c, 200, 320, 260, c.p.a, 0.8) +
      `<path d="${tongues}" fill="${mix(c.p.a, c.p.c1, 0.4)}" opacity=".8"/>` +
      dots(c.rng, 26, [0, 20, 400, 280], 1.5, 3.5, mix(c.p.a, '#fde047', 0.5), [0.5, 1]) +
      `<path d="M60,120q-20,-30 0,-60t0,-60M340,140q20,-30 0,-60t0,-60" stroke="${WHITE}" stroke-width="8" fill="none" opacity=".06"/>`
    );
  },

  'palace-hall': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.2)],
      [1, c.p.c1],
    ]) +
    `<path d="M100,230V90a100,100 0 0 1 200,0V230Z" fill="${mix(c.p.c1, WHITE, 0.15)}" opacity=".35"/>` +
    glow(c, 200, 120, 150, c.p.a, 0.35) +
    tiledFloor(230, mix(c.p.c1, c.p.c0, 0.3), mix(c.p.a, c.p.c1, 0.4)) +
    column(40, 236, 200, 34, mix(c.p.a, c.p.c0, 0.35), mix(c.p.a, c.p.c0, 0.55)) +
    column(360, 236, 200, 34, mix(c.p.a, c.p.c0, 0.35), mix(c.p.a, c.p.c0, 0.55)) +
    column(104, 234, 150, 20, mix(c.p.a, c.p.c0, 0.55), mix(c.p.a, c.p.c0, 0.7)) +
    column(296, 234, 150, 20, mix(c.p.a, c.p.c0, 0.55), mix(c.p.a, c.p.c0, 0.7)) +
    `<rect width="400" height="22" fill="${mix(c.p.a, c.p.c0, 0.4)}"/>`,

  carnival: (c) => {
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.3)],
      ]) +
      awning(c, 70, 20, c.p.c1, c.p.light, 20) +
      bunting(0, 96, 400, 96, 14, 14, [c.p.a, WHITE, c.p.c1, '#22d3ee']) +
      confetti(c.rng, 40, [c.p.a, c.p.light, '#22d3ee', '#facc15']) +
      `<path d="M0,300V250Q200,226 400,250V300Z" fill="${mix(c.p.c0, BLACK, 0.3)}"/>`
    );
  },

  planets: (c) =>
    sky(c, [
      [0, c.p.c0],
      [1, mix(c.p.c1, c.p.c0, 0.5)],
    ]) +
    stars(c.rng, 70, 300, WHITE, 1.6, 0.8) +
    `<circle cx="40" cy="270" r="80" fill="${c.p.c1}"/>` +
    `<path d="M-40,250C0,236 80,236 120,250" stroke="${c.p.light}" stroke-width="6" fill="none" opacity=".4"/>` +
    `<ellipse cx="40" cy="270" rx="130" ry="24" fill="none" stroke="${c.p.a}" stroke-width="4" transform="rotate(-14 40 270)" opacity=".8"/>` +
    `<circle cx="345" cy="70" r="24" fill="${mix(c.p.a, c.p.c1, 0.3)}"/><circle cx="337" cy="62" r="8" fill="${WHITE}" opacity=".25"/>` +
    `<circle cx="300" cy="250" r="10" fill="${c.p.light}"/>`,

  treasury: (c) => {
    const arch = (x: number, w: number, top: number) =>
      `M${x - w / 2},300V${top + w / 2}a${w / 2},${w / 2} 0 0 1 ${w},0V300Z`;
    const pile = (x: number, w: number) =>
      `<path d="M${x - w},300Q${x},${300 - w * 0.9} ${x + w},300Z" fill="#f59e0b"/>` +
      dots(c.rng, 8, [x - w * 0.6, 300 - w * 0.4, x + w * 0.6, 296], 3, 6, '#fde68a', [0.7, 1]);
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      `<path d="${arch(60, 90, 40)}${arch(340, 90, 40)}${arch(200, 150, 10)}" fill="${mix(c.p.c0, BLACK, 0.35)}"/>` +
      glow(c, 200, 170, 150, c.p.a, 0.45) +
      pile(50, 70) +
      pile(350, 80) +
      `<path d="M0,0H400V24H0Z" fill="${mix(c.p.a, c.p.c0, 0.5)}"/><path d="M0,24H400" stroke="${c.p.a}" stroke-width="3"/>`
    );
  },

  'velvet-drape': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.3)],
      [1, c.p.c0],
    ]) +
    glow(c, 200, 140, 180, c.p.c1, 0.9) +
    curtain(true, 110, c.p.c1, mix(c.p.c1, BLACK, 0.5)) +
    curtain(false, 110, c.p.c1, mix(c.p.c1, BLACK, 0.5)) +
    `<path d="M0,0H400V30Q300,50 200,30T0,30Z" fill="${mix(c.p.c1, BLACK, 0.2)}"/>` +
    `<path d="M0,30Q100,50 200,30T400,30" stroke="${c.p.a}" stroke-width="4" fill="none"/>` +
    `<path d="M20,180q30,10 60,-4M380,180q-30,10 -60,-4" stroke="${c.p.a}" stroke-width="6" fill="none" stroke-linecap="round"/>`,

  'felt-arc': (c) => {
    const [d, f] = radial(c, 200, 120, 260, [
      [0, mix(c.p.c1, WHITE, 0.1)],
      [1, c.p.c0],
    ]);
    let spots = '';
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (0.12 + (i * 0.76) / 6);
      spots += `<circle cx="${n(200 + Math.cos(a) * 170)}" cy="${n(-40 + Math.sin(a) * 280)}" r="16" fill="none" stroke="${c.p.a}" stroke-width="2" opacity=".55"/>`;
    }
    return (
      d +
      `<rect width="400" height="300" fill="${f}"/>` +
      `<path d="M-20,30Q200,420 420,30" stroke="${c.p.a}" stroke-width="2" fill="none" opacity=".5"/>` +
      `<path d="M-20,10Q200,380 420,10" stroke="${c.p.a}" stroke-width="1" fill="none" opacity=".35"/>` +
      spots +
      `<path d="M0,0H400V18Q200,60 0,18Z" fill="#5b3a1a"/><path d="M0,18Q200,60 400,18" stroke="#a16207" stroke-width="3" fill="none"/>`
    );
  },

  salon: (c) => {
    const wall = mix(c.p.c1, c.p.c0, 0.5);
    const trim = mix(c.p.a, c.p.c1, 0.5);
    const sconce = (x: number) =>
      glow(c, x, 90, 46, '#fde68a', 0.7) +
      `<path d="M${x - 8},100h16l-3,14h-10Z" fill="${trim}"/><path d="M${x - 10},96l4,-14h12l4,14Z" fill="#fef3c7"/>`;
    return (
      sky(c, [
        [0, mix(wall, BLACK, 0.2)],
        [1, wall],
      ]) +
      `<g fill="none" stroke="${trim}" stroke-width="3" opacity=".7"><rect x="14" y="40" width="84" height="170" rx="4"/><rect x="302" y="40" width="84" height="170" rx="4"/><rect x="118" y="40" width="164" height="170" rx="4"/></g>` +
      sconce(56) +
      sconce(344) +
      `<path d="M0,226H400" stroke="${trim}" stroke-width="4"/>` +
      `<path d="M-20,300Q200,236 420,300Z" fill="${mix(c.p.c1, '#065f46', 0.5)}" stroke="${trim}" stroke-width="5"/>`
    );
  },

  'river-dusk': (c) => {
    let ripples = '';
    for (let i = 0; i < 12; i++) {
      const y = 218 + i * 7;
      const x = between(c.rng, 20, 300);
      ripples += `M${n(x)},${y}h${n(between(c.rng, 30, 90))}`;
    }
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.2)],
        [0.7, mix(c.p.a, c.p.c1, 0.35)],
      ]) +
      `<circle cx="300" cy="180" r="30" fill="${mix(c.p.a, '#fde68a', 0.4)}"/>` +
      roundTrees(
        c.rng,
        210,
        [10, 40, 70, 100, 130, 270, 300, 330, 360, 390],
        14,
        mix(c.p.c1, c.p.c0, 0.6),
        mix(c.p.c1, c.p.c0, 0.6),
      ) +
      `<rect y="206" width="400" height="94" fill="${mix(c.p.c1, c.p.c0, 0.35)}"/>` +
      `<path d="${ripples}" stroke="${c.p.light}" stroke-width="2" opacity=".4"/>` +
      `<path d="M0,300V270Q60,250 110,300ZM400,300V264Q330,250 290,300Z" fill="${c.p.ink}"/>`
    );
  },

  'neon-wall': (c) => {
    const [bd, bf] = pattern(
      c,
      40,
      40,
      `<path d="M0,0h38v18h-38ZM-20,20h38v18h-38ZM20,20h38v18h-38Z" fill="${mix(c.p.c0, c.p.c1, 0.18)}"/>`,
    );
    return (
      `<rect width="400" height="300" fill="${mix(c.p.c0, BLACK, 0.2)}"/>` +
      `${bd}<rect width="400" height="300" fill="${bf}"/>` +
      glow(c, 200, 150, 200, c.p.c1, 0.5) +
      `<g fill="none" stroke-linecap="round" stroke-width="10" opacity=".3"><circle cx="58" cy="70" r="30" stroke="${c.p.a}"/><path d="M310,240l20,-30l20,30l20,-30" stroke="${c.p.c1}"/></g>` +
      `<g fill="none" stroke-linecap="round" stroke-width="3.5"><circle cx="58" cy="70" r="30" stroke="${mix(c.p.a, WHITE, 0.4)}"/><path d="M310,240l20,-30l20,30l20,-30" stroke="${mix(c.p.c1, WHITE, 0.4)}"/></g>` +
      `<path d="M340,50h0M360,70h0M330,80h0M40,230h0M70,250h0" stroke="${c.p.a}" stroke-width="6" stroke-linecap="round"/>`
    );
  },

  'retro-stripes': (c) => {
    const cols = [c.p.a, mix(c.p.a, c.p.c1, 0.5), c.p.c1, mix(c.p.c1, c.p.c0, 0.5)];
    let arcs = '';
    cols.forEach((fill, i) => {
      const r = 330 - i * 36;
      arcs += `<circle cx="-30" cy="330" r="${r}" fill="${fill}"/>`;
    });
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      arcs +
      `<circle cx="-30" cy="330" r="186" fill="${c.p.c0}"/>` +
      `<circle cx="430" cy="-30" r="120" fill="none" stroke="${c.p.c1}" stroke-width="20" opacity=".5"/>` +
      `<circle cx="430" cy="-30" r="80" fill="none" stroke="${c.p.a}" stroke-width="20" opacity=".5"/>`
    );
  },

  circuit: (c) => {
    let traces = '';
    let pads = '';
    for (let i = 0; i < 14; i++) {
      const y = 10 + i * 21;
      const x0 = c.rng() < 0.5 ? -10 : 410;
      const dir = x0 < 0 ? 1 : -1;
      const len = between(c.rng, 60, 130);
      const x1 = x0 + dir * len;
      const dy = pick2(c.rng) * 20;
      traces += `M${x0},${y}H${n(x1)}l${dir * 20},${dy}h${n(dir * between(c.rng, 10, 40))}`;
      pads += `M${n(x1 + dir * 20 + dir * 30)},${y + dy}h0`;
    }
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.6)],
      ]) +
      `<path d="${traces}" stroke="${mix(c.p.c1, WHITE, 0.3)}" stroke-width="3" fill="none" opacity=".6"/>` +
      `<path d="${pads}" stroke="${c.p.a}" stroke-width="9" stroke-linecap="round"/>` +
      `<g fill="${mix(c.p.c0, BLACK, 0.4)}" stroke="${mix(c.p.c1, WHITE, 0.2)}" stroke-width="2"><rect x="20" y="200" width="60" height="40" rx="3"/><rect x="320" y="40" width="56" height="36" rx="3"/></g>`
    );
  },

  hearth: (c) => {
    const [bd, bf] = pattern(
      c,
      60,
      48,
      `<path d="M0,0h58v22h-58ZM-30,24h58v22h-58ZM30,24h58v22h-58Z" fill="${mix(c.p.c1, c.p.c0, 0.55)}"/>`,
    );
    return (
      `<rect width="400" height="300" fill="${mix(c.p.c0, BLACK, 0.3)}"/>` +
      `${bd}<rect width="400" height="300" fill="${bf}"/>` +
      `<path d="M70,300V130a130,110 0 0 1 260,0V300Z" fill="${c.p.ink}"/>` +
      glow(c, 200, 260, 160, c.p.a, 0.7) +
      `<path d="M110,292L290,270M110,270L290,292" stroke="#451a03" stroke-width="16" stroke-linecap="round"/>` +
      `<rect x="40" y="24" width="320" height="20" rx="3" fill="${mix(c.p.c1, c.p.c0, 0.2)}"/>`
    );
  },

  'coast-town': (c) => {
    const house = (x: number, y: number, w: number, h: number, fill: string, roof: string) =>
      `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/><path d="M${x - 3},${y - h}l${w / 2 + 3},-14l${w / 2 + 3},14Z" fill="${roof}"/>`;
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.1)],
        [1, mix(c.p.c1, WHITE, 0.45)],
      ]) +
      `<circle cx="80" cy="70" r="26" fill="${c.p.a}" opacity=".9"/>` +
      `<rect y="196" width="400" height="104" fill="${mix(c.p.c1, c.p.c0, 0.4)}"/>` +
      `<path d="M0,210h120M40,226h140M260,214h120" stroke="${WHITE}" stroke-width="2" opacity=".35"/>` +
      `<path d="M0,300V240Q60,224 130,236T260,250T400,236V300Z" fill="${mix(c.p.c0, '#78716c', 0.3)}"/>` +
      house(8, 256, 30, 26, '#f5f5f4', c.p.a) +
      house(44, 250, 26, 30, '#fde68a', c.p.dark) +
      house(320, 252, 30, 24, '#e0f2fe', c.p.a) +
      house(356, 246, 28, 32, '#f5f5f4', c.p.dark) +
      `<path d="M300,60q6,-6 12,0q6,-6 12,0M340,90q5,-5 10,0q5,-5 10,0" stroke="${WHITE}" stroke-width="2.5" fill="none"/>`
    );
  },

  cave: (c) => {
    let tites = '';
    for (let x = 0; x < 400; x += between(c.rng, 22, 40)) {
      tites += `M${n(x)},0l${n(between(c.rng, 8, 14))},${n(between(c.rng, 30, 90))}l${n(between(c.rng, 8, 14))},${n(-between(c.rng, 30, 90))}Z`;
    }
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.5)],
      ]) +
      glow(c, 200, 150, 170, c.p.a, 0.4) +
      `<path d="M0,0V300H60C40,200 60,120 30,60L60,0ZM400,0V300H340C370,200 340,110 370,50L340,0Z" fill="${c.p.ink}"/>` +
      `<path d="${tites}" fill="${mix(c.p.c0, BLACK, 0.3)}"/>` +
      ridge(c.rng, 262, 14, 8, c.p.ink, true) +
      `<g fill="${c.p.a}" opacity=".8"><polygon points="70,262 78,228 86,262"/><polygon points="316,262 326,220 336,262"/><polygon points="90,262 95,244 100,262"/></g>`
    );
  },

  'wind-sky': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.1)],
      [1, mix(c.p.c1, WHITE, 0.5)],
    ]) +
    cloud(80, 240, 160, WHITE, 0.9) +
    cloud(330, 250, 180, WHITE, 0.85) +
    cloud(330, 80, 110, WHITE, 0.5) +
    `<g fill="none" stroke="${WHITE}" stroke-width="4" stroke-linecap="round" opacity=".7">` +
    `<path d="M20,120H120a20,20 0 1 0 -18,-24M40,150H150a14,14 0 1 1 -12,14M260,170H380a18,18 0 1 0 -16,-22M280,200H360"/></g>` +
    `<path d="M60,60q6,-6 12,0q6,-6 12,0M90,40q5,-5 10,0q5,-5 10,0" stroke="${c.p.c0}" stroke-width="2.5" fill="none"/>`,

  icebergs: (c) => {
    const [d, f] = linear(c, [
      [0, c.p.a, 0.6],
      [1, c.p.c1, 0],
    ]);
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.5)],
      ]) +
      stars(c.rng, 40, 140, WHITE, 1.5, 0.7) +
      d +
      `<path d="M-10,80C80,20 160,110 240,50S380,40 420,20V120C360,130 300,90 240,130S80,110 -10,150Z" fill="${f}"/>` +
      `<path d="M-10,40C90,0 180,70 260,20S380,10 420,0V40C360,60 300,30 250,60S90,50 -10,90Z" fill="${mix(c.p.c1, '#4ade80', 0.4)}" opacity=".35"/>` +
      `<rect y="220" width="400" height="80" fill="${mix(c.p.c0, c.p.c1, 0.3)}"/>` +
      `<polygon points="10,222 40,170 70,186 100,222" fill="${c.p.a}"/><polygon points="40,170 70,186 60,222 44,222" fill="${WHITE}" opacity=".6"/>` +
      `<polygon points="290,222 320,150 350,176 390,222" fill="${c.p.a}"/><polygon points="320,150 350,176 340,222 326,222" fill="${WHITE}" opacity=".6"/>` +
      `<polygon points="20,222 100,222 70,246 40,244" fill="${c.p.a}" opacity=".25"/><polygon points="290,222 390,222 350,254 320,250" fill="${c.p.a}" opacity=".25"/>`
    );
  },

  'lantern-river': (c) => {
    const [ld, lf] = softLight(c, c.p.a, 0.7);
    let lights = '';
    let boxes = '';
    for (let i = 0; i < 12; i++) {
      const x = between(c.rng, 10, 390);
      const y = between(c.rng, 236, 290);
      if (x > 140 && x < 260 && y < 260) continue;
      lights += `<circle cx="${n(x)}" cy="${n(y)}" r="14"/>`;
      boxes += `M${n(x - 4)},${n(y - 5)}h8v7h-8Z`;
    }
    lights = `${ld}<g fill="${lf}">${lights}</g><path d="${boxes}" fill="${mix(c.p.a, WHITE, 0.4)}"/>`;
    let sky2 = '';
    for (let i = 0; i < 10; i++)
      sky2 += `M${n(between(c.rng, 0, 400))},${n(between(c.rng, 20, 140))}h0`;
    return (
      sky(c, [
        [0, c.p.c0],
        [0.8, mix(c.p.c1, c.p.c0, 0.3)],
      ]) +
      `<path d="${sky2}" stroke="${c.p.a}" stroke-width="6" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M-10,200C60,120 340,120 410,200" stroke="${c.p.ink}" stroke-width="14" fill="none"/>` +
      `<path d="M40,200V162M100,200V140M160,200V130M240,200V130M300,200V140M360,200V162" stroke="${c.p.ink}" stroke-width="4"/>` +
      `<rect y="200" width="400" height="100" fill="${mix(c.p.c0, c.p.c1, 0.35)}"/>` +
      lights
    );
  },

  jungle: (c) => {
    const leaf = (x: number, y: number, rot: number, s: number, fill: string) =>
      `<path d="M0,0C20,-30 70,-34 100,0C70,30 20,30 0,0Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"/>`;
    let temple = '';
    for (let i = 0; i < 5; i++)
      temple += `M${140 + i * 12},${200 - i * 20}h${120 - i * 24}v20h${-120 + i * 24}Z`;
    return (
      sky(c, [
        [0, mix(c.p.c1, c.p.a, 0.3)],
        [1, mix(c.p.c0, c.p.c1, 0.5)],
      ]) +
      `<path d="${temple}" fill="${mix(c.p.c0, c.p.c1, 0.4)}"/>` +
      ridge(c.rng, 220, 10, 4, mix(c.p.c0, c.p.c1, 0.2)) +
      leaf(-20, 60, 10, 1.2, c.p.c0) +
      leaf(-10, 180, -20, 1.1, mix(c.p.c0, '#15803d', 0.3)) +
      leaf(420, 80, 170, 1.2, c.p.c0) +
      leaf(420, 200, 200, 1.1, mix(c.p.c0, '#15803d', 0.3)) +
      leaf(-30, 280, -40, 1.3, c.p.ink) +
      leaf(430, 290, 220, 1.3, c.p.ink) +
      `<path d="M120,0q-10,40 6,80M300,0q12,50 -4,90" stroke="${c.p.c0}" stroke-width="4" fill="none"/>`
    );
  },

  synthwave: (c) => {
    const id = c.id();
    let gaps = '';
    for (let i = 0; i < 5; i++) gaps += `M100,${130 + i * 14}h200v${2 + i * 1.5}h-200Z`;
    const [d, f] = linear(c, [
      [0, c.p.a],
      [1, mix(c.p.c1, '#fde047', 0.3)],
    ]);
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      stars(c.rng, 30, 120, WHITE, 1.5, 0.7) +
      d +
      `<mask id="${id}"><rect width="400" height="300" fill="#fff"/><path d="${gaps}" fill="#000"/></mask>` +
      `<circle cx="200" cy="180" r="100" fill="${f}" mask="url(#${id})"/>` +
      `<path d="M-10,196L60,150L110,180L160,140L200,196ZM200,196L250,150L300,176L350,130L410,196Z" fill="${mix(c.p.c0, BLACK, 0.3)}" stroke="${c.p.a}" stroke-width="1.5"/>` +
      `<rect y="196" width="400" height="104" fill="${mix(c.p.c0, BLACK, 0.4)}"/>` +
      perspectiveGrid(196, c.p.a, 0.7)
    );
  },

  'pixel-desert': (c) => {
    let pyr = '';
    for (let i = 0; i < 6; i++)
      pyr += `M${20 + i * 10},${216 - i * 12}h${120 - i * 20}v12h${-120 + i * 20}Z`;
    let pyr2 = '';
    for (let i = 0; i < 4; i++)
      pyr2 += `M${290 + i * 10},${216 - i * 12}h${90 - i * 20}v12h${-90 + i * 20}Z`;
    return (
      `<g shape-rendering="crispEdges">` +
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      `<rect y="60" width="400" height="60" fill="${mix(c.p.c0, c.p.c1, 0.25)}"/><rect y="120" width="400" height="50" fill="${mix(c.p.c0, c.p.c1, 0.45)}"/><rect y="170" width="400" height="58" fill="${mix(c.p.c0, c.p.c1, 0.65)}"/>` +
      `<path d="M320,30h30v10h10v30h-10v10h-30v-10h-10v-30h10Z" fill="${c.p.a}"/>` +
      `<path d="M40,60h40v-10h30v10h20v10h-90Z" fill="${WHITE}" opacity=".5"/>` +
      `<path d="${pyr}${pyr2}" fill="${c.p.c1}"/>` +
      `<rect y="228" width="400" height="72" fill="${mix(c.p.c1, '#fde68a', 0.3)}"/>` +
      `<path d="M0,248h60v8h-60ZM100,266h80v8h-80ZM250,252h70v8h-70ZM330,280h70v8h-70Z" fill="${mix(c.p.c1, BLACK, 0.2)}"/>` +
      `</g>`
    );
  },

  aurora: (c) => {
    const [d, f] = linear(
      c,
      [
        [0, c.p.a, 0],
        [0.5, c.p.a, 0.75],
        [1, c.p.c1, 0],
      ],
      0,
      0,
      0,
      1,
    );
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.4)],
        [1, c.p.c0],
      ]) +
      stars(c.rng, 60, 200, WHITE, 1.5, 0.8) +
      d +
      `<path d="M-20,120C60,20 120,150 200,60S340,0 420,70V140C340,80 280,150 200,130S60,90 -20,180Z" fill="${f}"/>` +
      `<path d="M-20,60C80,0 160,90 240,30S380,20 420,10V50C360,60 300,40 240,80S80,60 -20,110Z" fill="${c.p.c1}" opacity=".4"/>` +
      `<path d="M-10,240L60,170L100,200L150,150L220,230L280,160L330,200L370,160L410,220V300H-10Z" fill="${mix(c.p.c0, '#1e293b', 0.4)}"/>` +
      `<path d="M60,170L48,182L62,180L72,188ZM150,150L136,166L152,162L164,170ZM280,160L266,176L282,172L294,178ZM370,160L358,172L372,170L380,176Z" fill="${WHITE}"/>` +
      ridge(c.rng, 262, 8, 3, c.p.ink)
    );
  },

  warp: (c) => {
    let lines = '';
    for (let i = 0; i < 60; i++) {
      const a = c.rng() * Math.PI * 2;
      const r0 = between(c.rng, 40, 160);
      const r1 = r0 + between(c.rng, 30, 120);
      lines += `M${n(200 + Math.cos(a) * r0)},${n(150 + Math.sin(a) * r0 * 0.8)}L${n(200 + Math.cos(a) * r1)},${n(150 + Math.sin(a) * r1 * 0.8)}`;
    }
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      glow(c, 200, 150, 230, c.p.c1, 0.9) +
      `<path d="${lines}" stroke="${WHITE}" stroke-width="2" stroke-linecap="round" opacity=".55"/>` +
      `<path d="${lines.split('M').slice(0, 20).join('M')}" stroke="${c.p.a}" stroke-width="3" stroke-linecap="round" opacity=".7"/>`
    );
  },

  'tesla-lab': (c) => {
    const coil = (x: number) => {
      let rings = '';
      for (let y = 250; y > 120; y -= 12)
        rings += `<ellipse cx="${x}" cy="${y}" rx="14" ry="4" fill="none" stroke="#b45309" stroke-width="3"/>`;
      return (
        `<rect x="${x - 10}" y="120" width="20" height="140" fill="${mix(c.p.c0, '#94a3b8', 0.3)}"/>` +
        rings +
        `<ellipse cx="${x}" cy="112" rx="30" ry="12" fill="#cbd5e1"/><ellipse cx="${x}" cy="108" rx="30" ry="8" fill="#e2e8f0"/>`
      );
    };
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.5)],
      ]) +
      `<path d="M0,60H400M0,120H400M0,180H400M80,0V240M160,0V240M240,0V240M320,0V240" stroke="${c.p.c1}" stroke-width="1.5" opacity=".35"/>` +
      `<rect y="250" width="400" height="50" fill="${c.p.ink}"/>` +
      coil(44) +
      coil(356) +
      `<path d="M70,104l20,10l-6,-16l24,8l-10,-18l20,4M330,104l-20,10l6,-16l-24,8l10,-18l-20,4" stroke="${c.p.a}" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
      glow(c, 44, 108, 50, c.p.a, 0.5) +
      glow(c, 356, 108, 50, c.p.a, 0.5)
    );
  },

  'chandelier-hall': (c) => {
    const chandelier = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,-60V-10" stroke="${c.p.a}" stroke-width="2"/>` +
      `<path d="M-40,0Q0,30 40,0M-26,-6Q0,14 26,-6" stroke="${c.p.a}" stroke-width="4" fill="none"/>` +
      `<path d="M-40,0v-10M-20,10v-12M0,14v-12M20,10v-12M40,0v-10" stroke="#fef3c7" stroke-width="4"/>` +
      `<path d="M-40,-14h0M-20,-6h0M0,-2h0M20,-6h0M40,-14h0" stroke="#fde68a" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M-30,14v10M-10,20v12M10,20v12M30,14v10" stroke="${WHITE}" stroke-width="2" opacity=".7"/></g>`;
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.2)],
        [1, c.p.c1],
      ]) +
      `<g fill="none" stroke="${c.p.a}" stroke-width="3" opacity=".45"><rect x="20" y="70" width="70" height="150" rx="4"/><rect x="310" y="70" width="70" height="150" rx="4"/></g>` +
      glow(c, 200, 30, 120, '#fde68a', 0.4) +
      chandelier(70, 40, 0.8) +
      chandelier(330, 40, 0.8) +
      `<rect y="236" width="400" height="64" fill="${mix(c.p.c0, BLACK, 0.3)}"/>` +
      `<path d="M150,236L110,300H290L250,236Z" fill="${mix(c.p.c1, '#b91c1c', 0.5)}"/>`
    );
  },

  terrace: (c) => {
    let balusters = '';
    for (let x = 8; x < 400; x += 26)
      balusters += `M${x},262c-8,-10 -8,-22 0,-30h10c8,8 8,20 0,30Z`;
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.15)],
        [0.75, mix(c.p.a, WHITE, 0.5)],
      ]) +
      `<circle cx="310" cy="180" r="28" fill="${mix(c.p.a, WHITE, 0.6)}"/>` +
      `<rect y="196" width="400" height="104" fill="${mix(c.p.c1, c.p.c0, 0.2)}"/>` +
      `<path d="M250,206h120M270,214h80M20,222h90" stroke="${WHITE}" stroke-width="2" opacity=".5"/>` +
      `<rect y="222" width="400" height="12" fill="#f5f5f4"/><path d="${balusters}" fill="#e7e5e4"/><rect y="262" width="400" height="38" fill="#d6d3d1"/>` +
      palm(30, 230, 170, 20, mix(c.p.c0, BLACK, 0.3))
    );
  },

  'speed-lines': (c) => {
    let arcs = '';
    for (let i = 0; i < 8; i++) {
      const r = 110 + i * 18;
      const a0 = c.rng() * Math.PI * 2;
      const a1 = a0 + between(c.rng, 0.6, 1.6);
      arcs += `M${n(200 + Math.cos(a0) * r)},${n(150 + Math.sin(a0) * r)}A${r},${r} 0 0 1 ${n(200 + Math.cos(a1) * r)},${n(150 + Math.sin(a1) * r)}`;
    }
    return (
      sky(c, [
        [0, c.p.c1],
        [1, c.p.c0],
      ]) +
      `<path d="${arcs}" stroke="${c.p.a}" stroke-width="5" stroke-linecap="round" fill="none" opacity=".6"/>` +
      stripes(8, WHITE, 0, 300, -120, 0.05)
    );
  },

  'red-carpet': (c) =>
    sky(c, [
      [0, mix(c.p.c0, BLACK, 0.3)],
      [1, c.p.c1],
    ]) +
    beams(c, 60, -10, [60, 75], 340, 14, WHITE, 0.3) +
    beams(c, 340, -10, [105, 120], 340, 14, WHITE, 0.3) +
    `<path d="M170,190H230L330,300H70Z" fill="#b91c1c"/><path d="M170,190H230L236,196H164Z" fill="#7f1d1d"/>` +
    `<rect y="186" width="400" height="6" fill="${c.p.a}" opacity=".5"/>` +
    sparkle(40, 150, 10, WHITE, 0.8) +
    sparkle(360, 120, 12, WHITE, 0.8) +
    sparkle(320, 200, 7, WHITE, 0.7),

  'city-window': (c) => {
    let blinds = '';
    for (let y = 30; y < 110; y += 10) blinds += `M40,${y}H360`;
    return (
      `<rect width="400" height="300" fill="${mix(c.p.c0, BLACK, 0.1)}"/>` +
      `<rect x="40" y="30" width="320" height="210" fill="${mix(c.p.c1, c.p.c0, 0.4)}"/>` +
      `<circle cx="300" cy="130" r="20" fill="#e0e7ff"/>` +
      skyline(c.rng, 240, 30, 110, c.p.ink, c.p.a) +
      `<path d="${blinds}" stroke="${mix(c.p.c0, BLACK, 0.1)}" stroke-width="6"/>` +
      `<path d="M200,30V240M40,135H360" stroke="${mix(c.p.c0, BLACK, 0.2)}" stroke-width="8"/>` +
      `<path d="M0,0V300H40V30H360V240H40V300H400V0Z" fill="${mix(c.p.c0, BLACK, 0.15)}"/>` +
      `<rect y="240" width="400" height="60" fill="${mix(c.p.c1, c.p.c0, 0.7)}"/>` +
      glow(c, 360, 230, 60, '#fde68a', 0.5)
    );
  },

  'art-deco': (c) => {
    let fanD = '';
    for (let i = 1; i <= 5; i++)
      fanD += `M${200 - i * 44},300a${i * 44},${i * 44} 0 0 1 ${i * 88},0`;
    let ray = '';
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI + (i * Math.PI) / 12;
      ray += `M200,300L${n(200 + Math.cos(a) * 240)},${n(300 + Math.sin(a) * 240)}`;
    }
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      glow(c, 200, 300, 260, c.p.c1, 0.9) +
      `<g fill="none" stroke="${c.p.a}" opacity=".55"><path d="${fanD}" stroke-width="2.5"/><path d="${ray}" stroke-width="1"/></g>` +
      `<path d="M20,0V300M30,0V300M370,0V300M380,0V300" stroke="${c.p.a}" stroke-width="2" opacity=".7"/>` +
      `<path d="M0,20L20,0M0,40L40,0M400,20L380,0M400,40L360,0" stroke="${c.p.a}" stroke-width="2" opacity=".7"/>`
    );
  },

  pavilion: (c) => {
    const roof = (x: number, y: number, w: number, fill: string) =>
      `<path d="M${x - w},${y}Q${x - w * 0.5},${y - 6} ${x - w * 0.4},${y - 30}H${x + w * 0.4}Q${x + w * 0.5},${y - 6} ${x + w},${y}Q${x},${y - 14} ${x - w},${y}Z" fill="${fill}"/>` +
      `<rect x="${x - w * 0.45}" y="${y - 2}" width="${w * 0.9}" height="8" fill="${fill}"/>`;
    let bamboo = '';
    for (const x of [14, 30, 370, 388]) bamboo += `M${x},300V0`;
    return (
      sky(c, [
        [0, mix(c.p.c1, BLACK, 0.2)],
        [1, mix(c.p.c1, c.p.a, 0.35)],
      ]) +
      `<circle cx="310" cy="70" r="28" fill="${c.p.a}" opacity=".9"/>` +
      ridge(c.rng, 200, 16, 3, mix(c.p.c1, c.p.c0, 0.4)) +
      roof(200, 70, 170, mix(c.p.c0, BLACK, 0.2)) +
      `<path d="M60,78V220M340,78V220" stroke="#991b1b" stroke-width="10"/>` +
      `<rect y="220" width="400" height="80" fill="${mix(c.p.c0, c.p.c1, 0.3)}"/>` +
      `<path d="${bamboo}" stroke="${mix(c.p.c0, '#65a30d', 0.4)}" stroke-width="9" stroke-dasharray="46 3"/>` +
      `<path d="M60,250h80M240,270h100" stroke="${c.p.a}" stroke-width="2" opacity=".4"/>`
    );
  },

  'noir-spot': (c) => {
    const [d, f] = linear(c, [
      [0, WHITE, 0.3],
      [1, WHITE, 0.02],
    ]);
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      d +
      `<path d="M170,0H230L330,260H70Z" fill="${f}"/>` +
      `<ellipse cx="200" cy="262" rx="140" ry="24" fill="${WHITE}" opacity=".08"/>` +
      `<path d="M14,14H386V286H14Z" stroke="${c.p.a}" stroke-width="2" fill="none" opacity=".6"/>` +
      `<path d="M24,24H376V276H24Z" stroke="${GOLD_DECO}" stroke-width="1" fill="none" opacity=".4"/>` +
      `<path d="M14,44L44,14M386,44L356,14M14,256L44,286M386,256L356,286" stroke="${c.p.a}" stroke-width="2" opacity=".6"/>` +
      dots(c.rng, 6, [40, 40, 360, 260], 30, 60, WHITE, [0.02, 0.05])
    );
  },

  'split-flames': (c) => {
    let stripesD = '';
    for (let y = 20; y < 300; y += 40) stripesD += `M400,${y}l-60,10l50,8l-70,14l80,4Z`;
    let scales = '';
    for (let y = 20; y < 300; y += 26)
      for (let x = 10 - (y % 52 ? 13 : 0); x < 200; x += 26)
        scales += `M${x},${y}a13,13 0 0 0 26,0`;
    return (
      `<rect width="400" height="300" fill="${mix(c.p.a, '#f97316', 0.4)}"/>` +
      `<path d="M0,0H250L150,300H0Z" fill="${c.p.c0}"/>` +
      `<path d="${scales}" stroke="${c.p.c1}" stroke-width="2" fill="none" opacity=".55"/>` +
      `<path d="${stripesD}" fill="${c.p.ink}" opacity=".8"/>` +
      `<path d="M250,0L214,110L236,112L186,210L204,212L150,300" stroke="${WHITE}" stroke-width="4" fill="none" stroke-linejoin="round"/>`
    );
  },

  harbor: (c) => {
    let refl = '';
    for (let i = 0; i < 16; i++) {
      const x = between(c.rng, 0, 400);
      refl += `M${n(x)},${n(between(c.rng, 220, 290))}v${n(between(c.rng, 4, 12))}`;
    }
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.2)],
        [1, c.p.c1],
      ]) +
      stars(c.rng, 40, 150, WHITE, 1.5, 0.7) +
      ridge(c.rng, 200, 14, 4, mix(c.p.c1, c.p.c0, 0.6)) +
      skyline(c.rng, 214, 8, 30, c.p.ink, c.p.a) +
      `<rect y="212" width="400" height="88" fill="${mix(c.p.c0, c.p.c1, 0.3)}"/>` +
      `<path d="${refl}" stroke="${c.p.a}" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M300,250h80l-8,12h-64ZM330,250V214l26,34Z" fill="${c.p.ink}"/>` +
      `<path d="M0,262H90V300H0ZM10,262v38M40,262v38M70,262v38" fill="${c.p.ink}" stroke="${c.p.ink}" stroke-width="5"/>`
    );
  },

  'storm-sea': (c) => {
    let rain = '';
    for (let i = 0; i < 30; i++) rain += `M${n(c.rng() * 420)},${n(c.rng() * 200)}l-6,16`;
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.3)],
        [1, c.p.c1],
      ]) +
      cloud(60, 60, 200, mix(c.p.c0, c.p.c1, 0.5)) +
      cloud(330, 50, 220, mix(c.p.c0, c.p.c1, 0.4)) +
      `<path d="M90,60L70,110L86,112L66,160" stroke="${c.p.a}" stroke-width="3" fill="none"/>` +
      `<path d="${rain}" stroke="${WHITE}" stroke-width="1.5" opacity=".3"/>` +
      `<path d="M-10,230L40,200L70,222L120,196L160,230L220,210L260,232L310,198L350,226L410,204V300H-10Z" fill="${mix(c.p.c1, c.p.c0, 0.3)}"/>` +
      `<path d="M40,200L52,214M120,196L134,212M310,198L322,212" stroke="${WHITE}" stroke-width="4" opacity=".7" stroke-linecap="round"/>` +
      waves(262, 14, 80, mix(c.p.c0, BLACK, 0.2))
    );
  },

  beach: (c) => {
    let refl = '';
    for (let i = 0; i < 6; i++) refl += `M${n(200 - 40 + i * 4)},${206 + i * 8}h${n(80 - i * 8)}`;
    return (
      sky(c, [
        [0, mix(c.p.c0, c.p.c1, 0.4)],
        [0.8, mix(c.p.c1, c.p.a, 0.4)],
      ]) +
      `<circle cx="200" cy="200" r="70" fill="${mix(c.p.a, '#fde047', 0.3)}"/>` +
      `<rect y="200" width="400" height="100" fill="${mix('#0369a1', c.p.c0, 0.35)}"/>` +
      `<path d="${refl}" stroke="${c.p.a}" stroke-width="3" opacity=".7"/>` +
      `<path d="M-10,300V262Q120,240 260,270T410,256V300Z" fill="${mix(c.p.a, '#fde68a', 0.5)}"/>` +
      palm(44, 280, 180, 30, c.p.ink) +
      palm(370, 290, 130, -24, c.p.ink)
    );
  },

  spotlights: (c) =>
    sky(c, [
      [0, c.p.c0],
      [1, mix(c.p.c1, c.p.c0, 0.4)],
    ]) +
    beams(c, 40, 320, [-60, -75], 360, 12, c.p.a, 0.45) +
    beams(c, 360, 320, [-105, -120], 360, 12, c.p.a, 0.45) +
    beams(c, 200, -20, [70, 110], 360, 10, WHITE, 0.25) +
    `<ellipse cx="200" cy="268" rx="170" ry="26" fill="${mix(c.p.c1, BLACK, 0.2)}"/>` +
    marquee(mix(c.p.a, WHITE, 0.4)),

  'prism-shards': (c) =>
    shards(c.rng, c.p.c0, c.p.c1, 7, 5) +
    `<path d="M0,300L400,60V120L0,300Z" fill="${c.p.a}" opacity=".18"/>` +
    `<path d="M0,240L400,0V20L0,270Z" fill="${WHITE}" opacity=".1"/>`,

  'orbit-rings': (c) => {
    let orbits = '';
    let planetsD = '';
    for (let i = 1; i <= 4; i++) {
      const rx = 80 + i * 44;
      const ry = rx * 0.34;
      orbits += `<ellipse cx="200" cy="160" rx="${rx}" ry="${n(ry)}" fill="none" stroke="${c.p.a}" stroke-width="1.5" opacity=".5" transform="rotate(-12 200 160)"/>`;
      const a = c.rng() * Math.PI * 2;
      const x = Math.cos(a) * rx;
      const y = Math.sin(a) * ry;
      const t = (-12 * Math.PI) / 180;
      planetsD += `<circle cx="${n(200 + x * Math.cos(t) - y * Math.sin(t))}" cy="${n(160 + x * Math.sin(t) + y * Math.cos(t))}" r="${n(4 + i * 2)}" fill="${i % 2 ? c.p.a : c.p.light}"/>`;
    }
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      stars(c.rng, 60, 300, WHITE, 1.5, 0.7) +
      orbits +
      planetsD
    );
  },

  'marble-arches': (c) => {
    const ogee = (x: number, w: number, top: number) =>
      `M${x - w / 2},300V${top + w * 0.6}Q${x - w / 2},${top + w * 0.2} ${x},${top}Q${x + w / 2},${top + w * 0.2} ${x + w / 2},${top + w * 0.6}V300Z`;
    const marble = mix('#f5f5f4', c.p.a, 0.25);
    return (
      `<rect width="400" height="300" fill="${marble}"/>` +
      `<path d="${ogee(60, 80, 60)}${ogee(200, 130, 20)}${ogee(340, 80, 60)}" fill="${mix(c.p.c1, c.p.c0, 0.3)}"/>` +
      `<path d="M30,300V170a30,30 0 0 1 60,0V300ZM310,300V170a30,30 0 0 1 60,0V300Z" fill="${mix(c.p.c0, BLACK, 0.2)}"/>` +
      `<path d="M0,40H400" stroke="${c.p.dark}" stroke-width="6"/>` +
      `<path d="M0,10H400" stroke="${c.p.dark}" stroke-width="3" stroke-dasharray="10 6"/>` +
      `<path d="M120,300V0M280,300V0" stroke="${mix(marble, BLACK, 0.1)}" stroke-width="14"/>` +
      `<rect y="280" width="400" height="20" fill="${mix(marble, BLACK, 0.15)}"/>`
    );
  },

  'throne-room': (c) => {
    const banner = (x: number) =>
      `<path d="M${x - 22},0H${x + 22}V120L${x},104L${x - 22},120Z" fill="${c.p.c1}"/>` +
      `<path d="M${x - 22},0H${x + 22}V120L${x},104L${x - 22},120Z" fill="none" stroke="${c.p.a}" stroke-width="3"/>` +
      `<path d="M${x},34l12,18l-12,18l-12,-18Z" fill="${c.p.a}"/>`;
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.2)],
        [1, c.p.c0],
      ]) +
      banner(50) +
      banner(350) +
      glow(c, 200, 150, 160, c.p.c1, 0.7) +
      `<path d="M130,260V110Q200,50 270,110V260Z" fill="${mix(c.p.c1, c.p.c0, 0.4)}" stroke="${c.p.a}" stroke-width="3"/>` +
      `<rect y="250" width="400" height="50" fill="${mix(c.p.c0, BLACK, 0.3)}"/>` +
      `<path d="M100,250H300L320,270H80Z" fill="${c.p.dark}"/>`
    );
  },

  'lotus-pond': (c) => {
    const pad = (x: number, y: number, r: number) =>
      `<path d="M${x},${y}L${n(x + r)},${n(y - r * 0.12)}A${r},${n(r * 0.35)} 0 1 1 ${n(x + r)},${n(y + r * 0.12)}Z" fill="${mix('#15803d', c.p.c0, 0.3)}"/>`;
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.2)],
        [1, mix(c.p.c0, c.p.c1, 0.4)],
      ]) +
      `<path d="M0,80Q100,60 200,80T400,80M0,130Q100,110 200,130T400,130" stroke="${c.p.a}" stroke-width="1.5" fill="none" opacity=".3"/>` +
      glow(c, 200, 170, 150, c.p.c1, 0.6) +
      pad(60, 250, 50) +
      pad(340, 240, 44) +
      pad(320, 90, 30) +
      pad(60, 110, 26) +
      `<ellipse cx="200" cy="240" rx="110" ry="20" fill="none" stroke="${c.p.a}" stroke-width="2" opacity=".35"/>` +
      `<ellipse cx="200" cy="240" rx="150" ry="30" fill="none" stroke="${c.p.a}" stroke-width="1.5" opacity=".2"/>`
    );
  },

  'earth-orbit': (c) => {
    const [d, f] = radial(c, 200, 720, 480, [
      [0.9, c.p.c1],
      [0.96, mix(c.p.c1, '#38bdf8', 0.5)],
      [1, '#7dd3fc', 0],
    ]);
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      stars(c.rng, 70, 240, WHITE, 1.6, 0.8) +
      d +
      `<circle cx="200" cy="720" r="480" fill="${f}"/>` +
      `<path d="M40,268Q120,250 150,262T260,256" stroke="${WHITE}" stroke-width="6" opacity=".25" fill="none"/>` +
      `<path d="M40,300Q80,270 130,290T220,280" fill="${mix(c.p.c1, '#16a34a', 0.4)}" opacity=".7"/>` +
      `<circle cx="70" cy="60" r="16" fill="${c.p.a}" opacity=".9"/>`
    );
  },

  'above-clouds': (c) =>
    sky(c, [
      [0, c.p.c1],
      [1, mix(c.p.c1, WHITE, 0.6)],
    ]) +
    glow(c, 330, 70, 110, '#fefce8', 0.9) +
    `<circle cx="330" cy="70" r="22" fill="#fefce8"/>` +
    `<path d="M-20,120L420,60" stroke="${WHITE}" stroke-width="3" opacity=".5"/>` +
    cloud(60, 240, 200, mix(c.p.c1, WHITE, 0.7)) +
    cloud(300, 250, 240, mix(c.p.c1, WHITE, 0.75)) +
    cloud(180, 280, 260, WHITE) +
    cloud(380, 290, 200, WHITE) +
    cloud(10, 296, 200, WHITE),

  'night-peaks': (c) =>
    sky(c, [
      [0, c.p.c0],
      [1, c.p.c1],
    ]) +
    stars(c.rng, 90, 220, WHITE, 1.6, 0.8) +
    ridge(c.rng, 220, 40, 6, mix(c.p.c1, c.p.c0, 0.5), true) +
    ridge(c.rng, 262, 24, 8, c.p.ink, true),

  'moon-surface': (c) => {
    let craters = '';
    for (let i = 0; i < 8; i++) {
      const x = between(c.rng, 10, 390);
      const y = between(c.rng, 236, 290);
      const r = between(c.rng, 8, 22);
      craters += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="${mix(c.p.c1, BLACK, 0.3)}"/>`;
    }
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      stars(c.rng, 60, 220, WHITE, 1.5, 0.8) +
      `<circle cx="330" cy="62" r="26" fill="#2563eb"/><path d="M312,50q10,-8 16,2t14,4M316,70q8,6 20,0" stroke="#22c55e" stroke-width="6" fill="none"/>` +
      ridge(c.rng, 232, 10, 5, c.p.c1) +
      craters
    );
  },

  canyon: (c) => {
    let layersL = '';
    let layersR = '';
    for (let i = 0; i < 5; i++) {
      const y = 40 + i * 50;
      layersL += `<path d="M0,${y}H${n(120 - i * 8 + between(c.rng, -10, 10))}l-10,50H0Z" fill="${mix(c.p.c1, c.p.c0, i * 0.15)}"/>`;
      layersR += `<path d="M400,${y}H${n(280 + i * 8 + between(c.rng, -10, 10))}l10,50H400Z" fill="${mix(c.p.c1, c.p.c0, 0.1 + i * 0.15)}"/>`;
    }
    return (
      sky(c, [
        [0, mix(c.p.a, WHITE, 0.3)],
        [1, mix(c.p.a, c.p.c1, 0.4)],
      ]) +
      layersL +
      layersR +
      `<path d="M160,300Q200,260 240,300Z" fill="${mix('#0ea5e9', c.p.c0, 0.4)}"/>` +
      `<path d="M130,80L170,40M250,240L290,200M120,180L150,150M260,120L300,80" stroke="${WHITE}" stroke-width="3" opacity=".5" stroke-linecap="round"/>`
    );
  },

  'mine-tiles': (c) => {
    let tiles = '';
    let lit = '';
    for (let j = 0; j < 5; j++) {
      for (let i = 0; i < 7; i++) {
        const x = 6 + i * 56;
        const y = 6 + j * 58;
        const reveal = c.rng() < 0.2;
        if (reveal) lit += `M${x + 28},${y + 18}l10,11l-10,11l-10,-11Z`;
        tiles += `<rect x="${x}" y="${y}" width="50" height="52" rx="8" fill="${reveal ? mix(c.p.c0, BLACK, 0.3) : mix(c.p.c1, c.p.c0, 0.3 + c.rng() * 0.2)}"/>`;
      }
    }
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      tiles +
      `<path d="${lit}" fill="${c.p.a}"/>` +
      `<rect width="400" height="300" fill="${c.p.c0}" opacity=".35"/>`
    );
  },

  hazard: (c) => {
    const id = c.id();
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      `<path d="M0,60H400M0,120H400M0,180H400M0,240H400M80,0V300M160,0V300M240,0V300M320,0V300" stroke="${c.p.c1}" stroke-width="2" opacity=".35"/>` +
      `<clipPath id="${id}"><path d="M0,0H400V28H0ZM0,272H400V300H0Z"/></clipPath>` +
      `<g clip-path="url(#${id})"><rect width="400" height="300" fill="${c.p.a}"/>${stripes(18, '#1c1917', 0, 300, -300)}</g>` +
      `<path d="M40,80l6,6M52,80l-6,6M340,210l6,6M352,210l-6,6M330,70l6,6M342,70l-6,6" stroke="${c.p.c1}" stroke-width="3" stroke-linecap="round"/>`
    );
  },

  'duel-spots': (c) => {
    const [d, f] = radial(c, 200, 150, 250, [
      [0, c.p.c1],
      [1, c.p.c0],
    ]);
    return (
      d +
      `<rect width="400" height="300" fill="${f}"/>` +
      glow(c, 90, 170, 110, c.p.a, 0.35) +
      glow(c, 310, 170, 110, c.p.a, 0.35) +
      `<ellipse cx="90" cy="230" rx="70" ry="18" fill="${WHITE}" opacity=".1"/><ellipse cx="310" cy="230" rx="70" ry="18" fill="${WHITE}" opacity=".1"/>` +
      `<path d="M200,20V280" stroke="${c.p.a}" stroke-width="2" stroke-dasharray="8 8" opacity=".5"/>` +
      `<path d="M20,20H380V280H20Z" stroke="${c.p.a}" stroke-width="2" fill="none" opacity=".35"/>`
    );
  },

  'neon-grid': (c) => {
    const grid = perspectiveGrid(150, c.p.a, 0.8, 12, 6);
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      glow(c, 200, 150, 160, c.p.c1, 0.8) +
      grid +
      `<g transform="matrix(1 0 0 -1 0 300)">${grid}</g>` +
      `<rect y="146" width="400" height="8" fill="${c.p.c1}" opacity=".6"/>`
    );
  },

  'wood-table': (c) => {
    let planks = '';
    for (let y = 0; y < 300; y += 30) planks += `M0,${y + between(c.rng, -2, 2)}H400`;
    return (
      `<rect width="400" height="300" fill="${mix(c.p.c1, c.p.c0, 0.5)}"/>` +
      `<path d="${planks}" stroke="${c.p.c0}" stroke-width="3"/>` +
      `<path d="M0,50Q100,40 200,52T400,46M0,170Q120,162 240,174T400,168" stroke="${c.p.c0}" stroke-width="1" fill="none" opacity=".5"/>` +
      `<ellipse cx="200" cy="160" rx="170" ry="110" fill="${mix(c.p.c0, '#14532d', 0.5)}" stroke="${c.p.a}" stroke-width="6"/>` +
      `<ellipse cx="200" cy="160" rx="150" ry="92" fill="none" stroke="${c.p.a}" stroke-width="1.5" opacity=".5"/>`
    );
  },

  fireworks: (c) => {
    const burst = (x: number, y: number, r: number, fill: string) => {
      let d = '';
      for (let i = 0; i < 14; i++) {
        const a = (i * Math.PI * 2) / 14;
        d += `M${n(x + Math.cos(a) * r * 0.4)},${n(y + Math.sin(a) * r * 0.4)}L${n(x + Math.cos(a) * r)},${n(y + Math.sin(a) * r)}`;
      }
      return `<path d="${d}" stroke="${fill}" stroke-width="3" stroke-linecap="round" stroke-dasharray="5 4"/>`;
    };
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c0, c.p.c1, 0.4)],
      ]) +
      burst(70, 70, 50, c.p.a) +
      burst(340, 90, 44, mix(c.p.c1, WHITE, 0.3)) +
      burst(300, 30, 24, c.p.a) +
      burst(40, 190, 30, mix(c.p.c1, WHITE, 0.3)) +
      skyline(c.rng, 300, 20, 60, c.p.ink)
    );
  },

  confetti: (c) =>
    sky(c, [
      [0, c.p.c0],
      [1, c.p.c1],
    ]) +
    `<g opacity=".18">${rays(200, 150, 16, 320, 0, c.p.a, 0.5)}</g>` +
    confetti(c.rng, 44, [c.p.a, '#ef4444', '#22c55e', '#3b82f6', WHITE]),

  strata: (c) => {
    let bands = '';
    for (let i = 0; i < 6; i++) {
      const y = 60 + i * 42;
      bands += `<path d="M0,${y}Q100,${y - 12} 200,${y}T400,${y}V300H0Z" fill="${mix(mix('#c2410c', '#3f1d0b', i / 5), c.p.c1, 0.15)}"/>`;
    }
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.4)],
        [1, c.p.c1],
      ]) +
      `<path d="M0,56Q100,44 200,56T400,56V66H0Z" fill="#16a34a"/>` +
      bands +
      `<g fill="${mix(c.p.c0, BLACK, 0.3)}"><polygon points="30,140 60,130 70,160 40,166"/><polygon points="330,200 370,196 376,226 340,230"/><polygon points="300,110 320,104 326,124 306,128"/></g>` +
      `<g fill="${c.p.a}"><path d="M60,240l8,8l-8,8l-8,-8Z"/><path d="M350,150l6,6l-6,6l-6,-6Z"/></g>`
    );
  },

  meadow: (c) => {
    let flowers = '';
    for (let i = 0; i < 40; i++) flowers += `M${n(c.rng() * 400)},${n(between(c.rng, 240, 298))}h0`;
    return (
      sky(c, [
        [0, mix('#38bdf8', c.p.c1, 0.3)],
        [1, mix('#e0f2fe', c.p.a, 0.3)],
      ]) +
      cloud(80, 80, 120, WHITE) +
      cloud(320, 60, 90, WHITE, 0.9) +
      ridge(c.rng, 206, 14, 3, mix(c.p.c1, WHITE, 0.2)) +
      ridge(c.rng, 240, 10, 3, c.p.c1) +
      `<path d="${flowers}" stroke="${c.p.a}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="${flowers.split('M').slice(0, 15).join('M')}" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>`
    );
  },

  damask: (c) => {
    const [pd, pf] = pattern(
      c,
      60,
      60,
      `<path d="M30,12C40,22 40,38 30,48C20,38 20,22 30,12ZM16,30h28M0,-18C10,-8 10,8 0,18C-10,8 -10,-8 0,-18ZM60,-18C70,-8 70,8 60,18C50,8 50,-8 60,-18ZM0,42C10,52 10,68 0,78C-10,68 -10,52 0,42ZM60,42C70,52 70,68 60,78C50,68 50,52 60,42Z" fill="${c.p.a}" stroke="${c.p.a}" stroke-width="1.5"/>`,
    );
    return (
      sky(c, [
        [0, c.p.c0],
        [1, c.p.c1],
      ]) +
      `${pd}<rect width="400" height="300" fill="${pf}" opacity=".16"/>` +
      glow(c, 200, 150, 160, c.p.c1, 0.6) +
      `<rect x="10" y="10" width="380" height="280" rx="10" fill="none" stroke="${c.p.a}" stroke-width="3" opacity=".7"/>`
    );
  },

  'treasure-map': (c) => {
    const paper = mix('#fde68a', c.p.c1, 0.15);
    return (
      `<rect width="400" height="300" fill="${mix(paper, '#92400e', 0.3)}"/>` +
      `<path d="M14,10L386,16L392,288L10,292Z" fill="${paper}"/>` +
      `<path d="M40,60q20,-10 40,0t40,0M280,240q20,-10 40,0t40,0M60,250q20,-10 40,0t40,0" stroke="${mix(c.p.c1, '#0e7490', 0.5)}" stroke-width="2" fill="none" opacity=".6"/>` +
      `<path d="M240,60C300,40 360,70 350,120C340,170 380,190 330,210C280,230 240,200 250,160C260,120 210,90 240,60Z" fill="${mix(paper, '#65a30d', 0.35)}" stroke="#92400e" stroke-width="2"/>` +
      `<path d="M60,120C100,150 80,200 140,220S260,230 300,150" stroke="#b91c1c" stroke-width="3" fill="none" stroke-dasharray="8 7"/>` +
      `<path d="M292,142l16,16M308,142l-16,16" stroke="#b91c1c" stroke-width="5" stroke-linecap="round"/>` +
      `<g transform="translate(56 230)"><circle r="22" fill="none" stroke="#92400e" stroke-width="2"/><path d="M0,-26L5,0L0,26L-5,0Z" fill="#92400e"/></g>`
    );
  },

  'market-awning': (c) => {
    const crate = (x: number, y: number, fill: string) =>
      `<rect x="${x}" y="${y}" width="110" height="50" fill="#a16207" stroke="#78350f" stroke-width="3"/><path d="M${x},${y + 25}h110" stroke="#78350f" stroke-width="3"/>` +
      `<path d="M${x + 14},${y - 2}h0M${x + 34},${y - 4}h0M${x + 54},${y - 2}h0M${x + 74},${y - 4}h0M${x + 94},${y - 2}h0M${x + 24},${y - 14}h0M${x + 44},${y - 16}h0M${x + 64},${y - 14}h0M${x + 84},${y - 16}h0" stroke="${fill}" stroke-width="18" stroke-linecap="round"/>`;
    return (
      sky(c, [
        [0, mix(c.p.c1, WHITE, 0.5)],
        [1, mix(c.p.a, c.p.c1, 0.3)],
      ]) +
      awning(c, 60, 20, c.p.c0, WHITE, 25) +
      crate(-10, 250, '#dc2626') +
      crate(300, 250, '#f97316') +
      `<rect y="296" width="400" height="4" fill="#78350f"/>`
    );
  },

  pier: (c) => {
    let posts = '';
    for (let x = 230; x < 420; x += 26) posts += `M${x},222V${260 + (x - 230) * 0.2}`;
    return (
      sky(c, [
        [0, mix(c.p.c0, WHITE, 0.1)],
        [1, mix(c.p.c1, WHITE, 0.5)],
      ]) +
      `<circle cx="80" cy="80" r="30" fill="${c.p.a}" opacity=".9"/>` +
      cloud(300, 70, 120, WHITE, 0.8) +
      `<rect y="200" width="400" height="100" fill="${c.p.c1}"/>` +
      `<path d="M0,214h80M30,236h120M20,268h80" stroke="${WHITE}" stroke-width="2" opacity=".5"/>` +
      `<path d="${posts}" stroke="${mix(c.p.c0, BLACK, 0.3)}" stroke-width="7"/>` +
      `<path d="M220,214L400,206V222L220,226Z" fill="#78350f"/>` +
      `<path d="M230,214V196M300,210V192M370,208V190M230,198L400,190" stroke="#78350f" stroke-width="3"/>` +
      bunting(230, 196, 400, 188, 6, 7, [c.p.a, WHITE, '#ef4444']) +
      `<path d="M140,60q6,-6 12,0q6,-6 12,0M180,90q5,-5 10,0q5,-5 10,0" stroke="${WHITE}" stroke-width="2.5" fill="none"/>`
    );
  },

  'tea-room': (c) => {
    let flowers = '';
    for (let y = 20; y < 220; y += 40)
      for (let x = (y / 40) % 2 ? 40 : 20; x < 400; x += 40) flowers += `M${x},${y}h0`;
    return (
      `<rect width="400" height="300" fill="${mix(c.p.c1, WHITE, 0.35)}"/>` +
      stripes(14, mix(c.p.c1, WHITE, 0.5), 0, 230) +
      `<path d="${flowers}" stroke="${c.p.a}" stroke-width="9" stroke-linecap="round" opacity=".7"/>` +
      `<rect y="222" width="400" height="8" fill="${c.p.c0}"/>` +
      `<path d="M0,230H400V300H0Z" fill="${WHITE}"/>` +
      `<path d="M0,230H400V300H0Z" fill="none"/>` +
      `<path d="M0,246H400M0,266H400M0,286H400M20,230V300M60,230V300M100,230V300M140,230V300M180,230V300M220,230V300M260,230V300M300,230V300M340,230V300M380,230V300" stroke="${c.p.a}" stroke-width="8" opacity=".45"/>`
    );
  },

  'lantern-lane': (c) => {
    const stringOf = (y0: number, sag: number, count: number, color: string) => {
      const [ld, lf] = softLight(c, color, 0.6);
      let halo = '';
      let bulbs = '';
      for (let i = 1; i < count; i++) {
        const t = i / count;
        const x = -10 + 420 * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0 + 8;
        halo += `<circle cx="${n(x)}" cy="${n(y)}" r="16"/>`;
        bulbs += `M${n(x)},${n(y - 4)}v8`;
      }
      return (
        `<path d="M-10,${y0}Q200,${y0 + sag * 2} 410,${y0}" stroke="${c.p.ink}" stroke-width="2" fill="none"/>` +
        `${ld}<g fill="${lf}">${halo}</g><path d="${bulbs}" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`
      );
    };
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.5)],
      ]) +
      `<path d="M0,300V60H50V40H80V300ZM400,300V50H350V30H320V300Z" fill="${c.p.ink}"/>` +
      `<path d="M20,90h14v18h-14ZM50,140h14v18h-14ZM340,80h14v18h-14ZM366,150h14v18h-14Z" fill="${c.p.a}" opacity=".8"/>` +
      stringOf(40, 30, 9, c.p.a) +
      stringOf(90, 24, 7, mix(c.p.c1, WHITE, 0.3)) +
      `<rect y="260" width="400" height="40" fill="${mix(c.p.c0, BLACK, 0.3)}"/>`
    );
  },

  'desert-road': (c) =>
    sky(c, [
      [0, mix(c.p.c0, c.p.c1, 0.5)],
      [1, mix(c.p.c1, WHITE, 0.5)],
    ]) +
    `<path d="M-10,200L40,160H90L110,200ZM280,200L300,150H350L380,200Z" fill="${mix(c.p.c1, c.p.c0, 0.5)}"/>` +
    `<rect y="198" width="400" height="102" fill="${mix(c.p.a, '#d97706', 0.6)}"/>` +
    `<path d="M190,198H210L330,300H70Z" fill="#374151"/>` +
    `<path d="M200,204V214M200,224V240M200,254V280" stroke="#fde047" stroke-width="4"/>` +
    `<path d="M190,198L70,300M210,198L330,300" stroke="${WHITE}" stroke-width="2"/>` +
    cactus(40, 280, 60, c.p.c0) +
    cactus(360, 260, 46, c.p.c0),

  'disco-floor': (c) => {
    const colours = [c.p.a, c.p.c1, '#ec4899', '#22d3ee'];
    const tiles = colours.map(() => '');
    const horizon = 200;
    for (let j = 0; j < 4; j++) {
      const y0 = horizon + (j / 4) ** 1.4 * 100;
      const y1 = horizon + ((j + 1) / 4) ** 1.4 * 100;
      const x = (yy: number, k: number) => 200 + (k * 40 * (yy - horizon + 30)) / 30;
      for (let i = -6; i < 6; i++) {
        tiles[(i + j + 12) % colours.length] +=
          `M${n(x(y0, i))},${n(y0)}L${n(x(y0, i + 1))},${n(y0)}L${n(x(y1, i + 1))},${n(y1)}L${n(x(y1, i))},${n(y1)}Z`;
      }
    }
    const floor = tiles
      .map(
        (d, i) => `<path d="${d}" fill="${colours[i] ?? WHITE}" opacity="${n2(0.45 + i * 0.12)}"/>`,
      )
      .join('');
    return (
      `<rect width="400" height="300" fill="${c.p.c0}"/>` +
      beams(c, 200, -20, [60, 80, 100, 120], 300, 8, c.p.a, 0.35) +
      floor +
      stars(c.rng, 24, 190, WHITE, 3, 0.8)
    );
  },

  'race-track': (c) => {
    let checker = '';
    for (let i = 0; i < 20; i++)
      checker += `M${i * 20},${i % 2 ? 0 : 10}h10v10h-10ZM${i * 20 + 10},${i % 2 ? 10 : 0}h10v10h-10Z`;
    return (
      sky(c, [
        [0, c.p.c0],
        [1, mix(c.p.c1, c.p.c0, 0.5)],
      ]) +
      `<path d="M0,200Q200,120 400,200V300H0Z" fill="#1f2937"/>` +
      `<path d="M0,200Q200,120 400,200" stroke="${WHITE}" stroke-width="8" stroke-dasharray="16 16"/>` +
      `<path d="M0,200Q200,120 400,200" stroke="#ef4444" stroke-width="8" stroke-dasharray="16 16" stroke-dashoffset="16"/>` +
      `<path d="M0,250Q200,180 400,250" stroke="${WHITE}" stroke-width="2" stroke-dasharray="20 14" opacity=".5"/>` +
      `<path d="M0,80H120V110H0ZM280,70H400V110H280Z" fill="${c.p.ink}"/>` +
      `<path d="M6,90H116M6,100H116M286,84H396M286,96H396" stroke="${c.p.a}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 8" opacity=".8"/>` +
      `<g transform="translate(0 280)">` +
      `<path d="${checker}" fill="${WHITE}"/></g>`
    );
  },

  stadium: (c) => {
    const light = (x: number) =>
      `<path d="M${x},200V40" stroke="${c.p.ink}" stroke-width="5"/><rect x="${x - 18}" y="26" width="36" height="18" rx="2" fill="#f8fafc"/>` +
      glow(c, x, 35, 70, '#fef9c3', 0.6);
    return (
      sky(c, [
        [0, mix(c.p.c0, BLACK, 0.4)],
        [1, c.p.c0],
      ]) +
      `<path d="M0,110Q200,60 400,110V220H0Z" fill="${c.p.ink}"/>` +
      crowd(c.rng, 92, 10, [c.p.a, WHITE, mix(c.p.c1, WHITE, 0.3)]) +
      light(40) +
      light(360) +
      `<path d="M0,210Q200,180 400,210V300H0Z" fill="${c.p.c1}"/>` +
      `<path d="M0,240Q200,210 400,240M0,270Q200,240 400,270" stroke="${WHITE}" stroke-width="2" fill="none" opacity=".35"/>`
    );
  },

  racecourse: (c) => {
    let rail = '';
    for (let x = 0; x <= 400; x += 20) {
      const y = 190 + ((x - 200) / 200) ** 2 * 30;
      rail += `M${x},${n(y)}v18`;
    }
    return (
      sky(c, [
        [0, mix(c.p.c1, '#38bdf8', 0.4)],
        [1, mix(c.p.a, WHITE, 0.3)],
      ]) +
      `<path d="M30,150H170V120H40ZM230,150H380L370,118H230Z" fill="${mix(c.p.c0, BLACK, 0.2)}"/>` +
      `<path d="M40,120L105,100L170,120M230,118L300,96L370,118" fill="${c.p.a}" opacity=".8"/>` +
      `<rect y="150" width="400" height="150" fill="${mix('#15803d', c.p.c1, 0.3)}"/>` +
      stripes(30, WHITE, 150, 300, 60, 0.06) +
      `<path d="M0,220Q200,160 400,220" stroke="${WHITE}" stroke-width="5" fill="none"/>` +
      `<path d="${rail}" stroke="${WHITE}" stroke-width="3"/>` +
      `<path d="M0,250Q200,200 400,250V300H0Z" fill="${mix(c.p.c1, '#78350f', 0.5)}"/>`
    );
  },

  pitch: (c) => {
    let mow = '';
    for (let x = 0; x < 400; x += 50) mow += `M${x},0h25v300h-25Z`;
    return (
      `<rect width="400" height="300" fill="${c.p.c1}"/>` +
      `<path d="${mow}" fill="${mix(c.p.c1, WHITE, 0.08)}"/>` +
      `<g fill="none" stroke="${WHITE}" stroke-width="3" opacity=".85">` +
      `<rect x="14" y="14" width="372" height="272"/><path d="M200,14V286"/><circle cx="200" cy="150" r="56"/>` +
      `<rect x="14" y="80" width="60" height="140"/><rect x="326" y="80" width="60" height="140"/>` +
      `<path d="M74,120a30,30 0 0 1 0,60M326,120a30,30 0 0 0 0,60"/></g>` +
      `<circle cx="200" cy="150" r="4" fill="${WHITE}"/>` +
      `<rect width="400" height="300" fill="${c.p.c0}" opacity=".25"/>`
    );
  },
};

const GOLD_DECO = '#fbbf24';

function pick2(rng: Rng): number {
  return rng() < 0.5 ? -1 : 1;
}
