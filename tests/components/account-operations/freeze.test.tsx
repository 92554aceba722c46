/** 冻结 and 解冻 (issue 17 item 2): by amount within the balance, or the whole account. */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_OPERATION_CODES,
  capOk,
  capRefused,
  confirm,
  grant,
  openDialog,
  partlyFrozen,
  PATHS,
  recordingPost,
  renderOperations,
  seedDictionaries,
  txn,
  type,
  TYPED_PASSWORD,
  valueOf,
} from './harness';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_OPERATION_CODES);
});

describe('冻结', { timeout: 300_000 }, () => {
  it('refuses to freeze more than the available balance, without a call', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post, partlyFrozen());
    const dialog = await openDialog('冻结');
    type(dialog, '金额（元）', '306200.01');
    type(dialog, '原因', '客户投诉待核实');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await within(dialog).findByText('冻结金额不能超过可用余额，可用余额 306,200.00 元'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('freezes an amount: mode 1 with the amount string', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.freeze]: capOk(txn({ txnNo: 'T20261125104500015', txnType: '06' })),
    });
    renderOperations(post);
    const dialog = await openDialog('冻结');
    type(dialog, '金额（元）', '10000');
    type(dialog, '原因', '客户投诉待核实，冻结部分资金');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await screen.findByText(/冻结已提交，交易流水号 T20261125104500015/),
    ).toBeInTheDocument();
    const payload = callsTo(PATHS.freeze)[0]?.payload;
    expect(payload).toMatchObject({
      acctNo: '6218801000000121',
      freezeMode: '1',
      amount: '10000.00',
      reason: '客户投诉待核实，冻结部分资金',
    });
    expect(payload?.opPsw).not.toContain(TYPED_PASSWORD);
  });

  it('freezes the whole account: mode 2 and no amount', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.freeze]: capOk(txn({ txnNo: 'T20261125104500017', txnType: '06' })),
    });
    renderOperations(post);
    const dialog = await openDialog('冻结');
    // The modes come from the freeze_mode dictionary, read asynchronously.
    fireEvent.click(await within(dialog).findByRole('radio', { name: '整户' }));
    expect(within(dialog).queryByLabelText('金额（元）')).toBeNull();
    type(dialog, '原因', '司法冻结');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await screen.findByText(/交易流水号 T20261125104500017/)).toBeInTheDocument();
    const payload = callsTo(PATHS.freeze)[0]?.payload;
    expect(payload).toMatchObject({ freezeMode: '2', reason: '司法冻结' });
    expect(payload).not.toHaveProperty('amount');
  });

  it('requires a reason', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post);
    const dialog = await openDialog('冻结');
    type(dialog, '金额（元）', '1');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await within(dialog).findByText('请输入原因')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows wrongOpPassword and keeps the input', async () => {
    const text = '操作密码错误:操作密码错误，还可尝试4次';
    const { post } = recordingPost({ [PATHS.freeze]: capRefused(text) });
    renderOperations(post);
    const dialog = await openDialog('冻结');
    type(dialog, '金额（元）', '10000');
    type(dialog, '原因', '客户投诉');
    type(dialog, '操作密码', 'wrong-one');
    confirm(dialog);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(valueOf(dialog, '金额（元）')).toBe('10000');
    expect(valueOf(dialog, '原因')).toBe('客户投诉');
    expect(valueOf(dialog, '操作密码')).toBe('wrong-one');
  });
});

describe('解冻', { timeout: 300_000 }, () => {
  it('refuses to release more than is frozen, without a call', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post, partlyFrozen());
    const dialog = await openDialog('解冻');
    type(dialog, '金额（元）', '50000.01');
    type(dialog, '原因', '纠纷已处理完毕');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await within(dialog).findByText('解冻金额不能超过冻结金额，冻结金额 50,000.00 元'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('releases the frozen amount', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.unfreeze]: capOk(txn({ txnNo: 'T20261125104500016', txnType: '07' })),
    });
    renderOperations(post, partlyFrozen());
    const dialog = await openDialog('解冻');
    type(dialog, '金额（元）', '50000');
    type(dialog, '原因', '纠纷已处理完毕，解除冻结');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await screen.findByText(/解冻已提交，交易流水号 T20261125104500016/),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.unfreeze)[0]?.payload).toMatchObject({
      acctNo: '6218802000000137',
      freezeMode: '1',
      amount: '50000.00',
      reason: '纠纷已处理完毕，解除冻结',
    });
  });

  it('shows channelFailure and keeps the input', async () => {
    const text = '渠道系统繁忙，请稍后重试:渠道前置响应超时（30秒）';
    const { post } = recordingPost({ [PATHS.unfreeze]: capRefused(text) });
    renderOperations(post, partlyFrozen());
    const dialog = await openDialog('解冻');
    // The modes come from the freeze_mode dictionary, read asynchronously.
    fireEvent.click(await within(dialog).findByRole('radio', { name: '整户' }));
    type(dialog, '原因', '解除冻结');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '整户' })).toBeChecked();
    expect(valueOf(dialog, '原因')).toBe('解除冻结');
  });
});
