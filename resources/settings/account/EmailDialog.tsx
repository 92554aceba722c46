import { Form, Input } from 'antd';
import type { UserProfile } from '../../../providers/account-centre-api';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { emailRules } from '../../../src/lib/validators/fields';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import { useAccountCentre } from './accountCentreContext';
import { EMAIL_LABEL, EMAIL_REQUIRED } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface EmailDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onChanged: (profile: UserProfile) => void;
}

/** 绑定 / 更换邮箱 (UserBindingEmailModify): a refusal keeps the dialog and the address. */
export function EmailDialog({ title, open, onClose, onChanged }: EmailDialogProps) {
  const { api } = useAccountCentre();
  const { message } = useAppFeedback();

  const submit = async ({ email }: { email: string }) => {
    const outcome = await api.changeEmail(email.trim());
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message);
      return false;
    }
    void message.success(outcome.message || OPERATION_SUCCEEDED);
    onChanged(outcome.value);
    return true;
  };

  return (
    <FormDialog
      title={title}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="email"
        label={EMAIL_LABEL}
        rules={[{ required: true, whitespace: true, message: EMAIL_REQUIRED }, ...emailRules()]}
      >
        <Input maxLength={64} autoComplete="email" />
      </Form.Item>
    </FormDialog>
  );
}
