import { Form, Input, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthRole, AuthRoleFields } from '../../../providers/auth-access-api';
import { ROLE_RULES } from '../../../src/lib/authAccess';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { ROLE_TEXTS as TEXTS } from './texts';

export type RoleFormTarget = { mode: 'create' } | { mode: 'edit'; role: AuthRole };

interface RoleFormValues {
  roleCode?: string;
  roleName?: string;
  remark?: string;
}

export function roleFieldsOf(values: RoleFormValues): AuthRoleFields | undefined {
  if (!values.roleName) return undefined;
  return { roleName: values.roleName.trim(), remark: values.remark?.trim() || null };
}

/**
 * The role form (RoleAddtion / RoleUpdating, spec 3 Role): the code when adding only (it names the
 * role in the grants), the name and remark. A refusal keeps the dialog and what was typed and
 * shows the server's text; one save at a time.
 */
export function RoleFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: RoleFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAccessApi();
  const [form] = Form.useForm<RoleFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;

  const filledFor = useRef<RoleFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') {
      const { roleCode, roleName, remark } = target.role;
      form.setFieldsValue({ roleCode, roleName, remark: remark ?? undefined });
    }
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && roleFieldsOf(values);
    if (!values || !fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateRole(target.role.roleId, fields)
          : api.addRole(values.roleCode?.trim() ?? '', fields),
      onSaved,
    );
  };

  return (
    <Modal
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      maskClosable={false}
      okText={ACCESS_TEXTS.ok}
      cancelText={ACCESS_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="authRoleForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Form.Item
          name="roleCode"
          label={TEXTS.roleCode}
          rules={target?.mode === 'edit' ? [] : ROLE_RULES.roleCode}
        >
          <Input placeholder="如：agent_keeper" disabled={target?.mode === 'edit'} />
        </Form.Item>
        <Form.Item name="roleName" label={TEXTS.roleName} rules={ROLE_RULES.roleName}>
          <Input placeholder={`请输入${TEXTS.roleName}`} maxLength={30} />
        </Form.Item>
        <Form.Item name="remark" label={ACCESS_TEXTS.remark} rules={ROLE_RULES.remark}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
