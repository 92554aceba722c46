/**
 * Every page a server menu entry can name: the shell's own pages, then the resources' (architecture
 * "Server menu → Refine resources"). Injected into the shell, which knows neither table.
 */
import type { ComponentType } from 'react';
import { pageForComponent } from '../../resources/registry';
import { componentKey } from '../lib/menu/componentPath';
import type { PageLookup } from '../shell/menu/pageLookup';
import { UserAnnouncementPage } from '../shell/pages';

const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  'system/UserAnnouncementList': UserAnnouncementPage,
};

export const pageForMenuComponent: PageLookup = (component) =>
  SHELL_PAGES[componentKey(component)] ?? pageForComponent(component);
