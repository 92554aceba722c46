import { Select, Typography } from 'antd';
import { DICT_CODE_REQUIRED } from '../../lib/messages';
import {
  DEFAULT_SPLITER,
  joinValues,
  splitValues,
  useDictItems,
  type SelectFieldProps,
} from '../DictSelect';

export interface MultiSelectOption {
  value: string;
  text: string;
}

export interface MultiSelectTagProps extends SelectFieldProps {
  /** Dictionary of the choices; ignored when `options` are given. */
  dictCode?: string;
  options?: readonly MultiSelectOption[];
  /** Separator of the values in `value` (spec 3 picker config: default comma). */
  spliter?: string;
}

/**
 * Multi-select tag (JMultiSelectTag, spec 2.10): several dictionary items (or given options) as
 * tags; the value is one string of item values joined by `spliter`.
 */
export function MultiSelectTag({
  dictCode = '',
  options,
  spliter = DEFAULT_SPLITER,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  id,
  style,
}: MultiSelectTagProps) {
  const dictionary = useDictItems(options ? '' : dictCode);

  if (!options && !dictCode) {
    return (
      <Typography.Text type="danger" role="alert" id={id}>
        {DICT_CODE_REQUIRED}
      </Typography.Text>
    );
  }

  const choices = (options ?? dictionary.items).map((item) => ({
    value: item.value,
    label: item.text,
  }));

  return (
    <Select
      id={id}
      mode="multiple"
      style={{ width: '100%', ...style }}
      disabled={disabled}
      allowClear
      optionFilterProp="label"
      placeholder={placeholder}
      loading={dictionary.loading}
      options={choices}
      value={splitValues(value, spliter)}
      onChange={(values: string[]) => onChange?.(joinValues(values, spliter))}
    />
  );
}
