/**
 * Every page a server menu entry can name: the shell's own pages, then the resources' (architecture
 * "Server menu → Refine resources"). Injected into the shell, which knows neither table. A page
 * that uses Refine is drawn inside it; the others (首页's boards) draw without waiting for it.
 */
import type { ComponentType } from 'react';
import { pageForComponent, usesRefine } from '../../resources/registry';
import { componentKey } from '../lib/menu/componentPath';
import type { PageLookup } from '../shell/menu/pageLookup';
import { UserAnnouncementPage } from '../shell/pages';
import { withRefine } from './withRefine';

const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  'system/UserAnnouncementList': UserAnnouncementPage,
};

export const pageForMenuComponent: PageLookup = (component) => {
  const shellPage = SHELL_PAGES[componentKey(component)];
  if (shellPage) return shellPage;
  const page = pageForComponent(component);
  return page && usesRefine(component) ? withRefine(page) : page;
};
