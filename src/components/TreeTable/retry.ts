export interface RetryOptions {
  /** Further attempts after the first one. */
  retries: number;
  delayMs: number;
  /** Whether a failure is worth another attempt; by default every failure is. */
  shouldRetry?: (error: unknown) => boolean;
}

/** Runs `task`, trying again up to `retries` times, `delayMs` apart (spec 4: sub-table opening). */
export async function retry<T>(
  task: () => Promise<T>,
  { retries, delayMs, shouldRetry = () => true }: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
