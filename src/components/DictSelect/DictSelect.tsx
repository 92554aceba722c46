import { Checkbox, Radio, Select, Spin, Typography } from 'antd';
import { DICT_CODE_REQUIRED } from '../../lib/messages';
import { joinValues, splitValues } from './dictValues';
import type { SelectFieldProps } from './selectFieldProps';
import { useDictItems } from './useDictItems';

/** select: drop-down; radio / radioButton: one choice; checkbox: several, comma-joined. */
export type DictSelectType = 'select' | 'radio' | 'radioButton' | 'checkbox';

export interface DictSelectProps extends SelectFieldProps {
  /** Plain dictionary code (`sex`) or table dictionary `table,text,code` (spec 7.3). */
  dictCode: string;
  type?: DictSelectType;
  allowClear?: boolean;
}

/**
 * Dictionary select, radio group or checkbox group (JDictSelectTag): the active items of a
 * dictionary, read from the dictionary cache first (spec 3, 7.3). The value is the item value;
 * checkbox mode joins the values with commas.
 */
export function DictSelect({
  dictCode,
  type = 'select',
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  allowClear = true,
  id,
  style,
}: DictSelectProps) {
  const { items, loading } = useDictItems(dictCode);

  // spec 5.4: the dictionary code is required.
  if (!dictCode) {
    return (
      <Typography.Text type="danger" role="alert" id={id}>
        {DICT_CODE_REQUIRED}
      </Typography.Text>
    );
  }

  const options = items.map((item) => ({ value: item.value, label: item.text }));

  if (type === 'checkbox') {
    return (
      <Spin spinning={loading} size="small">
        <div id={id}>
          <Checkbox.Group
            style={style}
            disabled={disabled}
            options={options}
            value={splitValues(value)}
            onChange={(checked) => onChange?.(joinValues(checked.map(String)))}
          />
        </div>
      </Spin>
    );
  }

  if (type === 'radio' || type === 'radioButton') {
    return (
      <Spin spinning={loading} size="small">
        <Radio.Group
          id={id}
          style={style}
          disabled={disabled}
          options={options}
          optionType={type === 'radioButton' ? 'button' : 'default'}
          value={value}
          onChange={(event) => onChange?.(String(event.target.value))}
        />
      </Spin>
    );
  }

  return (
    <Select
      id={id}
      style={{ width: '100%', ...style }}
      disabled={disabled}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      loading={loading}
      options={options}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
    />
  );
}
