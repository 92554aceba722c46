import { InvalidIframeUrl } from './lazyNotices';

/**
 * A cross-origin page keeps its own origin (its cookies and calls) but may not navigate the console
 * or open plain pop-ups. A same-origin page (e.g. the backend's /druid behind the API base) gets no
 * sandbox: with allow-scripts and allow-same-origin together it could remove its own sandbox, so the
 * attribute would only pretend (Chromium warns about exactly that), and without allow-same-origin
 * its calls back to the backend would be refused.
 */
const CROSS_ORIGIN_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';

function sandboxFor(url: string): string | undefined {
  return new URL(url, window.location.href).origin === window.location.origin
    ? undefined
    : CROSS_ORIGIN_SANDBOX;
}

/** Embedded page of a menu entry (layouts/IframePageView); the URL was checked when the menu loaded. */
export function IframePage({ title, url }: { title: string; url?: string }) {
  if (!url) {
    return <InvalidIframeUrl title={title} />;
  }
  return (
    <iframe
      title={title}
      src={url}
      style={{ width: '100%', minHeight: 'calc(100vh - 220px)', border: 0 }}
      sandbox={sandboxFor(url)}
      referrerPolicy="no-referrer"
    />
  );
}
