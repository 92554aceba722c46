import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { Todo } from '../../../providers/todo-api';
import { fenOf, formatYuan } from '../../../src/lib/money';
import { TODO_DICT, todoCode, todoHref } from '../../../src/lib/workbench/todo';
import { DictTag } from '../../account/account/DictTag';
import { TODO_TEXTS as TEXTS } from './texts';

const KIND_COLOUR: Readonly<Record<string, string>> = {
  '01': 'cyan',
  '02': 'geekblue',
  '03': 'blue',
  '04': 'purple',
  '05': 'orange',
  '06': 'magenta',
};

/** The amount with separators, from its yuan text (never a float); empty when none. */
function amountText(amount: Todo['amount']): string {
  const fen = amount ? fenOf(amount) : undefined;
  return fen === undefined ? '' : formatYuan(fen);
}

/**
 * The inbox's columns; 去审核 opens the item's audit page filtered to it, offered only when the
 * user holds that audit's button code (spec 6) and the item has such a page.
 */
export function todoColumns(allowed: (code: string) => boolean): TableColumnsType<Todo> {
  return [
    {
      title: TEXTS.kind,
      dataIndex: 'todoKind',
      render: (kind: string) => <DictTag dictCode={TODO_DICT} value={kind} colours={KIND_COLOUR} />,
    },
    { title: TEXTS.bizNo, dataIndex: 'bizNo' },
    { title: TEXTS.summary, dataIndex: 'title' },
    { title: TEXTS.customer, dataIndex: 'cusName' },
    {
      title: TEXTS.amount,
      dataIndex: 'amount',
      align: 'right',
      render: (amount: Todo['amount']) => amountText(amount),
    },
    { title: TEXTS.submitter, dataIndex: 'submitterName' },
    { title: TEXTS.submitTime, dataIndex: 'submitTime' },
    {
      title: TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      render: (_value, todo) => {
        const href = todoHref(todo);
        const code = todoCode(todo.todoKind);
        if (!href || !code || !allowed(code)) return null;
        return (
          <Link to={href} aria-label={TEXTS.openLabel(todo.bizNo)}>
            {TEXTS.open}
          </Link>
        );
      },
    },
  ];
}
