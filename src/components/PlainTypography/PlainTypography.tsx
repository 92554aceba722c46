import { ConfigProvider } from 'antd';
import TypographyBase, { type TypographyProps } from 'antd/es/typography/Typography';
import {
  useContext,
  type ComponentType,
  type CSSProperties,
  type JSX,
  type ReactNode,
} from 'react';

/*
 * Headings and texts drawn as antd's Typography.Title / Typography.Text draw them when they only
 * show text: the same elements and class names, through antd's own bare Typography (its style
 * hook included), without the copy, edit and ellipsis-measuring machinery of Typography's full
 * module. That module measured its ellipsis in a forced layout while the shell rendered and weighed
 * 8 KB gzip more on 首页 (issue 20). Anything more than plain text: use antd's Typography.
 */

// antd's Title and Text pass the element to draw as `component`, which its types leave out.
const Bare = TypographyBase as ComponentType<
  TypographyProps<'span'> & { component: keyof JSX.IntrinsicElements }
>;

const usePrefix = () => useContext(ConfigProvider.ConfigContext).getPrefixCls('typography');

interface PlainTextProps {
  children: ReactNode;
  /** antd's `type="secondary"`. */
  secondary?: boolean;
  strong?: boolean;
  /** antd's `ellipsis` (boolean): one line, cut by CSS. */
  ellipsis?: boolean;
  style?: CSSProperties;
}

const classes = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

export function PlainText({ children, secondary, strong, ellipsis, style }: PlainTextProps) {
  const prefix = usePrefix();
  return (
    <Bare
      component="span"
      prefixCls={prefix}
      className={classes(
        secondary && `${prefix}-secondary`,
        ellipsis && `${prefix}-ellipsis ${prefix}-ellipsis-single-line`,
      )}
      style={style}
    >
      {strong ? <strong>{children}</strong> : children}
    </Bare>
  );
}

interface PlainTitleProps {
  children: ReactNode;
  level: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
}

export function PlainTitle({ children, level, style }: PlainTitleProps) {
  return (
    <Bare component={`h${level}`} prefixCls={usePrefix()} style={style}>
      {children}
    </Bare>
  );
}
