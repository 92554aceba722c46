import { useState, type Key } from 'react';
import { alignStyle, cellValue, columnKey, type PlainColumn } from './columns';

interface PlainTableBodyProps<T> {
  prefixCls: string;
  columns: readonly PlainColumn<T>[];
  dataSource: readonly T[];
  keyOf: (record: T) => Key;
}

/**
 * The rows as rc-table draws them. antd shades the row under the pointer through a class its
 * cells get on entering, not through :hover, so the cells track the pointer as rc-table's do.
 */
export function PlainTableBody<T>({
  prefixCls,
  columns,
  dataSource,
  keyOf,
}: PlainTableBodyProps<T>) {
  const [hovered, setHovered] = useState(-1);
  const cell = `${prefixCls}-cell`;
  return dataSource.map((record, rowIndex) => (
    <tr
      key={keyOf(record)}
      className={`${prefixCls}-row ${prefixCls}-row-level-0`}
      data-row-key={keyOf(record)}
    >
      {columns.map((column, index) => (
        <td
          key={columnKey(column, index)}
          className={rowIndex === hovered ? `${cell} ${cell}-row-hover` : cell}
          style={alignStyle(column)}
          onMouseEnter={() => setHovered(rowIndex)}
          onMouseLeave={() => setHovered(-1)}
        >
          {cellValue(column, record, rowIndex)}
        </td>
      ))}
    </tr>
  ));
}
