/**
 * 交易复核 (issue 17 item 3, codes17 maker–checker): the actions each operator is offered (the
 * submitter never sees 复核通过 / 驳回 on their own submission, only they see 撤销), behind txn:audit
 * / txn:cancel; the bodies of TxnAuditPass / TxnAuditReject / TxnCancel; the required reason of
 * 驳回; the server's text when it refuses anyway (selfAudit E4003, alreadyAudited E4004, spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TxnAuditListPage } from '../../../resources/account/txn/TxnAuditListPage';
import {
  ALL_CODES,
  PATHS,
  actionsOf,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderAs,
  rowOf,
  seedDictionaries,
  txn,
} from './harness';

const THEIRS = txn({ txnNo: 'T20261125101530001', submitter: 'zhoulin' });
const MINE = txn({ txnNo: 'T20261125103012002', txnType: '03', submitter: 'admin' });
const DONE = txn({ txnNo: 'T20261124170541004', txnStatus: '02', receiptNo: 'HD202611240000417' });
const ROWS = [THEIRS, MINE, DONE];

const dialog = () => screen.getByRole('dialog');
const ok = () => fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

function openAudit(answers: Parameters<typeof recordingPost>[0] = {}, viewer = 'admin') {
  const recorder = recordingPost({ [PATHS.inquiry]: capOk(listBody(ROWS)), ...answers });
  renderAs(viewer, recorder.post, <TxnAuditListPage />);
  return recorder;
}

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('交易复核', { timeout: 300_000 }, () => {
  it('lists the pending transactions first, with status tags and formatted amounts', async () => {
    const { callsTo } = openAudit();
    await waitFor(() => rowOf(THEIRS.txnNo));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ txnStatus: '00' });
    const row = within(rowOf(THEIRS.txnNo));
    expect(row.getByText('12,888.80')).toBeInTheDocument();
    // Each tag reads its dictionary on mount, so its text follows the row by a tick (the code first).
    expect(await row.findByText('待复核')).toBeInTheDocument();
    expect(await row.findByText('单笔代付')).toBeInTheDocument();
  });

  it("offers 复核通过 / 驳回 on another's submission and only 撤销 on one's own", async () => {
    openAudit();
    await waitFor(() => rowOf(MINE.txnNo));
    expect(actionsOf(THEIRS.txnNo)).toEqual(['复核通过', '驳回', '电子回单']);
    expect(actionsOf(MINE.txnNo)).toEqual(['撤销', '电子回单']);
    // Filtered to 待复核: no 退款 even on a successful row.
    expect(actionsOf(DONE.txnNo)).toEqual(['电子回单']);
  });

  it('hides the actions whose code the operator lacks (spec 6)', async () => {
    grant(['txn:cancel']);
    openAudit();
    await waitFor(() => rowOf(THEIRS.txnNo));
    expect(actionsOf(THEIRS.txnNo)).toEqual(['电子回单']);
    expect(actionsOf(MINE.txnNo)).toEqual(['撤销', '电子回单']);
  });

  it('passes after a confirmation, sending the txn no, and reloads the list', async () => {
    const { callsTo } = openAudit({
      [PATHS.pass]: capOk(txn({ txnStatus: '01' }), '复核通过'),
    });
    fireEvent.click(within(await waitFor(() => rowOf(THEIRS.txnNo))).getByText('复核通过'));
    expect(await screen.findByText(`确定复核通过交易 ${THEIRS.txnNo} 吗？`)).toBeInTheDocument();
    expect(callsTo(PATHS.pass)).toHaveLength(0);
    ok();
    await waitFor(() => expect(callsTo(PATHS.pass)).toHaveLength(1));
    expect(callsTo(PATHS.pass)[0]?.payload).toEqual({ txnNo: THEIRS.txnNo });
    expect(await screen.findByText('复核通过', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(2));
  });

  it('requires the reason of 驳回 and sends it as auditRemark', async () => {
    const { callsTo } = openAudit({
      [PATHS.reject]: capOk(txn({ txnStatus: '04' }), '驳回成功'),
    });
    fireEvent.click(within(await waitFor(() => rowOf(THEIRS.txnNo))).getByText('驳回'));
    await screen.findByText('驳回交易');
    ok();
    expect(await within(dialog()).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(callsTo(PATHS.reject)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('驳回原因'), {
      target: { value: ' 收款人与代付协议不符 ' },
    });
    ok();
    await waitFor(() => expect(callsTo(PATHS.reject)).toHaveLength(1));
    expect(callsTo(PATHS.reject)[0]?.payload).toEqual({
      txnNo: THEIRS.txnNo,
      auditRemark: '收款人与代付协议不符',
    });
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
  });

  it('keeps the reason and shows the server text when 驳回 is refused (alreadyAudited)', async () => {
    const refusal = '该交易已复核：该记录已由周琳于2026-11-25 10:40:02复核，当前状态不可操作';
    openAudit({ [PATHS.reject]: capRefused(refusal) });
    fireEvent.click(within(await waitFor(() => rowOf(THEIRS.txnNo))).getByText('驳回'));
    await screen.findByText('驳回交易');
    fireEvent.change(within(dialog()).getByLabelText('驳回原因'), {
      target: { value: '金额不符' },
    });
    ok();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('驳回原因')).toHaveValue('金额不符');
  });

  it('shows the selfAudit refusal when the server refuses a pass anyway', async () => {
    const refusal = '不能复核本人提交的交易：提交人与复核人不能为同一操作员（admin）';
    openAudit({ [PATHS.pass]: capRefused(refusal) });
    fireEvent.click(within(await waitFor(() => rowOf(THEIRS.txnNo))).getByText('复核通过'));
    await screen.findByText(`确定复核通过交易 ${THEIRS.txnNo} 吗？`);
    ok();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('cancels one’s own submission after a confirmation', async () => {
    const { callsTo } = openAudit({
      [PATHS.cancel]: capOk(txn({ txnStatus: '05' }), '撤销成功'),
    });
    fireEvent.click(within(await waitFor(() => rowOf(MINE.txnNo))).getByText('撤销'));
    await screen.findByText(`确定撤销交易 ${MINE.txnNo} 吗？撤销后不可恢复。`);
    ok();
    await waitFor(() => expect(callsTo(PATHS.cancel)).toHaveLength(1));
    expect(callsTo(PATHS.cancel)[0]?.payload).toEqual({ txnNo: MINE.txnNo });
    expect(await screen.findByText('撤销成功')).toBeInTheDocument();
  });

  it('opens the detail with the audit trail', async () => {
    const audited = txn({
      txnNo: 'T20261123143306006',
      txnStatus: '04',
      auditor: 'admin',
      auditorName: '系统管理员',
      auditTime: '2026-11-23 15:01:47',
      auditRemark: '充值凭证金额与申请金额不一致',
    });
    const recorder = recordingPost({ [PATHS.inquiry]: capOk(listBody([audited])) });
    renderAs('admin', recorder.post, <TxnAuditListPage />);
    fireEvent.click(await screen.findByRole('button', { name: audited.txnNo }));
    expect(await screen.findByText('交易详情')).toBeInTheDocument();
    expect(screen.getByText('提交：周琳（zhoulin） 2026-11-25 10:15:30')).toBeInTheDocument();
    expect(
      screen.getByText(
        '复核：系统管理员（admin） 2026-11-23 15:01:47，充值凭证金额与申请金额不一致',
      ),
    ).toBeInTheDocument();
  });
});
