export { DictSearchSelect, type DictSearchSelectProps } from './DictSearchSelect';
