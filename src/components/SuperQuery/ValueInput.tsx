import { DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../lib/constants';
import {
  optionLabel,
  valueText,
  type QueryOption,
  type QueryRow,
  type RowValue,
} from '../../lib/superQuery/conditions';
import { DictValueSelect } from './DictValueSelect';

const TIME_FORMAT = 'HH:mm:ss';
const SWITCH_OPTIONS = [
  { value: 'Y', label: '是' },
  { value: 'N', label: '否' },
];

interface ValueInputProps {
  row: QueryRow;
  /** The chosen field's own choices, when it has them. */
  options?: readonly QueryOption[];
  onChange: (value: RowValue) => void;
}

const asList = (value: RowValue): string[] =>
  Array.isArray(value)
    ? [...value]
    : valueText(value)
        .split(',')
        .filter((part) => part !== '');

const asSingle = (value: RowValue): string | undefined => {
  const text = valueText(value);
  return text === '' ? undefined : text;
};

const dateOf = (value: RowValue, format: string) => {
  const text = valueText(value);
  const parsed = text ? dayjs(text, format) : null;
  return parsed?.isValid() ? parsed : null;
};

/**
 * The value widget of a row, by the field's type (JSuperQuery): select for choices (several
 * values with the 'in' rule), dictionary select for a dictCode, date, date-time, time, number,
 * yes/no, else text.
 */
export function ValueInput({ row, options, onChange }: ValueInputProps) {
  const multiple = row.rule === 'in';
  const common = { style: { width: '100%' }, 'aria-label': '查询值' };

  if (options) {
    return (
      <Select
        {...common}
        allowClear
        placeholder="请选择"
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? asList(row.val) : asSingle(row.val)}
        options={options.map((option) => ({ value: option.value, label: optionLabel(option) }))}
        onChange={(value: string | string[] | undefined) => onChange(value)}
      />
    );
  }
  if (row.dictCode) {
    return (
      <DictValueSelect
        {...common}
        dictCode={row.dictCode}
        multiple={multiple}
        value={multiple ? asList(row.val) : asSingle(row.val)}
        onChange={onChange}
      />
    );
  }
  switch (row.type) {
    case 'date':
    case 'datetime': {
      const format = row.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
      return (
        <DatePicker
          {...common}
          showTime={row.type === 'datetime'}
          format={format}
          placeholder={row.type === 'date' ? '请选择日期' : '请选择时间'}
          value={dateOf(row.val, format)}
          onChange={(date) => onChange(date ? date.format(format) : undefined)}
        />
      );
    }
    case 'time':
      return (
        <TimePicker
          {...common}
          format={TIME_FORMAT}
          value={dateOf(row.val, TIME_FORMAT)}
          onChange={(time) => onChange(time ? time.format(TIME_FORMAT) : undefined)}
        />
      );
    case 'int':
    case 'number':
      return (
        <InputNumber<string>
          {...common}
          stringMode
          placeholder="请输入数值"
          value={asSingle(row.val) ?? null}
          onChange={(value) => onChange(value ?? undefined)}
        />
      );
    case 'switch':
      return (
        <Select
          {...common}
          placeholder="请选择"
          value={asSingle(row.val)}
          options={SWITCH_OPTIONS}
          onChange={(value: string) => onChange(value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          placeholder="请输入值"
          value={valueText(row.val)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
