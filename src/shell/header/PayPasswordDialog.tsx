import { Form, Input } from 'antd';
import { accountApi } from '../../../providers/account-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { REQUEST_FAILED } from '../../lib/messages';
import {
  confirmPasswordRules,
  currentPasswordRules,
  newPasswordRules,
  PASSWORD_REQUIRED_MESSAGES,
} from '../../lib/validators/passwords';
import { FormDialog } from './FormDialog';
import type { PasswordDialogProps } from './LoginPasswordDialog';
import {
  DIALOG_TITLES,
  FIELD_LABELS,
  NO_CUSTOMER_CODE,
  NO_SIGNED_IN_USER,
  PAY_PASSWORD_CHANGED,
} from './texts';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

interface PayPasswordValues {
  payPwdOld: string;
  payPwd: string;
  payPwdConfirm: string;
}

const TEXTS = PASSWORD_REQUIRED_MESSAGES.payment;

/** 支付密码修改 (spec 2.10, 5.2, 7.2): needs the group's customer code; success 修改成功. */
export function PayPasswordDialog({ open, onClose, profile, policy }: PasswordDialogProps) {
  const { message } = useAppFeedback();

  const submit = async (values: PayPasswordValues) => {
    if (!profile.userId) {
      void message.warning(NO_SIGNED_IN_USER);
      return false;
    }
    if (!profile.customerCode) {
      void message.warning(NO_CUSTOMER_CODE);
      return false;
    }
    const outcome = await accountApi.modifyPayPassword({
      cusCode: profile.customerCode,
      oldPassword: values.payPwdOld,
      newPassword: values.payPwd,
    });
    if (outcome.ok) {
      void message.success(PAY_PASSWORD_CHANGED);
      return true;
    }
    if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
    return false;
  };

  return (
    <FormDialog
      title={DIALOG_TITLES.payPassword}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="payPwdOld"
        label={FIELD_LABELS.oldPayPassword}
        rules={currentPasswordRules('payment')}
      >
        <Input.Password autoComplete="off" placeholder={TEXTS.current} />
      </Form.Item>
      <Form.Item
        name="payPwd"
        label={FIELD_LABELS.newPayPassword}
        rules={newPasswordRules('payment', policy)}
      >
        <Input.Password autoComplete="new-password" placeholder={TEXTS.next} />
      </Form.Item>
      <Form.Item
        name="payPwdConfirm"
        label={FIELD_LABELS.confirmPassword}
        dependencies={['payPwd']}
        rules={confirmPasswordRules('payment', 'payPwd')}
      >
        <Input.Password autoComplete="new-password" placeholder={TEXTS.confirm} />
      </Form.Item>
    </FormDialog>
  );
}
