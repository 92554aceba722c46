export { MultiUserPicker, type MultiUserPickerProps } from './MultiUserPicker';
