import type { ScratchDetails, ScratchView } from '@croupier/games/engines/scratch/index';
import { games } from '@croupier/games/catalog';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionButton, StakeSelector, WinBanner, useStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';

function isScratchView(view: unknown): view is ScratchView {
  return typeof view === 'object' && view !== null && Array.isArray((view as ScratchView).cells);
}

/** Foil colours from the title's palette: a metallic sheen in its accent. */
function foilColours(slug: string): { base: string; accent: string; ink: string } {
  const palette = games.find((g) => g.slug === slug)?.theme.palette ?? [
    '#1f2937',
    '#6b7280',
    '#fbbf24',
  ];
  return { base: palette[1] as string, accent: palette[2] as string, ink: palette[0] as string };
}

const BRUSH = 22;

/**
 * The scratch card: cells are buttons (keyboard: Tab to a cell, Enter reveals it; "Reveal all"
 * reveals the rest); a canvas foil lies over them for pointer and touch scratching. Touching a
 * cell's foil asks the server to reveal that cell; the prize shows through once it answers. The
 * outcome was fixed at purchase: the UI only uncovers it.
 */
export function ScratchTable(props: GameUiProps) {
  const { session, money, sound, reducedMotion, busy } = props;
  const tt = useCallback(
    (key: string, params?: Record<string, string | number>) => props.t(`scratch.${key}`, params),
    [props],
  );
  const details = session.game.info.details as ScratchDetails;
  const [stake, setStake] = useStake(session);
  const [round, setRound] = useState(() =>
    props.round && isScratchView(props.round.view) ? props.round : null,
  );
  const view = round && isScratchView(round.view) ? round.view : null;
  const open = round?.status === 'open';
  const cols = details.gridSize % 4 === 0 && details.gridSize > 9 ? 4 : 3;
  const colours = useMemo(() => foilColours(session.game.slug), [session.game.slug]);

  const gridRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const queue = useRef<number[]>([]);
  const requested = useRef(new Set<number>());
  const draining = useRef(false);
  const lastTick = useRef(0);
  const roundId = round?.id ?? null;

  // A new ticket (or a resumed one) starts with nothing requested beyond what is revealed.
  useEffect(() => {
    requested.current = new Set((view?.revealed ?? []).flatMap((r, i) => (r ? [i] : [])));
    queue.current = [];
    // Only when the ticket changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId]);

  /** Paints the foil over every cell still covered. */
  const paintFoil = useCallback(() => {
    const canvas = canvasRef.current;
    const grid = gridRef.current;
    if (!canvas || !grid) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = grid.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    ctx.clearRect(0, 0, width, height);
    const revealed = view?.revealed ?? [];
    cellRefs.current.forEach((cell, i) => {
      // A field already scratched (its reveal on its way) stays scratched.
      if (!cell || revealed[i] || requested.current.has(i)) return;
      const x = cell.offsetLeft;
      const y = cell.offsetTop;
      const w = cell.offsetWidth;
      const h = cell.offsetHeight;
      const g = ctx.createLinearGradient(x, y, x + w, y + h);
      g.addColorStop(0, '#d9dde6');
      g.addColorStop(0.45, colours.accent);
      g.addColorStop(0.55, '#f8fafc');
      g.addColorStop(1, colours.base);
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, 10);
      ctx.fill();
      // A fine sparkle so the foil reads as metal, the same on every repaint.
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      for (let k = 0; k < 26; k += 1) {
        const px = x + (((k * 37 + i * 11) % 97) / 97) * w;
        const py = y + (((k * 53 + i * 29) % 89) / 89) * h;
        ctx.fillRect(px, py, 1.5, 1.5);
      }
      ctx.fillStyle = colours.ink;
      ctx.globalAlpha = 0.55;
      ctx.font = `800 ${Math.max(10, Math.min(16, w / 7))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('?', x + w / 2, y + h / 2);
      ctx.globalAlpha = 1;
    });
  }, [view?.revealed, colours]);

  useEffect(() => {
    paintFoil();
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => paintFoil());
    observer.observe(grid);
    return () => observer.disconnect();
  }, [paintFoil]);

  /** Sends queued reveals one at a time (the server handles one request per round at once). */
  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      while (queue.current.length > 0) {
        const cell = queue.current.shift() as number;
        const next = await props.act({ type: 'reveal', cell });
        if (!next) {
          // Refused (the shell showed why): cover the field again so it can be retried.
          requested.current.delete(cell);
          paintFoil();
          break;
        }
        sound(next.status !== 'open' && next.win === 0 ? 'lose' : 'card');
        setRound(next);
        if (next.status !== 'open') {
          queue.current = [];
          break;
        }
      }
    } finally {
      draining.current = false;
    }
  }, [props, sound, paintFoil]);

  const reveal = useCallback(
    (cell: number) => {
      if (!open || requested.current.has(cell)) return;
      requested.current.add(cell);
      queue.current.push(cell);
      void drain();
    },
    [open, drain],
  );

  const revealAll = async () => {
    if (!open) return;
    queue.current = [];
    for (let i = 0; i < details.gridSize; i += 1) requested.current.add(i);
    while (draining.current) await new Promise((r) => window.setTimeout(r, 40));
    const next = await props.act({ type: 'revealAll' });
    if (next) {
      sound(next.win === 0 ? 'lose' : 'card');
      setRound(next);
    }
  };

  const buy = async () => {
    const next = await props.play({ stake });
    if (next) {
      sound('chip');
      setRound(next);
    }
  };

  // Pointer scratching: erase the foil under the brush and reveal every cell it crosses.
  const scratching = useRef(false);
  const scratchAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || !open) return;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(x, y, BRUSH, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';
    }
    const now = performance.now();
    if (now - lastTick.current > 90) {
      lastTick.current = now;
      sound('tick');
    }
    cellRefs.current.forEach((cell, i) => {
      if (!cell) return;
      const inside =
        x >= cell.offsetLeft &&
        x <= cell.offsetLeft + cell.offsetWidth &&
        y >= cell.offsetTop &&
        y <= cell.offsetTop + cell.offsetHeight;
      if (inside) reveal(i);
    });
  };

  const done = view?.done === true;
  const winning = new Set(done ? view.winningCells : []);
  let resultText = '';
  if (round && done) {
    resultText =
      round.win > 0
        ? tt('result_win', { win: money(round.win) })
        : `${tt('result_none')} · ${money(0)}`;
  } else if (open) {
    resultText = tt('result_scratch', { n: details.matchToWin });
  }

  return (
    <div
      className={`scratch${reducedMotion ? ' scratch--still' : ''}`}
      style={
        {
          '--scratch-bg': colours.ink,
          '--scratch-mid': colours.base,
          '--scratch-accent': colours.accent,
          '--scratch-cols': cols,
          '--scratch-rows': Math.ceil(details.gridSize / cols),
        } as React.CSSProperties
      }
    >
      <div className="scratch__card">
        <div className="scratch__header">
          <span className="scratch__title">{session.game.name}</span>
          <span className="scratch__rule">{tt('match_rule', { n: details.matchToWin })}</span>
        </div>
        <div className="scratch__play">
          <div ref={gridRef} className="scratch__grid" role="group" aria-label={tt('grid_label')}>
            {Array.from({ length: details.gridSize }, (_, i) => {
              const amount = view?.cells[i] ?? null;
              return (
                <button
                  key={i}
                  ref={(el) => {
                    cellRefs.current[i] = el;
                  }}
                  type="button"
                  className={[
                    'scratch__cell',
                    amount !== null ? 'is-revealed' : '',
                    winning.has(i) ? 'is-win' : '',
                    done && !winning.has(i) && winning.size > 0 ? 'is-dim' : '',
                  ].join(' ')}
                  disabled={!open || amount !== null}
                  aria-label={
                    amount === null
                      ? tt('cell_covered', { n: i + 1 })
                      : tt('cell_shown', { n: i + 1, amount: money(amount) })
                  }
                  data-testid={`cell-${i}`}
                  onClick={() => reveal(i)}
                >
                  {amount !== null && <span className="scratch__amount">{money(amount)}</span>}
                </button>
              );
            })}
            <canvas
              ref={canvasRef}
              className={['scratch__foil', open ? 'is-live' : '', done ? 'is-gone' : ''].join(' ')}
              aria-hidden="true"
              onPointerDown={(e) => {
                scratching.current = true;
                e.currentTarget.setPointerCapture(e.pointerId);
                scratchAt(e);
              }}
              onPointerMove={(e) => scratching.current && scratchAt(e)}
              onPointerUp={() => {
                scratching.current = false;
              }}
              onPointerCancel={() => {
                scratching.current = false;
              }}
            />
            {!round && <div className="scratch__prompt">{tt('buy_prompt')}</div>}
          </div>
          {round && done && <WinBanner win={round.win} stake={round.stake} roundKey={round.id} />}
        </div>
        <p className="scratch__result" data-testid="result" aria-live="polite" aria-atomic="true">
          {resultText}
        </p>
      </div>
      <div className="scratch__controls">
        <StakeSelector
          value={stake}
          onChange={setStake}
          min={session.game.info.minStake}
          max={session.game.info.maxStake}
          disabled={open || busy}
          label={tt('ticket_price')}
        />
        {open ? (
          <ActionButton
            size="lg"
            className="scratch__main"
            onClick={() => void revealAll()}
            disabled={busy}
            data-testid="reveal-all"
          >
            {tt('reveal_all')}
          </ActionButton>
        ) : (
          <ActionButton
            size="lg"
            className="scratch__main"
            onClick={() => void buy()}
            busy={busy}
            disabled={stake > props.balance}
            data-testid="play"
          >
            {tt('buy', { price: money(stake) })}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
