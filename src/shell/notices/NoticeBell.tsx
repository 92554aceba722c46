import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listMyNotices, type Announcement } from '../../../providers/notices-api';
import { USER_ANNOUNCEMENT_PATH } from './announcement';
import { LazyAnnouncementModal } from './LazyAnnouncementModal';
import { NoticeList } from './NoticeList';
import { noticeQueryKeys } from './queryKeys';
import { useAnnouncementViewer } from './useAnnouncementViewer';
import { useNoticeSocket } from './useNoticeSocket';

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
  const list = (notices: Announcement[] | undefined) => (
    <NoticeList notices={notices ?? []} loading={isPending} onOpen={openNotice} onMore={showMore} />
  );

  const tabs = (
    <Tabs
      centered
      style={{ width: 320 }}
      items={[
        {
          key: 'annt',
          label: `通知(${data?.anntMsgTotal ?? 0})`,
          children: list(data?.anntMsgList),
        },
        {
          key: 'sys',
          label: `系统消息(${data?.sysMsgTotal ?? 0})`,
          children: list(data?.sysMsgList),
        },
      ]}
    />
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={tabs}
      >
        <Button type="text" aria-label="消息通知">
          <Badge count={unread} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <LazyAnnouncementModal announcement={viewer.viewing} onClose={viewer.close} />
    </>
  );
}
