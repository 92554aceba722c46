import { Button, Card, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { AuthResource, AuthSiblingOrder } from '../../../providers/auth-access-api';
import {
  AUTH_BUTTON,
  RESOURCE_TYPE,
  dropOrder,
  moveOrder,
  nextStatus,
  orderChanged,
  statusActionText,
} from '../../../src/lib/authAccess';
import { nestedRows } from '../../kit/treeRows';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import type { RowAction } from '../accessShared/RowButtons';
import { useResourceColumns, type ResourceActionKey } from './resourceColumns';
import { ResourceFormModal, type ResourceFormTarget } from './ResourceFormModal';
import { ResourceSearchForm } from './ResourceSearchForm';
import { RESOURCE_TEXTS as TEXTS, statusConfirmText } from './texts';
import { useResourceTree } from './useResourceTree';
import { useRowDrag } from './useRowDrag';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 资源 (issue 19 B; spec 2.7 auth administration, spec 3 permission items, spec 6): the menu and
 * button tree with type, route or action code and status; 新增一级菜单 / 添加下级 / 编辑, 启用 /
 * 停用 with a confirmation, and the order of a parent's children by dragging a row or by 上移 /
 * 下移, each behind its spec 6 button code.
 */
export function ResourceListPage() {
  const api = useAuthAccessApi();
  const tree = useResourceTree();
  const allowed = useAllowed();
  const feedback = useFeedback();
  const { modal } = useAppFeedback();
  const [formTarget, setFormTarget] = useState<ResourceFormTarget>();
  const [sorting, setSorting] = useState(false);
  const sortInFlight = useRef(false);
  const canSort = allowed(AUTH_BUTTON.resourceSort);

  const sort = async (order: AuthSiblingOrder | undefined) => {
    if (!order || !orderChanged(tree.roots, order) || sortInFlight.current) return;
    sortInFlight.current = true;
    setSorting(true);
    try {
      const outcome = await api.sortResources(order);
      feedback.outcome(outcome);
      if (outcome.ok) tree.refresh();
    } finally {
      sortInFlight.current = false;
      setSorting(false);
    }
  };

  const onDrop = (dragId: string, dropId: string, place: 'before' | 'after') => {
    const result = dropOrder(tree.roots, dragId, dropId, place);
    if (!result) return;
    if (result.ok) void sort(result.order);
    else feedback.warn(result.reason);
  };
  const rowDrag = useRowDrag(canSort && !sorting, onDrop);

  const askStatus = (resource: AuthResource) => {
    const label = statusActionText(resource.status);
    modal.confirm({
      title: `${label}${TEXTS.kind}`,
      content: statusConfirmText(label, resource.resourceName),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: label === '停用' },
      onOk: async () => {
        const outcome = await api.changeResourceStatus(
          resource.resourceId,
          nextStatus(resource.status),
        );
        feedback.outcome(outcome);
        if (outcome.ok) tree.refresh();
      },
    });
  };

  const actionsOf = (resource: AuthResource): RowAction<ResourceActionKey>[] => [
    ...(allowed(AUTH_BUTTON.resourceEdit) ? [{ key: 'edit' as const, label: '编辑' }] : []),
    ...(allowed(AUTH_BUTTON.resourceAdd) && resource.resourceType === RESOURCE_TYPE.menu
      ? [{ key: 'addChild' as const, label: TEXTS.addChild }]
      : []),
    ...(allowed(AUTH_BUTTON.resourceStatus)
      ? [{ key: 'status' as const, label: statusActionText(resource.status) }]
      : []),
    ...(canSort
      ? [
          {
            key: 'up' as const,
            label: TEXTS.moveUp,
            disabled: sorting || !moveOrder(tree.roots, resource.resourceId, -1),
          },
          {
            key: 'down' as const,
            label: TEXTS.moveDown,
            disabled: sorting || !moveOrder(tree.roots, resource.resourceId, 1),
          },
        ]
      : []),
  ];

  const onAction = (resource: AuthResource, key: ResourceActionKey) => {
    if (key === 'edit') setFormTarget({ mode: 'edit', resource });
    else if (key === 'addChild') setFormTarget({ mode: 'child', parent: resource });
    else if (key === 'status') askStatus(resource);
    else void sort(moveOrder(tree.roots, resource.resourceId, key === 'up' ? -1 : 1));
  };
  const columns = useResourceColumns(actionsOf, onAction);

  return (
    <Card title={TEXTS.title}>
      <ResourceSearchForm onSearch={tree.search} />
      <Space wrap style={{ marginBottom: 16 }}>
        {allowed(AUTH_BUTTON.resourceAdd) ? (
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        ) : null}
        <Button onClick={tree.expandAll}>{TEXTS.expandAll}</Button>
        <Button onClick={tree.collapseAll}>{TEXTS.collapseAll}</Button>
        {canSort ? <Typography.Text type="secondary">{TEXTS.dragHint}</Typography.Text> : null}
      </Space>
      <Table<AuthResource>
        rowKey="resourceId"
        columns={columns}
        dataSource={nestedRows(tree.roots)}
        loading={tree.loading || sorting}
        pagination={false}
        onRow={(resource) => rowDrag(resource.resourceId)}
        expandable={{
          expandedRowKeys: [...tree.expanded],
          onExpandedRowsChange: (keys) => tree.setExpanded(keys.map(String)),
        }}
        scroll={{ x: 'max-content' }}
      />
      <ResourceFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={() => {
          setFormTarget(undefined);
          tree.refresh();
        }}
      />
    </Card>
  );
}
