/** File mode list (spec 4 upload cell): one row per file with its state and actions. */
import { LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Progress, Space, Typography } from 'antd';
import { DoneActions, ErrorName, RemoveButton, ShortName, type ItemActions } from './itemParts';
import type { UploadItem } from './uploadList';

function FileRow({ item, ...actions }: ItemActions & { item: UploadItem }) {
  if (item.status === 'uploading') {
    return (
      <Space>
        <LoadingOutlined />
        <ShortName name={item.name} />
        <Progress percent={item.percent} size="small" style={{ width: 120, margin: 0 }} />
        <RemoveButton item={item} onRemove={actions.onRemove} />
      </Space>
    );
  }
  if (item.status === 'error') {
    return (
      <Space size={0}>
        <ErrorName item={item} onShowError={actions.onShowError} />
        {actions.disabled ? null : <RemoveButton item={item} onRemove={actions.onRemove} />}
      </Space>
    );
  }
  return (
    <Space size={4}>
      <PaperClipOutlined />
      <Typography.Link
        href={actions.urlOf(item.path ?? '')}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ShortName name={item.name} />
      </Typography.Link>
      <DoneActions item={item} {...actions} />
    </Space>
  );
}

export function FileList({ items, ...actions }: ItemActions & { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="文件列表" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
      {items.map((item) => (
        <li key={item.uid} data-status={item.status}>
          <FileRow item={item} {...actions} />
        </li>
      ))}
    </ul>
  );
}
