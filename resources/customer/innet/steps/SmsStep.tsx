import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { SmsApplyResult } from '../../../../providers/customer-innet-api';
import {
  SMS_BUTTON,
  SMS_CAPTCHA_EXPIRED,
  smsCountdownLabel,
  useCaptchaValidity,
  useSmsCountdown,
} from '../../../../src/components/SmsCaptchaField';
import { SMS_SEND_FAILED, SMS_SENT } from '../../../../src/lib/messages';
import { SMS_CAPTCHA_REQUIRED } from '../../../../src/lib/validators';
import { useInnetApi } from '../innetApiContext';
import { INNET_TEXTS as TEXTS, smsSentTo } from '../texts';
import { useSingleCall } from '../useSingleCall';
import type { RecordStepProps } from './stepProps';
import { useAppFeedback } from '../../../../src/components/feedback/useAppFeedback';

const SMS_CODE = /^\d{6}$/;

/**
 * 03 待短信确认: a code to the legal person's mobile (CusChannelInnetSmsApply; the button waits
 * 60 s after sending and is free again at once when sending fails, spec 4 and 8.4), then the code
 * back (CusChannelInnetSmsConfirm). A refused code shows the server's text and stays typed.
 */
export function SmsStep({ innetKey, record, onMoved, onRefused }: RecordStepProps) {
  const api = useInnetApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<{ smsCode: string }>();
  const countdown = useSmsCountdown();
  const validity = useCaptchaValidity(undefined, () =>
    form.setFields([{ name: 'smsCode', errors: [SMS_CAPTCHA_EXPIRED] }]),
  );
  const [sms, setSms] = useState<SmsApplyResult>();
  const [sending, setSending] = useState(false);
  const { pending, run } = useSingleCall();
  const waiting = countdown.secondsLeft > 0;
  const ref = { innetNo: record.innetNo, cusCode: innetKey.cusCode };

  const apply = async () => {
    if (waiting || sending) return;
    countdown.start();
    setSending(true);
    const outcome = await api.smsApply(ref);
    setSending(false);
    if (outcome.ok) {
      setSms(outcome.sms);
      validity.sent();
      void message.success(SMS_SENT);
      return;
    }
    countdown.reset();
    if (!outcome.presented) void message.warning(outcome.message || SMS_SEND_FAILED);
  };

  const confirm = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values || !sms) return;
      const outcome = await api.smsConfirm({
        ...ref,
        smsSerialNo: sms.smsSerialNo,
        smsCode: values.smsCode,
      });
      if (outcome.ok) onMoved(outcome.record, outcome.message);
      else onRefused(outcome);
    });

  return (
    <Form
      form={form}
      name="innetSms"
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={() => void confirm()}
    >
      <Typography.Paragraph role="status">
        {sms ? smsSentTo(sms.mobile) : TEXTS.smsHint}
      </Typography.Paragraph>
      <Form.Item label={TEXTS.smsCode} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: SMS_CAPTCHA_REQUIRED },
              { pattern: SMS_CODE, message: TEXTS.smsCodeInvalid },
              {
                validator: (_, value) =>
                  validity.expired && value
                    ? Promise.reject(new Error(SMS_CAPTCHA_EXPIRED))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input
              aria-label={TEXTS.smsCode}
              prefix={<SafetyOutlined />}
              placeholder={SMS_CAPTCHA_REQUIRED}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              disabled={pending}
            />
          </Form.Item>
          <Button disabled={waiting || sending} onClick={() => void apply()}>
            {waiting ? smsCountdownLabel(countdown.secondsLeft) : SMS_BUTTON}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} disabled={!sms}>
        {TEXTS.smsConfirm}
      </Button>
    </Form>
  );
}
