/**
 * 代理商 (issue 18 C): the bodies of 添加下级, 编辑 and 停用 with its reason, a refusal keeping the
 * dialog and the input (spec 7.1), a third level refused before asking, and the spec 6 codes
 * hiding the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  AGENT_PATHS as P,
  agent,
  capOk,
  capRefused,
  choose,
  grant,
  recordingPost,
  renderAgents,
  seedDictionaries,
  treeBody,
} from './harness';

const THIRD = agent({
  agentCode: 'AG10101',
  agentName: '杭州文三路代理',
  level: '3',
  parentCode: 'AG101',
  parentName: '杭州西溪代理',
});
const ROOTS = [
  agent(),
  THIRD,
  agent({ agentCode: 'AG004', agentName: '广州天河代理', agentStatus: '02' }),
];

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const buttonsOf = (code: string) =>
  [...rowOf(code).querySelectorAll('td:last-child button')].map((button) => button.textContent);
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => seedDictionaries());

describe('代理商', { timeout: 120_000 }, () => {
  it('添加下级 sends the parent code and the typed agent; the new level is shown', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.agentInquiry]: capOk(treeBody(ROOTS)),
      [P.agentAddition]: capOk(null, '新增成功'),
    });
    renderAgents(calls.post);
    await waitFor(() => rowOf('AG001'));
    fireEvent.click(within(rowOf('AG001')).getByRole('button', { name: '添加下级' }));
    expect(await within(dialog()).findByText('二级代理')).toBeInTheDocument();
    expect(within(dialog()).getByText('杭州西湖代理（AG001）')).toBeInTheDocument();
    type('代理商名称', '杭州西溪代理');
    type('联系人', '吴晓梅');
    type('联系人手机号', '13912342087');
    await choose(dialog(), '分佣方式', '按笔固定');
    type('每笔佣金（元）', '0.5');
    await choose(dialog(), '账户性质', '对私');
    type('账户名称', '吴晓梅');
    type('银行卡号', '6214830112345821');
    type('开户银行', '招商银行');
    ok();
    await waitFor(() => expect(calls.callsTo(P.agentAddition)).toHaveLength(1));
    expect(calls.callsTo(P.agentAddition)[0]?.payload).toEqual({
      parentCode: 'AG001',
      agentName: '杭州西溪代理',
      contactName: '吴晓梅',
      contactMobile: '13912342087',
      region: null,
      commissionMode: '02',
      commissionRate: null,
      commissionFixed: '0.50',
      remark: null,
      settleAcct: {
        bankName: '招商银行',
        branchName: null,
        cardNo: '6214830112345821',
        acctName: '吴晓梅',
        acctKind: '2',
      },
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('编辑 sends the agent code with the masked values as they came', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.agentInquiry]: capOk(treeBody(ROOTS)),
      [P.agentUpdating]: capOk(null, '修改成功'),
    });
    renderAgents(calls.post);
    await waitFor(() => rowOf('AG001'));
    fireEvent.click(within(rowOf('AG001')).getByRole('button', { name: '编辑' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('佣金比例（%）')).toHaveValue('0.0500'),
    );
    type('佣金比例（%）', '0.06');
    ok();
    await waitFor(() => expect(calls.callsTo(P.agentUpdating)).toHaveLength(1));
    expect(calls.callsTo(P.agentUpdating)[0]?.payload).toMatchObject({
      agentCode: 'AG001',
      agentName: '杭州西湖代理',
      contactMobile: '138****6621',
      commissionMode: '01',
      commissionRate: '0.0600',
      commissionFixed: null,
      settleAcct: { cardNo: '6222 **** **** 3306', acctKind: '1' },
    });
  });

  it('a refused save keeps the dialog and what was typed, with the server’s text', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.agentInquiry]: capOk(treeBody(ROOTS)),
      [P.agentUpdating]: capRefused('代理商名称已存在:名称“上海张江代理”已被代理商AG201使用'),
    });
    renderAgents(calls.post);
    await waitFor(() => rowOf('AG001'));
    fireEvent.click(within(rowOf('AG001')).getByRole('button', { name: '编辑' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('代理商名称')).toHaveValue('杭州西湖代理'),
    );
    type('代理商名称', '上海张江代理');
    ok();
    expect(await screen.findByText(/代理商名称已存在/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('代理商名称')).toHaveValue('上海张江代理');
  });

  it('停用 asks a reason and sends it; 启用 is offered for a disabled one', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.agentInquiry]: capOk(treeBody(ROOTS)),
      [P.agentStatusModify]: capOk(null, '停用成功'),
    });
    renderAgents(calls.post);
    await waitFor(() => rowOf('AG001'));
    expect(buttonsOf('AG004')).toContain('启用');
    fireEvent.click(within(rowOf('AG001')).getByRole('button', { name: '停用' }));
    ok();
    expect(await within(dialog()).findByText('请输入原因')).toBeInTheDocument();
    expect(calls.callsTo(P.agentStatusModify)).toHaveLength(0);
    type('原因', '区域调整');
    ok();
    await waitFor(() => expect(calls.callsTo(P.agentStatusModify)).toHaveLength(1));
    expect(calls.callsTo(P.agentStatusModify)[0]?.payload).toEqual({
      agentCode: 'AG001',
      action: 'disable',
      reason: '区域调整',
    });
  });

  it('a third-level agent takes no child: the reason is shown and nothing opens', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({ [P.agentInquiry]: capOk(treeBody(ROOTS)) });
    renderAgents(calls.post);
    await waitFor(() => rowOf('AG10101'));
    fireEvent.click(within(rowOf('AG10101')).getByRole('button', { name: '添加下级' }));
    expect(await screen.findByText('代理商最多三级，三级代理不能再添加下级')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without the agent codes only 客户 is offered', async () => {
    grant([]);
    renderAgents(recordingPost({ [P.agentInquiry]: capOk(treeBody(ROOTS)) }).post);
    await waitFor(() => rowOf('AG001'));
    expect(buttonsOf('AG001')).toEqual(['客户']);
    expect(screen.queryByRole('button', { name: '新建代理商' })).not.toBeInTheDocument();
  });
});
