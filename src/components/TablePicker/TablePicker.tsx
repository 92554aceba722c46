import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { pickerQueryKeys } from './pickerQueryKeys';
import { PickerTagsInput } from './PickerTagsInput';
import { TablePickerModal } from './TablePickerModal';
import type { PickerInputProps, TablePickerSource } from './types';
import { usePickedRows } from './usePickedRows';

export interface TablePickerProps<Row, Filters> extends PickerInputProps {
  source: TablePickerSource<Row, Filters>;
  width: number;
  selectButtonText?: string;
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
  const { values, rows, labelOf, accept } = usePickedRows({
    value,
    onChange,
    valueOf: source.valueOf,
    labelOf: source.labelOf,
    lookup: (values) => ({
      queryKey: pickerQueryKeys.page(`${source.queryKey}:values`, { values }),
      queryFn: () => source.fetchByValues(values),
    }),
  });

  return (
    <>
      <PickerTagsInput
        id={id}
        disabled={disabled}
        placeholder={placeholder}
        values={values}
        labelOf={labelOf}
        onChange={onChange}
        buttonText={selectButtonText}
        buttonIcon={<SearchOutlined />}
        onOpen={() => setOpen(true)}
      />
      <TablePickerModal
        source={source}
        open={open}
        width={width}
        multiple={multiple}
        initial={rows}
        onOk={(chosen) => {
          setOpen(false);
          accept(chosen);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
