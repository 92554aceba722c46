import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { AuthEntity } from '../../../providers/auth-admin-api';
import { AUTH_DICT } from '../../../src/lib/auth';
import { useDictText } from '../../customer/customer/useDictText';
import { AuthStatusTag } from '../shared/AuthStatusTag';
import { SHARED_TEXTS } from '../shared/texts';
import { ENTITY_TEXTS as TEXTS } from './texts';

export interface EntityRowAction {
  key: 'edit' | 'status';
  label: string;
}

/** The columns of 实体管理: codes through their dictionaries, masked mobiles as sent. */
export function useEntityColumns(
  actionsOf: (entity: AuthEntity) => EntityRowAction[],
  onAction: (entity: AuthEntity, action: EntityRowAction) => void,
): TableColumnsType<AuthEntity> {
  const orgTypeText = useDictText(AUTH_DICT.orgType);
  return [
    { title: TEXTS.entityId, dataIndex: 'entityId', width: 100 },
    { title: TEXTS.entityName, dataIndex: 'entityName', width: 220 },
    { title: TEXTS.shortName, dataIndex: 'shortName', width: 100 },
    { title: TEXTS.creditCode, dataIndex: 'creditCode', width: 190 },
    {
      title: TEXTS.orgType,
      dataIndex: 'orgType',
      width: 100,
      render: (code: string) => orgTypeText(code),
    },
    { title: TEXTS.legalPerson, dataIndex: 'legalPerson', width: 100 },
    { title: TEXTS.contactName, dataIndex: 'contactName', width: 90 },
    { title: TEXTS.contactMobile, dataIndex: 'contactMobile', width: 130 },
    {
      title: SHARED_TEXTS.url,
      dataIndex: 'url',
      width: 190,
      render: (url: string | null) => url ?? '—',
    },
    {
      title: SHARED_TEXTS.status,
      dataIndex: 'status',
      width: 150,
      render: (status: string, entity) => (
        <Space direction="vertical" size={0}>
          <AuthStatusTag value={status} />
          {entity.statusReason ? (
            <Typography.Text style={{ fontSize: 12 }}>{entity.statusReason}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: SHARED_TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_: unknown, entity) => (
        <Space size="small">
          {actionsOf(entity).map((action) => (
            <Button
              key={action.key}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(entity, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
