import { useCallback, useState } from 'react';
import type { StudioSession } from '@croupier/contract/studio';
import { clampStake } from './stake-ladder.ts';

const key = (gameId: number) => `croupier:stake:${gameId}`;

function remembered(gameId: number): unknown {
  try {
    const raw = localStorage.getItem(key(gameId));
    return raw === null ? null : Number(raw);
  } catch {
    // Storage can be blocked in a third-party frame: start from the minimum.
    return null;
  }
}

/**
 * The stake of this game, clamped to its limits and remembered across reloads (per game), so a
 * player who always plays 2.00 does not reset to the minimum on every visit.
 */
export function useStake(
  session: Pick<StudioSession, 'game'>,
  initial?: number,
): [number, (value: number) => void] {
  const { id, info } = session.game;
  const [stake, setState] = useState(() =>
    clampStake(remembered(id) ?? initial ?? info.minStake, info.minStake, info.maxStake),
  );
  const setStake = useCallback(
    (value: number) => {
      const next = clampStake(value, info.minStake, info.maxStake);
      setState(next);
      try {
        localStorage.setItem(key(id), String(next));
      } catch {
        // Not remembered; harmless.
      }
    },
    [id, info.minStake, info.maxStake],
  );
  return [stake, setStake];
}
