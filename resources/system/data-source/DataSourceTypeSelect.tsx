import { Form } from 'antd';
import { DictSelect, type SelectFieldProps } from '../../../src/components/DictSelect';
import { connectionDefaultsFor } from './connectionDefaults';

export const DATABASE_TYPE_DICT = 'database_type';

/** 数据库类型: choosing a type fills in its driver class and a URL template (JeecgBoot modal). */
export function DataSourceTypeSelect({ onChange, ...props }: SelectFieldProps) {
  const form = Form.useFormInstance();
  return (
    <DictSelect
      {...props}
      dictCode={DATABASE_TYPE_DICT}
      onChange={(dbType) => {
        onChange?.(dbType);
        const defaults = connectionDefaultsFor(dbType);
        if (defaults) form.setFieldsValue(defaults);
      }}
    />
  );
}
