import { describe, expect, it } from 'vitest';
import { readLobbyParams, withLobbyParams } from './lobby-params.ts';

describe('readLobbyParams', () => {
  it('reads section, provider, reels and search', () => {
    const sut = readLobbyParams(
      new URLSearchParams('section=slots&provider=neon-reels&reels=3&q=Dragon'),
      true,
    );
    expect(sut).toEqual({ section: 'slots', provider: 'neon-reels', reels: 3, q: 'dragon' });
  });

  it('ignores reels outside the prime lobby and unknown reel counts', () => {
    expect(readLobbyParams(new URLSearchParams('reels=3'), false).reels).toBeNull();
    expect(readLobbyParams(new URLSearchParams('reels=7'), true).reels).toBeNull();
  });

  it('drops a search term shorter than 3 characters', () => {
    expect(readLobbyParams(new URLSearchParams('q=ab'), false).q).toBe('');
  });
});

describe('withLobbyParams', () => {
  it('sets, removes with null or empty, and keeps with undefined', () => {
    const sut = withLobbyParams(new URLSearchParams('section=slots&q=abc&x=1'), {
      section: null,
      q: '',
      provider: 'neon-reels',
      reels: undefined,
    });
    expect(sut.toString()).toBe('x=1&provider=neon-reels');
  });
});
