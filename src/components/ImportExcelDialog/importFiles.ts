/** Pure parts of the import dialog (spec 5.4: .xls and .xlsx only; department tree). */
import type { components } from '../../api/generated/sys';

/** A department tree node as /sys/sysDepart/queryTreeList returns it (jeecg-contracts §2.5). */
export type DepartNode = components['schemas']['SysDepartTreeModel'];

export interface DepartOption {
  value: string;
  title: string;
  key: string;
  children?: DepartOption[];
}

export function isExcelFile(file: Pick<File, 'name'>): boolean {
  return /\.xlsx?$/i.test(file.name.trim());
}

/** TreeSelect options: the node's id (or org code) as the value, its title or name shown. */
export function departTreeData(
  nodes: readonly DepartNode[],
  valueField: 'id' | 'orgCode',
): DepartOption[] {
  return nodes.map((node) => {
    const value = String((valueField === 'orgCode' ? node.orgCode : node.id) ?? node.key);
    const children = node.children?.length ? departTreeData(node.children, valueField) : undefined;
    // TreeSelect wants key and value to agree.
    return {
      value,
      key: value,
      title: node.title ?? node.departName ?? node.key,
      ...(children ? { children } : {}),
    };
  });
}
