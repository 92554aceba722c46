import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/TomcatInfo: polls its own reads, no list. */
export default definePages('monitor-tomcat', {
  'monitor/TomcatInfo': lazyPage(
    () => import('./TomcatInfoPage'),
    (m) => m.TomcatInfoPage,
  ),
});
