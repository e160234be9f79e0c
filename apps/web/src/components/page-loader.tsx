import { useEffect, useState } from 'react';
import { TIMINGS } from '@croupier/contract/constants';
import { languageFromPath, storedLanguage } from '../lib/language.ts';

/** Shown before translations exist, so the slow-connection text is carried here. */
const SLOW_TEXT: Record<string, string> = {
  en: 'Loading...',
  cs: 'Načítání...',
  de: 'Wird geladen...',
  sk: 'Načítava sa...',
  hu: 'Betöltés...',
  pl: 'Ładowanie...',
  es: 'Cargando...',
};

/** Full-page loader: three dots; the "Loading..." message after 12 seconds. */
export function PageLoader({ fullPage = true }: { fullPage?: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), TIMINGS.slowLoadMessageMs);
    return () => window.clearTimeout(timer);
  }, []);
  const lang = languageFromPath(location.pathname) ?? storedLanguage() ?? 'en';
  return (
    <div
      className={fullPage ? 'page-loader page-loader--full' : 'page-loader'}
      role="status"
      aria-live="polite"
    >
      <span className="page-loader__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={slow ? 'page-loader__text' : 'visually-hidden'}>
        {SLOW_TEXT[lang] ?? SLOW_TEXT.en}
      </span>
    </div>
  );
}
