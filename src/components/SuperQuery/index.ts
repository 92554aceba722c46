export { SuperQuery, type SuperQueryProps } from './SuperQuery';
export type {
  QueryField,
  QueryFieldType,
  QueryOption,
  SuperQueryCondition,
  SuperQueryMatchType,
} from '../../lib/superQuery/conditions';
