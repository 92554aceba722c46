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

/**
 * Gives every <style> element created through `doc.createElement` the page's nonce. antd's CSS-in-JS
 * takes the nonce from ConfigProvider, but rc-util's scroll lock and scrollbar measurement (modals,
 * drawers, tables) and tiptap add <style> elements with no way to pass one, and without it the
 * policy would need style-src 'unsafe-inline'. Only scripts the policy already trusts
 * (script-src 'self') can call createElement, so this trusts nothing new: markup parsed from a
 * string (innerHTML, server HTML) still gets no nonce and stays refused.
 */
export function nonceCreatedStyles(nonce: string | undefined, doc: Document = document): void {
  if (!nonce) return;
  const create = doc.createElement.bind(doc) as (
    tag: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}
