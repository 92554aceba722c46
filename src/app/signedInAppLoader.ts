/** One import() of the signed-in app, shared by the prefetch on the sign-in page and the lazy load. */
let loading: Promise<typeof import('./SignedInApp')> | undefined;

export function loadSignedInApp() {
  loading ??= import('./SignedInApp').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again on the next call
    throw error;
  });
  return loading;
}
