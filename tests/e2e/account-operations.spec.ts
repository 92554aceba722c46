import { expect, test, type Page } from './support/test';
import { encryptedOpPassword } from './support/opPassword';
import { OK, formDialog, message, nextRequest } from './support/list';
import { openSignedIn, startSignedIn } from './support/session';

// 账户管理 → 账户详情 (hidden route /acct/acctInfoDetail/:acctNo) and its operations (issue 17
// item 2) on the Prism mock of openapi/cap.yaml: each operation's named examples (success,
// insufficientBalance, accountFrozen, wrongOpPassword, channelFailure) through `Prefer`.

test.use(startSignedIn);

const ACCOUNT_INQUIRY = '/cap/acct/v1/AcctInfoInquiry';
const PATHS = {
  充值: '/cap/txn/v1/TxnCharge',
  提现: '/cap/txn/v1/TxnWithdraw',
  转账: '/cap/txn/v1/TxnTransfer',
  单笔代付: '/cap/txn/v1/TxnPaySingle',
  冻结: '/cap/txn/v1/TxnFreeze',
  解冻: '/cap/txn/v1/TxnUnfreeze',
} as const;
type Operation = keyof typeof PATHS;

const NORMAL_ACCOUNT = '6218801000000121';
const PARTLY_FROZEN_ACCOUNT = '6218802000000137';
const TYPED_PASSWORD = 'Op-Pa55word';

/** Answers `path` with the contract's named example `example`. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/admin${path}**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** An operation's button: antd spaces a two-character label ("充 值"). */
const operationButton = (page: Page, operation: Operation) =>
  page.getByRole('button', { name: new RegExp(`^${[...operation].join('\\s*')}$`) });

/** An account's 账户详情; `example` picks the AcctInfoInquiry answer (one account per status). */
async function openAccount(page: Page, acctNo: string, example?: string) {
  if (example) await preferExample(page, ACCOUNT_INQUIRY, example);
  await openSignedIn(page, `/acct/acctInfoDetail/${acctNo}`);
  // A cold load of the page's chunk on a busy machine.
  await expect(operationButton(page, '充值')).toBeVisible({ timeout: 30_000 });
}

/** Opens `operation`'s dialog, fills `fields` (label → text) and the operation password. */
async function fillOperation(page: Page, operation: Operation, fields: Record<string, string>) {
  await operationButton(page, operation).click();
  const dialog = formDialog(page, operation);
  await expect(dialog).toBeVisible();
  for (const [label, text] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: true }).fill(text);
  }
  await dialog.getByLabel('操作密码').fill(TYPED_PASSWORD);
  return dialog;
}

/** Submits and returns the request body sent. */
async function submit(page: Page, operation: Operation, dialog: ReturnType<typeof formDialog>) {
  const sent = nextRequest(page, PATHS[operation]);
  await dialog.getByRole('button', { name: OK }).click();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

const HAPPY: {
  operation: Operation;
  acctNo: string;
  fields: Record<string, string>;
  body: Record<string, unknown>;
  txnNo: string;
}[] = [
  {
    operation: '充值',
    acctNo: NORMAL_ACCOUNT,
    fields: { '金额（元）': '80000', 备注: '结算卡充值' },
    body: { acctNo: NORMAL_ACCOUNT, amount: '80000.00', remark: '结算卡充值' },
    txnNo: 'T20261125104500011',
  },
  {
    operation: '提现',
    acctNo: NORMAL_ACCOUNT,
    fields: { '金额（元）': '20000' },
    body: { acctNo: NORMAL_ACCOUNT, amount: '20000.00' },
    txnNo: 'T20261125104500012',
  },
  {
    operation: '单笔代付',
    acctNo: NORMAL_ACCOUNT,
    fields: {
      收款人姓名: '陈小红',
      收款卡号: '6217001540025512',
      开户银行: '中国建设银行',
      '金额（元）': '12888.8',
      用途: '劳务报酬（11月）',
    },
    body: {
      acctNo: NORMAL_ACCOUNT,
      payeeName: '陈小红',
      payeeCardNo: '6217001540025512',
      payeeBankName: '中国建设银行',
      amount: '12888.80',
      purpose: '劳务报酬（11月）',
    },
    txnNo: 'T20261125104500014',
  },
  {
    operation: '冻结',
    acctNo: NORMAL_ACCOUNT,
    fields: { '金额（元）': '10000', 原因: '客户投诉待核实，冻结部分资金' },
    body: { acctNo: NORMAL_ACCOUNT, freezeMode: '1', amount: '10000.00' },
    txnNo: 'T20261125104500015',
  },
];

test.describe('账户操作', () => {
  for (const { operation, acctNo, fields, body, txnNo } of HAPPY) {
    test(`${operation}: sends the amount string and the encrypted password, names the transaction`, async ({
      page,
    }) => {
      await openAccount(page, acctNo);
      const dialog = await fillOperation(page, operation, fields);
      const sent = await submit(page, operation, dialog);
      expect(sent).toMatchObject(body);
      expect(sent.opPsw).toBe(encryptedOpPassword(TYPED_PASSWORD));
      expect(sent.opPsw).not.toBe(TYPED_PASSWORD);
      await expect(
        message(page, `${operation}已提交，交易流水号 ${txnNo}，状态：待复核`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  }

  test('转账: the payee picked by customer name, the transfer sent', async ({ page }) => {
    await openAccount(page, NORMAL_ACCOUNT);
    await operationButton(page, '转账').click();
    const dialog = formDialog(page, '转账');
    const search = nextRequest(page, ACCOUNT_INQUIRY);
    await dialog.getByLabel('收款账户').fill('上海');
    expect((await search).postDataJSON()).toMatchObject({ cusName: '上海' });
    await page.getByTitle('上海浦江餐饮管理有限公司保证金户（6218803000000242）').click();
    await dialog.getByLabel('金额（元）', { exact: true }).fill('0.1');
    await dialog.getByLabel('操作密码').fill(TYPED_PASSWORD);
    const sent = await submit(page, '转账', dialog);
    expect(sent).toMatchObject({
      acctNo: NORMAL_ACCOUNT,
      payeeAcctNo: '6218803000000242',
      amount: '0.10',
    });
    expect(sent.opPsw).toBe(encryptedOpPassword(TYPED_PASSWORD));
    expect(sent.opPsw).not.toBe(TYPED_PASSWORD);
    await expect(message(page, /转账已提交，交易流水号 T\d+，状态：待复核/)).toBeVisible();
  });

  test('解冻 of a 部分冻结 account releases no more than is frozen', async ({ page }) => {
    await openAccount(page, PARTLY_FROZEN_ACCOUNT, 'acctStatus1');
    const dialog = await fillOperation(page, '解冻', {
      '金额（元）': '50000.01',
      原因: '纠纷已处理',
    });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('解冻金额不能超过冻结金额，冻结金额 50,000.00 元')).toBeVisible();
    await dialog.getByLabel('金额（元）', { exact: true }).fill('50000');
    const sent = await submit(page, '解冻', dialog);
    expect(sent).toMatchObject({
      acctNo: PARTLY_FROZEN_ACCOUNT,
      freezeMode: '1',
      amount: '50000.00',
    });
    await expect(message(page, /解冻已提交，交易流水号 T20261125104500016/)).toBeVisible();
  });

  const FAILURES: {
    operation: Operation;
    example: string;
    text: RegExp;
    fields: Record<string, string>;
  }[] = [
    {
      operation: '提现',
      example: 'insufficientBalance',
      text: /^可用余额不足/,
      fields: { '金额（元）': '20000' },
    },
    {
      operation: '充值',
      example: 'accountFrozen',
      text: /^账户已冻结/,
      fields: { '金额（元）': '100', 备注: '补足' },
    },
    {
      operation: '冻结',
      example: 'wrongOpPassword',
      text: /^操作密码错误/,
      fields: { '金额（元）': '100', 原因: '投诉' },
    },
    {
      operation: '单笔代付',
      example: 'channelFailure',
      text: /^渠道系统繁忙，请稍后重试/,
      fields: {
        收款人姓名: '陈小红',
        收款卡号: '6217001540025512',
        开户银行: '中国建设银行',
        '金额（元）': '88.8',
      },
    },
  ];

  for (const { operation, example, text, fields } of FAILURES) {
    test(`${operation}: ${example} shows the server text and keeps every input`, async ({
      page,
    }) => {
      await preferExample(page, PATHS[operation], example);
      await openAccount(page, NORMAL_ACCOUNT);
      const dialog = await fillOperation(page, operation, fields);
      await submit(page, operation, dialog);
      await expect(message(page, text)).toBeVisible();
      await expect(dialog).toBeVisible();
      for (const [label, value] of Object.entries(fields)) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      await expect(dialog.getByLabel('操作密码')).toHaveValue(TYPED_PASSWORD);
    });
  }

  test('提现 above the available balance is refused before any call', async ({ page }) => {
    await openAccount(page, NORMAL_ACCOUNT);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes(PATHS.提现)) sent += 1;
    });
    const dialog = await fillOperation(page, '提现', { '金额（元）': '1285630.46' });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('可用余额不足，可用余额 1,285,630.45 元')).toBeVisible();
    expect(sent).toBe(0);
  });
});
