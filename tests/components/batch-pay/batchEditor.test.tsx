/** 批量代付's grid (issue 17): row flags, the exact total, fix in place, submit with opPsw. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptOpPassword } from '../../../providers/op-password';
import { BatchItemsEditor } from '../../../resources/account/batch/BatchItemsEditor';
import type { BatchPayItem } from '../../../providers/batch-pay-api';
import {
  batch,
  capOk,
  capRefused,
  gridCell,
  gridRows,
  item,
  PATHS,
  recordingPost,
  renderWithApi,
  signIn,
} from './harness';

const CARD_B = '6222021202045567893';
const CARD_C = '6228480402569874310';

function renderEditor(items: BatchPayItem[], answers: Parameters<typeof recordingPost>[0] = {}) {
  const recorded = recordingPost(answers);
  renderWithApi(
    <BatchItemsEditor
      batch={batch()}
      items={items}
      onBatchChanged={() => {}}
      onSubmitted={() => {}}
    />,
    recorded.post,
  );
  return recorded;
}

const submitButton = () => screen.getByRole('button', { name: '提 交' });

beforeEach(() => signIn('admin', ['acct:batchpay']));

describe('批量代付 grid', { timeout: 120_000 }, () => {
  it('flags a bad card and a duplicate payee, and blocks 提交 with the reason', () => {
    renderEditor([
      item(1),
      item(2, { payeeCardNo: '622202123' }),
      item(3), // same card and amount as row 1: a likely double payment
      item(4, { payeeCardNo: CARD_C, amount: '100.00' }),
      item(5, { payeeCardNo: CARD_C, amount: '200.00' }), // same card only: a warning
    ]);
    expect(gridRows()).toHaveLength(5);
    expect(gridCell(1, 'issues').textContent).toContain('请输入正确的银行卡号');
    expect(gridCell(0, 'issues').textContent).toContain('与第3行收款卡号和金额相同，疑似重复付款');
    expect(gridCell(2, 'issues').textContent).toContain('与第1行收款卡号和金额相同，疑似重复付款');
    expect(gridCell(4, 'issues').textContent).toContain('与第4行收款卡号相同，请确认');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('alert').textContent).toBe('有 1 行校验未通过，请修正后再提交');
  });

  it('names duplicates as the reason once every row passes its rules', () => {
    renderEditor([item(1), item(2)]);
    expect(screen.getByRole('alert').textContent).toBe('有 2 行疑似重复付款，请修正或删除后再提交');
    expect(submitButton()).toBeDisabled();
  });

  it('totals exactly in fen, with separators, where binary floats drift', () => {
    renderEditor([
      item(1, { amount: '123456789012345.67' }),
      item(2, { payeeCardNo: CARD_B, amount: '0.01' }),
      item(3, { payeeCardNo: CARD_C, amount: '0.01' }),
    ]);
    // Summed as doubles this total shows as 123456789012345.70.
    expect(screen.getByLabelText('合计').textContent).toBe('合计：3 笔，123,456,789,012,345.69 元');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('shows no total while an amount is wrong', () => {
    renderEditor([item(1, { amount: '12.345' }), item(2, { payeeCardNo: CARD_B })]);
    expect(screen.getByLabelText('合计').textContent).toBe('合计：2 笔，—（有金额错误的行） 元');
    expect(gridCell(0, 'issues').textContent).toContain('请输入正确的金额');
  });

  it('fixes a row in place (BatchPayItemUpdating), then submits with the encrypted opPsw', async () => {
    const { callsTo } = renderEditor(
      [item(1), item(2, { payeeCardNo: '622202123', amount: '5230.50' })],
      {
        [PATHS.updateItems]: capOk(batch({ totalAmount: '9730.50' }), '保存成功'),
        [PATHS.submit]: capOk(batch({ batchStatus: '01', submitter: 'admin' }), '提交成功'),
      },
    );
    fireEvent.click(gridCell(1, 'payeeCardNo'));
    const input = screen.getByRole('textbox', { name: '收款卡号' });
    fireEvent.change(input, { target: { value: CARD_B } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(gridCell(1, 'issues').textContent).toBe('通过');
    expect(screen.getByRole('alert').textContent).toBe('有未保存的修改，请先保存');
    expect(submitButton()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await screen.findByText('保存成功');
    expect(callsTo(PATHS.updateItems)[0]?.payload).toEqual({
      batchNo: 'B20261125084012001',
      items: [
        {
          itemNo: 2,
          payeeName: '张晓峰',
          payeeCardNo: CARD_B,
          payeeBankName: '中国建设银行',
          amount: '5230.50',
          purpose: '11月工资',
        },
      ],
      deleteItemNos: [],
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('共 2 笔，合计 9,730.50 元')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('操作密码'), { target: { value: 'pay123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('提交成功');
    const sent = callsTo(PATHS.submit)[0]?.payload;
    expect(sent).toEqual({ batchNo: 'B20261125084012001', opPsw: encryptOpPassword('pay123') });
    expect(JSON.stringify(sent)).not.toContain('pay123');
  });

  it('keeps the dialog and the grid when the server refuses the submit', async () => {
    const { callsTo } = renderEditor([item(1), item(2, { payeeCardNo: CARD_B })], {
      [PATHS.submit]: capRefused('操作密码错误:操作密码错误，还可尝试4次'),
    });
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('操作密码'), { target: { value: 'wrong1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('操作密码错误:操作密码错误，还可尝试4次');
    expect(callsTo(PATHS.submit)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('操作密码').value).toBe('wrong1');
    expect(gridRows()).toHaveLength(2);
  });
});
