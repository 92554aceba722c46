import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { accountDetailPath } from './detailPath';

/**
 * An account number opening its own 账户详情 tab (spec 2.8: each full path is a tab). A page
 * rendered outside the console's router (a component test of the list) shows the number alone.
 */
export function AccountDetailLink({ acctNo, children }: { acctNo: string; children: ReactNode }) {
  const routed = useInRouterContext();
  return routed ? <Link to={accountDetailPath(acctNo)}>{children}</Link> : <>{children}</>;
}
