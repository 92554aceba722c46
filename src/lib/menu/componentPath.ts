/**
 * A menu entry's JeecgBoot component path as the console's page tables key it: old menus may
 * carry 'views/', a leading '/' or '.vue' (jeecg-contracts §2.4).
 */
export function componentKey(component: string): string {
  return component
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '');
}
