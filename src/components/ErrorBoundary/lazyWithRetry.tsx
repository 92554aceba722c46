import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { isChunkLoadError, loadChunk, reloadStylesheet } from '../../lib/chunkLoad';
import { ErrorBoundary } from './ErrorBoundary';
import type { ErrorArea } from './ErrorState';

/**
 * React.lazy with the chunk-load time-out and a retry that imports again (spec 8.4, 9). Every
 * lazily loaded page, section and widget goes through here. React.lazy keeps a rejected import
 * for good, so 重新加载 after a chunk error swaps in a fresh lazy component; the area's own error
 * boundary shows the failure in place of the component.
 */
export function lazyWithRetry<T extends ComponentType<P>, P extends object = ComponentProps<T>>(
  load: () => Promise<{ default: T }>,
  area: ErrorArea = 'page',
): ComponentType<P> {
  const lazyImport = (before?: () => Promise<void>) =>
    lazy<ComponentType<P>>(() =>
      loadChunk(async () => {
        await before?.();
        return load();
      }),
    );
  let Loaded = lazyImport();

  const retry = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const { stylesheet } = error;
    Loaded = lazyImport(stylesheet ? () => reloadStylesheet(stylesheet) : undefined);
  };

  function LazyWithRetry(props: P) {
    // Re-rendering here hands the boundary the fresh lazy component, not the failed one.
    const [, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        area={area}
        onRetry={(error) => {
          retry(error);
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Loaded {...props} />
      </ErrorBoundary>
    );
  }
  return LazyWithRetry;
}
