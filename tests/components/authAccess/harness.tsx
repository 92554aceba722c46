/**
 * Renders 用户组, 资源 and 角色 over recording /cap service calls: the real API
 * (providers/auth-access-api.ts) over a fake `servicePost`, so tests assert the path and payload
 * each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import {
  AUTH_ACCESS_PATHS,
  createAuthAccessApi,
  type AuthResource,
} from '../../../providers/auth-access-api';
import type { ServicePost } from '../../../providers/cap-list';
import { AuthAccessContext } from '../../../resources/auth/accessShared/authAccessContext';
import { storage } from '../../../src/lib/storage';
import { AUTH_BUTTON } from '../../../src/lib/authAccess';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';
export { AUTH_ACCESS_PATHS };

export const ALL_CODES = Object.values(AUTH_BUTTON);

export const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    auth_group_type: [
      item('plat_admin', '平台管理'),
      item('plat_ops', '平台运营'),
      item('org_ops', '机构运营'),
      item('merchant_admin', '商户管理'),
    ],
    auth_resource_type: [item('1', '菜单'), item('2', '按钮')],
    auth_resource_status: [item('0', '停用'), item('1', '启用')],
  });
}

const node = (
  resourceId: string,
  parentId: string | null,
  resourceName: string,
  more: Partial<AuthResource> = {},
): AuthResource => ({
  resourceId,
  parentId,
  resourceName,
  resourceType: '1',
  path: null,
  action: null,
  status: '1',
  orderNum: 1,
  children: [],
  ...more,
});

/** A small tree of the contract's shape: 公司管理 with 用户组 (two buttons) and 角色. */
export const TREE: AuthResource[] = [
  node('R20', null, '公司管理', {
    path: '/auth',
    children: [
      node('R2010', 'R20', '用户组', {
        path: '/auth/groupList',
        children: [
          node('R201001', 'R2010', '新增用户组', { resourceType: '2', action: 'authgroup:add' }),
          node('R201002', 'R2010', '编辑用户组', {
            resourceType: '2',
            action: 'authgroup:edit',
            status: '0',
            orderNum: 2,
          }),
        ],
      }),
      node('R2030', 'R20', '角色', { path: '/auth/roleList', orderNum: 2 }),
    ],
  }),
  node('R10', null, '代理商与供应商', { path: '/agent', orderNum: 2 }),
];

export function renderWith(post: ServicePost, page: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AuthAccessContext value={createAuthAccessApi(post)}>{page}</AuthAccessContext>
      </AntdApp>
    </QueryClientProvider>,
  );
}
