import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  WHEEL_ORDER,
  pocketColor,
  type RouletteBet,
  type RouletteBetType,
  type RouletteView,
} from '@croupier/games/engines/roulette/index';
import type { RoundView } from '@croupier/contract/studio';
import {
  ActionButton,
  ChipButton,
  WinBanner,
  chipTone,
  chipValues,
  shortMoney,
  stakeLadder,
} from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';
import { cellPlace, cellSpots, outsideSpots, spotKey, straight, type Spot } from './layout.ts';

const POCKET_ANGLE = 360 / 37;

interface Placement {
  key: string;
  amount: number;
}

type Layout = Map<string, RouletteBet>;

function layoutOf(bets: readonly RouletteBet[]): Layout {
  return new Map(bets.map((b) => [spotKey(b.type, b.numbers), { ...b }]));
}

const viewOf = (round: RoundView | null): RouletteView | null =>
  round && round.status === 'settled' ? (round.view as RouletteView) : null;

/**
 * A label a screen reader can speak for a position: "Split 17-20", "Red", "1–12, dozen 1". It
 * contains the text printed on the spot (`shown`: "1–12", "2:1"), so speech input finds it.
 */
export function spotLabel(
  t: GameUiProps['t'],
  type: RouletteBetType,
  numbers: readonly number[],
  shown = '',
) {
  if (type === 'dozen' || type === 'column')
    return t(`roulette.bet.${type}_spot`, { n: numbers[0] ?? 0, label: shown });
  if (numbers.length === 0) return t(`roulette.bet.${type}`);
  return `${t(`roulette.bet.${type}`)} ${numbers.join('-')}`;
}

function Wheel({
  rotation,
  ball,
  spinning,
  duration,
  label,
}: {
  rotation: number;
  ball: number;
  spinning: boolean;
  duration: number;
  label: string;
}) {
  const style = { '--spin-ms': `${duration}ms` } as CSSProperties;
  return (
    <div className="roulette-wheel" style={style} role="img" aria-label={label}>
      <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
        <circle r="99" className="roulette-wheel__rim" />
        <g className="roulette-wheel__rotor" style={{ '--rot': `${rotation}deg` } as CSSProperties}>
          {WHEEL_ORDER.map((n, i) => {
            const a0 = ((i - 0.5) * POCKET_ANGLE * Math.PI) / 180;
            const a1 = ((i + 0.5) * POCKET_ANGLE * Math.PI) / 180;
            const p = (r: number, a: number) =>
              `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
            const path = `M ${p(88, a0)} A 88 88 0 0 1 ${p(88, a1)} L ${p(58, a1)} A 58 58 0 0 0 ${p(58, a0)} Z`;
            return (
              <g key={n}>
                <path d={path} className={`roulette-pocket roulette-pocket--${pocketColor(n)}`} />
                <text
                  className="roulette-pocket__num"
                  transform={`rotate(${i * POCKET_ANGLE}) translate(0 -76)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {n}
                </text>
              </g>
            );
          })}
          <circle r="58" className="roulette-wheel__cone" />
          <circle r="40" className="roulette-wheel__hub" />
          <path d="M -30 0 H 30 M 0 -30 V 30" className="roulette-wheel__turret" />
          <circle r="8" className="roulette-wheel__knob" />
        </g>
        <g className="roulette-ball-orbit" style={{ '--rot': `${ball}deg` } as CSSProperties}>
          <circle
            className={
              spinning
                ? 'roulette-ball roulette-ball--drop'
                : 'roulette-ball roulette-ball--settled'
            }
            r="4.6"
            cx="0"
            cy="-93"
          />
        </g>
      </svg>
    </div>
  );
}

export function RouletteTable(props: GameUiProps) {
  const { session, round, balance, busy, play, money, numbers, t, sound, reducedMotion } = props;
  const info = session.game.info;
  const details = info.details as { roundSeconds: number | null; minPositionStake: number };
  const chips = useMemo(() => chipValues(stakeLadder(info.minStake, info.maxStake), 6), [info]);
  const [chip, setChip] = useState(chips[0] ?? info.minStake);
  const [layout, setLayout] = useState<Layout>(() => new Map());
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [lastBets, setLastBets] = useState<RouletteBet[]>(() =>
    round ? ((round.bet as { bets?: RouletteBet[] }).bets ?? []) : [],
  );
  const [shown, setShown] = useState<RoundView | null>(round);
  const [spinning, setSpinning] = useState(false);
  const [recent, setRecent] = useState<number[]>(() => {
    const v = viewOf(round);
    return v ? [v.pocket] : [];
  });
  const initialPocket = viewOf(round)?.pocket ?? 0;
  const [rotation, setRotation] = useState(-WHEEL_ORDER.indexOf(initialPocket) * POCKET_ANGLE);
  const [ball, setBall] = useState(0);
  const timer = useRef<number | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const total = useMemo(() => [...layout.values()].reduce((s, b) => s + b.stake, 0), [layout]);
  const view = spinning ? null : viewOf(shown);
  const duration = reducedMotion ? 0 : details.roundSeconds !== null ? 3200 : 5200;

  const add = (s: Spot) => {
    if (spinning || busy) return;
    if (total + chip > info.maxStake || total + chip > balance) {
      sound('click');
      return;
    }
    sound('chip');
    setLayout((prev) => {
      const next = new Map(prev);
      const prior = next.get(s.key);
      next.set(s.key, { type: s.type, numbers: s.numbers, stake: (prior?.stake ?? 0) + chip });
      return next;
    });
    setPlacements((p) => [...p, { key: s.key, amount: chip }]);
  };

  const undo = () => {
    const lastPlaced = placements.at(-1);
    if (!lastPlaced) return;
    sound('click');
    setPlacements((p) => p.slice(0, -1));
    setLayout((prev) => {
      const next = new Map(prev);
      const bet = next.get(lastPlaced.key);
      if (!bet) return next;
      if (bet.stake <= lastPlaced.amount) next.delete(lastPlaced.key);
      else next.set(lastPlaced.key, { ...bet, stake: bet.stake - lastPlaced.amount });
      return next;
    });
  };

  const clear = () => {
    sound('click');
    setLayout(new Map());
    setPlacements([]);
  };

  const repeat = () => {
    const stake = lastBets.reduce((s, b) => s + b.stake, 0);
    if (stake === 0 || stake > balance) return;
    sound('chip');
    setLayout(layoutOf(lastBets));
    setPlacements(lastBets.map((b) => ({ key: spotKey(b.type, b.numbers), amount: b.stake })));
  };

  const spin = async () => {
    if (layout.size === 0 || spinning) return;
    const bets = [...layout.values()];
    setSpinning(true);
    sound('spin');
    // On a phone the layout fills the screen: bring the wheel into view for the spin.
    stage.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    const answer = await play({ bets });
    if (!answer) {
      setSpinning(false);
      return;
    }
    const v = answer.view as RouletteView;
    const index = WHEEL_ORDER.indexOf(v.pocket);
    // The rotor turns clockwise several times and stops with the pocket under the ball (top).
    setRotation((r) => {
      const base = Math.ceil(r / 360) * 360 + 360 * 4;
      return base - index * POCKET_ANGLE;
    });
    setBall((b) => Math.floor(b / 360) * 360 - 360 * 6);
    setLastBets(bets);
    const finish = () => {
      setSpinning(false);
      setShown(answer);
      setRecent((r) => [v.pocket, ...r].slice(0, 12));
      setLayout(new Map());
      setPlacements([]);
      sound('stop');
      if (answer.win === 0) sound('lose');
    };
    if (duration === 0) finish();
    else timer.current = window.setTimeout(finish, duration);
  };

  const winning = new Set(
    view ? view.bets.filter((b) => b.win > 0).map((b) => spotKey(b.type, b.numbers)) : [],
  );
  // A placed chip, drawn as the shared ChipMark but hidden from assistive technology: the spot's
  // name already says the bet (its visible amount would not match that name otherwise).
  const chipOn = (key: string) => {
    const bet = layout.get(key);
    return bet ? (
      <span
        className={`ui-chip ui-chip--mark ui-chip--${chipTone(bet.stake)} roulette-chip`}
        aria-hidden="true"
      >
        <span className="ui-chip__face">{shortMoney(bet.stake, numbers)}</span>
      </span>
    ) : null;
  };
  const spotButton = (
    s: Spot,
    className: string,
    label: string,
    content?: React.ReactNode,
    style?: CSSProperties,
  ) => (
    <button
      key={s.key}
      type="button"
      data-testid={`bet-${s.type}${s.numbers.length > 0 ? `-${s.numbers.join('-')}` : ''}`}
      className={[
        className,
        winning.has(s.key) ? 'is-win' : '',
        layout.has(s.key) ? 'has-chip' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      disabled={spinning || busy}
      onClick={() => add(s)}
    >
      {content}
      {/* The name: the printed text (content above is aria-hidden) and what the spot covers. */}
      <span className="visually-hidden">
        {layout.has(s.key)
          ? t('roulette.spot_with_bet', {
              spot: label,
              amount: money(layout.get(s.key)?.stake ?? 0),
            })
          : label}
      </span>
      {chipOn(s.key)}
    </button>
  );

  const resultText = spinning
    ? t('roulette.spinning')
    : view
      ? `${t('roulette.result', { n: view.pocket, color: t(`roulette.color.${view.color}`) })} · ${
          (shown?.win ?? 0) > 0
            ? t('roulette.you_win', { amount: money(shown?.win ?? 0) })
            : t('roulette.no_win')
        }${view.laPartage ? ` · ${t('roulette.la_partage_applied')}` : ''}`
      : t('roulette.place_bets');

  return (
    <div className="roulette">
      <div className="roulette-stage" ref={stage}>
        <Wheel
          rotation={rotation}
          ball={ball}
          spinning={spinning && duration > 0}
          duration={duration}
          label={
            view
              ? t('roulette.result', { n: view.pocket, color: t(`roulette.color.${view.color}`) })
              : t('roulette.wheel')
          }
        />
        <div className="roulette-side">
          <ol className="roulette-recent" aria-label={t('roulette.recent')}>
            {recent.map((n, i) => (
              <li
                key={`${i}-${n}`}
                className={`roulette-recent__n roulette-recent__n--${pocketColor(n)}`}
              >
                {n}
                <span className="visually-hidden"> {t(`roulette.color.${pocketColor(n)}`)}</span>
              </li>
            ))}
          </ol>
          <p className="roulette-result" data-testid="result" aria-live="polite">
            {resultText}
          </p>
          <WinBanner
            win={spinning ? 0 : (shown?.win ?? 0)}
            stake={shown?.stake ?? 0}
            roundKey={spinning ? null : (shown?.id ?? null)}
          />
        </div>
      </div>

      <div className="roulette-board" role="group" aria-label={t('roulette.board')}>
        {spotButton(
          straight(0),
          `roulette-cell roulette-cell--zero${view?.pocket === 0 ? ' is-hit' : ''}`,
          spotLabel(t, 'straight', [0]),
          <span aria-hidden="true">0</span>,
        )}
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => {
          const place = cellPlace(n);
          const style = {
            '--hc': place.hc,
            '--hr': place.hr,
            '--vc': place.vc,
            '--vr': place.vr,
          } as CSSProperties;
          const s = straight(n);
          const hit = view?.pocket === n;
          return (
            <div
              key={n}
              className={`roulette-cell roulette-cell--${pocketColor(n)}${hit ? ' is-hit' : ''}`}
              style={style}
            >
              {spotButton(
                s,
                'roulette-cell__main',
                spotLabel(t, 'straight', [n]),
                <span aria-hidden="true">{n}</span>,
              )}
              {cellSpots(n).map((edge) =>
                spotButton(
                  edge,
                  `roulette-spot roulette-spot--${edge.edge ?? ''}`,
                  spotLabel(t, edge.type, edge.numbers),
                ),
              )}
            </div>
          );
        })}
        {outsideSpots().map((o) => {
          const style = { '--hc': o.hc, '--hr': o.hr, '--vc': o.vc, '--vr': o.vr } as CSSProperties;
          const shown = o.label || t(`roulette.bet.${o.type}`);
          const content =
            o.type === 'red' || o.type === 'black' ? (
              <span className={`roulette-diamond roulette-diamond--${o.type}`} aria-hidden="true" />
            ) : (
              <span aria-hidden="true">{shown}</span>
            );
          return spotButton(
            o,
            `roulette-out roulette-out--${o.type}`,
            spotLabel(t, o.type, o.numbers, shown),
            content,
            style,
          );
        })}
      </div>

      <div className="roulette-controls">
        <div className="roulette-chips" role="group" aria-label={t('roulette.chip')}>
          {chips.map((c) => (
            <ChipButton
              key={c}
              amount={c}
              selected={c === chip}
              disabled={spinning}
              onClick={() => setChip(c)}
            />
          ))}
        </div>
        <div className="roulette-total">
          <span>{t('roulette.total_bet')}</span>
          <strong>{money(total)}</strong>
        </div>
        <div className="roulette-buttons">
          <ActionButton
            variant="secondary"
            icon="undo"
            data-testid="undo"
            onClick={undo}
            disabled={spinning || placements.length === 0}
          >
            {t('roulette.undo')}
          </ActionButton>
          <ActionButton
            variant="secondary"
            icon="clear"
            data-testid="clear"
            onClick={clear}
            disabled={spinning || layout.size === 0}
          >
            {t('roulette.clear')}
          </ActionButton>
          <ActionButton
            variant="secondary"
            icon="repeat"
            data-testid="repeat"
            onClick={repeat}
            disabled={spinning || lastBets.length === 0 || layout.size > 0}
          >
            {t('roulette.repeat')}
          </ActionButton>
          <ActionButton
            size="lg"
            data-testid="play"
            onClick={() => void spin()}
            busy={spinning}
            disabled={layout.size === 0 || busy || total < info.minStake}
          >
            {t('roulette.spin')}
          </ActionButton>
        </div>
      </div>
    </div>
  );
}
