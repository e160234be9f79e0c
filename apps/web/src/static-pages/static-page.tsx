import { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Navigate, useLocation, useParams } from 'react-router';
import { CmsContent } from '../components/cms-content.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Skeleton, TextSkeleton } from '../components/skeleton.tsx';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { takePrepaintOpenSections } from '../lib/prepaint.ts';
import { prefersReducedMotion } from '../lib/use-media-query.ts';
import { PAGE_NAME, isMissingPage, usePage } from './api/get-page.ts';
import './static-page.css';

/** The contact page's form (its own chunk: only that page needs it). */
const ContactForm = lazy(() => import('./contact-form.tsx'));
const CONTACT_PAGE = 'contact';

/** Opens the <details> that holds the element named by the hash and brings it into view. */
function revealHashTarget(container: HTMLElement | null, hash: string) {
  if (!container || hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  if (!target || !container.contains(target)) return;
  const details = target.closest('details');
  if (details) details.open = true;
  // After the route's own scroll handling has run.
  requestAnimationFrame(() => {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    const focusable = target instanceof HTMLDetailsElement ? target.querySelector('summary') : null;
    focusable?.focus({ preventScroll: true });
  });
}

/** A CMS page by name (contact, privacy, help, ...): title, content, document meta. */
export function Component() {
  const { page: name = '' } = useParams();
  const lang = useLang();
  const brand = useBrand();
  const { t } = useTranslation('common');
  const location = useLocation();
  const query = usePage(name, lang);
  const content = useRef<HTMLDivElement>(null);
  const page = query.data;

  useDocumentMeta({
    title: page
      ? page.seo.title || (brand ? `${page.title} | ${brand.name}` : page.title)
      : undefined,
    description: page?.seo.description,
    keywords: page?.seo.keywords,
  });

  const reveal = useCallback(() => revealHashTarget(content.current, window.location.hash), []);
  useEffect(() => {
    if (!page) return;
    // Sections opened on the server's pre-painted page stay open.
    for (const id of takePrepaintOpenSections()) {
      const details = document.getElementById(id);
      if (details instanceof HTMLDetailsElement && content.current?.contains(details)) {
        details.open = true;
      }
    }
    reveal();
  }, [page, location.hash, reveal]);
  useEffect(() => {
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [reveal]);

  // A missing page (or one without an id) sends the visitor home.
  if (!PAGE_NAME.test(name) || isMissingPage(query.error) || (page && !page.id)) {
    return <Navigate to={localizedPath(lang, '/')} replace />;
  }
  if (page?.type === 'promotion') {
    return <Navigate to={localizedPath(lang, `/promotion/${page.id}`)} replace />;
  }

  return (
    <article className="static-page" aria-busy={query.isPending}>
      <header className="static-page__hero">
        <div className="static-page__hero-inner">
          {page ? (
            <h1 className="static-page__title">{page.title}</h1>
          ) : query.isError ? (
            <h1 className="static-page__title">{t('error')}</h1>
          ) : (
            <>
              <h1 className="visually-hidden">{t('loading')}</h1>
              <Skeleton className="static-page__title-skeleton" />
            </>
          )}
        </div>
      </header>
      <div className="static-page__body">
        {query.isError ? (
          <ErrorState message={t('page_error')} onRetry={() => void query.refetch()} />
        ) : page ? (
          <>
            <CmsContent ref={content} html={page.content} lang={lang} />
            {page.name === CONTACT_PAGE && (
              <Suspense fallback={null}>
                <ContactForm />
              </Suspense>
            )}
          </>
        ) : (
          <div className="static-page__skeleton">
            <TextSkeleton lines={3} />
            <Skeleton className="static-page__subtitle-skeleton" />
            <TextSkeleton lines={5} />
            <TextSkeleton lines={4} />
          </div>
        )}
      </div>
    </article>
  );
}
