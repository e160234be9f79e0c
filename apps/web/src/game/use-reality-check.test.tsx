// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRealityCheck } from './use-reality-check.ts';

const posts: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  posts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(JSON.stringify({ data: { ok: true } })));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'realityCheck=; Max-Age=0; Path=/';
});

/** 15 minutes: the prompt opens with 61 s left, at 839 s. */
function untilPrompt() {
  const hook = renderHook(() => useRealityCheck(true, 900));
  act(() => vi.advanceTimersByTime(838_000));
  expect(hook.result.current.open).toBe(false);
  act(() => vi.advanceTimersByTime(2_000));
  expect(hook.result.current.open).toBe(true);
  return hook;
}

describe('useRealityCheck', () => {
  it('records the prompt when shown, then the answer "continue"', () => {
    const { result } = untilPrompt();
    expect(posts).toEqual([{ minutes: 15 }]);
    act(() => result.current.keepPlaying());
    expect(result.current.open).toBe(false);
    expect(posts).toEqual([{ minutes: 15 }, { minutes: 15, action: 'continue' }]);
    // Nothing more to answer: a second keep playing records nothing.
    act(() => result.current.keepPlaying());
    expect(posts).toHaveLength(2);
  });

  it('records "leave" (the platform ends the game session) and starts a new period', async () => {
    const { result } = untilPrompt();
    await act(() => result.current.leave());
    expect(posts).toEqual([{ minutes: 15 }, { minutes: 15, action: 'leave' }]);
    expect(result.current.open).toBe(false);
  });

  it('a prompt that closes itself records no answer', () => {
    const { result } = untilPrompt();
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current.open).toBe(false);
    expect(posts).toEqual([{ minutes: 15 }]);
  });
});
