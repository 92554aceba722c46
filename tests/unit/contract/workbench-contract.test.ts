import { describe, expect, it } from 'vitest';
import { TODO_PATHS } from '../../../providers/todo-api';
import { TODO_DICT, TODO_KIND, todoCode, todoHref } from '../../../src/lib/workbench/todo';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
  type Node,
} from './openapi-doc';

// 我的待办 and the result page in the contract (issue 19 items 5 and 6; cap.yaml /cap/wf/v1): the
// wf_todo_kind dictionary the mock serves, the two calls with their named examples (Prefer:
// example=<name>), the 工作台 menu with its hidden result route, and the audit codes each kind needs
// in both auth lists.

const CHINESE = /[\u4e00-\u9fa5]/;
const YUAN = /^(0|[1-9]\d*)\.\d{2}$/;
const KIND_PAIRS: [string, string][] = [
  ['01', '渠道进件审核'],
  ['02', '客户资料审核'],
  ['03', '交易复核'],
  ['04', '批量代付审核'],
  ['05', '调账复核'],
  ['06', '资金分发审核'],
];
const EXAMPLES: Record<keyof typeof TODO_PATHS, string[]> = {
  inquiry: ['success', 'todoKind03', 'empty', 'failure', 'expiredToken'],
  countInquiry: ['success', 'empty', 'failure', 'expiredToken'],
};

const examplesOf = (route: string) => new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowsOf = (name: string): Node[] => {
  const rows = at(examplesOf(TODO_PATHS.inquiry).get(name), 'body', 'listData');
  return Array.isArray(rows) ? (rows as Node[]) : [];
};

describe('the 我的待办 calls', () => {
  it.each(Object.entries(TODO_PATHS))('%s is a company POST', (_key, route) => {
    expect(postOf('cap.yaml', route)?.['x-company-extension']).toBe(true);
  });

  it.each(Object.entries(EXAMPLES))('%s answers its named examples', (key, names) => {
    const examples = examplesOf(TODO_PATHS[key as keyof typeof TODO_PATHS]);
    expect([...examples.keys()]).toEqual(names);
    expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
    expect(String(at(examples.get('failure'), 'status', 'replyText'))).toMatch(CHINESE);
    expect(at(examples.get('expiredToken'), 'status', 'replyCode')).toBe('E0401');
  });

  it('the inbox holds one item of every kind, each opening its own audit page', () => {
    const rows = rowsOf('success');
    expect(rows.map((row) => row.todoKind).sort()).toEqual(KIND_PAIRS.map(([code]) => code));
    for (const row of rows) {
      expect(String(row.title)).toMatch(CHINESE);
      if (row.amount !== null) expect(String(row.amount)).toMatch(YUAN);
      const href = todoHref({
        todoKind: String(row.todoKind),
        bizNo: String(row.bizNo),
        cusCode: row.cusCode as string | null,
      });
      expect(href, String(row.todoNo)).toMatch(/^\/[a-z]+\/[A-Za-z]+\?/);
    }
    expect(at(examplesOf(TODO_PATHS.inquiry).get('success'), 'body', 'page', 'count')).toBe(
      rows.length,
    );
    expect(rowsOf('todoKind03').map((row) => row.todoKind)).toEqual([TODO_KIND.txn]);
    expect(rowsOf('empty')).toEqual([]);
  });

  it('the counts agree with the inbox and their total', () => {
    const body = at(examplesOf(TODO_PATHS.countInquiry).get('success'), 'body');
    const counts = at(body, 'counts') as { todoKind: string; count: number }[];
    expect(counts.map((entry) => entry.todoKind)).toEqual(KIND_PAIRS.map(([code]) => code));
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(at(body, 'total'));
    for (const [code] of KIND_PAIRS) {
      const listed = rowsOf('success').filter((row) => row.todoKind === code).length;
      expect(counts.find((entry) => entry.todoKind === code)?.count).toBe(listed);
    }
    expect(at(examplesOf(TODO_PATHS.countInquiry).get('empty'), 'body', 'total')).toBe(0);
  });

  it('kinds are wf_todo_kind codes, in every login reply and the refreshed cache', () => {
    expect(at(contract('cap.yaml'), 'components', 'schemas', 'CapTodoKindCode', 'enum')).toEqual(
      KIND_PAIRS.map(([code]) => code),
    );
    expect(Object.values(TODO_KIND)).toEqual(KIND_PAIRS.map(([code]) => code));
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins)
      expect(dictionaryPairs(dictionaries, TODO_DICT), where).toEqual(KIND_PAIRS);
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), TODO_DICT)).toEqual(KIND_PAIRS);
  });
});

describe('the 工作台 menu and the audit codes of the kinds', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const entries = (items: unknown): Node[] =>
    Array.isArray(items) ? items.flatMap((item: Node) => [item, ...entries(item.children)]) : [];
  const workbench = entries(resource.menu).find((item) => item.path === '/workbench');

  it('工作台 is a top-level RouteView', () => {
    expect(workbench?.component).toBe('layouts/RouteView');
    expect(at(workbench, 'meta', 'title')).toBe('工作台');
  });

  it.each([
    ['/workbench/todoList', 'workbench/TodoList', '我的待办', undefined],
    ['/workbench/result', 'workbench/Result', '提交结果', true],
  ])('%s opens %s (%s)', (path, component, title, hidden) => {
    const entry = entries(workbench?.children).find((item) => item.path === path);
    expect(entry?.component).toBe(component);
    expect(at(entry, 'meta', 'title')).toBe(title);
    expect(entry?.hidden).toBe(hidden);
    expect(String(entry?.id)).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(KIND_PAIRS)('the audit of kind %s (%s) needs a code of both auth lists', (kind) => {
    const code = todoCode(kind);
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth)).toContain(code);
    expect(actions(resource.allAuth)).toContain(code);
  });
});
