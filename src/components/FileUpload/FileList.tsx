/** File mode list (spec 4 upload cell): one row per file with its state and actions. */
import {
  DeleteOutlined,
  DownloadOutlined,
  EllipsisOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { UPLOAD_FAILED } from '../../lib/messages';
import { shortenName, type UploadItem } from './uploadList';

export interface ItemActions {
  urlOf: (path: string) => string;
  disabled: boolean;
  onRemove: (item: UploadItem) => void;
  onMore: (item: UploadItem) => void;
  onShowError: (item: UploadItem) => void;
  /** Whether the 更多 (replace) action is offered. */
  canMore: boolean;
}

/** The file's name, shortened (spec 9), with the whole name on hover. */
export function ShortName({ name }: { name: string }) {
  return (
    <Tooltip title={name}>
      <span>{shortenName(name)}</span>
    </Tooltip>
  );
}

export function ErrorName({
  item,
  onShowError,
}: Pick<ItemActions, 'onShowError'> & { item: UploadItem }) {
  // spec 8.3: tooltip 上传失败; a click shows the error dialog.
  return (
    <Tooltip title={UPLOAD_FAILED}>
      <Button
        type="link"
        danger
        size="small"
        icon={<ExclamationCircleOutlined />}
        aria-label={`${item.name} ${UPLOAD_FAILED}`}
        onClick={() => onShowError(item)}
      >
        {shortenName(item.name)}
      </Button>
    </Tooltip>
  );
}

export function DoneActions(props: ItemActions & { item: UploadItem }) {
  const { item, urlOf, disabled, onRemove, onMore, canMore } = props;
  const url = urlOf(item.path ?? '');
  return (
    <Space size={0}>
      <Tooltip title="下载">
        <Button
          type="text"
          size="small"
          icon={<DownloadOutlined />}
          aria-label="下载"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          download={item.name}
        />
      </Tooltip>
      {disabled ? null : (
        <>
          <Tooltip title="删除">
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label="删除"
              onClick={() => onRemove(item)}
            />
          </Tooltip>
          {canMore ? (
            <Tooltip title="更多">
              <Button
                type="text"
                size="small"
                icon={<EllipsisOutlined />}
                aria-label="更多"
                onClick={() => onMore(item)}
              />
            </Tooltip>
          ) : null}
        </>
      )}
    </Space>
  );
}

function FileRow({ item, ...actions }: ItemActions & { item: UploadItem }) {
  if (item.status === 'uploading') {
    return (
      <Space>
        <LoadingOutlined />
        <ShortName name={item.name} />
        <Progress percent={item.percent} size="small" style={{ width: 120, margin: 0 }} />
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label="删除"
          onClick={() => actions.onRemove(item)}
        />
      </Space>
    );
  }
  if (item.status === 'error') {
    return (
      <Space size={0}>
        <ErrorName item={item} onShowError={actions.onShowError} />
        {actions.disabled ? null : (
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label="删除"
            onClick={() => actions.onRemove(item)}
          />
        )}
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
