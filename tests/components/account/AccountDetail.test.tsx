/**
 * 账户详情 (issue 17 page 1): the account read by its number, the header's balances (available
 * = balance − frozen, computed in fen), the bound card, the operations slot whose onDone re-reads
 * the account and its ledger; the 流水 of the last 30 days at first, a date search sent as
 * beginDate / endDate, signed amounts, and 导出 of the searched lines (acct:export, spec 6).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile, Normalised } from '../../../providers/http';
import {
  INQUIRY,
  LEDGER,
  LEDGER_EXPORT,
  account,
  capOk,
  choose,
  grant,
  listBody,
  recordingDownload,
  recordingPost,
  renderDetail,
  seedAccountDictionaries,
} from './harness';

const ledgerLines = [
  {
    ledgerNo: 'L202611259001',
    txnNo: 'T20261125093210100',
    txnTime: '2026-11-25 09:32:10',
    txnType: '02',
    direction: 'D',
    amount: '20000.00',
    balanceAfter: '1285630.45',
    counterpartyName: '杭州云栖便利店有限公司',
    counterpartyAcctNo: '6222 **** **** 3201',
    remark: '提现至结算卡',
  },
  {
    ledgerNo: 'L202611239005',
    txnNo: 'T20261123100255104',
    txnTime: '2026-11-23 10:02:55',
    txnType: '09',
    direction: 'C',
    amount: '0.30',
    balanceAfter: '1353687.25',
    counterpartyName: '平台调账',
    counterpartyAcctNo: null,
    remark: '手续费多扣冲回',
  },
];

const answers = (acct = account()) => ({
  [INQUIRY]: capOk(listBody([acct])),
  [LEDGER]: capOk(listBody(ledgerLines, 7)),
});

const file = (name: string): Normalised<DownloadedFile> => ({
  success: true,
  code: 200,
  message: '',
  result: { blob: new Blob(['xlsx']), fileName: name },
});

function savedNames() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

/** The ledger's first line: on a loaded two-core machine the first render takes a while. */
const ledgerShown = () => screen.findByText('T20261125093210100', {}, { timeout: 60_000 });

const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });
const balances = () => screen.getByRole('group', { name: '余额' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00'));
  seedAccountDictionaries();
  grant(['acct:export']);
  URL.createObjectURL = vi.fn(() => 'blob:ledger');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('账户详情', { timeout: 120_000 }, () => {
  it('reads the account by its number and shows its balances and bound card', async () => {
    const { post, callsTo } = recordingPost(
      answers(
        account({
          acctStatus: '1',
          balance: '356200.00',
          frozenAmt: '50000.00',
          // A server figure that disagrees: the page shows balance − frozen.
          availableAmt: '356200.00',
        }),
      ),
    );
    renderDetail(post);
    await screen.findByText('杭州云栖便利店有限公司基本户', {}, { timeout: 60_000 });
    expect(callsTo(INQUIRY)[0]?.payload).toEqual({ acctNo: '6218801000000121' });
    const figures = within(balances());
    expect(figures.getByText('356,200.00')).toBeInTheDocument();
    expect(figures.getByText('50,000.00')).toBeInTheDocument();
    expect(figures.getByText('306,200.00')).toBeInTheDocument();
    expect((await screen.findAllByText('部分冻结')).length).toBeGreaterThan(0);
    expect(await screen.findByText('基本户')).toBeInTheDocument();
    expect(screen.getByText('杭州云栖便利店有限公司（C202611000123）')).toBeInTheDocument();
    expect(screen.getByText('6222 **** **** 3201')).toBeInTheDocument();
    expect(screen.getByText('中国工商银行股份有限公司杭州西湖支行')).toBeInTheDocument();
  });

  it('says so when no account has the number', async () => {
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([])) });
    renderDetail(post, { acctNo: '6218800000000000' });
    expect(await screen.findByText('未找到账户「6218800000000000」')).toBeInTheDocument();
  });

  it('reads the ledger of the last 30 days with signed, formatted amounts', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderDetail(post);
    await ledgerShown();
    expect(callsTo(LEDGER)[0]).toMatchObject({
      payload: { acctNo: '6218801000000121', beginDate: '2026-10-27', endDate: '2026-11-25' },
      page: { pageNum: 1, pageSize: 10 },
    });
    const debit = screen.getByText('T20261125093210100').closest('tr') as HTMLElement;
    expect(within(debit).getByText('-20,000.00')).toBeInTheDocument();
    expect(await within(debit).findByText('支出')).toBeInTheDocument();
    expect(await within(debit).findByText('提现')).toBeInTheDocument();
    expect(within(debit).getByText('1,285,630.45')).toBeInTheDocument();
    const credit = screen.getByText('T20261123100255104').closest('tr') as HTMLElement;
    expect(within(credit).getByText('+0.30')).toBeInTheDocument();
    expect(await within(credit).findByText('收入')).toBeInTheDocument();
    expect(within(credit).getByText('1,353,687.25')).toBeInTheDocument();
    // A ledger line is a succeeded transaction: its 电子回单 can be opened.
    expect(within(debit).getByRole('button', { name: /电子回单/ })).toBeEnabled();
    expect(within(credit).getByRole('button', { name: /电子回单/ })).toBeEnabled();
  });

  it('searches by type and direction within the range shown', async () => {
    const { post, callsTo } = recordingPost(answers());
    renderDetail(post);
    await ledgerShown();
    const search = screen.getByRole('search', { name: '流水查询条件' });
    expect(within(search).getByPlaceholderText('开始日期')).toHaveValue('2026-10-27');
    expect(within(search).getByPlaceholderText('结束日期')).toHaveValue('2026-11-25');
    await choose(search, '交易类型', '调增');
    await choose(search, '收支方向', '收入');
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(callsTo(LEDGER)).toHaveLength(2));
    expect(callsTo(LEDGER)[1]?.payload).toEqual({
      acctNo: '6218801000000121',
      beginDate: '2026-10-27',
      endDate: '2026-11-25',
      txnType: '09',
      direction: 'C',
    });
  });

  it('exports what the last search selects, once while pending, under the server name', async () => {
    const { post } = recordingPost(answers());
    const exporter = recordingDownload(file('账户流水-6218801000000121.xlsx'));
    const names = savedNames();
    renderDetail(post, { download: exporter.download });
    await ledgerShown();
    fireEvent.click(exportButton());
    fireEvent.click(exportButton());
    await waitFor(() => expect(exporter.calls).toHaveLength(1));
    expect(exporter.calls[0]).toEqual({
      path: LEDGER_EXPORT,
      payload: { acctNo: '6218801000000121', beginDate: '2026-10-27', endDate: '2026-11-25' },
    });
    exporter.release();
    await waitFor(() => expect(names).toEqual(['账户流水-6218801000000121.xlsx']));
  });

  it('names an unnamed workbook 账户流水.xlsx and shows a refusal without saving', async () => {
    const { post } = recordingPost(answers());
    const unnamed = recordingDownload(file(''));
    const names = savedNames();
    const view = renderDetail(post, { download: unnamed.download });
    await ledgerShown();
    fireEvent.click(exportButton());
    await waitFor(() => expect(unnamed.calls).toHaveLength(1));
    unnamed.release();
    await waitFor(() => expect(names).toEqual(['账户流水.xlsx']));
    view.unmount();

    const refused = recordingDownload({
      success: false,
      code: 'E3010',
      message: '导出失败:查询区间不能超过366天',
      result: null,
    });
    renderDetail(post, { download: refused.download });
    await ledgerShown();
    fireEvent.click(exportButton());
    await waitFor(() => expect(refused.calls).toHaveLength(1));
    refused.release();
    expect(await screen.findByText('导出失败:查询区间不能超过366天')).toBeInTheDocument();
    expect(names).toEqual(['账户流水.xlsx']);
  });

  it('offers no 导出 without acct:export', async () => {
    grant([]);
    const { post } = recordingPost(answers());
    renderDetail(post);
    await ledgerShown();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('mounts the operations with the account, and their onDone re-reads account and ledger', async () => {
    const { post, callsTo } = recordingPost(answers());
    const seen: string[] = [];
    renderDetail(post, {
      operations: (acct, onDone) => {
        seen.push(acct.acctNo);
        return <Button onClick={onDone}>充值</Button>;
      },
    });
    await ledgerShown();
    expect(seen).toContain('6218801000000121');
    fireEvent.click(screen.getByRole('button', { name: /充\s*值/ }));
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
    await waitFor(() => expect(callsTo(LEDGER)).toHaveLength(2));
  });
});
