export { DictSelect, type DictSelectProps, type DictSelectType } from './DictSelect';
export { DEFAULT_SPLITER, joinValues, splitValues } from './dictValues';
export type { SelectFieldProps } from './selectFieldProps';
export { showLoadFailure } from './showLoadFailure';
export { useDictItems, type DictItemsState } from './useDictItems';
