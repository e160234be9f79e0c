import { useEffect, useRef, useState } from 'react';
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
  index,
  active,
  count,
  t,
  money,
}: {
  hand: HandView;
  index: number;
  active: boolean;
  count: number;
  t: GameUiProps['t'];
  money: GameUiProps['money'];
}) {
  const label =
    count > 1
      ? t('bj.hand_n', { n: index + 1, total: hand.total })
      : t('bj.your_hand', { total: hand.total });
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
    >
      <CardHand cards={hand.cards} label={label} size="md" />
      <div className="bj-hand__meta">
        <span className="bj-total" aria-hidden="true">
          {hand.soft && hand.total < 21 ? `${hand.total - 10}/${hand.total}` : hand.total}
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
      </div>
    </div>
  );
}

const ACTION_ORDER: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const KEYS: Record<string, BlackjackAction> = { h: 'hit', s: 'stand', d: 'double', p: 'split' };

function Table(props: GameUiProps) {
  const { session, round, busy, t, money, sound, reducedMotion } = props;
  const [stake, setStake] = useStake(session);
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
    const next = await props.play({ stake });
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
      : open
        ? t('bj.your_turn')
        : '';
  const dealerLabel = view
    ? done && !revealing
      ? t('bj.dealer_total', { total: view.dealerBlackjack ? t('bj.blackjack') : view.dealerTotal })
      : t('bj.dealer_shows', { total: view.dealerTotal })
    : t('bj.dealer');

  return (
    <div className="bj" onKeyDown={onKey}>
      <div className="bj-felt">
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
        <section className="bj-player" aria-label={t('bj.player')}>
          {view?.hands.map((hand, index) => (
            <HandBox
              key={index}
              hand={hand}
              index={index}
              count={view.hands.length}
              active={open && view.active === index}
              t={t}
              money={money}
            />
          ))}
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
              {t('bj.insurance', {
                amount: money(Math.floor((round?.bet as { stake: number }).stake / 2)),
              })}
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
              chips
            />
            <ActionButton
              data-testid="play"
              size="lg"
              busy={busy}
              disabled={revealing || stake > props.balance}
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
