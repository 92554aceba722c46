import { Button, Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';
import { MODAL_WIDTH } from '../../lib/constants';
import { detailColumns } from '../../lib/pickers/detailColumns';

/** One field of the record: its label and how its value reads. */
export interface DetailField<Record> {
  label: string;
  /** The record's property shown as text when there is no `render`. */
  dataIndex?: keyof Record & string;
  render?: (record: Record) => ReactNode;
  /** Columns the field spans (a long text may take the whole row). */
  span?: number;
}

export interface DetailsModalProps<Record extends object> {
  open: boolean;
  record?: Record | null;
  fields: readonly DetailField<Record>[];
  /** Label/value pairs per row (spec 9: at most 4, 3 by default). */
  columns?: number;
  title?: string;
  width?: number;
  onClose: () => void;
}

function textOf(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** 详细信息 (spec 2.10, 9: width 1200): a grid row's fields as a label/value list. */
export function DetailsModal<Record extends object>({
  open,
  record,
  fields,
  columns,
  title = '详细信息',
  width = MODAL_WIDTH.details,
  onClose,
}: DetailsModalProps<Record>) {
  const column = detailColumns(columns);
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {record ? (
        <Descriptions
          bordered
          size="small"
          column={column}
          items={fields.map((field, index) => ({
            key: field.dataIndex ?? `${index}`,
            label: field.label,
            span: field.span ? Math.min(field.span, column) : undefined,
            children: field.render
              ? field.render(record)
              : textOf(field.dataIndex ? record[field.dataIndex] : undefined),
          }))}
        />
      ) : null}
    </Modal>
  );
}
