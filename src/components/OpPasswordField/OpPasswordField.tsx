import { Form, Input } from 'antd';
import { PASSWORD_REQUIRED_MESSAGES } from '../../lib/validators';

export const OP_PASSWORD_LABEL = '操作密码';

export interface OpPasswordFieldProps {
  /** The form field; `opPsw` as the money-movement calls name it. */
  name?: string;
}

/**
 * The operation password of a money movement (issue 17, spec 7.2): required, masked, never
 * remembered by the browser. The caller encrypts it (providers/op-password.ts) when it sends.
 */
export function OpPasswordField({ name = 'opPsw' }: OpPasswordFieldProps) {
  return (
    <Form.Item
      name={name}
      label={OP_PASSWORD_LABEL}
      rules={[{ required: true, message: PASSWORD_REQUIRED_MESSAGES.operation.next }]}
    >
      <Input.Password
        autoComplete="new-password"
        placeholder={PASSWORD_REQUIRED_MESSAGES.operation.next}
      />
    </Form.Item>
  );
}
