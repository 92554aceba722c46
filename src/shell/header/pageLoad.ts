/** A full page load of a path of this site (spec 2.6: after logout, go to sign-in and reload). */
export function loadPage(path: string): void {
  globalThis.location.assign(path);
}
