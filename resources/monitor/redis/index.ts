import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/RedisInfo: polls its own reads, no list. */
export default definePages('monitor-redis', {
  'monitor/RedisInfo': lazyPage(
    () => import('./RedisInfoPage'),
    (m) => m.RedisInfoPage,
  ),
});
