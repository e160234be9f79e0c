import type { MinesView } from '@croupier/games/engines/mines/index';
import { formatMultiplier } from '../../ui/index.ts';
import type { GameUi, RulesProps } from '../types.ts';
import { MinesTable } from './table.tsx';
import { texts } from './texts.ts';
import './mines.css';

interface MinesDetails {
  gridSize: number;
  minMines: number;
  maxMines: number;
  houseEdge: number;
  multipliers: Record<string, number[]>;
}

const SHOWN_MINES = [1, 3, 5, 10, 15, 20, 24];
const SHOWN_TILES = 8;

function Rules({ info, t }: RulesProps) {
  const d = info.details as MinesDetails;
  const counts = SHOWN_MINES.filter((m) => m >= d.minMines && m <= d.maxMines && m < d.gridSize);
  const pct = (x: number) => `${Number((x * 100).toFixed(2))} %`;
  return (
    <div className="mines-rules">
      <p>{t('mines.rules.intro', { tiles: d.gridSize, min: d.minMines, max: d.maxMines })}</p>
      <p>{t('mines.rules.formula', { rtp: pct(1 - d.houseEdge) })}</p>
      <p>{t('mines.rules.abandon', { x: formatMultiplier(1 - d.houseEdge) })}</p>
      <div className="mines-rules__scroll">
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
            </tr>
          </thead>
          <tbody>
            {counts.map((m) => (
              <tr key={m}>
                <th scope="row">{m}</th>
                {Array.from({ length: SHOWN_TILES }, (_, k) => {
                  const x = d.multipliers[String(m)]?.[k];
                  return <td key={k}>{x === undefined ? '–' : `${formatMultiplier(x)}×`}</td>;
                })}
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
  describe(round, t) {
    const v = round.view as MinesView | null;
    if (!v || !Array.isArray(v.revealed)) return '';
    if (v.status === 'playing')
      return t('mines.describe_open', { mines: v.mines, n: v.revealed.length });
    return v.status === 'busted'
      ? t('mines.describe_busted', { mines: v.mines, n: v.revealed.length })
      : t('mines.describe_cashed', {
          mines: v.mines,
          n: v.revealed.length,
          x: formatMultiplier(v.multiplier),
        });
  },
  texts,
};
export default ui;
