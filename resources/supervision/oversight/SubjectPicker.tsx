import { Form } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { SUP_AUDIENCE, SUP_DICT } from '../../../src/lib/supervision';
import { CustomerPicker } from '../../customer/customer/CustomerPicker';
import { SUP_TEXTS } from './texts';

type SubjectAudience = typeof SUP_AUDIENCE.customer | typeof SUP_AUDIENCE.supplier;

/**
 * Who a customer or supplier view watches: a customer found by name (CustomerPicker, the cusCode)
 * or a supplier channel (cus_channel). Choosing one starts the reads; clearing it stops them.
 */
export function SubjectPicker({
  audience,
  value,
  onChange,
}: {
  audience: SubjectAudience;
  value: string | undefined;
  onChange: (subjectCode: string | undefined) => void;
}) {
  const texts = SUP_TEXTS.subject[audience];
  const id = `sup-subject-${audience}`;
  return (
    <Form layout="inline" style={{ marginBottom: 16 }}>
      <Form.Item label={texts.label} htmlFor={id} style={{ minWidth: 360 }}>
        {audience === SUP_AUDIENCE.customer ? (
          <CustomerPicker
            id={id}
            value={value}
            onChange={onChange}
            placeholder={texts.placeholder}
          />
        ) : (
          <DictSelect
            id={id}
            dictCode={SUP_DICT.channel}
            value={value}
            onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
            placeholder={texts.placeholder}
          />
        )}
      </Form.Item>
    </Form>
  );
}
