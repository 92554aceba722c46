import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import type { AuthUser, AuthUserGroup } from '../../../providers/auth-user-api';
import { USER_RULES, userFieldsOf, type UserFormValues } from '../../../src/lib/authUser';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAuthUserApi } from './authUserApiContext';
import { USER_TEXTS as TEXTS } from './texts';

/** 新增, or 编辑 of `user`. */
export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: AuthUser };

const HALF = { xs: 24, md: 12 } as const;

/** What a user's form opens with (masked values as the server sent them). */
export function userFormValues(user: AuthUser): UserFormValues {
  return {
    userName: user.userName,
    realName: user.realName,
    mobile: user.mobile,
    certNo: user.certNo,
    email: user.email,
    groupIds: user.groups.map((group) => group.groupId),
    remark: user.remark,
  };
}

/**
 * The user form (UserAddtion / UserUpdating, spec 5.1 rules): account (fixed once created), name,
 * mobile, identity card, email, groups. A refusal (userNameUsed, mobileUsed …) keeps the dialog
 * and what was typed and shows the server's text; one save at a time. No password here: the
 * server sends the initial one by SMS.
 */
export function UserFormModal({
  target,
  groups,
  groupsFailed,
  onClose,
  onSaved,
}: {
  target: UserFormTarget | undefined;
  groups: AuthUserGroup[];
  groupsFailed: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAuthUserApi();
  const [form] = Form.useForm<UserFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<UserFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(userFormValues(target.user));
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && userFieldsOf(values);
    if (!values || !fields || busy()) return;
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateUser(target.user.userId, fields)
          : api.addUser(values.userName?.trim() ?? '', fields),
      onSaved,
    );
  };

  return (
    <Modal
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      width={760}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {target?.mode === 'create' ? (
        <Alert
          type="info"
          showIcon
          message={TEXTS.initialPasswordNote}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {groupsFailed ? (
        <Alert
          type="warning"
          showIcon
          message={TEXTS.groupsLoadFailed}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        name="authUserForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item
              name="userName"
              label={TEXTS.userName}
              rules={target?.mode === 'edit' ? [] : USER_RULES.userName}
            >
              <Input
                disabled={target?.mode === 'edit'}
                autoComplete="off"
                placeholder="4-18位字母、数字或下划线"
              />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="realName" label={TEXTS.realName} rules={USER_RULES.realName}>
              <Input placeholder={`请输入${TEXTS.realName}`} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="mobile"
              label={TEXTS.mobile}
              rules={USER_RULES.mobile}
              validateTrigger={['onChange', 'onBlur']}
            >
              <Input inputMode="tel" placeholder={`请输入${TEXTS.mobile}`} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="certNo" label={TEXTS.certNo} rules={USER_RULES.certNo}>
              <Input placeholder="18位居民身份证号码（选填）" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="email" label={TEXTS.email} rules={USER_RULES.email}>
              <Input inputMode="email" placeholder="选填" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="groupIds" label={TEXTS.groups} rules={USER_RULES.groupIds}>
              <Select
                mode="multiple"
                placeholder={`请选择${TEXTS.groups}`}
                options={groups.map((group) => ({ value: group.groupId, label: group.groupName }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={TEXTS.remark} rules={USER_RULES.remark}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
