import type { RouletteView } from '@croupier/games/engines/roulette/index';
import type { GameUi, RulesProps } from '../types.ts';
import { RouletteTable } from './table.tsx';
import { texts } from './texts.ts';
import './roulette.css';

interface RouletteDetails {
  variant: 'european' | 'french';
  laPartage: boolean;
  minPositionStake: number;
  bets: { type: string; covers: number; pays: number; rtp: number }[];
}

function Rules({ info, money, numbers, t }: RulesProps) {
  const details = info.details as RouletteDetails;
  const percent = (x: number) => numbers.percent(x);
  return (
    <div className="roulette-rules">
      <p>{t(`roulette.rules.intro_${details.variant}`)}</p>
      <p>
        {t('roulette.rules.bets', {
          min: money(details.minPositionStake),
          max: money(info.maxStake),
        })}
      </p>
      {details.laPartage && <p>{t('roulette.rules.la_partage')}</p>}
      <table className="roulette-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('roulette.rules.bet')}</th>
            <th scope="col">{t('roulette.rules.covers')}</th>
            <th scope="col">{t('roulette.rules.pays')}</th>
            <th scope="col">{t('roulette.rules.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {details.bets.map((b) => (
            <tr key={b.type}>
              <th scope="row">{t(`roulette.bet.${b.type}`)}</th>
              <td>{b.covers}</td>
              <td>{`${b.pays}:1`}</td>
              <td>{percent(b.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('roulette.rules.outcome')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: RouletteTable,
  Rules,
  describe(round, t) {
    const view = round.view as RouletteView | null;
    if (!view || typeof view.pocket !== 'number') return '';
    const bets = (round.bet as { bets?: unknown[] } | null)?.bets?.length ?? 0;
    return `${t('roulette.result', { n: view.pocket, color: t(`roulette.color.${view.color}`) })} · ${t(
      'roulette.bets_count',
      { count: bets },
    )}`;
  },
  texts,
};
export default ui;
