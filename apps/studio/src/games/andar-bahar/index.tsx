import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoundView } from '@croupier/contract/studio';
import type { AndarBaharView, Side } from '@croupier/games/engines/andar-bahar/index';
import {
  ActionButton,
  BetControls,
  BetSpot,
  PlayingCard,
  WinBanner,
  rankLabel,
  useChipBets,
} from '../../ui/index.ts';
import type { GameUi, GameUiProps, RulesProps } from '../types.ts';
import { texts } from './texts.ts';
import './andar-bahar.css';

interface SideBetInfo {
  id: string;
  from: number;
  to: number | null;
  pays: number;
  rtp: number;
}

interface Details {
  decks: number;
  speed: boolean;
  firstSidePays: number;
  secondSidePays: number;
  mainRtp: number;
  sideBets: SideBetInfo[];
}

function readDetails(raw: unknown): Details {
  const d = (raw ?? {}) as Partial<Details>;
  return {
    decks: d.decks ?? 1,
    speed: d.speed ?? false,
    firstSidePays: d.firstSidePays ?? 0.9,
    secondSidePays: d.secondSidePays ?? 1,
    mainRtp: d.mainRtp ?? 0,
    sideBets: Array.isArray(d.sideBets) ? d.sideBets : [],
  };
}

function readView(round: RoundView | null): AndarBaharView | null {
  const view = round?.view as AndarBaharView | undefined;
  if (!view || typeof view !== 'object' || typeof view.joker !== 'string') return null;
  return view;
}

const rankOf = (code: string) => Number(code.slice(0, -1));

function bandLabel(b: SideBetInfo): string {
  return b.to === null ? `${b.from}+` : `${b.from}–${b.to}`;
}

/** Cards in dealing order, alternating from the first side. */
function dealOrder(view: AndarBaharView): { side: Side; code: string }[] {
  const second: Side = view.firstSide === 'andar' ? 'bahar' : 'andar';
  const first = view[view.firstSide];
  const other = view[second];
  const out: { side: Side; code: string }[] = [];
  for (let i = 0; i < first.length; i += 1) {
    out.push({ side: view.firstSide, code: first[i] as string });
    const o = other[i];
    if (o !== undefined) out.push({ side: second, code: o });
  }
  return out;
}

function Pile({
  side,
  cards,
  match,
  finished,
  label,
}: {
  side: Side;
  cards: string[];
  match: number;
  finished: boolean;
  label: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current;
    // Keep the newest card in view on narrow screens.
    if (el) el.scrollLeft = el.scrollWidth;
  }, [cards.length]);
  return (
    <div className="ab-pile__cards" ref={strip} role="group" aria-label={label}>
      {cards.map((code, i) => (
        <PlayingCard
          key={`${side}-${i}`}
          card={code}
          size="sm"
          highlight={finished && rankOf(code) === match && i === cards.length - 1}
        />
      ))}
    </div>
  );
}

function AndarBaharTable(props: GameUiProps) {
  const { session, busy, play, money, t, sound, reducedMotion } = props;
  const details = useMemo(
    () => readDetails(session.game.info.details),
    [session.game.info.details],
  );
  const { minStake, maxStake } = session.game.info;
  const [shown, setShown] = useState<RoundView | null>(() =>
    props.round && props.round.status !== 'open' ? props.round : null,
  );
  // -1: joker still face down; n: n cards dealt after the joker.
  const [dealt, setDealt] = useState(Number.MAX_SAFE_INTEGER);
  const [history, setHistory] = useState<Side[]>([]);
  const announced = useRef<string | null>(null);

  const view = readView(shown);
  const order = useMemo(() => (view ? dealOrder(view) : []), [view]);
  const dealing = view !== null && dealt < order.length;
  const finished = view !== null && !dealing;
  const stepMs = details.speed ? 170 : 380;

  useEffect(() => {
    if (!view || dealt >= order.length) return;
    // A long deal speeds up as it goes, as a dealer's rhythm does.
    const delay = dealt < 0 ? 700 : Math.max(stepMs * 0.4, stepMs * (1 - dealt / 30));
    const timer = window.setTimeout(() => {
      sound('card');
      setDealt((d) => d + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [view, dealt, order.length, stepMs, sound]);

  useEffect(() => {
    if (!shown || !view || dealing || announced.current === shown.id) return;
    announced.current = shown.id;
    setHistory((h) => [...h, view.winner].slice(-20));
    if (shown.win === 0) sound('lose');
  }, [shown, view, dealing, sound]);

  const visible = order.slice(0, Math.max(dealt, 0));
  const pile = (side: Side) => visible.filter((c) => c.side === side).map((c) => c.code);
  const locked = busy || dealing;
  const bets = useChipBets<string>({ minStake, maxStake, locked, sound });
  const { spots, total } = bets;
  const deal = async () => {
    if (locked || total === 0) return;
    sound('click');
    const result = await play({ bets: spots });
    if (!result) return;
    setShown(result);
    setDealt(reducedMotion ? Number.MAX_SAFE_INTEGER : -1);
  };

  const jokerUp = view !== null && dealt >= 0;
  const mainSpot = (side: Side) => {
    const amount = spots[side] ?? 0;
    return (
      <BetSpot
        testId={`spot-${side}`}
        className={`ab-spot ab-spot--${side}`}
        amount={amount}
        paid={finished && view ? view.wins[side] : undefined}
        disabled={locked}
        onClick={() => bets.addChip(side)}
        label={t('spot_label', { bet: t(`side.${side}`), amount: money(amount) })}
      >
        <span className="ab-spot__name" aria-hidden="true">
          {t(`side.${side}`)}
        </span>
      </BetSpot>
    );
  };

  return (
    <div className={`ab${details.speed ? ' ab--speed' : ''}`}>
      <div className="ab-felt">
        <ol className="ab-history" aria-label={t('history')}>
          {history.map((w, i) => (
            <li key={i} className={`ab-history__dot ab-history__dot--${w}`}>
              {t(`short.${w}`)}
            </li>
          ))}
        </ol>
        <div className="ab-joker">
          <span className="ab-joker__label">{t('joker')}</span>
          {view ? (
            <span className={`ab-joker__card${jokerUp ? ' is-up' : ''}`}>
              <PlayingCard card={jokerUp ? view.joker : null} faceDown={!jokerUp} size="md" />
            </span>
          ) : (
            <span className="ab-joker__empty" aria-hidden="true" />
          )}
          {view && jokerUp && (
            <span className="ab-joker__first">
              {t('first_side', { side: t(`side.${view.firstSide}`) })}
            </span>
          )}
        </div>
        {(['andar', 'bahar'] as const).map((side) => (
          <section
            key={side}
            className={[
              'ab-pile',
              `ab-pile--${side}`,
              finished && view?.winner === side ? 'is-winner' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-label={t(`side.${side}`)}
          >
            <header className="ab-pile__head">
              <h3>{t(`side.${side}`)}</h3>
              <span className="ab-pile__count">{pile(side).length}</span>
            </header>
            <Pile
              side={side}
              cards={pile(side)}
              match={view ? rankOf(view.joker) : 0}
              finished={finished}
              label={t('pile', { side: t(`side.${side}`) })}
            />
          </section>
        ))}
        <WinBanner
          win={finished && shown ? shown.win : 0}
          stake={shown?.stake ?? 0}
          roundKey={finished && shown ? shown.id : null}
        />
      </div>

      <div className="ab-spots" role="group" aria-label={t('spots')}>
        <div className="ab-spots__main">
          {mainSpot('andar')}
          {mainSpot('bahar')}
        </div>
        {details.sideBets.length > 0 && (
          <div className="ab-spots__side" role="group" aria-label={t('side_bets')}>
            {details.sideBets.map((b) => {
              const amount = spots[b.id] ?? 0;
              return (
                <BetSpot
                  key={b.id}
                  testId={`spot-${b.id}`}
                  className={`ab-band${finished && view?.band === b.id ? ' is-hit' : ''}`}
                  amount={amount}
                  paid={finished && view ? view.wins[b.id] : undefined}
                  disabled={locked}
                  onClick={() => bets.addChip(b.id)}
                  // The name repeats the printed text first, then the bet.
                  label={t('band_label', {
                    range: bandLabel(b),
                    pays: t('pays', { x: b.pays }),
                    amount: money(amount),
                  })}
                >
                  <span className="ab-band__range" aria-hidden="true">
                    {bandLabel(b)}
                  </span>
                  <span className="ab-band__pays" aria-hidden="true">
                    {t('pays', { x: b.pays })}
                  </span>
                </BetSpot>
              );
            })}
          </div>
        )}
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
      >
        {dealing && (
          <ActionButton
            variant="secondary"
            data-testid="skip"
            onClick={() => setDealt(Number.MAX_SAFE_INTEGER)}
          >
            {t('skip')}
          </ActionButton>
        )}
      </BetControls>

      <p className="ui-result" data-testid="result" role="status" aria-live="polite">
        {finished && shown && view
          ? `${t('result', {
              side: t(`side.${view.winner}`),
              rank: rankLabel(rankOf(view.joker)),
              cards: view.cardsDealt,
            })} ${shown.win > 0 ? t('result_win', { amount: money(shown.win) }) : t('result_no_win', { amount: money(0) })}`
          : dealing
            ? t('dealing')
            : total === 0
              ? t('place_bets')
              : ''}
      </p>
    </div>
  );
}

function AndarBaharRules({ info, t, money, numbers }: RulesProps) {
  const d = readDetails(info.details);
  return (
    <div className="ab-rules">
      <p>{t('rules.intro', { decks: d.decks })}</p>
      <p>{t('rules.first_side')}</p>
      <p>{t('rules.payouts', { first: d.firstSidePays, second: d.secondSidePays })}</p>
      <p>{t('rules.main_rtp', { rtp: numbers.number(d.mainRtp * 100, 2) })}</p>
      {d.sideBets.length > 0 && (
        <>
          <p>{t('rules.side')}</p>
          <table className="ui-rules-table">
            <thead>
              <tr>
                <th scope="col">{t('rules.cards')}</th>
                <th scope="col">{t('rules.pays')}</th>
                <th scope="col">{t('rules.rtp')}</th>
              </tr>
            </thead>
            <tbody>
              {d.sideBets.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{bandLabel(b)}</th>
                  <td>{t('pays', { x: b.pays })}</td>
                  <td>{numbers.percent(b.rtp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p>{t('rules.rounding')}</p>
      <p>{t('rules.limits', { min: money(info.minStake), max: money(info.maxStake) })}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: AndarBaharTable,
  Rules: AndarBaharRules,
  describe(round, t) {
    const view = readView(round);
    if (!view) return '';
    return t('describe', {
      rank: rankLabel(rankOf(view.joker)),
      side: t(`side.${view.winner}`),
      cards: view.cardsDealt,
    });
  },
  texts,
};
export default ui;
