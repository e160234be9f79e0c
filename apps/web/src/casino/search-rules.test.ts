import { describe, expect, it } from 'vitest';
import type { Game } from '@croupier/contract/casino';
import { GAME_LOBBIES, otherLobbies } from './search-lobbies.ts';
import { otherLobbyGroups, searchProviders, searchState, searchTarget } from './search-rules.ts';

describe('searchState', () => {
  it('returns to the list below 1 character', () => {
    expect(searchState('')).toEqual({ kind: 'empty' });
    expect(searchState('   ')).toEqual({ kind: 'empty' });
  });

  it('only warns for 1 or 2 characters', () => {
    expect(searchState('a')).toEqual({ kind: 'short' });
    expect(searchState(' ab ')).toEqual({ kind: 'short' });
  });

  it('searches lowercased from 3 characters', () => {
    expect(searchState('DrA')).toEqual({ kind: 'ready', name: 'dra' });
    expect(searchState('  Jade Dragon ')).toEqual({ kind: 'ready', name: 'jade dragon' });
  });
});

describe('searchTarget', () => {
  it('clears, keeps or sets the address term', () => {
    expect(searchTarget('')).toBe('');
    expect(searchTarget('ab')).toBeNull();
    expect(searchTarget('ABC')).toBe('abc');
  });
});

describe('searchProviders', () => {
  const providers = [
    { id: 1, code: 'croupier-originals', name: 'Croupier Originals' },
    { id: 2, code: 'neon-reels', name: 'Neon Reels' },
    { id: 3, code: 'golden-table', name: 'Golden Table' },
  ];

  it('finds providers by name, folded and in any word order', () => {
    expect(searchProviders(providers, 'neon').map((p) => p.id)).toEqual([2]);
    expect(searchProviders(providers, 'reels neon').map((p) => p.id)).toEqual([2]);
    expect(searchProviders(providers, 'GÖLDEN').map((p) => p.id)).toEqual([3]);
    expect(searchProviders(providers, 'orig').map((p) => p.id)).toEqual([1]);
  });

  it('finds a provider by its code too, and none for a short or unrelated term', () => {
    expect(searchProviders(providers, 'golden-table').map((p) => p.id)).toEqual([3]);
    expect(searchProviders(providers, 'ne')).toEqual([]);
    expect(searchProviders(providers, 'dragon')).toEqual([]);
  });
});

describe('otherLobbyGroups', () => {
  const game = (id: number) => ({ id, name: `Game ${id}` }) as Game;

  it('leaves out the games the lobby shows already, and lobbies left empty', () => {
    const groups = otherLobbyGroups(
      [
        { lobby: 'prime', games: [game(1), game(2)], total: 2 },
        { lobby: 'live', games: [game(3)], total: 1 },
        undefined,
        { lobby: 'crash', games: [], total: 0 },
      ],
      new Set([1, 3]),
    );
    expect(groups).toEqual([{ lobby: 'prime', games: [game(2)], total: 2 }]);
  });
});

describe('otherLobbies', () => {
  it('lists every game lobby of the menu but the current one', () => {
    expect(GAME_LOBBIES.map((l) => l.path)).toEqual([
      '/casino',
      '/prime',
      '/live-casino',
      '/crash-games',
      '/others',
      '/virtual-sports',
    ]);
    expect(otherLobbies(['casino-']).map((l) => l.path)).toEqual([
      '/prime',
      '/live-casino',
      '/crash-games',
      '/others',
      '/virtual-sports',
    ]);
    // A lobby of two prefixes, in either order.
    expect(otherLobbies(['bingo-', 'others-']).map((l) => l.path)).not.toContain('/others');
    expect(otherLobbies(['virtualSports-']).map((l) => l.path)).not.toContain('/virtual-sports');
  });
});
