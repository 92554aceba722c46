import { CloseCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Typography } from 'antd';
import type { SavedQuery } from '../../lib/superQuery/savedQueries';

interface SavedQueryListProps {
  list: readonly SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onRemove: (query: SavedQuery) => void;
}

/** The side list of saved queries 保存的查询: a click loads one, the cross deletes it. */
export function SavedQueryList({ list, onLoad, onRemove }: SavedQueryListProps) {
  return (
    <Card size="small" title="保存的查询" role="region" aria-label="保存的查询">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" />
      ) : (
        <List
          size="small"
          split={false}
          dataSource={[...list]}
          rowKey="title"
          renderItem={(query) => (
            <List.Item
              style={{ padding: '2px 0' }}
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<CloseCircleOutlined />}
                  aria-label={`删除查询 ${query.title}`}
                  onClick={() => onRemove(query)}
                />,
              ]}
            >
              <Button
                type="link"
                size="small"
                icon={<FileTextOutlined />}
                style={{ padding: 0, maxWidth: '100%' }}
                onClick={() => onLoad(query)}
              >
                <Typography.Text ellipsis>{query.title}</Typography.Text>
              </Button>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
