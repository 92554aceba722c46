export { createProgressStore, routeProgress, type ProgressStore } from './progressStore';
export {
  PROGRESS_FINISH_MS,
  RouteProgress,
  RouteProgressFallback,
  useRouteProgress,
  type RouteProgressFallbackProps,
  type RouteProgressProps,
} from './RouteProgress';
