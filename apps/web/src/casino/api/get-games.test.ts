import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@croupier/contract/casino';
import { getGames } from './get-games.ts';

const game = (id: number, rank: number): Game => ({
  id,
  provider_id: 1,
  slug: `g${id}`,
  name: `Game ${id}`,
  type: 'slot',
  reels_numbers: 5,
  is_desktop: true,
  is_mobile: true,
  has_demo: true,
  rank,
  image_url: `/media/games/g${id}.svg`,
  provider: { id: 1, code: 'p', name: 'P' },
  rtp: 96.12,
  jackpot_rtp: null,
  volatility: 'medium',
  is_new: false,
  is_popular: false,
});

function serve(byPrefix: Record<string, Game[]>) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      calls.push(url);
      const all = byPrefix[url.searchParams.get('section_prefix') ?? ''] ?? [];
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const data = all.slice((page - 1) * perPage, page * perPage);
      const meta = { current_page: page, per_page: perPage, total: all.length, last_page: 1 };
      return new Response(JSON.stringify({ data, meta }), { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('getGames', () => {
  it('asks for page 1 with the whole count as page size', async () => {
    const calls = serve({ 'casino-': [game(1, 1), game(2, 2)] });
    const sut = await getGames({ prefixes: ['casino-'], name: 'abc' }, 98);
    expect(sut.total).toBe(2);
    expect(calls[0]?.searchParams.get('page')).toBe('1');
    expect(calls[0]?.searchParams.get('per_page')).toBe('98');
    expect(calls[0]?.searchParams.get('name')).toBe('abc');
    expect(calls[0]?.searchParams.get('sort')).toBe('rank');
  });

  it('asks for several prefixes in one call', async () => {
    const calls = serve({ 'others-,bingo-': [game(1, 1), game(2, 2)] });
    const sut = await getGames({ prefixes: ['others-', 'bingo-'] }, 48);
    expect(calls).toHaveLength(1);
    expect(sut.games.map((g) => g.id)).toEqual([1, 2]);
    expect(sut.total).toBe(2);
  });

  it('uses the section instead of the prefixes once a section is chosen', async () => {
    const calls = serve({ '': [game(1, 1)] });
    await getGames({ prefixes: ['others-', 'bingo-'], sectionId: 7 }, 48);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('section_id')).toBe('7');
    expect(calls[0]?.searchParams.has('section_prefix')).toBe(false);
  });

  it('sends the volatility and minimum RTP filters', async () => {
    const calls = serve({ 'casino-': [game(1, 1)] });
    await getGames({ prefixes: ['casino-'], volatility: 'high', rtpMin: 96 }, 48);
    expect(calls[0]?.searchParams.get('volatility')).toBe('high');
    expect(calls[0]?.searchParams.get('rtp_min')).toBe('96');
  });

  it('splits counts above the server maximum into pages of 500', async () => {
    const many = Array.from({ length: 700 }, (_, i) => game(i + 1, i + 1));
    const calls = serve({ 'casino-': many });
    const sut = await getGames({ prefixes: ['casino-'] }, 548);
    expect(calls.map((c) => c.searchParams.get('page'))).toEqual(['1', '2']);
    expect(sut.games).toHaveLength(548);
    expect(sut.total).toBe(700);
  });
});
