import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import type { AuthUser } from '../../../providers/auth-user-api';
import {
  confirmPasswordRules,
  newPasswordRules,
  PASSWORD_REQUIRED_MESSAGES,
  type PasswordPolicy,
} from '../../../src/lib/validators/passwords';
import { useSending } from '../../kit/useSending';
import { useAuthUserApi } from './authUserApiContext';
import { resetPasswordTitle, USER_TEXTS as TEXTS } from './texts';

interface ResetValues {
  pswNew?: string;
  pswConfirm?: string;
}

/**
 * 重置密码 (UserPasswordReset): a new login password under the system's pwdReg / pwdMsg (spec 5.2),
 * typed twice, sent AES-encrypted by the provider like the login password. A refusal keeps the
 * dialog and shows the server's text; one call at a time.
 */
export function ResetPasswordModal({
  user,
  policy,
  onClose,
  onDone,
}: {
  user: AuthUser | undefined;
  policy: PasswordPolicy;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useAuthUserApi();
  const [form] = Form.useForm<ResetValues>();
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const send = async () => {
    if (!user || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.pswNew || busy()) return;
    const password = values.pswNew;
    await run(() => api.resetPassword(user.userId, password), onDone);
  };

  return (
    <Modal
      open={user !== undefined}
      title={user ? resetPasswordTitle(user.realName, user.userName) : TEXTS.resetPassword}
      okText="确定"
      cancelText="取消"
      maskClosable={false}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Alert type="info" showIcon message={TEXTS.resetPasswordNote} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="authUserResetPassword" disabled={sending}>
        <Form.Item
          name="pswNew"
          label={TEXTS.newPassword}
          rules={newPasswordRules('login', policy)}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={PASSWORD_REQUIRED_MESSAGES.login.next}
          />
        </Form.Item>
        <Form.Item
          name="pswConfirm"
          label={TEXTS.confirmPassword}
          dependencies={['pswNew']}
          rules={confirmPasswordRules('login', 'pswNew')}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={PASSWORD_REQUIRED_MESSAGES.login.confirm}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
