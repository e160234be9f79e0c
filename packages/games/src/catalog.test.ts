import { describe, it, expect } from 'vitest';
import { games, providers, sections } from './catalog.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;

describe('catalog', () => {
  it('has at least 72 titles', () => {
    expect(games.length).toBeGreaterThanOrEqual(72);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = games.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('has unique ranks and unique palettes', () => {
    expect(new Set(games.map((g) => g.rank)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.theme.palette.join())).size).toBe(games.length);
    for (const g of games) for (const c of g.theme.palette) expect(c).toMatch(HEX);
  });

  it('has unique section names and kebab-case section slugs', () => {
    expect(new Set(sections.map((s) => s.name)).size).toBe(sections.length);
    for (const s of sections) expect(s.slug).toMatch(KEBAB);
  });

  it('puts at least 3 games in every section and only uses existing sections', () => {
    const names = new Set(sections.map((s) => s.name));
    for (const g of games) {
      expect(g.sections.length).toBeGreaterThan(0);
      for (const s of g.sections) expect(names, `${g.slug} -> ${s}`).toContain(s);
    }
    for (const s of sections) {
      const count = games.filter((g) => g.sections.includes(s.name)).length;
      expect(count, s.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('only uses existing providers', () => {
    const codes = new Set(providers.map((p) => p.code));
    for (const g of games) expect(codes, g.slug).toContain(g.provider);
  });

  it('has at least 4 prime titles each with 3, 4 and 5 reels', () => {
    const prime = games.filter((g) => g.sections.some((s) => s.startsWith('prime-')));
    for (const reels of [3, 4, 5]) {
      expect(
        prime.filter((g) => g.reels === reels).length,
        `${reels} reels`,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives reels to slots only', () => {
    for (const g of games) {
      if (g.type === 'slot') {
        expect(g.reels, g.slug).not.toBeNull();
        expect(g.engine.id).toBe('slots');
        expect(g.engine.settings.reels, g.slug).toBe(g.reels);
      } else {
        expect(g.reels, g.slug).toBeNull();
      }
    }
  });

  it('is playable somewhere', () => {
    for (const g of games) expect(g.isDesktop || g.isMobile, g.slug).toBe(true);
  });
});
