import { lazy, useState, type ComponentType } from 'react';
import {
  failedFile,
  freshModuleUrl,
  isChunkLoadError,
  loadChunk,
  reloadStylesheet,
} from '../../lib/chunkLoad';
import { ErrorBoundary } from './ErrorBoundary';
import type { ErrorArea } from './ErrorState';

type WithDefault<T> = { default: T };

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts the download; the first render then finds the module loaded, or shares the import
   * still under way, or shows its failure. Never rejects.
   */
  preload(): Promise<void>;
  /**
   * The same, but after a failed preload it imports afresh, as 重新加载 does (the browser may
   * remember the failure): for a widget the user comes back to, which has no error state of its
   * own. A plain preload leaves a failure to the render, whose area shows it.
   */
  preloadAgain(): Promise<void>;
};

/** Starts downloading a page's code if it is a lazily loaded one (see lazyWithRetry). */
export function preloadComponent(component: ComponentType | undefined): Promise<void> {
  const preload = (component as Partial<PreloadableComponent<object>> | undefined)?.preload;
  return preload ? preload() : Promise.resolve();
}

/**
 * React.lazy with the chunk-load time-out and a retry that imports again (spec 8.4, 9). Every
 * lazily loaded page, section and widget goes through here. React.lazy keeps a rejected import
 * for good, so 重新加载 after a chunk error swaps in a fresh lazy component; the area's own error
 * boundary shows the failure in place of the component.
 *
 * `pick` names the component among the module's exports (the default export when omitted). It is
 * what makes a retry possible in browsers that remember a failed module for the rest of the page's
 * life (Chromium 150 does: the same import() fails again at once, without a request): the retry
 * then imports the failed file under a fresh address and picks the component from it.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<WithDefault<ComponentType<P>>>,
  area?: ErrorArea,
): PreloadableComponent<P>;
export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  area: ErrorArea,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P>;
export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  area: ErrorArea = 'page',
  pick: (module: M) => ComponentType<P> = (module) =>
    (module as WithDefault<ComponentType<P>>).default,
): PreloadableComponent<P> {
  // The component once its module has loaded: rendered directly from then on. React.lazy would
  // suspend once even for a module already fetched (a preloaded page), and React 19 reveals
  // suspended content up to 300 ms late; a preloaded page shows at once instead.
  let loaded: ComponentType<P> | undefined;
  // The first import, shared by every preload and the first render: one request, one outcome. A
  // render that imported on its own after a failed preload raced it (issue 32): in flight, it
  // shared the failure; settled, Chromium fetched the file again and the failure went unseen.
  let firstImport: Promise<M> | undefined;
  const importFirst = () => (firstImport ??= load());
  let attempts = 0;
  const importAgain = async (): Promise<M> => {
    try {
      return await load();
    } catch (error) {
      const url = freshModuleUrl(failedFile(error).url, (attempts += 1));
      if (!url) throw error;
      return (await import(/* @vite-ignore */ url)) as M;
    }
  };
  const lazyImport = (importer: () => Promise<M>, before?: () => Promise<void>) =>
    lazy<ComponentType<P>>(() =>
      loadChunk(async () => {
        await before?.();
        loaded = pick(await importer());
        return { default: loaded };
      }),
    );
  let Loaded = lazyImport(importFirst);

  const retry = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const { stylesheet } = error;
    Loaded = lazyImport(importAgain, stylesheet ? () => reloadStylesheet(stylesheet) : undefined);
  };

  function LazyWithRetry(props: P) {
    // Re-rendering here hands the boundary the fresh lazy component, not the failed one.
    const [, setAttempt] = useState(0);
    // Decided once per mount, so the element's type never changes under a mounted page.
    const [preloaded] = useState(() => loaded);
    const Component = preloaded ?? Loaded;
    return (
      <ErrorBoundary
        area={area}
        onRetry={(error) => {
          retry(error);
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Component {...props} />
      </ErrorBoundary>
    );
  }
  // The module map keeps what was fetched: the lazy import at first render resolves at once.
  let preloadFailed = false;
  const preloadWith = (importer: () => Promise<M>) =>
    importer().then(
      (module) => {
        loaded ??= pick(module);
      },
      () => {
        preloadFailed = true; // the render's own import reports the failure, in its area
      },
    );
  LazyWithRetry.preload = () => preloadWith(importFirst);
  LazyWithRetry.preloadAgain = () => preloadWith(preloadFailed ? importAgain : importFirst);
  return LazyWithRetry;
}
