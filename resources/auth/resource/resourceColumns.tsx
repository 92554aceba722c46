import { Tag, type TableColumnsType } from 'antd';
import type { AuthResource } from '../../../providers/auth-access-api';
import { AUTH_DICT, RESOURCE_STATUS, RESOURCE_TYPE } from '../../../src/lib/authAccess';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { useDictText } from '../../customer/customer/useDictText';
import { RowButtons, type RowAction } from '../accessShared/RowButtons';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { RESOURCE_TEXTS as TEXTS } from './texts';

export type ResourceActionKey = 'edit' | 'addChild' | 'status' | 'up' | 'down';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  [RESOURCE_STATUS.enabled]: 'success',
  [RESOURCE_STATUS.disabled]: 'default',
};

/**
 * The columns of the resource tree: the name first (it carries the expand icons), the type, the
 * route or action code, the status, and the row's actions.
 */
export function useResourceColumns(
  actionsOf: (resource: AuthResource) => RowAction<ResourceActionKey>[],
  onAction: (resource: AuthResource, key: ResourceActionKey) => void,
): TableColumnsType<AuthResource> {
  const typeText = useDictText(AUTH_DICT.resourceType);
  return [
    { title: TEXTS.resourceName, dataIndex: 'resourceName', width: 260 },
    {
      title: TEXTS.resourceType,
      dataIndex: 'resourceType',
      width: 90,
      render: (type: string) => (
        <Tag color={type === RESOURCE_TYPE.menu ? 'blue' : 'purple'}>{typeText(type)}</Tag>
      ),
    },
    {
      title: `${TEXTS.path} / ${TEXTS.action}`,
      key: 'target',
      width: 220,
      render: (_: unknown, resource) =>
        resource.resourceType === RESOURCE_TYPE.menu ? (
          resource.path
        ) : (
          <code>{resource.action}</code>
        ),
    },
    {
      title: TEXTS.status,
      dataIndex: 'status',
      width: 90,
      render: (status: string) => (
        <StatusTag dictCode={AUTH_DICT.resourceStatus} value={status} colors={STATUS_COLORS} />
      ),
    },
    {
      title: ACCESS_TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 280,
      render: (_: unknown, resource) => (
        <RowButtons actions={actionsOf(resource)} onAction={(key) => onAction(resource, key)} />
      ),
    },
  ];
}
