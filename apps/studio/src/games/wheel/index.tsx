import type { WheelView } from '@croupier/games/engines/wheel/index';
import type { GameUi, RulesProps } from '../types.ts';
import { WheelTable, type WheelDetails } from './table.tsx';
import { texts } from './texts.ts';
import './wheel.css';

function Rules({ info, money, numbers, t }: RulesProps) {
  const d = info.details as WheelDetails;
  const pct = (x: number) => numbers.percent(x);
  const times = (x: number) => numbers.multiplier(x, { max: 2 });
  if (d.kind === 'spark') {
    return (
      <div className="wheel-rules">
        <p>{t('wheel.rules.spark', { segments: d.segments })}</p>
        <table className="wheel-rules__table">
          <thead>
            <tr>
              <th scope="col">{t('wheel.risk')}</th>
              <th scope="col">{t('wheel.rules.segments')}</th>
            </tr>
          </thead>
          <tbody>
            {(['low', 'medium', 'high'] as const).map((r) => {
              const counts = new Map<number, number>();
              for (const m of d.tables[r]) counts.set(m, (counts.get(m) ?? 0) + 1);
              return (
                <tr key={r}>
                  <th scope="row">{t(`wheel.risk_${r}`)}</th>
                  <td>
                    {[...counts.entries()]
                      .sort((a, b) => a[0] - b[0])
                      .map(([m, c]) => `${times(m / 100)} (${c})`)
                      .join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p>{t('wheel.rules.spark_rtp', { rtp: pct(1 - d.houseEdge) })}</p>
      </div>
    );
  }
  return (
    <div className="wheel-rules">
      <p>
        {t('wheel.rules.money', {
          segments: d.segments,
          min: money(d.minPositionStake),
          max: money(info.maxStake),
        })}
      </p>
      <p>
        {t(d.randomMultipliers ? 'wheel.rules.prism' : 'wheel.rules.top', {
          factors: d.topFactors.map(times).join(', '),
        })}
      </p>
      <table className="wheel-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('wheel.rules.spot')}</th>
            <th scope="col">{t('wheel.rules.segments')}</th>
            <th scope="col">{t('wheel.rules.pays')}</th>
            <th scope="col">{t('wheel.rules.top_chance')}</th>
            <th scope="col">RTP</th>
          </tr>
        </thead>
        <tbody>
          {d.spots.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.kind === 'bonus' ? t(`wheel.${s.id}`) : s.id}</th>
              <td>{s.segments}</td>
              <td>{s.kind === 'number' ? `${s.value}:1` : (s.bonus ?? []).map(times).join(' ')}</td>
              <td>{pct(s.topChance)}</td>
              <td>{pct(s.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('wheel.rules.bonus')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: WheelTable,
  Rules,
  describe(round, t, _money, numbers) {
    const v = round.view as WheelView | null;
    if (!v || v.stop === undefined) return '';
    const times = (x: number) => numbers.multiplier(x, { max: 2 });
    if (v.kind === 'spark') {
      return `${t(`wheel.risk_${v.risk ?? 'medium'}`)} · ${times(Number(v.result) / 100)}`;
    }
    const id = String(v.result);
    const name = id.startsWith('bonus') ? t(`wheel.${id}`) : id;
    const top = v.top?.spot === id ? ` ×${numbers.number(v.top.factor)}` : '';
    return v.bonus !== null ? `${name} ${times(v.bonus)}${top}` : `${name}${top}`;
  },
  texts,
};
export default ui;
