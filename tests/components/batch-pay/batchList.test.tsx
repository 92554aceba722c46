/** 批量代付's list (issue 17): import through BatchPayUpload into the grid; 撤销 of one's own 01 batch. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BatchUpload } from '../../../providers/batch-pay-api';
import { BatchPayListPage } from '../../../resources/account/batch/BatchPayListPage';
import { account } from '../account-operations/harness';
import { batch, capOk, item, listOf, PATHS, recordingPost, renderWithApi, signIn } from './harness';

const SUBMITTED = batch({
  batchNo: 'B20261122090122007',
  batchStatus: '01',
  submitter: 'admin',
  submitterName: '系统管理员',
});

describe('批量代付 list', { timeout: 300_000 }, () => {
  it('imports the file with the paying account and opens its rows in the grid', async () => {
    signIn('admin', ['acct:batchpay']);
    const uploads: { file: File; acctNo: string }[] = [];
    const upload: BatchUpload = (file, acctNo) => {
      uploads.push({ file, acctNo });
      return Promise.resolve({ success: true, code: '0000', message: '导入成功', result: batch() });
    };
    const { callsTo, post } = recordingPost({
      [PATHS.inquiry]: listOf([]),
      [PATHS.items]: listOf([item(1), item(2, { payeeCardNo: '6222021202045567893' })]),
      [PATHS.accounts]: listOf([account()]),
    });
    renderWithApi(<BatchPayListPage />, post, upload);
    fireEvent.click(await screen.findByRole('button', { name: '新建批量代付' }));
    const picker = await screen.findByLabelText('付款账号');
    const dialog = picker.closest('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '云栖' } });
    fireEvent.click(await screen.findByTitle('杭州云栖便利店有限公司基本户（6218801000000121）'));
    expect(callsTo(PATHS.accounts)[0]?.payload).toEqual({ cusName: '云栖' });
    const file = new File(['rows'], '11月工资代发.xlsx');
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    await within(dialog).findByText('11月工资代发.xlsx');
    fireEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
    await screen.findByText('导入成功');
    expect(uploads).toEqual([{ file, acctNo: '6218801000000121' }]);
    // The editor's grid (the list behind it is a table of its own).
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(within(grid).getByText('6222021202045567893')).toBeTruthy();
    expect(callsTo(PATHS.items)[0]?.payload).toEqual({ batchNo: 'B20261125084012001' });
  });

  it('撤销 of the operator’s own 01 batch after a confirm; none on another’s', async () => {
    signIn('admin', ['acct:batchpay']);
    const others = batch({
      batchNo: 'B20261125084512002',
      batchStatus: '01',
      submitter: 'zhoulin',
    });
    const { callsTo, post } = recordingPost({
      [PATHS.inquiry]: listOf([SUBMITTED, others]),
      [PATHS.cancel]: capOk(batch({ ...SUBMITTED, batchStatus: '06' }), '撤销成功'),
    });
    renderWithApi(<BatchPayListPage />, post);
    const own = (await screen.findByText(SUBMITTED.batchNo)).closest('tr') as HTMLElement;
    const theirs = screen.getByText(others.batchNo).closest('tr') as HTMLElement;
    expect(within(theirs).queryByRole('button', { name: /撤\s*销/ })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: /撤\s*销/ }));
    const [title] = await screen.findAllByText(`确定撤销批次 ${SUBMITTED.batchNo} 吗？`);
    const confirm = title?.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: '确 定' }));
    await screen.findByText('撤销成功');
    expect(callsTo(PATHS.cancel).map((call) => call.payload)).toEqual([
      { batchNo: SUBMITTED.batchNo },
    ]);
  });
});
