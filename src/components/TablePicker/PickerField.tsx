import { Button, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { PICKER_ELLIPSIS_LENGTH } from '../../lib/constants';
import { joinPickedValues } from '../../lib/pickers/commaValues';
import { Ellipsis } from '../Ellipsis';
import { usePickedRows, type PickedRowsOptions } from './usePickedRows';

/** What a picker's modal is given by its field. */
export interface PickerModalSlot<Row> {
  open: boolean;
  /** The known rows of the value, in value order: the modal's first choice. */
  rows: Row[];
  /** Takes the modal's choice: closes the modal and emits the rows' values. */
  accept: (rows: Row[]) => void;
  close: () => void;
}

export interface PickerFieldProps<Row> extends PickedRowsOptions<Row> {
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** The button that opens the modal. */
  buttonText: string;
  buttonIcon?: ReactNode;
  /** The picker's modal. */
  modal: (slot: PickerModalSlot<Row>) => ReactNode;
}

/**
 * The input of a picker (spec 2.10): the chosen values as closable tags named after their rows (cut
 * at the picker ellipsis length, spec 9) and a button that opens the picker's modal. The tags never
 * open a drop-down: choosing happens in the modal.
 */
export function PickerField<Row>({
  disabled,
  placeholder,
  id,
  buttonText,
  buttonIcon,
  modal,
  ...options
}: PickerFieldProps<Row>) {
  const [open, setOpen] = useState(false);
  const { values, rows, labelOf, accept } = usePickedRows(options);
  const { onChange } = options;

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
          onChange={(next: string[]) => onChange?.(joinPickedValues(next))}
          style={{ width: '100%' }}
        />
        <Button type="primary" icon={buttonIcon} disabled={disabled} onClick={() => setOpen(true)}>
          {buttonText}
        </Button>
      </Space.Compact>
      {modal({
        open,
        rows,
        accept: (chosen) => {
          setOpen(false);
          accept(chosen);
        },
        close: () => setOpen(false),
      })}
    </>
  );
}
