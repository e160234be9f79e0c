import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffKycApplicant } from '../api/types.ts';
import { api } from '../api/index.ts';
import { Modal } from '../components/dialogs.tsx';
import { QueueTable, RowAction } from '../components/lists.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import { fetchPendingKyc, queryKeys, QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import '../safer/safer.css';
import { StaffFile } from './file-view.tsx';
import { Age, NameWithId } from '../components/cells.tsx';

/** When an applicant was handed in (the queue's age), else when it started. */
export const waitingSince = (a: Pick<StaffKycApplicant, 'submitted_at' | 'created_at'>) =>
  a.submitted_at ?? a.created_at;

/** Oldest first: the order the queue is worked in. */
export const oldestFirst = <T extends Pick<StaffKycApplicant, 'submitted_at' | 'created_at'>>(
  rows: readonly T[],
) => [...rows].sort((a, b) => Date.parse(waitingSince(a)) - Date.parse(waitingSince(b)));

/** KYC reviews (admin, compliance): our verification service's applicants waiting. */
export function KycQueueScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.kyc,
    queryFn: fetchPendingKyc,
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const rows = oldestFirst(list.data ?? []);
  const [openId, setOpenId] = useState<string | null>(null);
  const col = createColumnHelper<StaffKycApplicant>();
  const columns = [
    col.accessor(waitingSince, {
      id: 'age',
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.accessor((a) => a.player_name ?? '—', {
      id: 'player',
      header: t('common.player'),
      cell: (c) => <NameWithId name={c.getValue()} id={c.row.original.player_id} />,
    }),
    col.accessor('level', {
      header: t('queues.kyc.level'),
      cell: (c) => t(`queues.kyc.levels.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor((a) => a.files.length, { id: 'files', header: t('queues.kyc.files') }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <RowAction
          label={t('queues.kyc.review')}
          name={t('queues.kyc.review_n', {
            player: c.row.original.player_name ?? `#${c.row.original.player_id}`,
          })}
          tone="primary"
          onClick={() => setOpenId(c.row.original.id)}
        />
      ),
    }),
  ];
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('queues.kyc.title')} />
      <QueueTable
        query={list}
        rows={rows}
        count={t('queues.kyc.count', { count: rows.length })}
        caption={t('queues.kyc.title')}
        columns={columns}
        empty={t('queues.kyc.empty')}
      />
      <ApplicantDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

type Decision =
  | { approve: true; note: string }
  | { approve: false; reason: string; reject_type: 'RETRY' | 'FINAL'; note: string };

/** The body of a decision (trimmed; an empty note left out). */
export function decisionBody(d: Decision): Record<string, string> {
  const note = d.note.trim();
  const extra: Record<string, string> = note ? { note } : {};
  return d.approve ? extra : { reason: d.reason.trim(), reject_type: d.reject_type, ...extra };
}

function ApplicantDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = id;
  const one = useQuery({
    queryKey: ['kyc', 'applicant', shown],
    queryFn: () =>
      api.get<{ data: StaffKycApplicant }>(`/kyc/applicants/${shown}`).then((r) => r.data),
    enabled: !!shown,
  });
  const a = one.data;
  return (
    <Modal
      open={!!id}
      onOpenChange={(o) => !o && onClose()}
      title={
        a
          ? t('queues.kyc.dialog_title', { player: a.player_name ?? `#${a.player_id}` })
          : t('queues.kyc.title')
      }
      wide
    >
      <QueryState
        isPending={one.isPending}
        error={one.error}
        isEmpty={false}
        empty=""
        onRetry={() => void one.refetch()}
      >
        {a ? (
          <>
            <dl className="facts">
              <div>
                <dt>{t('common.player')}</dt>
                <dd>
                  {a.player_name ?? '—'} <span className="muted">#{a.player_id}</span>
                </dd>
              </div>
              <div>
                <dt>{t('queues.kyc.level')}</dt>
                <dd>{t(`queues.kyc.levels.${a.level}`, { defaultValue: a.level })}</dd>
              </div>
              <div>
                <dt>{t('queues.kyc.submitted')}</dt>
                <dd>{formatDateTime(a.submitted_at)}</dd>
              </div>
              <div>
                <dt>{t('queues.kyc.comment')}</dt>
                <dd>{a.client_comment || '—'}</dd>
              </div>
            </dl>
            {a.files.length ? (
              <div className="doc-media">
                {a.files.map((f) => {
                  const slot = t(`queues.kyc.slots.${f.slot}`, { defaultValue: f.slot });
                  return (
                    <StaffFile
                      key={f.id}
                      url={f.url}
                      mime={f.mime}
                      label={`${slot} · ${t(`queues.kyc.doc_types.${f.doc_type}`, { defaultValue: f.doc_type })}`}
                      alt={t('queues.kyc.image_alt', { slot })}
                      name={`kyc-${a.player_id}-${f.slot}-${f.id}`}
                    />
                  );
                })}
              </div>
            ) : (
              <p className="hint">{t('queues.kyc.no_files')}</p>
            )}
            {a.review_status === 'pending' ? (
              <DecisionForm applicant={a} onDone={onClose} />
            ) : (
              <p className="notice">{t('queues.kyc.decided')}</p>
            )}
            <div className="dialog__actions">
              <button type="button" className="btn" onClick={onClose}>
                {t('common.close')}
              </button>
            </div>
          </>
        ) : null}
      </QueryState>
    </Modal>
  );
}

function DecisionForm({ applicant, onDone }: { applicant: StaffKycApplicant; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  type V = { outcome: 'approve' | 'RETRY' | 'FINAL'; reason: string; note: string };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<V>({ defaultValues: { outcome: 'approve', reason: '', note: '' } });
  const outcome = useWatch({ control, name: 'outcome' });
  const decide = useAction(
    (d: Decision) =>
      api.post(
        `/kyc/applicants/${applicant.id}/${d.approve ? 'approve' : 'reject'}`,
        decisionBody(d),
      ),
    {
      invalidate: [['kyc']],
      success: (_r, d) =>
        t(d.approve ? 'queues.kyc.done.approved' : `queues.kyc.done.${d.reject_type}`, {
          player: applicant.player_name ?? `#${applicant.player_id}`,
        }),
      onDone,
    },
  );
  return (
    <form
      className="panel safer-form kyc-decision"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((v) =>
        decide.mutate(
          v.outcome === 'approve'
            ? { approve: true, note: v.note }
            : { approve: false, reason: v.reason, reject_type: v.outcome, note: v.note },
        ),
      )}
    >
      <h3 className="section-title" id={`${id}-title`}>
        {t('queues.kyc.decision')}
      </h3>
      <fieldset className="choice">
        <legend>{t('queues.kyc.outcome')}</legend>
        {(['approve', 'RETRY', 'FINAL'] as const).map((o) => (
          <label key={o}>
            <input type="radio" value={o} {...register('outcome')} />{' '}
            {t(`queues.kyc.outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      {outcome !== 'approve' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('common.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            {...register('reason', {
              validate: (v, all) =>
                all.outcome === 'approve' || v.trim().length > 0 || t('common.reason_required'),
            })}
          />
          {errors.reason ? (
            <p className="field__error" id={`${id}-reason-error`}>
              {errors.reason.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('queues.note_optional')}</label>
        <textarea id={`${id}-note`} rows={2} maxLength={500} {...register('note')} />
      </div>
      <div>
        <button
          type="submit"
          className={outcome === 'approve' ? 'btn btn--primary' : 'btn btn--danger'}
          disabled={decide.isPending}
        >
          {t(`queues.kyc.submit.${outcome}`)}
        </button>
      </div>
    </form>
  );
}
