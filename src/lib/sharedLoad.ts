/**
 * One load shared by every caller while it runs and once it has succeeded; a failed load is
 * forgotten, so the next call tries again (a lost connection, a chunk the network dropped).
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
