/**
 * Only a page of the console's own origin is embedded as the 电子回单 preview: 打印 reaches into
 * the frame, which the browser allows for the same origin only.
 */
export function isSameOrigin(url: string, pageUrl: string): boolean {
  return new URL(url, pageUrl).origin === new URL(pageUrl).origin;
}
