import type { ScratchDetails, ScratchView } from '@croupier/games/engines/scratch/index';
import type { GameUi, RulesProps } from '../types.ts';
import { ScratchTable } from './table.tsx';
import { texts } from './texts.ts';
import './scratch.css';

function Rules({ info, money, numbers, t }: RulesProps) {
  const percent = (x: number) => numbers.percent(Number(x.toPrecision(3)), { max: 6 });
  const odds = (x: number) => `1 : ${numbers.number(Math.round(1 / x))}`;
  const tt = (key: string, params?: Record<string, string | number>) => t(`scratch.${key}`, params);
  const d = info.details as ScratchDetails;
  return (
    <div className="scratch-rules">
      <p>{tt('rules_intro', { cells: d.gridSize, n: d.matchToWin })}</p>
      <table className="scratch-rules__table">
        <thead>
          <tr>
            <th scope="col">{tt('rules_prize')}</th>
            <th scope="col">{tt('rules_chance')}</th>
          </tr>
        </thead>
        <tbody>
          {[...d.prizes].reverse().map((p) => (
            <tr key={p.multiplier}>
              <th scope="row">{`${numbers.multiplier(p.multiplier, { max: 2 })} · ${money(p.multiplier * info.minStake)}`}</th>
              <td>{odds(p.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{tt('rules_hit', { p: percent(d.hitRate) })}</p>
      <p>{tt('rules_abandon')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: ScratchTable,
  Rules,
  describe(round, t, money) {
    const view = round.view as ScratchView | null;
    if (!view || !Array.isArray(view.cells)) return '';
    const first = view.winningCells[0];
    if (first === undefined) return t('scratch.describe_none');
    return t('scratch.describe_win', {
      n: view.winningCells.length,
      amount: money(view.cells[first] ?? 0),
    });
  },
  texts,
};
export default ui;
