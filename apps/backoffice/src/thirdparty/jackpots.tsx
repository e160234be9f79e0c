import type { StaffJackpot } from '@croupier/contract/jackpots';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/index.ts';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import {
  currentPot,
  dropProgress,
  formatBasisPoints,
  formatMinor,
  lastDrops,
  openCycle,
} from './model.ts';
import './thirdparty.css';

type Cycle = StaffJackpot['cycles'][number];

/** The pots move with every qualifying stake: the screen refreshes itself now and then. */
export const JACKPOTS_REFRESH_MS = 30_000;
export const jackpotsKey = ['jackpots', 'staff'] as const;

/** Progressive jackpots (admin, finance), read-only: settings, the pot and the last drops. */
export function JackpotsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: jackpotsKey,
    queryFn: () => api.get<{ data: StaffJackpot[] }>('/jackpots').then((r) => r.data),
    refetchInterval: JACKPOTS_REFRESH_MS,
  });
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('jackpots.title')} />
      <p className="hint">{t('jackpots.hint')}</p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('jackpots.empty')}
        onRetry={() => void list.refetch()}
      >
        <ul className="jackpots">
          {rows.map((j) => (
            <li key={j.id}>
              <JackpotCard jackpot={j} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

const col = createColumnHelper<Cycle>();

function JackpotCard({ jackpot: j }: { jackpot: StaffJackpot }) {
  const { t } = useTranslation();
  const money = (minor: number | null) => (minor === null ? '—' : formatMinor(minor, j.currency));
  const pot = currentPot(j);
  const running = openCycle(j);
  const progress = dropProgress(j);
  const headingId = `jackpot-${j.id}`;
  const columns = [
    col.accessor('number', { header: t('jackpots.cycle'), cell: (c) => `#${c.getValue()}` }),
    col.accessor('winner_player_id', {
      header: t('jackpots.winner'),
      cell: (c) => {
        const id = c.getValue();
        return id === null ? '—' : <Link to={`/players/${id}`}>#{id}</Link>;
      },
    }),
    col.accessor('payout', {
      header: t('jackpots.amount'),
      cell: (c) => <span className="num">{money(c.getValue())}</span>,
    }),
    col.accessor('dropped_at', {
      header: t('jackpots.when'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor('drop_at', {
      header: t('jackpots.drop_point'),
      cell: (c) => <span className="num">{money(c.getValue())}</span>,
    }),
    col.accessor('commitment', {
      header: t('jackpots.drop_commitment'),
      cell: (c) => (
        <>
          <code className="jackpot__hash">{c.getValue()}</code>
          {c.row.original.salt ? (
            <>
              <br />
              <span className="muted">{t('jackpots.salt')}: </span>
              <code className="jackpot__hash">{c.row.original.salt}</code>
            </>
          ) : null}
        </>
      ),
    }),
    col.accessor('round_id', {
      header: t('jackpots.round'),
      cell: (c) => (c.getValue() ? <code className="slug">{c.getValue()}</code> : '—'),
    }),
  ];
  const drops = lastDrops(j);
  return (
    <article className="jackpot" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {j.name}{' '}
        <span className={j.status === 'active' ? 'tag tag--ok' : 'tag tag--warn'}>
          {t(`jackpots.statuses.${j.status}`, { defaultValue: j.status })}
        </span>
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('jackpots.group')}</dt>
          <dd>{j.group_name}</dd>
        </div>
        <div>
          <dt>{t('jackpots.currency')}</dt>
          <dd>{j.currency}</dd>
        </div>
        <div>
          <dt>{t('jackpots.rate')}</dt>
          <dd className="num">{formatBasisPoints(j.rate_bp)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.seed')}</dt>
          <dd className="num">{money(j.seed)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.must_drop_by')}</dt>
          <dd className="num">{money(j.must_drop_by)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.pot')}</dt>
          <dd className="num">{pot === null ? t('jackpots.no_cycle') : money(pot)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.cycle')}</dt>
          <dd>
            {running ? `#${running.number}` : '—'}{' '}
            <span className="muted">({t('jackpots.games', { count: j.game_ids.length })})</span>
          </dd>
        </div>
      </dl>
      {progress !== null ? (
        <progress
          className="jackpot__progress"
          max={1}
          value={progress}
          aria-label={t('jackpots.progress')}
          aria-valuetext={`${money(pot)} / ${money(j.must_drop_by)}`}
        />
      ) : null}
      {running ? (
        <p>
          <span className="muted">{t('jackpots.commitment')}: </span>
          <code className="jackpot__hash">{running.commitment}</code>
        </p>
      ) : null}
      <h3>{t('jackpots.drops')}</h3>
      {drops.length ? (
        <DataTable
          caption={t('jackpots.drops_caption', { name: j.name })}
          columns={columns}
          data={drops}
          rowKey={(c) => c.id}
        />
      ) : (
        <p className="muted">{t('jackpots.no_drops')}</p>
      )}
    </article>
  );
}
