import { ConfigProvider, Empty, Spin } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/table/style';
import { useContext, type Key } from 'react';
import { alignStyle, columnKey, type PlainColumn } from './columns';
import { PlainTableBody } from './PlainTableBody';

export interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T | ((record: T) => Key);
  size?: 'small' | 'middle' | 'large';
  /** Never paged: accepted so a call written for antd's Table reads the same. */
  pagination?: false;
}

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
                        key={columnKey(column, index)}
                        className={cell}
                        style={alignStyle(column)}
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
                    <PlainTableBody<T>
                      prefixCls={prefixCls}
                      columns={columns}
                      dataSource={dataSource}
                      keyOf={keyOf}
                    />
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
