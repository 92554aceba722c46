import { Tabs } from 'antd';
import type { Announcement, MyNotices } from '../../../providers/notices-api';
import { NoticeList } from './NoticeList';

export interface NoticeTabsProps {
  notices: MyNotices | undefined;
  loading: boolean;
  onOpen: (notice: Announcement) => void;
  onMore: () => void;
}

/** The bell's popover: the 通知 and 系统消息 tabs, each with its list (spec 2.6). */
export function NoticeTabs({ notices, loading, onOpen, onMore }: NoticeTabsProps) {
  const list = (items: Announcement[] | undefined) => (
    <NoticeList notices={items ?? []} loading={loading} onOpen={onOpen} onMore={onMore} />
  );
  return (
    <Tabs
      centered
      items={[
        {
          key: 'annt',
          label: `通知(${notices?.anntMsgTotal ?? 0})`,
          children: list(notices?.anntMsgList),
        },
        {
          key: 'sys',
          label: `系统消息(${notices?.sysMsgTotal ?? 0})`,
          children: list(notices?.sysMsgList),
        },
      ]}
    />
  );
}
