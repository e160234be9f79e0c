import type { Engine } from '../../engine.ts';
import { notImplemented } from '../not-implemented.ts';

/** Placeholder until the engine lands: every call throws. */
export const bingoEngine: Engine = notImplemented('bingo');
