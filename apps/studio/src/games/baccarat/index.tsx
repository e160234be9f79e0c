import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoundView } from '@croupier/contract/studio';
import type { BaccaratView, BetType } from '@croupier/games/engines/baccarat/index';
import {
  BetControls,
  BetSpot,
  PlayingCard,
  WinBanner,
  rankLabel,
  useChipBets,
} from '../../ui/index.ts';
import type { GameUi, GameUiProps, RulesProps } from '../types.ts';
import { texts } from './texts.ts';
import './baccarat.css';

type Variant = BaccaratView['variant'];
type Side = 'player' | 'banker' | 'dragon' | 'tiger';
type CardState = 'hidden' | 'down' | 'up';

interface BetInfo {
  type: BetType;
  pays: number;
  rtp: number;
}

interface Details {
  variant: Variant;
  decks: number;
  commission: number;
  bets: BetInfo[];
  tieRule: 'push' | 'half-back';
  bankerTableau: Record<string, number[]> | null;
}

function readDetails(raw: unknown): Details {
  const d = (raw ?? {}) as Partial<Details>;
  return {
    variant: d.variant ?? 'punto-banco',
    decks: d.decks ?? 8,
    commission: d.commission ?? 0.05,
    bets: Array.isArray(d.bets) ? d.bets : [],
    tieRule: d.tieRule ?? 'push',
    bankerTableau: d.bankerTableau ?? null,
  };
}

function readView(round: RoundView | null): BaccaratView | null {
  const view = round?.view as BaccaratView | undefined;
  if (!view || typeof view !== 'object' || !('variant' in view)) return null;
  return view;
}

/** Baccarat value of a card code (display only: the server has already settled the hand). */
function cardValue(code: string): number {
  const rank = Number(code.slice(0, -1));
  return rank >= 10 ? 0 : rank;
}

interface DealtCard {
  side: Side;
  code: string;
}

/** Cards in dealing order: player, banker, player, banker, then the third cards. */
function dealOrder(view: BaccaratView): DealtCard[] {
  if (view.variant === 'dragon-tiger') {
    return [
      { side: 'dragon', code: view.dragon },
      { side: 'tiger', code: view.tiger },
    ];
  }
  const out: DealtCard[] = [];
  for (let i = 0; i < 2; i += 1) {
    out.push({ side: 'player', code: view.player[i] as string });
    out.push({ side: 'banker', code: view.banker[i] as string });
  }
  if (view.player[2]) out.push({ side: 'player', code: view.player[2] });
  if (view.banker[2]) out.push({ side: 'banker', code: view.banker[2] });
  return out;
}

interface Step {
  /** Card indexes (in dealing order) that change state at this step. */
  deal: number[];
  flip: number[];
  ms: number;
}

/**
 * The dealer's script: the first cards go face down, then each side is turned (slowly, corner by
 * corner, in squeeze), then any third card is dealt and turned.
 */
function script(view: BaccaratView, squeeze: boolean): Step[] {
  const flipMs = squeeze ? 1700 : 520;
  if (view.variant === 'dragon-tiger') {
    return [
      { deal: [0], flip: [], ms: 320 },
      { deal: [1], flip: [], ms: 320 },
      { deal: [], flip: [0], ms: flipMs },
      { deal: [], flip: [1], ms: flipMs },
    ];
  }
  const steps: Step[] = [0, 1, 2, 3].map((i) => ({ deal: [i], flip: [], ms: 300 }));
  steps.push({ deal: [], flip: [0, 2], ms: flipMs });
  steps.push({ deal: [], flip: [1, 3], ms: flipMs });
  let next = 4;
  if (view.player[2]) {
    steps.push({ deal: [next], flip: [], ms: 300 }, { deal: [], flip: [next], ms: flipMs });
    next += 1;
  }
  if (view.banker[2]) {
    steps.push({ deal: [next], flip: [], ms: 300 }, { deal: [], flip: [next], ms: flipMs });
  }
  return steps;
}

function statesAt(steps: Step[], count: number, step: number): CardState[] {
  const states: CardState[] = Array.from({ length: count }, () => 'hidden');
  for (const s of steps.slice(0, step)) {
    for (const i of s.deal) states[i] = 'down';
    for (const i of s.flip) states[i] = 'up';
  }
  return states;
}

function FlipCard({ code, state, squeeze }: { code: string; state: CardState; squeeze: boolean }) {
  if (state === 'hidden') return <span className="bac-card bac-card--empty" aria-hidden="true" />;
  const up = state === 'up';
  return (
    <span
      className={['bac-card', up ? 'is-up' : '', squeeze ? 'bac-card--squeeze' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <span className="bac-card__face bac-card__back" aria-hidden={up}>
        <PlayingCard faceDown size="lg" animate={false} />
      </span>
      <span className="bac-card__face bac-card__front" aria-hidden={!up}>
        <PlayingCard card={code} size="lg" animate={false} />
      </span>
    </span>
  );
}

function winnerOf(view: BaccaratView): string {
  return view.winner;
}

function resultText(
  view: BaccaratView,
  win: number,
  stake: number,
  t: GameUiProps['t'],
  money: GameUiProps['money'],
) {
  let outcome: string;
  if (view.variant === 'dragon-tiger') {
    outcome = t(view.winner === 'tie' ? 'result.dt_tie' : `result.${view.winner}`);
  } else {
    outcome =
      view.winner === 'tie'
        ? t('result.tie', { score: view.playerTotal })
        : t(`result.${view.winner}`, {
            score: `${Math.max(view.playerTotal, view.bankerTotal)}:${Math.min(view.playerTotal, view.bankerTotal)}`,
          });
  }
  // A push (or dragon tiger's half back) returns money without being a win.
  const paid =
    win > stake
      ? t('result.win', { amount: money(win) })
      : win > 0
        ? t('result.back', { amount: money(win) })
        : t('result.no_win', { amount: money(0) });
  return `${outcome}. ${paid}`;
}

const SPOT_ORDER: Record<'punto' | 'dt', BetType[][]> = {
  punto: [
    ['playerPair', 'tie', 'bankerPair'],
    ['player', 'banker'],
  ],
  dt: [['tie'], ['dragon', 'tiger']],
};

function BaccaratTable(props: GameUiProps) {
  const { session, busy, play, money, t, sound, reducedMotion } = props;
  const details = useMemo(
    () => readDetails(session.game.info.details),
    [session.game.info.details],
  );
  const { minStake, maxStake } = session.game.info;
  const dragonTiger = details.variant === 'dragon-tiger';
  const squeeze = details.variant === 'squeeze';
  const [shown, setShown] = useState<RoundView | null>(() =>
    props.round && props.round.status !== 'open' ? props.round : null,
  );
  const [step, setStep] = useState(() => Number.MAX_SAFE_INTEGER);
  const [road, setRoad] = useState<string[]>([]);
  const announced = useRef<string | null>(null);

  const view = readView(shown);
  const order = useMemo(() => (view ? dealOrder(view) : []), [view]);
  const steps = useMemo(() => (view ? script(view, squeeze) : []), [view, squeeze]);
  const dealing = view !== null && step < steps.length;
  const states = statesAt(steps, order.length, step);

  // Run the dealer's script one step at a time.
  useEffect(() => {
    if (!view || step >= steps.length) return;
    const current = steps[step] as Step;
    if (current.deal.length > 0) sound('card');
    const timer = window.setTimeout(() => setStep((s) => s + 1), current.ms);
    return () => window.clearTimeout(timer);
  }, [view, step, steps, sound]);

  // When the last card is turned: the scoreboard and the losing sound (the banner plays the win).
  useEffect(() => {
    if (!shown || !view || dealing || announced.current === shown.id) return;
    announced.current = shown.id;
    setRoad((r) => [...r, winnerOf(view)].slice(-24));
    if (shown.win === 0) sound('lose');
  }, [shown, view, dealing, sound]);

  const locked = busy || dealing;
  const bets = useChipBets<BetType>({ minStake, maxStake, locked, sound });
  const { spots, total } = bets;
  const deal = async () => {
    if (locked || total === 0) return;
    sound('click');
    const result = await play({ bets: spots });
    if (!result) return;
    setShown(result);
    setStep(reducedMotion ? Number.MAX_SAFE_INTEGER : 0);
  };

  const sideCards = (side: Side) =>
    order.map((c, i) => ({ ...c, index: i })).filter((c) => c.side === side);
  const sideTotal = (side: Side): number | null => {
    const up = sideCards(side).filter((c) => states[c.index] === 'up');
    if (up.length === 0) return null;
    if (dragonTiger) return Number(up[0]?.code.slice(0, -1));
    return up.reduce((sum, c) => sum + cardValue(c.code), 0) % 10;
  };
  const finished = view !== null && !dealing;
  const winnerSide = finished ? view.winner : null;

  const sides: Side[] = dragonTiger ? ['dragon', 'tiger'] : ['player', 'banker'];
  const betInfo = (type: BetType) => details.bets.find((b) => b.type === type);
  const rows = SPOT_ORDER[dragonTiger ? 'dt' : 'punto'];

  return (
    <div className={`bac bac--${details.variant}`}>
      <div className="bac-felt">
        <ol className="bac-road" aria-label={t('road')}>
          {road.map((w, i) => (
            <li key={i} className={`bac-road__bead bac-road__bead--${w}`} title={t(`hand.${w}`)}>
              {t(`bead.${w}`)}
            </li>
          ))}
        </ol>
        <div className="bac-hands">
          {sides.map((side) => {
            const score = sideTotal(side);
            const rank = side === 'dragon' || side === 'tiger';
            return (
              <section
                key={side}
                className={[
                  'bac-hand',
                  `bac-hand--${side}`,
                  winnerSide === side ? 'is-winner' : '',
                  winnerSide && winnerSide !== side && winnerSide !== 'tie' ? 'is-loser' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-label={t(`hand.${side}`)}
              >
                <header className="bac-hand__head">
                  <h3 className="bac-hand__name">{t(`hand.${side}`)}</h3>
                  <span className="bac-hand__total" aria-label={t('total')}>
                    {score === null ? '–' : rank ? rankLabel(score) : score}
                  </span>
                </header>
                <div className="bac-hand__cards">
                  {sideCards(side).map((c) => (
                    <FlipCard
                      key={`${shown?.id}-${c.index}`}
                      code={c.code}
                      state={states[c.index] as CardState}
                      squeeze={squeeze}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
        <div className="bac-spots" role="group" aria-label={t('spots')}>
          {rows.map((row, r) => (
            <div key={r} className={`bac-spots__row bac-spots__row--${r === 0 ? 'side' : 'main'}`}>
              {row
                .filter((type) => betInfo(type))
                .map((type) => {
                  const info = betInfo(type) as BetInfo;
                  const amount = spots[type] ?? 0;
                  return (
                    <BetSpot
                      key={type}
                      testId={`spot-${type}`}
                      className={`bac-spot bac-spot--${type}`}
                      amount={amount}
                      paid={finished && view ? view.wins[type] : undefined}
                      disabled={locked}
                      onClick={() => bets.addChip(type)}
                      // The name repeats the printed text first, then the bet.
                      label={t('spot_label', {
                        bet: t(`bet.${type}`),
                        pays: t('pays', { x: info.pays }),
                        amount: money(amount),
                      })}
                      chipClassName="bac-spot__chip"
                    >
                      <span className="bac-spot__name" aria-hidden="true">
                        {t(`bet.${type}`)}
                      </span>
                      <span className="bac-spot__pays" aria-hidden="true">
                        {t('pays', { x: info.pays })}
                      </span>
                    </BetSpot>
                  );
                })}
            </div>
          ))}
        </div>
        <WinBanner
          win={finished && shown && shown.win > shown.stake ? shown.win : 0}
          stake={shown?.stake ?? 0}
          roundKey={finished && shown ? shown.id : null}
        />
      </div>

      <BetControls
        bets={bets}
        locked={locked}
        labels={{
          rack: t('chip_value'),
          undo: t('undo'),
          clear: t('clear'),
          total: t('total_bet'),
          play: t('deal'),
        }}
        money={money}
        play={{ busy, disabled: dealing || total === 0, onClick: () => void deal() }}
      />

      <p className="ui-result" data-testid="result" aria-live="polite" role="status">
        {finished && shown && view
          ? resultText(view, shown.win, shown.stake, t, money)
          : dealing
            ? t('dealing')
            : total === 0
              ? t('place_bets')
              : ''}
      </p>
    </div>
  );
}

function BaccaratRules({ info, t, money, numbers }: RulesProps) {
  const percent = (x: number) => numbers.percent(x);
  const details = readDetails(info.details);
  const dragonTiger = details.variant === 'dragon-tiger';
  return (
    <div className="bac-rules">
      <p>{t(dragonTiger ? 'rules.intro_dt' : 'rules.intro_pb')}</p>
      {details.variant === 'squeeze' && <p>{t('rules.squeeze')}</p>}
      <p>{t('rules.shoe', { decks: details.decks })}</p>
      <table className="ui-rules-table">
        <thead>
          <tr>
            <th scope="col">{t('rules.bet')}</th>
            <th scope="col">{t('rules.pays')}</th>
            <th scope="col">{t('rules.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {details.bets.map((b) => (
            <tr key={b.type}>
              <th scope="row">{t(`bet.${b.type}`)}</th>
              <td>{t('pays', { x: b.pays })}</td>
              <td>{percent(b.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {dragonTiger ? (
        <>
          <p>{t('rules.dt_ranks')}</p>
          <p>{t('rules.tie_half')}</p>
        </>
      ) : (
        <>
          <p>{t('rules.values')}</p>
          <p>{t('rules.natural')}</p>
          <p>{t('rules.player_draw')}</p>
          <p>{t('rules.banker_stood')}</p>
          <p>{t('rules.banker_draw')}</p>
          {details.bankerTableau && (
            <table className="ui-rules-table">
              <thead>
                <tr>
                  <th scope="col">{t('rules.banker_total')}</th>
                  <th scope="col">{t('rules.draws_when')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">0–2</th>
                  <td>{t('rules.always')}</td>
                </tr>
                {Object.entries(details.bankerTableau).map(([total, thirds]) => (
                  <tr key={total}>
                    <th scope="row">{total}</th>
                    <td>{thirds.join(', ')}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">7</th>
                  <td>{t('rules.never')}</td>
                </tr>
              </tbody>
            </table>
          )}
          <p>{t('rules.tie_push')}</p>
          <p>{t('rules.pairs')}</p>
          <p>{t('rules.commission', { pct: Math.round(details.commission * 100) })}</p>
        </>
      )}
      <p>{t('rules.rounding')}</p>
      <p>{t('rules.limits', { min: money(info.minStake), max: money(info.maxStake) })}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: BaccaratTable,
  Rules: BaccaratRules,
  describe(round, t) {
    const view = readView(round);
    if (!view) return '';
    if (view.variant === 'dragon-tiger') {
      return t('describe.dt', {
        dragon: rankLabel(Number(view.dragon.slice(0, -1))),
        tiger: rankLabel(Number(view.tiger.slice(0, -1))),
        winner: t(`hand.${view.winner}`),
      });
    }
    return t('describe.pb', {
      player: view.playerTotal,
      banker: view.bankerTotal,
      winner: t(`hand.${view.winner}`),
    });
  },
  texts,
};
export default ui;
