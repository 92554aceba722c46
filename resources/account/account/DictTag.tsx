import { Tag } from 'antd';
import { useDictText } from '../../customer/customer/useDictText';

/**
 * A code shown as its dictionary text in a tag (spec 7.3), coloured by `colours` (antd preset
 * names); a code the map lacks gets the default colour.
 */
export function DictTag({
  dictCode,
  value,
  colours,
}: {
  dictCode: string;
  value: string | null | undefined;
  colours: Readonly<Record<string, string>>;
}) {
  const text = useDictText(dictCode);
  if (value === null || value === undefined || value === '') return null;
  return <Tag color={colours[value] ?? 'default'}>{text(value)}</Tag>;
}

/** acct_status → colour: 正常, 部分冻结, 冻结, 止付, 销户. */
export const ACCT_STATUS_COLOUR: Readonly<Record<string, string>> = {
  '0': 'success',
  '1': 'warning',
  '2': 'error',
  '3': 'volcano',
  '9': 'default',
};

/** acct_type → colour: 基本户, 待清算户, 保证金户, 分账户. */
export const ACCT_TYPE_COLOUR: Readonly<Record<string, string>> = {
  '01': 'blue',
  '02': 'cyan',
  '03': 'purple',
  '04': 'geekblue',
};
