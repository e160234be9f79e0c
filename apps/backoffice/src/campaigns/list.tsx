import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/index.ts';
import type { StaffCampaignRow } from '../api/types.ts';
import { DataTable } from '../components/data-table.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import './campaigns.css';

export type StateMove = 'pause' | 'resume' | 'end';
/** The moves a campaign in a state can make (an ended campaign stays ended). */
export const movesOf = (state: StaffCampaignRow['state']): StateMove[] =>
  state === 'running' ? ['pause', 'end'] : state === 'paused' ? ['resume', 'end'] : [];

/** Pause, resume or end a campaign, after a confirmation. */
export function useStateMove(onDone?: () => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ id: number; name: string; move: StateMove } | null>(
    null,
  );
  const run = useAction(
    (p: { id: number; name: string; move: StateMove }) => api.post(`/campaigns/${p.id}/${p.move}`),
    {
      invalidate: [['campaigns']],
      success: (_r, p) => t(`campaign_form.moved.${p.move}`, { name: p.name }),
      onDone: () => {
        setPending(null);
        onDone?.();
      },
    },
  );
  const dialog = (
    <ConfirmDialog
      open={!!pending}
      onOpenChange={(o) => !o && setPending(null)}
      title={
        pending ? t(`campaign_form.confirm.${pending.move}_title`, { name: pending.name }) : ''
      }
      description={pending ? t(`campaign_form.confirm.${pending.move}_text`) : ''}
      confirmLabel={pending ? t(`campaign_form.moves.${pending.move}`) : ''}
      danger={pending?.move === 'end'}
      pending={run.isPending}
      onConfirm={() => pending && run.mutate(pending)}
    />
  );
  return { ask: setPending, dialog };
}

/** Campaigns (marketing, admin): the list with state, uptake and cost; create, edit, pause. */
export function CampaignsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['campaigns'],
    queryFn: () => api.get<{ data: StaffCampaignRow[] }>('/campaigns').then((r) => r.data),
  });
  const moves = useStateMove();
  const rows = list.data ?? [];
  const col = createColumnHelper<StaffCampaignRow>();
  const money = (c: StaffCampaignRow, key: 'granted' | 'converted') =>
    c.stats.money.length
      ? c.stats.money.map((m) => formatMoney(m[key], m.currency)).join(', ')
      : '—';
  const columns = [
    col.accessor('id', { header: t('common.id') }),
    col.accessor('name', {
      header: t('campaigns.name'),
      cell: (c) => (
        <>
          <Link to={`/campaigns/${c.row.original.id}`}>{c.getValue()}</Link>{' '}
          <code className="muted">{c.row.original.code}</code>
        </>
      ),
    }),
    col.accessor('kind', {
      header: t('campaigns.kind'),
      cell: (c) => t(`campaigns.kinds.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('state', {
      header: t('common.status'),
      cell: (c) => (
        <span className={c.getValue() === 'running' ? 'tag tag--ok' : 'tag'}>
          {t(`campaigns.states.${c.getValue()}`, { defaultValue: c.getValue() })}
        </span>
      ),
    }),
    col.accessor((c) => c.valid_to, {
      id: 'valid',
      header: t('campaigns.valid'),
      cell: (c) =>
        `${formatDateTime(c.row.original.valid_from)} – ${formatDateTime(c.row.original.valid_to)}`,
    }),
    col.accessor((c) => c.stats.players, {
      id: 'players',
      header: t('campaigns.players'),
      cell: (c) => <span className="num">{formatNumber(c.getValue())}</span>,
    }),
    col.display({
      id: 'granted',
      header: t('campaigns.granted'),
      cell: (c) => <span className="num">{money(c.row.original, 'granted')}</span>,
    }),
    col.display({
      id: 'converted',
      header: t('campaigns.converted'),
      cell: (c) => <span className="num">{money(c.row.original, 'converted')}</span>,
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="row-actions campaign-actions">
            <Link
              to={`/campaigns/${r.id}`}
              className="btn btn--small"
              aria-label={t('campaign_form.edit_n', { name: r.name })}
            >
              {t('campaign_form.edit')}
            </Link>
            {movesOf(r.state).map((m) => (
              <button
                key={m}
                type="button"
                className={m === 'end' ? 'btn btn--small btn--danger' : 'btn btn--small'}
                onClick={() => moves.ask({ id: r.id, name: r.name, move: m })}
                aria-label={t(`campaign_form.moves_n.${m}`, { name: r.name })}
              >
                {t(`campaign_form.moves.${m}`)}
              </button>
            ))}
          </div>
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('campaigns.title')}>
        <Link to="/campaigns/new" className="btn btn--primary">
          {t('campaign_form.new')}
        </Link>
      </PageHeader>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('campaigns.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('campaigns.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
      </QueryState>
      {moves.dialog}
    </section>
  );
}
