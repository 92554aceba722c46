/**
 * 调账管理 (issue 17 page 6; codes17 maker–checker): the actions a row offers by status, submitter
 * and button code (spec 6), 新建调账's body with the encrypted operation password (spec 7.2), the
 * required reason, 调减 over the available balance refused before sending, and refusals keeping
 * the input (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PATHS,
  account,
  adjustment,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderAdjustments,
  seedSession,
} from './harness';

const ALL = ['adjust:add', 'adjust:audit'];
const ROWS = [
  adjustment({ adjustNo: 'J-OTHER', submitter: 'zhoulin' }),
  adjustment({ adjustNo: 'J-OWN', submitter: 'admin', submitterName: '系统管理员' }),
  adjustment({ adjustNo: 'J-DONE', adjustStatus: '02' }),
  adjustment({ adjustNo: 'J-REJECTED', adjustStatus: '04' }),
  adjustment({
    adjustNo: 'J-FILED',
    adjustStatus: '05',
    attachments: [{ fileName: '调账审批单.pdf', filePath: 'bill/adjust/20261125/tzspd.pdf' }],
  }),
];

const rowOf = (adjustNo: string) => screen.getByText(adjustNo).closest('tr') as HTMLElement;
const linksOf = (adjustNo: string) =>
  [...rowOf(adjustNo).querySelectorAll('td:last-child button')].map((link) => link.textContent);
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
/** Searches 账号 by `keyword` and picks the contract's account from the options. */
async function pickAccount(keyword: string) {
  const picker = within(dialog()).getByLabelText('账号');
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: keyword } });
  fireEvent.click(await screen.findByTitle('杭州云栖便利店有限公司基本户（6218801000000121）'));
}

beforeEach(() => seedSession('admin'));

describe('调账管理', { timeout: 120_000 }, () => {
  it('offers pass and reject to another operator, cancel to the submitter, none once audited', async () => {
    grant(ALL);
    renderAdjustments(recordingPost({ [PATHS.adjustInquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('J-OTHER'));
    expect(linksOf('J-OTHER')).toEqual(['复核通过', '驳回']);
    expect(linksOf('J-OWN')).toEqual(['撤销']);
    expect(linksOf('J-DONE')).toEqual([]);
    expect(linksOf('J-REJECTED')).toEqual([]);
    expect(rowOf('J-OTHER')).toHaveTextContent('1,250.00');
    expect(await within(rowOf('J-OTHER')).findByText('待复核')).toBeInTheDocument();
    const file = within(rowOf('J-FILED')).getByRole('link', { name: /调账审批单\.pdf/ });
    expect(file).toHaveAttribute('href', '/static/bill/adjust/20261125/tzspd.pdf');
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides audit without adjust:audit, and 新建调账 and 撤销 without adjust:add', async () => {
    grant(['adjust:audit']);
    renderAdjustments(recordingPost({ [PATHS.adjustInquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => rowOf('J-OTHER'));
    expect(linksOf('J-OWN')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新建调账' })).not.toBeInTheDocument();

    grant(['adjust:add']);
    renderAdjustments(recordingPost({ [PATHS.adjustInquiry]: capOk(listBody(ROWS)) }).post);
    await waitFor(() => expect(screen.getAllByText('J-OTHER')).toHaveLength(2));
    const [, secondOther] = screen.getAllByText('J-OTHER');
    const row = secondOther?.closest('tr');
    expect(row?.querySelectorAll('td:last-child button')).toHaveLength(0);
  });

  it('refuses a 调减 over the available balance before sending, then sends the body', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.adjustInquiry]: capOk(listBody([])),
      [PATHS.account]: capOk(listBody([account])),
      [PATHS.adjustAddition]: capOk(adjustment({ submitter: 'admin' }), '提交成功，待复核'),
    });
    renderAdjustments(post);
    fireEvent.click(await screen.findByRole('button', { name: '新建调账' }));
    await pickAccount('6218801000000121');
    // Available = 12,345.60 − 2,000.00, from the balance and frozen amount.
    expect(await within(dialog()).findByText('10,345.60')).toBeInTheDocument();
    expect(callsTo(PATHS.account)[0]?.payload).toEqual({ acctNo: '6218801000000121' });

    fireEvent.click(within(dialog()).getByLabelText('调减'));
    type('调账金额', '10345.61');
    type('操作密码', 'Op@123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));
    expect(
      await within(dialog()).findByText('可用余额不足，可用余额 10,345.60 元'),
    ).toBeInTheDocument();
    expect(await within(dialog()).findByText('请输入调账原因')).toBeInTheDocument();
    expect(callsTo(PATHS.adjustAddition)).toHaveLength(0);

    type('调账金额', '10345.6');
    type('调账原因', '  11月20日重复入账冲正 ');
    fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsTo(PATHS.adjustAddition)).toHaveLength(1));
    expect(callsTo(PATHS.adjustAddition)[0]?.payload).toEqual({
      acctNo: '6218801000000121',
      adjustDirection: '2',
      amount: '10345.60',
      reason: '11月20日重复入账冲正',
      opPsw: 'enc(Op@123456)',
    });
    expect(await screen.findByText('提交成功，待复核')).toBeInTheDocument();
  });

  it('keeps the dialog and the input when the server refuses (wrong operation password)', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.adjustInquiry]: capOk(listBody([])),
      [PATHS.account]: capOk(listBody([account])),
      [PATHS.adjustAddition]: capRefused('操作密码错误:操作密码错误，还可尝试4次'),
    });
    renderAdjustments(post);
    fireEvent.click(await screen.findByRole('button', { name: '新建调账' }));
    await pickAccount('6218801000000121');
    await within(dialog()).findByText('10,345.60');
    type('调账金额', '99999.99');
    type('调账原因', '补记入账');
    type('操作密码', 'wrong');
    fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('操作密码错误:操作密码错误，还可尝试4次')).toBeInTheDocument();
    // 调增 is not limited by the available balance.
    expect(callsTo(PATHS.adjustAddition)[0]?.payload).toMatchObject({
      adjustDirection: '1',
      amount: '99999.99',
    });
    expect(within(dialog()).getByLabelText('调账金额')).toHaveValue('99999.99');
    expect(within(dialog()).getByLabelText('调账原因')).toHaveValue('补记入账');
  });

  it('asks the reason of 驳回 and sends it', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.adjustInquiry]: capOk(listBody(ROWS)),
      [PATHS.adjustReject]: capOk(adjustment({ adjustStatus: '04' }), '驳回成功'),
    });
    renderAdjustments(post);
    fireEvent.click(within(await waitFor(() => rowOf('J-OTHER'))).getByText('驳回'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog()).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(callsTo(PATHS.adjustReject)).toHaveLength(0);

    type('驳回原因', '审批单未签字，请补充');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(PATHS.adjustReject)).toHaveLength(1));
    expect(callsTo(PATHS.adjustReject)[0]?.payload).toEqual({
      adjustNo: 'J-OTHER',
      auditRemark: '审批单未签字，请补充',
    });
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
  });

  it('shows the self-audit refusal and keeps the dialog', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.adjustInquiry]: capOk(listBody(ROWS)),
      [PATHS.adjustPass]: capRefused('不能复核本人提交的交易:操作员admin为该调账的提交人'),
    });
    renderAdjustments(post);
    fireEvent.click(within(await waitFor(() => rowOf('J-OTHER'))).getByText('复核通过'));
    type('复核意见', '已核对');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(
      await screen.findByText('不能复核本人提交的交易:操作员admin为该调账的提交人'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.adjustPass)[0]?.payload).toEqual({
      adjustNo: 'J-OTHER',
      auditRemark: '已核对',
    });
    expect(within(dialog()).getByLabelText('复核意见')).toHaveValue('已核对');
  });

  it('sends 撤销 of the own submission after confirming', async () => {
    grant(ALL);
    const { post, callsTo } = recordingPost({
      [PATHS.adjustInquiry]: capOk(listBody(ROWS)),
      [PATHS.adjustCancel]: capOk(adjustment({ adjustStatus: '05' }), '撤销成功'),
    });
    renderAdjustments(post);
    fireEvent.click(within(await waitFor(() => rowOf('J-OWN'))).getByText('撤销'));
    expect(
      within(dialog()).getByText(/确定要对调账单「J-OWN」（金额 1,250.00 元）/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(PATHS.adjustCancel)).toHaveLength(1));
    expect(callsTo(PATHS.adjustCancel)[0]?.payload).toEqual({ adjustNo: 'J-OWN' });
  });
});
