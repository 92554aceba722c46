/** The parts both upload lists show for an item (spec 4 upload cell, 8.3): names and actions. */
import {
  DeleteOutlined,
  DownloadOutlined,
  EllipsisOutlined,
  ExclamationCircleOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
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

type ActionButtonProps = Omit<ButtonProps, 'type' | 'size' | 'icon' | 'aria-label'> & {
  /** The action's name: the button's accessible name, and its tooltip with `tooltip`. */
  label: string;
  icon: ReactNode;
  tooltip?: boolean;
};

/** A small icon-only action of an item, named by its label. */
export function ActionButton({ label, icon, tooltip = false, ...button }: ActionButtonProps) {
  const action = <Button type="text" size="small" icon={icon} aria-label={label} {...button} />;
  return tooltip ? <Tooltip title={label}>{action}</Tooltip> : action;
}

export function RemoveButton({
  item,
  onRemove,
  tooltip,
}: Pick<ItemActions, 'onRemove'> & { item: UploadItem; tooltip?: boolean }) {
  return (
    <ActionButton
      label="删除"
      icon={<DeleteOutlined />}
      tooltip={tooltip}
      onClick={() => onRemove(item)}
    />
  );
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

/** 下载, and unless disabled 删除 and (when offered) 更多, of an uploaded file. */
export function DoneActions(props: ItemActions & { item: UploadItem }) {
  const { item, urlOf, disabled, onRemove, onMore, canMore } = props;
  return (
    <Space size={0}>
      <ActionButton
        label="下载"
        icon={<DownloadOutlined />}
        tooltip
        href={urlOf(item.path ?? '')}
        target="_blank"
        rel="noopener noreferrer"
        download={item.name}
      />
      {disabled ? null : (
        <>
          <RemoveButton item={item} onRemove={onRemove} tooltip />
          {canMore ? (
            <ActionButton
              label="更多"
              icon={<EllipsisOutlined />}
              tooltip
              onClick={() => onMore(item)}
            />
          ) : null}
        </>
      )}
    </Space>
  );
}
