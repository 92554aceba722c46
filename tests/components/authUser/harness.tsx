/**
 * Renders 用户管理 over recording /cap service calls: the real API (providers/auth-user-api.ts)
 * over a fake `servicePost`, so tests assert the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within, fireEvent } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import {
  AUTH_USER_PATHS,
  createAuthUserApi,
  type AuthUser,
} from '../../../providers/auth-user-api';
import type { ServicePost } from '../../../providers/cap-list';
import { AuthUserApiContext } from '../../../resources/auth/user/authUserApiContext';
import { UserListPage } from '../../../resources/auth/user/UserListPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, grant, recordingPost } from '../customer/harness';
export { AUTH_USER_PATHS };

export const TEST_AES_KEY = '1234567890adbcde';

export const ALL_CODES = ['authUser:add', 'authUser:edit', 'authUser:status', 'authUser:resetPwd'];

/** A user of the contract's examples (王芳, enabled, masked). */
export function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    userId: '3f6c1a9e2b7d4c58a0e6f1b3d9c7a254',
    userName: 'wangfang',
    realName: '王芳',
    mobile: '138****8000',
    certNo: '3301**********1233',
    email: 'wangfang@yunqi-pay.cn',
    groups: [{ groupId: 'g-ops', groupName: '平台运营组' }],
    status: '01',
    statusReason: null,
    lastLoginTime: '2026-11-27 09:12:33',
    createTime: '2026-10-08 14:20:05',
    remark: null,
    ...overrides,
  };
}

export const listBody = (rows: readonly AuthUser[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

export const groupsBody = {
  listData: [
    { groupId: 'g-ops', groupName: '平台运营组' },
    { groupId: 'g-fin', groupName: '财务复核组' },
  ],
  page: { count: 2, pageSize: 100, offset: 0 },
};

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    auth_user_status: [item('01', '已启用'), item('02', '已停用'), item('03', '已锁定')],
  });
}

export const renderUsers = (post: ServicePost) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AuthUserApiContext value={createAuthUserApi(post, TEST_AES_KEY)}>
          <UserListPage />
        </AuthUserApiContext>
      </AntdApp>
    </QueryClientProvider>,
  );

export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
export const buttonsOf = (text: string) =>
  [...rowOf(text).querySelectorAll('td:last-child button')].map((button) => button.textContent);
export const dialog = () => screen.getByRole('dialog');
export const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
