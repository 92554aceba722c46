export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorState, type ErrorArea } from './ErrorState';
export { lazyWithRetry, preloadComponent, type PreloadableComponent } from './lazyWithRetry';
