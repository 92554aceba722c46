export { ListPage, type ListPageProps } from './ListPage';
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
