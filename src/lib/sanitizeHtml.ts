/**
 * Server HTML (announcement content, spec 2.10) made safe to render: DOMPurify with an allow-list
 * profile (perf-security-anchors §2e item 6). Plain HTML only (no SVG or MathML), no event
 * handlers, no scripts, frames, forms or style sheets, no style values that load URLs, and only
 * http(s), mailto and tel links. Links that open elsewhere cannot reach back to the console.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
];

const FORBIDDEN_ATTRIBUTES = ['formaction', 'action', 'srcset', 'ping', 'background', 'xmlns'];

/** DOMPurify's default URI rule without its ftp, sms, callto, cid, xmpp and matrix schemes. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Style values that fetch something or run something in old engines. */
const UNSAFE_STYLE = /url\s*\(|image-set\s*\(|expression\s*\(|@import|behaviou?r\s*:|-moz-binding/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

function createPurifier(): DOMPurify {
  // A private instance, so these hooks never change how anyone else's DOMPurify behaves.
  const purifier = createDOMPurify(globalThis.window);
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style' && UNSAFE_STYLE.test(event.attrValue)) event.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') {
      node.removeAttribute('target');
      return;
    }
    const target = node.getAttribute('target');
    if (target !== null && target !== '_blank') node.removeAttribute('target');
    // Every link may lead off-site: the opened page gets no window.opener and no referrer.
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

let purifier: DOMPurify | undefined;

/** Safe HTML for `dangerouslySetInnerHTML`; empty for empty or missing input. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  purifier ??= createPurifier();
  // Without a DOM to parse with, DOMPurify cannot clean anything: show nothing rather than raw HTML.
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, CONFIG);
}
