import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmationRules, passwordRules } from '../../lib/validators/passwords';
import { useBranding } from '../branding/useBranding';

interface Props {
  label: string;
  required: string;
  confirmLabel: string;
  confirmRequired: string;
}

/** A new password and its confirmation, under the system's pwdReg/pwdMsg rule (spec 5.2). */
export function PasswordFields({ label, required, confirmLabel, confirmRequired }: Props) {
  const { pwdReg, pwdMsg } = useBranding();
  return (
    <>
      <Form.Item name="password" label={label} rules={passwordRules(required, { pwdReg, pwdMsg })}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={required}
          autoComplete="new-password"
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={confirmationRules(confirmRequired, 'password')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={confirmRequired}
          autoComplete="new-password"
          size="large"
        />
      </Form.Item>
    </>
  );
}
