/**
 * Polling without storms (Redis监控, spec 2.7): the next poll is scheduled only after the last one
 * settled, so one request per series is in flight at most; nothing runs while the browser tab is
 * hidden, and a poll is made as soon as it is shown again.
 */

/** What the poller needs of the page's document. */
export type VisibilitySource = Pick<
  Document,
  'hidden' | 'addEventListener' | 'removeEventListener'
>;

export interface PollingOptions {
  /** One round of calls; handles its own failures. The signal aborts when polling stops. */
  poll: (signal: AbortSignal) => Promise<void>;
  intervalMs: number;
  visibility: VisibilitySource;
}

/** Polls now and then every `intervalMs` after each round; the returned function stops it. */
export function startPolling({ poll, intervalMs, visibility }: PollingOptions): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const run = async (): Promise<void> => {
    timer = undefined;
    if (controller.signal.aborted || running || visibility.hidden) return;
    running = true;
    try {
      await poll(controller.signal);
    } finally {
      running = false;
      if (!controller.signal.aborted) timer = setTimeout(() => void run(), intervalMs);
    }
  };
  const onVisibilityChange = () => {
    if (!visibility.hidden && timer === undefined) void run();
  };

  visibility.addEventListener('visibilitychange', onVisibilityChange);
  void run();
  return () => {
    controller.abort();
    clearTimeout(timer);
    visibility.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
