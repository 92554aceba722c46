/**
 * The department tree of the pickers (spec 3 department tree node: id, key, title, children;
 * department: id, orgCode, departName), kept pure so filtering and naming are tested without a DOM.
 */

/** What the tree calls answer, reduced to what the pickers read. */
export interface DepartRecord {
  id: string;
  departName?: string | null;
  title?: string | null;
  orgCode?: string | null;
  isLeaf?: boolean | null;
  children?: readonly DepartRecord[] | null;
}

export interface DepartNode {
  /** The department id. */
  key: string;
  title: string;
  orgCode: string;
  isLeaf: boolean;
  /** Undefined while a lazily loaded node has not been opened. */
  children?: DepartNode[];
}

/** Which field of a department a picker stores (JeecgBoot customReturnField). */
export type DepartField = 'id' | 'orgCode';

export function toDepartNodes(records: readonly DepartRecord[] | null | undefined): DepartNode[] {
  return (records ?? []).map((record) => {
    const children = record.children?.length ? toDepartNodes(record.children) : undefined;
    return {
      key: record.id,
      title: record.departName ?? record.title ?? '',
      orgCode: record.orgCode ?? '',
      // A whole-tree reply has no isLeaf on every node: no children there means a leaf.
      isLeaf: record.isLeaf ?? !children,
      children,
    };
  });
}

export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flattenDeparts(node.children ?? [])]);
}

export function storedValueOf(node: DepartNode, field: DepartField): string {
  return field === 'orgCode' ? node.orgCode : node.key;
}

/** The departments behind stored values, in the order of the values; unknown values are skipped. */
export function departsOf(
  nodes: readonly DepartNode[],
  values: readonly string[],
  field: DepartField,
): DepartNode[] {
  const byValue = new Map(flattenDeparts(nodes).map((node) => [storedValueOf(node, field), node]));
  return values.flatMap((value) => byValue.get(value) ?? []);
}

/** A lazily loaded level put under its parent; an empty level makes the parent a leaf. */
export function withChildren(
  nodes: readonly DepartNode[],
  parentKey: string,
  children: DepartNode[],
): DepartNode[] {
  return nodes.map((node) => {
    if (node.key === parentKey) {
      return children.length
        ? { ...node, children }
        : { ...node, isLeaf: true, children: undefined };
    }
    return node.children
      ? { ...node, children: withChildren(node.children, parentKey, children) }
      : node;
  });
}

export interface DepartSearch {
  /** The tree with only the matches and their ancestors. */
  nodes: DepartNode[];
  /** Every ancestor of a match, so the matches are in view. */
  expandedKeys: string[];
}

/**
 * spec 2.10 department picker search: departments whose name contains the keyword, whole (a
 * match's sub-departments stay choosable), under their ancestors, which are opened.
 */
export function searchDeparts(nodes: readonly DepartNode[], keyword: string): DepartSearch {
  const text = keyword.trim();
  if (!text) return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: string[] = [];
  const visit = (level: readonly DepartNode[]): DepartNode[] =>
    level.flatMap((node) => {
      if (node.title.includes(text)) return [node];
      const children = visit(node.children ?? []);
      if (!children.length) return [];
      expandedKeys.push(node.key);
      return [{ ...node, children }];
    });
  return { nodes: visit(nodes), expandedKeys };
}
