/**
 * Video and classic slots: 3, 4 or 5 reels, paylines or ways (243, 256, 1024), wilds (never on
 * the first reel), scatters paying anywhere and triggering free spins with a multiplier,
 * expanding wilds, fixed jackpot tiers drawn on every paid spin, cascades (tumbling reels with a
 * growing multiplier) and hold-and-win (coins that stick through respins, jackpot coins, the top
 * tier for a full grid). A round is one paid spin plus the cascades, free spins and hold-and-win
 * respins it leads to, all drawn in `start`: the round is finished at once, and its view records
 * every step so the frame can play it back and the fairness check can replay it.
 *
 * The RTP is exact (`exact.ts`): reels stop independently, so it follows from each reel's own
 * stops, and hold-and-win is a Markov chain; the tests check it against a brute-force
 * enumeration of every stop combination and a simulation of the feature. Cascades are the
 * exception: their stated RTP is measured by simulation (config.ts, `CASCADE_RTP`).
 */
import type { Engine, EngineInfo, Minor, Rng, Step } from '../../engine.ts';
import {
  CASCADE_MULTIPLIERS,
  COIN,
  JACKPOT_DRAW,
  SCATTER,
  SYMBOLS,
  WILD,
  configureSlots,
  isSpecial,
  readLineBet,
  type CoinTier,
  type HoldAndWinConfig,
  type JackpotTier,
  type SlotsConfig,
  type SymbolId,
} from './config.ts';
import { spinResult, type SpinResult } from './evaluate.ts';
import { reelWindows } from './exact.ts';

export type { SlotsConfig } from './config.ts';
export type { CascadeStep, LineWin, SpinResult } from './evaluate.ts';

/** A coin on the grid and its prize (a multiple of the total stake, and that in money). */
export interface CoinCell {
  reel: number;
  row: number;
  tier: CoinTier;
  multiplier: number;
  win: Minor;
}

/** The hold-and-win feature as it was played inside the round. */
export interface HoldAndWinResult {
  /** The coins of the paid spin that triggered it (they stick). */
  coins: CoinCell[];
  /** Each respin in order: the coins it landed and the respins left after it. */
  respins: { landed: CoinCell[]; respinsLeft: number }[];
  /** Every cell held a coin at the end: the top tier is paid too. */
  full: boolean;
  fullTier: JackpotTier['name'];
  fullWin: Minor;
  /** Sum of every coin's prize plus `fullWin`. */
  win: Minor;
}

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
  /** Hold-and-win titles: the coins of the paid spin with their prizes (paid only by the feature). */
  coins?: CoinCell[];
  holdAndWin?: HoldAndWinResult | null;
  /** The round's wins went over the title's cap (`maxWin` x stake): `win` is the cap. */
  capped?: boolean;
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
  /** The line bet must be a multiple of this (ways pay in halves: 2), so every win is whole. */
  lineBetStep: Minor;
  /** Symbols that land, with pays[count] as a multiple of the line bet (ways: per way). */
  symbols: { id: SymbolId; pays: number[] }[];
  wild: boolean;
  expandingWilds: boolean;
  scatter: { pays: number[] } | null;
  freeSpins: { count: number; trigger: number; multiplier: number } | null;
  /** `chance`: per paid spin; null on hold-and-win titles (coins carry the jackpots). */
  jackpots: { tier: JackpotTier['name']; multiplier: number; chance: number | null }[];
  /** Cascade multipliers by step (the last repeats), or null. */
  cascades: { multipliers: number[] } | null;
  holdAndWin: {
    trigger: number;
    respins: number;
    cells: number;
    /** Chance that an empty cell lands a coin on one respin. */
    respinChance: number;
    /** Coin prizes: multiple of the total stake, chance per coin. */
    prizes: { tier: CoinTier; multiplier: number; chance: number }[];
    fullTier: JackpotTier['name'];
    fullMultiplier: number;
    /** Chance that a paid spin triggers the feature. */
    triggerChance: number;
  } | null;
  /** Cap of a round's win as a multiple of the total bet, or null. */
  maxWin: number | null;
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
      if (isSpecial(s) || !(p[n] ?? 0)) return;
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

/** Largest hold-and-win pay (every cell the best coin, plus the top tier), x total stake. */
function holdAndWinBound(h: HoldAndWinConfig): number {
  return h.cells * Math.max(...h.prizes.map((p) => p.multiplier)) + h.fullMultiplier;
}

function drawPrize(h: HoldAndWinConfig, rng: Rng, stake: Minor, reel: number, row: number) {
  let draw = rng.int(h.prizeDraw);
  let prize = h.prizes[h.prizes.length - 1] as HoldAndWinConfig['prizes'][number];
  for (const p of h.prizes) {
    if (draw < p.weight) {
      prize = p;
      break;
    }
    draw -= p.weight;
  }
  return {
    reel,
    row,
    tier: prize.tier,
    multiplier: prize.multiplier,
    win: stake * prize.multiplier,
  };
}

/**
 * Hold-and-win, played out: the trigger coins stick; each respin, every empty cell (reel by reel,
 * top to bottom) draws whether it lands a coin and, if so, its prize. A respin landing a coin
 * resets the respins; the feature ends with no respins left or a full grid.
 */
export function playHoldAndWin(
  config: SlotsConfig,
  h: HoldAndWinConfig,
  coins: CoinCell[],
  stake: Minor,
  rng: Rng,
): HoldAndWinResult {
  const held = new Set(coins.map((c) => c.reel * config.rows + c.row));
  const respins: HoldAndWinResult['respins'] = [];
  let left = h.respins;
  let win = coins.reduce((a, c) => a + c.win, 0);
  while (left > 0 && held.size < h.cells) {
    left -= 1;
    const landed: CoinCell[] = [];
    for (let reel = 0; reel < config.reels; reel += 1) {
      for (let row = 0; row < config.rows; row += 1) {
        if (held.has(reel * config.rows + row)) continue;
        if (rng.int(h.respinDraw) < h.respinHit) landed.push(drawPrize(h, rng, stake, reel, row));
      }
    }
    for (const c of landed) {
      held.add(c.reel * config.rows + c.row);
      win += c.win;
    }
    if (landed.length > 0) left = h.respins;
    respins.push({ landed, respinsLeft: left });
  }
  const full = held.size === h.cells;
  const fullWin = full ? stake * h.fullMultiplier : 0;
  return { coins, respins, full, fullTier: h.fullTier, fullWin, win: win + fullWin };
}

export const slotsEngine: Engine<SlotsConfig, SlotsBet, SlotsState, SlotsView> = {
  id: 'slots',
  configure: (settings) => configureSlots(settings),
  info(config): EngineInfo {
    const spin = spinBound(config);
    const grand = config.jackpotDraw ? Math.max(0, ...config.jackpots.map((t) => t.multiplier)) : 0;
    const feature = config.holdAndWin ? holdAndWinBound(config.holdAndWin) : 0;
    const bound = Math.floor(
      spin + config.freeSpins * config.freeSpinMultiplier * spin + grand + feature,
    );
    // Cascades have no bound of their own: those titles cap the round's win.
    const maxMultiplier = config.maxWin ?? bound;
    const h = config.holdAndWin;
    const details: SlotsDetails = {
      reels: config.reels,
      rows: config.rows,
      mode: config.mode,
      paylines: config.paylines,
      ways: config.ways,
      betUnits: config.betUnits,
      minLineBet: config.minLineBet,
      maxLineBet: config.maxLineBet,
      lineBetStep: config.payDivisor,
      symbols: SYMBOLS.flatMap((id, s) =>
        isSpecial(s) || !config.strips.some((strip) => strip.includes(s))
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
        chance: config.jackpotDraw ? t.weight / JACKPOT_DRAW : null,
      })),
      cascades: config.cascades ? { multipliers: [...CASCADE_MULTIPLIERS] } : null,
      holdAndWin: h
        ? {
            trigger: h.trigger,
            respins: h.respins,
            cells: h.cells,
            respinChance: h.respinHit / h.respinDraw,
            prizes: h.prizes.map((p) => ({
              tier: p.tier,
              multiplier: p.multiplier,
              chance: p.weight / h.prizeDraw,
            })),
            fullTier: h.fullTier,
            fullMultiplier: h.fullMultiplier,
            triggerChance: config.rtpParts.holdAndWinTrigger,
          }
        : null,
      maxWin: config.maxWin,
      volatility: config.volatility,
      rtpParts: config.rtpParts,
      ignoredFeatures: config.ignoredFeatures,
    };
    return {
      rtp: config.rtp,
      rtpMethod: config.rtpMethod,
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
    const first = Object.assign(spinResult(config, stops, bet.lineBet, 1), { stops });
    const spins: SlotsView['spins'] = [first];
    let jackpot: SlotsView['jackpot'] = null;
    if (config.jackpotDraw && config.jackpots.length > 0) {
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
    // Hold-and-win: every coin of the paid spin shows its prize (reel by reel, top to bottom);
    // enough of them start the feature.
    let coins: CoinCell[] | undefined;
    let holdAndWin: HoldAndWinResult | null = null;
    const h = config.holdAndWin;
    if (h) {
      coins = [];
      first.grid.forEach((col, reel) =>
        col.forEach((id, row) => {
          if (id === SYMBOLS[COIN]) coins?.push(drawPrize(h, rng, stake, reel, row));
        }),
      );
      if (coins.length >= h.trigger) holdAndWin = playHoldAndWin(config, h, coins, stake, rng);
    }
    const triggered = config.freeSpins > 0 && first.scatters >= config.triggerCount;
    const freeSpinsAwarded = triggered ? config.freeSpins : 0;
    for (let i = 0; i < freeSpinsAwarded; i += 1) {
      const free = drawStops(config, rng);
      const spin = spinResult(config, free, bet.lineBet, config.freeSpinMultiplier);
      spins.push(Object.assign(spin, { stops: free }));
    }
    let win = spins.reduce((a, s) => a + s.win, 0) + (jackpot?.win ?? 0) + (holdAndWin?.win ?? 0);
    const cap = config.maxWin === null ? null : config.maxWin * stake;
    const capped = cap !== null && win > cap;
    if (capped) win = cap;
    const view: SlotsView = {
      lineBet: bet.lineBet,
      stake,
      spins,
      freeSpinsAwarded,
      freeSpinMultiplier: config.freeSpinMultiplier,
      jackpot,
      ...(h ? { coins, holdAndWin } : {}),
      ...(config.maxWin !== null ? { capped } : {}),
      win,
    };
    return { state: view, view, done: true, win };
  },
};
