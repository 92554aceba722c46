// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { UserAdminApi } from '../../../providers/user-admin-api';
import type { FormContext, FormFieldDecl } from '../../../resources/kit';
import {
  SEX_DICT,
  USER_FREEZE_CODE,
  USER_PASSWORD_CODE,
  USER_PERMISSIONS,
  USER_PHONE_FIELD_CODE,
  USER_STATUS_DICT,
  userDeclaration,
  type UserRecord,
} from '../../../resources/system/user/declaration';
import { capContract } from '../kit/contract';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// The 用户管理 declaration against the contract (openapi/sys.yaml, cap.yaml) and its own calls
// (spec 2.7, 5.1, 5.2, 6, 7.4; jeecg-contracts §2.2 SysUserController, §3 SysUser).

const fakeApi = (): UserAdminApi => ({
  setStatus: vi.fn(() => Promise.resolve({ ok: true as const, message: '操作成功!' })),
  resetPassword: vi.fn(() => Promise.resolve({ ok: true as const, message: '密码修改成功!' })),
  checkUsername: vi.fn((name: string) =>
    Promise.resolve({ ok: true as const, exists: name === 'admin' }),
  ),
  userRoleIds: vi.fn(() => Promise.resolve(['r1', 'r2'])),
  userDepartIds: vi.fn(() => Promise.resolve(['d1'])),
  allRoles: vi.fn(() => Promise.resolve([])),
  forceLogout: vi.fn(() => Promise.resolve({ ok: true as const, message: '退出登录成功！' })),
});

const user = (status: number, username = 'liuyang'): UserRecord => ({
  id: `id-${username}`,
  username,
  status,
});

const fieldOf = (fields: readonly FormFieldDecl[] | undefined, name: string) => {
  const field = fields?.find((candidate) => candidate.field === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
const rulesOf = (field: FormFieldDecl, context: FormContext) =>
  typeof field.rules === 'function' ? field.rules(context) : (field.rules ?? []);

describe('用户管理 declaration', () => {
  const declaration = userDeclaration({ api: fakeApi() });

  it('uses the user paths of the endpoint table and its own calls, each in the contract', () => {
    expectInContract([
      ...standardCalls('user', declaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/user/frozenBatch', 'put'],
      ['/sys/user/changePassword', 'put'],
      ['/sys/user/checkOnlyUser', 'get'],
      ['/sys/user/queryUserRole', 'get'],
      ['/sys/user/userDepartList', 'get'],
      ['/sys/role/queryall', 'get'],
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('shows, searches and sends only SysUser fields (the form with selectedroles/selecteddeparts)', () => {
    expectDeclaredFields(declaration, { row: ['SysUser', 'SysUserRecord'], form: 'SysUserForm' });
    expectDictionariesInContract(SEX_DICT, USER_STATUS_DICT);
  });

  it('asks for the password and its confirmation on create only, under the spec 5.2 rule', async () => {
    const fields = declaration.form?.fields;
    for (const name of ['password', 'confirmpassword']) {
      expect(fieldOf(fields, name)).toMatchObject({ required: true, modes: ['create'] });
    }
    const [pattern] = rulesOf(fieldOf(fields, 'password'), { mode: 'create' });
    await expect(pattern?.validator?.({}, 'Ht@2026zy')).resolves.toBeUndefined();
    await expect(pattern?.validator?.({}, 'abcdefgh')).rejects.toThrow(
      '密码必须至少8位的英文字母、数字、字符组合',
    );
    const custom = userDeclaration({ policy: { pwdReg: '^\\d{6}$', pwdMsg: '请输入6位数字' } });
    const [configured] = rulesOf(fieldOf(custom.form?.fields, 'password'), { mode: 'create' });
    await expect(configured?.validator?.({}, 'Ht@2026zy')).rejects.toThrow('请输入6位数字');

    const confirm = fieldOf(fields, 'confirmpassword');
    expect(confirm.dependencies).toEqual(['password']);
    const [equal] = rulesOf(confirm, { mode: 'create', valueOf: () => 'Ht@2026zy' });
    await expect(equal?.validator?.({}, 'Ht@2026zy')).resolves.toBeUndefined();
    await expect(equal?.validator?.({}, 'Ht@2026zx')).rejects.toThrow('两次输入的密码不一样');
  });

  it('checks the account with checkOnlyUser on create and keeps it read-only on edit', async () => {
    const api = fakeApi();
    const username = fieldOf(userDeclaration({ api }).form?.fields, 'username');
    expect(username).toMatchObject({ required: true, readOnlyOnEdit: true });
    expect(rulesOf(username, { mode: 'edit', id: 'u1' })).toEqual([]);
    const [pattern, unique] = rulesOf(username, { mode: 'create' });
    expect('zhengyu').toMatch(pattern?.pattern ?? /never/);
    await expect(unique?.validator?.({}, 'admin')).rejects.toThrow('用户账号已存在');
    await expect(unique?.validator?.({}, 'zhengyu')).resolves.toBeUndefined();
    expect(api.checkUsername).toHaveBeenCalledWith('zhengyu');
  });

  it('locks the mobile number behind user:form:phone, a type 2 code of the menu example', () => {
    expect(fieldOf(declaration.form?.fields, 'phone').code).toBe(USER_PHONE_FIELD_CODE);
    expect(capContract()).toContain(
      `{ action: '${USER_PHONE_FIELD_CODE}', status: '1', type: '2', describe:`,
    );
  });

  it('reads the roles and departments of the edited user as comma strings', async () => {
    const api = fakeApi();
    const values = await userDeclaration({ api }).form?.editValues?.(user(1));
    expect(values).toEqual({ selectedroles: 'r1,r2', selecteddeparts: 'd1' });
    expect(api.userRoleIds).toHaveBeenCalledWith('id-liuyang');
    expect(api.userDepartIds).toHaveBeenCalledWith('id-liuyang');
  });

  it('offers 冻结 to active users and 解冻 to frozen ones, never touching admin', async () => {
    const api = fakeApi();
    const actions = userDeclaration({ api }).rowActions ?? [];
    const offered = (record: UserRecord) =>
      actions.filter((action) => action.visible?.(record) ?? true).map((action) => action.key);
    expect(offered(user(1))).toEqual(['freeze', 'password']);
    expect(offered(user(2))).toEqual(['unfreeze', 'password']);

    const [freeze, unfreeze] = actions;
    await expect(freeze?.run?.(user(1))).resolves.toEqual({ ok: true, message: '操作成功!' });
    await unfreeze?.run?.(user(2));
    expect(api.setStatus).toHaveBeenNthCalledWith(1, ['id-liuyang'], '2');
    expect(api.setStatus).toHaveBeenNthCalledWith(2, ['id-liuyang'], '1');
    await expect(freeze?.run?.(user(1, 'admin'))).resolves.toEqual({
      ok: false,
      message: '管理员账号不允许此操作！',
    });
    expect(api.setStatus).toHaveBeenCalledTimes(2);

    const [batchFreeze, batchUnfreeze] = userDeclaration({ api }).toolbarActions ?? [];
    expect(batchFreeze).toMatchObject({ needsSelection: true, confirm: '是否冻结选中账号?' });
    await batchFreeze?.run?.(['a', 'b']);
    await batchUnfreeze?.run?.(['a']);
    expect(api.setStatus).toHaveBeenNthCalledWith(3, ['a', 'b'], '2');
    expect(api.setStatus).toHaveBeenNthCalledWith(4, ['a'], '1');
  });

  it('guards every button with a code the menu example grants and lists', () => {
    expect(declaration.permissions).toEqual(USER_PERMISSIONS);
    const actionCodes = [
      ...(declaration.rowActions ?? []).map((action) => action.code),
      ...(declaration.toolbarActions ?? []).map((action) => action.code),
    ];
    expect(new Set(actionCodes)).toEqual(new Set([USER_FREEZE_CODE, USER_PASSWORD_CODE]));
    expectCodesGranted(buttonCodes(declaration));
  });

  it('is the page of the server menu entry system/UserList', () => {
    expectMenuPage('system/UserList');
  });
});
