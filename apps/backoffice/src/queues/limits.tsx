import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffLimitRequest } from '../api/types.ts';
import { api } from '../api/index.ts';
import { Modal } from '../components/dialogs.tsx';
import { QueueTable, RowAction } from '../components/lists.tsx';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import '../safer/safer.css';
import { fetchPendingLimits, queryKeys, QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import { notBlank, TextAreaField } from '../components/field.tsx';
import { Age } from '../components/cells.tsx';

const PERMANENT = '2999-12-31';

/** An exclusion's end as text: a date, "permanent", or none. */
export function exclusionEnd(
  v: string | number | null,
  t: (k: string) => string,
  fmt: (iso: string) => string,
): string {
  if (v === null || v === '') return t('queues.limits.none');
  if (typeof v === 'number') return String(v);
  if (v.startsWith(PERMANENT)) return t('queues.limits.permanent');
  return fmt(v);
}

type Decision = { request: StaffLimitRequest; approve: boolean };

/** Limits and self-exclusion requests that need approval (self-exclusion shortenings). */
export function LimitsQueueScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.limits,
    queryFn: fetchPendingLimits,
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const rows = [...(list.data ?? [])].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  );
  const [decision, setDecision] = useState<Decision | null>(null);
  const end = (v: string | number | null) => exclusionEnd(v, t, formatDateTime);
  const col = createColumnHelper<StaffLimitRequest>();
  const columns = [
    col.accessor('created_at', {
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.accessor('player_id', {
      header: t('common.player'),
      cell: (c) => <span>#{c.getValue()}</span>,
    }),
    col.accessor('direction', {
      header: t('queues.limits.request'),
      cell: (c) => t(`queues.limits.directions.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('previous', {
      header: t('queues.limits.current_end'),
      cell: (c) => end(c.getValue()),
    }),
    col.accessor('response', {
      header: t('queues.limits.requested_end'),
      cell: (c) => end(c.getValue()),
    }),
    col.accessor('reason', { header: t('queues.limits.reason'), cell: (c) => c.getValue() || '—' }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="row-actions">
            <RowAction
              label={t('queues.limits.approve')}
              name={t('queues.limits.approve_n', { id: r.id })}
              tone="primary"
              onClick={() => setDecision({ request: r, approve: true })}
            />
            <RowAction
              label={t('queues.limits.reject')}
              name={t('queues.limits.reject_n', { id: r.id })}
              tone="danger"
              onClick={() => setDecision({ request: r, approve: false })}
            />
          </div>
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('queues.limits.title')} />
      <p className="hint queue-hint">{t('queues.limits.hint')}</p>
      <QueueTable
        query={list}
        rows={rows}
        count={t('queues.limits.count', { count: rows.length })}
        caption={t('queues.limits.title')}
        columns={columns}
        empty={t('queues.limits.empty')}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const decide = useAction(
    ({ request, approve, note }: Decision & { note: string }) =>
      api.post(`/statistics/${request.id}/${approve ? 'approve' : 'reject'}`, { note }),
    {
      invalidate: [['limits']],
      success: (_r, v) =>
        t(`queues.limits.done.${v.approve ? 'approved' : 'rejected'}`, { id: v.request.id }),
      onDone: () => {
        reset();
        onClose();
      },
    },
  );
  const d = decision;
  const what = d?.approve ? 'approve' : 'reject';
  return (
    <Modal
      open={!!d}
      onOpenChange={(o) => {
        if (!o) {
          reset();
          onClose();
        }
      }}
      title={d ? t(`queues.limits.${what}_title`, { id: d.request.id }) : ''}
      description={
        d
          ? t(`queues.limits.${what}_text`, {
              player: d.request.player_id,
              end: exclusionEnd(d.request.response, t, formatDateTime),
            })
          : undefined
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((v) => d && decide.mutate({ ...d, note: v.note.trim() }))}
      >
        <TextAreaField
          id={`${id}-note`}
          label={t('queues.note_required')}
          rows={3}
          maxLength={1000}
          error={errors.note?.message}
          registration={register('note', { validate: notBlank(t('common.field_required')) })}
        />
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={d?.approve ? 'btn btn--primary' : 'btn btn--danger'}
            disabled={decide.isPending}
          >
            {t(`queues.limits.${what}`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
