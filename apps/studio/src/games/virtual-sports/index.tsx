import type { VirtualSportsDetails } from '@croupier/games/engines/virtual-sports/index';
import type { GameUi, RulesProps } from '../types.ts';
import { VirtualSportsTable } from './table.tsx';
import { texts } from './texts.ts';
import './virtual-sports.css';

function Rules({ info, t, numbers }: RulesProps) {
  const d = info.details as VirtualSportsDetails;
  const pct = (x: number) => numbers.percent(x, { max: 2 });
  return (
    <div className="vs-rules">
      {d.kinds !== 'football' && <p>{t('vs.rules.race')}</p>}
      {d.kinds !== 'race' && <p>{t('vs.rules.football')}</p>}
      <p>
        {t('vs.rules.odds', {
          rtp: pct(d.rtpBp / 10_000),
          margin: pct(d.marginBp / 10_000),
          min: pct(d.minSelectionRtp),
        })}
      </p>
      <p>{t('vs.rules.fair')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: VirtualSportsTable,
  Rules,
  // Bets on virtual events are not studio rounds: the frame's round history stays empty.
  describe: () => '',
  texts,
};
export default ui;
