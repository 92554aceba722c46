import { DeleteOutlined, DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Authorized } from '../../src/components/Authorized';
import { selectedCount } from '../../src/lib/messages';
import type { ListPermissions, ToolbarActionDecl } from './types';

/** A button shown to everyone without a code, else only when the code is allowed (spec 6). */
function Guarded({ code, children }: { code: string | undefined; children: ReactNode }) {
  return code === undefined ? <>{children}</> : <Authorized code={code}>{children}</Authorized>;
}

export interface ListToolbarProps {
  permissions: ListPermissions;
  onAdd?: () => void;
  onExport?: () => void;
  exporting?: boolean;
  onImport?: () => void;
  onRemoveSelected?: () => void;
  actions: readonly ToolbarActionDecl[];
  onAction: (action: ToolbarActionDecl) => void;
  /** The 高级查询 button, when the list has one. */
  advancedQuery?: ReactNode;
  selectedCount: number;
  onClearSelection: () => void;
}

/** 新增 / 导出 / 导入 / 高级查询 / 批量删除 and the special actions, then the selection line. */
export function ListToolbar(props: ListToolbarProps) {
  const { permissions } = props;
  return (
    <div style={{ margin: '4px 0 12px' }}>
      <Space wrap>
        {props.onAdd ? (
          <Guarded code={permissions.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
              新增
            </Button>
          </Guarded>
        ) : null}
        {props.onExport ? (
          <Guarded code={permissions.export}>
            <Button icon={<DownloadOutlined />} loading={props.exporting} onClick={props.onExport}>
              导出
            </Button>
          </Guarded>
        ) : null}
        {props.onImport ? (
          <Guarded code={permissions.import}>
            <Button icon={<ImportOutlined />} onClick={props.onImport}>
              导入
            </Button>
          </Guarded>
        ) : null}
        {props.advancedQuery}
        {props.actions.map((action) => (
          <Guarded key={action.key} code={action.code}>
            <Button onClick={() => props.onAction(action)}>{action.label}</Button>
          </Guarded>
        ))}
        {props.onRemoveSelected ? (
          <Guarded code={permissions.batchDelete}>
            <Button danger icon={<DeleteOutlined />} onClick={props.onRemoveSelected}>
              批量删除
            </Button>
          </Guarded>
        ) : null}
      </Space>
      {props.selectedCount > 0 ? (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={
            <Space>
              {selectedCount(props.selectedCount)}
              <Typography.Link onClick={props.onClearSelection}>清空</Typography.Link>
            </Space>
          }
        />
      ) : null}
    </div>
  );
}
