import { Form, Image, Input, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { GoogleAuthSecret, UserSecurity } from '../../../providers/account-centre-api';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { authenticatorCodeRules } from '../../../src/lib/validators/fields';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import { useAccountCentre } from './accountCentreContext';
import {
  GOOGLE_CODE,
  GOOGLE_DIALOG_TITLE,
  GOOGLE_QR_ALT,
  GOOGLE_STEP_CODE,
  GOOGLE_STEP_MANUAL,
  GOOGLE_STEP_SCAN,
} from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface GoogleAuthDialogProps {
  open: boolean;
  onClose: () => void;
  onBound: (security: UserSecurity) => void;
}

const QR_SIZE = 180;

/**
 * 绑定谷歌验证器: the server's fresh secret and its QR code (UserGoogleAuthInquiry), then the
 * 6-digit code the app shows (UserGoogleAuthBinding). A refused secret (already bound) closes the
 * dialog with the server's text; a wrong code keeps it.
 */
export function GoogleAuthDialog({ open, onClose, onBound }: GoogleAuthDialogProps) {
  const { api } = useAccountCentre();
  const { message } = useAppFeedback();
  const [secret, setSecret] = useState<GoogleAuthSecret>();

  const close = () => {
    setSecret(undefined);
    onClose();
  };

  const submit = async ({ code }: { code: string }) => {
    if (!secret) return false;
    const outcome = await api.bindGoogleAuth({ secret: secret.secret, code: code.trim() });
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message);
      return false;
    }
    void message.success(outcome.message || OPERATION_SUCCEEDED);
    onBound(outcome.value);
    setSecret(undefined);
    return true;
  };

  return (
    <FormDialog
      title={GOOGLE_DIALOG_TITLE}
      width={MODAL_WIDTH.passwordDialog}
      open={open}
      onClose={close}
      onSubmit={submit}
    >
      <SecretLoader onLoaded={setSecret} onRefused={close} />
      <Typography.Paragraph>{GOOGLE_STEP_SCAN}</Typography.Paragraph>
      {secret ? (
        <>
          <div style={{ textAlign: 'center' }}>
            <Image
              src={secret.qrImage}
              alt={GOOGLE_QR_ALT}
              width={QR_SIZE}
              height={QR_SIZE}
              preview={false}
            />
          </div>
          <Typography.Paragraph>
            {GOOGLE_STEP_MANUAL}
            <Typography.Text code copyable>
              {secret.secret}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      ) : (
        <Skeleton.Image active style={{ width: QR_SIZE, height: QR_SIZE }} />
      )}
      <Typography.Paragraph>{GOOGLE_STEP_CODE}</Typography.Paragraph>
      <Form.Item name="code" label={GOOGLE_CODE} rules={authenticatorCodeRules()}>
        <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
      </Form.Item>
    </FormDialog>
  );
}

/** Asks for a fresh secret each time the dialog opens (its content is mounted only while open). */
function SecretLoader({
  onLoaded,
  onRefused,
}: {
  onLoaded: (secret: GoogleAuthSecret) => void;
  onRefused: () => void;
}) {
  const { api } = useAccountCentre();
  const { message } = useAppFeedback();
  useEffect(() => {
    let current = true;
    void api.googleAuthSecret().then((outcome) => {
      if (!current) return;
      if (outcome.ok) {
        onLoaded(outcome.value);
        return;
      }
      if (!outcome.presented) void message.warning(outcome.message);
      onRefused();
    });
    return () => {
      current = false;
    };
    // One request per opening: the callbacks change on every render of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, message]);
  return null;
}
