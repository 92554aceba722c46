import { definePages, lazyPage } from '../../kit/resource';

/** 工作台 → 我的待办 (issue 19 item 5, menu component workbench/TodoList). */
export default definePages('workbench-todo', {
  'workbench/TodoList': lazyPage(
    () => import('./TodoListPage'),
    (m) => m.TodoListPage,
  ),
});
