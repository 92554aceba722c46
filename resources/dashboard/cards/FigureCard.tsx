import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Figure } from './useFigure';

export interface FigureCardProps<T> {
  title: string;
  figure: Figure<T>;
  /** No figure to show (no rows): the card's empty state says so. */
  isEmpty?: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
  extra?: ReactNode;
  /** Skeleton rows while the first read runs. */
  rows?: number;
}

/**
 * A dashboard card around one figure (issue 18 item 4): a skeleton while it loads, an empty state,
 * and on failure the server's text with 重试, which reads this figure alone again.
 */
export function FigureCard<T>({
  title,
  figure,
  isEmpty,
  emptyText,
  children,
  extra,
  rows = 3,
}: FigureCardProps<T>) {
  const { state, retry } = figure;
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }}>
      <section aria-label={title} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Skeleton active paragraph={{ rows }} title={false} />}
        {state.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            message={`${title}加载失败`}
            description={state.message}
            action={
              <Button size="small" onClick={retry}>
                重试
              </Button>
            }
          />
        )}
        {state.status === 'ready' &&
          (isEmpty?.(state.data) ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ) : (
            children(state.data)
          ))}
      </section>
    </Card>
  );
}
