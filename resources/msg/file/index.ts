import { lazyPage, withPages } from '../../kit/resource';
import { storedFileResource } from './resource';

export default withPages(storedFileResource, {
  // The demo menu's 消息与文件 → 文件存储 (issue 19 D).
  'msg/FileList': lazyPage(
    () => import('./FileListPage'),
    (m) => m.FileListPage,
  ),
});
