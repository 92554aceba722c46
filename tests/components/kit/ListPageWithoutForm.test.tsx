import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListDeclaration } from '../../../resources/kit';
import { ok, renderList, routedRequester, withTestRows } from './harness';
import positionResource from '../../../resources/system/position';

// A list declared without a create/edit form (在线用户, 日志管理, 网关路由, 通讯录 are such lists)
// opens without antd's "useForm instance is not connected" warning (issue 13 item 9).

interface Session {
  token: string;
  username: string;
}

const READ_ONLY: ListDeclaration<Session> = {
  // The position paths without delete ones: a list the server fills by itself.
  resource: withTestRows({ ...positionResource, endpoints: { list: '/sys/position/list' } }),
  title: '在线用户',
  rowKey: 'token',
  columns: [{ field: 'username', title: '用户账号' }],
  search: [{ kind: 'text', field: 'username', label: '用户账号', operator: 'eq' }],
  show: false,
};

describe('a list without a form', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['with a search form', READ_ONLY],
    ['without a search form', { ...READ_ONLY, search: undefined }],
  ])('%s shows its rows and prints no warning', async (_case, declaration) => {
    const printed = vi.spyOn(console, 'error');
    const warned = vi.spyOn(console, 'warn');
    const { request } = routedRequester({
      'GET /sys/position/list': ok({
        records: [{ token: 't1', username: 'admin' }],
        total: 1,
        size: 10,
        current: 1,
      }),
    });
    renderList(declaration, request);
    expect(await screen.findByRole('cell', { name: 'admin' })).toBeVisible();
    const messages = [...printed.mock.calls, ...warned.mock.calls].map((call) => call.join(' '));
    expect(messages).toEqual([]);
  });
});
