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
import {
  Hub88ImportAction,
  Hub88ImportResult,
  useHub88Import,
} from '../thirdparty/hub88-import.tsx';
import { integrationOf } from '../thirdparty/model.ts';
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
  const isAdmin = useSession()?.staff.role === 'admin';
  const hub88 = useHub88Import();
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
    col.accessor('integration', {
      header: t('integrations.title'),
      cell: (c) => {
        const kind = integrationOf(c.getValue());
        return kind ? t(`integrations.${kind}`, { value: c.getValue() }) : '—';
      },
    }),
    col.accessor('max_win_cap', {
      header: t('integrations.max_win_cap'),
      cell: (c) =>
        canEdit && c.row.original.integration !== 'studio' ? (
          <RankInput
            key={String(c.getValue())}
            value={c.getValue()}
            nullable
            min={1}
            max={1_000_000_000_000}
            label={t('integrations.max_win_cap_n', { name: c.row.original.name })}
            onSave={(cap) => update.mutate({ p: c.row.original, body: { max_win_cap: cap } })}
          />
        ) : c.getValue() === null ? (
          '—'
        ) : (
          formatNumber(c.getValue() ?? 0)
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
      <PageHeader title={t('casino.providers.title')}>
        {isAdmin ? <Hub88ImportAction importer={hub88} /> : null}
      </PageHeader>
      <p className="hint">{t('casino.providers.hint')}</p>
      {isAdmin ? <Hub88ImportResult importer={hub88} /> : null}
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

/**
 * A whole-number field (a rank, a cap) saved with Enter or its button; `nullable`: an empty
 * field saves null (no cap).
 */
export function RankInput<Nullable extends boolean = false>({
  value,
  label,
  onSave,
  nullable,
  min = -1_000_000,
  max = 1_000_000,
}: {
  value: Nullable extends true ? number | null : number;
  label: string;
  onSave: (value: Nullable extends true ? number | null : number) => void;
  nullable?: Nullable;
  min?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const empty = text.trim() === '';
  const n = empty && nullable ? null : Number(text);
  const valid = n === null || (!empty && Number.isInteger(n) && n >= min && n <= max);
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
            if (dirty) onSave(n as typeof value);
          }
        }}
      />
      <button
        type="button"
        className="btn btn--small"
        disabled={!dirty}
        aria-label={t('casino.save_n', { label })}
        onClick={() => onSave(n as typeof value)}
      >
        {t('common.save')}
      </button>
    </span>
  );
}
