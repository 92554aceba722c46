import { ListPage } from '../../kit';
import { positionDeclaration } from './declaration';

/** The page the server menu names system/SysPositionList. */
export function PositionListPage() {
  return <ListPage declaration={positionDeclaration} />;
}
