import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { Todo, TodoFilters } from '../../../providers/todo-api';
import { countsByKind } from '../../../src/lib/workbench/todo';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { KindFilter, type KindChoice } from './KindFilter';
import { TODO_TEXTS as TEXTS } from './texts';
import { todoColumns } from './todoColumns';
import { useTodoApi } from './todoApiContext';

/**
 * 我的待办 (issue 19 item 5): everything awaiting the signed-in user's audit (渠道进件, 客户资料,
 * 交易复核, 批量代付, 调账, 资金分发), counted per kind and filtered by kind; each row opens its own
 * audit page, the list of its kind filtered to that item (issue 18 item 4 links).
 */
export function TodoListPage() {
  const api = useTodoApi();
  const feedback = useFeedback();
  const allowed = useAllowed();
  const [kind, setKind] = useState<KindChoice>('');
  const list = useCapList<TodoFilters, Todo>('todo', api.todos, {});
  const counts = useQuery({
    queryKey: ['cap', 'todo', 'counts'],
    queryFn: api.counts,
    retry: false,
  });
  useFailureOnce(counts, feedback.failed);

  const byKind = useMemo(() => {
    if (!counts.data) return undefined;
    return Object.fromEntries(
      countsByKind(counts.data.counts).map((entry) => [entry.kind, entry.count]),
    );
  }, [counts.data]);
  const columns = todoColumns(allowed);

  const pick = (next: KindChoice) => {
    setKind(next);
    list.search(next ? { todoKind: next } : {});
  };

  return (
    <Card
      title={TEXTS.title}
      extra={
        <Button
          onClick={() => {
            list.refresh();
            void counts.refetch();
          }}
        >
          {TEXTS.refresh}
        </Button>
      }
    >
      <KindFilter value={kind} counts={byKind} total={counts.data?.total} onChange={pick} />
      <Table<Todo>
        rowKey="todoNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        locale={{ emptyText: TEXTS.empty }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
