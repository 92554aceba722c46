import { describe, expect, it, vi } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import type { UserAdminApi } from '../../../providers/user-admin-api';
import { pageForComponent } from '../../../resources/registry';
import { addressListDeclaration } from '../../../resources/system/address-list/declaration';
import {
  ONLINE_FORCE_LOGOUT_CODE,
  onlineUserDeclaration,
  onlineUserListDeclaration,
} from '../../../resources/system/online/declaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// 在线用户 and 通讯录 against the contract (spec 2.7, 6; jeecg-contracts §2.9 /sys/online,
// SysUserOnlineVO; the provisional /sys/user/queryByOrgCodeForAddressList).

const sys = sysContract();
const contractOperations = operations(sys);

describe('在线用户 declaration', () => {
  it('lists sessions read-only by token and searches by account, as the contract declares', () => {
    const declaration = onlineUserListDeclaration;
    expect(declaration).toMatchObject({ resource: 'onlineUser', rowKey: 'token', readOnly: true });
    expect(declaration.form).toBeUndefined();
    expect(contractOperations.get(resourceEndpoints.onlineUser.list)).toContain('get');
    expect(contractOperations.get('/sys/online/forceLogout')).toContain('post');
    const fields = schemaProperties(sys, 'SysUserOnline');
    for (const column of declaration.columns) {
      expect(fields).toContain(column.field);
      if (column.dictText) expect(fields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/online/list');
    for (const field of declaration.search ?? []) expect(listParameters).toContain(field.field);
  });

  it('强退 asks first and ends the row’s session by its token, under a granted code', async () => {
    const forceLogout = vi.fn(() =>
      Promise.resolve({ ok: true as const, message: '退出登录成功！' }),
    );
    const api = { forceLogout } as Pick<UserAdminApi, 'forceLogout'> as UserAdminApi;
    const [action] = onlineUserDeclaration(api).rowActions ?? [];
    const row = { id: 'u1', token: 'tk-1', username: 'liuyang' };
    expect(typeof action?.confirm === 'function' && action.confirm(row)).toBe(
      '强制退出用户”liuyang“？',
    );
    await expect(action?.run?.(row)).resolves.toEqual({ ok: true, message: '退出登录成功！' });
    expect(forceLogout).toHaveBeenCalledWith('tk-1');

    expect(action?.code).toBe(ONLINE_FORCE_LOGOUT_CODE);
    const { auth, allAuth } = exampleButtonCodes(capContract());
    expect(auth).toContain(ONLINE_FORCE_LOGOUT_CODE);
    expect(allAuth).toContain(ONLINE_FORCE_LOGOUT_CODE);
  });

  it('is the page of the server menu entry system/SysUserOnlineList', () => {
    expect(capContract()).toContain('component: system/SysUserOnlineList');
    expect(pageForComponent('system/SysUserOnlineList')).toBeDefined();
  });
});

describe('通讯录 declaration', () => {
  it('reads the address book rows by userId, read-only, with the contract’s fields', () => {
    const declaration = addressListDeclaration();
    expect(declaration).toMatchObject({
      resource: 'addressList',
      rowKey: 'userId',
      readOnly: true,
    });
    expect(contractOperations.get(resourceEndpoints.addressList.list)).toContain('get');
    const fields = schemaProperties(sys, 'SysUserAddressRecord');
    for (const column of declaration.columns) expect(fields).toContain(column.field);
    const listParameters = declaredQueryParameters(sys, resourceEndpoints.addressList.list);
    for (const field of declaration.search ?? []) {
      expect(listParameters).toContain(field.field);
      // The server adds the LIKE itself: the raw text is sent.
      expect(field).toMatchObject({ kind: 'text', operator: 'eq' });
    }
  });

  it('sends the chosen department’s org code, and none before one is chosen', () => {
    expect(addressListDeclaration().permanentFilters).toEqual([]);
    expect(addressListDeclaration('A01A04').permanentFilters).toEqual([
      { field: 'orgCode', operator: 'eq', value: 'A01A04' },
    ]);
    expect(declaredQueryParameters(sys, resourceEndpoints.addressList.list)).toContain('orgCode');
  });

  it('is the page of the server menu entry system/AddressList', () => {
    expect(capContract()).toContain('component: system/AddressList');
    expect(pageForComponent('system/AddressList')).toBeDefined();
  });
});
