import type {
  CoinCell,
  LineWin,
  SlotsDetails,
  SlotsView,
  SpinResult,
} from '@croupier/games/engines/slots/index';
import type { RoundView } from '@croupier/contract/studio';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionButton, StakeSelector, WinBanner, clampStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';
import { FreeSpinsPanel, useFreeSpinMode } from './free-spins.tsx';
import { SymbolArt, themeOf, type SymbolId, type Theme } from './symbols.tsx';

type Phase = 'idle' | 'spinning' | 'showing' | 'done';

/** What the machine shows now: one spin of a round (or the idle window before any round). */
interface Shown {
  grid: SymbolId[][];
  spin: SpinResult | null;
  /** 0 = the paid spin, 1.. = free spins. */
  index: number;
  /** Cascade titles: 0 = the landed window, k = the window after the k-th cascade. */
  step?: number;
  /** Cells vanishing now ("reel:row"), before the cascade falls. */
  vanishing?: Set<string>;
  /** Per reel and row: how many rows the symbol falls from (a cascade's refill). */
  fall?: number[][];
}

/** Hold-and-win as it is shown: the coins held, respins left, the coins that just landed. */
interface Hold {
  coins: Map<string, CoinCell>;
  left: number;
  fresh: Set<string>;
  full: boolean;
}

const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The wins on the window at the shown step. */
function stepWins(shown: Shown): LineWin[] {
  const step = shown.step ?? 0;
  if (!shown.spin) return [];
  return step === 0 ? shown.spin.wins : (shown.spin.cascades?.[step - 1]?.wins ?? []);
}

/** Every win of a spin with the cascade multiplier it was paid at (1 without cascades). */
function allWins(spin: SpinResult | null): { win: LineWin; multiplier: number }[] {
  if (!spin) return [];
  return [
    ...spin.wins.map((win) => ({ win, multiplier: 1 })),
    ...(spin.cascades ?? []).flatMap((c) =>
      c.wins.map((win) => ({ win, multiplier: c.multiplier })),
    ),
  ];
}

/** How far each symbol of a cascade's window falls: new symbols from above the window. */
function fallOf(before: SymbolId[][], removed: [number, number][], dropped: number[]): number[][] {
  const gone = new Set(removed.map(([r, row]) => cellKey(r, row)));
  return before.map((col, reel) => {
    const k = dropped[reel] ?? 0;
    const keptRows = col.map((_, row) => row).filter((row) => !gone.has(cellKey(reel, row)));
    return col.map((_, row) => (row < k ? k : row - (keptRows[row - k] ?? row)));
  });
}

function holdAt(coins: CoinCell[], left: number, fresh: CoinCell[], full: boolean): Hold {
  return {
    coins: new Map(coins.map((c) => [cellKey(c.reel, c.row), c])),
    left,
    fresh: new Set(fresh.map((c) => cellKey(c.reel, c.row))),
    full,
  };
}

/** The end of a round's hold-and-win, every coin in place. */
function finalHold(view: SlotsView): Hold | null {
  const f = view.holdAndWin;
  if (!f) return null;
  const coins = [...f.coins, ...f.respins.flatMap((r) => r.landed)];
  return holdAt(coins, f.respins[f.respins.length - 1]?.respinsLeft ?? 0, [], f.full);
}

/** The last window a spin shows (after its cascades). */
function lastGrid(spin: SpinResult): SymbolId[][] {
  const last = spin.cascades?.[spin.cascades.length - 1];
  return (last?.grid ?? spin.grid) as SymbolId[][];
}

const LINE_COLOURS = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa', '#f87171', '#22d3ee'];

function isSlotsView(view: unknown): view is SlotsView {
  return typeof view === 'object' && view !== null && Array.isArray((view as SlotsView).spins);
}

/** A window of symbols before any round: a fixed arrangement of the title's own symbols. */
function idleGrid(details: SlotsDetails): SymbolId[][] {
  const ids: SymbolId[] = details.symbols.map((s) => s.id as SymbolId);
  if (details.wild) ids.push('wild');
  if (details.scatter) ids.push('scatter');
  if (details.holdAndWin) ids.push('coin');
  return Array.from({ length: details.reels }, (_, reel) =>
    Array.from(
      { length: details.rows },
      (_, row) => ids[(reel * 3 + row * 5 + reel * row) % ids.length] as SymbolId,
    ),
  );
}

/** Filler symbols that blur past while a reel spins (cosmetic only: the server decides). */
function blurStrip(details: SlotsDetails, reel: number): SymbolId[] {
  const ids: SymbolId[] = details.symbols.map((s) => s.id as SymbolId);
  if (details.wild && reel > 0) ids.push('wild');
  return Array.from({ length: 8 }, (_, i) => ids[(i * 3 + reel * 5) % ids.length] as SymbolId);
}

const LINE_BET_KEY = (gameId: number) => `croupier:slots:line-bet:${gameId}`;
/** A tap this soon after a round ended was meant for Skip (at the same place), not a new bet. */
const SKIP_TAP_MS = 350;

/**
 * The line bet, remembered per game; a remembered or chosen value is clamped into the limits and
 * onto a multiple of `step` (the engine refuses any other line bet).
 */
function useLineBet(
  gameId: number,
  min: number,
  max: number,
  step: number,
): [number, (v: number) => void] {
  const [value, setValue] = useState(() => {
    let saved: number | null = null;
    try {
      const raw = localStorage.getItem(LINE_BET_KEY(gameId));
      saved = raw === null ? null : Number(raw);
    } catch {
      // Storage blocked in a third-party frame: start from the minimum.
    }
    return clampStake(saved, min, max, step);
  });
  const set = useCallback(
    (v: number) => {
      const next = clampStake(v, min, max, step);
      setValue(next);
      try {
        localStorage.setItem(LINE_BET_KEY(gameId), String(next));
      } catch {
        // Not remembered; harmless.
      }
    },
    [gameId, min, max, step],
  );
  return [value, set];
}

export function SlotsTable(props: GameUiProps) {
  const { session, money, sound, reducedMotion, busy } = props;
  const t = props.t;
  const tt = useCallback(
    (key: string, params?: Record<string, string | number>) => t(`slots.${key}`, params),
    [t],
  );
  const details = session.game.info.details as SlotsDetails;
  const theme: Theme = useMemo(
    () => themeOf(session.game.slug, details.reels),
    [session.game.slug, details.reels],
  );
  const lineBetStep = details.lineBetStep;
  // Bonus free spins (real play): while on, each spin is one of them at the campaign's stake.
  const freeSpins = useFreeSpinMode(props.freeSpins);
  const [lineBet, setLineBet] = useLineBet(
    session.game.id,
    details.minLineBet,
    details.maxLineBet,
    lineBetStep,
  );

  const initialRound = props.round && isSlotsView(props.round.view) ? props.round : null;
  const [phase, setPhase] = useState<Phase>(initialRound ? 'done' : 'idle');
  const [round, setRound] = useState<RoundView | null>(initialRound);
  const [shown, setShown] = useState<Shown>(() => {
    const view = initialRound?.view as SlotsView | undefined;
    const last = view?.spins[view.spins.length - 1];
    return last
      ? {
          grid: lastGrid(last),
          spin: last,
          index: view.spins.length - 1,
          step: last.cascades?.length ?? 0,
        }
      : { grid: idleGrid(details), spin: null, index: 0 };
  });
  const [hold, setHold] = useState<Hold | null>(() =>
    initialRound ? finalHold(initialRound.view as SlotsView) : null,
  );
  const [holdIntro, setHoldIntro] = useState(false);
  /** Reels still spinning (blurred). */
  const [spinningReels, setSpinningReels] = useState<boolean[]>(() =>
    Array<boolean>(details.reels).fill(false),
  );
  /** The round being animated (`round` becomes it once the animation is over). */
  const [current, setCurrent] = useState<SlotsView | null>(null);
  const [freeIntro, setFreeIntro] = useState(false);
  const [freeTotal, setFreeTotal] = useState(0);

  const mounted = useRef(true);
  const skipRef = useRef(false);
  const wakers = useRef(new Set<() => void>());
  useEffect(() => {
    mounted.current = true;
    const pending = wakers.current;
    return () => {
      mounted.current = false;
      for (const wake of [...pending]) wake();
    };
  }, []);

  /** Waits `ms`, or less when the player skips (or the table unmounts). */
  const wait = useCallback((ms: number) => {
    if (skipRef.current || !mounted.current) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        wakers.current.delete(done);
        resolve();
      };
      const timer = window.setTimeout(done, ms);
      wakers.current.add(done);
    });
  }, []);

  const skip = () => {
    skipRef.current = true;
    for (const wake of [...wakers.current]) wake();
  };

  /** Lands one spin: the reels stop left to right, then its wins are shown. */
  const land = useCallback(
    async (spin: SpinResult, index: number, alreadySpinning: boolean) => {
      const quick = reducedMotion || skipRef.current;
      // Free spins run a little quicker than the paid spin.
      const pace = index > 0 ? 0.7 : 1;
      if (!alreadySpinning && !quick) {
        setSpinningReels(Array<boolean>(details.reels).fill(true));
        sound('spin');
        await wait(320 * pace);
      }
      for (let reel = 0; reel < details.reels; reel += 1) {
        if (!quick) await wait((reel === 0 ? 120 : 170) * pace);
        if (!mounted.current) return;
        setShown((prev) => {
          const grid = prev.grid.map((col) => [...col]);
          grid[reel] = spin.grid[reel] as SymbolId[];
          return { grid, spin: null, index };
        });
        setSpinningReels((prev) => prev.map((s, i) => (i === reel ? false : s)));
        if (!quick) sound('stop');
      }
      setShown({ grid: spin.grid as SymbolId[][], spin, index, step: 0 });
      const cascades = spin.cascades ?? [];
      if (cascades.length === 0) return;
      let before = spin.grid as SymbolId[][];
      for (let k = 0; k < cascades.length; k += 1) {
        const step = cascades[k] as NonNullable<SpinResult['cascades']>[number];
        if (!mounted.current) return;
        if (reducedMotion || skipRef.current) {
          // No motion: the window after the last cascade, at once.
          const last = cascades[cascades.length - 1] as typeof step;
          setShown({ grid: last.grid as SymbolId[][], spin, index, step: cascades.length });
          return;
        }
        // Show the win, let the winning symbols vanish, then the rest falls and new ones drop in.
        await wait(650 * pace);
        setShown({
          grid: before,
          spin,
          index,
          step: k,
          vanishing: new Set(step.removed.map(([r, row]) => cellKey(r, row))),
        });
        await wait(300);
        setShown({
          grid: step.grid as SymbolId[][],
          spin,
          index,
          step: k + 1,
          fall: fallOf(before, step.removed, step.dropped),
        });
        sound(step.wins.length > 0 ? 'win' : 'stop');
        before = step.grid as SymbolId[][];
        await wait(380);
      }
    },
    [details.reels, reducedMotion, sound, wait],
  );

  /** Plays a round's hold-and-win back: the coins stick, each respin lands its coins. */
  const playHold = useCallback(
    async (view: SlotsView) => {
      const feature = view.holdAndWin;
      if (!feature) return;
      const respins = details.holdAndWin?.respins ?? 3;
      if (reducedMotion || skipRef.current) {
        // No motion: the coins as the feature ended.
        setHold(finalHold(view));
        return;
      }
      await wait(900);
      setHoldIntro(true);
      sound('bigwin');
      await wait(1500);
      setHoldIntro(false);
      const coins = [...feature.coins];
      setHold(holdAt(coins, respins, [], false));
      await wait(500);
      for (const r of feature.respins) {
        if (!mounted.current || skipRef.current) break;
        await wait(r.landed.length > 0 ? 420 : 360);
        coins.push(...r.landed);
        setHold(holdAt(coins, r.respinsLeft, r.landed, false));
        sound(r.landed.length > 0 ? 'stop' : 'tick');
        await wait(r.landed.length > 0 ? 520 : 200);
      }
      if (!mounted.current) return;
      setHold(finalHold(view));
      if (feature.full) {
        sound('bigwin');
        await wait(1200);
      }
    },
    [details.holdAndWin, reducedMotion, sound, wait],
  );

  /** When the last round finished: a tap meant for Skip that lands just after is not a new bet. */
  const endedAt = useRef(Number.NEGATIVE_INFINITY);
  /** Spin stays disabled for those 350 ms, so the button says when a tap would be ignored. */
  const [cooling, setCooling] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), SKIP_TAP_MS);
    return () => clearTimeout(timer);
  }, [cooling]);
  const spin = async () => {
    if (phase === 'spinning' || phase === 'showing' || busy) return;
    if (performance.now() - endedAt.current < SKIP_TAP_MS) return;
    skipRef.current = false;
    setPhase('spinning');
    setFreeTotal(0);
    setHold(null);
    setShown((prev) => ({ ...prev, spin: null, index: 0, step: 0 }));
    if (!reducedMotion) {
      setSpinningReels(Array<boolean>(details.reels).fill(true));
      sound('spin');
    }
    const free = freeSpins.on ? freeSpins.free : null;
    const answer = free
      ? await props.play(free.bet, { freespin: true })
      : await props.play({ lineBet });
    if (!mounted.current) return;
    if (!answer || !isSlotsView(answer.view)) {
      setSpinningReels(Array<boolean>(details.reels).fill(false));
      setPhase(round ? 'done' : 'idle');
      return;
    }
    const view = answer.view;
    setCurrent(view);
    setPhase('showing');
    const first = view.spins[0] as SpinResult;
    if (!reducedMotion) await wait(260);
    await land(first, 0, true);
    if (view.holdAndWin) await playHold(view);
    if (view.freeSpinsAwarded > 0) {
      await wait(first.win > 0 ? 1100 : 500);
      setFreeIntro(true);
      sound('bigwin');
      await wait(1600);
      setFreeIntro(false);
      let total = 0;
      for (let i = 1; i < view.spins.length; i += 1) {
        const free = view.spins[i] as SpinResult;
        if (skipRef.current) {
          total = view.spins.slice(1).reduce((a, s) => a + s.win, 0);
          const last = view.spins[view.spins.length - 1] as SpinResult;
          setShown({
            grid: lastGrid(last),
            spin: last,
            index: view.spins.length - 1,
            step: last.cascades?.length ?? 0,
          });
          break;
        }
        sound('tick');
        await land(free, i, false);
        total += free.win;
        setFreeTotal(total);
        await wait(free.win > 0 ? 800 : 250);
      }
      setFreeTotal(total);
    }
    if (!mounted.current) return;
    setSpinningReels(Array<boolean>(details.reels).fill(false));
    setRound(answer);
    endedAt.current = performance.now();
    setCooling(true);
    setPhase('done');
    if (answer.win === 0) sound('lose');
  };

  const view = round && isSlotsView(round.view) ? round.view : null;
  const inFreeSpins = phase === 'showing' && shown.index > 0;
  const freeCount = current?.freeSpinsAwarded ?? 0;
  const highlighted = useMemo(() => {
    const cells = new Set<string>();
    if (shown.vanishing) return cells;
    for (const w of stepWins(shown)) for (const [r, row] of w.cells) cells.add(cellKey(r, row));
    return cells;
  }, [shown]);

  /** Coins of the paid spin on the reels, with their prizes (hold-and-win titles). */
  const roundView = current ?? (round && isSlotsView(round.view) ? round.view : null);
  const reelCoins = useMemo(() => {
    const map = new Map<string, CoinCell>();
    if (shown.index !== 0 || !shown.spin) return map;
    for (const c of roundView?.coins ?? []) map.set(cellKey(c.reel, c.row), c);
    return map;
  }, [roundView, shown.index, shown.spin]);

  const coinName = (c: CoinCell | undefined) =>
    !c
      ? tt('sym_coin')
      : c.tier === 'cash'
        ? tt('coin_cash', { win: money(c.win) })
        : tt('coin_jackpot', { tier: tt(`jackpot_${c.tier}`), win: money(c.win) });
  const coinLabel = (c: CoinCell) => (c.tier === 'cash' ? money(c.win) : tt(`jackpot_${c.tier}`));
  const symbolName = (id: SymbolId, coin?: CoinCell) =>
    id === 'wild'
      ? tt('sym_wild')
      : id === 'scatter'
        ? tt('sym_scatter')
        : id === 'coin'
          ? coinName(coin)
          : tt(id.startsWith('l') ? 'sym_low' : 'sym_high', { n: id.slice(1) });
  const reelsLabel = tt('reels_label', {
    symbols: shown.grid
      .map((col, reel) =>
        col.map((id, row) => symbolName(id, reelCoins.get(cellKey(reel, row)))).join(', '),
      )
      .join('; '),
  });

  // In free-spin mode the stake control shows (locked) the line bet the free spins play.
  const freeLineBet =
    freeSpins.on && freeSpins.free
      ? ((freeSpins.free.bet as { lineBet?: number }).lineBet ?? null)
      : null;
  const total = freeSpins.on && freeSpins.free ? freeSpins.free.stake : lineBet * details.betUnits;
  const pending = phase === 'spinning' || phase === 'showing';
  const freeSpinsAwardedNow = pending && freeIntro;

  let resultText = tt('result_idle');
  if (phase === 'spinning') resultText = tt('result_spinning');
  else if (phase === 'done' && round) {
    resultText =
      round.win > 0
        ? tt('result_win', { win: money(round.win) })
        : `${tt('result_none')} · ${money(0)}`;
  }
  const cascadeStep = shown.step ?? 0;
  const cascadeMultiplier =
    cascadeStep > 0 ? (shown.spin?.cascades?.[cascadeStep - 1]?.multiplier ?? 1) : 1;
  // While a spin plays: the wins of the step on show. Once done: every win of the spin shown.
  const winLines: { win: LineWin; multiplier: number }[] =
    phase === 'done'
      ? allWins(shown.spin)
      : phase === 'showing'
        ? stepWins(shown).map((win) => ({ win, multiplier: cascadeMultiplier }))
        : [];
  // The cascade badge: the step on show, its multiplier and what the spin's steps paid so far
  // (once done, the last step reached stays on show).
  const showCascade =
    !hold &&
    (shown.spin?.cascades?.length ?? 0) > 0 &&
    (phase === 'showing' ||
      (phase === 'done' && (shown.spin?.cascades?.some((c) => c.wins.length > 0) ?? false)));
  const cascadeTotal = shown.spin
    ? shown.spin.wins.reduce((a, w) => a + w.win, 0) +
      (shown.spin.cascades ?? []).slice(0, cascadeStep).reduce((a, c) => a + c.win, 0)
    : 0;
  const holdWin = hold
    ? [...hold.coins.values()].reduce((a, c) => a + c.win, 0) +
      (hold.full ? (view?.holdAndWin?.fullWin ?? current?.holdAndWin?.fullWin ?? 0) : 0)
    : 0;

  return (
    <div
      className={`slots slots--${theme.motif}${theme.classic ? ' slots--classic' : ''}${reducedMotion ? ' slots--still' : ''}`}
      style={
        {
          '--slots-bg': theme.palette[0],
          '--slots-mid': theme.palette[1],
          '--slots-accent': theme.palette[2],
          '--slots-reels': details.reels,
          '--slots-rows': details.rows,
        } as React.CSSProperties
      }
    >
      <div className="slots__cabinet">
        <div className="slots__marquee">
          <span className="slots__title">{session.game.name}</span>
          <span className="slots__mode">
            {details.mode === 'lines'
              ? details.paylines.length === 1
                ? tt('line_single')
                : tt('lines_count', { n: details.paylines.length })
              : tt('ways_count', { n: details.ways })}
          </span>
        </div>
        {details.jackpots.length > 0 && (
          <ul className="slots__jackpots">
            {[...details.jackpots].reverse().map((j) => (
              <li key={j.tier} className={`slots__jackpot slots__jackpot--${j.tier}`}>
                <span>{tt(`jackpot_${j.tier}`)}</span>
                <strong>{money(j.multiplier * total)}</strong>
              </li>
            ))}
          </ul>
        )}
        {(details.cascades || details.holdAndWin) && (
          <div className="slots__feature-bar">
            {showCascade && (
              <div className="slots__cascade-badge" data-testid="cascade-badge">
                {cascadeStep > 0 && <span>{tt('cascade_step', { n: cascadeStep })}</span>}
                <strong className="slots__multiplier">×{cascadeMultiplier}</strong>
                <span>{money(cascadeTotal)}</span>
              </div>
            )}
            {hold && (
              <div className="slots__hold-badge" data-testid="hold-badge">
                <span>{tt('hold_respins', { n: hold.left })}</span>
                <span className="slots__hold-dots" aria-hidden="true">
                  {Array.from({ length: details.holdAndWin?.respins ?? 3 }, (_, i) => (
                    <i key={i} className={i < hold.left ? 'on' : ''} />
                  ))}
                </span>
                <strong>{money(holdWin)}</strong>
              </div>
            )}
            {hold?.full && phase !== 'idle' && (
              <div className="slots__hold-full" data-testid="hold-full">
                {tt('hold_full', {
                  tier: tt(`jackpot_${(view ?? current)?.holdAndWin?.fullTier ?? 'grand'}`),
                })}
              </div>
            )}
          </div>
        )}
        <div className="slots__window-wrap">
          {hold ? (
            <div
              className={`slots__window slots__window--hold${hold.full ? ' is-full' : ''}`}
              role="group"
              aria-label={tt('hold_label', { n: hold.coins.size })}
              data-testid="hold-grid"
            >
              {Array.from({ length: details.reels }, (_, reel) => (
                <div key={reel} className="slots__reel is-hold">
                  {Array.from({ length: details.rows }, (_, row) => {
                    const coin = hold.coins.get(cellKey(reel, row));
                    return coin ? (
                      <div
                        key={row}
                        role="img"
                        aria-label={coinName(coin)}
                        className={[
                          'slots__cell',
                          'slots__coin',
                          `slots__coin--${coin.tier}`,
                          hold.fresh.has(cellKey(reel, row)) ? 'is-fresh' : '',
                        ].join(' ')}
                      >
                        <SymbolArt id="coin" theme={theme} />
                        <span className="slots__coin-value" aria-hidden="true">
                          {coinLabel(coin)}
                        </span>
                      </div>
                    ) : (
                      <div
                        key={row}
                        role="img"
                        aria-label={tt('cell_empty')}
                        className="slots__cell slots__hold-empty"
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          ) : (
            <div className="slots__window" role="img" aria-label={reelsLabel}>
              {shown.grid.map((col, reel) => (
                <div
                  key={reel}
                  className={[
                    'slots__reel',
                    spinningReels[reel] ? 'is-spinning' : 'is-landed',
                    shown.spin?.expanded.includes(reel) ? 'is-expanded' : '',
                  ].join(' ')}
                >
                  {spinningReels[reel] ? (
                    <div className="slots__blur">
                      {[...blurStrip(details, reel), ...blurStrip(details, reel)].map((id, i) => (
                        <div className="slots__cell" key={i}>
                          <SymbolArt id={id} theme={theme} />
                        </div>
                      ))}
                    </div>
                  ) : (
                    col.map((id, row) => {
                      const key = cellKey(reel, row);
                      const fall = shown.fall?.[reel]?.[row];
                      const coin = id === 'coin' ? reelCoins.get(key) : undefined;
                      return (
                        <div
                          key={`${shown.index}-${shown.step ?? 0}-${row}`}
                          className={[
                            'slots__cell',
                            highlighted.has(key) ? 'is-win' : '',
                            highlighted.size > 0 && !highlighted.has(key) ? 'is-dim' : '',
                            shown.vanishing?.has(key) ? 'is-vanish' : '',
                            fall !== undefined ? (fall > 0 ? 'is-fall' : 'is-still') : '',
                            coin ? `slots__coin slots__coin--${coin.tier}` : '',
                          ].join(' ')}
                          style={fall ? ({ '--fall': fall } as React.CSSProperties) : undefined}
                        >
                          <SymbolArt id={id} theme={theme} />
                          {coin && (
                            <span className="slots__coin-value" aria-hidden="true">
                              {coinLabel(coin)}
                            </span>
                          )}
                        </div>
                      );
                    })
                  )}
                </div>
              ))}
              {details.mode === 'lines' && winLines.length > 0 && (
                <svg
                  className="slots__lines"
                  viewBox={`0 0 ${details.reels * 100} ${details.rows * 100}`}
                  preserveAspectRatio="none"
                  aria-hidden="true"
                >
                  {(phase === 'done' ? stepWins(shown) : winLines.map((w) => w.win)).map((w, i) =>
                    w.line < 0 ? null : (
                      <polyline
                        key={`${shown.index}-${w.line}`}
                        points={(details.paylines[w.line] ?? [])
                          .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                          .join(' ')}
                        stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                      />
                    ),
                  )}
                </svg>
              )}
            </div>
          )}
          {holdIntro && (
            <div className="slots__free-intro" role="status">
              {tt('hold_intro')}
            </div>
          )}
          {(inFreeSpins || freeSpinsAwardedNow) && (
            <div className="slots__free-badge">
              <span>{tt('free_spin_of', { n: Math.max(shown.index, 1), total: freeCount })}</span>
              <span>
                {tt('free_spins_multiplier', {
                  x: current?.freeSpinMultiplier ?? details.freeSpins?.multiplier ?? 1,
                })}
              </span>
              <strong>{money(freeTotal)}</strong>
            </div>
          )}
          {freeIntro && (
            <div className="slots__free-intro" role="status">
              {tt('free_spins_won', { n: details.freeSpins?.count ?? 0 })}
            </div>
          )}
          {(winLines.length > 0 || (shown.spin?.scatterWin ?? 0) > 0) && (
            <ul className="slots__wins">
              {winLines.map(({ win: w, multiplier }, i) => (
                <li key={`${w.line}-${w.symbol}-${i}`}>
                  <span>
                    {w.line >= 0
                      ? tt('rules_line', { n: w.line + 1 })
                      : tt('ways_short', { n: w.ways })}
                  </span>
                  <span>{`${w.count}×`}</span>
                  <span className="slots__wins-art" aria-hidden="true">
                    <SymbolArt id={w.symbol as SymbolId} theme={theme} />
                  </span>
                  <span className="visually-hidden">{symbolName(w.symbol as SymbolId)}</span>
                  {multiplier > 1 && <span className="slots__wins-mult">{`×${multiplier}`}</span>}
                  <strong>{money(w.win)}</strong>
                </li>
              ))}
              {shown.spin && shown.spin.scatterWin > 0 && (
                <li>
                  <span>{`${shown.spin.scatters}×`}</span>
                  <span className="slots__wins-art" aria-hidden="true">
                    <SymbolArt id="scatter" theme={theme} />
                  </span>
                  <span className="visually-hidden">{symbolName('scatter')}</span>
                  <strong>{money(shown.spin.scatterWin)}</strong>
                </li>
              )}
            </ul>
          )}
          {phase === 'done' && round && (
            <WinBanner win={round.win} stake={round.stake} roundKey={round.id} />
          )}
        </div>
        <div className="slots__result" data-testid="result" aria-live="polite" aria-atomic="true">
          <span className="slots__result-main">{resultText}</span>
          {phase === 'done' && view?.jackpot && (
            <span className="slots__result-jackpot">
              {tt('jackpot_won', {
                tier: tt(`jackpot_${view.jackpot.tier}`),
                win: money(view.jackpot.win),
              })}
            </span>
          )}
          {phase === 'done' && view && view.freeSpinsAwarded > 0 && (
            <span className="slots__result-free">
              {tt('describe_free', { n: view.freeSpinsAwarded })}
            </span>
          )}
          {phase === 'done' && view?.holdAndWin && (
            <span className="slots__result-jackpot">
              {tt('result_hold', { win: money(view.holdAndWin.win) })}
              {view.holdAndWin.full &&
                ` · ${tt('jackpot_won', {
                  tier: tt(`jackpot_${view.holdAndWin.fullTier}`),
                  win: money(view.holdAndWin.fullWin),
                })}`}
            </span>
          )}
          {phase === 'done' && view?.capped && (
            <span className="slots__result-free">{tt('result_capped')}</span>
          )}
        </div>
      </div>
      <FreeSpinsPanel
        free={freeSpins.free}
        usedUp={freeSpins.usedUp}
        on={freeSpins.on}
        onToggle={freeSpins.setWanted}
        disabled={pending || busy}
        language={session.language}
        money={money}
        t={t}
      />
      <div className="slots__controls">
        <StakeSelector
          className="slots__stake"
          value={freeLineBet ?? lineBet}
          onChange={setLineBet}
          min={details.minLineBet}
          max={details.maxLineBet}
          step={lineBetStep}
          disabled={pending || busy || freeSpins.on}
          label={tt(details.mode === 'lines' ? 'line_bet' : 'coin_bet')}
        />
        <div className="slots__total">
          <span>{tt('total_bet')}</span>
          <strong data-testid="total-stake">{money(total)}</strong>
        </div>
        {/* Distinct keys: the skip button must never become the spin button under a late tap. */}
        {phase === 'showing' ? (
          <ActionButton
            key="skip"
            variant="secondary"
            size="lg"
            className="slots__spin"
            onClick={skip}
            data-testid="skip"
          >
            {tt('skip')}
          </ActionButton>
        ) : (
          <ActionButton
            key="spin"
            size="lg"
            className="slots__spin"
            onClick={() => void spin()}
            busy={phase === 'spinning'}
            disabled={busy || cooling || (!freeSpins.on && total > props.balance)}
            data-testid="play"
          >
            {freeSpins.on ? t('freespins.spin') : tt('spin')}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
