/**
 * Renders 工作台 pages over recording /cap service calls (the real providers over a fake
 * `servicePost`) in a memory router, so tests assert the payloads sent and where a link leads.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import { createTodoApi } from '../../../providers/todo-api';
import { TodoApiContext } from '../../../resources/workbench/todo/todoApiContext';
import { TodoListPage } from '../../../resources/workbench/todo/TodoListPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  inquiry: '/cap/wf/v1/TodoInquiry',
  counts: '/cap/wf/v1/TodoCountInquiry',
} as const;

export const AUDIT_CODES = [
  'cus:innet',
  'cus:material:audit',
  'txn:audit',
  'batch:audit',
  'adjust:audit',
  'dist:audit',
];

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's wf_todo_kind dictionary. */
export function seedDictionary() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    wf_todo_kind: [
      item('01', '渠道进件审核'),
      item('02', '客户资料审核'),
      item('03', '交易复核'),
      item('04', '批量代付审核'),
      item('05', '调账复核'),
      item('06', '资金分发审核'),
    ],
  });
}

/** Where a followed link landed: path and query. */
function Landed() {
  const location = useLocation();
  return <output aria-label="已打开">{`${location.pathname}${location.search}`}</output>;
}

export function withApp(node: ReactNode, at = '/workbench/todoList') {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/workbench/todoList" element={node} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderTodos = (post: ServicePost) =>
  render(
    withApp(
      <TodoApiContext value={createTodoApi(post)}>
        <TodoListPage />
      </TodoApiContext>,
    ),
  );
