import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../../src/lib/documentTitle';

describe('formatDocumentTitle (spec 2.8)', () => {
  it.each([
    {
      page: '用户管理',
      system: '业务运营支撑系统',
      home: false,
      expected: '用户管理 · 业务运营支撑系统',
    },
    { page: '首页', system: '业务运营支撑系统', home: true, expected: '业务运营支撑系统' },
    { page: undefined, system: '业务运营支撑系统', home: false, expected: '业务运营支撑系统' },
    { page: '  ', system: '业务运营支撑系统', home: false, expected: '业务运营支撑系统' },
    { page: '用户管理', system: '', home: false, expected: '用户管理' },
    { page: ' 角色管理 ', system: ' 系统 ', home: false, expected: '角色管理 · 系统' },
  ])('$page on $system (home: $home) → $expected', ({ page, system, home, expected }) => {
    expect(formatDocumentTitle(page, system, home)).toBe(expected);
  });
});
