import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router';
import { signInRoutes } from './routes';

let table: RouteObject[] | undefined;

/**
 * Whether `pathname` is one of the sign-in routes, read from the same route table the sign-in app
 * renders: those paths boot without Refine and the shell (issue 20); every other path, an unknown
 * /user/… included (the 404 page), belongs to the signed-in app.
 */
export function isSignInPath(pathname: string): boolean {
  table ??= createRoutesFromElements(signInRoutes());
  return (matchRoutes(table, pathname) ?? []).length > 0;
}
