import { Component as ReactComponent, use, useSyncExternalStore, type ComponentType } from 'react';
import { ErrorState } from '../components/error-state.tsx';

/** A route module: each page file exports its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

/** A page whose code is its own chunk: `load()` fetches it (once), `Page` renders it. */
export interface LazyPage {
  load(): Promise<PageModule>;
  Page: ComponentType;
}

// Page chunks being fetched: the shell shows its progress bar while there is one.
const loading = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
// Never while React renders (a page starts loading during render): after it, in a microtask.
const notify = () => queueMicrotask(() => listeners.forEach((l) => l()));

function track(promise: Promise<unknown>) {
  loading.add(promise);
  notify();
  const done = () => {
    loading.delete(promise);
    notify();
  };
  promise.then(done, done);
}

/** True while a page's code is downloading (the address has changed, the page is not there yet). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading.size > 0,
  );
}

/**
 * A page in its own chunk. Navigations are transitions (react-router), so while the next page's
 * code downloads the current one stays on screen; `Page` renders at once when the code is in
 * (the first screen's pages are loaded before the first render, see main.tsx).
 */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const load = () => {
    if (module) return Promise.resolve(module);
    if (!pending) {
      pending = loader().then(
        (m) => {
          module = m;
          return m;
        },
        (error: unknown) => {
          // A failed download (offline, a new release): the next render tries again.
          pending = undefined;
          throw error;
        },
      );
      track(pending);
    }
    return pending;
  };
  function Loaded() {
    const { Component } = module ?? use(load());
    return <Component />;
  }
  function Page() {
    return (
      <PageErrorBoundary>
        <Loaded />
      </PageErrorBoundary>
    );
  }
  return { load, Page };
}

/** A page bundled with the entry (the shell: nearly every address needs it at once). */
export function eagerPage(module: PageModule): LazyPage {
  return { load: () => Promise.resolve(module), Page: module.Component };
}

/** A page whose code could not be downloaded: say so, and try again on request. */
class PageErrorBoundary extends ReactComponent<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState onRetry={() => this.setState({ failed: false })} />;
  }
}
