import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@croupier/contract/constants';
import { clearToken, getToken, setToken, subscribeToken } from './token.ts';

describe('session token', () => {
  afterEach(() => localStorage.clear());

  it('is kept encoded, not as typed', () => {
    setToken('abc_DEF-123');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBe('abc_DEF-123');
    expect(getToken()).toBe('abc_DEF-123');
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(STORAGE_KEYS.token, '%%%not base64');
    expect(getToken()).toBeNull();
  });

  it('tells subscribers about login and about the reason the session ended', () => {
    const sut = vi.fn();
    const stop = subscribeToken(sut);
    setToken('t1');
    clearToken('inactivity');
    stop();
    setToken('t2');
    expect(sut.mock.calls).toEqual([[null], ['inactivity']]);
  });

  it('does not announce an end when there was no session', () => {
    const sut = vi.fn();
    const stop = subscribeToken(sut);
    clearToken('expired');
    stop();
    expect(sut).not.toHaveBeenCalled();
  });
});
