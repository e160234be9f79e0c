import './styles/fonts.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import './lib/i18n.ts';
import { watchPrepaint } from './lib/prepaint.ts';

// The server's per-response style nonce (strict CSP): dialogs' scroll lock injects one <style>.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const router = createBrowserRouter(routes);

/** Renders once the first route's modules are in, so the page (or its pre-paint) never flashes a loader. */
function start(container: HTMLElement) {
  // A transition lets React render the first screen in slices, keeping the main thread free.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) {
  watchPrepaint(root);
  if (router.state.initialized) start(root);
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      start(root);
    });
  }
}
