import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { errorText } from '../components/states.tsx';
import { formatNumber } from '../lib/format.ts';
import './thirdparty.css';

export interface Hub88ImportCounts {
  created: number;
  updated: number;
  disabled: number;
}

/** The lists an import changes (the providers screen and the games list). */
const CATALOG_KEYS = [['casino-providers'], ['casino-games']];

/** Hub88's game list into the catalog (admin): the call, and whether its dialog is open. */
export function useHub88Import() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: () =>
      api.post<{ data: Hub88ImportCounts }>('/providers/hub88/import', {}).then((r) => r.data),
    onSuccess: async (counts) => {
      setAsking(false);
      toast.success(t('hub88.done', { ...counts }));
      await Promise.all(
        CATALOG_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => setAsking(false),
  });
  return { run, asking, setAsking };
}
export type Hub88Import = ReturnType<typeof useHub88Import>;

/** "Import Hub88 catalog" and its confirmation. */
export function Hub88ImportAction({ importer }: { importer: Hub88Import }) {
  const { t } = useTranslation();
  const { run, asking, setAsking } = importer;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => setAsking(true)}
        disabled={run.isPending}
      >
        {t('hub88.import')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('hub88.import_title')}
        description={t('hub88.import_text')}
        confirmLabel={t('hub88.import')}
        pending={run.isPending}
        onConfirm={() => run.mutate()}
      />
    </>
  );
}

/** What the server is doing or answered: the counts, or the failure in plain words. */
export function hub88Failure(
  t: (key: string, o?: Record<string, unknown>) => string,
  err: unknown,
) {
  const why =
    err instanceof ApiError && err.status === 404 ? t('hub88.not_configured') : errorText(t, err);
  return t('hub88.failed', { error: why });
}

/**
 * The import's outcome under the page header: a live region that is always there (so the
 * progress and the counts are announced), the failure as an alert.
 */
export function Hub88ImportResult({ importer }: { importer: Hub88Import }) {
  const { t } = useTranslation();
  const { run } = importer;
  const c = run.data;
  return (
    <>
      <div role="status">
        {run.isPending ? <p className="notice">{t('hub88.importing')}</p> : null}
        {!run.isPending && c ? (
          <div className="notice import-result">
            <strong>{t('hub88.result_title')}</strong>
            <dl className="facts">
              {(['created', 'updated', 'disabled'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`hub88.${k}`)}</dt>
                  <dd className="num">{formatNumber(c[k])}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      {!run.isPending && run.error ? (
        <p className="notice notice--error" role="alert">
          {hub88Failure(t, run.error)}
        </p>
      ) : null}
    </>
  );
}
