import { lazyPage, withPages } from '../../kit/resource';
import { announcementResource } from './resource';

/** 系统通告. The controller path is misspelt on the server; it is real. */
export default withPages(announcementResource, {
  'system/AnnouncementList': lazyPage(
    () => import('./AnnouncementListPage'),
    (m) => m.AnnouncementListPage,
  ),
});
