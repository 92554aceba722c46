import { Button, Space, type TableColumnsType } from 'antd';
import type { AuthSystem } from '../../../providers/auth-admin-api';
import { AuthStatusTag } from '../shared/AuthStatusTag';
import { SHARED_TEXTS } from '../shared/texts';
import { SYSTEM_TEXTS as TEXTS } from './texts';

/** The columns of 系统配置; 编辑 only for holders of its code (`canEdit`, spec 6). */
export function systemColumns(
  canEdit: boolean,
  onEdit: (system: AuthSystem) => void,
): TableColumnsType<AuthSystem> {
  return [
    { title: TEXTS.sysCode, dataIndex: 'sysCode', width: 110 },
    { title: TEXTS.sysName, dataIndex: 'sysName', width: 200 },
    {
      title: TEXTS.address,
      key: 'address',
      width: 230,
      render: (_: unknown, system) => `${system.url}:${system.port}`,
    },
    { title: TEXTS.entity, dataIndex: 'entityName', width: 200 },
    {
      title: SHARED_TEXTS.status,
      dataIndex: 'sysStatus',
      width: 90,
      render: (status: string) => <AuthStatusTag value={status} />,
    },
    { title: SHARED_TEXTS.remark, dataIndex: 'remark', width: 180 },
    {
      title: TEXTS.updateTime,
      key: 'updated',
      width: 200,
      render: (_: unknown, system) =>
        [system.updateTime ?? system.createTime, system.updateBy].filter(Boolean).join(' '),
    },
    ...(canEdit
      ? [
          {
            title: SHARED_TEXTS.actions,
            key: 'actions',
            fixed: 'right' as const,
            width: 90,
            render: (_: unknown, system: AuthSystem) => (
              <Space size="small">
                <Button
                  type="link"
                  size="small"
                  autoInsertSpace={false}
                  aria-label={`${SHARED_TEXTS.edit} ${system.sysName}`}
                  onClick={() => onEdit(system)}
                >
                  {SHARED_TEXTS.edit}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
}
