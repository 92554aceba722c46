import { ConfigProvider, Empty, Spin } from 'antd';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/list/style';
import { Fragment, useContext, type ReactNode } from 'react';

export interface PlainListProps<T> {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  size?: 'small' | 'default' | 'large';
}

const SIZE_CLASSES = { small: 'sm', large: 'lg' } as const;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A list drawn as antd's List draws one that is never paged, loading, bordered or in a grid: the
 * same elements, class names and antd's own list styles, without antd's List module, which
 * imports Pagination and through it Select, rc-select, rc-virtual-list and rc-pagination whether
 * it pages or not (~30 KB gzip on 首页, issue 20). Items are split by lines, as antd's default.
 */
export function PlainList<T>({ dataSource, renderItem, size }: PlainListProps<T>) {
  const { getPrefixCls, renderEmpty, direction, list } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('list');
  // antd's List passes no root class of its own, unlike its Table: the styles' scope is the prefix.
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const mergedSize = useSize(size);
  const sizeCls = mergedSize === 'small' || mergedSize === 'large' ? SIZE_CLASSES[mergedSize] : '';

  return wrapCSSVar(
    <div
      style={list?.style}
      className={classes(
        prefixCls,
        sizeCls && `${prefixCls}-${sizeCls}`,
        `${prefixCls}-split`,
        direction === 'rtl' && `${prefixCls}-rtl`,
        list?.className,
        hashId,
        cssVarCls,
      )}
    >
      <Spin spinning={false}>
        {dataSource.length > 0 ? (
          <ul className={`${prefixCls}-items`}>
            {dataSource.map((item, index) => (
              <Fragment key={index}>{renderItem(item, index)}</Fragment>
            ))}
          </ul>
        ) : (
          <div className={`${prefixCls}-empty-text`}>
            {renderEmpty?.('List') ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </div>
        )}
      </Spin>
    </div>,
  );
}
