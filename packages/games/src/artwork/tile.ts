/**
 * The tile picture of a game (400x300 SVG): the title's scene, a glow in its accent, its focal
 * symbol with a soft shadow, and a vignette. No text: the lobby prints the name beside it.
 * Deterministic: the same slug and theme always give the same bytes.
 */
import type { CatalogGame } from '../catalog.ts';
import { designOf } from './designs.ts';
import { type Ctx, glow, n, n2, palette, radial, seededRng } from './kit.ts';
import { SCENES } from './scenes.ts';
import { SYMBOLS } from './symbols.ts';

export type TileInput = Pick<CatalogGame, 'slug' | 'theme'>;

/** What a title's tile is made of: scene, symbol and the palette they are painted in. */
export function tileComposition(game: TileInput): {
  scene: string;
  symbol: string;
  palette: string;
} {
  const d = designOf(game.slug, game.theme.motif);
  return { scene: d.scene, symbol: d.symbol, palette: game.theme.palette.join(' ') };
}

export function tileArtworkSvg(game: TileInput): string {
  const design = designOf(game.slug, game.theme.motif);
  const scene = SCENES[design.scene];
  const symbol = SYMBOLS[design.symbol];
  if (!scene) throw new Error(`unknown artwork scene ${design.scene}`);
  if (!symbol) throw new Error(`unknown artwork symbol ${design.symbol}`);
  let next = 0;
  const c: Ctx = {
    rng: seededRng(game.slug),
    p: palette(game.theme.palette),
    id: () => `i${(next++).toString(36)}`,
  };
  const [x, y, scale] = design.at ?? [200, 152, 1.5];
  const back = scene(c);
  const halo = design.noGlow ? '' : glow(c, x, y, 130, c.p.a, 0.5);
  const shadow = c.id();
  const front = symbol(c);
  const [vd, vf] = radial(c, 200, 150, 260, [
    [0.55, '#000', 0],
    [1, '#000', 0.5],
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    back +
    halo +
    `<filter id="${shadow}" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dy="5" stdDeviation="5" flood-opacity=".45"/></filter>` +
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(scale)})" filter="url(#${shadow})">${front}</g>` +
    vd +
    `<rect width="400" height="300" fill="${vf}"/>` +
    `</svg>`
  );
}
