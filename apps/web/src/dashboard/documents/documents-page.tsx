import { useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { IDENTITY_DOCUMENT_TYPES, type DocumentType } from '@croupier/contract/documents';
import { Notice } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { usePlayer } from '../use-player.ts';
import { AccordionItem } from './accordion-item.tsx';
import { useDocuments } from './api/get-documents.ts';
import { DocumentList } from './document-list.tsx';
import { UploadForm } from './upload-form.tsx';
import './documents.css';

const SECTIONS: readonly { key: string; types: readonly DocumentType[] }[] = [
  { key: 'identification', types: IDENTITY_DOCUMENT_TYPES },
  { key: 'others', types: ['others'] },
];

/**
 * Documents (spec: Documents): an accordion of Identification (id card, passport, driving
 * licence) and the other types; each lists the player's documents with their status and offers
 * an upload form (only for an active account).
 */
export function Component() {
  const { t } = useTranslation(['identity', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const documents = useDocuments();
  const [open, setOpen] = useState<Record<string, boolean>>({ identification: true });
  const active = player.status === 'active';

  return (
    <section className="dash-panel documents-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:documents')}
      </h2>
      <p className="dash-panel__lead">{t('documents_lead')}</p>
      {!active && (
        <Notice kind="danger" role="status">
          <p>{t('error_account_not_active')}</p>
        </Notice>
      )}
      {documents.isError ? (
        <ErrorState message={t('documents_load_error')} onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <div role="status" aria-live="polite" className="documents-loading">
          <span className="visually-hidden">{t('loading')}</span>
          <Skeleton className="documents-skeleton" />
          <Skeleton className="documents-skeleton" />
        </div>
      ) : (
        <div className="accordion">
          {SECTIONS.map((section) => {
            const items = documents.data.filter((d) => section.types.includes(d.type));
            return (
              <AccordionItem
                key={section.key}
                id={`doc-${section.key}`}
                title={t(`documents_section_${section.key}`)}
                summary={t('documents_count', { count: items.length })}
                open={open[section.key] ?? false}
                onToggle={() => setOpen((o) => ({ ...o, [section.key]: !o[section.key] }))}
              >
                <DocumentList documents={items} language={lang} />
                {active && <UploadForm types={section.types} idPrefix={`doc-${section.key}`} />}
              </AccordionItem>
            );
          })}
        </div>
      )}
    </section>
  );
}
