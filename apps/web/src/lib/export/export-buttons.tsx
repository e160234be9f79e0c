import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../translation.tsx';
import { formatUtcDateTime } from '../format.ts';
import { exportTable } from './index.ts';
import type { ExportFormat, ExportTable } from './types.ts';
import './export-buttons.css';

const BUTTONS: { format: ExportFormat; key: string }[] = [
  { format: 'xlsx', key: 'export_excel' },
  { format: 'csv', key: 'export_csv' },
  { format: 'pdf', key: 'export_pdf' },
  { format: 'copy', key: 'export_copy' },
];

/** How long the "copied" / failure message stays. */
const MESSAGE_MS = 4_000;

/**
 * Excel, CSV, PDF and Copy buttons for a shown table. `table` is called on click (it may fetch
 * every page of the range first); a live region says when the table was copied or an export failed.
 */
export function ExportButtons({
  table,
  fileName,
  disabled = false,
}: {
  table: () => ExportTable | Promise<ExportTable>;
  fileName: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('transactions');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string, error: boolean) => {
    clearTimeout(timer.current);
    setMessage({ text, error });
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  };

  const run = async (format: ExportFormat) => {
    setBusy(format);
    setMessage(null);
    try {
      const built = await table();
      await exportTable(format, built, fileName, {
        language: i18n.language,
        subtitle: t('export_generated', {
          date: formatUtcDateTime(new Date().toISOString(), i18n.language),
        }),
      });
      if (format === 'copy') say(t('copied'), false);
    } catch {
      say(t(format === 'copy' ? 'copy_failed' : 'export_failed'), true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="export-buttons">
      <div className="export-buttons__group" role="group" aria-label={t('export_label')}>
        {BUTTONS.map(({ format, key }) => (
          <button
            key={format}
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={disabled || busy !== null}
            aria-busy={busy === format || undefined}
            data-export={format}
            onClick={() => void run(format)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <p
        className={`export-buttons__message${message?.error ? ' export-buttons__message--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
