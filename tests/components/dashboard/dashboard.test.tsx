/**
 * 首页 dashboards (issue 18 item 4): each card reads its own figure with the board's audience; one
 * failing call shows its card's failure with the server's text and 重试, the others keep their
 * figures; 刷新 and the 60 s refresh read every figure again, never while the page is hidden.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../resources/dashboard/home/HomePage';
import { PlatformBoard } from '../../../resources/dashboard/home/PlatformBoard';
import {
  ANSWERS,
  DASH_PATHS,
  capRefused,
  recordingPost,
  renderDashboard,
  seedSession,
} from './harness';

vi.mock('../../../src/components/LineChart', () => ({
  LineChart: ({ title, axis }: { title: string; axis: { labels: string[] } }) => (
    <figure aria-label={title}>{axis.labels.join('、')}</figure>
  ),
}));

/** A card's figure region (by its label: role queries over the whole board are slow in jsdom). */
function card(title: string): HTMLElement {
  const region = document.querySelector<HTMLElement>(`section[aria-label="${title}"]`);
  if (!region) throw new Error(`no card ${title}`);
  return region;
}
const ALL_PATHS = Object.values(DASH_PATHS);

beforeEach(() => seedSession('plat_ops'));
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

describe('首页 dashboards', { timeout: 120_000 }, () => {
  it('reads each figure with the board audience; a failing one fails alone and retries', async () => {
    let balanceFails = true;
    const recording = recordingPost({
      ...ANSWERS,
      [DASH_PATHS.balances]: () =>
        balanceFails ? capRefused('余额服务暂不可用') : ANSWERS[DASH_PATHS.balances],
    });
    renderDashboard(recording.post, <PlatformBoard />);

    await waitFor(() => expect(card('账户余额')).toHaveTextContent('账户余额加载失败'));
    const balances = within(card('账户余额')).getByRole('alert');
    expect(balances).toHaveTextContent('账户余额加载失败');
    expect(balances).toHaveTextContent('余额服务暂不可用');
    await waitFor(() => expect(card('今日交易')).toHaveTextContent('1,286'));
    expect(card('今日交易')).toHaveTextContent('3,567,890.12');
    expect(card('今日交易')).toHaveTextContent('较昨日 9.4%（+111 笔）');
    expect(card('今日交易')).toHaveTextContent('3.3%（-120,230.38 元）');
    expect(card('待办事项')).toHaveTextContent('交易复核');
    expect(card('今日交易排名')).toHaveTextContent('杭州云栖便利店有限公司');
    expect(card('交易走势')).toHaveTextContent('11月26日、11月27日');

    for (const path of ALL_PATHS)
      expect(recording.callsTo(path)[0]?.payload).toMatchObject({ audience: 'platform' });
    expect(recording.callsTo(DASH_PATHS.txnTrend)[0]?.payload).toEqual({
      audience: 'platform',
      days: 30,
    });

    balanceFails = false;
    fireEvent.click(within(card('账户余额')).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(card('账户余额')).toHaveTextContent('86,523,410.55'));
    expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(2);
    expect(recording.callsTo(DASH_PATHS.txnSummary)).toHaveLength(1);
  });

  it('links each figure to its filtered list', async () => {
    renderDashboard(recordingPost(ANSWERS).post, <PlatformBoard />);
    await waitFor(() => expect(card('待办事项')).toHaveTextContent('交易复核'));
    await waitFor(() => expect(card('账户余额')).toHaveTextContent('基本户'));
    await waitFor(() => expect(card('今日交易')).toHaveTextContent('1,286'));
    await waitFor(() => expect(card('今日交易排名')).toHaveTextContent('杭州云栖便利店有限公司'));
    const pending = within(card('待办事项')).getByRole('link', { name: /交易复核 8 件/ });
    expect(pending).toHaveAttribute('href', '/acct/txnAuditList?txnStatus=00');
    expect(within(card('今日交易')).getByRole('link', { name: /今日交易笔数/ })).toHaveAttribute(
      'href',
      '/acct/txnAuditList?beginDate=2026-11-27&endDate=2026-11-27',
    );
    expect(within(card('账户余额')).getByRole('link', { name: '基本户' })).toHaveAttribute(
      'href',
      '/acct/acctInfoList?acctType=01',
    );
    expect(
      within(card('今日交易排名')).getByRole('link', { name: '杭州云栖便利店有限公司' }),
    ).toHaveAttribute('href', '/acct/acctInfoList?cusCode=C202611000123');
  });

  it('shows each empty figure as empty', async () => {
    const empty = { listData: [], page: { count: 0, pageSize: 10, offset: 0 } };
    const ok = (body: unknown) => ({ success: true, code: '0000', message: '', result: body });
    renderDashboard(
      recordingPost({
        [DASH_PATHS.txnSummary]: ok({
          bizDate: '2026-11-27',
          today: { count: 0, amount: '0.00' },
          yesterday: { count: 0, amount: '0.00' },
        }),
        [DASH_PATHS.txnTrend]: ok(empty),
        [DASH_PATHS.pending]: ok(empty),
        [DASH_PATHS.balances]: ok(empty),
        [DASH_PATHS.topCustomers]: ok(empty),
      }).post,
      <PlatformBoard />,
    );
    for (const text of [
      '今日与昨日均无交易',
      '暂无走势数据',
      '暂无待办，处理完毕',
      '暂无账户',
      '今日暂无客户交易',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the board of the group type under the greeting; 刷新 reads every figure again', async () => {
    seedSession('org_ops');
    const recording = recordingPost(ANSWERS);
    renderDashboard(recording.post, <HomePage />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('系统管理员');
    expect(await screen.findByRole('heading', { name: '员工工作台' })).toBeInTheDocument();
    await waitFor(() => expect(card('我的待办')).toHaveTextContent('交易复核'));
    expect(recording.callsTo(DASH_PATHS.pending)[0]?.payload).toEqual({ audience: 'staff' });
    expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(recording.callsTo(DASH_PATHS.pending)).toHaveLength(2));
    expect(recording.callsTo(DASH_PATHS.txnSummary)).toHaveLength(2);
    expect(recording.callsTo(DASH_PATHS.txnTrend)).toHaveLength(2);
  });

  it('refreshes every 60 s while visible, runs no timer while hidden, and reads on showing again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedSession('merchant_admin');
    const recording = recordingPost(ANSWERS);
    renderDashboard(recording.post, <HomePage />);
    expect(await screen.findByRole('heading', { name: '商户看板' })).toBeInTheDocument();
    await waitFor(() => expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(1));
    expect(recording.callsTo(DASH_PATHS.balances)[0]?.payload).toEqual({ audience: 'merchant' });

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(2));

    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(2);

    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(3));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(recording.callsTo(DASH_PATHS.balances)).toHaveLength(4));
  });
});
