import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadPages } from './app/routes.tsx';
import { i18nReady } from './lib/i18n.ts';
import { watchPrepaint } from './lib/prepaint.ts';

// The server's per-response style nonce (strict CSP): dialogs' scroll lock injects one <style>.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** Renders once the first route's modules are in, so the page (or its pre-paint) never flashes a loader. */
function start(container: HTMLElement) {
  // A transition lets React render the first screen in slices, keeping the main thread free.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

/**
 * The server inlines the first screen's critical CSS and sends the stylesheets deferred (media
 * print, so they do not block the first paint): switch them on, and resolve once they apply.
 */
function deferredStyles(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]');
  return Promise.all(
    [...links].map((link) => {
      const loaded = link.sheet !== null;
      link.media = 'all';
      if (loaded) return null;
      return new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      });
    }),
  );
}

/**
 * Resolves once the page as the server sent it (the pre-painted first screen, or the loader) is
 * on screen: the site's first render is the page's longest task, and a browser that has the
 * scripts early (a fast or warm connection) would otherwise run it before painting anything.
 */
function firstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const root = document.getElementById('root');
if (root) {
  watchPrepaint(root);
  // The first route's code, the full styles and the texts, then one render: the pre-paint never
  // flashes and nothing moves after it. A failed download renders anyway: the page then shows
  // its error state with a retry.
  void Promise.allSettled([
    // In a task of its own: the first match of the route table is not cheap, and the entry's
    // evaluation is already one long task.
    new Promise((resolve) => setTimeout(resolve, 0)).then(() => loadPages(window.location)),
    deferredStyles(),
    i18nReady,
    firstPaint(),
  ]).then(() => start(root));
}
