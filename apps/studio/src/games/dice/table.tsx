import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { DiceView } from '@croupier/games/engines/dice/index';
import type { RoundView } from '@croupier/contract/studio';
import { ActionButton, StakeSelector, WinBanner, useStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';

interface DiceDetails {
  mode: DiceView['mode'];
  houseEdge: number;
  range: number;
  minChance: number;
  maxChance: number;
  bets: { bet: string; chance: number; multiplier: number; push?: number }[];
}

const ROLL_MS = 750;
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** One die with pips; `rolling` tumbles it (the face shown is the server's). */
export function Die({
  value,
  rolling,
  tone,
}: {
  value: number;
  rolling: boolean;
  tone?: 'player' | 'dealer';
}) {
  return (
    <span
      className={['dice-die', rolling ? 'is-rolling' : '', tone ? `dice-die--${tone}` : '']
        .filter(Boolean)
        .join(' ')}
      role="img"
      aria-label={String(value)}
    >
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={PIPS[value]?.includes(i) ? 'dice-pip is-on' : 'dice-pip'} />
      ))}
    </span>
  );
}

export function DiceTable(props: GameUiProps) {
  const { session, round, busy, play, money, numbers, t, sound, reducedMotion } = props;
  // Up to 4 decimals: the dice multipliers are exact fractions such as 2.352 or 1.9549.
  const exactMultiplier = (x: number) => numbers.multiplier(x, { max: 4 });
  const pct = (x: number) => numbers.percent(x, { max: 2 });
  const info = session.game.info;
  const details = info.details as DiceDetails;
  const [stake, setStake] = useStake(session);
  const [direction, setDirection] = useState<'over' | 'under'>('over');
  const [target, setTarget] = useState(Math.floor(details.range / 2));
  const [side, setSide] = useState<string>(details.mode === 'duel' ? 'player' : 'over');
  const [rolling, setRolling] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const settled: RoundView | null = round && round.status === 'settled' ? round : null;
  const view = settled ? (settled.view as DiceView) : null;
  const revealed = view && rolling !== settled?.id ? view : null;

  // Over-under: the odds follow the target.
  const range = details.range;
  const faces = direction === 'over' ? range - target : target - 1;
  const chance = faces / range;
  const ouMultiplier = ((1 - details.houseEdge) * range) / Math.max(faces, 1);
  const minFaces = Math.round(details.minChance * range);
  const legal = faces >= minFaces && faces <= range - 2;

  const bet = (): unknown => {
    if (details.mode === 'over-under') return { stake, direction, target };
    if (details.mode === 'duel') return { stake, side };
    return { stake, pick: side };
  };

  const roll = async () => {
    sound('spin');
    const answer = await play(bet());
    if (!answer) return;
    const duration = reducedMotion ? 0 : ROLL_MS;
    if (duration === 0) return;
    setRolling(answer.id);
    timer.current = window.setTimeout(() => {
      setRolling(null);
      sound(answer.win > 0 ? 'stop' : 'lose');
    }, duration);
  };

  const isRolling = rolling !== null;
  const result = (() => {
    if (isRolling) return t('dice.rolling');
    if (!revealed || !settled) return t('dice.idle');
    const dice = revealed.dice;
    const roll =
      revealed.mode === 'over-under'
        ? t('dice.rolled', { n: dice[0] ?? 0 })
        : revealed.mode === 'duel'
          ? t('dice.duel_totals', {
              player: (dice[0] ?? 0) + (dice[1] ?? 0),
              dealer: (dice[2] ?? 0) + (dice[3] ?? 0),
            })
          : t('dice.total', { n: (dice[0] ?? 0) + (dice[1] ?? 0) });
    const outcome =
      revealed.outcome === 'win'
        ? t('dice.win', { amount: money(settled.win) })
        : revealed.outcome === 'push'
          ? t('dice.push', { amount: money(settled.win) })
          : t('dice.lose');
    return `${roll} · ${outcome}`;
  })();

  const shownDice = view?.dice ?? (details.mode === 'duel' ? [1, 1, 1, 1] : [1, 1]);
  const rollValue = details.mode === 'over-under' ? (view?.dice[0] ?? null) : null;
  const markerStyle = {
    '--pos': `${(((rollValue ?? target) - 0.5) / range) * 100}%`,
  } as CSSProperties;
  const targetStyle = {
    '--split': `${(target / range) * 100}%`,
  } as CSSProperties;

  return (
    <div className={`dice dice--${details.mode}`}>
      <div className="dice-stage">
        {details.mode === 'over-under' ? (
          <div className="dice-track-wrap">
            <div
              className={`dice-roll-number${revealed?.outcome === 'win' ? ' is-win' : ''}`}
              key={settled?.id ?? 'none'}
              aria-hidden="true"
            >
              {isRolling ? '…' : revealed ? numbers.number(revealed.dice[0] ?? 0) : '–'}
            </div>
            <div className={`dice-track dice-track--${direction}`} style={targetStyle}>
              {rollValue !== null && !isRolling && (
                <span
                  className={`dice-marker${revealed?.outcome === 'win' ? ' is-win' : ' is-lose'}`}
                  style={markerStyle}
                >
                  {numbers.number(rollValue)}
                </span>
              )}
            </div>
            <div className="dice-track-scale" aria-hidden="true">
              {[
                1,
                Math.round(range / 4),
                Math.round(range / 2),
                Math.round((3 * range) / 4),
                range,
              ].map((n) => (
                <span key={n}>{numbers.number(n)}</span>
              ))}
            </div>
          </div>
        ) : (
          <div className="dice-cup">
            {details.mode === 'duel' ? (
              <>
                <div className="dice-hand">
                  <span className="dice-hand__label">{t('dice.you')}</span>
                  <div className="dice-hand__dice" key={`p-${settled?.id ?? ''}`}>
                    <Die value={shownDice[0] ?? 1} rolling={isRolling} tone="player" />
                    <Die value={shownDice[1] ?? 1} rolling={isRolling} tone="player" />
                  </div>
                </div>
                <span className="dice-vs" aria-hidden="true">
                  VS
                </span>
                <div className="dice-hand">
                  <span className="dice-hand__label">{t('dice.dealer')}</span>
                  <div className="dice-hand__dice" key={`d-${settled?.id ?? ''}`}>
                    <Die value={shownDice[2] ?? 1} rolling={isRolling} tone="dealer" />
                    <Die value={shownDice[3] ?? 1} rolling={isRolling} tone="dealer" />
                  </div>
                </div>
              </>
            ) : (
              <div className="dice-hand__dice" key={settled?.id ?? ''}>
                <Die value={shownDice[0] ?? 1} rolling={isRolling} />
                <Die value={shownDice[1] ?? 1} rolling={isRolling} />
              </div>
            )}
          </div>
        )}
        <WinBanner
          win={isRolling ? 0 : (settled?.win ?? 0)}
          stake={settled?.stake ?? 0}
          roundKey={isRolling ? null : (settled?.id ?? null)}
        />
      </div>

      <p className="dice-result" data-testid="result" aria-live="polite">
        {result}
      </p>
      {details.mode === 'over-under' && (
        <dl className="dice-stats">
          <div>
            <dt>{t('dice.chance')}</dt>
            <dd>{pct(chance)}</dd>
          </div>
          <div>
            <dt>{t('dice.multiplier')}</dt>
            <dd>{exactMultiplier(ouMultiplier)}</dd>
          </div>
          <div>
            <dt>{t('dice.payout')}</dt>
            <dd>{money(Math.floor(stake * ouMultiplier))}</dd>
          </div>
        </dl>
      )}

      <div className="dice-controls">
        {details.mode === 'over-under' ? (
          <div className="dice-ou">
            <div className="dice-toggle" role="group" aria-label={t('dice.direction')}>
              {(['under', 'over'] as const).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={direction === d}
                  data-testid={`direction-${d}`}
                  onClick={() => {
                    sound('click');
                    setDirection(d);
                  }}
                >
                  {t(`dice.${d}`)}
                </button>
              ))}
            </div>
            <label className="dice-slider">
              <span>{t('dice.target', { n: target })}</span>
              <input
                type="range"
                min={2}
                max={range - 1}
                value={target}
                onChange={(e) => setTarget(Number(e.target.value))}
                aria-valuetext={t(direction === 'over' ? 'dice.win_over' : 'dice.win_under', {
                  n: target,
                })}
              />
            </label>
            {!legal && (
              <p className="dice-warning">
                {t('dice.out_of_range', {
                  min: pct(details.minChance),
                  max: pct(details.maxChance),
                })}
              </p>
            )}
          </div>
        ) : (
          <div className="dice-picks" role="group" aria-label={t('dice.your_bet')}>
            {details.bets.map((b) => (
              <button
                key={b.bet}
                type="button"
                className="dice-pick"
                aria-pressed={side === b.bet}
                data-testid={`pick-${b.bet}`}
                onClick={() => {
                  sound('click');
                  setSide(b.bet);
                }}
              >
                <span className="dice-pick__name">{t(`dice.bet.${b.bet}`)}</span>
                <span className="dice-pick__pays">{exactMultiplier(b.multiplier)}</span>
                <span className="dice-pick__chance">{pct(b.chance)}</span>
              </button>
            ))}
          </div>
        )}
        <StakeSelector
          value={stake}
          onChange={setStake}
          min={info.minStake}
          max={info.maxStake}
          disabled={busy || isRolling}
          chips
        />
        <ActionButton
          size="lg"
          data-testid="play"
          busy={busy}
          disabled={isRolling || (details.mode === 'over-under' && !legal)}
          onClick={() => void roll()}
        >
          {t('dice.roll')}
        </ActionButton>
      </div>
    </div>
  );
}
