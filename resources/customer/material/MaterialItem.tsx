import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Popconfirm, Space, Tag, Typography, theme } from 'antd';
import type { Material } from '../../../providers/customer-material-api';
import { MATERIAL_STATUS } from '../../../src/lib/customer';
import { MaterialFile } from './MaterialFile';
import { MATERIAL_TEXTS as TEXTS } from './texts';

const STATUS_COLOR: Record<string, string> = {
  [MATERIAL_STATUS.pending]: 'processing',
  [MATERIAL_STATUS.approved]: 'success',
  [MATERIAL_STATUS.rejected]: 'error',
};

/** What a row may do, by the user's button codes (spec 6). */
export interface MaterialPermissions {
  /** cus:material:add: upload, replace, remove, reorder. */
  edit: boolean;
  /** cus:material:audit: approve, reject. */
  audit: boolean;
}

export interface MaterialItemProps {
  row: Material;
  index: number;
  count: number;
  typeText: string;
  statusText: string;
  url: string;
  can: MaterialPermissions;
  /** The pending change's `<id>:<action>`, if any: every action waits for it. */
  pending: string | undefined;
  onMove: (index: number, delta: -1 | 1) => void;
  onReplace: (row: Material) => void;
  onRemove: (row: Material) => void;
  onApprove: (row: Material) => void;
  onReject: (row: Material) => void;
}

/** One material: drag handle, its file, type, status (with the reason of a rejection), actions. */
export function MaterialItem(props: MaterialItemProps) {
  const { row, index, count, typeText, statusText, url, can, pending } = props;
  const { token } = theme.useToken();
  const { setNodeRef, transform, transition, attributes, listeners } = useSortable({
    id: row.id,
    data: { index },
    disabled: !can.edit,
  });
  const busy = pending !== undefined;
  const waitingFor = (action: string) => pending === `${row.id}:${action}`;
  const rejected = row.auditStatus === MATERIAL_STATUS.rejected;

  return (
    <li
      ref={setNodeRef}
      aria-label={`${typeText} ${row.fileName}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: 8,
        border: `1px solid ${rejected ? token.colorError : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      {can.edit ? (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={`${TEXTS.dragHandle} ${row.fileName}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          disabled={busy}
          {...attributes}
          {...listeners}
        />
      ) : null}
      <Typography.Text type="secondary">{row.sortNo}</Typography.Text>
      <MaterialFile row={row} url={url} />
      <Space direction="vertical" size={0} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{typeText}</Typography.Text>
        <Typography.Text>{row.fileName}</Typography.Text>
        {row.uploadTime ? (
          <Typography.Text type="secondary">
            {TEXTS.uploadedBy}：{row.uploadBy ?? ''} {TEXTS.uploadedAt}：{row.uploadTime}
          </Typography.Text>
        ) : null}
        {rejected && row.auditRemark ? (
          <Typography.Text type="danger">
            {TEXTS.rejectReason}：{row.auditRemark}
          </Typography.Text>
        ) : null}
      </Space>
      <Tag color={STATUS_COLOR[row.auditStatus]}>{statusText}</Tag>
      <Space size={0} wrap>
        {can.edit ? (
          <>
            <Button
              type="link"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`${TEXTS.moveUp} ${row.fileName}`}
              disabled={busy || index === 0}
              loading={waitingFor('reorder')}
              onClick={() => props.onMove(index, -1)}
            />
            <Button
              type="link"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`${TEXTS.moveDown} ${row.fileName}`}
              disabled={busy || index === count - 1}
              onClick={() => props.onMove(index, 1)}
            />
            <Button type="link" size="small" disabled={busy} onClick={() => props.onReplace(row)}>
              {TEXTS.replace}
            </Button>
            <Popconfirm
              title={TEXTS.removeConfirm}
              okText="确定"
              cancelText="取消"
              onConfirm={() => props.onRemove(row)}
            >
              <Button
                type="link"
                size="small"
                danger
                disabled={busy}
                loading={waitingFor('remove')}
              >
                {TEXTS.remove}
              </Button>
            </Popconfirm>
          </>
        ) : null}
        {can.audit && row.auditStatus !== MATERIAL_STATUS.approved ? (
          <Popconfirm
            title={TEXTS.approveConfirm}
            okText="确定"
            cancelText="取消"
            onConfirm={() => props.onApprove(row)}
          >
            <Button type="link" size="small" disabled={busy} loading={waitingFor('approve')}>
              {TEXTS.approve}
            </Button>
          </Popconfirm>
        ) : null}
        {can.audit && !rejected ? (
          <Button
            type="link"
            size="small"
            danger
            disabled={busy}
            onClick={() => props.onReject(row)}
          >
            {TEXTS.reject}
          </Button>
        ) : null}
      </Space>
    </li>
  );
}
