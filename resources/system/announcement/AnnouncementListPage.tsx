import { ListPage } from '../../kit';
import { announcementDeclaration } from './declaration';

/** The page the server menu names system/AnnouncementList. */
export function AnnouncementListPage() {
  return <ListPage declaration={announcementDeclaration} />;
}
