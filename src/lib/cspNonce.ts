/**
 * The nonce of this page's Content-Security-Policy (deploy/nginx.conf: style-src 'nonce-…'), which
 * the server writes into <meta property="csp-nonce" nonce="…"> of index.html. Widgets that add
 * <style> elements (antd's CSS-in-JS, CodeMirror, tiptap) put it on them. Browsers hide a nonce
 * attribute once parsed, so the property is read first. Undefined when served without one (the
 * dev server sends no policy).
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}
