import { Input, InputNumber } from 'antd';
import type { DynFormField } from '../../../providers/dyn-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { DateTextPicker } from '../../agent/supplier/DateTextPicker';

/** What Form.Item passes to its control. */
interface ControlProps {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string | number | null | undefined) => void;
  disabled?: boolean;
}

/** The control of a descriptor form field by its widget (controlled, inside a Form.Item). */
export function DynFieldWidget({
  field,
  value,
  onChange,
  id,
  disabled,
}: ControlProps & { field: DynFormField }) {
  const text = typeof value === 'string' ? value : undefined;
  switch (field.widget) {
    case 'select':
      return (
        <DictSelect
          id={id}
          dictCode={field.dictCode ?? ''}
          placeholder={`请选择${field.label}`}
          value={text}
          onChange={(next) => onChange?.(typeof next === 'string' ? next : undefined)}
          disabled={disabled}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          placeholder={`请输入${field.label}`}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DateTextPicker
          id={id}
          placeholder={`请选择${field.label}`}
          value={text}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          rows={3}
          placeholder={`请输入${field.label}`}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          id={id}
          placeholder={`请输入${field.label}`}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
        />
      );
  }
}
