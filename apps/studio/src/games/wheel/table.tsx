import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { WheelView } from '@croupier/games/engines/wheel/index';
import type { RoundView } from '@croupier/contract/studio';
import {
  ActionButton,
  ChipButton,
  ChipMark,
  StakeSelector,
  WinBanner,
  chipValues,
  stakeLadder,
  useStake,
} from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';

export interface MoneySpotInfo {
  id: string;
  kind: 'number' | 'bonus';
  value: number | null;
  segments: number;
  bonus: number[] | null;
  topChance: number;
  rtp: number;
}

export type WheelDetails =
  | {
      kind: 'money';
      segments: number;
      layout: string[];
      spots: MoneySpotInfo[];
      topFactors: number[];
      randomMultipliers: boolean;
      minPositionStake: number;
    }
  | {
      kind: 'spark';
      segments: number;
      defaultRisk: Risk;
      houseEdge: number;
      tables: Record<Risk, number[]>;
    };

type Risk = 'low' | 'medium' | 'high';
const RISKS: Risk[] = ['low', 'medium', 'high'];

const SPOT_COLOURS: Record<string, string> = {
  '1': '#f2c94c',
  '2': '#2d9cdb',
  '5': '#bb6bd9',
  '10': '#27ae60',
  '20': '#eb5757',
  bonus1: '#ff8a00',
  bonus2: '#00c2a8',
  bonus3: '#ff4fa3',
  bonus4: '#7b61ff',
};
export const spotColour = (id: string) => SPOT_COLOURS[id] ?? '#e0e0e0';

function sparkColour(m: number, top: number) {
  if (m === 0) return '#2a3150';
  if (m === top) return '#ffd35c';
  if (m >= 300) return '#ff6b81';
  if (m >= 200) return '#bb6bd9';
  if (m >= 150) return '#2d9cdb';
  return '#27ae60';
}

const SPIN_MS = 4200;

function WheelDisc({
  labels,
  colours,
  rotation,
  duration,
  highlight,
  label,
}: {
  labels: string[];
  colours: string[];
  rotation: number;
  duration: number;
  highlight: number | null;
  label: string;
}) {
  const n = labels.length;
  const a = 360 / n;
  const style = { '--rot': `${rotation}deg`, '--spin-ms': `${duration}ms` } as CSSProperties;
  return (
    <div className="wheel-disc" role="img" aria-label={label}>
      <svg viewBox="-105 -105 210 210" aria-hidden="true" focusable="false">
        <circle r="103" className="wheel-disc__rim" />
        <g className="wheel-disc__rotor" style={style}>
          {labels.map((text, i) => {
            const a0 = ((i - 0.5) * a * Math.PI) / 180;
            const a1 = ((i + 0.5) * a * Math.PI) / 180;
            const p = (r: number, ang: number) =>
              `${(r * Math.sin(ang)).toFixed(2)} ${(-r * Math.cos(ang)).toFixed(2)}`;
            return (
              <g key={i}>
                <path
                  d={`M 0 0 L ${p(96, a0)} A 96 96 0 0 1 ${p(96, a1)} Z`}
                  fill={colours[i]}
                  className={highlight === i ? 'wheel-seg is-hit' : 'wheel-seg'}
                />
                <text
                  className="wheel-seg__label"
                  transform={`rotate(${i * a}) translate(0 -80) rotate(90)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {text}
                </text>
              </g>
            );
          })}
          <circle r="22" className="wheel-disc__hub" />
        </g>
        <path d="M -9 -108 L 9 -108 L 0 -88 Z" className="wheel-disc__pointer" />
      </svg>
    </div>
  );
}

export function WheelTable(props: GameUiProps) {
  const { session, round, balance, busy, play, money, numbers, t, sound, reducedMotion } = props;
  const info = session.game.info;
  const d = info.details as WheelDetails;
  const [stake, setStake] = useStake(session);
  const [risk, setRisk] = useState<Risk>(d.kind === 'spark' ? d.defaultRisk : 'medium');
  const chips = useMemo(() => chipValues(stakeLadder(info.minStake, info.maxStake), 5), [info]);
  const [chip, setChip] = useState(chips[0] ?? info.minStake);
  const [spots, setSpots] = useState<Record<string, number>>({});
  const [lastSpots, setLastSpots] = useState<Record<string, number>>({});
  const [spinning, setSpinning] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const settled: RoundView | null = round && round.status === 'settled' ? round : null;
  const view = settled ? (settled.view as WheelView) : null;
  const shownRisk = d.kind === 'spark' ? (spinning || !view?.risk ? risk : view.risk) : risk;
  const labels =
    d.kind === 'money'
      ? d.layout.map((id) => (id.startsWith('bonus') ? '★' : id))
      : d.tables[shownRisk].map((m) => numbers.number(m / 100));
  const colours =
    d.kind === 'money'
      ? d.layout.map(spotColour)
      : d.tables[shownRisk].map((m) => sparkColour(m, Math.max(...d.tables[shownRisk])));
  const n = labels.length;
  const [rotation, setRotation] = useState(() => (view ? -view.stop * (360 / n) : 0));
  const duration = reducedMotion ? 0 : SPIN_MS;
  const revealed = spinning ? null : view;
  const total = Object.values(spots).reduce((a, b) => a + b, 0);

  const spotName = (id: string) => (id.startsWith('bonus') ? t(`wheel.${id}`) : `${id}`);

  const place = (id: string) => {
    if (spinning || busy) return;
    if (total + chip > info.maxStake || total + chip > balance) return;
    sound('chip');
    setSpots((s) => ({ ...s, [id]: (s[id] ?? 0) + chip }));
  };

  const spin = async () => {
    const bet =
      d.kind === 'money'
        ? { bets: Object.entries(spots).map(([spot, s]) => ({ spot, stake: s })) }
        : { stake, risk };
    sound('spin');
    // On a phone the spots fill the screen: bring the wheel into view for the spin.
    stage.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    const answer = await play(bet);
    if (!answer) return;
    const v = answer.view as WheelView;
    setRotation((r) => Math.ceil(r / 360) * 360 + 360 * 5 - v.stop * (360 / n));
    if (d.kind === 'money') {
      setLastSpots(spots);
      setSpots({});
    }
    if (duration === 0) return;
    setSpinning(answer.id);
    timer.current = window.setTimeout(() => {
      setSpinning(null);
      sound(answer.win > 0 ? 'stop' : 'lose');
    }, duration);
  };

  let status = d.kind === 'money' ? t('wheel.place_bets') : t('wheel.idle');
  if (spinning) status = t('wheel.spinning');
  else if (revealed && settled) {
    const what =
      revealed.kind === 'money'
        ? revealed.bonus !== null
          ? t('wheel.landed_bonus', { spot: spotName(String(revealed.result)), x: revealed.bonus })
          : t('wheel.landed', { spot: spotName(String(revealed.result)) })
        : t('wheel.landed_x', { x: numbers.number(Number(revealed.result) / 100) });
    const top =
      revealed.top?.spot && revealed.top.spot === revealed.result
        ? ` · ${t('wheel.top_hit', { x: revealed.top.factor })}`
        : '';
    status = `${what}${top} · ${settled.win > 0 ? t('wheel.win', { amount: money(settled.win) }) : t('wheel.no_win')}`;
  }

  const spinButton = (
    <ActionButton
      size="lg"
      data-testid="play"
      busy={busy}
      disabled={!!spinning || (d.kind === 'money' && total === 0)}
      onClick={() => void spin()}
    >
      {t('wheel.spin')}
    </ActionButton>
  );

  return (
    <div className={`wheel wheel--${d.kind}`}>
      <div className="wheel-stage" ref={stage}>
        {d.kind === 'money' && (
          <div className="wheel-top" aria-live="off">
            <span className="wheel-top__label">
              {t(d.randomMultipliers ? 'wheel.prism' : 'wheel.top_slot')}
            </span>
            {revealed?.top?.spot ? (
              <span
                className="wheel-top__lit"
                style={{ '--spot': spotColour(revealed.top.spot) } as CSSProperties}
              >
                {spotName(revealed.top.spot)} × {revealed.top.factor}
              </span>
            ) : (
              <span className="wheel-top__lit is-empty">{spinning ? '…' : '—'}</span>
            )}
          </div>
        )}
        <WheelDisc
          labels={labels}
          colours={colours}
          rotation={rotation}
          duration={duration}
          highlight={revealed ? revealed.stop : null}
          label={status}
        />
        <WinBanner
          win={spinning ? 0 : (settled?.win ?? 0)}
          stake={settled?.stake ?? 0}
          roundKey={spinning ? null : (settled?.id ?? null)}
        />
      </div>
      <p className="wheel-status" data-testid="result" aria-live="polite">
        {status}
      </p>
      <div className="wheel-controls">
        {d.kind === 'money' ? (
          <>
            <div className="wheel-spots" role="group" aria-label={t('wheel.spots')}>
              {d.spots.map((s) => {
                const shownName = s.kind === 'bonus' ? `★ ${spotName(s.id)}` : s.id;
                const shownPays = s.kind === 'number' ? `${s.value}:1` : t('wheel.bonus_round');
                // The name starts with the printed text; the printed parts are hidden below.
                const name = `${shownName} ${shownPays}`;
                return (
                  <button
                    key={s.id}
                    type="button"
                    className={[
                      'wheel-spot',
                      s.kind === 'bonus' ? 'wheel-spot--bonus' : '',
                      revealed?.result === s.id ? 'is-win' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    style={{ '--spot': spotColour(s.id) } as CSSProperties}
                    data-testid={`spot-${s.id}`}
                    disabled={!!spinning || busy}
                    onClick={() => place(s.id)}
                  >
                    <span className="wheel-spot__name" aria-hidden="true">
                      {shownName}
                    </span>
                    <span className="wheel-spot__pays" aria-hidden="true">
                      {shownPays}
                    </span>
                    <span className="visually-hidden">
                      {spots[s.id]
                        ? t('wheel.spot_with_bet', { spot: name, amount: money(spots[s.id] ?? 0) })
                        : name}
                    </span>
                    {spots[s.id] ? (
                      <ChipMark amount={spots[s.id] ?? 0} className="wheel-spot__chip" decorative />
                    ) : null}
                  </button>
                );
              })}
            </div>
            <div className="wheel-rack">
              <div className="wheel-chips" role="group" aria-label={t('wheel.chip')}>
                {chips.map((c) => (
                  <ChipButton
                    key={c}
                    amount={c}
                    selected={c === chip}
                    disabled={!!spinning}
                    onClick={() => setChip(c)}
                  />
                ))}
              </div>
              <span className="wheel-total">
                {t('wheel.total_bet')} <strong>{money(total)}</strong>
              </span>
            </div>
            <div className="wheel-row">
              <ActionButton
                variant="secondary"
                icon="clear"
                data-testid="clear"
                disabled={!!spinning || total === 0}
                onClick={() => setSpots({})}
              >
                {t('wheel.clear')}
              </ActionButton>
              <ActionButton
                variant="secondary"
                icon="repeat"
                data-testid="repeat"
                disabled={!!spinning || total > 0 || Object.keys(lastSpots).length === 0}
                onClick={() => setSpots(lastSpots)}
              >
                {t('wheel.repeat')}
              </ActionButton>
              {spinButton}
            </div>
          </>
        ) : (
          <>
            <div className="wheel-risks" role="group" aria-label={t('wheel.risk')}>
              {RISKS.map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={risk === r}
                  data-testid={`risk-${r}`}
                  disabled={!!spinning}
                  onClick={() => {
                    sound('click');
                    setRisk(r);
                  }}
                >
                  {t(`wheel.risk_${r}`)}
                </button>
              ))}
            </div>
            <StakeSelector
              value={stake}
              onChange={setStake}
              min={info.minStake}
              max={info.maxStake}
              disabled={busy || !!spinning}
              chips
            />
            {spinButton}
          </>
        )}
      </div>
    </div>
  );
}
