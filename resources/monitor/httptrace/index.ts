import { definePages, lazyPage } from '../../kit/resource';

/** The monitoring page the server menu names monitor/HttpTrace: polls its own reads, no list. */
export default definePages('monitor-httptrace', {
  'monitor/HttpTrace': lazyPage(
    () => import('./HttpTracePage'),
    (m) => m.HttpTracePage,
  ),
});
