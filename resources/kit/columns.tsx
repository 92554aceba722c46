import type { CrudSort } from '@refinedev/core';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnDecl, ListRow } from './types';

/** spec 9: the sequence column is 60 px wide. */
const SEQ_COLUMN_WIDTH = 60;
/** Key of the '#' column (tree lists leave it out). */
export const ROW_NUMBER_KEY = 'rowIndex';

/** JeecgBoot `@Dict` translations travel as `<field>_dictText` (jeecg-contracts §1.3). */
export const dictTextField = (field: string): string => `${field}_dictText`;

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** What a cell (or a 详情 line) shows for a record. */
export function cellContent<T extends ListRow>(record: T, column: ColumnDecl<T>): ReactNode {
  if (column.render) return column.render(record);
  if (column.dictText) {
    const text: unknown = record[dictTextField(column.field)];
    if (text !== null && text !== undefined && text !== '') return textOf(text);
  }
  return textOf(record[column.field]);
}

/**
 * The `field` list parameter (spec 7.5): the row key and the columns' data fields, as the Vue2
 * list mixin sends it (dictionary columns by their `_dictText` field). The server ignores it.
 */
export function listFieldNames<T extends ListRow>(
  columns: readonly ColumnDecl<T>[],
  rowKey: string,
): string[] {
  // A column may show the row key itself (租户编号 is the tenant id): name each field once.
  return [
    ...new Set([
      rowKey,
      ...columns.map((column) => (column.dictText ? dictTextField(column.field) : column.field)),
    ]),
  ];
}

const antdOrder = (sorters: readonly CrudSort[], field: string) => {
  const sorter = sorters.find((candidate) => candidate.field === field);
  if (!sorter) return null;
  return sorter.order === 'asc' ? ('ascend' as const) : ('descend' as const);
};

/**
 * The declared columns as antd columns, after a '#' column (row number on the page, as the
 * JeecgBoot lists have it). Sorting is controlled by the table's sorters; the column key is the
 * record field, which useListQuery turns into `column=<field>`.
 */
export function tableColumns<T extends ListRow>(
  columns: readonly ColumnDecl<T>[],
  sorters: readonly CrudSort[],
): TableColumnsType<T> {
  return [
    {
      title: '#',
      key: ROW_NUMBER_KEY,
      width: SEQ_COLUMN_WIDTH,
      align: 'center',
      render: (_value, _record, index) => index + 1,
    },
    ...columns.map((column) => ({
      title: column.title,
      key: column.field,
      dataIndex: column.field,
      width: column.width,
      align: column.align ?? ('center' as const),
      ellipsis: column.ellipsis,
      sorter: column.sortable === true,
      sortOrder: column.sortable ? antdOrder(sorters, column.field) : undefined,
      render: (_value: unknown, record: T) => cellContent(record, column),
    })),
  ];
}
