export { PlainTable, type PlainColumn, type PlainTableProps } from './PlainTable';
