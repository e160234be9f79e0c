import { describe, expect, it, vi } from 'vitest';
import { takeSessionToken, tokenFromHash, type TokenEnv } from './session-token.ts';

function env(hash: string, stored: string | null = null) {
  const store = new Map<string, string>(stored ? [['croupier:studio-session', stored]] : []);
  const replaceState = vi.fn();
  const sut: TokenEnv = {
    location: { hash, pathname: '/studio/frame/', search: '' },
    history: { replaceState, state: null },
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
    },
  };
  return { sut, store, replaceState };
}

describe('tokenFromHash', () => {
  it.each([
    ['#s=abcDEF123-_.~', 'abcDEF123-_.~'],
    ['#s=abcdefgh&lang=de', 'abcdefgh'],
    ['s=abcdefgh', 'abcdefgh'],
    ['#x=1&s=abcdefgh', 'abcdefgh'],
  ])('%s', (hash, token) => expect(tokenFromHash(hash)).toBe(token));

  it.each([
    '',
    '#',
    '#s=',
    '#s=short',
    '#t=abcdefghij',
    '#s=has%20space1',
    `#s=${'a'.repeat(513)}`,
  ])('rejects %s', (hash) => expect(tokenFromHash(hash)).toBeNull());
});

describe('takeSessionToken', () => {
  it('takes the token from the hash, stores it and removes it from the address', () => {
    const { sut, store, replaceState } = env('#s=token-123456');
    expect(takeSessionToken(sut)).toBe('token-123456');
    expect(store.get('croupier:studio-session')).toBe('token-123456');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/studio/frame/');
  });

  it('falls back to the stored token on a reload without hash', () => {
    const { sut, replaceState } = env('', 'stored-token-1');
    expect(takeSessionToken(sut)).toBe('stored-token-1');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('prefers a new launch over a stored token', () => {
    const { sut, store } = env('#s=new-token-99', 'old-token-11');
    expect(takeSessionToken(sut)).toBe('new-token-99');
    expect(store.get('croupier:studio-session')).toBe('new-token-99');
  });

  it('still works when storage throws', () => {
    const { sut } = env('#s=token-123456');
    sut.storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(takeSessionToken(sut)).toBe('token-123456');
  });

  it('returns null without hash and storage', () => {
    expect(takeSessionToken(env('').sut)).toBeNull();
  });
});
