import { Button, List, Spin, Typography } from 'antd';
import type { Announcement } from '../../../providers/notices-api';
import { EMPTY_TEXT } from '../../lib/messages';
import { publishTimeOf } from './announcement';
import { PriorityTag } from './PriorityTag';

export interface NoticeListProps {
  notices: Announcement[];
  loading: boolean;
  onOpen: (notice: Announcement) => void;
  onMore: () => void;
}

/** One tab of the bell: title, publish time and priority of each item, then 查看更多 (spec 2.6). */
export function NoticeList({ notices, loading, onOpen, onMore }: NoticeListProps) {
  return (
    <Spin spinning={loading}>
      <List
        size="small"
        dataSource={notices}
        locale={{ emptyText: EMPTY_TEXT }}
        rowKey="id"
        renderItem={(notice) => (
          <List.Item extra={<PriorityTag priority={notice.priority} />}>
            <List.Item.Meta
              title={
                <Typography.Link ellipsis onClick={() => onOpen(notice)}>
                  {notice.titile}
                </Typography.Link>
              }
              description={`${publishTimeOf(notice)} 发布`}
            />
          </List.Item>
        )}
      />
      <Button type="dashed" block onClick={onMore} style={{ marginTop: 8 }}>
        查看更多
      </Button>
    </Spin>
  );
}
