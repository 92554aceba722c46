import { theme } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import './readOnlyList.css';

export interface ReadOnlyListItem {
  key: Key;
  /** What the item is, at the start of its line. */
  content: ReactNode;
  /** Beside it at the end of the line (a count, an action). */
  extra?: ReactNode;
  'aria-label'?: string;
}

/**
 * A few lines to read (首页's cards), split by lines as antd's small List draws them, from the
 * theme's tokens. antd's List module imports Pagination and through it Select, whether it pages
 * or not (~30 KB gzip on 首页, issue 20); a list that pages, loads or selects uses antd's List.
 */
export function ReadOnlyList({ items }: { items: readonly ReadOnlyListItem[] }) {
  const { token } = theme.useToken();
  const look = {
    '--read-only-list-font-size': `${token.fontSize}px`,
    '--read-only-list-line-height': token.lineHeight,
    '--read-only-list-color': token.colorText,
    '--read-only-list-gap': `${token.paddingXS}px`,
    '--read-only-list-padding': `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`,
    '--read-only-list-split': `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
  } as CSSProperties;
  return (
    <ul className="read-only-list" style={look}>
      {items.map((item) => (
        <li key={item.key} aria-label={item['aria-label']}>
          <span>{item.content}</span>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
