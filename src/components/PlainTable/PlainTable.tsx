import { ConfigProvider, Empty, Spin } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/table/style';
import { useContext, type CSSProperties, type Key, type ReactNode } from 'react';

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

export type PlainColumn<T> = { [K in keyof T]-?: FieldColumn<T, K> }[keyof T] | RowColumn<T>;

export interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T | ((record: T) => Key);
  size?: 'small' | 'middle' | 'large';
  /** Never paged: accepted so a call written for antd's Table reads the same. */
  pagination?: false;
}

/** Any column as the cell reads it; its type's tie of `render` to a field is checked at the call. */
type ReadColumn<T> = ColumnBase & { dataIndex?: keyof T; render?: Render<T, unknown> };

const cellValue = <T,>(column: PlainColumn<T>, record: T, index: number): ReactNode => {
  const { dataIndex, render } = column as ReadColumn<T>;
  const value = dataIndex === undefined ? record : record[dataIndex];
  // Without `render` the column's type has made sure the field can be drawn as it is.
  return render ? render(value, record, index) : (value as ReactNode);
};

const alignStyle = (align: ColumnBase['align']): CSSProperties | undefined =>
  align ? { textAlign: align } : undefined;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A small read-only list drawn as antd's Table draws one without paging, sorting, filtering,
 * selection, scrolling or fixed columns: the same elements, class names and antd's own table
 * styles, without antd's Table module and what it brings (rc-table, pagination, select, tree,
 * dropdown, checkbox: ~80 KB gzip on 首页, issue 20).
 */
export function PlainTable<T>({ columns, dataSource, rowKey, size }: PlainTableProps<T>) {
  const { getPrefixCls, renderEmpty, table } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const mergedSize = useSize(size);
  const keyOf = typeof rowKey === 'function' ? rowKey : (record: T) => record[rowKey] as Key;
  const widthsUntil = columns.findLastIndex((column) => column.width !== undefined) + 1;
  const cell = `${prefixCls}-cell`;

  return wrapCSSVar(
    <div
      className={classes(cssVarCls, rootCls, `${prefixCls}-wrapper`, table?.className, hashId)}
      style={table?.style}
    >
      <Spin spinning={false}>
        <div
          className={classes(
            prefixCls,
            mergedSize === 'middle' && `${prefixCls}-middle`,
            mergedSize === 'small' && `${prefixCls}-small`,
            dataSource.length === 0 && `${prefixCls}-empty`,
            cssVarCls,
            rootCls,
            hashId,
          )}
        >
          <div className={`${prefixCls}-container`}>
            <div className={`${prefixCls}-content`}>
              <table style={{ tableLayout: 'auto' }}>
                {widthsUntil > 0 && (
                  <colgroup>
                    {columns.slice(0, widthsUntil).map((column, index) => (
                      <col key={index} style={{ width: column.width }} />
                    ))}
                  </colgroup>
                )}
                <thead className={`${prefixCls}-thead`}>
                  <tr>
                    {columns.map((column, index) => (
                      <th
                        key={column.key ?? String(column.dataIndex ?? index)}
                        className={cell}
                        style={alignStyle(column.align)}
                        scope="col"
                      >
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {dataSource.length === 0 ? (
                    <tr className={`${prefixCls}-placeholder`}>
                      <td
                        className={cell}
                        colSpan={columns.length === 1 ? undefined : columns.length}
                      >
                        {renderEmpty?.('Table') ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
                      </td>
                    </tr>
                  ) : (
                    dataSource.map((record, rowIndex) => (
                      <tr
                        key={keyOf(record)}
                        className={`${prefixCls}-row ${prefixCls}-row-level-0`}
                        data-row-key={keyOf(record)}
                      >
                        {columns.map((column, index) => (
                          <td
                            key={column.key ?? String(column.dataIndex ?? index)}
                            className={cell}
                            style={alignStyle(column.align)}
                          >
                            {cellValue(column, record, rowIndex)}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>,
  );
}
