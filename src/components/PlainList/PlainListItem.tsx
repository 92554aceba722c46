import { ConfigProvider } from 'antd';
import { Children, useContext, type CSSProperties, type ReactNode } from 'react';

export interface PlainListItemProps {
  children?: ReactNode;
  /** Drawn after the content, as antd's List.Item draws `extra` in a horizontal list. */
  extra?: ReactNode;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** antd lays an item out without flex when its text sits beside other children. */
const textBesideOthers = (children: ReactNode) =>
  Children.toArray(children).some((child) => typeof child === 'string') &&
  Children.count(children) > 1;

/** An item of PlainList, drawn as antd's List.Item draws one in a horizontal list. */
export function PlainListItem({
  children,
  extra,
  style,
  'aria-label': ariaLabel,
}: PlainListItemProps) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('list');
  const item = `${prefixCls}-item`;
  return (
    <li
      style={style}
      aria-label={ariaLabel}
      className={textBesideOthers(children) ? `${item} ${item}-no-flex` : item}
    >
      {children}
      {extra}
    </li>
  );
}
