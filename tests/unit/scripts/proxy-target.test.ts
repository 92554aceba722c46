import { describe, expect, it } from 'vitest';
import {
  backendUrlOf,
  normaliseContextPath,
  parseMockArgs,
  upstreamUrl,
} from '../../../scripts/lib/proxy-target.mjs';

// Issue 21 item 3: `npm run mock:proxy` maps the console's /admin base to a stock JeecgBoot's
// /jeecg-boot context path, so a stock backend is checked without a rewriting proxy.

describe('parseMockArgs', () => {
  it('reads the plain mock', () => {
    expect(parseMockArgs([])).toEqual({ proxy: false });
  });

  it('reads the proxy without a mapping (the backend URL as given)', () => {
    expect(parseMockArgs(['--proxy', 'http://backend:8080/admin'])).toEqual({
      proxy: true,
      backend: 'http://backend:8080/admin',
      contextPath: undefined,
    });
  });

  it.each([
    [['--proxy', 'http://backend:8080', '--jeecg-boot'], '/jeecg-boot'],
    [['--proxy', '--jeecg-boot', 'http://backend:8080'], '/jeecg-boot'],
    [['--proxy', 'http://backend:8080', '--context-path', 'jeecg-boot/'], '/jeecg-boot'],
    [['--proxy', 'http://backend:8080', '--context-path=/api/boot'], '/api/boot'],
  ])('reads %j as context path %s', (args, contextPath) => {
    expect(parseMockArgs(args)).toEqual({
      proxy: true,
      backend: 'http://backend:8080',
      contextPath,
    });
  });

  it.each([
    [['--proxy'], /usage: npm run mock:proxy/],
    [['--proxy', 'backend:8080'], /unexpected argument backend:8080/],
    [['--proxy', 'http://backend:8080', '--context-path'], /--context-path needs a path/],
    [['--proxy', 'http://backend:8080', '--jeecg-boot', '--context-path', '/x'], /once/],
    [['--jeecg-boot'], /only apply to the proxy/],
  ])('refuses %j', (args, message) => {
    expect(() => parseMockArgs(args)).toThrow(message);
  });
});

describe('upstreamUrl', () => {
  it('keeps the backend URL when no context path is asked for', () => {
    expect(upstreamUrl('http://backend:8080/admin/')).toBe('http://backend:8080/admin');
  });

  it.each([
    'http://backend:8080',
    'http://backend:8080/',
    'http://backend:8080/admin',
    'http://backend:8080/jeecg-boot',
  ])('maps %s to the /jeecg-boot context path', (backend) => {
    expect(upstreamUrl(backend, '/jeecg-boot')).toBe('http://backend:8080/jeecg-boot');
  });

  it('refuses a backend URL whose path is another one', () => {
    expect(() => upstreamUrl('http://backend:8080/other', '/jeecg-boot')).toThrow(
      /has the path \/other/,
    );
  });

  it('refuses a query in the backend URL', () => {
    expect(() => upstreamUrl('http://backend:8080/?x=1', '/jeecg-boot')).toThrow(/no query/);
  });
});

describe('backendUrlOf', () => {
  const upstream = upstreamUrl('http://backend:8080/admin', '/jeecg-boot');

  it.each([
    ['/admin/sys/login', 'http://backend:8080/jeecg-boot/sys/login'],
    ['/sys/login', 'http://backend:8080/jeecg-boot/sys/login'],
    [
      '/admin/sys/dict/getDictItems/sex?_t=1',
      'http://backend:8080/jeecg-boot/sys/dict/getDictItems/sex?_t=1',
    ],
    ['/administration/x', 'http://backend:8080/jeecg-boot/administration/x'],
  ])('sends the console path %s to %s', (consolePath, backendUrl) => {
    expect(backendUrlOf(consolePath, upstream)).toBe(backendUrl);
  });

  it('leaves the path alone without a mapping', () => {
    expect(backendUrlOf('/sys/login', upstreamUrl('http://backend:8080/admin'))).toBe(
      'http://backend:8080/admin/sys/login',
    );
  });
});

describe('normaliseContextPath', () => {
  it.each([
    ['/jeecg-boot', '/jeecg-boot'],
    ['jeecg-boot', '/jeecg-boot'],
    ['/jeecg-boot//', '/jeecg-boot'],
    ['/', ''],
  ])('%s → %s', (input, output) => {
    expect(normaliseContextPath(input)).toBe(output);
  });

  it('refuses what is not a path', () => {
    expect(() => normaliseContextPath('/a b')).toThrow(/not a URL path/);
  });
});
