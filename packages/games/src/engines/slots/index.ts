/**
 * Video and classic slots: 3, 4 or 5 reels, paylines or ways (243, 256, 1024), wilds (never on
 * the first reel), scatters paying anywhere and triggering free spins with a multiplier,
 * expanding wilds, and fixed jackpot tiers drawn on every paid spin. A round is one paid spin
 * plus the free spins it triggers, all drawn in `start`: the round is finished at once.
 *
 * The RTP is exact (`exact.ts`): reels stop independently, so it follows from each reel's own
 * stops; the tests check it against a brute-force enumeration of every stop combination.
 */
import type { Engine, EngineInfo, Minor, Rng, Step } from '../../engine.ts';
import {
  JACKPOT_DRAW,
  SCATTER,
  SYMBOLS,
  WILD,
  configureSlots,
  readLineBet,
  type JackpotTier,
  type SlotsConfig,
  type SymbolId,
} from './config.ts';
import { spinResult, type SpinResult } from './evaluate.ts';
import { reelWindows } from './exact.ts';

export type { SlotsConfig } from './config.ts';
export type { LineWin, SpinResult } from './evaluate.ts';

export interface SlotsBet {
  /** Stake per line (ways titles: per coin), minor units. */
  lineBet: Minor;
}

export interface SlotsView {
  lineBet: Minor;
  stake: Minor;
  /** The paid spin first, then the free spins it triggered. */
  spins: (SpinResult & { stops: number[] })[];
  freeSpinsAwarded: number;
  freeSpinMultiplier: number;
  jackpot: { tier: JackpotTier['name']; win: Minor } | null;
  win: Minor;
}

/** A round is finished in `start`: its state is its view. */
export type SlotsState = SlotsView;

export interface SlotsDetails {
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  paylines: number[][];
  ways: number;
  betUnits: number;
  minLineBet: Minor;
  maxLineBet: Minor;
  /** Symbols that land, with pays[count] as a multiple of the line bet (ways: per way). */
  symbols: { id: SymbolId; pays: number[] }[];
  wild: boolean;
  expandingWilds: boolean;
  scatter: { pays: number[] } | null;
  freeSpins: { count: number; trigger: number; multiplier: number } | null;
  jackpots: { tier: JackpotTier['name']; multiplier: number; chance: number }[];
  volatility: SlotsConfig['volatility'];
  rtpParts: SlotsConfig['rtpParts'];
  ignoredFeatures: string[];
}

function drawStops(config: SlotsConfig, rng: Rng): number[] {
  return config.strips.map((strip) => rng.int(strip.length));
}

/**
 * An upper bound of one spin's pay as a multiple of the total stake. Ways: for each symbol, its
 * top pay times the most matching cells each reel can show at once (from the reel's own windows);
 * lines: the best first-reel window with every line completed by wilds; plus the most scatters
 * the reels can show.
 */
function spinBound(config: SlotsConfig): number {
  const n = config.reels;
  const windows = config.strips.map((_, reel) => reelWindows(config, reel));
  const most = (reel: number, match: (s: number) => boolean) =>
    Math.max(...(windows[reel] as number[][]).map((w) => w.filter(match).length));
  let units = 0;
  if (config.mode === 'lines') {
    // A line is named by its first cell: the best first-reel window, every line paying its
    // symbol's five of a kind.
    for (const w of windows[0] as number[][]) {
      let sum = 0;
      for (const line of config.paylines)
        sum += config.pays[w[line[0] as number] as number]?.[n] ?? 0;
      units = Math.max(units, sum);
    }
  } else {
    config.pays.forEach((p, s) => {
      if (s === WILD || s === SCATTER || !(p[n] ?? 0)) return;
      let ways = 1;
      for (let reel = 0; reel < n; reel += 1) {
        ways *= most(reel, (x) => x === s || (reel > 0 && x === WILD));
      }
      units += (p[n] ?? 0) * ways;
    });
  }
  let scatters = 0;
  for (let reel = 0; reel < n; reel += 1) scatters += most(reel, (x) => x === SCATTER);
  const scatterPay = config.scatterPays[Math.min(scatters, n)] ?? 0;
  return units / config.payDivisor / config.betUnits + scatterPay;
}

export const slotsEngine: Engine<SlotsConfig, SlotsBet, SlotsState, SlotsView> = {
  id: 'slots',
  configure: (settings) => configureSlots(settings),
  info(config): EngineInfo {
    const spin = spinBound(config);
    const grand = Math.max(0, ...config.jackpots.map((t) => t.multiplier));
    const maxMultiplier = Math.floor(
      spin + config.freeSpins * config.freeSpinMultiplier * spin + grand,
    );
    const details: SlotsDetails = {
      reels: config.reels,
      rows: config.rows,
      mode: config.mode,
      paylines: config.paylines,
      ways: config.ways,
      betUnits: config.betUnits,
      minLineBet: config.minLineBet,
      maxLineBet: config.maxLineBet,
      symbols: SYMBOLS.flatMap((id, s) =>
        s === WILD || s === SCATTER || !config.strips.some((strip) => strip.includes(s))
          ? []
          : [{ id, pays: (config.pays[s] as number[]).map((p) => p / config.payDivisor) }],
      ),
      wild: config.wilds,
      expandingWilds: config.expandingWilds,
      scatter: config.scatters ? { pays: config.scatterPays } : null,
      freeSpins:
        config.freeSpins > 0
          ? {
              count: config.freeSpins,
              trigger: config.triggerCount,
              multiplier: config.freeSpinMultiplier,
            }
          : null,
      jackpots: config.jackpots.map((t) => ({
        tier: t.name,
        multiplier: t.multiplier,
        chance: t.weight / JACKPOT_DRAW,
      })),
      volatility: config.volatility,
      rtpParts: config.rtpParts,
      ignoredFeatures: config.ignoredFeatures,
    };
    return {
      rtp: config.rtp,
      rtpMethod: 'exact',
      minStake: config.minLineBet * config.betUnits,
      maxStake: config.maxLineBet * config.betUnits,
      maxMultiplier,
      details,
    };
  },
  placeBet(config, bet) {
    const lineBet = readLineBet(config, bet);
    return { bet: { lineBet }, stake: lineBet * config.betUnits };
  },
  start(config, bet, rng): Step<SlotsState, SlotsView> {
    const stake = bet.lineBet * config.betUnits;
    const stops = drawStops(config, rng);
    const spins: SlotsView['spins'] = [
      Object.assign(spinResult(config, stops, bet.lineBet, 1), { stops }),
    ];
    let jackpot: SlotsView['jackpot'] = null;
    if (config.jackpots.length > 0) {
      let draw = rng.int(JACKPOT_DRAW);
      // The rarest tier owns the lowest draws.
      for (const tier of [...config.jackpots].reverse()) {
        if (draw < tier.weight) {
          jackpot = { tier: tier.name, win: stake * tier.multiplier };
          break;
        }
        draw -= tier.weight;
      }
    }
    const triggered =
      config.freeSpins > 0 && (spins[0] as SpinResult).scatters >= config.triggerCount;
    const freeSpinsAwarded = triggered ? config.freeSpins : 0;
    for (let i = 0; i < freeSpinsAwarded; i += 1) {
      const free = drawStops(config, rng);
      const spin = spinResult(config, free, bet.lineBet, config.freeSpinMultiplier);
      spins.push(Object.assign(spin, { stops: free }));
    }
    const win = spins.reduce((a, s) => a + s.win, 0) + (jackpot?.win ?? 0);
    const view: SlotsView = {
      lineBet: bet.lineBet,
      stake,
      spins,
      freeSpinsAwarded,
      freeSpinMultiplier: config.freeSpinMultiplier,
      jackpot,
      win,
    };
    return { state: view, view, done: true, win };
  },
};
