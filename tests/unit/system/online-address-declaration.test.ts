import { describe, expect, it, vi } from 'vitest';
import type { UserAdminApi } from '../../../providers/user-admin-api';
import { addressListDeclaration } from '../../../resources/system/address-list/declaration';
import {
  ONLINE_FORCE_LOGOUT_CODE,
  onlineUserDeclaration,
  onlineUserListDeclaration,
} from '../../../resources/system/online/declaration';
import { declaredQueryParameters, sysContract } from '../kit/contract';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';
import addressListResource from '../../../resources/system/address-list';

// 在线用户 and 通讯录 against the contract (spec 2.7, 6; jeecg-contracts §2.9 /sys/online,
// SysUserOnlineVO; the provisional /sys/user/queryByOrgCodeForAddressList).

describe('在线用户 declaration', () => {
  it('lists sessions read-only by token and searches by account, as the contract declares', () => {
    const declaration = onlineUserListDeclaration;
    expect(declaration).toMatchObject({
      resource: { name: 'onlineUser' },
      rowKey: 'token',
    });
    // Read-only: the module offers no delete, so the list shows none.
    expect(declaration.resource.endpoints).not.toHaveProperty('delete');
    expect(declaration.resource.endpoints).not.toHaveProperty('deleteBatch');
    expect(declaration.form).toBeUndefined();
    expectInContract([
      ...standardCalls('onlineUser', declaration),
      ['/sys/online/forceLogout', 'post'],
    ]);
    expectDeclaredFields(declaration, { row: ['SysUserOnline'] });
  });

  it('强退 asks first and ends the row’s session by its token, under a granted code', async () => {
    const forceLogout = vi.fn(() =>
      Promise.resolve({ ok: true as const, message: '退出登录成功！' }),
    );
    const api = { forceLogout } as Pick<UserAdminApi, 'forceLogout'> as UserAdminApi;
    const declaration = onlineUserDeclaration(api);
    const [action] = declaration.rowActions ?? [];
    const row = { id: 'u1', token: 'tk-1', username: 'liuyang' };
    expect(typeof action?.confirm === 'function' && action.confirm(row)).toBe(
      '强制退出用户”liuyang“？',
    );
    await expect(action?.run?.(row)).resolves.toEqual({ ok: true, message: '退出登录成功！' });
    expect(forceLogout).toHaveBeenCalledWith('tk-1');

    expect(buttonCodes(declaration)).toEqual([ONLINE_FORCE_LOGOUT_CODE]);
    expectCodesGranted(buttonCodes(declaration));
  });

  it('is the page of the server menu entry system/SysUserOnlineList', () => {
    expectMenuPage('system/SysUserOnlineList');
  });
});

describe('通讯录 declaration', () => {
  it('reads the address book rows by userId, read-only, with the contract’s fields', () => {
    const declaration = addressListDeclaration();
    expect(declaration).toMatchObject({
      resource: { name: 'addressList' },
      rowKey: 'userId',
    });
    expect(declaration.resource.endpoints).not.toHaveProperty('delete');
    expect(declaration.resource.endpoints).not.toHaveProperty('deleteBatch');
    expectInContract(standardCalls('addressList', declaration));
    expectDeclaredFields(declaration, { row: ['SysUserAddressRecord'] });
    // The server adds the LIKE itself: the raw text is sent.
    for (const field of declaration.search ?? []) {
      expect(field).toMatchObject({ kind: 'text', operator: 'eq' });
    }
  });

  it('sends the chosen department’s org code, and none before one is chosen', () => {
    expect(addressListDeclaration().permanentFilters).toEqual([]);
    expect(addressListDeclaration('A01A04').permanentFilters).toEqual([
      { field: 'orgCode', operator: 'eq', value: 'A01A04' },
    ]);
    expect(declaredQueryParameters(sysContract(), addressListResource.endpoints.list)).toContain(
      'orgCode',
    );
  });

  it('is the page of the server menu entry system/AddressList', () => {
    expectMenuPage('system/AddressList');
  });
});
