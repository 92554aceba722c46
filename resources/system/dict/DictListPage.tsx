import { ListPage } from '../../kit';
import { dictDeclaration } from './declaration';

/** The page the server menu names system/DictList. */
export function DictListPage() {
  return <ListPage declaration={dictDeclaration} />;
}
