import { useCallback, useEffect, useState } from 'react';
import type { RoundView, StudioGame } from '@croupier/contract/studio';
import type { StudioClient } from '../api/client.ts';
import type { GameUi } from '../games/types.ts';
import type { NumberFormats } from '../i18n/numbers.ts';
import { utcTime, type Translate } from '../i18n/translate.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { errorText } from './errors.ts';
import { VerifyRound } from './verify-round.tsx';

const PER_PAGE = 20;

/** Game recall: this player's rounds of this game, newest first, 20 at a time. */
export function HistoryPanel({
  client,
  game,
  ui,
  t,
  money,
  numbers,
}: {
  client: StudioClient;
  game: StudioGame;
  ui: GameUi | null;
  t: Translate;
  money(amount: number): string;
  numbers: NumberFormats;
}) {
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  const fetchPage = useCallback(
    (next: number) =>
      client.rounds(next, PER_PAGE).then(
        (answer) => {
          // A round played between two pages shifts the list: skip ids already shown.
          setRounds((shown) => {
            const base = next === 1 ? [] : shown;
            const known = new Set(base.map((r) => r.id));
            return [...base, ...answer.data.filter((r) => !known.has(r.id))];
          });
          setPage(answer.meta.current_page);
          setLastPage(answer.meta.last_page);
          setTotal(answer.meta.total);
          setLoading(false);
        },
        (caught: unknown) => {
          setError(errorText(caught, t, money));
          setLoading(false);
        },
      ),
    [client, t, money],
  );

  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage]);

  const load = (next: number) => {
    setLoading(true);
    setError(null);
    void fetchPage(next);
  };

  const describe = (round: RoundView) => {
    try {
      return ui?.describe(round, t, money, numbers) ?? '';
    } catch {
      // A view the engine UI does not understand (an older round): the amounts still show.
      return '';
    }
  };

  return (
    <div className="history">
      <p className="muted">{t('history.intro')}</p>
      {rounds.length === 0 && !loading && !error && <p className="empty">{t('history.empty')}</p>}
      {rounds.length > 0 && (
        <ul className="rounds">
          {rounds.map((round) => {
            // A free spin's stake is the bonus campaign's: the player's net is the win.
            const net = round.freespin ? round.win : round.win - round.stake;
            const detailsId = `round-${round.id}-details`;
            const open = expanded === round.id;
            return (
              <li key={round.id} className="round">
                <div className="round__main">
                  <div className="round__when">
                    <time dateTime={round.createdAt}>{utcTime(round.createdAt)}</time>
                    <span className={`status status--${round.status}`}>
                      {t(`status.${round.status}`)}
                    </span>
                    {round.freespin && (
                      <span className="status status--freespin">{t('history.freespin')}</span>
                    )}
                  </div>
                  <p className="round__what">{describe(round)}</p>
                  <dl className="round__money">
                    <div>
                      <dt>{t('history.stake')}</dt>
                      <dd>{money(round.stake)}</dd>
                    </div>
                    <div>
                      <dt>{t('history.win')}</dt>
                      <dd>{money(round.win)}</dd>
                    </div>
                    <div>
                      <dt>{t('history.net')}</dt>
                      <dd className={net > 0 ? 'pos' : net < 0 ? 'neg' : ''}>
                        {net > 0 ? '+' : ''}
                        {money(net)}
                      </dd>
                    </div>
                  </dl>
                  <button
                    type="button"
                    className="link-btn"
                    aria-expanded={open}
                    aria-controls={detailsId}
                    onClick={() => setExpanded(open ? null : round.id)}
                  >
                    {t('history.details')}
                  </button>
                </div>
                <div id={detailsId} hidden={!open}>
                  {open && <VerifyRound round={round} game={game} t={t} money={money} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <div className="inline-alert" role="alert">
          <span>{error}</span>
          <button type="button" className="link-btn" onClick={() => load(page + 1)}>
            {t('app.retry')}
          </button>
        </div>
      )}
      <div className="history__foot">
        {total > 0 && (
          <span className="muted">
            {rounds.length >= total
              ? t('history.count_all', { total })
              : t('history.count', { shown: rounds.length, total })}
          </span>
        )}
        {loading ? (
          <span className="muted" role="status">
            {t('history.loading')}
          </span>
        ) : (
          page < lastPage &&
          !error && (
            <ActionButton variant="secondary" onClick={() => load(page + 1)}>
              {t('history.load_more')}
            </ActionButton>
          )
        )}
      </div>
    </div>
  );
}
