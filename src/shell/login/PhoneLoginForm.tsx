import { Button, Form } from 'antd';
import { MobileField } from './MobileField';
import { SmsCaptchaField } from './SmsCaptchaField';

export interface PhoneCredentials {
  mobile: string;
  captcha: string;
}

interface Props {
  onSubmit: (credentials: PhoneCredentials) => void;
  pending: boolean;
}

/** Mobile and SMS code (spec 7.2 /sys/phoneLogin). */
export function PhoneLoginForm({ onSubmit, pending }: Props) {
  return (
    <Form<PhoneCredentials>
      layout="vertical"
      onFinish={onSubmit}
      disabled={pending}
      requiredMark={false}
    >
      <MobileField />
      <SmsCaptchaField scene="login" label="验证码" />
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        登录
      </Button>
    </Form>
  );
}
