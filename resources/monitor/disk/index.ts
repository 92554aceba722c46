import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/DiskMonitoring: polls its own reads, no list. */
export default definePages('monitor-disk', {
  'monitor/DiskMonitoring': lazyPage(
    () => import('./DiskMonitoringPage'),
    (m) => m.DiskMonitoringPage,
  ),
});
