import { Form, Input } from 'antd';
import { accountApi } from '../../../providers/account-api';
import type { SessionProfile } from '../../lib/headerRules';
import { MODAL_WIDTH } from '../../lib/constants';
import { REQUEST_FAILED } from '../../lib/messages';
import {
  confirmPasswordRules,
  currentPasswordRules,
  newPasswordRules,
  PASSWORD_REQUIRED_MESSAGES,
  type PasswordPolicy,
} from '../../lib/validators/passwords';
import { FormDialog } from './FormDialog';
import { DIALOG_TITLES, FIELD_LABELS, LOGIN_PASSWORD_CHANGED, NO_SIGNED_IN_USER } from './texts';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface PasswordDialogProps {
  open: boolean;
  onClose: () => void;
  profile: SessionProfile;
  /** pwdReg / pwdMsg of the system configuration (spec 5.2). */
  policy?: PasswordPolicy;
}

interface LoginPasswordValues {
  pswOld: string;
  pswNew: string;
  pswConfirm: string;
}

/** 修改登录密码 (spec 2.10, 5.2, 7.2): success 操作成功, failures as a warning. */
export function LoginPasswordDialog({ open, onClose, profile, policy }: PasswordDialogProps) {
  const { message } = useAppFeedback();

  const submit = async (values: LoginPasswordValues) => {
    if (!profile.userId) {
      void message.warning(NO_SIGNED_IN_USER);
      return false;
    }
    const outcome = await accountApi.updateLoginPassword({
      userId: profile.userId,
      oldPassword: values.pswOld,
      newPassword: values.pswNew,
    });
    if (outcome.ok) {
      void message.success(LOGIN_PASSWORD_CHANGED);
      return true;
    }
    if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
    return false;
  };

  return (
    <FormDialog
      title={DIALOG_TITLES.loginPassword}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="pswOld"
        label={FIELD_LABELS.oldLoginPassword}
        rules={currentPasswordRules('login')}
      >
        <Input.Password
          autoComplete="current-password"
          placeholder={PASSWORD_REQUIRED_MESSAGES.login.current}
        />
      </Form.Item>
      <Form.Item
        name="pswNew"
        label={FIELD_LABELS.newLoginPassword}
        rules={newPasswordRules('login', policy)}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={PASSWORD_REQUIRED_MESSAGES.login.next}
        />
      </Form.Item>
      <Form.Item
        name="pswConfirm"
        label={FIELD_LABELS.confirmPassword}
        dependencies={['pswNew']}
        rules={confirmPasswordRules('login', 'pswNew')}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={PASSWORD_REQUIRED_MESSAGES.login.confirm}
        />
      </Form.Item>
    </FormDialog>
  );
}
