import { createContext, useContext } from 'react';
import type { SoundName } from '../games/types.ts';
import { en } from '../i18n/en.ts';
import { createTranslator } from '../i18n/translate.ts';

/**
 * What every part of the frame may need without prop threading: the shell's translator (shell
 * texts, then English), money formatting, sound and the motion preference. The shell provides it;
 * outside a provider (unit tests, a storybook) the defaults below keep parts usable.
 */
export interface FrameTools {
  t(key: string, params?: Record<string, string | number>): string;
  money(amount: number): string;
  sound(name: SoundName): void;
  reducedMotion: boolean;
}

const fallback: FrameTools = {
  t: createTranslator('en', en),
  money: (amount) => (amount / 100).toFixed(2),
  sound: () => undefined,
  reducedMotion: false,
};

export const FrameContext = createContext<FrameTools>(fallback);

export function useFrame(): FrameTools {
  return useContext(FrameContext);
}
