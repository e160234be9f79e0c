import type { CrashView } from '@croupier/games/engines/crash/index';
import type { GameUi, RulesProps } from '../types.ts';
import { CrashTable } from './table.tsx';
import { texts } from './texts.ts';
import './crash.css';

interface CrashDetails {
  houseEdge: number;
  maxMultiplier: number;
  autoCashout: boolean;
}

function Rules({ info, t, numbers }: RulesProps) {
  const d = info.details as CrashDetails;
  const pct = (v: number) => numbers.percent(v, { max: 2 });
  return (
    <div className="crash-rules">
      <p>{t('crash.rules.intro')}</p>
      <p>{t('crash.rules.odds', { edge: pct(d.houseEdge), rtp: pct(1 - d.houseEdge) })}</p>
      <p>{t('crash.rules.max', { max: d.maxMultiplier })}</p>
      {d.autoCashout && <p>{t('crash.rules.auto', { max: d.maxMultiplier })}</p>}
      <p>{t('crash.rules.abandon')}</p>
      <p>{t('crash.rules.fair')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: CrashTable,
  Rules,
  describe(round, t, _money, numbers) {
    const v = round.view as CrashView | null;
    if (!v || v.crashPoint === undefined) return t('crash.in_flight');
    const crash = numbers.number(v.crashPoint / 100, 2);
    return v.status === 'cashed' && v.cashedAt
      ? t('crash.describe_cashed', { x: numbers.number(v.cashedAt / 100, 2), crash })
      : t('crash.describe_busted', { crash });
  },
  texts,
};
export default ui;
