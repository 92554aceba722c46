import { Tag } from 'antd';
import { useDictText } from '../../customer/customer/useDictText';

/**
 * A status as a coloured tag with its dictionary text (spec 7.3); `colors` maps a code to an antd
 * preset colour, an unlisted code shows plain.
 */
export function StatusTag({
  dictCode,
  value,
  colors,
}: {
  dictCode: string;
  value: string | null | undefined;
  colors: Readonly<Record<string, string>>;
}) {
  const text = useDictText(dictCode);
  if (value === null || value === undefined) return null;
  return <Tag color={colors[value]}>{text(value)}</Tag>;
}
