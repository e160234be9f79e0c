import type { SlotsDetails, SlotsView, SpinResult } from '@croupier/games/engines/slots/index';
import type { RoundView } from '@croupier/contract/studio';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionButton, StakeSelector, WinBanner } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';
import { SymbolArt, themeOf, type SymbolId, type Theme } from './symbols.tsx';

type Phase = 'idle' | 'spinning' | 'showing' | 'done';

/** What the machine shows now: one spin of a round (or the idle window before any round). */
interface Shown {
  grid: SymbolId[][];
  spin: SpinResult | null;
  /** 0 = the paid spin, 1.. = free spins. */
  index: number;
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

function useLineBet(gameId: number, min: number, max: number): [number, (v: number) => void] {
  const [value, setValue] = useState(() => {
    try {
      const saved = Number(localStorage.getItem(LINE_BET_KEY(gameId)));
      if (Number.isSafeInteger(saved) && saved >= min && saved <= max) return saved;
    } catch {
      // Storage blocked in a third-party frame: start from the minimum.
    }
    return min;
  });
  const set = useCallback(
    (v: number) => {
      const next = Math.min(max, Math.max(min, v));
      setValue(next);
      try {
        localStorage.setItem(LINE_BET_KEY(gameId), String(next));
      } catch {
        // Not remembered; harmless.
      }
    },
    [gameId, min, max],
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
  const [lineBet, setLineBet] = useLineBet(session.game.id, details.minLineBet, details.maxLineBet);

  const initialRound = props.round && isSlotsView(props.round.view) ? props.round : null;
  const [phase, setPhase] = useState<Phase>(initialRound ? 'done' : 'idle');
  const [round, setRound] = useState<RoundView | null>(initialRound);
  const [shown, setShown] = useState<Shown>(() => {
    const view = initialRound?.view as SlotsView | undefined;
    const last = view?.spins[view.spins.length - 1];
    return last
      ? { grid: last.grid as SymbolId[][], spin: last, index: view.spins.length - 1 }
      : { grid: idleGrid(details), spin: null, index: 0 };
  });
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
      setShown({ grid: spin.grid as SymbolId[][], spin, index });
    },
    [details.reels, reducedMotion, sound, wait],
  );

  /** When the last round finished: a tap meant for Skip that lands just after is not a new bet. */
  const endedAt = useRef(0);
  const spin = async () => {
    if (phase === 'spinning' || phase === 'showing' || busy) return;
    if (performance.now() - endedAt.current < 350) return;
    skipRef.current = false;
    setPhase('spinning');
    setFreeTotal(0);
    setShown((prev) => ({ ...prev, spin: null, index: 0 }));
    if (!reducedMotion) {
      setSpinningReels(Array<boolean>(details.reels).fill(true));
      sound('spin');
    }
    const answer = await props.play({ lineBet });
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
          setShown({ grid: last.grid as SymbolId[][], spin: last, index: view.spins.length - 1 });
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
    setPhase('done');
    if (answer.win === 0) sound('lose');
  };

  const view = round && isSlotsView(round.view) ? round.view : null;
  const inFreeSpins = phase === 'showing' && shown.index > 0;
  const freeCount = current?.freeSpinsAwarded ?? 0;
  const highlighted = useMemo(() => {
    const cells = new Set<string>();
    for (const w of shown.spin?.wins ?? [])
      for (const [r, row] of w.cells) cells.add(`${r}:${row}`);
    return cells;
  }, [shown.spin]);

  const symbolName = (id: SymbolId) =>
    id === 'wild'
      ? tt('sym_wild')
      : id === 'scatter'
        ? tt('sym_scatter')
        : tt(id.startsWith('l') ? 'sym_low' : 'sym_high', { n: id.slice(1) });
  const reelsLabel = tt('reels_label', {
    symbols: shown.grid.map((col) => col.map(symbolName).join(', ')).join('; '),
  });

  const total = lineBet * details.betUnits;
  const pending = phase === 'spinning' || phase === 'showing';
  const freeSpinsAwardedNow = pending && freeIntro;

  let resultText = '';
  if (phase === 'spinning') resultText = tt('result_spinning');
  else if (phase === 'done' && round) {
    resultText =
      round.win > 0
        ? tt('result_win', { win: money(round.win) })
        : `${tt('result_none')} · ${money(0)}`;
  }
  const winLines = phase === 'done' || phase === 'showing' ? (shown.spin?.wins ?? []) : [];

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
        <div className="slots__window-wrap">
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
                  col.map((id, row) => (
                    <div
                      key={`${shown.index}-${row}`}
                      className={[
                        'slots__cell',
                        highlighted.has(`${reel}:${row}`) ? 'is-win' : '',
                        highlighted.size > 0 && !highlighted.has(`${reel}:${row}`) ? 'is-dim' : '',
                      ].join(' ')}
                    >
                      <SymbolArt id={id} theme={theme} />
                    </div>
                  ))
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
                {winLines.map((w, i) =>
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
        </div>
        <ul className="slots__wins">
          {winLines.map((w, i) => (
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
      </div>
      <div className="slots__controls">
        <StakeSelector
          className="slots__stake"
          value={lineBet}
          onChange={setLineBet}
          min={details.minLineBet}
          max={details.maxLineBet}
          disabled={pending || busy}
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
            disabled={busy || total > props.balance}
            data-testid="play"
          >
            {tt('spin')}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
