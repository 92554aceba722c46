/**
 * 账户管理 (issue 17 page 1): AcctInfoInquiry with the first page, codes shown through their
 * dictionaries, the three balances with separators and two places (spec 9), searches sending the
 * filled filters only, account numbers opening 账户详情, a refused read's server text (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INQUIRY,
  account,
  capOk,
  capRefused,
  choose,
  listBody,
  recordingPost,
  renderAccounts,
  seedAccountDictionaries,
} from './harness';

const partlyFrozen = account({
  acctNo: '6218802000000137',
  acctName: '杭州云栖便利店有限公司待清算户',
  acctType: '02',
  acctStatus: '1',
  balance: '356200.00',
  frozenAmt: '50000.00',
  availableAmt: '306200.00',
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(seedAccountDictionaries);

describe('账户管理', { timeout: 120_000 }, () => {
  it('lists the accounts with dictionary tags and formatted balances', async () => {
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody([account(), partlyFrozen], 12)),
    });
    renderAccounts(post);
    const row = await waitFor(() => rowOf('6218802000000137'));
    await within(row).findByText('待清算户');
    expect(callsTo(INQUIRY)[0]).toMatchObject({ payload: {}, page: { pageNum: 1, pageSize: 10 } });
    expect(within(row).getByText('待清算户')).toBeInTheDocument();
    expect(within(row).getByText('部分冻结')).toBeInTheDocument();
    expect(within(row).getByText('356,200.00')).toBeInTheDocument();
    expect(within(row).getByText('50,000.00')).toBeInTheDocument();
    expect(within(row).getByText('306,200.00')).toBeInTheDocument();
    expect(within(rowOf('6218801000000121')).getAllByText('1,285,630.45')).toHaveLength(2);
    expect(within(rowOf('6218801000000121')).getByText('0.00').closest('td')).toHaveStyle({
      textAlign: 'right',
    });
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('opens an account from its number', async () => {
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([account()])) });
    renderAccounts(post);
    const link = await screen.findByRole('link', { name: '6218801000000121' });
    expect(link).toHaveAttribute('href', '/acct/acctInfoDetail/6218801000000121');
  });

  it('searches by account, customer, type and status with the filled filters only', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody([account()])) });
    renderAccounts(post);
    await waitFor(() => rowOf('6218801000000121'));
    const search = screen.getByRole('search', { name: '查询条件' });
    fireEvent.change(within(search).getByLabelText('账号'), {
      target: { value: ' 6218 8010 0000 0121 ' },
    });
    fireEvent.change(within(search).getByLabelText('客户名称'), { target: { value: ' 杭州 ' } });
    await choose(search, '账户类型', '基本户');
    await choose(search, '账户状态', '冻结');
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
    expect(callsTo(INQUIRY)[1]?.payload).toEqual({
      acctNo: '6218801000000121',
      cusName: '杭州',
      acctType: '01',
      acctStatus: '2',
    });
    expect(callsTo(INQUIRY)[1]?.page).toMatchObject({ pageNum: 1 });
  });

  it('shows the server text of a refused read', async () => {
    const { post } = recordingPost({ [INQUIRY]: capRefused('交易失败:账户服务暂不可用') });
    renderAccounts(post);
    expect(await screen.findByText('交易失败:账户服务暂不可用')).toBeInTheDocument();
  });
});
