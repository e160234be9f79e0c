import type { StaffProvider, StaffProviderUpdateBody } from '@croupier/contract/staff-casino';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { useSession } from '../auth/use-session.ts';
import { DataTable } from '../components/data-table.tsx';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatNumber } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import '../content/content.css';

/** Write roles of the catalog (marketing reads only). */
export const useCanEditCatalog = () => {
  const role = useSession()?.staff.role;
  return role === 'admin' || role === 'content';
};

/** Game providers: active (playable), listed in the lobby filter, rank. */
export function ProvidersScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const [disabling, setDisabling] = useState<StaffProvider | null>(null);
  const list = useQuery({
    queryKey: ['casino-providers'],
    queryFn: () => api.get<{ data: StaffProvider[] }>('/casino/providers').then((r) => r.data),
  });
  const update = useAction(
    ({ p, body }: { p: StaffProvider; body: StaffProviderUpdateBody }) =>
      api.patch<{ data: StaffProvider }>(`/casino/providers/${p.id}`, body),
    {
      invalidate: [['casino-providers'], ['casino-games']],
      success: (r) => t('casino.providers.saved', { name: r.data.name }),
      onDone: () => setDisabling(null),
    },
  );
  const col = createColumnHelper<StaffProvider>();
  const columns = [
    col.accessor('name', {
      header: t('casino.providers.name'),
      cell: (c) => (
        <>
          {c.getValue()} <span className="muted">({c.row.original.code})</span>
        </>
      ),
    }),
    col.accessor('games_count', {
      header: t('casino.providers.games'),
      cell: (c) =>
        t('casino.providers.games_count', {
          enabled: formatNumber(c.row.original.enabled_games_count),
          all: formatNumber(c.getValue()),
        }),
    }),
    col.accessor('is_enabled', {
      header: t('casino.providers.enabled'),
      cell: (c) => (
        <label className="inline-check">
          <input
            type="checkbox"
            checked={c.getValue()}
            disabled={!canEdit || update.isPending}
            onChange={(e) =>
              e.target.checked
                ? update.mutate({ p: c.row.original, body: { is_enabled: true } })
                : setDisabling(c.row.original)
            }
          />
          <span className="sr-only">
            {t('casino.providers.enabled_n', { name: c.row.original.name })}
          </span>
          {c.getValue() ? t('casino.yes') : t('casino.no')}
        </label>
      ),
    }),
    col.accessor('is_visible', {
      header: t('casino.providers.visible'),
      cell: (c) => (
        <label className="inline-check">
          <input
            type="checkbox"
            checked={c.getValue()}
            disabled={!canEdit || update.isPending}
            onChange={(e) =>
              update.mutate({ p: c.row.original, body: { is_visible: e.target.checked } })
            }
          />
          <span className="sr-only">
            {t('casino.providers.visible_n', { name: c.row.original.name })}
          </span>
          {c.getValue() ? t('casino.yes') : t('casino.no')}
        </label>
      ),
    }),
    col.accessor('rank', {
      header: t('casino.rank'),
      cell: (c) =>
        canEdit ? (
          <RankInput
            key={c.getValue()}
            value={c.getValue()}
            label={t('casino.providers.rank_n', { name: c.row.original.name })}
            onSave={(rank) => update.mutate({ p: c.row.original, body: { rank } })}
          />
        ) : (
          c.getValue()
        ),
    }),
  ];
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('casino.providers.title')} />
      <p className="hint">{t('casino.providers.hint')}</p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('casino.providers.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('casino.providers.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
      </QueryState>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(o) => !o && setDisabling(null)}
        title={t('casino.providers.disable_title', { name: disabling?.name ?? '' })}
        description={t('casino.providers.disable_text', {
          count: disabling?.enabled_games_count ?? 0,
        })}
        confirmLabel={t('casino.providers.disable')}
        danger
        pending={update.isPending}
        onConfirm={() => disabling && update.mutate({ p: disabling, body: { is_enabled: false } })}
      />
    </section>
  );
}

/** A rank field saved with Enter or its button. */
export function RankInput({
  value,
  label,
  onSave,
}: {
  value: number;
  label: string;
  onSave: (rank: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && Math.abs(n) <= 1_000_000;
  const dirty = valid && n !== value;
  return (
    <span className="rank-input">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        step={1}
        value={text}
        aria-invalid={valid ? undefined : true}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (dirty) onSave(n);
          }
        }}
      />
      <button
        type="button"
        className="btn btn--small"
        disabled={!dirty}
        aria-label={t('casino.save_n', { label })}
        onClick={() => onSave(n)}
      >
        {t('common.save')}
      </button>
    </span>
  );
}
