import { describe, expect, it } from 'vitest';
import { reconcileKeptPages, type KeptPage } from '../../../src/lib/tabs';

type Page = KeptPage<string>;

function visit(pages: readonly Page[], key: string, openKeys: string[], max = 3, keepAlive = true) {
  return reconcileKeptPages(pages, {
    openKeys,
    activeKey: key,
    activeKeepAlive: keepAlive,
    max,
    create: () => `page ${key}`,
  });
}

const keysOf = (pages: readonly Page[]) => pages.map((page) => page.key);

describe('reconcileKeptPages', () => {
  it('keeps a keep-alive page the first time it is active', () => {
    const pages = visit([], '/a', ['/a']);
    expect(pages).toEqual([{ key: '/a', usedAt: 1, value: 'page /a' }]);
  });

  it('does not keep pages whose route is not keep-alive', () => {
    expect(visit([], '/a', ['/a'], 3, false)).toEqual([]);
  });

  it('returns the same list when nothing changed', () => {
    const pages = visit([], '/a', ['/a']);
    expect(visit(pages, '/a', ['/a'])).toBe(pages);
  });

  it('drops pages of closed tabs', () => {
    const pages = visit(visit([], '/a', ['/a', '/b']), '/b', ['/a', '/b']);
    expect(keysOf(visit(pages, '/b', ['/b']))).toEqual(['/b']);
  });

  it('evicts the least recently used page beyond the maximum, keeping insertion order', () => {
    const open = ['/a', '/b', '/c', '/d'];
    let pages = visit([], '/a', open);
    pages = visit(pages, '/b', open);
    pages = visit(pages, '/c', open);
    pages = visit(pages, '/a', open);
    pages = visit(pages, '/d', open);
    expect(keysOf(pages)).toEqual(['/a', '/c', '/d']);
  });

  it('never evicts the active page', () => {
    const open = ['/a', '/b'];
    const pages = visit(visit([], '/a', open, 1), '/b', open, 1);
    expect(keysOf(pages)).toEqual(['/b']);
  });

  it('keeps the value built when the page was first kept', () => {
    const first = visit([], '/a', ['/a', '/b']);
    const later = visit(visit(first, '/b', ['/a', '/b']), '/a', ['/a', '/b']);
    expect(later[0]?.value).toBe('page /a');
  });
});
