import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  BlackjackAction,
  BlackjackView,
  HandView,
} from '@croupier/games/engines/blackjack/index';
import type { RoundView } from '@croupier/contract/studio';
import {
  ActionButton,
  CardHand,
  ChipMark,
  StakeSelector,
  WinBanner,
  useStake,
} from '../../ui/index.ts';
import type { GameUi, GameUiProps, RulesProps } from '../types.ts';
import { texts } from './texts.ts';
import './blackjack.css';

/** Milliseconds between dealer cards revealed after the player's turn. */
const DEALER_PACE = 520;

/** Boxes the player may play at this table (the engine's `details.boxes`; 1 when absent). */
function maxBoxes(session: GameUiProps['session']): number {
  const boxes = (session.game.info.details as { boxes?: unknown } | null)?.boxes;
  return typeof boxes === 'number' && Number.isInteger(boxes) && boxes > 1 ? boxes : 1;
}

const boxesKey = (gameId: number) => `croupier:bj-boxes:${gameId}`;

/** The number of boxes, remembered per game like the stake, within the table's limit. */
function useBoxes(session: GameUiProps['session']): [number, (n: number) => void] {
  const id = session.game.id;
  const max = maxBoxes(session);
  const [boxes, setState] = useState(() => {
    try {
      const stored = Number(localStorage.getItem(boxesKey(id)));
      return Number.isInteger(stored) && stored >= 1 ? stored : 1;
    } catch {
      return 1;
    }
  });
  const set = useCallback(
    (n: number) => {
      setState(n);
      try {
        localStorage.setItem(boxesKey(id), String(n));
      } catch {
        // Not remembered; harmless.
      }
    },
    [id],
  );
  return [Math.min(Math.max(boxes, 1), max), set];
}

/** The box (0-based) of a hand: only multi-box rounds name it. */
const boxOf = (hand: HandView) => hand.box ?? 0;

/** "Box 2, hand 1: 16" style labels; a one-box round keeps its "Your hand" / "Hand n" labels. */
function handLabel(
  view: BlackjackView,
  index: number,
  t: GameUiProps['t'],
  suffix: 'label' | 'turn',
): string {
  const hand = view.hands[index] as HandView;
  if (!view.boxes || view.boxes < 2) {
    if (suffix === 'turn') return t('bj.your_turn');
    return view.hands.length > 1
      ? t('bj.hand_n', { n: index + 1, total: hand.total })
      : t('bj.your_hand', { total: hand.total });
  }
  const same = view.hands.filter((h) => boxOf(h) === boxOf(hand));
  const params = { box: boxOf(hand) + 1, n: same.indexOf(hand) + 1, total: hand.total };
  if (suffix === 'turn') {
    return t(same.length > 1 ? 'bj.turn_box_hand' : 'bj.turn_box', params);
  }
  return t(same.length > 1 ? 'bj.box_hand_n' : 'bj.box_hand', params);
}

function viewOf(round: RoundView | null): BlackjackView | null {
  const view = round?.view as BlackjackView | undefined;
  return view && Array.isArray(view.hands) ? view : null;
}

/** One line for the result region and the history. */
function summary(
  view: BlackjackView,
  round: Pick<RoundView, 'win' | 'stake'>,
  t: GameUiProps['t'],
  money: GameUiProps['money'],
): string {
  const hands = view.hands.map((h) => h.total).join(' / ');
  const dealer = view.dealerBlackjack ? t('bj.blackjack') : String(view.dealerTotal);
  const base = t('bj.summary', { player: hands, dealer });
  if (round.win > round.stake) return `${base} · ${t('bj.result_win', { win: money(round.win) })}`;
  if (round.win === round.stake && round.win > 0) {
    return `${base} · ${t('bj.result_push', { win: money(round.win) })}`;
  }
  if (round.win > 0) return `${base} · ${t('bj.result_part', { win: money(round.win) })}`;
  return `${base} · ${t('bj.result_lose')} · ${money(round.win)}`;
}

function HandBox({
  hand,
  label,
  active,
  t,
  money,
}: {
  hand: HandView;
  label: string;
  active: boolean;
  t: GameUiProps['t'];
  money: GameUiProps['money'];
}) {
  return (
    <div
      className={[
        'bj-hand',
        active ? 'bj-hand--active' : '',
        hand.outcome ? `bj-hand--${hand.outcome}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-current={active || undefined}
      data-testid="hand"
    >
      <CardHand cards={hand.cards} label={label} size="md" />
      <div className="bj-hand__meta">
        <span className="bj-total" aria-hidden="true">
          {hand.soft && hand.total < 21 && hand.status === 'playing'
            ? `${hand.total - 10}/${hand.total}`
            : hand.total}
        </span>
        <ChipMark amount={hand.bet} className="bj-hand__chip" />
        {hand.outcome && (
          <span className={`bj-tag bj-tag--${hand.outcome}`}>
            {t(`bj.outcome.${hand.outcome}`)}
            {hand.win > 0 ? ` ${money(hand.win)}` : ''}
          </span>
        )}
        {!hand.outcome && hand.status === 'bust' && (
          <span className="bj-tag bj-tag--lose">{t('bj.bust')}</span>
        )}
        {!hand.outcome && hand.status === 'blackjack' && (
          <span className="bj-tag bj-tag--blackjack">{t('bj.outcome.blackjack')}</span>
        )}
      </div>
    </div>
  );
}

const ACTION_ORDER: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const KEYS: Record<string, BlackjackAction> = { h: 'hit', s: 'stand', d: 'double', p: 'split' };

function Table(props: GameUiProps) {
  const { session, round, busy, t, money, sound, reducedMotion } = props;
  const [stake, setStake] = useStake(session);
  const tableBoxes = maxBoxes(session);
  const [boxes, setBoxes] = useBoxes(session);
  const view = viewOf(round);
  const open = round?.status === 'open' && view !== null && view.phase !== 'done';
  const done = round !== null && round.status !== 'open' && view !== null;

  // The dealer's cards appear one by one after the player's turn (all at once with reduced motion).
  const [shownDealer, setShownDealer] = useState(view?.dealer.length ?? 0);
  const revealKey = `${round?.id ?? ''}:${view?.dealer.length ?? 0}:${done}`;
  const lastReveal = useRef<string>('');
  useEffect(() => {
    const total = view?.dealer.length ?? 0;
    if (lastReveal.current === revealKey) return;
    const first = lastReveal.current === '';
    lastReveal.current = revealKey;
    // A resumed or reloaded round shows at once; so does everything with reduced motion.
    if (reducedMotion || first || !done) {
      setShownDealer(total);
      return;
    }
    let n = 1;
    setShownDealer(1);
    const timer = window.setInterval(() => {
      n += 1;
      setShownDealer(n);
      sound('card');
      if (n >= total) window.clearInterval(timer);
    }, DEALER_PACE);
    return () => window.clearInterval(timer);
  }, [revealKey, view, done, reducedMotion, sound]);

  const revealing = done && view !== null && shownDealer < view.dealer.length;
  const dealerCards = view ? view.dealer.slice(0, Math.max(shownDealer, 1)) : [];

  useEffect(() => {
    if (!done || revealing || !round) return;
    if (round.win < round.stake) sound('lose');
  }, [done, revealing, round, sound]);

  const deal = async () => {
    sound('chip');
    const next = await props.play(boxes > 1 ? { stake, boxes } : { stake });
    if (next) sound('card');
  };
  const act = async (type: BlackjackAction) => {
    sound(type === 'double' || type === 'split' || type === 'insurance' ? 'chip' : 'click');
    const next = await props.act({ type });
    if (next && (type === 'hit' || type === 'double' || type === 'split')) sound('card');
  };

  const onKey = (event: React.KeyboardEvent) => {
    if (!open || busy || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = KEYS[event.key.toLowerCase()];
    if (action && view?.actions.includes(action)) {
      event.preventDefault();
      void act(action);
    }
  };

  const settings = session.game.info.details as {
    blackjackPays?: string;
    dealerStandsSoft17?: boolean;
  };
  const resultText =
    done && view && round && !revealing
      ? summary(view, round, t, money)
      : open && view
        ? view.phase === 'play' && view.active !== null
          ? handLabel(view, view.active, t, 'turn')
          : t('bj.your_turn')
        : '';
  const roundBet = round?.bet as { stake?: number; boxes?: number } | undefined;
  const insuranceCost = Math.floor(((roundBet?.stake ?? 0) * (roundBet?.boxes ?? 1)) / 2);
  // Hands grouped by box (a one-box round is one group without a box label).
  const multi = (view?.boxes ?? 1) > 1;
  const groups: { box: number; hands: { hand: HandView; index: number }[] }[] = [];
  view?.hands.forEach((hand, index) => {
    const box = boxOf(hand);
    let group = groups.find((g) => g.box === box);
    if (!group) {
      group = { box, hands: [] };
      groups.push(group);
    }
    group.hands.push({ hand, index });
  });
  const activeHand = open && view && view.active !== null ? view.hands[view.active] : undefined;
  const activeBox = activeHand ? boxOf(activeHand) : null;
  const renderHand = ({ hand, index }: { hand: HandView; index: number }) =>
    view ? (
      <HandBox
        key={index}
        hand={hand}
        label={handLabel(view, index, t, 'label')}
        active={open && view.active === index}
        t={t}
        money={money}
      />
    ) : null;
  const dealerLabel = view
    ? done && !revealing
      ? t('bj.dealer_total', { total: view.dealerBlackjack ? t('bj.blackjack') : view.dealerTotal })
      : t('bj.dealer_shows', { total: view.dealerTotal })
    : t('bj.dealer');

  return (
    <div className="bj" onKeyDown={onKey}>
      <div className={multi ? 'bj-felt bj-felt--boxes' : 'bj-felt'}>
        <section className="bj-dealer" aria-label={t('bj.dealer')}>
          <div className="bj-shoe" aria-hidden="true" />
          {view ? (
            <>
              <CardHand cards={dealerCards} label={dealerLabel} size="md" />
              {!revealing && (
                <span className="bj-total bj-total--dealer" aria-hidden="true">
                  {view.dealerTotal}
                </span>
              )}
            </>
          ) : (
            <p className="bj-placeholder">{t('bj.place_bet')}</p>
          )}
        </section>
        <div className="bj-arc" aria-hidden="true">
          <span>{t('bj.arc_pays', { pays: settings.blackjackPays ?? '3:2' })}</span>
          <span>{t(settings.dealerStandsSoft17 === false ? 'bj.arc_h17' : 'bj.arc_s17')}</span>
          <span>{t('bj.arc_insurance')}</span>
        </div>
        <section
          className={['bj-player', multi ? 'bj-player--boxes' : ''].filter(Boolean).join(' ')}
          aria-label={t('bj.player')}
        >
          {multi
            ? groups.map((group) => (
                <div
                  key={group.box}
                  className={group.box === activeBox ? 'bj-box bj-box--active' : 'bj-box'}
                  role="group"
                  aria-label={t('bj.box', { box: group.box + 1 })}
                  data-testid="box"
                >
                  <span className="bj-box__label" aria-hidden="true">
                    {t('bj.box', { box: group.box + 1 })}
                  </span>
                  <div className="bj-box__hands">{group.hands.map(renderHand)}</div>
                </div>
              ))
            : view?.hands.map((hand, index) => renderHand({ hand, index }))}
          {!view && tableBoxes > 1 ? (
            <div className="bj-spots" aria-hidden="true">
              {Array.from({ length: boxes }, (_, i) => (
                <span key={i} className="bj-spot">
                  <ChipMark amount={stake} decorative />
                </span>
              ))}
            </div>
          ) : null}
          {view && view.insurance ? (
            <p className="bj-insurance-note">
              {t('bj.insured', { amount: money(view.insurance) })}
              {view.insuranceWin > 0 ? ` · ${money(view.insuranceWin)}` : ''}
            </p>
          ) : null}
        </section>
        <WinBanner
          win={revealing ? 0 : (round?.win ?? 0)}
          stake={round?.stake ?? 0}
          roundKey={done && !revealing ? (round?.id ?? null) : null}
        />
      </div>
      <p className="bj-result" data-testid="result" aria-live="polite" aria-atomic="true">
        {resultText}
      </p>
      <div className="bj-controls">
        {open && view?.phase === 'insurance' && (
          <div className="bj-actions" role="group" aria-label={t('bj.insurance_question')}>
            <p className="bj-question">{t('bj.insurance_question')}</p>
            <ActionButton
              data-testid="insurance"
              variant="secondary"
              disabled={busy}
              onClick={() => void act('insurance')}
            >
              {t('bj.insurance', { amount: money(insuranceCost) })}
            </ActionButton>
            <ActionButton
              data-testid="no-insurance"
              disabled={busy}
              onClick={() => void act('no-insurance')}
            >
              {t('bj.no_insurance')}
            </ActionButton>
          </div>
        )}
        {open && view?.phase === 'play' && (
          <div className="bj-actions" role="group" aria-label={t('bj.actions')}>
            {ACTION_ORDER.map((action) => (
              <ActionButton
                key={action}
                data-testid={action}
                variant={action === 'stand' ? 'primary' : 'secondary'}
                disabled={busy || !view.actions.includes(action)}
                aria-keyshortcuts={Object.keys(KEYS)
                  .find((k) => KEYS[k] === action)
                  ?.toUpperCase()}
                onClick={() => void act(action)}
              >
                {t(`bj.${action}`)}
              </ActionButton>
            ))}
          </div>
        )}
        {!open && (
          <div className="bj-bet">
            <StakeSelector
              value={stake}
              onChange={setStake}
              min={session.game.info.minStake}
              max={session.game.info.maxStake}
              disabled={busy || revealing}
              label={tableBoxes > 1 ? t('bj.stake_per_box') : undefined}
              chips
            />
            {tableBoxes > 1 && (
              <div className="bj-boxes-pick">
                <span className="bj-boxes-pick__label" id="bj-boxes-label">
                  {t('bj.boxes')}
                </span>
                <div className="bj-boxes-pick__row" role="group" aria-labelledby="bj-boxes-label">
                  {Array.from({ length: tableBoxes }, (_, i) => i + 1).map((n) => (
                    <button
                      key={n}
                      type="button"
                      className="bj-boxes-pick__option"
                      aria-pressed={boxes === n}
                      data-testid={`boxes-${n}`}
                      disabled={busy || revealing}
                      onClick={() => {
                        sound('click');
                        setBoxes(n);
                      }}
                    >
                      {n}
                    </button>
                  ))}
                </div>
                <span className="bj-boxes-pick__total" data-testid="total-bet">
                  {t('bj.total_bet', { amount: money(stake * boxes) })}
                </span>
              </div>
            )}
            <ActionButton
              data-testid="play"
              size="lg"
              busy={busy}
              disabled={revealing || stake * boxes > props.balance}
              onClick={() => void deal()}
            >
              {t('bj.deal')}
            </ActionButton>
          </div>
        )}
      </div>
    </div>
  );
}

interface Details {
  boxes?: number;
  decks: number;
  dealerStandsSoft17: boolean;
  blackjackPays: string;
  doubleAfterSplit: boolean;
  maxHands: number;
  insurancePays: string;
}

function Rules({ info, t }: RulesProps) {
  const d = info.details as Details;
  return (
    <div className="bj-rules">
      <h3>{t('bj.rules_title')}</h3>
      <ul>
        <li>{t('bj.rule_goal')}</li>
        <li>{t('bj.rule_decks', { decks: d.decks })}</li>
        <li>{t(d.dealerStandsSoft17 ? 'bj.rule_s17' : 'bj.rule_h17')}</li>
        <li>{t('bj.rule_peek')}</li>
        <li>{t('bj.rule_double')}</li>
        <li>{t('bj.rule_split', { hands: d.maxHands })}</li>
        <li>{t(d.doubleAfterSplit ? 'bj.rule_das' : 'bj.rule_ndas')}</li>
        <li>{t('bj.rule_insurance')}</li>
        {(d.boxes ?? 1) > 1 && <li>{t('bj.rule_boxes', { boxes: d.boxes ?? 1 })}</li>}
        <li>{t('bj.rule_settle')}</li>
        <li>{t('bj.rule_keys')}</li>
      </ul>
      <table className="bj-paytable">
        <caption>{t('bj.paytable')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('bj.blackjack')}</th>
            <td>{d.blackjackPays}</td>
          </tr>
          <tr>
            <th scope="row">{t('bj.outcome.win')}</th>
            <td>1:1</td>
          </tr>
          <tr>
            <th scope="row">{t('bj.insurance_plain')}</th>
            <td>{d.insurancePays}</td>
          </tr>
          <tr>
            <th scope="row">{t('bj.outcome.push')}</th>
            <td>{t('bj.stake_back')}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('bj.rule_rtp')}</p>
    </div>
  );
}

const ui: GameUi = {
  Table,
  Rules,
  describe: (round, t, money) => {
    const view = viewOf(round);
    if (!view) return '';
    if (round.status === 'open') return t('bj.in_progress');
    return summary(view, round, t, money);
  },
  texts,
};
export default ui;
