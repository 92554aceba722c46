import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/JvmInfo: polls its own reads, no list. */
export default definePages('monitor-jvm', {
  'monitor/JvmInfo': lazyPage(
    () => import('./JvmInfoPage'),
    (m) => m.JvmInfoPage,
  ),
});
