import { describe, expect, it, vi } from 'vitest';
import type { StudioSession } from '@croupier/contract/studio';
import { takeBoot, type BootEnv } from './boot.ts';

const session = {
  mode: 'demo',
  language: 'de',
  game: { engine: 'slots', name: 'Jade Dragon' },
} as unknown as StudioSession;

function env(text: string | null) {
  const store = new Map<string, string>();
  const replaceState = vi.fn();
  const remove = vi.fn();
  const sut: BootEnv = {
    location: { hash: '', pathname: '/studio/launch/used', search: '' },
    history: { replaceState, state: null },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    document: {
      getElementById: (id) =>
        id === 'studio-boot' && text !== null
          ? ({ textContent: text, remove } as unknown as HTMLElement)
          : null,
    },
  };
  return { sut, store, replaceState, remove };
}

describe('takeBoot', () => {
  it("takes the launch page's session once, keeps its token and moves to the frame's address", () => {
    const { sut, store, replaceState, remove } = env(
      JSON.stringify({ token: 'token-123456', session }),
    );
    expect(takeBoot(sut)).toEqual({ token: 'token-123456', session });
    expect(remove).toHaveBeenCalledOnce();
    // A reload of the frame alone opens /studio/frame/ with the kept token.
    expect(store.get('croupier:studio-session')).toBe('token-123456');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/studio/frame/?l=de');
  });

  it("is null on the frame's own page", () => {
    const { sut, replaceState } = env(null);
    expect(takeBoot(sut)).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{'],
    ['no token', JSON.stringify({ session })],
    ['a token that is no header value', JSON.stringify({ token: 'has space 123', session })],
    ['no session', JSON.stringify({ token: 'token-123456' })],
    [
      'a session without an engine',
      JSON.stringify({ token: 'token-123456', session: { language: 'en', game: {} } }),
    ],
  ])('refuses a block with %s (and keeps nothing)', (_name, text) => {
    const { sut, store, replaceState } = env(text);
    expect(takeBoot(sut)).toBeNull();
    expect(store.size).toBe(0);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
