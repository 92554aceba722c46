import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DATE = 'YYYY-MM-DD';

/**
 * A date picker whose value is the contract's YYYY-MM-DD text (controlled, so it drops into a
 * Form.Item whose rules compare the text).
 */
export function DateTextPicker({
  value,
  onChange,
  id,
  placeholder,
}: {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
}) {
  return (
    <DatePicker
      id={id}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={value ? dayjs(value, DATE) : null}
      onChange={(date) => onChange?.(date ? date.format(DATE) : undefined)}
    />
  );
}
