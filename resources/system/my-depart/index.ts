import { definePages, lazyPage } from '../../kit/resource';

/** 我的部门: the departments the signed-in user heads, over the depart resources. */
export default definePages('myDepart', {
  'system/DepartUserList': lazyPage(
    () => import('./MyDepartListPage'),
    (m) => m.MyDepartListPage,
  ),
});
