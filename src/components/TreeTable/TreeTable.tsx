import { Table } from 'antd';
import type { MessageApi } from '../feedback/useAppFeedback';
import type { TableColumnType } from 'antd';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { isPresentedError, isRefusal } from '../../../providers/http';
import { SUBTABLE_OPEN_RETRIES, SUBTABLE_OPEN_RETRY_DELAY_MS } from '../../lib/constants';
import {
  REQUEST_FAILED,
  SUBTABLE_OPEN_FAILED,
  TREE_TABLE_LOADING_ROW,
  UNRECOGNISED_DATA_TYPE,
} from '../../lib/messages';
import { retry } from './retry';
import {
  isPlaceholderRow,
  needsLoading,
  replaceChildren,
  rowsOf,
  UnrecognisedRowsError,
  withPlaceholders,
  type TreeTableRow,
} from './treeRows';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface TreeTableProps {
  columns: TableColumnType<TreeTableRow>[];
  /**
   * The rows under a parent id (none: the top level), resolving with the reply's result: a list
   * or a page with `records` (spec 7.3). Reject with a refusal `ApiError` for a refused reply. Give a
   * stable function (module level or useCallback): another function reloads the table.
   */
  loadRows: (parentId?: string) => Promise<unknown>;
  /** Whether a row has children to load; by default its `hasChildren` flag (spec 3). */
  hasChildren?: (row: TreeTableRow) => boolean;
  size?: 'small' | 'middle' | 'large';
  bordered?: boolean;
}

const byFlag = (row: TreeTableRow): boolean => row.hasChildren === true;

// HTTP failures were shown by the HTTP layer and a refusal is final: neither is tried again.
const worthRetrying = (error: unknown): boolean => !isPresentedError(error) && !isRefusal(error);

function showRowsFailure(message: MessageApi, error: unknown, subTable: boolean): void {
  if (isPresentedError(error)) return;
  if (isRefusal(error)) void message.warning(error.message);
  else if (error instanceof UnrecognisedRowsError) void message.error(UNRECOGNISED_DATA_TYPE);
  else if (subTable) void message.error(SUBTABLE_OPEN_FAILED);
  else void message.warning(REQUEST_FAILED);
}

interface Loaded {
  loadRows: TreeTableProps['loadRows'];
  rows: TreeTableRow[];
}

/**
 * Tree-shaped table (JTreeTable, spec 2.10, 4): rows with children show a 'loading...' child
 * until first expanded, then their children are loaded (tried again up to 3 times, 100 ms apart);
 * an empty answer removes the children.
 */
export function TreeTable({
  columns,
  loadRows,
  hasChildren = byFlag,
  size = 'middle',
  bordered,
}: TreeTableProps) {
  const { message } = useAppFeedback();
  const [loaded, setLoaded] = useState<Loaded>();
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const opening = useRef(new Set<string>());

  // The test for children may be an inline function; only the loader reloads the table.
  const topRows = useEffectEvent((result: unknown) =>
    withPlaceholders(rowsOf(result), hasChildren),
  );

  useEffect(() => {
    let live = true;
    loadRows().then(
      (result) => {
        if (!live) return;
        try {
          setLoaded({ loadRows, rows: topRows(result) });
        } catch (error) {
          showRowsFailure(message, error, false);
          setLoaded({ loadRows, rows: [] });
        }
      },
      (error: unknown) => {
        if (!live) return;
        showRowsFailure(message, error, false);
        setLoaded({ loadRows, rows: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [loadRows, message]);

  const collapse = (id: Key) => setExpandedKeys((keys) => keys.filter((key) => key !== id));

  const openSubTable = useCallback(
    async (row: TreeTableRow) => {
      const id = String(row.id);
      if (opening.current.has(id)) return;
      opening.current.add(id);
      try {
        const rows = await retry(async () => rowsOf(await loadRows(id)), {
          retries: SUBTABLE_OPEN_RETRIES,
          delayMs: SUBTABLE_OPEN_RETRY_DELAY_MS,
          shouldRetry: worthRetrying,
        });
        const children = withPlaceholders(rows, hasChildren);
        setLoaded(
          (current) =>
            current && { ...current, rows: replaceChildren(current.rows, row.id, children) },
        );
        if (children.length === 0) collapse(row.id);
      } catch (error) {
        collapse(row.id);
        showRowsFailure(message, error, true);
      } finally {
        opening.current.delete(id);
      }
    },
    [loadRows, hasChildren, message],
  );

  const current = loaded?.loadRows === loadRows ? loaded : undefined;
  const shownColumns = columns.map((column, index): TableColumnType<TreeTableRow> => ({
    ...column,
    render: (value: unknown, row: TreeTableRow, rowIndex: number) => {
      if (isPlaceholderRow(row)) return index === 0 ? TREE_TABLE_LOADING_ROW : null;
      return column.render ? column.render(value, row, rowIndex) : (value as ReactNode);
    },
  }));

  return (
    <Table<TreeTableRow>
      rowKey="id"
      size={size}
      bordered={bordered}
      pagination={false}
      loading={!current}
      columns={shownColumns}
      dataSource={current?.rows ?? []}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpand: (expanded, row) => {
          if (!expanded) {
            collapse(row.id);
            return;
          }
          setExpandedKeys((keys) => [...keys, row.id]);
          if (needsLoading(row)) void openSubTable(row);
        },
      }}
    />
  );
}
