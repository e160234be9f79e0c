import type { SaferMarkerItem } from '@croupier/contract/safer';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../api/index.ts';
import { DataTable } from '../components/data-table.tsx';
import { Modal } from '../components/dialogs.tsx';
import { Pager } from '../components/pager.tsx';
import { PageHeader, QueryState } from '../components/states.tsx';
import { formatAge, formatDateTime, formatNumber } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import '../reports/reports.css';
import { evidenceView, humanize, isTimestamp, MARKERS, type Value } from './evidence.ts';
import { InteractionForm } from './interaction-form.tsx';
import './safer.css';
import { ThresholdsView } from './thresholds.tsx';
import { Age, NameWithId } from '../components/cells.tsx';

type Paged = {
  data: SaferMarkerItem[];
  meta: {
    current_page: number;
    last_page: number;
    total: number;
    per_page: number;
    open_by_marker: Record<string, number>;
  };
};
const STATUSES = ['open', 'reviewed', 'dismissed'] as const;

/** Safer gambling (admin, compliance): the markers queue and the thresholds of each skin. */
export function SaferGamblingScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'thresholds' ? 'thresholds' : 'markers';
  const views = ['markers', 'thresholds'] as const;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('safer.title')} />
      <div role="tablist" aria-label={t('safer.views_label')} className="tabs">
        {views.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`safer-tab-${v}`}
            aria-selected={v === view}
            aria-controls="safer-panel"
            tabIndex={v === view ? 0 : -1}
            className={v === view ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setParams(v === 'markers' ? {} : { view: v })}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                e.preventDefault();
                const next = v === 'markers' ? 'thresholds' : 'markers';
                setParams(next === 'markers' ? {} : { view: next });
                document.getElementById(`safer-tab-${next}`)?.focus();
              }
            }}
          >
            {t(`safer.views.${v}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="safer-panel" aria-labelledby={`safer-tab-${view}`}>
        {view === 'markers' ? <MarkersView /> : <ThresholdsView />}
      </div>
    </section>
  );
}

function MarkersView() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('open');
  const [marker, setMarker] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { status, marker: marker || undefined, page, per_page: 25 };
  const list = useQuery({
    queryKey: ['safer', 'markers', query],
    queryFn: () => api.get<Paged>('/safer/markers', { query }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const opened = rows.find((r) => r.id === openId) ?? null;

  const col = createColumnHelper<SaferMarkerItem>();
  const columns = [
    col.accessor('detected_at', {
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.accessor('nickname', {
      header: t('common.player'),
      cell: (c) => <NameWithId name={c.getValue()} id={c.row.original.player_id} />,
    }),
    col.accessor('marker', {
      header: t('safer.rule'),
      cell: (c) => t(`safer.markers.${c.getValue()}`, { defaultValue: humanize(c.getValue()) }),
    }),
    col.accessor('summary', { header: t('safer.finding') }),
    col.accessor('status', {
      header: t('common.status'),
      cell: (c) => (
        <span className={c.getValue() === 'open' ? 'tag tag--warn' : 'tag'}>
          {t(`safer.statuses.${c.getValue()}`)}
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <button
          type="button"
          className="btn btn--small btn--primary"
          onClick={() => setOpenId(c.row.original.id)}
          aria-label={t('safer.open_n', {
            action: c.row.original.status === 'open' ? t('safer.review') : t('safer.view'),
            rule: t(`safer.markers.${c.row.original.marker}`),
            player: c.row.original.nickname,
          })}
        >
          {c.row.original.status === 'open' ? t('safer.review') : t('safer.view')}
        </button>
      ),
    }),
  ];
  const openBy = list.data?.meta.open_by_marker ?? {};
  return (
    <>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('common.status')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as (typeof STATUSES)[number]);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`safer.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-marker`}>{t('safer.rule')}</label>
          <select
            id={`${id}-marker`}
            value={marker}
            onChange={(e) => {
              setMarker(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('safer.all_rules')}</option>
            {MARKERS.map((m) => (
              <option key={m} value={m}>
                {t(`safer.markers.${m}`)}
                {openBy[m] ? ` (${formatNumber(openBy[m])} ${t('safer.open_short')})` : ''}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="count" role="status">
        {list.data ? t('safer.count', { count: list.data.meta.total }) : null}
      </p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t(`safer.empty.${status}`)}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('safer.queue_caption')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
        {list.data && list.data.meta.last_page > 1 ? (
          <Pager
            page={list.data.meta.current_page}
            lastPage={list.data.meta.last_page}
            total={list.data.meta.total}
            onPage={setPage}
            label={t('safer.pages')}
          />
        ) : null}
      </QueryState>
      <MarkerDialog marker={opened} onClose={() => setOpenId(null)} />
    </>
  );
}

function valueText(key: string, v: Value): string {
  if (v === null) return '—';
  if (isTimestamp(v)) return formatDateTime(v);
  if (typeof v === 'number')
    return key === 'id' || key.endsWith('_id') ? String(v) : formatNumber(v);
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  return v;
}

/** The figures, parameters and rows behind a marker (a readable table, not JSON). */
export function Evidence({ marker }: { marker: SaferMarkerItem }) {
  const { t } = useTranslation();
  const view = evidenceView(marker.evidence);
  const label = (k: string) => t(`safer.evidence.keys.${k}`, { defaultValue: humanize(k) });
  return (
    <div className="evidence">
      <dl className="facts evidence__facts">
        {view.figures.map((f) => (
          <div key={f.key}>
            <dt>{label(f.key)}</dt>
            <dd>{valueText(f.key, f.value)}</dd>
          </div>
        ))}
        {view.params.length ? (
          <div>
            <dt>{t('safer.evidence.params')}</dt>
            <dd>
              {view.params.map((p) => `${label(p.key)} ${valueText(p.key, p.value)}`).join(' · ')}
            </dd>
          </div>
        ) : null}
      </dl>
      {view.rows.length ? (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="evidence__caption">
              {t('safer.evidence.rows', { count: view.rows.length })}
            </caption>
            <thead>
              <tr>
                {view.columns.map((c) => (
                  <th key={c} scope="col">
                    {label(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((r, i) => (
                <tr key={i}>
                  {view.columns.map((c) => (
                    <td key={c} className={typeof r[c] === 'number' ? 'num' : undefined}>
                      {valueText(c, r[c] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="hint">{t('safer.evidence.minor_units')}</p>
    </div>
  );
}

function MarkerDialog({
  marker,
  onClose,
}: {
  marker: SaferMarkerItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const m = marker;
  return (
    <Modal
      open={!!marker}
      onOpenChange={(o) => !o && onClose()}
      title={
        m
          ? t('safer.dialog_title', {
              rule: t(`safer.markers.${m.marker}`),
              player: m.nickname,
            })
          : ''
      }
      description={m?.summary}
      wide
    >
      {m ? (
        <>
          <dl className="facts">
            <div>
              <dt>{t('common.player')}</dt>
              <dd>
                {m.nickname} <span className="muted">#{m.player_id}</span>
              </dd>
            </div>
            <div>
              <dt>{t('safer.detected')}</dt>
              <dd>
                {formatDateTime(m.detected_at)} ({formatAge(m.detected_at)})
              </dd>
            </div>
            <div>
              <dt>{t('common.status')}</dt>
              <dd>{t(`safer.statuses.${m.status}`)}</dd>
            </div>
            {m.reviewed_at ? (
              <div>
                <dt>{t('safer.reviewed_at')}</dt>
                <dd>
                  {formatDateTime(m.reviewed_at)}
                  {m.review_note ? ` — ${m.review_note}` : ''}
                </dd>
              </div>
            ) : null}
          </dl>
          <h3 className="section-title">{t('safer.evidence.title')}</h3>
          <Evidence marker={m} />
          <div className="safer-forms">
            {m.status === 'open' ? <ReviewForm marker={m} onDone={onClose} /> : null}
            <InteractionForm
              playerId={m.player_id}
              playerName={m.nickname}
              marker={m}
              onDone={onClose}
            />
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}

function ReviewForm({ marker, onDone }: { marker: SaferMarkerItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit } = useForm<{ status: 'reviewed' | 'dismissed'; note: string }>({
    defaultValues: { status: 'reviewed', note: '' },
  });
  const review = useAction(
    (v: { status: 'reviewed' | 'dismissed'; note: string }) =>
      api.patch(`/safer/markers/${marker.id}`, {
        status: v.status,
        ...(v.note.trim() ? { note: v.note.trim() } : {}),
      }),
    {
      invalidate: [['safer']],
      success: (_r, v) => t(`safer.done.${v.status}`, { player: marker.nickname }),
      onDone,
    },
  );
  return (
    <form
      className="panel safer-form"
      onSubmit={handleSubmit((v) => review.mutate(v))}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="section-title" id={`${id}-title`}>
        {t('safer.review_title')}
      </h3>
      <fieldset className="choice">
        <legend>{t('safer.decision')}</legend>
        <label>
          <input type="radio" value="reviewed" {...register('status')} />{' '}
          {t('safer.decisions.reviewed')}
        </label>
        <label>
          <input type="radio" value="dismissed" {...register('status')} />{' '}
          {t('safer.decisions.dismissed')}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('safer.note_optional')}</label>
        <textarea id={`${id}-note`} rows={3} maxLength={2000} {...register('note')} />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={review.isPending}>
          {t('safer.save_review')}
        </button>
      </div>
    </form>
  );
}
