import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NoticesApiModule from '../../../providers/notices-api';
import { storage } from '../../../src/lib/storage';
import { NoticeBell } from '../../../src/shell/notices/NoticeBell';
import { FakeSocket } from '../../unit/notices/fakeSocket';
import {
  IMPORTANT,
  MY_NOTICES,
  NOTHING_UNREAD,
  RECONCILE_ERRORS,
  URGENT,
  XSS_PROBE,
} from './fixtures';
import { modalBox, renderInShell } from './renderInShell';

const api = vi.hoisted(() => ({
  listMyNotices: vi.fn(),
  markNoticeRead: vi.fn(),
}));

vi.mock('../../../providers/notices-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NoticesApiModule>()),
  ...api,
}));

beforeEach(() => {
  api.listMyNotices.mockReset();
  api.markNoticeRead.mockReset();
  api.listMyNotices.mockResolvedValue(MY_NOTICES);
  api.markNoticeRead.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  FakeSocket.reset();
});

// antd's pointer-events styles need no re-checking on every click.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

// Text and label queries: role queries over antd's portals are slow in jsdom.
const bell = () => screen.getByLabelText('消息通知');

async function openBell() {
  await userEvent.click(bell());
  await screen.findByText('通知(6)');
}

/** The tab panel on show in the bell's popover. */
function activePanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('.ant-tabs-tabpane-active');
  if (!panel) throw new Error('no tab panel is shown');
  return panel;
}

async function openNotice(title: string | null) {
  await userEvent.click(await screen.findByText(title ?? ''));
  const heading = await screen.findByText('通知消息');
  const modal = heading.closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no modal is shown');
  return modal;
}

const modalClosed = () =>
  waitFor(() =>
    expect(document.querySelector('.ant-modal-wrap:not([style*="none"]) .ant-modal')).toBeNull(),
  );

// antd in jsdom is slow on a shared machine; the default 5 s is too tight.
describe('NoticeBell', { timeout: 20_000 }, () => {
  it('shows the unread count of both tabs on the bell', async () => {
    renderInShell(<NoticeBell />);

    expect(await within(bell()).findByText('8')).toBeInTheDocument();
  });

  it('lists notifications with publish time and priority tags', async () => {
    renderInShell(<NoticeBell />);

    await openBell();

    const panel = activePanel();
    expect(within(panel).getByText(URGENT.titile ?? '')).toBeInTheDocument();
    expect(within(panel).getByText('2026-03-18 09:00:00 发布')).toBeInTheDocument();
    expect(within(panel).getAllByText('紧急消息')).toHaveLength(1);
    expect(within(panel).getByText('重要消息')).toBeInTheDocument();
    expect(within(panel).getByText('一般消息')).toBeInTheDocument();
  });

  it('lists system messages in the second tab', async () => {
    renderInShell(<NoticeBell />);
    await openBell();

    await userEvent.click(screen.getByText('系统消息(2)'));

    const item = await within(activePanel()).findByText(RECONCILE_ERRORS.titile ?? '');
    expect(item).toBeInTheDocument();
    expect(within(activePanel()).getByText('紧急消息')).toBeInTheDocument();
  });

  it('says 暂无数据 when nothing is unread', async () => {
    api.listMyNotices.mockResolvedValue(NOTHING_UNREAD);
    renderInShell(<NoticeBell />);

    await userEvent.click(bell());

    expect(await screen.findByText('通知(0)')).toBeInTheDocument();
    expect(within(activePanel()).getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a spinner while the notices load', async () => {
    api.listMyNotices.mockReturnValue(new Promise(() => {}));
    renderInShell(<NoticeBell />);

    await userEvent.click(bell());

    await screen.findByText('通知(0)');
    expect(activePanel().querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('goes to /isps/userAnnouncement from 查看更多', async () => {
    renderInShell(<NoticeBell />);
    await openBell();

    await userEvent.click(within(activePanel()).getByText('查看更多'));

    expect(await screen.findByText('landed on /isps/userAnnouncement')).toBeInTheDocument();
  });
});

describe('NoticeBell: opening an item', { timeout: 20_000 }, () => {
  it('shows the sanitised announcement, marks it read and reloads the list', async () => {
    renderInShell(<NoticeBell />);
    await openBell();
    expect(api.listMyNotices).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByText(XSS_PROBE.titile ?? ''));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('通知消息')).toBeInTheDocument();
    expect(
      within(modal).getByRole('heading', { name: XSS_PROBE.titile ?? '' }),
    ).toBeInTheDocument();
    expect(
      within(modal).getByText('发布人：admin 发布时间：2026-03-11 09:00:00'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('本公告用于检查富文本展示时的安全过滤。')).toBeInTheDocument();
    expect(modal.querySelector('[onerror]')).toBeNull();
    expect(api.markNoticeRead).toHaveBeenCalledWith(XSS_PROBE.id);
    await waitFor(() => expect(api.listMyNotices).toHaveBeenCalledTimes(2));
  });

  it('closes the detail with 关闭', async () => {
    renderInShell(<NoticeBell />);
    await openBell();
    const modal = await openNotice(URGENT.titile);

    await userEvent.click(within(modal).getByText(/关\s*闭/));

    await modalClosed();
  });

  it('goes to the record page with 去处理 when openType is url', async () => {
    renderInShell(<NoticeBell />);
    await openBell();
    await userEvent.click(screen.getByText('系统消息(2)'));
    const modal = await openNotice(RECONCILE_ERRORS.titile);

    await userEvent.click(within(modal).getByText('去处理'));

    expect(
      await screen.findByText('landed on /reconcile/errors?date=2026-03-17'),
    ).toBeInTheDocument();
    await modalClosed();
  });

  it('offers no 去处理 for other open types', async () => {
    renderInShell(<NoticeBell />);
    await openBell();

    const modal = await openNotice(IMPORTANT.titile);

    expect(within(modal).queryByText('去处理')).toBeNull();
    expect(within(modal).getByText(/关\s*闭/)).toBeInTheDocument();
  });

  it('toggles full screen between 60% and 100% wide', async () => {
    renderInShell(<NoticeBell />);
    await openBell();
    const modal = await openNotice(URGENT.titile);
    expect(modal.style.width).toBe('60%');

    await userEvent.click(screen.getByLabelText('全屏'));
    expect(modalBox()?.style.width).toBe('100%');

    await userEvent.click(screen.getByLabelText('退出全屏'));
    expect(modalBox()?.style.width).toBe('60%');
  });
});

describe('NoticeBell: notification socket (spec 4)', { timeout: 20_000 }, () => {
  it('opens /websocket with the stored token and reloads on a user notice', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    storage.set('Access-Token', 'eyJ.token');
    const { unmount } = renderInShell(<NoticeBell />);
    await waitFor(() => expect(api.listMyNotices).toHaveBeenCalledTimes(1));

    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/admin/websocket?token=eyJ.token');
    act(() => {
      socket.open();
      socket.receive({ cmd: 'user', msgId: RECONCILE_ERRORS.id, msgTxt: '您有新消息' });
    });

    await waitFor(() => expect(api.listMyNotices).toHaveBeenCalledTimes(2));
    unmount();
    expect(socket.closed).toBe(true);
  });

  it('opens no socket without a signed-in user', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    renderInShell(<NoticeBell />);

    await waitFor(() => expect(api.listMyNotices).toHaveBeenCalled());

    expect(FakeSocket.created).toEqual([]);
  });
});
