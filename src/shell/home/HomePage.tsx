import { createElement } from 'react';
import { HOME_COMPONENT } from '../../lib/constants';
import { usePageLookup } from '../menu/pageLookup';

/** /Home when the server menu does not route it (spec 2.1): the page the app names 首页. */
export function HomePage() {
  const page = usePageLookup()(HOME_COMPONENT);
  return page ? createElement(page) : null;
}
