import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { customerDetailPath } from './detailPath';

/**
 * A customer's name opening its own 客户详情 tab (spec 2.8: each full path is a tab). A page
 * rendered outside the console's router (a component test of the list) shows the name alone.
 */
export function CustomerDetailLink({
  cusCode,
  children,
}: {
  cusCode: string;
  children: ReactNode;
}) {
  const routed = useInRouterContext();
  return routed ? <Link to={customerDetailPath(cusCode)}>{children}</Link> : <>{children}</>;
}
