import { useEffect, useState } from 'react';
import type { PokerView, Variant } from '@croupier/games/engines/poker/index';
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
import './poker.css';

interface Details {
  variant: Variant;
  minAnte: number;
  maxAnte: number;
  callMultiple: number;
  dealerQualifies: string;
  antePays: Record<string, number>;
  callPays: Record<string, number>;
  anteBonus: Record<string, number> | null;
  side: { id: string; pays: Record<string, number>; rtp: number } | null;
}

const ORDER = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'pair',
  'high-card',
  'any',
];
/** Three cards: three of a kind beats a straight, a straight beats a flush. */
const ORDER3 = [
  'straight-flush',
  'three-of-a-kind',
  'straight',
  'flush',
  'pair',
  'high-card',
  'any',
];

function viewOf(round: RoundView | null): PokerView | null {
  const view = round?.view as PokerView | undefined;
  return view && Array.isArray(view.player) ? view : null;
}

function summary(
  view: PokerView,
  round: RoundView,
  t: GameUiProps['t'],
  money: GameUiProps['money'],
) {
  const player = t(`pk.hand.${view.playerHand}`);
  const dealer = view.dealerHand ? t(`pk.hand.${view.dealerHand}`) : '';
  const outcome = view.outcome ? t(`pk.outcome.${view.outcome}`) : '';
  const base = dealer ? t('pk.summary', { player, dealer }) : player;
  return `${base} · ${outcome} · ${t('pk.paid', { win: money(round.win) })}`;
}

function Table(props: GameUiProps) {
  const { session, round, busy, t, money, sound } = props;
  const details = session.game.info.details as Details;
  const variant = details.variant;
  const [ante, setAnte] = useStake(session, details.minAnte);
  const [sideOn, setSideOn] = useState(false);
  const [side, setSide] = useState(details.minAnte);
  const view = viewOf(round);
  const open = round?.status === 'open' && view?.phase === 'decision';
  const done = round !== null && round.status !== 'open' && view !== null;
  const anteCap = Math.min(details.maxAnte, session.game.info.maxStake);
  const sideName = details.side ? t(`pk.side.${details.side.id}`) : '';

  useEffect(() => {
    if (done && round && round.win === 0) sound('lose');
  }, [done, round, sound]);

  const deal = async () => {
    sound('chip');
    const bet = sideOn && details.side ? { ante, side } : { ante };
    if (await props.play(bet)) sound('card');
  };
  const decide = async (type: 'call' | 'fold') => {
    sound(type === 'call' ? 'chip' : 'click');
    if (await props.act({ type })) sound('card');
  };

  const resultText =
    done && view && round
      ? summary(view, round, t, money)
      : open && view
        ? t('pk.decide', { hand: t(`pk.hand.${view.playerHand}`) })
        : '';
  const callLabel = variant === 'three-card' ? t('pk.play') : t('pk.call');

  return (
    <div className={`pk pk--${variant}`}>
      <div className="pk-felt">
        <p className="pk-banner" aria-hidden="true">
          {t(`pk.title.${variant}`)} · {t(`pk.qualify.${details.dealerQualifies}`)}
        </p>
        <section className="pk-row pk-row--dealer" aria-label={t('pk.dealer')}>
          {view ? (
            <CardHand
              cards={view.dealer}
              size="md"
              label={
                view.dealerHand
                  ? t('pk.dealer_hand', { hand: t(`pk.hand.${view.dealerHand}`) })
                  : t('pk.dealer')
              }
            />
          ) : (
            <p className="pk-placeholder">{t('pk.place_bet')}</p>
          )}
          {view?.dealerHand && (
            <span className="pk-hand-name">
              {t(`pk.hand.${view.dealerHand}`)}
              {view.dealerQualifies === false ? ` · ${t('pk.not_qualified')}` : ''}
            </span>
          )}
        </section>
        {variant === 'casino-holdem' && view && (
          <section className="pk-row pk-row--board" aria-label={t('pk.board')}>
            <CardHand cards={view.board} size="md" label={t('pk.board')} />
          </section>
        )}
        <section className="pk-row pk-row--player" aria-label={t('pk.player')}>
          {view && (
            <>
              <CardHand
                cards={view.player}
                size="md"
                label={t('pk.your_hand', { hand: t(`pk.hand.${view.playerHand}`) })}
              />
              <span className="pk-hand-name pk-hand-name--player">
                {t(`pk.hand.${view.playerHand}`)}
              </span>
            </>
          )}
        </section>
        <div className="pk-spots" aria-hidden="true">
          <span className="pk-spot">
            <span className="pk-spot__label">{t('pk.ante')}</span>
            {view ? <ChipMark amount={view.ante} /> : null}
          </span>
          <span className="pk-spot">
            <span className="pk-spot__label">{callLabel}</span>
            {view?.decision === 'call' ? <ChipMark amount={view.callCost} /> : null}
          </span>
          {details.side && (
            <span className="pk-spot pk-spot--side">
              <span className="pk-spot__label">{sideName}</span>
              {view && view.side > 0 ? <ChipMark amount={view.side} /> : null}
            </span>
          )}
        </div>
        <WinBanner
          win={done ? (round?.win ?? 0) : 0}
          stake={round?.stake ?? 0}
          roundKey={done ? (round?.id ?? null) : null}
        />
      </div>
      <p className="pk-result" data-testid="result" aria-live="polite" aria-atomic="true">
        {resultText}
      </p>
      <div className="pk-controls">
        {open && view ? (
          <div className="pk-actions" role="group" aria-label={t('pk.decision')}>
            <ActionButton
              data-testid="fold"
              variant="secondary"
              disabled={busy}
              onClick={() => void decide('fold')}
            >
              {t('pk.fold')}
            </ActionButton>
            <ActionButton
              data-testid="call"
              disabled={busy || view.callCost > props.balance}
              onClick={() => void decide('call')}
            >
              {callLabel} {money(view.callCost)}
            </ActionButton>
          </div>
        ) : (
          <div className="pk-bet">
            <StakeSelector
              value={ante}
              onChange={setAnte}
              min={details.minAnte}
              max={anteCap}
              disabled={busy}
              label={t('pk.ante')}
            />
            {details.side && (
              <div className="pk-side">
                <label className="pk-side__toggle">
                  <input
                    type="checkbox"
                    checked={sideOn}
                    disabled={busy}
                    onChange={(e) => setSideOn(e.target.checked)}
                  />
                  {sideName}
                </label>
                {sideOn && (
                  <StakeSelector
                    value={side}
                    onChange={setSide}
                    min={details.minAnte}
                    max={details.maxAnte}
                    disabled={busy}
                    label={sideName}
                  />
                )}
              </div>
            )}
            <ActionButton
              data-testid="play"
              size="lg"
              busy={busy}
              disabled={ante + (sideOn ? side : 0) > props.balance}
              onClick={() => void deal()}
            >
              {t('pk.deal')}
            </ActionButton>
          </div>
        )}
      </div>
    </div>
  );
}

function Paytable({
  title,
  pays,
  t,
  order = ORDER,
}: {
  title: string;
  pays: Record<string, number>;
  t: GameUiProps['t'];
  order?: readonly string[];
}) {
  const rows = order.filter((k) => pays[k] !== undefined);
  return (
    <table className="pk-paytable">
      <caption>{title}</caption>
      <tbody>
        {rows.map((k) => (
          <tr key={k}>
            <th scope="row">{t(`pk.hand.${k}`)}</th>
            <td>{pays[k]}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Rules({ info, t, numbers }: RulesProps) {
  const d = info.details as Details;
  return (
    <div className="pk-rules">
      <h3>{t(`pk.title.${d.variant}`)}</h3>
      <ul>
        <li>{t(`pk.rule.deal.${d.variant}`)}</li>
        <li>{t(`pk.rule.decide.${d.variant}`)}</li>
        <li>{t(`pk.qualify.${d.dealerQualifies}`)}</li>
        <li>{t(`pk.rule.pay.${d.variant}`)}</li>
        <li>{t('pk.rule.side_independent')}</li>
        <li>{t('pk.rule.settle')}</li>
        <li>{t(`pk.rule.strategy.${d.variant}`)}</li>
      </ul>
      {d.variant === 'casino-holdem' && (
        <Paytable title={t('pk.table.ante')} pays={d.antePays} t={t} />
      )}
      {d.variant === 'five-card-stud' && (
        <Paytable title={t('pk.table.call')} pays={d.callPays} t={t} />
      )}
      {d.anteBonus && (
        <Paytable title={t('pk.table.ante_bonus')} pays={d.anteBonus} t={t} order={ORDER3} />
      )}
      {d.side && (
        <>
          <Paytable
            title={t(`pk.side.${d.side.id}`)}
            pays={d.side.pays}
            t={t}
            order={d.variant === 'three-card' ? ORDER3 : ORDER}
          />
          <p>
            {t('pk.side_rtp', {
              name: t(`pk.side.${d.side.id}`),
              rtp: numbers.number(d.side.rtp * 100, 2),
            })}
          </p>
          {d.side.id === 'aa-bonus' && <p>{t('pk.rule.aa_pair')}</p>}
        </>
      )}
    </div>
  );
}

const ui: GameUi = {
  Table,
  Rules,
  describe: (round, t, money) => {
    const view = viewOf(round);
    if (!view) return '';
    if (round.status === 'open') return t('pk.in_progress');
    return summary(view, round, t, money);
  },
  texts,
};
export default ui;
