import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Empty, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { RolePermissionApi } from '../../../providers/role-permission-api';
import { useFailureWarning } from '../../../src/components/TablePicker/useFailureWarning';
import { DATA_RULE_NONE, DATA_RULE_NONE_CHECKED } from '../../../src/lib/messages';
import { useFeedback } from '../../kit/useFeedback';
import { rolePermissionKeys } from './rolePermissionKeys';

export interface RoleDataRuleDialogProps {
  /** The menu whose rules are shown. */
  menu: { id: string; name: string };
  roleId: string;
  api: RolePermissionApi;
  onClose: () => void;
}

/**
 * 数据规则 of a role on one menu (JeecgBoot RoleDataruleModal; jeecg-contracts §2.3): the menu's
 * rules as checkboxes, those the role has checked; 保存 sends the checked rule ids.
 */
export function RoleDataRuleDialog({ menu, roleId, api, onClose }: RoleDataRuleDialogProps) {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const key = rolePermissionKeys.dataRules(menu.id, roleId);
  const rules = useQuery({
    queryKey: key,
    queryFn: () => api.roleDataRules(menu.id, roleId),
    retry: false,
  });
  useFailureWarning(rules.error);
  const [changed, setChanged] = useState<string[]>();
  const [saving, setSaving] = useState(false);
  const checked = changed ?? rules.data?.checked ?? [];

  const save = async () => {
    // JeecgBoot warns but saves: clearing every rule is allowed.
    if (checked.length === 0) feedback.warn(DATA_RULE_NONE_CHECKED);
    setSaving(true);
    const outcome = await api.saveRoleDataRules({
      permissionId: menu.id,
      roleId,
      dataRuleIds: checked,
    });
    setSaving(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return;
    if (rules.data) queryClient.setQueryData(key, { ...rules.data, checked });
    onClose();
  };

  const list = rules.data?.rules ?? [];
  return (
    <Modal
      open
      title={`数据规则（${menu.name}）`}
      width={420}
      okText="保存"
      cancelText="关闭"
      okButtonProps={{ disabled: list.length === 0 }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {rules.isLoading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DATA_RULE_NONE} />
      ) : (
        <Checkbox.Group value={checked} onChange={(values) => setChanged(values.map(String))}>
          <Space direction="vertical">
            {list.map((rule) => (
              <Checkbox key={rule.id} value={rule.id}>
                {rule.ruleName}
                {rule.status === '0' ? (
                  <Typography.Text type="secondary"> （无效）</Typography.Text>
                ) : null}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
