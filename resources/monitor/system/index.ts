import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/SystemInfo: polls its own reads, no list. */
export default definePages('monitor-system', {
  'monitor/SystemInfo': lazyPage(
    () => import('./SystemInfoPage'),
    (m) => m.SystemInfoPage,
  ),
});
