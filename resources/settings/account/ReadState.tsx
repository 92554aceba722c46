import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LOAD_FAILED, RELOAD } from './texts';

/** A tab's read: a skeleton while it loads, 重新加载 when it failed, else the tab itself. */
export function ReadState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending && query.isFetching) return <Skeleton active />;
  return (
    <Result
      status="warning"
      title={LOAD_FAILED}
      extra={
        <Button type="primary" onClick={() => void query.refetch()}>
          {RELOAD}
        </Button>
      }
    />
  );
}
