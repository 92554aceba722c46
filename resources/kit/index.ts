export { LIST_PAGINATION, ListPage, type ListPageProps } from './ListPage';
export { ListRequesterContext } from './listRequester';
export { listQuery, listQueryKey, readList } from './readList';
export { RecordForms, type RecordFormsHandle } from './RecordForms';
export { useExport } from './useExport';
export { useImport } from './useImport';
export { useListActions } from './useListActions';
export { useListQuery, type ListQueryOptions } from './useListQuery';
export { useListSelection } from './useListSelection';
export { useRecordForm } from './useRecordForm';
export { useRowActions, type RowActionHandlers } from './useRowActions';
export { uniqueColumnRules } from './uniqueRule';
export {
  defineResource,
  definePages,
  lazyPage,
  withPages,
  type ContractPath,
  type ResourceEndpoints,
  type ResourceModule,
  type RowOf,
} from './resource';
export type {
  ActionOutcome,
  ColumnDecl,
  FormContext,
  FormFieldDecl,
  ListDeclaration,
  ListPermissions,
  ListRow,
  RowActionDecl,
  SearchFieldDecl,
  SelectOption,
  ToolbarActionDecl,
  TreeDecl,
} from './types';
