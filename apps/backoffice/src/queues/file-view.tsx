import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../api/client.ts';
import { api } from '../api/index.ts';
import { errorText } from '../components/states.tsx';
import { download } from '../lib/format.ts';

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A staff file (`/staff/v1/files/{id}`, bearer token; each view audited): an image shown as a
 * data: URL (the CSP allows img-src data:, not blob:), anything else as a download.
 */
export function StaffFile({
  url,
  mime,
  label,
  alt,
  name,
}: {
  url: string;
  mime: string;
  label: string;
  alt: string;
  name: string;
}) {
  const { t } = useTranslation();
  const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
  const image = mime.startsWith('image/');
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
  return (
    <figure className="doc-media__item">
      {file.error ? (
        <p role="alert">{errorText(t, file.error)}</p>
      ) : image ? (
        src ? (
          <img src={src} alt={alt} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : (
        <button
          type="button"
          className="btn"
          disabled={!file.data}
          onClick={() => file.data && download(name, file.data)}
        >
          {t('queues.download')}
        </button>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
