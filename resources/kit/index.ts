export { ListPage, type ListPageProps } from './ListPage';
export { uniqueColumnRules } from './uniqueRule';
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
