import { ListPage } from '../../kit';
import { categoryDeclaration } from './declaration';

/** The page the server menu names system/SysCategoryList. */
export function CategoryListPage() {
  return <ListPage declaration={categoryDeclaration} />;
}
