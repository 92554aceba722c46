import { lazyPage, withPages } from '../../kit/resource';
import { msgSendLogResource } from './resource';

export default withPages(msgSendLogResource, {
  // The demo menu's 消息与文件 → 发送记录 (issue 19 D).
  'msg/SendLogList': lazyPage(
    () => import('./SendLogListPage'),
    (m) => m.SendLogListPage,
  ),
});
