/** Each engine's UI is its own chunk: a frame downloads only the game it shows. */
import type { EngineId } from '@croupier/games/catalog';
import type { GameUi } from './types.ts';

const loaders: Readonly<Record<EngineId, () => Promise<{ default: GameUi }>>> = {
  slots: () => import('./slots/index.tsx'),
  scratch: () => import('./scratch/index.tsx'),
  roulette: () => import('./roulette/index.tsx'),
  blackjack: () => import('./blackjack/index.tsx'),
  baccarat: () => import('./baccarat/index.tsx'),
  poker: () => import('./poker/index.tsx'),
  crash: () => import('./crash/index.tsx'),
  dice: () => import('./dice/index.tsx'),
  mines: () => import('./mines/index.tsx'),
  wheel: () => import('./wheel/index.tsx'),
  'andar-bahar': () => import('./andar-bahar/index.tsx'),
  'teen-patti': () => import('./teen-patti/index.tsx'),
  bingo: () => import('./bingo/index.tsx'),
  'virtual-sports': () => import('./virtual-sports/index.tsx'),
};

export async function loadGameUi(engine: EngineId): Promise<GameUi> {
  return (await loaders[engine]()).default;
}
