/**
 * The resource modules (`resources/<area>/<name>/index.ts`) and what is derived from them: the
 * JeecgBoot component paths the server menu names → the console's pages (architecture "Server menu
 * → Refine resources"), and the data provider's endpoint table. A module found here needs no
 * other registration.
 */
import type { ComponentType } from 'react';
import type { EndpointTable } from '../providers/data/endpoints';
import type { ResourceModule } from './kit/resource';
import { componentKey } from '../src/lib/menu/componentPath';

type Page = ComponentType;

/** Every `index.ts` one folder below an area: the modules of the console. */
export const resourceModules: readonly ResourceModule[] = Object.values(
  import.meta.glob<ResourceModule>('./*/*/index.ts', { eager: true, import: 'default' }),
);

/** The modules with their parts (resources without a menu entry), each once. */
function flatten(modules: readonly ResourceModule[]): ResourceModule[] {
  return modules.flatMap((module) => [module, ...flatten(module.parts ?? [])]);
}

/** The data provider's table: module name → paths. Two modules of one name are a mistake. */
export function endpointTable(modules: readonly ResourceModule[]): EndpointTable {
  const table: Record<string, ResourceModule['endpoints']> = {};
  for (const module of flatten(modules)) {
    if (Object.keys(module.endpoints).length === 0) continue;
    if (Object.hasOwn(table, module.name)) throw new Error(`资源重名：${module.name}`);
    table[module.name] = module.endpoints;
  }
  return table;
}

/** The page lookup over `modules`: a component path the menu names → its page. */
export function pageLookup(
  modules: readonly ResourceModule[],
): (component: string) => Page | undefined {
  const pages = new Map<string, Page>();
  for (const module of flatten(modules)) {
    for (const [component, page] of Object.entries(module.pages)) {
      if (pages.has(component)) throw new Error(`页面组件重复：${component}`);
      pages.set(component, page);
    }
  }
  return (component) => pages.get(componentKey(component));
}

/** Whether the page a component path names is drawn inside Refine (ResourceModule.withoutRefine). */
export function refineUse(modules: readonly ResourceModule[]): (component: string) => boolean {
  const without = new Set(
    flatten(modules)
      .filter((module) => module.withoutRefine)
      .flatMap((module) => Object.keys(module.pages)),
  );
  return (component) => !without.has(componentKey(component));
}

export const resourceEndpoints: EndpointTable = endpointTable(resourceModules);

export const usesRefine = refineUse(resourceModules);

export const pageForComponent = pageLookup(resourceModules);
