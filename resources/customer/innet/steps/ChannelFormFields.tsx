import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { ChannelFormField } from '../../../../providers/customer-innet-api';
import { DictSelect } from '../../../../src/components/DictSelect';
import { RegionPicker } from '../../../../src/components/RegionPicker';
import { channelFieldRules } from '../channelForm';

const DATE = 'YYYY-MM-DD';

/** The widget of a field kind; every value stays a string, as formValues carries it. */
function widgetOf(field: ChannelFormField): ReactNode {
  switch (field.kind) {
    case 'select':
      return <DictSelect dictCode={field.dictCode ?? ''} />;
    case 'region':
      return <RegionPicker />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} />;
    case 'amount':
      return <Input inputMode="decimal" suffix="元" placeholder={`请输入${field.label}`} />;
    default:
      return <Input maxLength={field.maxLength} placeholder={`请输入${field.label}`} />;
  }
}

/** A date field shows a Dayjs and stores 'YYYY-MM-DD'. */
const dateProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? dayjs(value, DATE) : undefined,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE) : undefined),
};

/**
 * The channel's own fields (CusChannelFormInquiry) as one generic form section: the widget and
 * spec 5.1 rule each `kind` asks for, under `formValues.<field>`.
 */
export function ChannelFormFields({ fields }: { fields: readonly ChannelFormField[] }) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.field}
          name={['formValues', field.field]}
          label={field.label}
          rules={channelFieldRules(field)}
          validateTrigger={['onChange', 'onBlur']}
          {...(field.kind === 'date' ? dateProps : {})}
        >
          {widgetOf(field)}
        </Form.Item>
      ))}
    </>
  );
}
