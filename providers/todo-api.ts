/**
 * 我的待办 (issue 19 item 5; cap.yaml /cap/wf/v1): the items awaiting the signed-in user's audit and
 * their count per kind. A read rejects with the server's text (spec 7.1) for the page to show once.
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type CapFiltersOf, type CapListPage, type ServicePost } from './cap-list';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { requiredResultOf } from './http/unwrap';

type Schemas = components['schemas'];

export const TODO_PATHS = {
  inquiry: '/cap/wf/v1/TodoInquiry',
  countInquiry: '/cap/wf/v1/TodoCountInquiry',
} as const;

export type Todo = Schemas['CapTodo'];
export type TodoFilters = CapFiltersOf<typeof TODO_PATHS.inquiry>;
export type TodoCounts = NonNullable<Schemas['CapTodoCountReply']['body']>;

export interface TodoApi {
  todos(filters: TodoFilters, page: ServicePage): Promise<CapListPage<Todo>>;
  counts(): Promise<TodoCounts>;
}

export function createTodoApi(post: ServicePost): TodoApi {
  return {
    todos: (filters, page) => readCapList(post, TODO_PATHS.inquiry, filters, page),
    counts: async () =>
      requiredResultOf(await post<TodoCounts | null>(TODO_PATHS.countInquiry, {})),
  };
}

/** The app-wide calls over the shared HTTP instance. */
export const todoApi: TodoApi = createTodoApi(appHttp.servicePost);
