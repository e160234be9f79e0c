import { describe, expect, it } from 'vitest';
import { readLobbyParams, withLobbyParams } from './lobby-params.ts';

describe('readLobbyParams', () => {
  it('reads section, provider, reels and search', () => {
    const sut = readLobbyParams(
      new URLSearchParams('section=slots&provider=neon-reels&reels=3&q=Dragon'),
      true,
    );
    expect(sut).toEqual({
      section: 'slots',
      provider: 'neon-reels',
      reels: 3,
      q: 'dragon',
      volatility: null,
      rtpMin: null,
      tab: null,
    });
  });

  it('reads volatility, minimum RTP and the favourites tab', () => {
    const sut = readLobbyParams(
      new URLSearchParams('volatility=high&rtp_min=96&tab=favourites'),
      false,
    );
    expect(sut).toMatchObject({ volatility: 'high', rtpMin: 96, tab: 'favourites' });
  });

  it('ignores an unknown volatility, RTP choice or tab', () => {
    const sut = readLobbyParams(
      new URLSearchParams('volatility=extreme&rtp_min=42&tab=history'),
      false,
    );
    expect(sut).toMatchObject({ volatility: null, rtpMin: null, tab: null });
    expect(readLobbyParams(new URLSearchParams('rtp_min='), false).rtpMin).toBeNull();
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

  it('writes the minimum RTP as rtp_min and removes it with null', () => {
    const set = withLobbyParams(new URLSearchParams(), { rtpMin: 97, volatility: 'low' });
    expect(set.toString()).toBe('rtp_min=97&volatility=low');
    expect(withLobbyParams(set, { rtpMin: null }).toString()).toBe('volatility=low');
  });
});
