import { useEffect, useMemo, useState } from 'react';
import type { TeenPattiBet, TeenPattiView } from '@croupier/games/engines/teen-patti/index';
import type { RoundView } from '@croupier/contract/studio';
import {
  ActionButton,
  ChipButton,
  ChipMark,
  PlayingCard,
  WinBanner,
  chipValues,
  stakeLadder,
} from '../../ui/index.ts';
import type { NumberFormats } from '../../i18n/numbers.ts';
import type { GameUi, GameUiProps, RulesProps } from '../types.ts';
import { texts } from './texts.ts';
import './teen-patti.css';

type Spot = keyof TeenPattiBet;
const SPOTS: Spot[] = ['player', 'dealer', 'pairPlus'];
const EMPTY: TeenPattiBet = { player: 0, dealer: 0, pairPlus: 0 };

interface Details {
  mainPays: string;
  pairPlus: Record<string, number> | null;
  pairPlusRtp: number | null;
  ranking: string[];
  minBet: number;
  maxBet: number;
}

function viewOf(round: RoundView | null): TeenPattiView | null {
  const view = round?.view as TeenPattiView | undefined;
  return view && Array.isArray(view.player) ? view : null;
}

function summary(
  view: TeenPattiView,
  round: RoundView,
  t: GameUiProps['t'],
  money: GameUiProps['money'],
) {
  const hands = t('tp.summary', {
    player: t(`tp.hand.${view.playerHand}`),
    dealer: t(`tp.hand.${view.dealerHand}`),
  });
  const winner = t(`tp.winner.${view.winner}`);
  return `${hands} · ${winner} · ${t('tp.paid', { win: money(round.win) })}`;
}

function Hand({
  title,
  cards,
  hand,
  winner,
  t,
  offset,
}: {
  title: string;
  cards: readonly string[] | null;
  hand: string | null;
  winner: boolean;
  t: GameUiProps['t'];
  offset: number;
}) {
  return (
    <section
      className={['tp-hand', winner ? 'tp-hand--winner' : ''].filter(Boolean).join(' ')}
      aria-label={title}
    >
      <h3 className="tp-hand__title">{title}</h3>
      <div
        className="tp-hand__cards"
        role="group"
        aria-label={hand ? `${title}: ${t(`tp.hand.${hand}`)}` : title}
      >
        {(cards ?? [null, null, null]).map((code, i) => (
          <PlayingCard
            key={`${i}-${code ?? 'x'}`}
            card={code}
            size="md"
            highlight={winner && code !== null}
            className={`tp-deal-${offset + i}`}
          />
        ))}
      </div>
      {hand && <span className="tp-hand__name">{t(`tp.hand.${hand}`)}</span>}
    </section>
  );
}

function Table(props: GameUiProps) {
  const { session, round, busy, t, money, numbers, sound } = props;
  const details = session.game.info.details as Details;
  const mainPays = localOdds(details.mainPays, numbers);
  const ladder = useMemo(
    () => stakeLadder(details.minBet, details.maxBet),
    [details.minBet, details.maxBet],
  );
  const chips = useMemo(() => chipValues(ladder, 5), [ladder]);
  const [chip, setChip] = useState(() => chips[0] ?? details.minBet);
  const [bets, setBets] = useState<TeenPattiBet>(EMPTY);
  const [lastBets, setLastBets] = useState<TeenPattiBet | null>(null);
  const view = viewOf(round);
  const total = bets.player + bets.dealer + bets.pairPlus;
  const spots = SPOTS.filter((s) => s !== 'pairPlus' || details.pairPlus !== null);

  useEffect(() => {
    if (view && round && round.win === 0) sound('lose');
  }, [view, round, sound]);

  const add = (spot: Spot) => {
    const next = Math.min(details.maxBet, Math.max(details.minBet, bets[spot] + chip));
    if (next === bets[spot]) return;
    sound('chip');
    setBets({ ...bets, [spot]: next });
  };

  const deal = async () => {
    const chosen = total > 0 ? bets : lastBets;
    if (!chosen) return;
    const bet: Partial<TeenPattiBet> = {};
    for (const s of SPOTS) if (chosen[s] > 0) bet[s] = chosen[s];
    sound('card');
    const next = await props.play(bet);
    if (next) {
      setLastBets(chosen);
      setBets(EMPTY);
    }
  };

  const shown = view?.bet ?? bets;
  const canDeal = (total > 0 || lastBets !== null) && (total || sum(lastBets)) <= props.balance;

  return (
    <div className="tp">
      <div className="tp-felt">
        <p className="tp-banner" aria-hidden="true">
          {t('tp.banner', { pays: mainPays })}
        </p>
        <div className="tp-hands">
          <Hand
            title={t('tp.player')}
            cards={view?.player ?? null}
            hand={view?.playerHand ?? null}
            winner={view?.winner === 'player'}
            t={t}
            offset={0}
          />
          <span className="tp-vs" aria-hidden="true">
            VS
          </span>
          <Hand
            title={t('tp.dealer')}
            cards={view?.dealer ?? null}
            hand={view?.dealerHand ?? null}
            winner={view?.winner === 'dealer'}
            t={t}
            offset={3}
          />
        </div>
        <div className="tp-spots" role="group" aria-label={t('tp.bets')}>
          {spots.map((spot) => (
            <button
              key={spot}
              type="button"
              data-testid={`spot-${spot}`}
              className={[
                'tp-spot',
                `tp-spot--${spot}`,
                view && view.returns[spot] > view.bet[spot] ? 'tp-spot--won' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              disabled={busy}
              onClick={() => add(spot)}
            >
              <span className="tp-spot__name" aria-hidden="true">
                {t(`tp.spot.${spot}`)}
              </span>
              <span className="tp-spot__pays" aria-hidden="true">
                {spot === 'pairPlus' ? t('tp.pp_short') : mainPays}
              </span>
              {/* The name repeats the printed text first, then what a press does. */}
              <span className="visually-hidden">
                {t('tp.add_to', {
                  spot: t(`tp.spot.${spot}`),
                  pays: spot === 'pairPlus' ? t('tp.pp_short') : mainPays,
                  chip: money(chip),
                  amount: money(bets[spot]),
                })}
              </span>
              {(bets[spot] > 0 || (total === 0 && shown[spot] > 0)) && (
                <ChipMark
                  amount={bets[spot] > 0 ? bets[spot] : shown[spot]}
                  className="tp-spot__chip"
                  decorative
                />
              )}
            </button>
          ))}
        </div>
        <WinBanner
          win={round?.win ?? 0}
          stake={round?.stake ?? 0}
          roundKey={view ? (round?.id ?? null) : null}
        />
      </div>
      <p className="tp-result" data-testid="result" aria-live="polite" aria-atomic="true">
        {view && round ? summary(view, round, t, money) : t('tp.place_bets')}
      </p>
      <div className="tp-controls">
        <div className="tp-rack" role="group" aria-label={t('tp.chip')}>
          {chips.map((value) => (
            <ChipButton
              key={value}
              amount={value}
              selected={value === chip}
              disabled={busy}
              onClick={() => setChip(value)}
            />
          ))}
        </div>
        <div className="tp-buttons">
          <ActionButton
            variant="secondary"
            icon="clear"
            disabled={busy || total === 0}
            onClick={() => setBets(EMPTY)}
          >
            {t('tp.clear')}
          </ActionButton>
          <ActionButton
            data-testid="play"
            size="lg"
            busy={busy}
            disabled={!canDeal}
            onClick={() => void deal()}
          >
            {total === 0 && lastBets
              ? t('tp.rebet', { amount: money(sum(lastBets)) })
              : t('tp.deal')}
          </ActionButton>
        </div>
      </div>
    </div>
  );
}

/** Odds the engine states as "0.98:1", in the player's digits ("0,98:1" in German). */
function localOdds(odds: string, numbers: NumberFormats): string {
  return odds.replace(/\d+(?:\.\d+)?/g, (n) => numbers.number(Number(n)));
}

function sum(b: TeenPattiBet | null): number {
  return b ? b.player + b.dealer + b.pairPlus : 0;
}

function Rules({ info, t, money, numbers }: RulesProps) {
  const d = info.details as Details;
  return (
    <div className="tp-rules">
      <h3>{t('tp.rules_title')}</h3>
      <ul>
        <li>{t('tp.rule_deal')}</li>
        <li>{t('tp.rule_main', { pays: localOdds(d.mainPays, numbers) })}</li>
        <li>{t('tp.rule_tie')}</li>
        {d.pairPlus && <li>{t('tp.rule_pp')}</li>}
        <li>{t('tp.rule_sequence')}</li>
        <li>{t('tp.rule_limits', { min: money(d.minBet), max: money(d.maxBet) })}</li>
      </ul>
      <table className="tp-table">
        <caption>{t('tp.ranking')}</caption>
        <tbody>
          {d.ranking.map((hand, i) => (
            <tr key={hand}>
              <th scope="row">{i + 1}</th>
              <td>{t(`tp.hand.${hand}`)}</td>
              <td>{t(`tp.example.${hand}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {d.pairPlus && (
        <table className="tp-table">
          <caption>{t('tp.spot.pairPlus')}</caption>
          <tbody>
            {d.ranking
              .filter((hand) => d.pairPlus?.[hand] !== undefined)
              .map((hand) => (
                <tr key={hand}>
                  <th scope="row">{t(`tp.hand.${hand}`)}</th>
                  <td>{d.pairPlus?.[hand]}:1</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {d.pairPlusRtp !== null && (
        <p>{t('tp.pp_rtp', { rtp: numbers.number(d.pairPlusRtp * 100, 2) })}</p>
      )}
    </div>
  );
}

const ui: GameUi = {
  Table,
  Rules,
  describe: (round, t, money) => {
    const view = viewOf(round);
    return view ? summary(view, round, t, money) : '';
  },
  texts,
};
export default ui;
