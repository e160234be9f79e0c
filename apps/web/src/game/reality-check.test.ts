import { describe, expect, it } from 'vitest';
import {
  MESSAGE_S,
  REALITY_COOKIE_MAX_AGE_S,
  TRIGGER_S,
  deadlineCookie,
  parseDeadline,
  periodSeconds,
  readCookieValue,
  secondsUntil,
  startPeriod,
  tick,
  type RealityState,
} from './reality-check.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const s = (seconds: number) => seconds * 1000;

/** Runs the timer once a second from `from` for `seconds`, returning every state it passed. */
function run(state: RealityState, from: number, seconds: number, periodS: number) {
  const states: { at: number; state: RealityState }[] = [];
  let current = state;
  for (let i = 1; i <= seconds; i += 1) {
    current = tick(current, from + s(i), periodS);
    states.push({ at: from + s(i), state: current });
  }
  return states;
}

describe('reality check timer', () => {
  it('uses the spec constants: 61 s trigger, 60 s message, 3600 s cookie', () => {
    expect(TRIGGER_S).toBe(61);
    expect(MESSAGE_S).toBe(60);
    expect(REALITY_COOKIE_MAX_AGE_S).toBe(3600);
  });

  it('takes the period from reality_minutes, default 60 minutes', () => {
    expect(periodSeconds(15)).toBe(900);
    expect(periodSeconds(45)).toBe(2700);
    expect(periodSeconds(null)).toBe(3600);
    expect(periodSeconds(undefined)).toBe(3600);
    expect(periodSeconds(0)).toBe(3600);
    expect(periodSeconds(-5)).toBe(3600);
    expect(periodSeconds(2.5)).toBe(3600);
  });

  it('opens the message when 61 s or less are left, not a second earlier', () => {
    const sut = startPeriod(T0, 900);
    const states = run(sut, T0, 900, 900);
    const firstPrompt = states.find((x) => x.state.phase === 'prompt');
    expect(firstPrompt?.at).toBe(T0 + s(900 - 61));
    expect(secondsUntil(sut.deadline, T0 + s(900 - 62))).toBe(62);
    expect(tick(sut, T0 + s(900 - 62), 900).phase).toBe('counting');
  });

  it('closes the message after its 60-s countdown and starts the next period then', () => {
    const opened = tick(startPeriod(T0, 900), T0 + s(839), 900);
    expect(opened).toEqual({ phase: 'prompt', deadline: T0 + s(900), closesAt: T0 + s(899) });
    expect(tick(opened, T0 + s(898), 900)).toBe(opened);
    const after = tick(opened, T0 + s(899), 900);
    expect(after).toEqual({ phase: 'counting', deadline: T0 + s(899 + 900) });
  });

  it('a late tick (a sleeping tab) still opens the message with its full countdown', () => {
    const late = tick(startPeriod(T0, 900), T0 + s(2000), 900);
    expect(late).toMatchObject({ phase: 'prompt', closesAt: T0 + s(2060) });
  });

  it('resumes a stored deadline, refusing unreadable, too distant or long-past values', () => {
    const now = T0;
    expect(parseDeadline(String(now + s(600)), now, 900)).toBe(now + s(600));
    // Just past: the message is still due (it opens at once).
    expect(parseDeadline(String(now - s(30)), now, 900)).toBe(now - s(30));
    expect(parseDeadline(String(now - s(61)), now, 900)).toBeNull();
    expect(parseDeadline(String(now + s(901)), now, 900)).toBeNull();
    expect(parseDeadline('abc', now, 900)).toBeNull();
    expect(parseDeadline('1e12', now, 900)).toBeNull();
    expect(parseDeadline('', now, 900)).toBeNull();
    expect(parseDeadline(null, now, 900)).toBeNull();
  });

  it('stores the deadline in the realityCheck cookie for 3600 s', () => {
    expect(deadlineCookie(T0, false)).toBe(
      `realityCheck=${T0}; Max-Age=3600; Path=/; SameSite=Lax`,
    );
    expect(deadlineCookie(T0, true)).toMatch(/; Secure$/);
    expect(readCookieValue(`a=1; realityCheck=${T0}; b=2`, 'realityCheck')).toBe(String(T0));
    expect(readCookieValue('xrealityCheck=5', 'realityCheck')).toBeNull();
  });
});
