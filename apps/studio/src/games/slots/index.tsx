import type { SlotsDetails, SlotsView } from '@croupier/games/engines/slots/index';
import type { GameUi, RulesProps } from '../types.ts';
import { SymbolArt, tableTheme, type SymbolId } from './symbols.tsx';
import { SlotsTable } from './table.tsx';
import { texts } from './texts.ts';
import './slots.css';

function PaylineDiagram({ line, rows }: { line: number[]; rows: number }) {
  return (
    <svg
      className="slots-rules__line"
      viewBox={`0 0 ${line.length * 10} ${rows * 10}`}
      aria-hidden="true"
      focusable="false"
    >
      {line.map((_, reel) =>
        Array.from({ length: rows }, (__, row) => (
          <rect
            key={`${reel}-${row}`}
            x={reel * 10 + 1}
            y={row * 10 + 1}
            width="8"
            height="8"
            rx="1.5"
            className={line[reel] === row ? 'on' : 'off'}
          />
        )),
      )}
    </svg>
  );
}

function Rules({ info, t, numbers }: RulesProps) {
  /** 5000000 -> "5,000,000" ("5.000.000" in German). */
  const grouped = (n: number) => numbers.number(n);
  /** A chance as a percentage with three significant digits: 0.032 -> "3.2%" ("3,2 %"). */
  const percent = (p: number) => numbers.percent(Number(p.toPrecision(3)), { max: 6 });
  /** "× 5" for a pay of 5, "× 0.4" for a ways pay of four tenths ("× 0,4"). */
  const times = (x: number) => `× ${numbers.number(x)}`;
  const tt = (key: string, params?: Record<string, string | number>) => t(`slots.${key}`, params);
  const d = info.details as SlotsDetails;
  const theme = tableTheme(d.reels);
  const counts = Array.from({ length: d.reels }, (_, i) => i + 1).filter((k) =>
    d.symbols.some((s) => (s.pays[k] ?? 0) > 0),
  );
  return (
    <div className="slots-rules">
      <p>
        {d.mode === 'lines'
          ? tt('rules_pays_lines', { lines: d.paylines.length })
          : tt('rules_pays_ways', { ways: d.ways, coins: d.betUnits })}
      </p>
      <h3>{tt('rules_paytable')}</h3>
      <table className="slots-rules__table">
        <thead>
          <tr>
            <th scope="col">{tt('rules_symbol')}</th>
            {counts.map((k) => (
              <th scope="col" key={k}>
                {k}×
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...d.symbols].reverse().map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <span className="slots-rules__art">
                  <SymbolArt id={s.id as SymbolId} theme={theme} />
                </span>
                <span className="visually-hidden">
                  {tt(s.id.startsWith('l') ? 'sym_low' : 'sym_high', { n: s.id.slice(1) })}
                </span>
              </th>
              {counts.map((k) => (
                <td key={k}>{(s.pays[k] ?? 0) > 0 ? times(s.pays[k] as number) : '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {d.wild && (
        <p className="slots-rules__feature">
          <span className="slots-rules__art">
            <SymbolArt id="wild" theme={theme} />
          </span>
          <span>
            {tt('rules_wild', { reels: d.reels })} {d.expandingWilds ? tt('rules_expanding') : ''}
          </span>
        </p>
      )}
      {d.scatter && (
        <div className="slots-rules__feature">
          <span className="slots-rules__art">
            <SymbolArt id="scatter" theme={theme} />
          </span>
          <div>
            <p>{tt('rules_scatter')}</p>
            <p>
              {d.scatter.pays
                .map((p, k) => (p > 0 ? `${k}× ${times(p)}` : ''))
                .filter(Boolean)
                .join(' · ')}
            </p>
            {d.freeSpins && (
              <p>
                {tt('rules_free_spins', {
                  trigger: d.freeSpins.trigger,
                  count: d.freeSpins.count,
                  x: d.freeSpins.multiplier,
                })}
              </p>
            )}
          </div>
        </div>
      )}
      {d.cascades && (
        <div className="slots-rules__feature">
          <div>
            <h3>{tt('rules_cascades_title')}</h3>
            <p>{tt('rules_cascades')}</p>
            <p>
              {tt('rules_cascade_steps', {
                steps: d.cascades.multipliers.map((x) => `×${x}`).join(' → '),
                last: d.cascades.multipliers[d.cascades.multipliers.length - 1] ?? 1,
              })}
            </p>
          </div>
        </div>
      )}
      {d.holdAndWin && (
        <div className="slots-rules__feature">
          <span className="slots-rules__art">
            <SymbolArt id="coin" theme={theme} />
          </span>
          <div>
            <h3>{tt('describe_hold')}</h3>
            <p>
              {tt('rules_hold', {
                trigger: d.holdAndWin.trigger,
                odds: grouped(Math.round(1 / d.holdAndWin.respinChance)),
                respins: d.holdAndWin.respins,
                cells: d.holdAndWin.cells,
                tier: tt(`jackpot_${d.holdAndWin.fullTier}`),
                x: d.holdAndWin.fullMultiplier,
              })}
            </p>
            <p>{tt('rules_hold_prizes')}</p>
            <ul className="slots-rules__prizes">
              {d.holdAndWin.prizes.map((p) => (
                <li key={`${p.tier}-${p.multiplier}`}>
                  <span>
                    {p.tier === 'cash'
                      ? tt('rules_hold_cash', { x: p.multiplier })
                      : tt('rules_hold_jackpot_coin', {
                          tier: tt(`jackpot_${p.tier}`),
                          x: p.multiplier,
                        })}
                  </span>
                  <span>{percent(p.chance)}</span>
                </li>
              ))}
            </ul>
            <p>
              {tt('rules_hold_odds', {
                odds: grouped(Math.round(1 / d.holdAndWin.triggerChance)),
              })}
            </p>
          </div>
        </div>
      )}
      {d.jackpots.length > 0 && (
        <>
          <p>{d.holdAndWin ? tt('rules_jackpots_hold') : tt('rules_jackpots')}</p>
          <ul>
            {[...d.jackpots].reverse().map((j) => (
              <li key={j.tier}>
                {j.chance === null
                  ? tt('rules_jackpot_fixed_row', {
                      tier: tt(`jackpot_${j.tier}`),
                      x: j.multiplier,
                    })
                  : tt('rules_jackpot_row', {
                      tier: tt(`jackpot_${j.tier}`),
                      x: j.multiplier,
                      odds: grouped(Math.round(1 / j.chance)),
                    })}
              </li>
            ))}
          </ul>
        </>
      )}
      {d.maxWin !== null && <p>{tt('rules_max_win', { x: grouped(d.maxWin) })}</p>}
      {d.mode === 'lines' && (
        <>
          <h3>{tt('rules_paylines')}</h3>
          <ol className="slots-rules__lines">
            {d.paylines.map((line, i) => (
              <li key={i}>
                <PaylineDiagram line={line} rows={d.rows} />
                <span>{i + 1}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p>{tt('rules_volatility', { level: tt(`vol_${d.volatility}`) })}</p>
      <p>{tt('rules_round')}</p>
      {(d.cascades || d.holdAndWin) && <p>{tt('rules_round_features')}</p>}
    </div>
  );
}

const ui: GameUi = {
  Table: SlotsTable,
  Rules,
  describe(round, t) {
    const view = round.view as SlotsView | null;
    if (!view || !Array.isArray(view.spins)) return '';
    const wins = view.spins.reduce(
      (a, s) =>
        a +
        s.wins.length +
        (s.cascades ?? []).reduce((b, c) => b + c.wins.length, 0) +
        (s.scatterWin > 0 ? 1 : 0),
      0,
    );
    const parts =
      wins > 0
        ? [t('slots.describe_wins', { n: wins })]
        : view.win > 0
          ? []
          : [t('slots.describe_none')];
    const cascades = view.spins.reduce(
      (a, s) => a + (s.cascades ?? []).filter((c) => c.wins.length > 0).length,
      0,
    );
    if (cascades > 0) parts.push(t('slots.describe_cascades', { n: cascades }));
    if (view.freeSpinsAwarded > 0)
      parts.push(t('slots.describe_free', { n: view.freeSpinsAwarded }));
    if (view.holdAndWin) {
      parts.push(t('slots.describe_hold'));
      if (view.holdAndWin.full) parts.push(t('slots.jackpot_' + view.holdAndWin.fullTier));
    }
    if (view.jackpot) parts.push(t('slots.jackpot_' + view.jackpot.tier));
    return parts.join(' · ');
  },
  texts,
};
export default ui;
