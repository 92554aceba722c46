import { lazyPage, withPages } from '../../kit/resource';
import { dictResource } from './resource';

/** 数据字典 and, in its drawer, the dictionary's items. */
export default withPages(dictResource, {
  'system/DictList': lazyPage(
    () => import('./DictListPage'),
    (m) => m.DictListPage,
  ),
});
