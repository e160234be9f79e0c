import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { API_BASE } from '../api/client.ts';
import type { StaffDocument } from '../api/types.ts';
import { Age } from '../components/cells.tsx';
import { Modal, ReasonDialog } from '../components/dialogs.tsx';
import { QueueTable, RowAction } from '../components/lists.tsx';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { StaffFile } from '../queues/file-view.tsx';
import { fetchPendingDocuments, queryKeys, QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import { useAction } from './use-action.ts';

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
        <RowAction
          label={t('documents.review')}
          name={t('documents.review_n', { id: c.row.original.id })}
          tone="primary"
          onClick={() => setOpen(c.row.original)}
        />
      ),
    }),
  ];

  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('documents.title')} />
      <QueueTable
        query={list}
        rows={rows}
        count={t('documents.count', { count: rows.length })}
        caption={t('documents.title')}
        columns={columns}
        empty={t('documents.empty')}
      />
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

/** A document's file through the staff file view (bearer token; each view is audited). */
function MediaView({ media }: { media: Media }) {
  const { t } = useTranslation();
  const label = t(`documents.side.${media.side}`);
  return (
    <StaffFile
      url={media.full_url.startsWith(API_BASE) ? media.full_url : `/files/${media.id}`}
      mime={media.mime}
      label={label}
      alt={t('documents.image_alt', { side: label })}
      name={`document-${media.id}.pdf`}
    />
  );
}
