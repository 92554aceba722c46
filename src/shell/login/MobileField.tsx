import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { mobileRules } from '../../lib/validators/fields';

interface Props {
  name?: string;
  label?: string;
  placeholder?: string;
}

/** A mobile a code is sent to (spec 5.1, checked on blur; masked numbers are refused here). */
export function MobileField({ name = 'mobile', label = '手机号', placeholder }: Props) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={mobileRules({ dialable: true })}
      validateTrigger="onBlur"
    >
      <Input
        prefix={<MobileOutlined />}
        placeholder={placeholder ?? '请输入手机号码'}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        size="large"
      />
    </Form.Item>
  );
}
