import type { DiceView } from '@croupier/games/engines/dice/index';
import type { GameUi, RulesProps } from '../types.ts';
import { DiceTable } from './table.tsx';
import { texts } from './texts.ts';
import './dice.css';

interface DiceDetails {
  mode: DiceView['mode'];
  houseEdge: number;
  range: number;
  minChance: number;
  maxChance: number;
  bets: { bet: string; chance: number; multiplier: number; push?: number }[];
}

function Rules({ info, t, numbers }: RulesProps) {
  const d = info.details as DiceDetails;
  // Up to 4 decimals: the dice multipliers are exact fractions such as 2.352 or 1.9549.
  const exactMultiplier = (x: number) => numbers.multiplier(x, { max: 4 });
  const pct = (x: number) => numbers.percent(x, { max: 2 });
  return (
    <div className="dice-rules">
      <p>{t(`dice.rules.${d.mode}`, { range: d.range })}</p>
      {d.mode === 'over-under' ? (
        <p>
          {t('dice.rules.formula', {
            rtp: pct(1 - d.houseEdge),
            min: pct(d.minChance),
            max: pct(d.maxChance),
            top: numbers.number(info.maxMultiplier),
          })}
        </p>
      ) : (
        <table className="dice-rules__table">
          <thead>
            <tr>
              <th scope="col">{t('dice.rules.bet')}</th>
              <th scope="col">{t('dice.chance')}</th>
              <th scope="col">{t('dice.multiplier')}</th>
            </tr>
          </thead>
          <tbody>
            {d.bets.map((b) => (
              <tr key={b.bet}>
                <th scope="row">{t(`dice.bet.${b.bet}`)}</th>
                <td>{pct(b.chance)}</td>
                <td>{exactMultiplier(b.multiplier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {d.mode === 'duel' && <p>{t('dice.rules.push')}</p>}
      <p>{t('dice.rules.rtp', { rtp: pct(1 - d.houseEdge) })}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: DiceTable,
  Rules,
  describe(round, t) {
    const v = round.view as DiceView | null;
    if (!v || !Array.isArray(v.dice)) return '';
    const [a = 0, b = 0, c = 0, d = 0] = v.dice;
    if (v.bet.mode === 'over-under') {
      return `${t(`dice.${v.bet.direction}`)} ${v.bet.target} · ${t('dice.rolled', { n: a })}`;
    }
    if (v.bet.mode === 'duel') {
      return `${t(`dice.bet.${v.bet.side}`)} · ${t('dice.duel_totals', { player: a + b, dealer: c + d })}`;
    }
    return `${t(`dice.bet.${v.bet.pick}`)} · ${t('dice.total', { n: a + b })}`;
  },
  texts,
};
export default ui;
