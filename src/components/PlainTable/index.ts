export { type PlainColumn } from './columns';
export { PlainTable, type PlainTableProps } from './PlainTable';
