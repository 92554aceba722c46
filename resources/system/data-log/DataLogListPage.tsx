import { ListPage } from '../../kit';
import { dataLogDeclaration } from './declaration';

/** The page the server menu names system/DataLogList. */
export function DataLogListPage() {
  return <ListPage declaration={dataLogDeclaration} />;
}
