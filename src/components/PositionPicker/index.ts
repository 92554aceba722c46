export { PositionPicker, type PositionPickerProps } from './PositionPicker';
