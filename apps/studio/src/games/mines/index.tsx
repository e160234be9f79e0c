import type { MinesView } from '@croupier/games/engines/mines/index';
import type { GameUi, RulesProps } from '../types.ts';
import { MinesTable, type MinesDetails } from './table.tsx';
import { texts } from './texts.ts';
import './mines.css';

const SHOWN_MINES = [1, 3, 5, 10, 15, 20, 24];
const SHOWN_TILES = 8;

function Rules({ info, t, money, numbers }: RulesProps) {
  const d = info.details as MinesDetails;
  const counts = SHOWN_MINES.filter((m) => m >= d.minMines && m <= d.maxMines && m < d.gridSize);
  const pct = (x: number) => numbers.percent(x, { max: 2 });
  // Large multipliers with the player's digit grouping, as the info panel shows them (10,000).
  const grouped = (x: number) => numbers.number(x);
  return (
    <div className="mines-rules">
      <p>{t('mines.rules.intro', { tiles: d.gridSize, min: d.minMines, max: d.maxMines })}</p>
      <p>{t('mines.rules.formula', { rtp: pct(1 - d.houseEdge) })}</p>
      <p>{t('mines.rules.abandon', { x: numbers.number(1 - d.houseEdge) })}</p>
      <p>
        {t('mines.rules.cap', {
          cap: grouped(d.maxMultiplier),
          rtp: pct(1 - d.houseEdge),
        })}
      </p>
      <p data-testid="mines-max-win">
        {t('mines.rules.max_win', {
          amount: money(d.maxWin),
          x: grouped(info.maxMultiplier),
          stake: money(info.maxStake),
        })}
      </p>
      {/* Focusable so a keyboard can scroll the table sideways where it is wider than the panel. */}
      <div
        className="mines-rules__scroll"
        tabIndex={0}
        role="region"
        aria-label={t('mines.rules.table')}
      >
        <table className="mines-rules__table">
          <caption>{t('mines.rules.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mines.mines')}</th>
              {Array.from({ length: SHOWN_TILES }, (_, k) => (
                <th key={k} scope="col">
                  {k + 1}
                </th>
              ))}
              <th scope="col">{t('mines.rules.limit')}</th>
              <th scope="col">{t('mines.rules.top')}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((m) => (
              <tr key={m}>
                <th scope="row">{m}</th>
                {Array.from({ length: SHOWN_TILES }, (_, k) => {
                  const x = d.multipliers[String(m)]?.[k];
                  return (
                    <td key={k}>{x === undefined ? '–' : numbers.multiplier(x, { max: 2 })}</td>
                  );
                })}
                <td>{d.maxTiles[String(m)]}</td>
                <td>{numbers.multiplier(d.multipliers[String(m)]?.at(-1) ?? 0, { max: 2 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const ui: GameUi = {
  Table: MinesTable,
  Rules,
  describe(round, t, _money, numbers) {
    const v = round.view as MinesView | null;
    if (!v || !Array.isArray(v.revealed)) return '';
    if (v.status === 'playing')
      return t('mines.describe_open', { mines: v.mines, n: v.revealed.length });
    if (v.status === 'busted')
      return t('mines.describe_busted', { mines: v.mines, n: v.revealed.length });
    const params = { mines: v.mines, n: v.revealed.length, x: numbers.number(v.multiplier) };
    return v.revealed.length === v.maxTiles
      ? t('mines.describe_max', params)
      : t('mines.describe_cashed', params);
  },
  texts,
};
export default ui;
