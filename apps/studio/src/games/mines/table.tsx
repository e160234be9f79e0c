import { useState, type CSSProperties } from 'react';
import type { MinesView } from '@croupier/games/engines/mines/index';
import { ActionButton, StakeSelector, WinBanner, useStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';

/** `info.details` of a mines title (see the engine's `info`). */
export interface MinesDetails {
  gridSize: number;
  minMines: number;
  maxMines: number;
  houseEdge: number;
  /** The stated cap on the multiplier. */
  maxMultiplier: number;
  /** Per mine count: the most gems a round may reveal before it cashes out by itself. */
  maxTiles: Record<string, number>;
  /** The largest win of a round, minor units. */
  maxWin: number;
  /** Per mine count: the multiplier after 1, 2 ... maxTiles gems. */
  multipliers: Record<string, number[]>;
}

function Gem() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="mines-icon">
      <path d="M8 15 L14 7 H26 L32 15 L20 34 Z" fill="#3ee6a4" />
      <path d="M8 15 H32 L20 34 Z" fill="#1fb57c" />
      <path d="M14 7 L17 15 H23 L26 7 Z" fill="#8affd0" />
      <path d="M17 15 L20 34 L23 15 Z" fill="#5ff2b7" />
    </svg>
  );
}

function Bomb() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="mines-icon">
      <circle cx="18" cy="23" r="11" fill="#1b1f2a" stroke="#ff4d5e" strokeWidth="2" />
      <circle cx="14" cy="19" r="3" fill="#ffffff55" />
      <path d="M25 14 L30 9" stroke="#c9a36a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="31" cy="8" r="3" fill="#ffb020" />
    </svg>
  );
}

export function MinesTable(props: GameUiProps) {
  const { session, round, busy, play, act, money, numbers, t, sound } = props;
  const info = session.game.info;
  const d = info.details as MinesDetails;
  const [stake, setStake] = useStake(session);
  const [mines, setMines] = useState(Math.min(Math.max(3, d.minMines), d.maxMines));
  const view = round ? (round.view as MinesView) : null;
  const open = round?.status === 'open' ? round : null;
  const finished = round && round.status !== 'open' ? round : null;
  const side = Math.round(Math.sqrt(d.gridSize));
  const activeMines = open && view ? view.mines : mines;
  const nextMultiplier =
    open && view ? view.nextMultiplier : (d.multipliers[String(mines)]?.[0] ?? null);
  // The gem count that cashes out by itself, and what it pays.
  const limit = open && view ? view.maxTiles : d.maxTiles[String(mines)];
  const limitMultiplier = open && view ? view.maxMultiplier : d.multipliers[String(mines)]?.at(-1);

  const start = async () => {
    sound('chip');
    await play({ stake, mines });
  };
  const reveal = async (tile: number) => {
    if (!open || busy) return;
    sound('click');
    const answer = await act({ type: 'reveal', tile });
    if (!answer) return;
    const v = answer.view as MinesView;
    if (v.status === 'busted') sound('lose');
    else if (v.status === 'playing') sound('chip');
  };
  const cashout = async () => {
    sound('click');
    await act({ type: 'cashout' });
  };

  const revealed = new Set(view?.revealed ?? []);
  const minesShown = new Set(view?.minePositions ?? []);
  const currentWin = open && view ? Math.floor(open.stake * view.multiplier) : 0;

  let status: string;
  if (open && view) {
    status =
      view.revealed.length === 0
        ? t('mines.pick_tile')
        : t('mines.progress', {
            n: view.revealed.length,
            x: numbers.number(view.multiplier),
            amount: money(currentWin),
          });
  } else if (finished && view) {
    const paid = { x: numbers.number(view.multiplier), amount: money(finished.win) };
    if (view.status === 'busted') status = t('mines.busted', { n: view.revealed.length });
    else if (view.revealed.length === view.maxTiles)
      status = t('mines.max_reached', { n: view.revealed.length, ...paid });
    else status = t('mines.cashed', paid);
  } else status = t('mines.idle');

  const gridStyle = { '--side': side } as CSSProperties;

  return (
    <div className="mines">
      <div className="mines-board">
        <div className="mines-grid" style={gridStyle} role="grid" aria-label={t('mines.grid')}>
          {Array.from({ length: side }, (_, r) => (
            <div key={r} role="row" className="mines-row">
              {Array.from({ length: side }, (_, c) => {
                const tile = r * side + c;
                const gem = revealed.has(tile);
                const mine = minesShown.has(tile);
                const hit = view?.hit === tile;
                const state = gem ? 'gem' : mine ? 'mine' : finished ? 'safe' : 'hidden';
                const label = t(`mines.tile_${state}`, { n: tile + 1 });
                return (
                  <div key={c} role="gridcell" className="mines-cell">
                    <button
                      type="button"
                      className={[
                        'mines-tile',
                        `mines-tile--${state}`,
                        hit ? 'is-hit' : '',
                        finished && !gem ? 'is-after' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      data-testid={`tile-${tile}`}
                      aria-label={label}
                      disabled={!open || gem || busy}
                      onClick={() => void reveal(tile)}
                    >
                      {gem && <Gem />}
                      {mine && <Bomb />}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <WinBanner
          win={finished?.win ?? 0}
          stake={finished?.stake ?? 0}
          roundKey={finished?.id ?? null}
        />
      </div>

      <div className="mines-side">
        <p className="mines-status" data-testid="result" aria-live="polite">
          {status}
        </p>
        <dl className="mines-stats">
          <div>
            <dt>{t('mines.mines')}</dt>
            <dd>{activeMines}</dd>
          </div>
          <div>
            <dt>{t('mines.next')}</dt>
            <dd>
              {nextMultiplier === null ? '–' : numbers.multiplier(nextMultiplier, { max: 2 })}
            </dd>
          </div>
          {limit !== undefined && limitMultiplier !== undefined && (
            <div className="mines-stats__wide">
              <dt>{t('mines.limit')}</dt>
              <dd data-testid="mines-limit">
                {t('mines.limit_value', { n: limit, x: numbers.number(limitMultiplier) })}
              </dd>
            </div>
          )}
        </dl>
        {open ? (
          <ActionButton
            variant="win"
            size="lg"
            data-testid="cashout"
            disabled={busy || (view?.revealed.length ?? 0) === 0}
            onClick={() => void cashout()}
          >
            {t('mines.cashout', { amount: money(currentWin) })}
          </ActionButton>
        ) : (
          <>
            <div className="mines-count">
              <label htmlFor="mines-count">{t('mines.mines')}</label>
              <div className="mines-count__row">
                <button
                  type="button"
                  aria-label={t('mines.fewer')}
                  disabled={mines <= d.minMines}
                  onClick={() => setMines((m) => Math.max(d.minMines, m - 1))}
                >
                  −
                </button>
                <select
                  id="mines-count"
                  value={mines}
                  onChange={(e) => setMines(Number(e.target.value))}
                >
                  {Array.from(
                    { length: d.maxMines - d.minMines + 1 },
                    (_, i) => d.minMines + i,
                  ).map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  aria-label={t('mines.more')}
                  disabled={mines >= d.maxMines}
                  onClick={() => setMines((m) => Math.min(d.maxMines, m + 1))}
                >
                  +
                </button>
              </div>
            </div>
            <StakeSelector
              value={stake}
              onChange={setStake}
              min={info.minStake}
              max={info.maxStake}
              disabled={busy}
              chips
            />
            <ActionButton size="lg" data-testid="play" busy={busy} onClick={() => void start()}>
              {t('mines.start')}
            </ActionButton>
          </>
        )}
      </div>
    </div>
  );
}
