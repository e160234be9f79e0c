/** Every engine of the studio by id. */
import type { EngineId } from '../catalog.ts';
import type { Engine } from '../engine.ts';
import { andarBaharEngine } from './andar-bahar/index.ts';
import { baccaratEngine } from './baccarat/index.ts';
import { bingoEngine } from './bingo/index.ts';
import { blackjackEngine } from './blackjack/index.ts';
import { crashEngine } from './crash/index.ts';
import { diceEngine } from './dice/index.ts';
import { minesEngine } from './mines/index.ts';
import { pokerEngine } from './poker/index.ts';
import { rouletteEngine } from './roulette/index.ts';
import { scratchEngine } from './scratch/index.ts';
import { slotsEngine } from './slots/index.ts';
import { teenPattiEngine } from './teen-patti/index.ts';
import { virtualSportsEngine } from './virtual-sports/index.ts';
import { wheelEngine } from './wheel/index.ts';

export const engines: Readonly<Record<EngineId, Engine>> = {
  slots: slotsEngine,
  scratch: scratchEngine,
  roulette: rouletteEngine,
  blackjack: blackjackEngine,
  baccarat: baccaratEngine,
  poker: pokerEngine,
  crash: crashEngine,
  dice: diceEngine,
  mines: minesEngine,
  wheel: wheelEngine,
  'andar-bahar': andarBaharEngine,
  'teen-patti': teenPattiEngine,
  bingo: bingoEngine,
  // Scheduled shared events; bets go to /studio/v1/virtual (apps/server/src/virtual-sports/).
  'virtual-sports': virtualSportsEngine as unknown as Engine,
};

export function engineFor(id: string): Engine | null {
  return Object.hasOwn(engines, id) ? engines[id as EngineId] : null;
}
