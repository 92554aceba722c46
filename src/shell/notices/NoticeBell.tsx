import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Flex, Popover, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyWithRetry } from '../../components/ErrorBoundary/lazyWithRetry';
import { listMyNotices, type Announcement } from '../../../providers/notices-api';
import { USER_ANNOUNCEMENT_PATH } from './announcement';
import { LazyAnnouncementModal } from './LazyAnnouncementModal';
import { noticeQueryKeys } from './queryKeys';
import { useAnnouncementViewer } from './useAnnouncementViewer';
import { useNoticeSocket } from './useNoticeSocket';

// The popover's lists (antd List) load when the bell is first pointed at or opened, not with the
// header on every page (issue 20); the count on the bell needs only the query.
const NoticeTabs = lazyWithRetry(
  () => import('./NoticeTabs'),
  'widget',
  (module) => module.NoticeTabs,
);
const preloadTabs = () => void NoticeTabs.preload();

const POPOVER_WIDTH = 320;

/**
 * The header notice bell (spec 2.6): unread count, a popover with the 通知 and 系统消息 tabs, the
 * detail modal, and the notification socket that keeps it current. The header decides whether to
 * render it (group types starting with plat or org).
 */
export function NoticeBell() {
  useNoticeSocket();
  const navigate = useNavigate();
  const viewer = useAnnouncementViewer();
  const [open, setOpen] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: noticeQueryKeys.unread,
    queryFn: listMyNotices,
  });
  const unread = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);

  const openNotice = (notice: Announcement) => {
    setOpen(false);
    viewer.open(notice, notice.id);
  };
  const showMore = () => {
    setOpen(false);
    navigate(USER_ANNOUNCEMENT_PATH);
  };
  const content = (
    <div style={{ width: POPOVER_WIDTH }}>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin size="small" />
          </Flex>
        }
      >
        <NoticeTabs notices={data} loading={isPending} onOpen={openNotice} onMore={showMore} />
      </Suspense>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
      >
        <Button type="text" aria-label="消息通知" onMouseEnter={preloadTabs} onFocus={preloadTabs}>
          <Badge count={unread} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <LazyAnnouncementModal announcement={viewer.viewing} onClose={viewer.close} />
    </>
  );
}
