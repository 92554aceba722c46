export { retry, type RetryOptions } from './retry';
export { TreeTable, type TreeTableProps } from './TreeTable';
export {
  isPlaceholderRow,
  needsLoading,
  placeholderRow,
  replaceChildren,
  rowsOf,
  UnrecognisedRowsError,
  withPlaceholders,
  type TreeTableRow,
} from './treeRows';
