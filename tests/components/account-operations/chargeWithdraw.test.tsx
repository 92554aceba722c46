/** 充值 and 提现 (issue 17 item 2): what is sent, the balance check, failures keeping the input. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptOpPassword } from '../../../providers/op-password';
import {
  account,
  ALL_OPERATION_CODES,
  capOk,
  capRefused,
  confirm,
  grant,
  openDialog,
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

describe('充值', { timeout: 300_000 }, () => {
  it('sends the amount as a yuan string and the password encrypted, then names the transaction', async () => {
    const { post, callsTo } = recordingPost({ [PATHS.charge]: capOk(txn(), '提交成功，待复核') });
    const { onDone } = renderOperations(post);
    const dialog = await openDialog('充值');
    type(dialog, '金额（元）', '80000.5');
    type(dialog, '备注', '结算卡充值');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);

    expect(
      await screen.findByText('充值已提交，交易流水号 T20261125104500011，状态：待复核'),
    ).toBeInTheDocument();
    const [call] = callsTo(PATHS.charge);
    expect(call?.payload).toMatchObject({
      acctNo: '6218801000000121',
      amount: '80000.50',
      remark: '结算卡充值',
    });
    expect(call?.payload.opPsw).toBe(encryptOpPassword(TYPED_PASSWORD));
    expect(call?.payload.opPsw).not.toContain(TYPED_PASSWORD);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ txnNo: 'T20261125104500011' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a zero amount without a call', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post);
    const dialog = await openDialog('充值');
    type(dialog, '金额（元）', '0.00');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await within(dialog).findByText('金额须大于0')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows accountFrozen and keeps the dialog with its input', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.charge]: capRefused(
        '账户已冻结:账户6218803000000242已冻结（司法冻结），不能办理资金业务',
      ),
    });
    const { onDone } = renderOperations(post);
    const dialog = await openDialog('充值');
    type(dialog, '金额（元）', '100');
    type(dialog, '备注', '补足保证金');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await screen.findByText(/账户已冻结:账户6218803000000242/)).toBeInTheDocument();
    expect(callsTo(PATHS.charge)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(valueOf(dialog, '金额（元）')).toBe('100');
    expect(valueOf(dialog, '备注')).toBe('补足保证金');
    expect(valueOf(dialog, '操作密码')).toBe(TYPED_PASSWORD);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('提现', { timeout: 300_000 }, () => {
  it('shows the bound settlement card masked', async () => {
    renderOperations(recordingPost({}).post);
    const dialog = await openDialog('提现');
    expect(
      within(dialog).getByText(/中国工商银行 6222 \*\*\*\* \*\*\*\* 3201/),
    ).toBeInTheDocument();
  });

  it('refuses more than the available balance before sending, naming it with separators', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post);
    const dialog = await openDialog('提现');
    type(dialog, '金额（元）', '1285630.46');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await within(dialog).findByText('可用余额不足，可用余额 1,285,630.45 元'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends exactly the available balance', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.withdraw]: capOk(txn({ txnNo: 'T20261125104500012', txnType: '02' })),
    });
    renderOperations(post);
    const dialog = await openDialog('提现');
    type(dialog, '金额（元）', '1285630.45');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await screen.findByText(/提现已提交，交易流水号 T20261125104500012/),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.withdraw)[0]?.payload).toMatchObject({
      acctNo: '6218801000000121',
      amount: '1285630.45',
    });
  });

  it.each([
    [
      'insufficientBalance',
      '可用余额不足:账户6218802000000137可用余额306200.00元，本次需400000.00元',
    ],
    ['channelFailure', '渠道系统繁忙，请稍后重试:渠道前置响应超时（30秒）'],
    ['wrongOpPassword', '操作密码错误:操作密码错误，还可尝试4次'],
  ])('shows the server text of %s and keeps the input', async (_name, text) => {
    const { post } = recordingPost({ [PATHS.withdraw]: capRefused(text) });
    renderOperations(post);
    const dialog = await openDialog('提现');
    type(dialog, '金额（元）', '20000');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(valueOf(dialog, '金额（元）')).toBe('20000');
    expect(valueOf(dialog, '操作密码')).toBe(TYPED_PASSWORD);
  });

  it('refuses to withdraw from an account with no settlement card', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post, account({ settleAcct: null }));
    const dialog = await openDialog('提现');
    expect(within(dialog).getByText('该账户未绑定结算卡，不能提现')).toBeInTheDocument();
    type(dialog, '金额（元）', '10');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    // The alert, and now the warning message of the refused submit.
    await waitFor(() =>
      expect(screen.getAllByText('该账户未绑定结算卡，不能提现')).toHaveLength(2),
    );
    expect(calls).toHaveLength(0);
  });
});
