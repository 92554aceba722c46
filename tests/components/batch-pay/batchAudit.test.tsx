/** 批量代付审核 (issue 17, maker–checker): pass, reject with reason, the submitter's own batch. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BatchPayAuditPage } from '../../../resources/account/batch/BatchPayAuditPage';
import {
  batch,
  capOk,
  capRefused,
  item,
  listOf,
  PATHS,
  recordingPost,
  renderWithApi,
  signIn,
} from './harness';

const PENDING = batch({
  batchNo: 'B20261125084512002',
  batchStatus: '01',
  submitter: 'zhoulin',
  submitterName: '周琳',
  createBy: 'zhoulin',
});

function renderAudit(answers: Parameters<typeof recordingPost>[0] = {}) {
  const recorded = recordingPost({
    [PATHS.inquiry]: listOf([PENDING]),
    [PATHS.items]: listOf([
      item(1, { batchNo: PENDING.batchNo }),
      item(2, { batchNo: PENDING.batchNo, itemStatus: '2', failReason: '收款卡已销户' }),
    ]),
    ...answers,
  });
  renderWithApi(<BatchPayAuditPage />, recorded.post);
  return recorded;
}

/** Confirms 审核通过 in the confirm dialog it opens. */
async function confirmPass() {
  const [title] = await screen.findAllByText(`确定审核通过批次 ${PENDING.batchNo} 吗？`);
  const modal = title?.closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(modal).getByRole('button', { name: '确 定' }));
}

async function openPending() {
  fireEvent.click(await screen.findByRole('button', { name: /查\s*看/ }));
  return screen.findByRole('dialog', { name: /批次详情/ });
}

describe('批量代付审核', { timeout: 300_000 }, () => {
  it('lists the batches awaiting audit and opens one with its rows and outcomes', async () => {
    signIn('admin', ['batch:audit']);
    const { callsTo } = renderAudit();
    const drawer = await openPending();
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ batchStatus: '01' });
    expect(await within(drawer).findByText('收款卡已销户')).toBeTruthy();
    expect(within(drawer).getByText('失败')).toBeTruthy();
    expect(callsTo(PATHS.items)[0]?.payload).toEqual({ batchNo: PENDING.batchNo });
  });

  it('passes after a confirm (BatchPayAuditPass) and shows the server text', async () => {
    signIn('admin', ['batch:audit']);
    const { callsTo } = renderAudit({
      [PATHS.pass]: capOk(batch({ ...PENDING, batchStatus: '02' }), '审核通过'),
    });
    const drawer = await openPending();
    fireEvent.click(within(drawer).getByRole('button', { name: '审核通过' }));
    await confirmPass();
    await screen.findByText('审核通过', { selector: '.ant-message *' });
    expect(callsTo(PATHS.pass).map((call) => call.payload)).toEqual([{ batchNo: PENDING.batchNo }]);
  });

  it('rejects only with a reason (BatchPayAuditReject auditRemark)', async () => {
    signIn('admin', ['batch:audit']);
    const { callsTo } = renderAudit({
      [PATHS.reject]: capOk(batch({ ...PENDING, batchStatus: '05' }), '已驳回'),
    });
    const drawer = await openPending();
    fireEvent.click(within(drawer).getByRole('button', { name: '驳 回' }));
    const reason = await screen.findByLabelText('驳回原因');
    const dialog = reason.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('驳回批量代付')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('请输入驳回原因');
    expect(callsTo(PATHS.reject)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '代付用途与合同约定不符' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('已驳回', { selector: '.ant-message *' });
    expect(callsTo(PATHS.reject)[0]?.payload).toEqual({
      batchNo: PENDING.batchNo,
      auditRemark: '代付用途与合同约定不符',
    });
  });

  it('shows the selfAudit refusal of the server and keeps the batch open', async () => {
    signIn('admin', ['batch:audit']);
    renderAudit({
      [PATHS.pass]: capRefused('不能复核本人提交的交易:提交人与审核人不能为同一操作员（admin）'),
    });
    const drawer = await openPending();
    fireEvent.click(within(drawer).getByRole('button', { name: '审核通过' }));
    await confirmPass();
    await screen.findByText('不能复核本人提交的交易:提交人与审核人不能为同一操作员（admin）');
    expect(screen.getByRole('dialog', { name: /批次详情/ })).toBeTruthy();
  });

  it('offers no 通过 / 驳回 on the operator’s own batch, nor without batch:audit', async () => {
    signIn('zhoulin', ['batch:audit']);
    renderAudit();
    let drawer = await openPending();
    expect(within(drawer).getByText('本人提交的批次，需由其他操作员审核')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '驳 回' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    signIn('admin', []);
    fireEvent.click(screen.getByRole('button', { name: /查\s*看/ }));
    drawer = await screen.findByRole('dialog', { name: /批次详情/ });
    expect(within(drawer).queryByRole('button', { name: '审核通过' })).toBeNull();
  });
});
