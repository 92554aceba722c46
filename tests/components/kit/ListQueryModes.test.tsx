/**
 * useListQuery under ListPage (issue 15 item 1): the list conditions the Refine table used to send
 * are still sent. A sorted column sends `column`/`order` from page 1 with the permanent filters
 * (spec 7.5); a tree module reads its whole tree with no paging and shows no pager (spec 3 tree
 * node).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListDeclaration } from '../../../resources/kit';
import permissionResource from '../../../resources/system/permission';
import positionResource from '../../../resources/system/position';
import { ok, renderList, routedRequester, withTestRows } from './harness';

interface Item {
  id: string;
  name: string;
  children?: Item[];
}

describe('the list conditions of useListQuery', { timeout: 60_000 }, () => {
  it('sorts by a column from page 1 and keeps the permanent filters', async () => {
    const declaration: ListDeclaration<Item> = {
      resource: withTestRows(positionResource),
      title: '职务管理',
      columns: [{ field: 'name', title: '职务名称', sortable: true }],
      permanentFilters: [{ field: 'postRank', operator: 'eq', value: '1' }],
    };
    const backend = routedRequester({
      'GET /sys/position/list': ok({ records: [{ id: 'p1', name: '总经理' }], total: 11 }),
    });
    renderList(declaration, backend.request);
    await screen.findByRole('cell', { name: '总经理' });
    const [first] = backend.callsTo('/sys/position/list');
    expect(first?.query).toMatchObject({ postRank: '1', column: 'createTime', order: 'desc' });

    fireEvent.click(screen.getByRole('columnheader', { name: /职务名称/ }));
    await waitFor(() => expect(backend.callsTo('/sys/position/list')).toHaveLength(2));
    expect(backend.callsTo('/sys/position/list')[1]?.query).toMatchObject({
      postRank: '1',
      column: 'name',
      order: 'asc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('reads a tree module whole: no paging sent, no pager shown', async () => {
    const declaration: ListDeclaration<Item> = {
      resource: withTestRows(permissionResource),
      title: '菜单管理',
      columns: [{ field: 'name', title: '菜单名称' }],
    };
    const backend = routedRequester({
      'GET /sys/permission/list': ok([
        { id: 'm1', name: '系统管理', children: [{ id: 'm2', name: '用户管理' }] },
      ]),
    });
    renderList(declaration, backend.request);
    await screen.findByRole('cell', { name: /系统管理/ });
    const query = backend.callsTo('/sys/permission/list')[0]?.query ?? {};
    expect(Object.keys(query)).not.toContain('pageNo');
    expect(Object.keys(query)).not.toContain('pageSize');
    expect(screen.queryByText(/共\s*\d+\s*条/)).toBeNull();
  });
});
