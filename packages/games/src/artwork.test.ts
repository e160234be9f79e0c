import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type CatalogGame, type Motif, games } from './catalog.ts';
import { bannerSvg, gameArtworkSvg } from './artwork.ts';
import { DESIGNS } from './artwork/designs.ts';
import { SCENES } from './artwork/scenes.ts';
import { SYMBOLS } from './artwork/symbols.ts';
import { tileComposition } from './artwork/tile.ts';

/** What one tile may weigh: the lobby loads dozens of them. */
const TILE_BUDGET_BYTES = 6 * 1024;
/** And what they weigh together, on average. */
const TILE_AVERAGE_BUDGET_BYTES = 4 * 1024;

const MOTIFS: readonly Motif[] = [
  'fruit',
  'gem',
  'pharaoh',
  'dragon',
  'star',
  'wheel',
  'cards',
  'chip',
  'rocket',
  'dice',
  'bomb',
  'crown',
  'clover',
  'wave',
  'lightning',
  'ball',
  'seven',
  'bell',
  'coin',
  'moon',
  'flame',
];

/** A title the studio has no design for (a new one, or an aggregator's), of the given motif. */
const stranger = (motif: Motif, i: number): CatalogGame => ({
  ...(games[0] as CatalogGame),
  slug: `stranger-${motif}-${i}`,
  name: `Stranger ${motif}`,
  theme: { palette: ['#101820', `#2030${40 + i}`, '#f0c040'], motif },
});

const pictures = games.map((g) => ({ slug: g.slug, svg: gameArtworkSvg(g) }));
const strangers = MOTIFS.flatMap((m) => [0, 1, 2].map((i) => stranger(m, i))).map((g) => ({
  slug: g.slug,
  svg: gameArtworkSvg(g),
}));

/** Reads the documents with libxml2 (well-formed or errors); answers their canonical form. */
async function canonical(docs: readonly { slug: string; svg: string }[]): Promise<string> {
  const result = await validateXML({
    xml: docs.map((d) => ({ fileName: `${d.slug}.svg`, contents: d.svg })),
    normalization: 'c14n',
  });
  expect(result.errors).toEqual([]);
  return result.normalized;
}

describe('tile artwork', () => {
  it('gives every title its own scene, palette and focal symbol', () => {
    const parts = games.map((g) => tileComposition(g));
    const combos = parts.map((p) => `${p.scene}|${p.palette}|${p.symbol}`);
    expect(new Set(combos).size).toBe(games.length);
    // Stronger than distinct triples: no scene repeats, a symbol serves at most two titles,
    // and no two titles share both their scene and their symbol.
    expect(new Set(parts.map((p) => p.scene)).size).toBe(games.length);
    expect(new Set(parts.map((p) => p.palette)).size).toBe(games.length);
    const perSymbol = new Map<string, number>();
    for (const p of parts) perSymbol.set(p.symbol, (perSymbol.get(p.symbol) ?? 0) + 1);
    for (const [symbol, count] of perSymbol) expect(count, symbol).toBeLessThanOrEqual(2);
    expect(new Set(parts.map((p) => `${p.scene}|${p.symbol}`)).size).toBe(games.length);
  });

  it('designs every catalog title with scenes and symbols that exist', () => {
    for (const g of games) expect(DESIGNS[g.slug], g.slug).toBeDefined();
    for (const [slug, d] of Object.entries(DESIGNS)) {
      expect(SCENES[d.scene], `${slug}: scene ${d.scene}`).toBeDefined();
      expect(SYMBOLS[d.symbol], `${slug}: symbol ${d.symbol}`).toBeDefined();
    }
  });

  it('draws well-formed, self-contained SVG without any text', async () => {
    const docs = [...pictures, ...strangers];
    // No character data anywhere: between tags there is nothing to read.
    expect(await canonical(docs)).not.toMatch(/>\s*[^<\s][^<]*</);
    for (const { slug, svg } of docs) {
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"'),
        slug,
      ).toBe(true);
      expect(svg, slug).not.toMatch(/<(text|tspan|textPath|foreignObject|script|image|style)\b/);
      expect(svg, slug).not.toMatch(/font-|href=/);
    }
  });

  it('defines every id once and references only ids it defines', () => {
    for (const { slug, svg } of [...pictures, ...strangers]) {
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, slug).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, slug).toContain(ref);
    }
  });

  it('keeps every tile small', () => {
    let total = 0;
    for (const { slug, svg } of pictures) {
      const bytes = Buffer.byteLength(svg, 'utf8');
      total += bytes;
      expect(bytes, slug).toBeLessThan(TILE_BUDGET_BYTES);
    }
    expect(total / pictures.length).toBeLessThan(TILE_AVERAGE_BUDGET_BYTES);
  });

  it('is deterministic and does not depend on the name', () => {
    const game = games[0] as CatalogGame;
    expect(gameArtworkSvg({ ...game })).toBe(gameArtworkSvg(game));
    expect(gameArtworkSvg({ ...game, name: 'Another <b> & "name"' })).toBe(gameArtworkSvg(game));
    expect(new Set(pictures.map((p) => p.svg)).size).toBe(pictures.length);
  });

  it('draws titles without a design of their own from their motif', () => {
    expect(new Set(strangers.map((s) => s.svg)).size).toBe(strangers.length);
    const designed = new Set(Object.values(DESIGNS).map((d) => `${d.scene}|${d.symbol}`));
    for (const m of MOTIFS) {
      for (const i of [0, 1, 2]) {
        const c = tileComposition(stranger(m, i));
        expect(SCENES[c.scene], m).toBeDefined();
        expect(SYMBOLS[c.symbol], m).toBeDefined();
        // Never a clone of a studio title's picture.
        expect(designed, `${m} ${i}`).not.toContain(`${c.scene}|${c.symbol}`);
      }
    }
  });
});

describe('banner artwork', () => {
  it('draws desktop and mobile banners without text and with unique ids', () => {
    const banners = MOTIFS.flatMap((motif) =>
      [false, true].map((mobile) =>
        bannerSvg({ seed: motif, palette: ['#000000', '#222222', '#ffcc00'], motif, mobile }),
      ),
    );
    const desktop = bannerSvg({
      seed: 'test',
      palette: ['#000000', '#111111', '#ffcc00'],
      motif: 'ball',
      mobile: false,
    });
    const mobile = bannerSvg({
      seed: 'test',
      palette: ['#000000', '#111111', '#ffcc00'],
      motif: 'cards',
      mobile: true,
    });
    expect(desktop).toContain('viewBox="0 0 1600 500"');
    expect(mobile).toContain('viewBox="0 0 800 800"');
    for (const svg of [...banners, desktop, mobile]) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<(text|script)\b/);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
