import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRangeText } from '../../../src/lib/dynamic';
import { DYN_TEXTS as TEXTS } from './texts';

const DATE = 'YYYY-MM-DD';

/** A date range whose value is two YYYY-MM-DD texts (controlled, for a search Form.Item). */
export function DateRangeTextPicker({
  value,
  onChange,
  id,
}: {
  value?: DateRangeText | null;
  onChange?: (value: DateRangeText | null) => void;
  id?: string;
}) {
  const [begin, end] = value ?? [];
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      placeholder={[TEXTS.rangeStart, TEXTS.rangeEnd]}
      value={value ? [begin ? dayjs(begin, DATE) : null, end ? dayjs(end, DATE) : null] : null}
      onChange={(dates) =>
        onChange?.(dates ? [dates[0]?.format(DATE), dates[1]?.format(DATE)] : null)
      }
    />
  );
}
