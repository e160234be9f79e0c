import { useOutletContext } from 'react-router';
import type { Player } from '../auth/session.ts';

/** The dashboard frame loads the player once; its child pages read it from the outlet. */
export function usePlayer(): Player {
  return useOutletContext<Player>();
}
