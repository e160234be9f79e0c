/**
 * The studio's view of virtual sports: its info panel (RTP, stake range, largest odds) and a
 * launchable title. Virtual sports have no per-player rounds: events are shared and scheduled by
 * the server (`apps/server/src/virtual-sports/`), and bets go to `/studio/v1/virtual/*`, so this
 * engine refuses the studio's round calls.
 */
import { GameRuleError, type Engine, type EngineInfo, type Minor } from '../../engine.ts';
import {
  MARGIN_BP,
  RTP_BP,
  RUNNERS,
  TEAMS,
  eventCard,
  priceCard,
  selectionRtp,
} from '../../virtual-sports/index.ts';

export type VirtualKinds = 'all' | 'race' | 'football';

export interface VirtualSportsConfig {
  /** What this title's frame shows of the shared schedule. */
  kinds: VirtualKinds;
  minStake: Minor;
  maxStake: Minor;
}

export interface VirtualSportsDetails {
  kinds: VirtualKinds;
  rtpBp: number;
  marginBp: number;
  /** The lowest return of any selection of any card (odds are rounded down to 0.01). */
  minSelectionRtp: number;
  /** Every race card and match repeats: the number of distinct cards of each kind. */
  raceCards: number;
  footballCards: number;
}

const cents = (value: unknown, fallback: number) => {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value > 0)) throw new Error('virtual-sports: bad stake');
  return Math.round(value * 100);
};

/** Every distinct card of both kinds (race cards repeat every 12 ids, matches every 90). */
export function everyCard() {
  const races = Array.from({ length: RUNNERS.length }, (_, i) => eventCard('race', i + 1));
  const n = TEAMS.length * (TEAMS.length - 1);
  const matches = Array.from({ length: n }, (_, i) => eventCard('football', i + 1));
  return [...races, ...matches];
}

let bounds: { minRtp: number; maxOdds: number } | null = null;
function cardBounds() {
  if (!bounds) {
    let minRtp = 1;
    let maxOdds = 0;
    for (const card of everyCard()) {
      for (const s of priceCard(card)) {
        minRtp = Math.min(minRtp, selectionRtp(s));
        maxOdds = Math.max(maxOdds, s.odds);
      }
    }
    bounds = { minRtp, maxOdds };
  }
  return bounds;
}

export const virtualSportsEngine: Engine<VirtualSportsConfig> = {
  id: 'virtual-sports',
  configure(settings) {
    const minStake = cents(settings.minBet, 10);
    const maxStake = cents(settings.maxBet, 10_000);
    if (minStake > maxStake) throw new Error('virtual-sports: minBet above maxBet');
    const kinds = settings.kinds ?? 'all';
    if (kinds !== 'all' && kinds !== 'race' && kinds !== 'football') {
      throw new Error('virtual-sports: bad kinds');
    }
    return { kinds, minStake, maxStake };
  },
  info(config): EngineInfo {
    const b = cardBounds();
    const details: VirtualSportsDetails = {
      kinds: config.kinds,
      rtpBp: RTP_BP,
      marginBp: MARGIN_BP,
      minSelectionRtp: b.minRtp,
      raceCards: RUNNERS.length,
      footballCards: TEAMS.length * (TEAMS.length - 1),
    };
    return {
      rtp: RTP_BP / 10_000,
      rtpMethod: 'exact',
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxMultiplier: b.maxOdds / 100,
      details,
    };
  },
  placeBet() {
    // Bets on scheduled events go through /studio/v1/virtual/bets, never a studio round.
    throw new GameRuleError('bet_invalid');
  },
  start() {
    throw new GameRuleError('bet_invalid');
  },
};
