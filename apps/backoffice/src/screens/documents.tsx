import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import { API_BASE } from '../api/client.ts';
import type { StaffDocument } from '../api/types.ts';
import { DataTable } from '../components/data-table.tsx';
import { Modal, ReasonDialog } from '../components/dialogs.tsx';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { download, formatDateTime } from '../lib/format.ts';
import { fetchPendingDocuments, queryKeys, QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import { useAction } from './use-action.ts';
import { Age } from '../components/cells.tsx';

type Media = StaffDocument['media'][number];

/** Document review (compliance, admin): view the images, approve, reject with a reason. */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.documents,
    queryFn: fetchPendingDocuments,
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const rows = list.data ?? [];
  const [open, setOpen] = useState<StaffDocument | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const decide = useAction(
    ({
      doc,
      decision,
      reason,
    }: {
      doc: StaffDocument;
      decision: 'verify' | 'reject';
      reason?: string;
    }) => api.post(`/documents/${doc.id}/${decision}`, reason ? { reason } : {}),
    {
      invalidate: [queryKeys.documents],
      success: (_r, v) => t(`documents.done.${v.decision}`, { id: v.doc.id }),
      onDone: () => {
        setRejecting(false);
        setOpen(null);
      },
    },
  );

  const col = createColumnHelper<StaffDocument>();
  const columns = [
    col.accessor('id', { header: t('common.id') }),
    col.accessor('created_at', {
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.accessor('player_id', { header: t('common.player'), cell: (c) => `#${c.getValue()}` }),
    col.accessor('type', {
      header: t('documents.type'),
      cell: (c) => t(`documents.types.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('idn', { header: t('documents.idn'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('expires_at', {
      header: t('documents.expires'),
      cell: (c) => (c.getValue() ? formatDateTime(c.getValue()).split(',')[0] : '—'),
    }),
    col.accessor((d) => d.media.length, { id: 'files', header: t('documents.files') }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <button
          type="button"
          className="btn btn--small btn--primary"
          aria-label={t('documents.review_n', { id: c.row.original.id })}
          onClick={() => setOpen(c.row.original)}
        >
          {t('documents.review')}
        </button>
      ),
    }),
  ];

  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('documents.title')} />
      <p className="count" role="status">
        {list.data ? t('documents.count', { count: rows.length }) : null}
      </p>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={t('documents.empty')}
        onRetry={() => void list.refetch()}
      >
        <DataTable
          caption={t('documents.title')}
          columns={columns}
          data={rows}
          rowKey={(r) => r.id}
        />
      </QueryState>
      <Modal
        open={!!open && !rejecting}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? t('documents.review_title', { id: open.id, player: open.player_id }) : ''}
        description={
          open ? t(`documents.types.${open.type}`, { defaultValue: open.type }) : undefined
        }
        wide
      >
        {open ? (
          <>
            <dl className="facts">
              <div>
                <dt>{t('common.player')}</dt>
                <dd>#{open.player_id}</dd>
              </div>
              <div>
                <dt>{t('documents.idn')}</dt>
                <dd>{open.idn ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('documents.expires')}</dt>
                <dd>{open.expires_at ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('documents.uploaded')}</dt>
                <dd>{formatDateTime(open.created_at)}</dd>
              </div>
            </dl>
            <div className="doc-media">
              {open.media.map((m) => (
                <MediaView key={m.id} media={m} />
              ))}
              {open.media.length === 0 ? <p className="muted">{t('documents.no_files')}</p> : null}
            </div>
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn">
                  {t('common.close')}
                </button>
              </Dialog.Close>
              <button type="button" className="btn btn--danger" onClick={() => setRejecting(true)}>
                {t('documents.reject')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ doc: open, decision: 'verify' })}
              >
                {t('documents.approve')}
              </button>
            </div>
          </>
        ) : null}
      </Modal>
      <ReasonDialog
        open={!!open && rejecting}
        onOpenChange={(o) => !o && setRejecting(false)}
        title={t('documents.reject_title', { id: open?.id ?? '' })}
        description={t('documents.reject_text')}
        confirmLabel={t('documents.reject')}
        pending={decide.isPending}
        onSubmit={(reason) => open && decide.mutate({ doc: open, decision: 'reject', reason })}
      />
    </section>
  );
}

/** Reads a blob as a data: URL (the CSP allows data: images, not blob:). */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A document's file through the staff file view (bearer token; each view is audited). */
function MediaView({ media }: { media: Media }) {
  const { t } = useTranslation();
  const path = media.full_url.startsWith(API_BASE)
    ? media.full_url.slice(API_BASE.length)
    : `/files/${media.id}`;
  const image = media.mime.startsWith('image/');
  const file = useQuery({
    queryKey: ['file', path],
    queryFn: async () => (await api.raw('GET', path, { headers: { accept: '*/*' } })).blob(),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data || !image) return;
    let live = true;
    void dataUrl(file.data).then((u) => live && setSrc(u));
    return () => {
      live = false;
    };
  }, [file.data, image]);
  const label = t(`documents.side.${media.side}`);
  return (
    <figure className="doc-media__item">
      {file.error ? (
        <p role="alert">{errorText(t, file.error)}</p>
      ) : image ? (
        src ? (
          <img src={src} alt={t('documents.image_alt', { side: label })} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : (
        <button
          type="button"
          className="btn"
          disabled={!file.data}
          onClick={() => {
            if (file.data) download(`document-${media.id}.pdf`, file.data);
            else toast.error(t('errors.generic'));
          }}
        >
          {t('documents.download')}
        </button>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
