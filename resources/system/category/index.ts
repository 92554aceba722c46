import { lazyPage, withPages } from '../../kit/resource';
import { categoryResource } from './resource';

/** 分类字典. The list shows root categories; children load through /sys/category/childList. */
export default withPages(categoryResource, {
  'system/SysCategoryList': lazyPage(
    () => import('./CategoryListPage'),
    (m) => m.CategoryListPage,
  ),
});
