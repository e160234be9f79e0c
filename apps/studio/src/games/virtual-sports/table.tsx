import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VirtualBetView, VirtualEventView } from '@croupier/contract/virtual-sports';
import type { VirtualSportsDetails } from '@croupier/games/engines/virtual-sports/index';
import {
  verifyEvent,
  type EventResult,
  type FootballCard,
  type RaceCard,
} from '@croupier/games/virtual-sports/index';
import { errorText } from '../../shell/errors.ts';
import { ActionButton, StakeSelector, useStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';
import { virtualApi } from './api.ts';

const POLL_MS = 5_000;
const RESULT_POLL_MS = 1_000;
/** How long the animated event lasts (races and matches). */
const RACE_MS = 9_000;
const MATCH_MS = 12_000;

export const potentialWin = (stake: number, odds: number) => Math.floor((stake * odds) / 100);

/** mm:ss of a positive duration. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The label of a selection: the runner's name, or home / draw / away / over / under. */
export function selectionLabel(
  event: Pick<VirtualEventView, 'kind' | 'card'>,
  key: string,
  t: GameUiProps['t'],
): string {
  if (event.kind === 'race') {
    const runner = (event.card as RaceCard | null)?.runners.find((r) => String(r.number) === key);
    return runner ? t('vs.runner', { number: runner.number, name: runner.name }) : key;
  }
  const card = event.card as FootballCard | null;
  if (key === 'home' && card) return `${t('vs.sel.home')} · ${card.home.name}`;
  if (key === 'away' && card) return `${t('vs.sel.away')} · ${card.away.name}`;
  return t(`vs.sel.${key}`);
}

const eventTitle = (event: VirtualEventView, t: GameUiProps['t']) => {
  if (event.kind === 'football') {
    const card = event.card as FootballCard | null;
    if (card) return `${card.home.name} – ${card.away.name}`;
  }
  // The event's number is a name, not a quantity: no digit grouping.
  return t('vs.event', { kind: t(`vs.${event.kind}`), id: String(event.id) });
};

/** Progress (0..1) of each runner at `elapsed` of the race: the finishing order is the server's. */
export function racePositions(order: readonly number[], elapsed: number, duration: number) {
  const out = new Map<number, number>();
  order.forEach((number, place) => {
    // The winner crosses the line at 80 % of the animation, the last one at its end.
    const finish = duration * (0.8 + (0.2 * place) / Math.max(1, order.length - 1));
    const x = Math.min(1, elapsed / finish);
    const wobble = 0.035 * Math.sin(elapsed / 420 + number * 1.7) * (1 - x) * x * 4;
    out.set(number, Math.max(0, Math.min(1, x + wobble)));
  });
  return out;
}

function useNow(periodMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), periodMs);
    return () => window.clearInterval(id);
  }, [periodMs]);
  return now;
}

/** Elapsed ms of an animation that starts when `key` changes (0 duration: at its end at once). */
function useAnimation(key: string | null, duration: number): number {
  const [state, setState] = useState<{ key: string | null; elapsed: number }>({
    key: null,
    elapsed: 0,
  });
  const animating = key !== null && duration > 0;
  useEffect(() => {
    if (!animating) return;
    const started = performance.now();
    let frame = 0;
    const step = () => {
      const e = performance.now() - started;
      setState({ key, elapsed: Math.min(duration, e) });
      if (e < duration) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [key, duration, animating]);
  if (!animating) return duration;
  return state.key === key ? state.elapsed : 0;
}

/** The stage of one event: the race or the match, animated once its result is in. */
interface StageProps {
  event: VirtualEventView;
  animate: boolean;
  t: GameUiProps['t'];
  reducedMotion: boolean;
}

function RaceStage({ event, animate, t, reducedMotion }: StageProps) {
  const card = event.card as RaceCard;
  const result = event.result as Extract<EventResult, { kind: 'race' }> | null;
  const duration = animate && !reducedMotion ? RACE_MS : 0;
  const elapsed = useAnimation(result ? `r${event.id}` : null, duration);
  const done = elapsed >= duration;
  // Without animation (reduced motion, an event already run) the runners stand at the finish.
  const positions = result
    ? racePositions(result.order, duration === 0 ? 1 : elapsed, duration || 1)
    : null;
  const winner = result ? card.runners.find((r) => r.number === result.order[0]) : undefined;
  return (
    <div className="vs-race">
      <ol
        className="vs-race__track"
        role="img"
        aria-label={winner && done ? t('vs.winner', { name: winner.name }) : t('vs.waiting_result')}
      >
        {card.runners.map((r) => (
          <li key={r.number} className="vs-race__lane">
            <span className="vs-race__no">{r.number}</span>
            <span className="vs-race__rail">
              <span
                className="vs-race__runner"
                data-testid={`vs-runner-${r.number}`}
                style={{
                  left: `calc(${((positions?.get(r.number) ?? 0) * 100).toFixed(2)}% - ${
                    (positions?.get(r.number) ?? 0) * 28
                  }px)`,
                  background: r.colour,
                }}
              />
            </span>
          </li>
        ))}
      </ol>
      <p className="vs-stage__caption" role="status">
        {winner && done ? t('vs.winner', { name: `${winner.number} ${winner.name}` }) : null}
      </p>
    </div>
  );
}

function MatchStage({ event, animate, t, reducedMotion }: StageProps) {
  const card = event.card as FootballCard;
  const result = event.result as Extract<EventResult, { kind: 'football' }> | null;
  const duration = animate && !reducedMotion ? MATCH_MS : 0;
  const elapsed = useAnimation(result ? `m${event.id}` : null, duration);
  const minute = result ? (duration === 0 ? 90 : Math.floor((90 * elapsed) / duration)) : 0;
  const goals = result ? result.goals.filter((g) => g.minute <= minute) : [];
  const home = goals.filter((g) => g.side === 'home').length;
  const away = goals.length - home;
  const last = goals[goals.length - 1];
  return (
    <div className="vs-match">
      <div className="vs-match__board">
        <span className="vs-match__team" style={{ borderColor: card.home.colour }}>
          {card.home.name}
        </span>
        <span className="vs-match__score" data-testid="vs-score">
          {home} – {away}
        </span>
        <span className="vs-match__team" style={{ borderColor: card.away.colour }}>
          {card.away.name}
        </span>
      </div>
      <div className="vs-match__clock" aria-hidden="true">
        {result ? t('vs.minute', { minute }) : '–'}
      </div>
      <div className="vs-match__pitch" aria-hidden="true">
        <span className="vs-match__ball" style={{ left: `${((minute * 7) % 90) + 5}%` }} />
      </div>
      <p className="vs-stage__caption" role="status">
        {result && minute >= 90
          ? t('vs.score', {
              home: card.home.name,
              away: card.away.name,
              homeGoals: result.home,
              awayGoals: result.away,
            })
          : last
            ? t('vs.goal', {
                team: last.side === 'home' ? card.home.name : card.away.name,
                minute: last.minute,
              })
            : null}
      </p>
    </div>
  );
}

function VerifyBox({ event, t }: { event: VirtualEventView; t: GameUiProps['t'] }) {
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const check = () => {
    if (!event.serverSeed || !event.result) return setVerdict(false);
    const v = verifyEvent({
      kind: event.kind,
      eventId: event.nonce,
      seedHash: event.seedHash,
      serverSeed: event.serverSeed,
      result: event.result,
    });
    setVerdict(v.hashOk && v.resultOk);
  };
  return (
    <details className="vs-verify">
      <summary>{t('vs.verify')}</summary>
      <dl>
        <dt>{t('vs.seed_hash')}</dt>
        <dd className="vs-mono">{event.seedHash}</dd>
        <dt>{t('vs.server_seed')}</dt>
        <dd className="vs-mono">{event.serverSeed ?? '–'}</dd>
        <dt>{t('vs.client_seed')}</dt>
        <dd className="vs-mono">{event.clientSeed}</dd>
        <dt>{t('vs.nonce')}</dt>
        <dd className="vs-mono">{event.nonce}</dd>
      </dl>
      <button type="button" className="vs-link" onClick={check}>
        {t('vs.verify')}
      </button>
      {verdict !== null && (
        <p role="status" className={verdict ? 'vs-ok' : 'vs-bad'}>
          {verdict ? t('vs.verified') : t('vs.not_verified')}
        </p>
      )}
    </details>
  );
}

function resultLine(event: VirtualEventView, t: GameUiProps['t']) {
  const r = event.result;
  if (!r) return t('vs.waiting_result');
  if (r.kind === 'race') return selectionLabel(event, String(r.order[0]), t);
  const card = event.card as FootballCard;
  return t('vs.score', {
    home: card.home.name,
    away: card.away.name,
    homeGoals: r.home,
    awayGoals: r.away,
  });
}

export function VirtualSportsTable(props: GameUiProps) {
  const { session, money, numbers, t, sound, reducedMotion, balanceMoved } = props;
  /** Decimal odds in hundredths: 245 -> "2.45" ("2,45" in German). */
  const oddsText = (odds: number) => numbers.number(odds / 100, 2);
  const pct = (p: { num: number; den: number }) => numbers.percent(p.num / p.den, 1);
  const details = session.game.info.details as VirtualSportsDetails;
  const real = session.mode === 'real';
  const [stake, setStake] = useStake(session);
  const [events, setEvents] = useState<VirtualEventView[]>([]);
  const [offset, setOffset] = useState(0);
  const [interval, setIntervalSeconds] = useState<number | null>(null);
  const [results, setResults] = useState<VirtualEventView[]>([]);
  const [bets, setBets] = useState<VirtualBetView[]>([]);
  const [balance, setShownBalance] = useState<number | null>(real ? session.balance : null);
  // The balance as last told to the shell: a settlement seen by a poll moves it.
  const told = useRef<number | null>(real ? session.balance : null);
  const setBalance = useCallback(
    (next: number, status: 'open' | 'settled') => {
      setShownBalance(next);
      if (told.current !== next) {
        told.current = next;
        balanceMoved?.(next, status);
      }
    },
    [balanceMoved],
  );
  const [pick, setPick] = useState<{ event: VirtualEventView; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [live, setLive] = useState<{ event: VirtualEventView; animate: boolean } | null>(null);
  const now = useNow(1000) + offset;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const shown = useCallback(
    (e: Pick<VirtualEventView, 'kind'>) => details.kinds === 'all' || details.kinds === e.kind,
    [details.kinds],
  );

  const load = useCallback(async () => {
    try {
      const [up, res, mine] = await Promise.all([
        virtualApi.upcoming(),
        virtualApi.results(),
        virtualApi.bets(),
      ]);
      if (!mounted.current) return;
      setOffset(new Date(up.serverTime).getTime() - Date.now());
      setIntervalSeconds(up.intervalSeconds);
      setEvents(up.events.filter(shown));
      const finished = res.filter(shown);
      setResults(finished);
      setBets(mine.bets);
      if (up.balance !== null) setBalance(up.balance, 'settled');
      // The last event on stage (static) until one starts while the frame is open.
      setLive(
        (current) => current ?? (finished[0] ? { event: finished[0], animate: false } : null),
      );
    } catch {
      // The next poll tries again; the shell reports an ended session on its own calls.
    }
  }, [shown, setBalance]);

  useEffect(() => {
    const first = window.setTimeout(() => void load(), 0);
    const id = window.setInterval(() => void load(), POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [load]);

  // An event that starts while the frame is open: wait for its result, then play it.
  const started = events.find((e) => new Date(e.startsAt).getTime() <= now);
  const watching = useRef<number | null>(null);
  useEffect(() => {
    if (!started || watching.current === started.id) return;
    watching.current = started.id;
    let timer = 0;
    const poll = async () => {
      try {
        const e = await virtualApi.event(started.id);
        if (e.result) {
          if (!mounted.current) return;
          setLive({ event: e, animate: true });
          sound('spin');
          void load();
          return;
        }
      } catch {
        // Try again below.
      }
      if (mounted.current) timer = window.setTimeout(() => void poll(), RESULT_POLL_MS);
    };
    setLive({ event: started, animate: true });
    void poll();
    // No cleanup: the list drops the started event at the next poll, and the wait goes on (it
    // stops on its own once the result is in, or when the frame closes).
    void timer;
  }, [started, load, sound]);

  const upcoming = events.filter((e) => new Date(e.startsAt).getTime() > now);
  const selected = pick && upcoming.some((e) => e.id === pick.event.id) ? pick : null;
  const odds = selected
    ? (selected.event.selections.find((s) => s.key === selected.key)?.odds ?? 0)
    : 0;

  const place = async () => {
    if (!selected || busy) return;
    setBusy(true);
    setNotice(null);
    sound('chip');
    try {
      const answer = await virtualApi.bet({
        eventId: selected.event.id,
        selection: selected.key,
        stake,
        requestId: crypto.randomUUID(),
      });
      setBalance(answer.balance, 'open');
      setBets((list) => [answer.bet, ...list]);
      setNotice({
        tone: 'ok',
        text: t('vs.placed', {
          selection: selectionLabel(selected.event, selected.key, t),
          odds: oddsText(answer.bet.odds),
        }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t, money) });
      sound('lose');
    } finally {
      setBusy(false);
    }
  };

  const eventOf = useMemo(() => {
    const all = new Map<number, VirtualEventView>();
    for (const e of [...results, ...events]) all.set(e.id, e);
    return all;
  }, [results, events]);

  return (
    <div className="vs">
      <section className="vs-stage" aria-labelledby="vs-stage-title">
        <h2 id="vs-stage-title" className="vs-h">
          {live?.animate ? t('vs.live') : t('vs.last_event')}
          {live ? ` · ${eventTitle(live.event, t)}` : ''}
        </h2>
        {!live && <p className="vs-muted">{t('vs.no_results')}</p>}
        {live && !live.event.result && <p className="vs-muted">{t('vs.waiting_result')}</p>}
        {live &&
          live.event.card !== null &&
          (live.event.kind === 'race' ? (
            <RaceStage
              event={live.event}
              animate={live.animate}
              t={t}
              reducedMotion={reducedMotion}
            />
          ) : (
            <MatchStage
              event={live.event}
              animate={live.animate}
              t={t}
              reducedMotion={reducedMotion}
            />
          ))}
      </section>

      <section className="vs-upcoming" aria-labelledby="vs-upcoming-title">
        <h2 id="vs-upcoming-title" className="vs-h">
          {t('vs.upcoming')}
        </h2>
        {upcoming.length === 0 && <p className="vs-muted">{t('vs.no_events')}</p>}
        {upcoming.map((e) => (
          <article key={e.id} className="vs-card" data-testid={`vs-event-${e.kind}`}>
            <header className="vs-card__head">
              <span className={`vs-badge vs-badge--${e.kind}`}>{t(`vs.${e.kind}`)}</span>
              <strong>{eventTitle(e, t)}</strong>
              <span className="vs-countdown" data-testid="vs-countdown">
                {t('vs.starts_in', { time: countdown(new Date(e.startsAt).getTime() - now) })}
              </span>
            </header>
            <div className="vs-card__selections" role="group" aria-label={eventTitle(e, t)}>
              {e.selections.map((s) => {
                const on = selected?.event.id === e.id && selected.key === s.key;
                return (
                  <button
                    key={s.key}
                    type="button"
                    className={on ? 'vs-sel is-on' : 'vs-sel'}
                    aria-pressed={on}
                    data-testid={`vs-sel-${s.key}`}
                    onClick={() => {
                      sound('click');
                      setPick({ event: e, key: s.key });
                    }}
                  >
                    <span className="vs-sel__label">{selectionLabel(e, s.key, t)}</span>
                    <span className="vs-sel__chance">
                      {t('vs.chance', { chance: pct(s.probability) })}
                    </span>
                    <span className="vs-sel__odds">{oddsText(s.odds)}</span>
                  </button>
                );
              })}
            </div>
            <p className="vs-hash">
              {t('vs.seed_hash')}: <span className="vs-mono">{e.seedHash}</span>
            </p>
          </article>
        ))}
      </section>

      <section className="vs-slip" aria-labelledby="vs-slip-title">
        <h2 id="vs-slip-title" className="vs-h">
          {t('vs.slip')}
        </h2>
        {!real && <p className="vs-muted">{t('vs.demo_note')}</p>}
        {real && (
          <>
            {balance !== null && (
              <p className="vs-muted" data-testid="vs-balance">
                {t('vs.balance', { amount: money(balance) })}
              </p>
            )}
            {selected ? (
              <p>
                <strong>{selectionLabel(selected.event, selected.key, t)}</strong> · {t('vs.odds')}{' '}
                {oddsText(odds)}
              </p>
            ) : (
              <p className="vs-muted">{t('vs.choose')}</p>
            )}
            <StakeSelector
              value={stake}
              onChange={setStake}
              min={session.game.info.minStake}
              max={session.game.info.maxStake}
              disabled={busy}
              label={t('vs.stake')}
            />
            <p>
              {t('vs.potential_win')}:{' '}
              <strong data-testid="vs-potential">
                {selected ? money(potentialWin(stake, odds)) : '–'}
              </strong>
            </p>
            <ActionButton
              size="lg"
              busy={busy}
              disabled={!selected}
              onClick={() => void place()}
              data-testid="vs-place"
            >
              {t('vs.place_bet')}
            </ActionButton>
          </>
        )}
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`vs-notice vs-notice--${notice.tone}`}
          >
            {notice.text}
          </p>
        )}
      </section>

      {real && (
        <section className="vs-bets" aria-labelledby="vs-bets-title">
          <h2 id="vs-bets-title" className="vs-h">
            {t('vs.my_bets')}
          </h2>
          {bets.length === 0 && <p className="vs-muted">{t('vs.no_bets')}</p>}
          <ul className="vs-list">
            {bets.map((b) => {
              const e = eventOf.get(b.eventId);
              return (
                <li key={b.id} className="vs-list__item" data-testid={`vs-bet-${b.status}`}>
                  <span>
                    {e ? selectionLabel(e, b.selection, t) : b.selection} @ {oddsText(b.odds)} ·{' '}
                    {money(b.stake)}
                  </span>
                  <span className={`vs-status vs-status--${b.status}`}>
                    {b.status === 'won'
                      ? t('vs.status.won', { amount: money(b.win ?? 0) })
                      : t(`vs.status.${b.status}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section className="vs-results" aria-labelledby="vs-results-title">
        <h2 id="vs-results-title" className="vs-h">
          {t('vs.results')}
        </h2>
        {results.length === 0 && <p className="vs-muted">{t('vs.no_results')}</p>}
        <ul className="vs-list">
          {results.map((e) => (
            <li key={e.id} className="vs-list__item vs-list__item--result">
              <span>
                <span className={`vs-badge vs-badge--${e.kind}`}>{t(`vs.${e.kind}`)}</span>{' '}
                {eventTitle(e, t)}
              </span>
              <span>{resultLine(e, t)}</span>
              <VerifyBox event={e} t={t} />
            </li>
          ))}
        </ul>
      </section>
      {interval !== null && (
        <p className="vs-muted vs-small">
          {t('vs.rules.intro', { minutes: numbers.number(interval / 60, { max: 1 }) })}
        </p>
      )}
    </div>
  );
}
