import { definePages, lazyPage } from '../../kit/resource';

/**
 * The descriptor-driven page (issue 19 F; spec 2.7 "dynamic query and form pages"): every menu
 * entry naming dynamic/DynamicPage (the demo's 银行网点 and 风险名单) is this page, its search,
 * list and form read from the descriptor of the entry's path. It reads /cap services, no kit list.
 */
export default definePages('dynamic-page', {
  'dynamic/DynamicPage': lazyPage(
    () => import('./DynamicPage'),
    (m) => m.DynamicPage,
  ),
});
