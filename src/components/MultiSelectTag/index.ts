export { MultiSelectTag, type MultiSelectOption, type MultiSelectTagProps } from './MultiSelectTag';
