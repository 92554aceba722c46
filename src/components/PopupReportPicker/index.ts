export { PopupReportPicker, type PopupReportPickerProps } from './PopupReportPicker';
