import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Spin, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { AuthResource, AuthRole } from '../../../providers/auth-access-api';
import { PermissionTree } from '../../../src/components/PermissionTree';
import {
  RESOURCE_STATUS,
  RESOURCE_TYPE,
  flattenResources,
  grantChanges,
  grantConfirmText,
  grantedIds,
} from '../../../src/lib/authAccess';
import type { Grant, GrantNode } from '../../../src/lib/permissionGrant';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useSending } from '../../kit/useSending';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { ROLE_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

type GrantResource = GrantNode & { resource: AuthResource };

const toNodes = (resources: readonly AuthResource[]): GrantResource[] =>
  resources.map((resource) => ({
    key: resource.resourceId,
    resource,
    children: toNodes(resource.children),
  }));

const NO_GRANT: Grant = { checked: [], halfChecked: [] };

/**
 * 授权 of a role (RoleResourceInquiry / RoleResourceModify): the resource tree of 资源 with the
 * role's grants checked (PermissionTree); a save sends the checked ids with the menus above them
 * and, when it takes grants away, asks first (its users lose them at once). A refusal keeps the
 * drawer and the ticks and shows the server's text.
 */
export function RoleGrantDrawer({
  role,
  onClose,
}: {
  role: AuthRole | undefined;
  onClose: () => void;
}) {
  const api = useAuthAccessApi();
  const feedback = useFeedback();
  const { modal } = useAppFeedback();
  const { sending, run, busy } = useSending();
  // The ticks the user changed; until then the role's grants as read. The page mounts one drawer
  // per role (its key), so a new role starts from its own grants.
  const [edited, setGrant] = useState<Grant>();

  const tree = useQuery({
    queryKey: ['cap', 'authResource', 'tree', {}],
    queryFn: () => api.resources({}),
    enabled: role !== undefined,
    retry: false,
  });
  const granted = useQuery({
    queryKey: ['cap', 'authRole', 'grant', role?.roleId],
    queryFn: () => api.roleResources(role?.roleId ?? ''),
    enabled: role !== undefined,
    retry: false,
    gcTime: 0,
  });
  useFailureOnce(tree, feedback.failed);
  useFailureOnce(granted, feedback.failed);

  const grant: Grant =
    edited ?? (granted.data ? { checked: granted.data, halfChecked: [] } : NO_GRANT);

  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const nodes = useMemo(() => toNodes(roots), [roots]);
  const allKeys = useMemo(() => flattenResources(roots).map((node) => node.resourceId), [roots]);
  const titleOf = useCallback(
    (node: GrantResource) => (
      <Space size={4}>
        <span>{node.resource.resourceName}</span>
        {node.resource.resourceType === RESOURCE_TYPE.button ? (
          <Tag color="purple">{node.resource.action}</Tag>
        ) : null}
        {node.resource.status === RESOURCE_STATUS.disabled ? <Tag>停用</Tag> : null}
      </Space>
    ),
    [],
  );

  const save = () => {
    if (!role || busy() || !granted.data) return;
    const ids = grantedIds(roots, [...grant.checked, ...grant.halfChecked]);
    const changes = grantChanges(granted.data, ids);
    const send = () =>
      run(
        () => api.grantRoleResources(role.roleId, ids),
        () => {
          void granted.refetch();
          onClose();
        },
      );
    if (changes.removed.length === 0) {
      void send();
      return;
    }
    modal.confirm({
      title: TEXTS.grant,
      content: grantConfirmText(role.roleName, changes.added.length, changes.removed.length),
      okText: ACCESS_TEXTS.ok,
      cancelText: ACCESS_TEXTS.cancel,
      okButtonProps: { danger: true },
      onOk: send,
    });
  };

  const loading = tree.isFetching || granted.isFetching;
  return (
    <Drawer
      open={role !== undefined}
      title={role ? TEXTS.grantTitle(role.roleName) : undefined}
      width={560}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{ACCESS_TEXTS.cancel}</Button>
          <Button
            type="primary"
            loading={sending}
            disabled={loading || !granted.data || !tree.data}
            onClick={save}
          >
            {TEXTS.save}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={TEXTS.grantHint} style={{ marginBottom: 12 }} />
      {loading ? (
        <Spin tip={TEXTS.loading}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <PermissionTree<GrantResource>
          nodes={nodes}
          allKeys={allKeys}
          grant={grant}
          onChange={setGrant}
          titleOf={titleOf}
        />
      )}
    </Drawer>
  );
}
