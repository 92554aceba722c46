import { Empty, theme } from 'antd';
import type { CSSProperties, Key } from 'react';
import { alignStyle, cellValue, columnKey, type ReadOnlyColumn } from './columns';
import './readOnlyTable.css';

export interface ReadOnlyTableProps<T> {
  columns: readonly ReadOnlyColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T | ((record: T) => Key);
  /** Names the table for assistive technology. */
  'aria-label'?: string;
}

/**
 * A few rows to read, never paged, sorted or selected (首页's cards), in the look of antd's small
 * Table from the theme's tokens. antd's Table module brings paging, selects, trees and dropdowns
 * along (~80 KB gzip on 首页, issue 20); anything more than rows to read uses antd's Table.
 */
export function ReadOnlyTable<T>({
  columns,
  dataSource,
  rowKey,
  'aria-label': ariaLabel,
}: ReadOnlyTableProps<T>) {
  const { token } = theme.useToken();
  const keyOf = typeof rowKey === 'function' ? rowKey : (record: T) => record[rowKey] as Key;
  const widthsUntil = columns.findLastIndex((column) => column.width !== undefined) + 1;
  const look = {
    '--read-only-table-font-size': `${token.fontSize}px`,
    '--read-only-table-line-height': token.lineHeight,
    '--read-only-table-color': token.colorText,
    '--read-only-table-padding': `${token.paddingXS}px`,
    '--read-only-table-border': `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    '--read-only-table-header-bg': token.colorFillAlter,
    '--read-only-table-header-color': token.colorTextHeading,
    '--read-only-table-header-weight': token.fontWeightStrong,
    '--read-only-table-header-split': token.colorBorderSecondary,
    '--read-only-table-radius': `${token.borderRadiusLG}px`,
    '--read-only-table-hover-bg': token.colorFillAlter,
  } as CSSProperties;

  return (
    <table className="read-only-table" style={look} aria-label={ariaLabel}>
      {widthsUntil > 0 && (
        <colgroup>
          {columns.slice(0, widthsUntil).map((column, index) => (
            <col key={index} style={{ width: column.width }} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={columnKey(column, index)} style={alignStyle(column)} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dataSource.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            </td>
          </tr>
        ) : (
          dataSource.map((record, rowIndex) => (
            <tr key={keyOf(record)}>
              {columns.map((column, index) => (
                <td key={columnKey(column, index)} style={alignStyle(column)}>
                  {cellValue(column, record, rowIndex)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
