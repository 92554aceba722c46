import { Form, Input } from 'antd';
import { accountApi } from '../../../providers/account-api';
import type { SessionProfile } from '../../lib/headerRules';
import { MODAL_WIDTH } from '../../lib/constants';
import { REQUEST_FAILED } from '../../lib/messages';
import { SMS_CAPTCHA_REQUIRED } from '../../lib/validators/passwords';
import { FormDialog } from './FormDialog';
import { SmsCaptchaField } from './SmsCaptchaField';
import {
  alreadyDecryptedWarning,
  DECRYPTED,
  DIALOG_TITLES,
  FIELD_LABELS,
  NO_SIGNED_IN_USER,
} from './texts';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface DecryptDialogProps {
  open: boolean;
  onClose: () => void;
  profile: SessionProfile;
  /** After a decrypted session was obtained (or already held): a page re-reads its values. */
  onDecrypted?: () => void;
}

interface DecryptValues {
  captcha: string;
}

/**
 * 数据解密 (spec 2.6, 2.10, 7.2, 8.4): an SMS code to the user's mobile buys a decrypted session;
 * the provider stores its tokens, the user is asked to refresh.
 */
export function DecryptDialog({ open, onClose, profile, onDecrypted }: DecryptDialogProps) {
  const { message } = useAppFeedback();

  const submit = async ({ captcha }: DecryptValues) => {
    if (!profile.mobile) {
      void message.warning(NO_SIGNED_IN_USER);
      return false;
    }
    const outcome = await accountApi.decryptData({ mobile: profile.mobile, captcha });
    if (outcome.ok) {
      void message.success(DECRYPTED);
      onDecrypted?.();
      return true;
    }
    if ('alreadyDecrypted' in outcome) {
      void message.warning(alreadyDecryptedWarning(outcome.message));
      onDecrypted?.();
      return true;
    }
    if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
    return false;
  };

  return (
    <FormDialog
      title={DIALOG_TITLES.dataDecrypt}
      width={MODAL_WIDTH.decrypt}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item label={FIELD_LABELS.mobile}>
        <Input value={profile.mobileMasked ?? profile.mobile} disabled />
      </Form.Item>
      <SmsCaptchaField
        name="captcha"
        label={FIELD_LABELS.smsCaptcha}
        requiredMessage={SMS_CAPTCHA_REQUIRED}
        mobile={profile.mobile}
        scene="dataDecrypt"
      />
    </FormDialog>
  );
}
