/**
 * 新建分发 (issue 18 B): the DistAddtion body by rule (the total split exactly) and by hand (amounts
 * as yuan strings with two places), opPsw exactly the typed password encrypted with the build's key
 * (spec 7.2, never plain), the total checked against the available balance before sending, one
 * call at a time, and a refusal keeping the input (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptOpPassword } from '../../../providers/op-password';
import {
  ACCOUNTS,
  ALL_CODES,
  PATHS,
  RULES,
  capOk,
  capRefused,
  choose,
  dialog,
  distribution,
  grant,
  listBody,
  pickAccount,
  recordingPost,
  renderList,
  seedSession,
  type,
} from './harness';

const TYPED = 'Op@123456';
const PAYER_TITLE = '杭州云栖便利店有限公司基本户（6218801000000121）';
const SUBMITTED = distribution({ distNo: 'D20261127141502008', submitter: 'admin' });

function answers(addition = capOk(SUBMITTED, '提交成功，待审核')) {
  return recordingPost({
    [PATHS.inquiry]: capOk(listBody([])),
    [PATHS.rules]: capOk(listBody(RULES)),
    [PATHS.account]: capOk(listBody(ACCOUNTS)),
    [PATHS.addition]: addition,
  });
}

const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));

async function openWithPayer() {
  fireEvent.click(await screen.findByRole('button', { name: '新建分发' }));
  await pickAccount('付款账户', '6218801000000121', PAYER_TITLE);
  expect(await within(dialog()).findByText('可用余额：10,345.60 元')).toBeInTheDocument();
}

async function fillByRule(total: string) {
  await openWithPayer();
  await choose(dialog(), '分发规则', '三店月度分润');
  type('分发总金额', total);
  type('操作密码', TYPED);
}

beforeEach(() => {
  seedSession('admin');
  grant(ALL_CODES);
});

describe('新建分发', { timeout: 300_000 }, () => {
  it('by rule: splits the total exactly, states count and total, sends the encrypted password', async () => {
    const { post, callsTo } = answers();
    renderList(post);
    await fillByRule('100');
    const preview = within(dialog()).getByRole('table');
    expect(within(preview).getByText('40.00')).toBeInTheDocument();
    expect(within(preview).getByText('33.33')).toBeInTheDocument();
    expect(within(preview).getByText('26.67')).toBeInTheDocument();
    expect(within(dialog()).getByText('共 3 笔，合计 100.00 元')).toBeInTheDocument();
    // A 停用 rule is listed but cannot be picked (rc-select marks its option with a class only).
    expect(screen.getByTitle('萧山门店分成（旧）（已停用）')).toHaveClass(
      'ant-select-item-option-disabled',
    );

    submit();
    await waitFor(() => expect(callsTo(PATHS.addition)).toHaveLength(1));
    const payload = callsTo(PATHS.addition)[0]?.payload;
    expect(payload).toEqual({
      payerAcctNo: '6218801000000121',
      distMode: '01',
      ruleNo: 'R202611001',
      totalAmount: '100.00',
      items: [
        { acctNo: '6218804000000281', amount: '40.00' },
        { acctNo: '6218804000000307', amount: '33.33' },
        { acctNo: '6218804000000315', amount: '26.67' },
      ],
      opPsw: encryptOpPassword(TYPED),
    });
    expect(JSON.stringify(payload)).not.toContain(TYPED);
    // The server's text as a message, and the flow ends on its result page (issue 19 item 6).
    const result = await screen.findByRole('heading', {
      name: '分发单 D20261127141502008 已提交，待审核',
    });
    expect(result).toBeVisible();
    expect(screen.getAllByText('分发单 D20261127141502008 已提交，待审核')).toHaveLength(2);
    expect(screen.getByText('分发单号：')).toHaveTextContent('分发单号：D20261127141502008');
    expect(screen.getByRole('button', { name: '查看审核进度' })).toBeVisible();
    expect(screen.getByRole('button', { name: '返回资金分发' })).toBeVisible();
  });

  it('by rule: an awkward total (0.01 over three receivers) is refused before sending', async () => {
    const { post, callsTo } = answers();
    renderList(post);
    await fillByRule('0.01');
    submit();
    expect(
      await within(dialog()).findByText('分发总金额过小：按规则比例有收款方分得0.00元'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.addition)).toHaveLength(0);
  });

  it('by hand: one amount per receiver as yuan strings, the exact total (0.1 + 0.2 = 0.30)', async () => {
    const { post, callsTo } = answers();
    renderList(post);
    await openWithPayer();
    fireEvent.click(within(dialog()).getByLabelText('手工'));
    await pickAccount('收款账户 1', '西湖', '西湖龙井茶庄分账户（6218804000000281）');
    type('分发金额 1', '0.1');
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加收款方/ }));
    await pickAccount('收款账户 2', '滨江', '滨江数码便利店分账户（6218804000000307）');
    type('分发金额 2', '0.2');
    expect(within(dialog()).getByText('共 2 笔，合计 0.30 元')).toBeInTheDocument();
    type('备注', ' 促销补贴 ');
    type('操作密码', TYPED);
    submit();
    await waitFor(() => expect(callsTo(PATHS.addition)).toHaveLength(1));
    expect(callsTo(PATHS.addition)[0]?.payload).toEqual({
      payerAcctNo: '6218801000000121',
      distMode: '02',
      totalAmount: '0.30',
      items: [
        { acctNo: '6218804000000281', amount: '0.10' },
        { acctNo: '6218804000000307', amount: '0.20' },
      ],
      remark: '促销补贴',
      opPsw: encryptOpPassword(TYPED),
    });
  });

  it('refuses a total beyond the available balance before sending', async () => {
    const { post, callsTo } = answers();
    renderList(post);
    await fillByRule('10345.61');
    submit();
    expect(
      await within(dialog()).findByText('可用余额不足，可用余额 10,345.60 元'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.addition)).toHaveLength(0);

    type('分发总金额', '10345.6');
    submit();
    await waitFor(() => expect(callsTo(PATHS.addition)).toHaveLength(1));
    expect(callsTo(PATHS.addition)[0]?.payload).toMatchObject({ totalAmount: '10345.60' });
  });

  it('keeps the dialog and the input when the operation password is wrong', async () => {
    const { post } = answers(capRefused('操作密码错误:操作密码错误，还可尝试4次'));
    renderList(post);
    await fillByRule('100');
    submit();
    expect(await screen.findByText('操作密码错误:操作密码错误，还可尝试4次')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('分发总金额')).toHaveValue('100');
    expect(within(dialog()).getByLabelText('操作密码')).toHaveValue(TYPED);
    expect(within(dialog()).getByText(PAYER_TITLE)).toBeInTheDocument();
  });

  it('sends once while a submission is pending', async () => {
    const waiting = recordingPost({
      [PATHS.inquiry]: capOk(listBody([])),
      [PATHS.rules]: capOk(listBody(RULES)),
      [PATHS.account]: capOk(listBody(ACCOUNTS)),
      [PATHS.addition]: () => new Promise<never>(() => {}),
    });
    renderList(waiting.post);
    await fillByRule('100');
    submit();
    await waitFor(() => expect(waiting.callsTo(PATHS.addition)).toHaveLength(1));
    submit();
    submit();
    expect(waiting.callsTo(PATHS.addition)).toHaveLength(1);
  });
});
