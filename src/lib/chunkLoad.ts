/**
 * Loading of lazily imported chunks (spec 8.4, 9): a chunk that has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS fails with a chunk-load error, a failed style sheet with a CSS-chunk-load
 * error, and a file that a newer release has replaced is told apart so the user can reload.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

/** timeout: never arrived; failed: network or server error; missing: the file is gone. */
export type ChunkFailure = 'timeout' | 'failed' | 'missing';

export class ChunkLoadError extends Error {
  readonly failure: ChunkFailure;
  /** The style sheet whose load failed (a CSS-chunk-load error). */
  readonly stylesheet: string | undefined;

  constructor(failure: ChunkFailure, options: { stylesheet?: string; cause?: unknown } = {}) {
    super(
      failure === 'timeout'
        ? `Loading chunk timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`
        : `Loading ${options.stylesheet ? 'CSS chunk' : 'chunk'} failed`,
      { cause: options.cause },
    );
    this.name = options.stylesheet ? 'CssChunkLoadError' : 'ChunkLoadError';
    this.failure = failure;
    this.stylesheet = options.stylesheet;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

// Vite's preload helper rejects a failed style sheet with this message.
const CSS_PRELOAD_FAILURE = /^Unable to preload CSS for (\S+)/;
// Chromium and Firefox name the module in a failed dynamic import; Safari does not.
const MODULE_URL = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]*)\.m?js\b/;

/** The file a failed import names: the style sheet for a CSS failure, else the module. */
export function failedFile(error: unknown): { url?: string; stylesheet?: string } {
  const message = error instanceof Error ? error.message : String(error);
  const css = CSS_PRELOAD_FAILURE.exec(message);
  if (css) return { url: css[1], stylesheet: css[1] };
  return { url: MODULE_URL.exec(message)?.[0] };
}

/**
 * The address a retry imports a failed module from: the same file with a `retry` query, so a
 * browser that remembers the failed import fetches it anew. Only for a same-origin script of the
 * console's own: an address read from an error message is never imported from elsewhere.
 */
export function freshModuleUrl(
  url: string | undefined,
  attempt: number,
  origin = globalThis.location?.origin,
): string | undefined {
  if (!url || !origin) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || !/\.m?js$/.test(parsed.pathname)) return undefined;
  parsed.searchParams.set('retry', String(attempt));
  return parsed.href;
}

/**
 * Whether a newer release replaced the file: the server answers 404/410 for it (deploy/nginx.conf
 * never serves index.html for /assets/), or a server with an SPA fallback sends its HTML page.
 */
export async function isFileGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

async function toChunkLoadError(error: unknown): Promise<ChunkLoadError> {
  if (isChunkLoadError(error)) return error;
  const { url, stylesheet } = failedFile(error);
  const gone = url !== undefined && (await isFileGone(url));
  return new ChunkLoadError(gone ? 'missing' : 'failed', { stylesheet, cause: error });
}

/** Runs an import, failing with a ChunkLoadError when it fails or outlasts the time-out. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        void toChunkLoadError(error).then(reject);
      },
    );
  });
}

/**
 * Loads a style sheet again. Vite preloads a chunk's style sheet only once per page, even when
 * that load failed, so a retried import would otherwise render the page unstyled.
 */
export function reloadStylesheet(href: string): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === href) link.remove();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  return new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
    document.head.appendChild(link);
  });
}
