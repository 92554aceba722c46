import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListDeclaration } from '../../../resources/kit';
import { storage } from '../../../src/lib/storage';
import { ok, renderList, routedRequester, rowOf, within, withTestRows } from './harness';
import positionResource from '../../../resources/system/position';

// Issue 14 (WCAG 4.1.2, axe `label`): every selection checkbox of a list has a name a screen
// reader announces, 全选 on the header and 选择第 N 行 on each row shown.

interface Item {
  id: string;
  name: string;
}

const declaration: ListDeclaration<Item> = {
  resource: withTestRows(positionResource),
  title: '职务管理',
  columns: [{ field: 'name', title: '职务名称' }],
  permissions: { batchDelete: 'position:batch_delete' },
};
const ROWS: Item[] = [
  { id: 'p1', name: '总经理' },
  { id: 'p2', name: '出纳' },
];

beforeEach(() =>
  storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'position:batch_delete', type: '1' }]),
);
afterEach(() => storage.clearSession());

describe('list selection checkboxes', { timeout: 60_000 }, () => {
  it('are named 全选 and 选择第 N 行, and the names select what they say', async () => {
    const backend = routedRequester({
      'GET /sys/position/list': ok({ records: ROWS, total: 2, size: 10, current: 1 }),
    });
    renderList(declaration, backend.request);
    await screen.findByRole('cell', { name: '出纳' });

    expect(
      within(rowOf('总经理')).getByRole('checkbox', { name: '选择第 1 行' }),
    ).toBeInTheDocument();
    fireEvent.click(within(rowOf('出纳')).getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
  });
});
