export { TablePicker, type TablePickerProps } from './TablePicker';
export { TablePickerModal, type TablePickerModalProps } from './TablePickerModal';
export type { PickerColumn, PickerInputProps, PickerPageQuery, TablePickerSource } from './types';
export { useFailureReporter, useFailureWarning } from './useFailureWarning';
export { pickerQueryKeys } from './pickerQueryKeys';
export { usePickerPage } from './usePickerPage';
export { PickerField, type PickerFieldProps, type PickerModalSlot } from './PickerField';
export { usePickedRows, type PickedRowsOptions, type RowLookup } from './usePickedRows';
