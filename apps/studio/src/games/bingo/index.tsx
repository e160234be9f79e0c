import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoundView } from '@croupier/contract/studio';
import type { BingoView, TicketResult } from '@croupier/games/engines/bingo/index';
import { ActionButton, WinBanner } from '../../ui/index.ts';
import type { GameUi, GameUiProps, RulesProps } from '../types.ts';
import { texts } from './texts.ts';
import './bingo.css';

interface Details {
  kind: 90 | 75;
  balls: number;
  draw: number;
  ticketPrice: number;
  maxTickets: number;
  callSeconds: number;
  patterns: { id: string; pays: number }[];
}

function readDetails(raw: unknown): Details {
  const d = (raw ?? {}) as Partial<Details>;
  return {
    kind: d.kind === 75 ? 75 : 90,
    balls: d.balls ?? 90,
    draw: d.draw ?? 45,
    ticketPrice: d.ticketPrice ?? 10,
    maxTickets: d.maxTickets ?? 4,
    callSeconds: d.callSeconds ?? 8,
    patterns: Array.isArray(d.patterns) ? d.patterns : [],
  };
}

function readView(round: RoundView | null): BingoView | null {
  const view = round?.view as BingoView | undefined;
  if (!view || typeof view !== 'object' || !Array.isArray(view.drawn)) return null;
  return view;
}

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** The ball's colour band, as on a real 75-ball (by letter) or 90-ball (by tens) set. */
function ballTone(kind: 90 | 75, n: number): number {
  return kind === 75 ? Math.floor((n - 1) / 15) : Math.min(Math.floor(n / 10), 8) % 5;
}

function Ball({ n, kind, big = false }: { n: number; kind: 90 | 75; big?: boolean }) {
  return (
    <span
      className={`bingo-ball bingo-ball--t${ballTone(kind, n)}${big ? ' bingo-ball--big' : ''}`}
    >
      {kind === 75 && <small aria-hidden="true">{LETTERS[Math.floor((n - 1) / 15)]}</small>}
      {n}
    </span>
  );
}

function Ticket({
  index,
  kind,
  ticket,
  called,
  celebrate,
  t,
  money,
}: {
  index: number;
  kind: 90 | 75;
  ticket: TicketResult | null;
  called: ReadonlySet<number>;
  celebrate: boolean;
  t: GameUiProps['t'];
  money: GameUiProps['money'];
}) {
  const rows = kind === 75 ? 5 : 3;
  const cols = kind === 75 ? 5 : 9;
  const grid =
    ticket?.grid ?? Array.from({ length: rows }, () => Array.from({ length: cols }, () => -1));
  const name = t(kind === 75 ? 'card' : 'ticket', { n: index + 1 });
  return (
    <figure className={`bingo-ticket bingo-ticket--${kind}${celebrate ? ' is-winner' : ''}`}>
      <figcaption className="bingo-ticket__head">
        <span>{name}</span>
        {celebrate && ticket?.pattern && (
          <strong className="bingo-ticket__prize">
            {t(`pattern.${ticket.pattern}`)} · {money(ticket.win)}
          </strong>
        )}
      </figcaption>
      <table className="bingo-ticket__grid" aria-label={name}>
        {kind === 75 && (
          <thead>
            <tr>
              {LETTERS.map((l) => (
                <th key={l} scope="col">
                  {l}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {grid.map((row, r) => (
            <tr key={r}>
              {row.map((n, c) => {
                const free = kind === 75 && r === 2 && c === 2;
                const dabbed = free || (n > 0 && called.has(n));
                return (
                  <td
                    key={c}
                    className={[
                      'bingo-cell',
                      n === 0 && !free ? 'bingo-cell--blank' : '',
                      dabbed ? 'is-dabbed' : '',
                      free ? 'bingo-cell--free' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {free ? (
                      <span aria-label={t('free')}>★</span>
                    ) : n > 0 ? (
                      <>
                        {n}
                        {dabbed && <span className="visually-hidden"> {t('marked')}</span>}
                      </>
                    ) : n < 0 ? (
                      <span aria-hidden="true">·</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function BingoTable(props: GameUiProps) {
  const { session, busy, play, money, t, sound, reducedMotion } = props;
  const details = useMemo(
    () => readDetails(session.game.info.details),
    [session.game.info.details],
  );
  const { kind, maxTickets, ticketPrice } = details;
  const [count, setCount] = useState(Math.min(2, maxTickets));
  const [shown, setShown] = useState<RoundView | null>(() =>
    props.round && props.round.status !== 'open' ? props.round : null,
  );
  const [calledCount, setCalledCount] = useState(Number.MAX_SAFE_INTEGER);
  const announced = useRef<string | null>(null);

  const view = readView(shown);
  const total = view?.drawn.length ?? 0;
  const shownBalls = Math.min(calledCount, total);
  const drawing = view !== null && calledCount < total;
  const finished = view !== null && !drawing;
  const called = new Set(view ? view.drawn.slice(0, shownBalls) : []);
  const interval = Math.max(50, (details.callSeconds * 1000) / details.draw);

  useEffect(() => {
    if (!view || calledCount >= total) return;
    const timer = window.setTimeout(() => {
      setCalledCount((c) => c + 1);
      sound('tick');
    }, interval);
    return () => window.clearTimeout(timer);
  }, [view, calledCount, total, interval, sound]);

  // A ticket that completes its prize during the draw rings when its ball comes out.
  const winners = view
    ? view.tickets.filter((tk) => tk.completedAt !== null && tk.completedAt === shownBalls).length
    : 0;
  useEffect(() => {
    if (drawing && winners > 0) sound('win');
  }, [drawing, winners, sound]);

  useEffect(() => {
    if (!shown || !finished || announced.current === shown.id) return;
    announced.current = shown.id;
    if (shown.win === 0) sound('lose');
  }, [shown, finished, sound]);

  const start = async () => {
    if (busy || drawing) return;
    sound('click');
    const result = await play({ tickets: count });
    if (!result) return;
    setShown(result);
    setCalledCount(reducedMotion ? Number.MAX_SAFE_INTEGER : 0);
  };

  const tickets: (TicketResult | null)[] = view
    ? view.tickets
    : Array.from({ length: count }, () => null);
  const last = view ? view.drawn.slice(Math.max(0, shownBalls - 5), shownBalls).reverse() : [];
  const current = last[0];
  const wonSoFar = view
    ? view.tickets
        .filter((tk) => tk.completedAt !== null && tk.completedAt <= shownBalls)
        .reduce((s, tk) => s + tk.win, 0)
    : 0;

  return (
    <div className={`bingo bingo--${kind}`}>
      <div className="bingo-hall">
        <section className="bingo-caller" aria-label={t('caller')}>
          <div className="bingo-caller__globe" aria-hidden="true">
            {current !== undefined && (
              <span key={`${shown?.id}-${shownBalls}`} className="bingo-caller__drop">
                <Ball n={current} kind={kind} big />
              </span>
            )}
          </div>
          <div className="bingo-caller__info">
            <p className="bingo-caller__count">
              {t('ball_count', { n: shownBalls, total: details.draw })}
            </p>
            <ol className="bingo-caller__last" aria-label={t('last_balls')}>
              {last.map((n) => (
                <li key={n}>
                  <Ball n={n} kind={kind} />
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section className="bingo-board" aria-label={t('board')}>
          {Array.from({ length: details.balls }, (_, i) => i + 1).map((n) => (
            <span key={n} className={called.has(n) ? 'is-called' : undefined}>
              {n}
            </span>
          ))}
        </section>
        <WinBanner
          win={finished && shown ? shown.win : 0}
          stake={shown?.stake ?? 0}
          roundKey={finished && shown ? shown.id : null}
        />
      </div>

      <div className="bingo-tickets">
        {tickets.map((ticket, i) => (
          <Ticket
            key={`${shown?.id ?? 'empty'}-${i}`}
            index={i}
            kind={kind}
            ticket={ticket}
            called={called}
            celebrate={
              ticket !== null && ticket.completedAt !== null && ticket.completedAt <= shownBalls
            }
            t={t}
            money={money}
          />
        ))}
      </div>

      <div className="bingo-controls">
        <div className="bingo-count" role="group" aria-label={t('tickets')}>
          <span className="bingo-count__label">{t('tickets')}</span>
          <button
            type="button"
            className="bingo-count__step"
            aria-label={t('fewer')}
            disabled={busy || drawing || count <= 1}
            onClick={() => {
              sound('chip');
              setCount((c) => Math.max(1, c - 1));
              if (finished) setShown(null);
            }}
          >
            −
          </button>
          <output className="bingo-count__value" aria-live="polite">
            {count}
          </output>
          <button
            type="button"
            className="bingo-count__step"
            aria-label={t('more')}
            disabled={busy || drawing || count >= maxTickets}
            onClick={() => {
              sound('chip');
              setCount((c) => Math.min(maxTickets, c + 1));
              if (finished) setShown(null);
            }}
          >
            +
          </button>
          <span className="bingo-count__price">
            {t('price_each', { price: money(ticketPrice) })}
            <strong>{money(ticketPrice * count)}</strong>
          </span>
        </div>
        <div className="bingo-buttons">
          {drawing && (
            <ActionButton
              variant="secondary"
              data-testid="skip"
              onClick={() => setCalledCount(Number.MAX_SAFE_INTEGER)}
            >
              {t('skip')}
            </ActionButton>
          )}
          <ActionButton
            data-testid="play"
            size="lg"
            busy={busy}
            disabled={drawing}
            onClick={() => void start()}
          >
            {t('play', { n: count })}
          </ActionButton>
        </div>
      </div>

      <aside className="bingo-prizes" aria-label={t('prizes')}>
        {details.patterns.map((p) => (
          <span key={p.id} className="bingo-prizes__item">
            <span>{t(`pattern.${p.id}`)}</span>
            <strong>{money(p.pays * ticketPrice)}</strong>
          </span>
        ))}
      </aside>

      <p className="bingo-result" data-testid="result" role="status" aria-live="polite">
        {finished && shown
          ? `${t('result_balls', { n: total })} ${
              shown.win > 0
                ? t('result_win', { amount: money(shown.win) })
                : t('result_no_win', { amount: money(0) })
            }`
          : drawing
            ? wonSoFar > 0
              ? t('won_so_far', { amount: money(wonSoFar) })
              : t('drawing')
            : t('place')}
      </p>
    </div>
  );
}

function BingoRules({ info, t, money, numbers }: RulesProps) {
  const d = readDetails(info.details);
  return (
    <div className="bingo-rules">
      <p>{t(d.kind === 75 ? 'rules.intro75' : 'rules.intro90')}</p>
      <p>
        {t('rules.tickets', { max: d.maxTickets, price: money(d.ticketPrice) })}{' '}
        {t('rules.draw', { draw: d.draw, balls: d.balls })}
      </p>
      <table className="bingo-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('rules.pattern')}</th>
            <th scope="col">{t('rules.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {d.patterns.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {t(`pattern.${p.id}`)}
                <small>{t(`rules.pattern.${p.id}`)}</small>
              </th>
              <td>
                {t('pays', { x: p.pays })} ({money(p.pays * d.ticketPrice)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('rules.best')}</p>
      <p>{t('rules.rtp', { rtp: numbers.number(info.rtp * 100, 2) })}</p>
      <p>{t('rules.call', { s: d.callSeconds })}</p>
    </div>
  );
}

const ui: GameUi = {
  Table: BingoTable,
  Rules: BingoRules,
  describe(round, t, money) {
    const view = readView(round);
    if (!view) return '';
    const best = view.tickets.reduce<TicketResult | null>(
      (b, tk) => (tk.win > (b?.win ?? 0) ? tk : b),
      null,
    );
    if (!best?.pattern) return t('describe_none', { n: view.tickets.length });
    return t('describe', {
      n: view.tickets.length,
      pattern: t(`pattern.${best.pattern}`),
      amount: money(round.win),
    });
  },
  texts,
};
export default ui;
