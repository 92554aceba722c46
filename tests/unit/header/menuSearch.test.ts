import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/lib/menu/types';
import {
  filterEntries,
  menuEntryTarget,
  searchableEntries,
  type MenuSearchEntry,
  type MenuSearchTarget,
} from '../../../src/lib/menuSearch';

function node(
  id: string,
  title: string,
  overrides: Partial<MenuNode> = {},
  children: MenuNode[] = [],
): MenuNode {
  return {
    id,
    path: `/${id}`,
    name: id,
    title,
    component: 'system/Page',
    kind: children.length > 0 ? 'container' : 'page',
    hidden: false,
    keepAlive: false,
    hideHeaderContent: false,
    parentIds: [],
    children,
    ...overrides,
  };
}

const tree: MenuNode[] = [
  node('dashboard', '首页'),
  node('isystem', '系统管理', {}, [
    node('user', '用户管理'),
    node('role', '角色管理'),
    node('secret', '隐藏页面', { hidden: true }),
    node('monitor', '系统监控', {}, [
      node('redis', 'Redis监控', { kind: 'iframe', url: 'https://monitor.example.com/redis' }),
    ]),
  ]),
  node('hidden-area', '隐藏区域', { hidden: true }, [node('inner', '内部用户管理')]),
  node('docs', '帮助文档', { kind: 'external', url: 'https://docs.example.com/' }),
  node('empty', '空目录', { kind: 'container' }),
];

describe('searchableEntries', () => {
  it('lists visible non-container entries in menu order with their trail', () => {
    const entries = searchableEntries(tree);
    expect(entries.map((e) => [e.title, e.trail.join('/')])).toEqual([
      ['首页', ''],
      ['用户管理', '系统管理'],
      ['角色管理', '系统管理'],
      ['Redis监控', '系统管理/系统监控'],
      ['帮助文档', ''],
    ]);
  });

  it('keeps kind and url', () => {
    const docs = searchableEntries(tree).find((e) => e.id === 'docs');
    expect(docs).toMatchObject({ kind: 'external', url: 'https://docs.example.com/' });
  });
});

describe('filterEntries', () => {
  const entries = searchableEntries(tree);
  it.each<[string, string, string[]]>([
    ['substring', '管理', ['用户管理', '角色管理']],
    ['case-insensitive', 'redis', ['Redis监控']],
    ['surrounding spaces', '  用户 ', ['用户管理']],
    ['empty query', '', []],
    ['blank query', '   ', []],
    ['no hit', '不存在', []],
    ['hidden entries are not found', '隐藏', []],
    ['containers are not found', '系统管理', []],
  ])('%s', (_name, query, titles) => {
    expect(filterEntries(entries, query).map((e) => e.title)).toEqual(titles);
  });
});

describe('menuEntryTarget', () => {
  const entry = (overrides: Partial<MenuSearchEntry>): MenuSearchEntry => ({
    id: 'x',
    title: 'x',
    trail: [],
    path: '/x',
    kind: 'page',
    ...overrides,
  });
  it.each<[string, MenuSearchEntry, MenuSearchTarget | undefined]>([
    ['page by path', entry({}), { type: 'route', path: '/x' }],
    [
      'iframe by its route',
      entry({ kind: 'iframe', url: 'https://a.example.com' }),
      { type: 'route', path: '/x' },
    ],
    [
      'external in a new tab',
      entry({ kind: 'external', url: 'https://a.example.com/p?q=1' }),
      { type: 'external', url: 'https://a.example.com/p?q=1' },
    ],
    ['external without url', entry({ kind: 'external' }), undefined],
    [
      'external javascript: url',
      entry({ kind: 'external', url: 'javascript:alert(1)' }),
      undefined,
    ],
    ['external relative url', entry({ kind: 'external', url: '/relative' }), undefined],
  ])('%s', (_name, input, expected) => {
    expect(menuEntryTarget(input)).toEqual(expected);
  });
});
