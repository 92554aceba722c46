import { SearchOutlined } from '@ant-design/icons';
import { pickerQueryKeys } from './pickerQueryKeys';
import { PickerField } from './PickerField';
import { TablePickerModal } from './TablePickerModal';
import type { PickerInputProps, TablePickerSource } from './types';

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
  width,
  multiple = true,
  placeholder = '请选择',
  selectButtonText = '选择',
  ...input
}: TablePickerProps<Row, Filters>) {
  return (
    <PickerField
      {...input}
      placeholder={placeholder}
      valueOf={source.valueOf}
      labelOf={source.labelOf}
      lookup={(values) => ({
        queryKey: pickerQueryKeys.page(`${source.queryKey}:values`, { values }),
        queryFn: () => source.fetchByValues(values),
      })}
      buttonText={selectButtonText}
      buttonIcon={<SearchOutlined />}
      modal={({ open, rows, accept, close }) => (
        <TablePickerModal
          source={source}
          open={open}
          width={width}
          multiple={multiple}
          initial={rows}
          onOk={accept}
          onCancel={close}
        />
      )}
    />
  );
}
