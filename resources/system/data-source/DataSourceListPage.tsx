import { ListPage } from '../../kit';
import { dataSourceDeclaration } from './declaration';

/** The page the server menu names system/SysDataSourceList. */
export function DataSourceListPage() {
  return <ListPage declaration={dataSourceDeclaration} />;
}
