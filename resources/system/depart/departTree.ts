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

/** Ids of the top departments with sub-departments: 我的部门 opens only the first level. */
export function rootParentKeys(records: readonly TreeRecord[]): string[] {
  return records.flatMap((record) => (record.children?.length ? [record.id] : []));
}

interface LevelRecord extends TreeRecord {
  isLeaf?: boolean | null;
  children?: readonly LevelRecord[] | null;
}

/** Every id in the tree. */
function idsOf(records: readonly LevelRecord[]): Set<string> {
  const ids = new Set<string>();
  const visit = (level: readonly LevelRecord[]) =>
    level.forEach((record) => {
      ids.add(record.id);
      visit(record.children ?? []);
    });
  visit(records);
  return ids;
}

/**
 * A level read lazily (queryDepartTreeSync with its pid) put under its parent. A department is
 * in the tree once: one already there is not repeated (a mock answering the roots for every pid
 * adds nothing). A parent left without children becomes a leaf; an unknown parent changes nothing.
 */
export function withLevel<T extends LevelRecord>(
  records: readonly T[],
  parentId: string,
  level: readonly T[],
): T[] {
  const known = idsOf(records);
  const fresh = level.filter((record) => !known.has(record.id));
  const place = (nodes: readonly T[]): T[] =>
    nodes.map((node) => {
      if (node.id === parentId) {
        return fresh.length
          ? { ...node, isLeaf: false, children: fresh }
          : { ...node, isLeaf: true, children: null };
      }
      return node.children?.length
        ? { ...node, children: place(node.children as readonly T[]) }
        : node;
    });
  return place(records);
}
