import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import {
  sysConfigApi,
  type DataSourceConnection,
  type SysConfigApi,
} from '../../../providers/sys-config-api';
import {
  CONNECTING,
  CONNECTION_FAILED,
  CONNECTION_SUCCEEDED,
  pleaseEnter,
} from '../../../src/lib/messages';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** The fields the connection test needs (JeecgBoot SysDataSourceModal handleTest). */
export const CONNECTION_FIELDS = [
  'dbType',
  'dbDriver',
  'dbUrl',
  'dbUsername',
  'dbPassword',
] as const satisfies readonly (keyof DataSourceConnection)[];

export interface DataSourcePasswordInputProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  /** The app's call by default; tests pass their own. */
  api?: Pick<SysConfigApi, 'testConnection'>;
}

/**
 * 密码 with 测试连接 beside it (JeecgBoot puts the test next to the password): the connection
 * fields are checked, then sent to the server's connection test; 连接成功 or the server's reason.
 * A cleared password is no value at all, so an edit without one keeps the stored password.
 */
export function DataSourcePasswordInput({
  value,
  onChange,
  id,
  api = sysConfigApi,
}: DataSourcePasswordInputProps) {
  const form = Form.useFormInstance<DataSourceConnection>();
  const { message, modal } = useAppFeedback();
  const [testing, setTesting] = useState(false);

  const test = async () => {
    try {
      await form.validateFields([...CONNECTION_FIELDS]);
    } catch {
      return; // the form shows what is missing
    }
    setTesting(true);
    const hide = message.loading(CONNECTING, 0);
    try {
      const outcome = await api.testConnection(form.getFieldsValue([...CONNECTION_FIELDS]));
      if (outcome.ok) void message.success(CONNECTION_SUCCEEDED);
      else if (!outcome.presented) {
        modal.warning({ title: CONNECTION_FAILED, content: outcome.message, okText: '确定' });
      }
    } finally {
      hide();
      setTesting(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value === '' ? undefined : event.target.value)}
        placeholder={pleaseEnter('密码')}
        autoComplete="new-password"
      />
      <Button type="primary" loading={testing} onClick={() => void test()}>
        测试连接
      </Button>
    </Space.Compact>
  );
}
