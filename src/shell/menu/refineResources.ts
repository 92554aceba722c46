import type { ResourceProps } from '@refinedev/core';
import type { MenuModel } from '../../lib/menu/types';

/** Routed menu entries as Refine resources (architecture: the menu becomes the resources prop). */
export function refineResourcesOf(model: MenuModel): ResourceProps[] {
  const nameById = new Map(model.routes.map((node) => [node.id, node.name]));
  return model.routes.map((node) => {
    const parentId = node.parentIds[node.parentIds.length - 1];
    return {
      name: node.name,
      ...(node.kind === 'container' ? {} : { list: node.path }),
      meta: {
        label: node.title,
        hide: node.hidden,
        ...(parentId && nameById.has(parentId) ? { parent: nameById.get(parentId) } : {}),
        component: node.component,
        keepAlive: node.keepAlive,
      },
    };
  });
}
