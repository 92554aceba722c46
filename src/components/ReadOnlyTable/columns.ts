import type { CSSProperties, Key, ReactNode } from 'react';

type Render<T, V> = (value: V, record: T, index: number) => ReactNode;

interface ColumnBase {
  title: ReactNode;
  key?: Key;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

/** A column showing one field: as it is when it can be drawn, else through `render`. */
type FieldColumn<T, K extends keyof T> = ColumnBase & { dataIndex: K } & (T[K] extends ReactNode
    ? { render?: Render<T, T[K]> }
    : { render: Render<T, T[K]> });

/** A column drawn from the whole row (antd hands `render` the row when there is no dataIndex). */
type RowColumn<T> = ColumnBase & { key: Key; dataIndex?: undefined; render: Render<T, T> };

/** A column of ReadOnlyTable, shaped like a column of antd's Table, with `render` typed by the field. */
export type ReadOnlyColumn<T> = { [K in keyof T]-?: FieldColumn<T, K> }[keyof T] | RowColumn<T>;

/** Any column as the cell reads it; its type's tie of `render` to a field is checked at the call. */
type ReadColumn<T> = ColumnBase & { dataIndex?: keyof T; render?: Render<T, unknown> };

export function cellValue<T>(column: ReadOnlyColumn<T>, record: T, index: number): ReactNode {
  const { dataIndex, render } = column as ReadColumn<T>;
  const value = dataIndex === undefined ? record : record[dataIndex];
  // Without `render` the column's type has made sure the field can be drawn as it is.
  return render ? render(value, record, index) : (value as ReactNode);
}

export const alignStyle = <T>({ align }: ReadOnlyColumn<T>): CSSProperties | undefined =>
  align ? { textAlign: align } : undefined;

export const columnKey = <T>(column: ReadOnlyColumn<T>, index: number): Key =>
  column.key ?? String(column.dataIndex ?? index);
