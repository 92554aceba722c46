import { createElement } from 'react';
import { usePageLookup } from '../menu/pageLookup';

/** The component path of 首页 (the dashboards live in resources/dashboard). */
export const HOME_COMPONENT = 'dashboard/Analysis';

/** /Home when the server menu does not route it (spec 2.1): the page the app names 首页. */
export function HomePage() {
  const page = usePageLookup()(HOME_COMPONENT);
  return page ? createElement(page) : null;
}
