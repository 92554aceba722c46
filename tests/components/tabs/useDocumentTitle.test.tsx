import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../../src/shell/tabs';

describe('useDocumentTitle (spec 2.8)', () => {
  it('follows the page title, and shows the system title alone on home', () => {
    const { rerender } = renderHook(
      ({ page, home }: { page: string; home: boolean }) =>
        useDocumentTitle(page, '业务运营支撑系统', home),
      { initialProps: { page: '用户管理', home: false } },
    );
    expect(document.title).toBe('用户管理 · 业务运营支撑系统');

    rerender({ page: '首页', home: true });
    expect(document.title).toBe('业务运营支撑系统');
  });
});
