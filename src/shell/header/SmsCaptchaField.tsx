import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { accountApi, type SmsScene } from '../../../providers/account-api';
import { SMS_BUTTON, SMS_SEND_FAILED, SMS_SENT, smsCountdownLabel } from './texts';
import { useSmsCountdown } from './useSmsCountdown';

export interface SmsCaptchaFieldProps {
  name: string;
  label: string;
  requiredMessage: string;
  /** Where the code goes; without it the code cannot be sent. */
  mobile?: string;
  scene: SmsScene;
}

/** Captcha input with the send button of spec 4: 60 s countdown, freed at once on failure. */
export function SmsCaptchaField({
  name,
  label,
  requiredMessage,
  mobile,
  scene,
}: SmsCaptchaFieldProps) {
  const { message } = App.useApp();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const waiting = countdown.secondsLeft > 0;

  const send = async () => {
    if (!mobile || waiting || sending) return;
    setSending(true);
    countdown.start();
    const outcome = await accountApi.sendSmsCaptcha({ mobile, scene });
    setSending(false);
    if (outcome.ok) {
      void message.success(SMS_SENT);
      return;
    }
    countdown.reset();
    // spec 8.4: errorMsg, else the generic text; HTTP failures were shown by the HTTP layer.
    if (!outcome.presented) void message.warning(outcome.message || SMS_SEND_FAILED);
  };

  return (
    <Form.Item label={label} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[{ required: true, message: requiredMessage }]}>
          <Input placeholder={requiredMessage} autoComplete="one-time-code" maxLength={8} />
        </Form.Item>
        <Button disabled={!mobile || waiting} loading={sending} onClick={() => void send()}>
          {waiting ? smsCountdownLabel(countdown.secondsLeft) : SMS_BUTTON}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
