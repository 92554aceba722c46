import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { userAdminApi, type PasswordReset } from '../../../providers/user-admin-api';
import { useBranding } from '../../../src/shell/branding/useBranding';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { PASSWORD_RESET_TITLE, pleaseEnter } from '../../../src/lib/messages';
import { confirmationRules, passwordRules } from '../../../src/lib/validators/passwords';
import type { ActionDialogProps } from '../../kit/types';
import type { UserRecord } from './resource';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 修改密码 of a user row (JeecgBoot PasswordModal; spec 5.2, 7.4): the account read-only, a new
 * password under the system's rule and its confirmation, sent to PUT changePassword. The server's
 * message is shown; a refusal keeps the dialog and its input.
 */
export function PasswordChangeDialog({
  record,
  onClose,
  onDone,
}: ActionDialogProps & { record: UserRecord }) {
  const { message } = useAppFeedback();
  const { pwdReg, pwdMsg } = useBranding();
  const [form] = Form.useForm<PasswordReset>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordReset) => {
    setSaving(true);
    const outcome = await userAdminApi.resetPassword(values);
    setSaving(false);
    if (outcome.ok) {
      void message.success(outcome.message);
      onDone();
    } else if (!outcome.presented) {
      void message.warning(outcome.message);
    }
  };

  return (
    <Modal
      open
      title={PASSWORD_RESET_TITLE}
      width={MODAL_WIDTH.passwordDialog}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form
        form={form}
        name="user-password"
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 16 }}
        initialValues={{ username: record.username }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="username" label="用户账号">
          <Input disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label="登录密码"
          rules={passwordRules(pleaseEnter('登录密码'), { pwdReg, pwdMsg })}
        >
          <Input.Password autoComplete="new-password" placeholder={pleaseEnter('登录密码')} />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          dependencies={['password']}
          rules={confirmationRules(pleaseEnter('确认密码'), 'password')}
        >
          <Input.Password autoComplete="new-password" placeholder={pleaseEnter('确认密码')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
