/**
 * 我的待办 (issue 19 item 5): the counts per kind, the filter by kind (the todoKind sent), each
 * row's 去审核 opening the audit page of its kind filtered to the item, hidden without that
 * audit's code (spec 6), the server's text on a failed read (spec 7.1), the empty state.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIT_CODES,
  PATHS,
  capOk,
  capRefused,
  grant,
  recordingPost,
  renderTodos,
  seedDictionary,
} from './harness';

const todo = (todoKind: string, bizNo: string, amount: string | null, title: string) => ({
  todoNo: `W-${bizNo}`,
  todoKind,
  bizNo,
  title,
  cusCode: 'C202611000123',
  cusName: '杭州云栖便利店有限公司',
  amount,
  submitter: 'zhoulin',
  submitterName: '周琳',
  submitTime: '2026-11-25 10:15:30',
});

const ROWS = [
  todo('06', 'D20261127093015001', '10000.00', '资金分发 10,000.00 元'),
  todo('03', 'T20261125101530001', '12888.80', '单笔代付 12,888.80 元'),
  todo('01', 'JJ20261124000003', null, '工商银行 代付产品进件'),
];
const listBody = (rows: unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});
const COUNTS = {
  total: 3,
  counts: [
    { todoKind: '01', count: 1 },
    { todoKind: '03', count: 1 },
    { todoKind: '06', count: 1 },
  ],
};

const rowOf = (bizNo: string) => screen.getByText(bizNo).closest('tr') as HTMLElement;
const kinds = () => screen.getByRole('radiogroup', { name: '待办类别' });

beforeEach(() => {
  seedDictionary();
  grant(AUDIT_CODES);
});

describe('我的待办', { timeout: 300_000 }, () => {
  it('lists every kind with its count and the rows with their dictionary texts and amounts', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.counts]: capOk(COUNTS),
    });
    renderTodos(post);
    await waitFor(() => rowOf('T20261125101530001'));
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual({});
    await waitFor(() => expect(within(kinds()).getByText('全部 3')).toBeVisible());
    for (const label of [
      '渠道进件审核 1',
      '客户资料审核 0',
      '交易复核 1',
      '批量代付审核 0',
      '调账复核 0',
      '资金分发审核 1',
    ])
      expect(within(kinds()).getByText(label)).toBeVisible();
    expect(rowOf('T20261125101530001')).toHaveTextContent('交易复核');
    expect(rowOf('T20261125101530001')).toHaveTextContent('12,888.80');
    expect(rowOf('D20261127093015001')).toHaveTextContent('10,000.00');
  });

  it('filters by kind: the kind picked is sent, 全部 sends none', async () => {
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: (call) =>
        capOk(
          listBody(
            ROWS.filter((row) => !call.payload.todoKind || row.todoKind === call.payload.todoKind),
          ),
        ),
      [PATHS.counts]: capOk(COUNTS),
    });
    renderTodos(post);
    await waitFor(() => rowOf('D20261127093015001'));
    fireEvent.click(within(kinds()).getByText(/^交易复核/));
    await waitFor(() => expect(screen.queryByText('D20261127093015001')).toBeNull());
    expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({ todoKind: '03' });
    expect(rowOf('T20261125101530001')).toBeVisible();
    fireEvent.click(within(kinds()).getByText(/^全部/));
    await waitFor(() => rowOf('D20261127093015001'));
    expect(callsTo(PATHS.inquiry).at(-1)?.payload).toEqual({});
  });

  it.each([
    ['T20261125101530001', '/acct/txnAuditList?txnNo=T20261125101530001'],
    ['D20261127093015001', '/merchant/distributionAuditList?distNo=D20261127093015001'],
    ['JJ20261124000003', '/cus/cusChannelInnetList?status=01&cusCode=C202611000123'],
  ])('去审核 of %s opens %s', async (bizNo, href) => {
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.counts]: capOk(COUNTS),
    });
    renderTodos(post);
    await waitFor(() => rowOf(bizNo));
    fireEvent.click(within(rowOf(bizNo)).getByRole('link', { name: `去审核 ${bizNo}` }));
    expect(await screen.findByRole('status', { name: '已打开' })).toHaveTextContent(href);
  });

  it('hides 去审核 of a kind whose audit code the user lacks', async () => {
    grant(AUDIT_CODES.filter((code) => code !== 'txn:audit'));
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listBody(ROWS)),
      [PATHS.counts]: capOk(COUNTS),
    });
    renderTodos(post);
    await waitFor(() => rowOf('T20261125101530001'));
    expect(within(rowOf('T20261125101530001')).queryByRole('link')).toBeNull();
    expect(within(rowOf('D20261127093015001')).getByRole('link')).toHaveTextContent('去审核');
  });

  it("shows the server's text when the inbox cannot be read, and the kinds without counts", async () => {
    const { post } = recordingPost({
      [PATHS.inquiry]: capRefused('待办服务暂不可用，请稍后重试'),
      [PATHS.counts]: capRefused('待办服务暂不可用，请稍后重试'),
    });
    renderTodos(post);
    expect((await screen.findAllByText('待办服务暂不可用，请稍后重试')).length).toBeGreaterThan(0);
    expect(within(kinds()).getByText('交易复核')).toBeVisible();
    expect(within(kinds()).getByText('全部')).toBeVisible();
  });

  it('says so when nothing awaits', async () => {
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listBody([])),
      [PATHS.counts]: capOk({ total: 0, counts: [] }),
    });
    renderTodos(post);
    expect(await screen.findByText('暂无待办，所有事项均已处理')).toBeVisible();
    await waitFor(() => expect(within(kinds()).getByText('全部 0')).toBeVisible());
  });
});
