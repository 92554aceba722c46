/**
 * 交易复核 opened through a figure's link (issue 18 item 4): the search form shows the link's
 * filters and the first TxnInquiry carries them instead of the default 待复核; a second link
 * re-filters the open list, a location without a query (the menu, the tab bar) leaves it as it
 * is, and 重置 returns to 待复核, not to the link's values.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TxnAuditListPage } from '../../../resources/account/txn/TxnAuditListPage';
import { listHref } from '../../../src/lib/listLinks';
import {
  ALL_CODES,
  PATHS,
  capOk,
  grant,
  listBody,
  recordingPost,
  renderAs,
  seedDictionaries,
  txn,
} from '../txn/harness';
import { GoTo } from './GoTo';

const search = () => within(screen.getByRole('search', { name: '查询条件' }));
const selected = (label: string) =>
  search().getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-selection-item')
    ?.textContent;

function openAt(at: string, links: string[] = []) {
  const recorder = recordingPost({ [PATHS.inquiry]: capOk(listBody([txn()])) });
  renderAs(
    'admin',
    recorder.post,
    <>
      {links.map((to) => (
        <GoTo key={to} to={to} />
      ))}
      <TxnAuditListPage />
    </>,
    at,
  );
  return recorder;
}

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('交易复核 through a link', { timeout: 300_000 }, () => {
  it('starts with the link’s status, type and dates in the form and in the first request', async () => {
    const at = listHref('txnAudit', {
      txnStatus: '02',
      txnType: '04',
      beginDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    const { callsTo } = openAt(at);
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(1));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({
      txnStatus: '02',
      txnType: '04',
      beginDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    expect(selected('交易状态')).toBe('成功');
    expect(selected('交易类型')).toBe('单笔代付');
    expect(search().getByPlaceholderText('开始日期')).toHaveValue('2026-11-01');
    expect(search().getByPlaceholderText('结束日期')).toHaveValue('2026-11-27');
  });

  it('ignores unknown keys and bad values, keeping the default 待复核', async () => {
    const { callsTo } = openAt('/acct/txnAuditList?txnStatus=99&beginDate=2026-02-30&foo=1');
    await waitFor(() => expect(callsTo(PATHS.inquiry)).toHaveLength(1));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({ txnStatus: '00' });
    expect(selected('交易状态')).toBe('待复核');
  });

  it('re-filters the open list on a second link, and keeps it on a location without a query', async () => {
    const second = listHref('txnAudit', { txnStatus: '03' });
    const { callsTo } = openAt(listHref('txnAudit', { txnStatus: '02' }), [
      second,
      '/acct/txnAuditList',
    ]);
    await waitFor(() => expect(selected('交易状态')).toBe('成功'));

    fireEvent.click(screen.getByRole('button', { name: `前往 ${second}` }));
    await waitFor(() => expect(selected('交易状态')).toBe('失败'));
    await waitFor(() =>
      expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({ txnStatus: '03' }),
    );
    const sent = callsTo(PATHS.inquiry).length;

    fireEvent.click(screen.getByRole('button', { name: '前往 /acct/txnAuditList' }));
    expect(selected('交易状态')).toBe('失败');
    expect(callsTo(PATHS.inquiry)).toHaveLength(sent);
  });

  it('resets to the page’s own 待复核, not to the link’s filters', async () => {
    const { callsTo } = openAt(listHref('txnAudit', { txnStatus: '02', txnType: '04' }));
    await waitFor(() => expect(selected('交易类型')).toBe('单笔代付'));
    fireEvent.click(search().getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(selected('交易状态')).toBe('待复核'));
    expect(selected('交易类型')).toBeUndefined();
    await waitFor(() =>
      expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({ txnStatus: '00' }),
    );
  });
});
