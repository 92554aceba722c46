import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { PICKER_ELLIPSIS_LENGTH } from '../../lib/constants';
import { joinValues } from '../../lib/pickers/commaValues';
import { Ellipsis } from '../Ellipsis';

export interface PickerTagsInputProps {
  values: string[];
  labelOf: (value: string) => string;
  onChange?: (value: string) => void;
  /** The button that opens the picker's modal. */
  buttonText: string;
  buttonIcon?: ReactNode;
  onOpen: () => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * The input of a picker (spec 2.10): the chosen values as closable tags named by `labelOf` (cut at
 * the picker ellipsis length, spec 9) and a button that opens the picker. The tags never open a
 * drop-down: choosing happens in the modal.
 */
export function PickerTagsInput({
  values,
  labelOf,
  onChange,
  buttonText,
  buttonIcon,
  onOpen,
  disabled,
  placeholder,
  id,
}: PickerTagsInputProps) {
  return (
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
      <Button type="primary" icon={buttonIcon} disabled={disabled} onClick={onOpen}>
        {buttonText}
      </Button>
    </Space.Compact>
  );
}
