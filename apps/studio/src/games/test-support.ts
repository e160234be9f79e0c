/**
 * Shared setup of the engine UI unit tests (`games/<engine>/<engine>.test.tsx`): a demo session
 * of a title, the English translator and money formatter the shell would pass, the props of a
 * table with spied `play`/`act`, a round as the server returns it, and the seven-languages check.
 * Tests only: nothing here is bundled (no engine UI imports it).
 */
import { expect, vi } from 'vitest';
import type { RoundView, StudioGame, StudioSession } from '@croupier/contract/studio';
import { createNumbers } from '../i18n/numbers.ts';
import { interpolate } from '../i18n/translate.ts';
import type { GameTexts, GameUiProps } from './types.ts';

/** The languages every engine UI translates besides English. */
export const OTHER_LANGUAGES = ['cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;

/** A demo session of `game` (settings default to none) in euros, with €1,000.00 to play. */
export function demoSession(
  game: Omit<StudioGame, 'settings'> & { settings?: StudioGame['settings'] },
): StudioSession {
  return {
    mode: 'demo',
    game: { ...game, settings: game.settings ?? {} },
    currency: { code: 'EUR', symbol: '€' },
    balance: 100_000,
    language: 'en',
    fairness: { nextSeedHash: 'ab', nextNonce: 1 },
    openRound: null,
  };
}

/** The English translator of an engine UI's texts, the shell's euro and number formatters. */
export function englishTools(texts: GameTexts) {
  const en = texts.en as Record<string, string>;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    interpolate(en[key] ?? key, params);
  const numbers = createNumbers('en-GB');
  const money = (amount: number) => `€${numbers.number(amount / 100, 2)}`;
  return { en, t, money, numbers };
}

/** A round as the server answers it; `settledAt` is set unless the round is open. */
export function roundView(
  fields: Pick<RoundView, 'gameId' | 'status' | 'stake' | 'win' | 'view' | 'bet'> &
    Partial<RoundView>,
): RoundView {
  const open = fields.status === 'open';
  return {
    id: 'r1',
    fairness: { seedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: open ? null : 'cd' },
    createdAt: '2026-11-22T05:00:00Z',
    settledAt: open ? null : '2026-11-22T05:00:01Z',
    ...fields,
  };
}

/**
 * What the shell passes a table: the session, a round (or none), spies for play / act / refresh /
 * sound that answer null (a refused request) unless overridden, English texts, reduced motion.
 */
export function tableProps(
  session: StudioSession,
  texts: GameTexts,
  round: RoundView | null = null,
  overrides: Partial<GameUiProps> = {},
): GameUiProps {
  const { t, money, numbers } = englishTools(texts);
  return {
    session,
    round,
    balance: 100_000,
    busy: false,
    play: vi.fn(async () => null),
    act: vi.fn(async () => null),
    refresh: vi.fn(async () => null),
    money,
    numbers,
    t,
    sound: vi.fn(),
    reducedMotion: true,
    ...overrides,
  };
}

/** Every English key of an engine UI exists in the six other languages, and no other key. */
export function expectEveryLanguage(texts: GameTexts) {
  const keys = Object.keys(texts.en ?? {}).sort();
  expect(keys.length).toBeGreaterThan(0);
  for (const lang of OTHER_LANGUAGES) {
    expect(Object.keys(texts[lang] ?? {}).sort(), lang).toEqual(keys);
  }
}
