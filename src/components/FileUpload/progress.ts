/**
 * Simulated upload progress (spec 4 upload cell): the percent climbs every 100 ms up to 99 and
 * stays there until the server answers; fetch gives no upload progress to report instead.
 */
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_CEILING = 99;

/** One tick: a tenth of what is left (at least 1), never past the ceiling. */
export function nextPercent(percent: number): number {
  if (percent >= PROGRESS_CEILING) return PROGRESS_CEILING;
  const step = Math.max(1, Math.round((PROGRESS_CEILING - percent) / 10));
  return Math.min(PROGRESS_CEILING, percent + step);
}

/** Calls `onPercent` with each new percent every tick; the returned function stops it. */
export function simulateProgress(
  onPercent: (percent: number) => void,
  tickMs = PROGRESS_TICK_MS,
): () => void {
  let percent = 0;
  const timer = setInterval(() => {
    const next = nextPercent(percent);
    if (next === percent) return;
    percent = next;
    onPercent(percent);
  }, tickMs);
  return () => clearInterval(timer);
}
