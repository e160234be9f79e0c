import type { EngineId } from '../catalog.ts';
import type { Engine } from '../engine.ts';

/** A placeholder engine for work in progress: every call throws. */
export function notImplemented(id: EngineId): Engine {
  const fail = (): never => {
    throw new Error(`engine ${id} is not implemented`);
  };
  return { id, configure: fail, info: fail, placeBet: fail, start: fail };
}
