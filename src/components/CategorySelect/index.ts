export { CategorySelect, type CategorySelectProps } from './CategorySelect';
