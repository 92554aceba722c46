import { Descriptions, Drawer } from 'antd';
import { cellContent } from './columns';
import type { ColumnDecl, ListRow } from './types';

const SHOW_DRAWER_WIDTH = 600;

export interface ShowDrawerProps<T extends ListRow> {
  record: T | undefined;
  fields: readonly ColumnDecl<T>[];
  onClose: () => void;
}

/** 详情: the row's fields, dictionary values by their text. */
export function ShowDrawer<T extends ListRow>({ record, fields, onClose }: ShowDrawerProps<T>) {
  return (
    <Drawer open={record !== undefined} title="详情" width={SHOW_DRAWER_WIDTH} onClose={onClose}>
      {record ? (
        <Descriptions column={1} bordered size="small">
          {fields.map((field) => (
            <Descriptions.Item key={field.field} label={field.title}>
              {cellContent(record, field)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
