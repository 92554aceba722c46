// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/lib/sanitizeHtml';

/** The sanitised HTML parsed back, to assert on elements rather than on text. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

function hasEventHandler(root: HTMLElement): boolean {
  return [...root.querySelectorAll('*')].some((element) =>
    [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on')),
  );
}

const XSS_PAYLOADS: { name: string; html: string; kept?: string }[] = [
  {
    name: 'img onerror (the mock probe)',
    html: '<p>正文</p><img src=x onerror=alert(1)>',
    kept: '正文',
  },
  { name: 'script element', html: '<p>a</p><script>alert(1)</script>', kept: 'a' },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">点我</a>', kept: '点我' },
  { name: 'javascript: link with entities', html: '<a href="jav&#x61;script:alert(1)">x</a>' },
  { name: 'javascript: link with whitespace', html: '<a href=" javascript:alert(1)">x</a>' },
  { name: 'iframe', html: '<iframe src="https://evil.example.com"></iframe><p>b</p>', kept: 'b' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'svg onload', html: '<svg onload=alert(1)><circle r="1"/></svg><p>c</p>', kept: 'c' },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'math href', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>' },
  { name: 'style element with url()', html: '<style>body{background:url(//evil/x)}</style>' },
  {
    name: 'style attribute with url()',
    html: '<p style="background-image:url(https://evil.example.com/t.gif)">d</p>',
    kept: 'd',
  },
  {
    name: 'style attribute with expression()',
    html: '<p style="width:expression(alert(1))">e</p>',
  },
  { name: 'body onload', html: '<body onload=alert(1)><p>f</p></body>', kept: 'f' },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=alert(1)><summary>g</summary></details>',
  },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>h</button></form>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed src', html: '<embed src="https://evil.example.com/x.swf">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="https://evil.example.com/">' },
  { name: 'data: html link', html: '<a href="data:text/html,<script>alert(1)</script>">i</a>' },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">j</a>' },
  {
    name: 'mutation XSS via noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
];

describe('sanitizeHtml', () => {
  it.each(XSS_PAYLOADS)('neutralises $name', ({ html, kept }) => {
    const clean = sanitizeHtml(html);
    const root = parse(clean);

    expect(hasEventHandler(root)).toBe(false);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
    expect(clean).not.toMatch(/url\s*\(|expression\s*\(/i);
    expect(
      root.querySelector('script, style, iframe, svg, math, form, object, embed, meta, base'),
    ).toBeNull();
    if (kept) expect(root.textContent).toContain(kept);
  });

  it.each([
    { name: 'paragraphs and emphasis', html: '<p>各部门：</p><p><strong>4月4日</strong></p>' },
    { name: 'lists', html: '<ol><li>假期内交易照常受理；</li><li>顺延结算</li></ol>' },
    {
      name: 'tables',
      html: '<table><tbody><tr><th>日期</th></tr><tr><td>3月21日</td></tr></tbody></table>',
    },
    { name: 'harmless inline style', html: '<p style="text-align: center;">居中</p>' },
    { name: 'images over https', html: '<img src="https://static.example.com/a.png" alt="图">' },
  ])('keeps $name unchanged', ({ html }) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    {
      name: 'a same-origin attachment opened in a new tab',
      html: '<a href="/admin/sys/common/static/temp/a.pdf" target="_blank">附件</a>',
      href: '/admin/sys/common/static/temp/a.pdf',
      target: '_blank',
    },
    {
      name: 'an external link',
      html: '<a href="https://www.pbc.gov.cn/">人民银行</a>',
      href: 'https://www.pbc.gov.cn/',
      target: null,
    },
    {
      name: 'a link aimed at a named window',
      html: '<a href="https://example.com/" target="opener">x</a>',
      href: 'https://example.com/',
      target: null,
    },
  ])('keeps $name with rel="noopener noreferrer"', ({ html, href, target }) => {
    const link = parse(sanitizeHtml(html)).querySelector('a');

    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.getAttribute('target')).toBe(target);
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([null, undefined, ''])('returns an empty string for %s', (input) => {
    expect(sanitizeHtml(input)).toBe('');
  });
});
