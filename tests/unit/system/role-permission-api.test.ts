import { describe, expect, it } from 'vitest';
import { createRolePermissionApi } from '../../../providers/role-permission-api';
import { createTestHttp, json, sysOk } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

// The role calls' readings of JeecgBoot replies (jeecg-contracts §2.3, §2.4): the code check's
// success false, the comma-joined data rule ids both ways, and a refused save's message.

const refused = (message: string, code = 500) => ({
  success: false,
  message,
  code,
  result: null,
  timestamp: 1763701200000,
});

function apiReplying(body: unknown) {
  const test = createTestHttp({ reply: () => json(body) });
  return { api: createRolePermissionApi(test.http), sent: test.sent };
}

describe('role permission API', () => {
  it.each([
    ['free', sysOk(true), { ok: true, exists: false }],
    ['taken', refused('角色编码已存在', 0), { ok: true, exists: true }],
    ['unanswered', refused('操作失败'), { ok: false, message: '操作失败', presented: false }],
  ])('reads a %s role code', async (_case, reply, answer) => {
    const { api, sent } = apiReplying(reply);
    await expect(api.checkRoleCode('settle_review', 'r1')).resolves.toEqual(answer);
    const query = Object.fromEntries(sent[0]?.url.searchParams ?? []);
    expect(query).toMatchObject({ roleCode: 'settle_review', id: 'r1' });
  });

  it('reads the rules of a menu and the comma-joined ids the role has', async () => {
    const rule = { id: 'd1', ruleName: '只看本部门用户' };
    const { api, sent } = apiReplying(sysOk({ datarule: [rule], drChecked: 'd1,d2' }));
    await expect(api.roleDataRules('menu', 'role')).resolves.toEqual({
      rules: [rule],
      checked: ['d1', 'd2'],
    });
    expect(sent[0]?.url.pathname).toBe('/admin/sys/role/datarule/menu/role');
  });

  it('rejects a menu without rules with the server message', async () => {
    const { api } = apiReplying(refused('未找到权限配置信息'));
    await expect(api.roleDataRules('menu', 'role')).rejects.toEqual(
      new ApiError('未找到权限配置信息', 'server'),
    );
  });

  it('sends the checked rule ids comma-joined and reads the save message', async () => {
    const { api, sent } = apiReplying(sysOk('保存成功!', '保存成功!'));
    await expect(
      api.saveRoleDataRules({ permissionId: 'menu', roleId: 'role', dataRuleIds: ['d1', 'd3'] }),
    ).resolves.toEqual({ ok: true, message: '保存成功!' });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      permissionId: 'menu',
      roleId: 'role',
      dataRuleIds: 'd1,d3',
    });
  });

  it('reports a refused grant with its message', async () => {
    const { api } = apiReplying(refused('授权失败！'));
    await expect(
      api.saveRolePermissions({ roleId: 'role', permissionIds: 'a', lastpermissionIds: '' }),
    ).resolves.toEqual({ ok: false, message: '授权失败！', presented: false });
  });
});
