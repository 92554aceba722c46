import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthGroup, AuthGroupFields } from '../../../providers/auth-access-api';
import { DictSelect } from '../../../src/components/DictSelect';
import {
  AUTH_DICT,
  GROUP_LEVEL_TEXTS,
  GROUP_RULES,
  groupLevelText,
  typeChangeLocked,
  typeLockedText,
} from '../../../src/lib/authAccess';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthAccessApi } from '../accessShared/authAccessContext';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { GROUP_TEXTS as TEXTS } from './texts';

export type GroupFormTarget = { mode: 'create' } | { mode: 'edit'; group: AuthGroup };

interface GroupFormValues {
  groupName?: string;
  groupType?: AuthGroupFields['groupType'];
  remark?: string;
}

/** What a save sends: the trimmed name, the type and the remark (null when empty). */
export function groupFieldsOf(values: GroupFormValues): AuthGroupFields | undefined {
  if (!values.groupName || !values.groupType) return undefined;
  return {
    groupName: values.groupName.trim(),
    groupType: values.groupType,
    remark: values.remark?.trim() || null,
  };
}

/**
 * The group form (GroupAddtion / GroupUpdating): name, type (auth_group_type, its level shown
 * beside it, spec 6 header rules) and remark. Changing the level of a group with users is refused
 * here with the reason before the server is asked (typeLocked). A refusal keeps the dialog and
 * what was typed and shows the server's text; one save at a time.
 */
export function GroupFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: GroupFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthAccessApi();
  const [form] = Form.useForm<GroupFormValues>();
  const { sending, run, busy } = useSending();
  const groupType = Form.useWatch('groupType', form);
  const open = target !== undefined;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<GroupFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') {
      const { groupName, groupType: type, remark } = target.group;
      form.setFieldsValue({ groupName, groupType: type, remark: remark ?? undefined });
    }
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const locked =
    target?.mode === 'edit' &&
    typeChangeLocked(target.group.groupType, groupType, target.group.userCount);

  const save = async () => {
    if (!target || busy() || locked) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && groupFieldsOf(values);
    if (!fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateGroup(target.group.groupId, fields)
          : api.addGroup(fields),
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
      okButtonProps={{ disabled: locked }}
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="authGroupForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Form.Item name="groupName" label={TEXTS.groupName} rules={GROUP_RULES.groupName}>
          <Input placeholder={`请输入${TEXTS.groupName}`} maxLength={30} />
        </Form.Item>
        <Form.Item
          name="groupType"
          label={TEXTS.groupType}
          rules={GROUP_RULES.groupType}
          extra={GROUP_LEVEL_TEXTS.hint}
        >
          <DictSelect dictCode={AUTH_DICT.groupType} placeholder={`请选择${TEXTS.groupType}`} />
        </Form.Item>
        {groupType ? (
          <Typography.Paragraph>{`${TEXTS.level}：${groupLevelText(groupType)}`}</Typography.Paragraph>
        ) : null}
        {locked ? (
          <Alert
            type="warning"
            showIcon
            message={typeLockedText(target.group.userCount)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item name="remark" label={ACCESS_TEXTS.remark} rules={GROUP_RULES.remark}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
