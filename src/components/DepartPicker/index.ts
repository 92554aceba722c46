export { DepartPicker, type DepartPickerProps } from './DepartPicker';
export { DepartPickerModal, type DepartPickerModalProps } from './DepartPickerModal';
