import { createContext, useContext } from 'react';
import { todoApi, type TodoApi } from '../../../providers/todo-api';

/** The calls of 我的待办: the app's, unless a test provides recording ones. */
export const TodoApiContext = createContext<TodoApi>(todoApi);

export const useTodoApi = (): TodoApi => useContext(TodoApiContext);
