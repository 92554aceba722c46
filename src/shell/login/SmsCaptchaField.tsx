import { SafetyOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import type { SmsScene } from '../../../providers/sign-in-api';
import { captchaRules } from '../../lib/validators/fields';
import { signInApi } from './signInApi';
import { useSmsCountdown } from './useSmsCountdown';

/** spec 8.4, first reading. */
export const SMS_SENT = '验证码已发送，有效期5分钟，请注意查收';

export const resendLabel = (left: number): string =>
  left > 0 ? `${left}秒后重新获取` : '获取验证码';

interface Props {
  scene: SmsScene;
  /** Form field holding the mobile the code goes to. */
  mobileField?: string;
  name?: string;
  label?: string;
}

/**
 * SMS code input with its send button (spec 4 SMS buttons): the button is disabled and counts
 * down 60 s once sending starts, and comes back at once when sending fails.
 */
export function SmsCaptchaField({ scene, mobileField = 'mobile', name = 'captcha', label }: Props) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const { left, start, stop } = useSmsCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const valid = await form.validateFields([mobileField]).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    start();
    setSending(true);
    const outcome = await signInApi.sendSmsCaptcha(scene, String(form.getFieldValue(mobileField)));
    setSending(false);
    if (outcome.ok) {
      void message.success(SMS_SENT);
      return;
    }
    stop();
    if (!outcome.presented) void message.error(outcome.message);
  };

  return (
    <Form.Item label={label} required={Boolean(label)}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={captchaRules()}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入验证码"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            size="large"
          />
        </Form.Item>
        <Button size="large" disabled={left > 0 || sending} onClick={() => void send()}>
          {resendLabel(left)}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
