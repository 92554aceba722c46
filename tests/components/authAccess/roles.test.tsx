/**
 * 角色 (issue 19 B): 授权 sends the ticked button with the menus above it, a save taking grants
 * away asks first, a refused code keeps the dialog, and the spec 6 codes hide the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RoleListPage } from '../../../resources/auth/role/RoleListPage';
import {
  ALL_CODES,
  AUTH_ACCESS_PATHS as P,
  TREE,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderWith,
  seedDictionaries,
} from './harness';

const ROLES = [
  {
    roleId: 'RL01',
    roleCode: 'plat_operator',
    roleName: '平台运营',
    remark: null,
    userCount: 12,
    createTime: '2025-03-02 09:10:00',
  },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const treeItem = (name: string) =>
  screen
    .getByText(name, { selector: '.ant-tree-title span' })
    .closest('.ant-tree-treenode') as HTMLElement;
const tick = (name: string) =>
  fireEvent.click(treeItem(name).querySelector('.ant-tree-checkbox') as HTMLElement);

beforeEach(() => seedDictionaries());

describe('角色', { timeout: 400_000 }, () => {
  it('授权 adds the menus above a ticked button; taking a grant away asks first', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.roleInquiry]: capOk(listBody(ROLES)),
      [P.resourceInquiry]: capOk(listBody(TREE)),
      [P.roleResourceInquiry]: capOk({ roleId: 'RL01', resourceIds: ['R10'] }),
      [P.roleResourceModify]: capOk(null, '授权成功'),
    });
    renderWith(calls.post, <RoleListPage />);
    await waitFor(() => rowOf('平台运营'));
    fireEvent.click(within(rowOf('平台运营')).getByRole('button', { name: '授权' }));
    await waitFor(() => treeItem('新增用户组'));
    tick('新增用户组');
    tick('代理商与供应商');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(/新增3项，取消1项/)).toBeInTheDocument();
    expect(calls.callsTo(P.roleResourceModify)).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.callsTo(P.roleResourceModify)).toHaveLength(1));
    expect(calls.callsTo(P.roleResourceModify)[0]?.payload).toEqual({
      roleId: 'RL01',
      resourceIds: ['R20', 'R2010', 'R201001'],
    });
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
  });

  it('a refused code shows the server’s text and keeps the dialog; no codes, no buttons', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.roleInquiry]: capOk(listBody(ROLES)),
      [P.roleAddition]: capRefused('角色编码已存在:角色编码“plat_operator”已被角色RL01使用'),
    });
    const view = renderWith(calls.post, <RoleListPage />);
    await waitFor(() => rowOf('平台运营'));
    fireEvent.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('角色编码'), {
      target: { value: 'plat_operator' },
    });
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '运营二组' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await screen.findByText('角色编码已存在:角色编码“plat_operator”已被角色RL01使用'),
    ).toBeInTheDocument();
    expect(calls.callsTo(P.roleAddition)[0]?.payload).toEqual({
      roleCode: 'plat_operator',
      roleName: '运营二组',
      remark: null,
    });
    expect(within(dialog).getByLabelText('角色名称')).toHaveValue('运营二组');
    view.unmount();

    grant([]);
    renderWith(calls.post, <RoleListPage />);
    await waitFor(() => rowOf('平台运营'));
    expect(screen.queryByRole('button', { name: '新增角色' })).toBeNull();
    expect(screen.queryByRole('button', { name: '授权' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
