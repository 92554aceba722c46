import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface DemoCardProps {
  title: string;
  /** What the widget currently holds, shown under it so a person (or a test) can read it. */
  value?: unknown;
  extra?: ReactNode;
  children: ReactNode;
}

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '（空）'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * One widget of the gallery: a titled card (a named region, so tests can find it by title) with
 * the widget and, when a `value` prop is passed, its current value.
 */
export function DemoCard(props: DemoCardProps) {
  const { title, extra, children } = props;
  return (
    <Card title={title} extra={extra} size="small" role="region" aria-label={title}>
      {children}
      {'value' in props ? (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          当前值：<Typography.Text code>{shown(props.value)}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
