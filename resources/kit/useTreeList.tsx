import type { TableColumnsType, TableProps } from 'antd';
import { useRef, useState, type Key, type ReactNode } from 'react';
import { TREE_TABLE_LOADING_ROW } from '../../src/lib/messages';
import type { RowLink } from './RowActions';
import { isPlaceholderRow, keyOf, lazyRows, nestedRows } from './treeRows';
import type { ResourceModule } from './resource';
import type { ListDeclaration, ListRow } from './types';
import { ROW_NUMBER_KEY } from './columns';
import { useFeedback } from './useFeedback';

interface Expansion<T> {
  /** The list reply the loaded children belong to: a new reply starts over. */
  stamp: number;
  loaded: ReadonlyMap<string, readonly T[]>;
  expanded: readonly Key[];
}

const startOver = <T,>(stamp: number): Expansion<T> => ({ stamp, loaded: new Map(), expanded: [] });

/** Whether the resource lists its whole tree at once (endpoint `tree`): no paging then. */
export const listsWholeTree = (resource: ResourceModule): boolean =>
  resource.endpoints.tree === true;

/** The 添加下级 link of a row, when the declaration has one and the row may have children. */
export function addChildLinks<T extends ListRow>(
  declaration: ListDeclaration<T>,
  record: T,
  openCreate: (values: Record<string, unknown>) => void,
): RowLink[] {
  const addChild = declaration.tree?.addChild;
  if (!declaration.form || !addChild || !(addChild.visible?.(record) ?? true)) return [];
  const parent = keyOf(record, declaration.rowKey ?? 'id');
  return [
    {
      key: 'addChild',
      label: '添加下级',
      code: addChild.code ?? declaration.permissions?.add,
      onClick: () => openCreate({ ...addChild.values?.(record), [addChild.parentField]: parent }),
    },
  ];
}

/**
 * The tree mode of a list (spec 3 tree node, 4): nested rows as antd's tree table, or rows whose
 * children load on first expand behind a 'loading...' child. Children loaded for one list reply
 * are dropped with it (a save or a search reads the list again). Plain lists pass through as is.
 */
export function useTreeList<T extends ListRow>(
  declaration: ListDeclaration<T>,
  rows: readonly T[] | undefined,
  stamp: number,
) {
  const feedback = useFeedback();
  const rowKey = declaration.rowKey ?? 'id';
  const lazy = declaration.tree?.lazyChildren;
  const [state, setState] = useState<Expansion<T>>(() => startOver(stamp));
  const loading = useRef(new Set<string>());
  const current = state.stamp === stamp ? state : startOver<T>(stamp);

  // A load answered after the list was read again belongs to an older reply: it changes nothing.
  const update = (change: (base: Expansion<T>) => Expansion<T>) =>
    setState((previous) =>
      previous.stamp > stamp
        ? previous
        : change(previous.stamp === stamp ? previous : startOver(stamp)),
    );
  const collapse = (key: string) =>
    update((base) => ({ ...base, expanded: base.expanded.filter((open) => open !== key) }));

  const loadChildren = async (parent: T, key: string) => {
    if (!lazy || loading.current.has(key)) return;
    loading.current.add(key);
    try {
      const children = await lazy.load(parent);
      update((base) => ({ ...base, loaded: new Map(base.loaded).set(key, children) }));
      // spec 4: a row without children loses its expand icon.
      if (children.length === 0) collapse(key);
    } catch (error) {
      collapse(key);
      feedback.failed(error);
    } finally {
      loading.current.delete(key);
    }
  };

  const dataSource = !rows
    ? undefined
    : lazy
      ? lazyRows(rows, { rowKey, hasChildren: lazy.hasChildren, loaded: current.loaded })
      : listsWholeTree(declaration.resource)
        ? nestedRows(rows)
        : [...rows];

  const expandable: TableProps<T>['expandable'] = lazy
    ? {
        expandedRowKeys: [...current.expanded],
        onExpand: (expanded, row) => {
          const key = keyOf(row, rowKey);
          if (!expanded) {
            collapse(key);
            return;
          }
          update((base) => ({ ...base, expanded: [...base.expanded, key] }));
          if (!current.loaded.has(key)) void loadChildren(row, key);
        },
      }
    : undefined;

  const isTree = lazy !== undefined || listsWholeTree(declaration.resource);

  /**
   * Tree columns: no row number (it restarts on every level), so the expand icon sits in the
   * first declared column, where the placeholder row shows 'loading...'.
   */
  const cells = (columns: TableColumnsType<T>): TableColumnsType<T> => {
    if (!isTree) return columns;
    const shown = columns.filter((column) => column.key !== ROW_NUMBER_KEY);
    if (!lazy) return shown;
    return shown.map((column, index) => ({
      ...column,
      render: (value: unknown, row: T, rowIndex: number) => {
        if (isPlaceholderRow(row)) return index === 0 ? TREE_TABLE_LOADING_ROW : null;
        return 'render' in column && column.render
          ? column.render(value, row, rowIndex)
          : (value as ReactNode);
      },
    }));
  };

  /** No selection box on the placeholder row. */
  const selectionCell = (_checked: boolean, row: T, _index: number, node: ReactNode): ReactNode =>
    isPlaceholderRow(row) ? null : node;

  return { dataSource, expandable, cells, selectionCell };
}
