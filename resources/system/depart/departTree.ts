/**
 * The department tree of 部门管理 (spec 3 department tree node; jeecg-contracts §2.5
 * SysDepartTreeModel), kept pure: finding the selected department, the nodes opened at load and
 * the flat list a name search answers.
 */
import {
  toDepartNodes,
  type DepartNode,
  type DepartRecord,
} from '../../../src/lib/pickers/departTree';

interface TreeRecord {
  id: string;
  children?: readonly TreeRecord[] | null;
}

/** The department with this id anywhere in the tree. */
export function findDepart<T extends TreeRecord>(
  records: readonly T[],
  id: string | undefined,
): T | undefined {
  if (id === undefined) return undefined;
  for (const record of records) {
    if (record.id === id) return record;
    const found = findDepart((record.children ?? []) as readonly T[], id);
    if (found) return found;
  }
  return undefined;
}

/** Ids of every department with sub-departments: JeecgBoot opens them all when the tree loads. */
export function parentKeys(records: readonly TreeRecord[]): string[] {
  return records.flatMap((record) =>
    record.children?.length ? [record.id, ...parentKeys(record.children)] : [],
  );
}

/**
 * The matches of a name search (searchBy answers them flat, without children): shown as leaves,
 * so a match the server marks as having sub-departments offers no empty branch to open.
 */
export function searchResultNodes(records: readonly DepartRecord[]): DepartNode[] {
  return toDepartNodes(records).map((node) => ({ ...node, isLeaf: true, children: undefined }));
}
