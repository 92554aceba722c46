/**
 * 用户管理 (issue 19 G): the list's masked values, status and groups; 新增 sends the form's fields
 * and a refusal keeps what was typed with the server's text (spec 7.1); 停用 asks for a reason;
 * 重置密码 checks the spec 5.2 rule and sends the password encrypted; the spec 6 codes hide the
 * buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { decryptCredential } from '../../../src/lib/crypto';
import {
  ALL_CODES,
  AUTH_USER_PATHS as P,
  TEST_AES_KEY,
  buttonsOf,
  capOk,
  capRefused,
  dialog,
  grant,
  groupsBody,
  listBody,
  ok,
  recordingPost,
  renderUsers,
  rowOf,
  seedDictionaries,
  user,
} from './harness';

const ROWS = [
  user(),
  user({
    userId: 'u-lijun',
    userName: 'lijun',
    realName: '李军',
    mobile: '139****6021',
    status: '02',
    statusReason: '已离职，停用账号',
  }),
  user({
    userId: 'u-zhaoxy',
    userName: 'zhaoxy',
    realName: '赵晓燕',
    mobile: '135****2290',
    groups: [
      { groupId: 'g-ops', groupName: '平台运营组' },
      { groupId: 'g-fin', groupName: '财务复核组' },
    ],
    status: '03',
    statusReason: '连续5次密码错误，账号已锁定',
  }),
];

const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

beforeEach(() => seedDictionaries());

describe('用户管理', { timeout: 120_000 }, () => {
  it('lists masked values, status texts, groups and the actions each status allows', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('wangfang'));
    expect(within(rowOf('wangfang')).getByText('138****8000')).toBeInTheDocument();
    expect(within(rowOf('wangfang')).getByText('3301**********1233')).toBeInTheDocument();
    expect(within(rowOf('wangfang')).getByText('已启用')).toBeInTheDocument();
    expect(within(rowOf('zhaoxy')).getByText('财务复核组')).toBeInTheDocument();
    expect(within(rowOf('zhaoxy')).getByText('已锁定')).toBeInTheDocument();
    expect(buttonsOf('wangfang')).toEqual(['编辑', '重置密码', '停用']);
    expect(buttonsOf('lijun')).toEqual(['启用']);
    expect(buttonsOf('zhaoxy')).toEqual(['编辑', '重置密码', '启用', '停用']);
    expect(calls.callsTo(P.inquiry)[0]?.payload).toEqual({});
  });

  it('searches with the filled filters only', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('wangfang'));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 王 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.callsTo(P.inquiry)).toHaveLength(2));
    expect(calls.callsTo(P.inquiry)[1]?.payload).toEqual({ realName: '王' });
  });

  it('新增 sends the fields; a refusal keeps the dialog, the input and shows the server text', async () => {
    grant(ALL_CODES);
    let refuse = true;
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
      [P.addition]: () =>
        refuse ? capRefused('手机号已被用户李军（lijun）使用') : capOk(null, '新增成功'),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('wangfang'));
    fireEvent.click(screen.getByRole('button', { name: '新增用户' }));
    type('登录账号', 'zhaoxy2');
    type('姓名', '赵晓燕');
    type('手机号', '13588612290');
    type('身份证号', '330106199512080069');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: '所属用户组' }));
    fireEvent.click(await screen.findByTitle('财务复核组'));
    ok();
    expect(await screen.findByText('手机号已被用户李军（lijun）使用')).toBeInTheDocument();
    expect(calls.callsTo(P.addition)[0]?.payload).toEqual({
      userName: 'zhaoxy2',
      realName: '赵晓燕',
      mobile: '13588612290',
      certNo: '330106199512080069',
      email: null,
      groupIds: ['g-fin'],
      remark: null,
    });
    expect(within(dialog()).getByLabelText('姓名')).toHaveValue('赵晓燕');
    refuse = false;
    ok();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo(P.inquiry).length).toBeGreaterThan(1));
  });

  it('编辑 opens with the masked values and sends them back unchanged', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
      [P.updating]: capOk(null, '保存成功'),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('wangfang'));
    fireEvent.click(within(rowOf('wangfang')).getByRole('button', { name: '编辑' }));
    expect(within(dialog()).getByLabelText('登录账号')).toBeDisabled();
    type('备注', '运营主管');
    ok();
    await waitFor(() => expect(calls.callsTo(P.updating)).toHaveLength(1));
    expect(calls.callsTo(P.updating)[0]?.payload).toEqual({
      userId: '3f6c1a9e2b7d4c58a0e6f1b3d9c7a254',
      realName: '王芳',
      mobile: '138****8000',
      certNo: '3301**********1233',
      email: 'wangfang@yunqi-pay.cn',
      groupIds: ['g-ops'],
      remark: '运营主管',
    });
  });

  it('停用 confirms and sends the reason; a refusal keeps the reason', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
      [P.statusModify]: capRefused('不能停用当前登录的用户'),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('wangfang'));
    fireEvent.click(within(rowOf('wangfang')).getByRole('button', { name: '停用' }));
    expect(
      within(dialog()).getByText('确定要停用用户「王芳（wangfang）」吗？'),
    ).toBeInTheDocument();
    ok();
    expect(await within(dialog()).findByText('请输入原因')).toBeInTheDocument();
    expect(calls.callsTo(P.statusModify)).toHaveLength(0);
    type('原因', '岗位调整');
    ok();
    expect(await screen.findByText('不能停用当前登录的用户')).toBeInTheDocument();
    expect(calls.callsTo(P.statusModify)[0]?.payload).toEqual({
      userId: '3f6c1a9e2b7d4c58a0e6f1b3d9c7a254',
      action: 'disable',
      reason: '岗位调整',
    });
    expect(within(dialog()).getByLabelText('原因')).toHaveValue('岗位调整');
  });

  it('重置密码 checks the password rule and sends it encrypted', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.inquiry]: capOk(listBody(ROWS)),
      [P.groupInquiry]: capOk(groupsBody),
      [P.passwordReset]: capOk(null, '密码重置成功，用户下次登录须修改密码'),
    });
    renderUsers(calls.post);
    await waitFor(() => rowOf('zhaoxy'));
    fireEvent.click(within(rowOf('zhaoxy')).getByRole('button', { name: '重置密码' }));
    expect(within(dialog()).getByText('重置密码：赵晓燕（zhaoxy）')).toBeInTheDocument();
    type('新登录密码', 'abc12345');
    type('确认新密码', 'abc12345');
    ok();
    expect(
      await within(dialog()).findByText('密码必须至少8位的英文字母、数字、字符组合'),
    ).toBeInTheDocument();
    type('新登录密码', 'Yq@2026pay');
    type('确认新密码', 'Yq@2026paY');
    ok();
    expect(await within(dialog()).findByText('两次输入的密码不一样')).toBeInTheDocument();
    type('确认新密码', 'Yq@2026pay');
    ok();
    await waitFor(() => expect(calls.callsTo(P.passwordReset)).toHaveLength(1));
    const payload = calls.callsTo(P.passwordReset)[0]?.payload as {
      userId: string;
      pswNew: string;
    };
    expect(payload.userId).toBe('u-zhaoxy');
    expect(payload.pswNew).not.toContain('Yq@2026pay');
    expect(decryptCredential(payload.pswNew, TEST_AES_KEY)).toBe('Yq@2026pay');
    expect(await screen.findByText('密码重置成功，用户下次登录须修改密码')).toBeInTheDocument();
  });

  it('without the user codes no button is offered', async () => {
    grant(['agent:add']);
    renderUsers(
      recordingPost({ [P.inquiry]: capOk(listBody(ROWS)), [P.groupInquiry]: capOk(groupsBody) })
        .post,
    );
    await waitFor(() => rowOf('wangfang'));
    expect(buttonsOf('wangfang')).toEqual([]);
    expect(buttonsOf('zhaoxy')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
  });
});
