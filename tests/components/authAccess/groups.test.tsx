/**
 * 用户组 (issue 19 B): the bodies of 新增 and 编辑, a refusal keeping the dialog and the input
 * (spec 7.1), a level change of a group with users refused before asking, and the spec 6 codes
 * hiding the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GroupListPage } from '../../../resources/auth/group/GroupListPage';
import {
  ALL_CODES,
  AUTH_ACCESS_PATHS as P,
  capOk,
  capRefused,
  choose,
  grant,
  listBody,
  recordingPost,
  renderWith,
  seedDictionaries,
} from './harness';

const GROUPS = [
  {
    groupId: 'G1001',
    groupName: '平台运营组',
    groupType: 'plat_ops',
    userCount: 12,
    remark: null,
    createTime: '2025-03-02 09:00:00',
  },
  {
    groupId: 'G1005',
    groupName: '杭州西湖网络科技商户组',
    groupType: 'merchant_admin',
    userCount: 0,
    remark: '商户自助管理',
    createTime: '2025-06-18 16:45:00',
  },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => seedDictionaries());

describe('用户组', { timeout: 120_000 }, () => {
  it('lists the groups with type and level; 新增 sends the typed group', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.groupInquiry]: capOk(listBody(GROUPS)),
      [P.groupAddition]: capOk(null, '新增成功'),
    });
    renderWith(calls.post, <GroupListPage />);
    await waitFor(() => rowOf('平台运营组'));
    expect(within(rowOf('平台运营组')).getByText('平台运营')).toBeInTheDocument();
    expect(within(rowOf('平台运营组')).getByText('平台级')).toBeInTheDocument();
    expect(within(rowOf('杭州西湖网络科技商户组')).getByText('业务级')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增用户组' }));
    type('用户组名称', ' 上海分公司运营组 ');
    await choose(dialog(), '用户组类型', '机构运营');
    expect(within(dialog()).getByText('级别：平台级')).toBeInTheDocument();
    ok();
    await waitFor(() => expect(calls.callsTo(P.groupAddition)).toHaveLength(1));
    expect(calls.callsTo(P.groupAddition)[0]?.payload).toEqual({
      groupName: '上海分公司运营组',
      groupType: 'org_ops',
      remark: null,
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo(P.groupInquiry)).toHaveLength(2));
  });

  it('a refusal shows the server’s text and keeps the dialog with what was typed', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.groupInquiry]: capOk(listBody(GROUPS)),
      [P.groupUpdating]: capRefused('用户组名称已存在:名称“客服中心”已被用户组G1004使用'),
    });
    renderWith(calls.post, <GroupListPage />);
    await waitFor(() => rowOf('杭州西湖网络科技商户组'));
    fireEvent.click(within(rowOf('杭州西湖网络科技商户组')).getByRole('button', { name: '编辑' }));
    type('用户组名称', '客服中心');
    ok();
    expect(
      await screen.findByText('用户组名称已存在:名称“客服中心”已被用户组G1004使用'),
    ).toBeInTheDocument();
    expect(calls.callsTo(P.groupUpdating)[0]?.payload).toEqual({
      groupId: 'G1005',
      groupName: '客服中心',
      groupType: 'merchant_admin',
      remark: '商户自助管理',
    });
    expect(within(dialog()).getByLabelText('用户组名称')).toHaveValue('客服中心');
  });

  it('a group with users cannot change level: said before the server is asked', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({ [P.groupInquiry]: capOk(listBody(GROUPS)) });
    renderWith(calls.post, <GroupListPage />);
    await waitFor(() => rowOf('平台运营组'));
    fireEvent.click(within(rowOf('平台运营组')).getByRole('button', { name: '编辑' }));
    await choose(dialog(), '用户组类型', '商户管理');
    expect(
      await within(dialog()).findByText('该用户组下有12名用户，不能在平台级与业务级类型之间变更'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    expect(calls.callsTo(P.groupUpdating)).toHaveLength(0);
  });

  it('without the codes there is no 新增 and no 编辑', async () => {
    grant([]);
    const calls = recordingPost({ [P.groupInquiry]: capOk(listBody(GROUPS)) });
    renderWith(calls.post, <GroupListPage />);
    await waitFor(() => rowOf('平台运营组'));
    expect(screen.queryByRole('button', { name: '新增用户组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('a failed read shows the server’s text', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({ [P.groupInquiry]: capRefused('交易失败:参数校验不通过') });
    renderWith(calls.post, <GroupListPage />);
    expect(await screen.findByText('交易失败:参数校验不通过')).toBeInTheDocument();
  });
});
