import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NoticesApiModule from '../../../providers/notices-api';
import { UserAnnouncementPage } from '../../../src/shell/notices/UserAnnouncementPage';
import { IMPORTANT, RECONCILE_ERRORS, sendOf, URGENT, XSS_PROBE } from './fixtures';
import { renderInShell } from './renderInShell';
import { ApiError } from '../../../providers/http/httpError';

const api = vi.hoisted(() => ({
  listMyAnnouncementSends: vi.fn(),
  markNoticeRead: vi.fn(),
}));

vi.mock('../../../providers/notices-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NoticesApiModule>()),
  ...api,
}));

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const PATH = '/isps/userAnnouncement';
const ROWS = [
  sendOf(URGENT, '0'),
  sendOf(IMPORTANT, '1'),
  sendOf(XSS_PROBE, '0'),
  sendOf(RECONCILE_ERRORS, '1'),
];

beforeEach(() => {
  api.listMyAnnouncementSends.mockReset();
  api.markNoticeRead.mockReset();
  api.listMyAnnouncementSends.mockResolvedValue({ records: ROWS, total: 24 });
  api.markNoticeRead.mockResolvedValue(undefined);
});

function row(title: string | null): HTMLElement {
  const cell = screen.getByText(title ?? '');
  const tr = cell.closest<HTMLElement>('tr');
  if (!tr) throw new Error(`no row for ${title}`);
  return tr;
}

describe('UserAnnouncementPage', { timeout: 20_000 }, () => {
  it('lists my announcements with sender, priority, send time and read flag', async () => {
    renderInShell(<UserAnnouncementPage />, PATH);

    await screen.findByText(URGENT.titile ?? '');

    expect(api.listMyAnnouncementSends).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    const urgent = row(URGENT.titile);
    expect(within(urgent).getByText('admin')).toBeInTheDocument();
    expect(within(urgent).getByText('紧急消息')).toBeInTheDocument();
    expect(within(urgent).getByText('2026-03-18 09:00:00')).toBeInTheDocument();
    expect(within(urgent).getByText('未读')).toBeInTheDocument();
    expect(within(row(IMPORTANT.titile)).getByText('重要消息')).toBeInTheDocument();
    expect(within(row(IMPORTANT.titile)).getByText('已读')).toBeInTheDocument();
    expect(screen.getByText('共 24 条')).toBeInTheDocument();
  });

  it('filters by title from the first page', async () => {
    renderInShell(<UserAnnouncementPage />, PATH);
    await screen.findByText(URGENT.titile ?? '');
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(api.listMyAnnouncementSends).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 }),
    );

    await userEvent.type(screen.getByPlaceholderText('请输入标题'), ' 清明 ');
    await userEvent.click(screen.getByText(/查\s*询/));

    await waitFor(() =>
      expect(api.listMyAnnouncementSends).toHaveBeenLastCalledWith({
        pageNo: 1,
        pageSize: 10,
        titile: '清明',
      }),
    );
  });

  it('clears the filter with 重置', async () => {
    renderInShell(<UserAnnouncementPage />, PATH);
    await screen.findByText(URGENT.titile ?? '');
    await userEvent.type(screen.getByPlaceholderText('请输入标题'), '清明');
    await userEvent.click(screen.getByText(/查\s*询/));

    await userEvent.click(screen.getByText(/重\s*置/));

    await waitFor(() =>
      expect(api.listMyAnnouncementSends).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }),
    );
    expect(screen.getByPlaceholderText('请输入标题')).toHaveValue('');
  });

  it('opens an announcement sanitised, marks it read by its announcement id and reloads', async () => {
    renderInShell(<UserAnnouncementPage />, PATH);
    await screen.findByText(XSS_PROBE.titile ?? '');

    await userEvent.click(within(row(XSS_PROBE.titile)).getByText('查看'));

    const modal = (await screen.findByText('通知消息')).closest<HTMLElement>('.ant-modal');
    expect(modal).not.toBeNull();
    expect(modal?.querySelector('[onerror]')).toBeNull();
    expect(modal).toHaveTextContent('本公告用于检查富文本展示时的安全过滤。');
    expect(api.markNoticeRead).toHaveBeenCalledWith(XSS_PROBE.id);
    await waitFor(() => expect(api.listMyAnnouncementSends).toHaveBeenCalledTimes(2));
  });

  it('shows the server message of a failed list as a warning', async () => {
    api.listMyAnnouncementSends.mockRejectedValue(new ApiError('查询失败，请稍后重试', 'server'));
    renderInShell(<UserAnnouncementPage />, PATH);

    expect(await screen.findByText('查询失败，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
