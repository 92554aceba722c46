/**
 * 转账 (商户平台, merchant/TransferAccountList): the transfer transactions only. Every read sends
 * txnType 03, the search has no type select, and successful rows get 退款 and 电子回单.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TransferListPage } from '../../../resources/account/txn/TransferListPage';
import {
  ALL_CODES,
  PATHS,
  actionsOf,
  capOk,
  grant,
  listBody,
  recordingPost,
  renderAs,
  rowOf,
  seedDictionaries,
  txn,
} from './harness';

const DONE = txn({ txnNo: 'T20261124170541004', txnType: '03', txnStatus: '02' });

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('转账', { timeout: 300_000 }, () => {
  it('reads and searches the transfers only', async () => {
    const { post, callsTo } = recordingPost({ [PATHS.inquiry]: capOk(listBody([DONE])) });
    renderAs('admin', post, <TransferListPage />);
    await waitFor(() => rowOf(DONE.txnNo));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ txnType: '03' });
    expect(actionsOf(DONE.txnNo)).toEqual(['退款', '电子回单']);
    const search = screen.getByRole('search', { name: '查询条件' });
    expect(within(search).queryByLabelText('交易类型')).not.toBeInTheDocument();

    fireEvent.change(within(search).getByLabelText('账号'), {
      target: { value: ' 6218801000000121 ' },
    });
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(2));
    expect(callsTo(PATHS.inquiry)[1]?.payload).toEqual({
      acctNo: '6218801000000121',
      txnType: '03',
    });
  });
});
