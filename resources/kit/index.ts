export { ListPage, type ListPageProps } from './ListPage';
export { uniqueColumnRules } from './uniqueRule';
export {
  defineResource,
  definePages,
  lazyPage,
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
