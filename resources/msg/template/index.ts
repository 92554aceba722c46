import { lazyPage, withPages } from '../../kit/resource';
import { msgTemplateResource } from './resource';

export default withPages(msgTemplateResource, {
  // The demo menu's 消息与文件 → 消息模板 (issue 19 D).
  'msg/TemplateList': lazyPage(
    () => import('./TemplateListPage'),
    (m) => m.TemplateListPage,
  ),
});
