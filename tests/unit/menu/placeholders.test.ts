import { describe, expect, it } from 'vitest';
import { resolveMenuUrl } from '../../../src/lib/menu/placeholders';

const values = {
  apiBase: 'https://console.example.com/admin',
  staticDomain: 'https://files.example.com/static',
};

describe('resolveMenuUrl (spec 2.3: placeholders from a whitelist, never evaluated)', () => {
  it.each([
    ["{{ window._CONFIG['domianURL'] }}/druid/", 'https://console.example.com/admin/druid/'],
    ['{{window._CONFIG["domianURL"]}}/druid/', 'https://console.example.com/admin/druid/'],
    ["{{ window._CONFIG['staticDomainURL'] }}/a.pdf", 'https://files.example.com/static/a.pdf'],
    ['https://help.example.com/console', 'https://help.example.com/console'],
    ['http://intranet.example.com/report?id=1', 'http://intranet.example.com/report?id=1'],
  ])('%s → %s', (raw, expected) => {
    expect(resolveMenuUrl(raw, values)).toBe(expected);
  });

  it.each([
    ['{{ alert(document.cookie) }}https://x.example.com'],
    ["{{ window.location='https://evil.example.com' }}"],
    ["{{ window._CONFIG['domianURL'] + fetch('/x') }}/druid/"],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example.com/x'],
    ['/relative/path'],
    ['ftp://files.example.com/x'],
    [''],
    [null],
    [undefined],
  ])('opens nothing for %s', (raw) => {
    expect(resolveMenuUrl(raw, values)).toBeUndefined();
  });

  it('opens nothing when a known placeholder has no configured value', () => {
    expect(
      resolveMenuUrl("{{ window._CONFIG['staticDomainURL'] }}/a", {
        apiBase: 'https://a.example.com',
      }),
    ).toBeUndefined();
  });
});
