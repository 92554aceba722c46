import { describe, expect, it } from 'vitest';
import { resolveApiBase, staticUrl } from '../../../providers/http/staticUrl';

describe('staticUrl', () => {
  it.each([
    ['/admin/sys/common/static', 'temp/a.png', '/admin/sys/common/static/temp/a.png'],
    ['/admin/sys/common/static/', '/temp/a.png', '/admin/sys/common/static/temp/a.png'],
    [
      'https://cdn.example.com/files//',
      '//temp/a b.png',
      'https://cdn.example.com/files/temp/a b.png',
    ],
    ['/admin/sys/common/static', 'http://img.example.com/a.png', 'http://img.example.com/a.png'],
    ['/admin/sys/common/static', 'HTTPS://img.example.com/a.png', 'HTTPS://img.example.com/a.png'],
    ['/admin/sys/common/static', '', ''],
    ['/admin/sys/common/static', '   ', ''],
    ['/admin/sys/common/static', null, ''],
    ['/admin/sys/common/static', undefined, ''],
    ['', 'a.png', '/a.png'],
  ])('%s + %j → %j', (domain, path, expected) => {
    expect(staticUrl(domain, path)).toBe(expected);
  });
});

describe('resolveApiBase', () => {
  it.each([
    ['/admin', 'https://console.example.com/Home', 'https://console.example.com/admin'],
    ['/admin/', 'https://console.example.com/a/b', 'https://console.example.com/admin'],
    [
      'https://api.example.com/jeecg-boot/',
      'https://console.example.com/',
      'https://api.example.com/jeecg-boot',
    ],
    ['/admin', undefined, '/admin'],
  ])('%s on %s → %s', (apiBase, pageUrl, expected) => {
    expect(resolveApiBase(apiBase, pageUrl)).toBe(expected);
  });
});
