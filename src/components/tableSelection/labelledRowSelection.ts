import type { TableProps } from 'antd';
import { cloneElement, isValidElement, type ReactNode } from 'react';

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;

/** Accessible name of the header checkbox (antd's own is English). */
export const SELECT_ALL_LABEL = '全选';
/** Accessible name of the selection checkbox (or radio) of the n-th row shown, from 1. */
export const selectRowLabel = (rowNumber: number): string => `选择第 ${rowNumber} 行`;

function named(node: ReactNode, label: string): ReactNode {
  return isValidElement<{ 'aria-label'?: string }>(node)
    ? cloneElement(node, { 'aria-label': label })
    : node;
}

/**
 * A table's row selection with every checkbox named (issue 14, WCAG 4.1.2: antd leaves the row
 * checkboxes unnamed): 全选 on the header, 选择第 N 行 on each row. The table's own renderCell
 * and title checkbox props still apply.
 */
export function labelledRowSelection<T>(selection: RowSelection<T>): RowSelection<T> {
  const { renderCell, getTitleCheckboxProps } = selection;
  return {
    ...selection,
    getTitleCheckboxProps: () => ({
      'aria-label': SELECT_ALL_LABEL,
      ...getTitleCheckboxProps?.(),
    }),
    renderCell: (checked, record, index, node) => {
      const labelled = named(node, selectRowLabel(index + 1));
      return renderCell ? renderCell(checked, record, index, labelled) : labelled;
    },
  };
}
