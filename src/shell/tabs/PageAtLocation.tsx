import { memo, useMemo, type ReactElement, type ReactNode } from 'react';
import { renderMatches, useRoutes, type Location, type RouteObject } from 'react-router';

export interface PageAtLocationProps {
  /** A route's page as useOutlet() gave it: it carries its own route matches (params). */
  element: ReactElement | null;
  location: Location;
}

/**
 * Renders a page so that useLocation() inside it answers `location`, which for a hidden tab is
 * where the page was opened rather than the visible tab's. `useRoutes(routes, location)` is the
 * router's public way to render at a location of one's own; a single splat route hands it the page.
 */
export const PageAtLocation = memo(function PageAtLocation({
  element,
  location,
}: PageAtLocationProps) {
  const routes = useMemo<RouteObject[]>(() => [{ path: '*', element }], [element]);
  const rendered = useRoutes(routes, location);
  // useRoutes wraps the page in a new location context value each time it runs, which is on
  // every navigation. While the page's own location and element stay the same, the same rendered
  // tree lets React skip a hidden page instead of re-rendering whatever in it reads the location.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rendered follows routes and location
  return useMemo(() => rendered, [routes, location]);
});

const SPLAT_ROOT = { params: {}, pathname: '/', pathnameBase: '/' };

/**
 * Renders `children` below a splat route match of their own. The router warns (in development)
 * about routes rendered below a route whose path lacks a trailing "*", as the layout's does,
 * because deeper URLs would stop matching them; pages at their own location match any path.
 */
export function BelowSplatRoute({ children }: { children: ReactNode }) {
  return renderMatches([{ ...SPLAT_ROOT, route: { path: '*', element: children } }]);
}
