import { Alert } from 'antd';
import type { Customer } from '../../../providers/customer-api';
import { SmsCaptchaField } from '../../../src/components/SmsCaptchaField';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { REQUEST_FAILED } from '../../../src/lib/messages';
import { CAPTCHA_REQUIRED, type PasswordPolicy } from '../../../src/lib/validators';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import {
  OperationPasswordFields,
  type OperationPasswordValues,
} from '../../../src/shell/header/OperationPasswordDialog';
import { FIELD_LABELS } from '../../../src/shell/header/texts';
import { useCustomerDetailApi } from './detailApiContext';
import { OP_PASSWORD_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface OpPasswordDialogProps {
  customer: Customer;
  open: boolean;
  onClose: () => void;
  /** pwdReg / pwdMsg of the system configuration (spec 5.2). */
  policy?: PasswordPolicy;
}

/** The customer's mobile the code goes to, masked as the server sent it. */
const smsMobileOf = (customer: Customer): string | undefined =>
  customer.legalMobile || customer.contactMobile || undefined;

/**
 * 设置操作密码 of a customer (issue 16 page 6, CusSetOpPwd with its cusCode): the header dialog's
 * password fields and form (spec 5.2, 2.10), the SMS code to the customer's mobile on file with
 * the 60 s resend; a refusal keeps the dialog and its input and shows the server's text.
 */
export function OpPasswordDialog({ customer, open, onClose, policy }: OpPasswordDialogProps) {
  const api = useCustomerDetailApi();
  const { message } = useAppFeedback();
  const mobile = smsMobileOf(customer);
  const { cusCode } = customer;

  const submit = async (values: OperationPasswordValues) => {
    const outcome = await api.setOpPassword({
      cusCode,
      password: values.opPsw,
      captcha: values.captcha,
    });
    if (outcome.ok) {
      void message.success(TEXTS.succeeded);
      return true;
    }
    if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
    return false;
  };

  return (
    <FormDialog
      title={TEXTS.title(customer.cusName)}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <Alert
        type={mobile ? 'info' : 'warning'}
        showIcon
        message={mobile ? TEXTS.smsTo(mobile) : TEXTS.noMobile}
        style={{ marginBottom: 16 }}
      />
      <OperationPasswordFields policy={policy} />
      <SmsCaptchaField
        name="captcha"
        label={FIELD_LABELS.captcha}
        requiredMessage={CAPTCHA_REQUIRED}
        mobileKnown={Boolean(mobile)}
        resolveMobile={async () => mobile}
        send={(to) => api.sendOpPasswordCode({ cusCode, mobile: to })}
      />
    </FormDialog>
  );
}
