import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import {
  rolePermissionApi,
  type PermissionTreeNode,
  type RolePermissionApi,
} from '../../../providers/role-permission-api';
import { PermissionTree } from '../../../src/components/PermissionTree';
import { useFailureWarning } from '../../../src/components/TablePicker/useFailureWarning';
import { EMPTY_TEXT, PERMISSION_DISCARD_CONFIRM } from '../../../src/lib/messages';
import {
  grantRequest,
  grantedIds,
  hasGrantChanges,
  type Grant,
} from '../../../src/lib/permissionGrant';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { RoleDataRuleDialog } from './RoleDataRuleDialog';
import { rolePermissionKeys } from './rolePermissionKeys';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface RolePermissionDrawerProps {
  role: { id: string; roleName: string };
  onClose: () => void;
  /** Code guarding the 数据规则 links (spec 6). */
  dataRuleCode: string;
  api?: RolePermissionApi;
}

const nameOf = (node: PermissionTreeNode): string => node.slotTitle ?? node.title ?? node.key;

/**
 * 授权 of a role (JeecgBoot RoleModal's permission drawer; jeecg-contracts §2.3, §2.4): the whole
 * menu tree with the role's ids checked; 保存 sends the checked ids and the ids as last loaded or
 * saved, which the server diffs. A menu with data rules (ruleFlag 1) offers 数据规则.
 */
export function RolePermissionDrawer({
  role,
  onClose,
  dataRuleCode,
  api = rolePermissionApi,
}: RolePermissionDrawerProps) {
  const { modal } = useAppFeedback();
  const feedback = useFeedback();
  const allowed = useAllowed();
  const queryClient = useQueryClient();
  const tree = useQuery({
    queryKey: rolePermissionKeys.tree(),
    queryFn: () => api.permissionTree(),
    retry: false,
  });
  const granted = useQuery({
    queryKey: rolePermissionKeys.granted(role.id),
    queryFn: () => api.rolePermissions(role.id),
    retry: false,
  });
  useFailureWarning(tree.error);
  useFailureWarning(granted.error);

  // The user's changes; until the first, the ids the server gave.
  const [changed, setChanged] = useState<Grant>();
  const [saved, setSaved] = useState<string[]>();
  const [saving, setSaving] = useState(false);
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode>();
  const last = saved ?? granted.data;
  const grant = changed ?? (granted.data ? { checked: granted.data, halfChecked: [] } : undefined);

  const showRules = allowed(dataRuleCode);
  const titleOf = useCallback(
    (node: PermissionTreeNode) => (
      <span>
        {nameOf(node)}
        {node.ruleFlag === 1 && showRules ? (
          <Typography.Link
            style={{ marginLeft: 8 }}
            onClick={(event) => {
              event.stopPropagation();
              setRuleMenu(node);
            }}
          >
            数据规则
          </Typography.Link>
        ) : null}
      </span>
    ),
    [showRules],
  );

  const save = async (close: boolean) => {
    if (!grant || !last) return;
    setSaving(true);
    const outcome = await api.saveRolePermissions({
      roleId: role.id,
      ...grantRequest(grant, last),
    });
    setSaving(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return;
    // The next save diffs against what this one stored.
    const ids = grantedIds(grant);
    setSaved(ids);
    queryClient.setQueryData(rolePermissionKeys.granted(role.id), ids);
    if (close) onClose();
  };

  const requestClose = () => {
    if (!grant || !last || !hasGrantChanges(last, grant)) {
      onClose();
      return;
    }
    modal.confirm({
      title: PERMISSION_DISCARD_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: onClose,
    });
  };

  const ready = tree.data && grant && last;
  return (
    <Drawer
      open
      title={`角色权限配置（${role.roleName}）`}
      width={650}
      onClose={requestClose}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={requestClose}>取消</Button>
          <Button
            disabled={!ready}
            loading={saving}
            ghost
            type="primary"
            onClick={() => void save(false)}
          >
            保存
          </Button>
          <Button disabled={!ready} loading={saving} type="primary" onClick={() => void save(true)}>
            保存并关闭
          </Button>
        </Space>
      }
    >
      {ready ? (
        <PermissionTree
          nodes={tree.data.treeList}
          allKeys={tree.data.ids}
          grant={grant}
          onChange={setChanged}
          titleOf={titleOf}
        />
      ) : tree.isError || granted.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
      ) : (
        <Spin style={{ display: 'block', padding: 24 }} />
      )}
      {ruleMenu ? (
        <RoleDataRuleDialog
          menu={{ id: ruleMenu.key, name: nameOf(ruleMenu) }}
          roleId={role.id}
          api={api}
          onClose={() => setRuleMenu(undefined)}
        />
      ) : null}
    </Drawer>
  );
}
