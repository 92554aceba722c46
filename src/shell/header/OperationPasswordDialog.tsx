import { Form, Input } from 'antd';
import { accountApi } from '../../../providers/account-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { REQUEST_FAILED } from '../../lib/messages';
import {
  CAPTCHA_REQUIRED,
  confirmPasswordRules,
  newPasswordRules,
  PASSWORD_REQUIRED_MESSAGES,
  type PasswordPolicy,
} from '../../lib/validators/passwords';
import { FormDialog } from './FormDialog';
import type { PasswordDialogProps } from './LoginPasswordDialog';
import { SmsCaptchaField } from './SmsCaptchaField';
import { DIALOG_TITLES, FIELD_LABELS, NO_SIGNED_IN_USER, OPERATION_PASSWORD_SET } from './texts';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface OperationPasswordValues {
  opPsw: string;
  opPswConfirm: string;
  captcha: string;
}

const TEXTS = PASSWORD_REQUIRED_MESSAGES.operation;

/** 设置操作密码 (spec 2.10, 5.2, 7.2): password twice plus an SMS code; success 设置成功. */
export function OperationPasswordDialog({ open, onClose, profile, policy }: PasswordDialogProps) {
  const { message } = useAppFeedback();

  const submit = async (values: OperationPasswordValues) => {
    if (!profile.userId) {
      void message.warning(NO_SIGNED_IN_USER);
      return false;
    }
    const outcome = await accountApi.setOperationPassword({
      password: values.opPsw,
      captcha: values.captcha,
    });
    if (outcome.ok) {
      void message.success(OPERATION_PASSWORD_SET);
      return true;
    }
    if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
    return false;
  };

  return (
    <FormDialog
      title={DIALOG_TITLES.operationPassword}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <OperationPasswordFields policy={policy} />
      <SmsCaptchaField
        name="captcha"
        label={FIELD_LABELS.captcha}
        requiredMessage={CAPTCHA_REQUIRED}
        mobile={profile.mobile}
        scene="opPwd"
      />
    </FormDialog>
  );
}

/**
 * The operation password twice (spec 5.2: required, the policy's pattern, equal confirmation):
 * the fields of this dialog and of a customer's (客户详情) around their own SMS code field.
 */
export function OperationPasswordFields({ policy }: { policy?: PasswordPolicy }) {
  return (
    <>
      <Form.Item
        name="opPsw"
        label={FIELD_LABELS.operationPassword}
        rules={newPasswordRules('operation', policy)}
      >
        <Input.Password autoComplete="new-password" placeholder={TEXTS.next} />
      </Form.Item>
      <Form.Item
        name="opPswConfirm"
        label={FIELD_LABELS.confirmOperationPassword}
        dependencies={['opPsw']}
        rules={confirmPasswordRules('operation', 'opPsw')}
      >
        <Input.Password autoComplete="new-password" placeholder={TEXTS.confirm} />
      </Form.Item>
    </>
  );
}
