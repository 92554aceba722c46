export { ReadOnlyTable, type ReadOnlyTableProps } from './ReadOnlyTable';
export type { ReadOnlyColumn } from './columns';
