import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { PICKER_ELLIPSIS_LENGTH } from '../../lib/constants';
import { joinValues, splitValues } from '../../lib/pickers/commaValues';
import { Ellipsis } from '../Ellipsis';
import { pickerQueryKeys } from './pickerQueryKeys';
import { TablePickerModal } from './TablePickerModal';
import type { TablePickerSource } from './types';
import { useFailureWarning } from './useFailureWarning';

export interface TablePickerProps<Row, Filters> {
  source: TablePickerSource<Row, Filters>;
  /** Comma-joined stored values. */
  value?: string;
  onChange?: (value: string) => void;
  width: number;
  /** Several rows or one (JeecgBoot default: several). */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  selectButtonText?: string;
  id?: string;
}

/**
 * A table picker input (JeecgBoot JSelectBizComponent, spec 2.10): the chosen rows as tags and a
 * button that opens the picker modal. An existing value is looked up so it shows names.
 */
export function TablePicker<Row extends object, Filters extends object>({
  source,
  value,
  onChange,
  width,
  multiple = true,
  disabled,
  placeholder = '请选择',
  selectButtonText = '选择',
  id,
}: TablePickerProps<Row, Filters>) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Row[]>([]);
  const values = useMemo(() => splitValues(value), [value]);
  const byValue = useMemo(
    () => new Map(picked.map((row) => [source.valueOf(row), row])),
    [picked, source],
  );
  const unknown = values.filter((item) => !byValue.has(item));
  const looked = useQuery({
    queryKey: pickerQueryKeys.page(`${source.queryKey}:values`, { values: unknown }),
    queryFn: () => source.fetchByValues(unknown),
    enabled: unknown.length > 0,
    retry: false,
  });
  useFailureWarning(looked.error);
  const known = useMemo(() => {
    const all = new Map(byValue);
    for (const row of looked.data ?? []) all.set(source.valueOf(row), row);
    return all;
  }, [byValue, looked.data, source]);

  const labelOf = (item: string) => {
    const row = known.get(item);
    return (row && source.labelOf(row)) || item;
  };
  const accept = (rows: Row[]) => {
    setOpen(false);
    setPicked(rows);
    onChange?.(joinValues(rows.map(source.valueOf)));
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          mode="multiple"
          open={false}
          showSearch={false}
          allowClear
          disabled={disabled}
          placeholder={placeholder}
          value={values}
          options={values.map((item) => ({
            value: item,
            label: <Ellipsis value={labelOf(item)} length={PICKER_ELLIPSIS_LENGTH} />,
          }))}
          onChange={(next: string[]) => onChange?.(joinValues(next))}
          style={{ width: '100%' }}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {selectButtonText}
        </Button>
      </Space.Compact>
      <TablePickerModal
        source={source}
        open={open}
        width={width}
        multiple={multiple}
        initial={values.flatMap((item) => known.get(item) ?? [])}
        onOk={accept}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
