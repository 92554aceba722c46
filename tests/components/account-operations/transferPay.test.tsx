/** 转账 (payee picker) and 单笔代付 (spec 5.1 bank card rule): what is sent, and the refusals. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

const PAYEE = account({
  acctNo: '6218801000000253',
  acctName: '上海浦江餐饮管理有限公司基本户',
  cusCode: 'C202611000124',
  cusName: '上海浦江餐饮管理有限公司',
});

const accountsBody = (rows: unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

beforeEach(() => {
  seedDictionaries();
  grant(ALL_OPERATION_CODES);
});

/** Types `keyword` into the payee picker and picks the option showing `option`. */
async function pickPayee(dialog: HTMLElement, keyword: string, option: string) {
  const input = within(dialog).getByLabelText('收款账户');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: keyword } });
  fireEvent.click(await screen.findByTitle(option));
}

describe('转账', { timeout: 300_000 }, () => {
  it('finds the payee by customer name without the paying account, and sends the transfer', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.accounts]: capOk(accountsBody([account(), PAYEE])),
      [PATHS.transfer]: capOk(txn({ txnNo: 'T20261125104500013', txnType: '03' })),
    });
    renderOperations(post);
    const dialog = await openDialog('转账');
    await pickPayee(dialog, '浦江', '上海浦江餐饮管理有限公司基本户（6218801000000253）');
    expect(callsTo(PATHS.accounts)[0]?.payload).toEqual({ cusName: '浦江' });
    // The paying account came back from the search but is not offered.
    expect(screen.queryByTitle('杭州云栖便利店有限公司基本户（6218801000000121）')).toBeNull();

    type(dialog, '金额（元）', '0.1');
    type(dialog, '用途', '货款');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(
      await screen.findByText(/转账已提交，交易流水号 T20261125104500013/),
    ).toBeInTheDocument();
    const payload = callsTo(PATHS.transfer)[0]?.payload;
    expect(payload).toMatchObject({
      acctNo: '6218801000000121',
      payeeAcctNo: '6218801000000253',
      amount: '0.10',
      remark: '货款',
    });
    expect(payload?.opPsw).not.toContain(TYPED_PASSWORD);
  });

  it('searches by account number when digits are typed', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.accounts]: capOk(accountsBody([PAYEE])),
    });
    renderOperations(post);
    const dialog = await openDialog('转账');
    await pickPayee(
      dialog,
      '6218801000000253',
      '上海浦江餐饮管理有限公司基本户（6218801000000253）',
    );
    expect(callsTo(PATHS.accounts)[0]?.payload).toEqual({ acctNo: '6218801000000253' });
  });

  it('asks for a payee and refuses more than available, without a call', async () => {
    const { post, callsTo } = recordingPost({});
    renderOperations(post);
    const dialog = await openDialog('转账');
    type(dialog, '金额（元）', '2000000');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await within(dialog).findByText('请选择收款账户')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('可用余额不足，可用余额 1,285,630.45 元'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.transfer)).toHaveLength(0);
  });

  it('shows accountFrozen and keeps the payee and amount', async () => {
    const { post } = recordingPost({
      [PATHS.accounts]: capOk(accountsBody([PAYEE])),
      [PATHS.transfer]: capRefused(
        '账户已冻结:账户6218803000000242已冻结（司法冻结），不能办理资金业务',
      ),
    });
    renderOperations(post);
    const dialog = await openDialog('转账');
    await pickPayee(dialog, '浦江', '上海浦江餐饮管理有限公司基本户（6218801000000253）');
    type(dialog, '金额（元）', '500');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    expect(await screen.findByText(/^账户已冻结:/)).toBeInTheDocument();
    expect(valueOf(dialog, '金额（元）')).toBe('500');
    expect(
      within(dialog).getByText('上海浦江餐饮管理有限公司基本户（6218801000000253）'),
    ).toBeInTheDocument();
  });
});

describe('单笔代付', { timeout: 300_000 }, () => {
  const fill = (dialog: HTMLElement, cardNo: string, amount: string) => {
    type(dialog, '收款人姓名', '陈小红');
    type(dialog, '收款卡号', cardNo);
    type(dialog, '开户银行', '中国建设银行');
    type(dialog, '金额（元）', amount);
    type(dialog, '用途', '劳务报酬（11月）');
    type(dialog, '操作密码', TYPED_PASSWORD);
  };

  it('sends the payee, card, bank, amount and purpose', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.paySingle]: capOk(txn({ txnNo: 'T20261125104500014', txnType: '04' })),
    });
    const { onDone } = renderOperations(post);
    const dialog = await openDialog('单笔代付');
    fill(dialog, '6217001540025512', '12888.8');
    confirm(dialog);
    expect(
      await screen.findByText(/单笔代付已提交，交易流水号 T20261125104500014/),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.paySingle)[0]?.payload).toMatchObject({
      acctNo: '6218801000000121',
      payeeName: '陈小红',
      payeeCardNo: '6217001540025512',
      payeeBankName: '中国建设银行',
      amount: '12888.80',
      purpose: '劳务报酬（11月）',
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('refuses a card number outside the spec 5.1 rule, without a call', async () => {
    const { post, calls } = recordingPost({});
    renderOperations(post);
    const dialog = await openDialog('单笔代付');
    fill(dialog, '6217-0015', '100');
    confirm(dialog);
    expect(await within(dialog).findByText('请输入正确的银行卡号')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'insufficientBalance',
      '可用余额不足:账户6218802000000137可用余额306200.00元，本次需400000.00元',
    ],
    ['wrongOpPassword', '操作密码错误:操作密码错误，还可尝试4次'],
    ['channelFailure', '渠道系统繁忙，请稍后重试:渠道前置响应超时（30秒）'],
  ])('shows the server text of %s and keeps every input', async (_name, text) => {
    const { post } = recordingPost({ [PATHS.paySingle]: capRefused(text) });
    renderOperations(post);
    const dialog = await openDialog('单笔代付');
    fill(dialog, '6217001540025512', '12888.8');
    confirm(dialog);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(valueOf(dialog, '收款卡号')).toBe('6217001540025512'));
    expect(valueOf(dialog, '收款人姓名')).toBe('陈小红');
    expect(valueOf(dialog, '开户银行')).toBe('中国建设银行');
    expect(valueOf(dialog, '金额（元）')).toBe('12888.8');
    expect(valueOf(dialog, '用途')).toBe('劳务报酬（11月）');
    expect(valueOf(dialog, '操作密码')).toBe(TYPED_PASSWORD);
  });
});
