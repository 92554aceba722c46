import { lazyWithRetry } from '../../components/ErrorBoundary';

export const UnknownComponent = lazyWithRetry(
  () => import('./MenuNotices'),
  'page',
  (module) => module.UnknownComponent,
);

export const InvalidIframeUrl = lazyWithRetry(
  () => import('./MenuNotices'),
  'page',
  (module) => module.InvalidIframeUrl,
);
