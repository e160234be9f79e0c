import { createContext, useContext } from 'react';
import type { SoundName } from '../games/types.ts';
import { en } from '../i18n/en.ts';
import { createNumbers, type NumberFormats } from '../i18n/numbers.ts';
import { createTranslator } from '../i18n/translate.ts';

/**
 * What every part of the frame may need without prop threading: the shell's translator (shell
 * texts, then English), money and number formatting, sound and the motion preference. The shell provides it;
 * outside a provider (unit tests, a storybook) the defaults below keep parts usable.
 */
export interface FrameTools {
  t(key: string, params?: Record<string, string | number>): string;
  money(amount: number): string;
  numbers: NumberFormats;
  sound(name: SoundName): void;
  reducedMotion: boolean;
}

const fallback: FrameTools = {
  t: createTranslator('en', en),
  money: (amount) => createNumbers('en-GB').number(amount / 100, 2),
  numbers: createNumbers('en-GB'),
  sound: () => undefined,
  reducedMotion: false,
};

export const FrameContext = createContext<FrameTools>(fallback);

export function useFrame(): FrameTools {
  return useContext(FrameContext);
}
