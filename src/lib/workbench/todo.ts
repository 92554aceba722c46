/**
 * 我的待办 (issue 19 item 5): the kinds of work awaiting the signed-in user's audit (dictionary
 * wf_todo_kind, cap.yaml CapTodoKindCode), the audit page each item opens (its list filtered to
 * that one item, through `listHref`), and the button code that audit needs (spec 6).
 */
import { ACCOUNT_BUTTON } from '../account';
import { INNET_STATUS } from '../customer';
import { DIST_BUTTON } from '../distribution';
import { listHref } from '../listLinks';

export const TODO_DICT = 'wf_todo_kind';

/** wf_todo_kind codes. */
export const TODO_KIND = {
  innet: '01',
  material: '02',
  txn: '03',
  batch: '04',
  adjust: '05',
  distribution: '06',
} as const;
export type TodoKind = (typeof TODO_KIND)[keyof typeof TODO_KIND];

/** What the inbox knows of an item to open its audit page. */
export interface TodoTarget {
  todoKind: string;
  /** innetNo, cusCode (客户资料), txnNo, batchNo, adjustNo or distNo. */
  bizNo: string;
  cusCode?: string | null;
}

interface KindRule {
  /** The audit page of one item. */
  href: (item: TodoTarget) => string | undefined;
  /** The button code of that page's audit: without it the item cannot be handled there. */
  code: string;
}

/**
 * 渠道进件 is audited on 渠道进件 (the customer's records in review: the list has no search by
 * record number); 客户资料 on the customer's materials; the rest by the item's number alone, so an
 * item another checker handled meanwhile still shows, with its new status.
 */
const KIND_RULES: Readonly<Record<TodoKind, KindRule>> = {
  [TODO_KIND.innet]: {
    href: ({ cusCode }) =>
      cusCode ? listHref('innet', { cusCode, status: INNET_STATUS.inReview }) : undefined,
    code: 'cus:innet',
  },
  [TODO_KIND.material]: {
    href: ({ bizNo }) => listHref('materials', { cusCode: bizNo }),
    code: 'cus:material:audit',
  },
  [TODO_KIND.txn]: {
    href: ({ bizNo }) => listHref('txnAudit', { txnNo: bizNo }),
    code: ACCOUNT_BUTTON.txnAudit,
  },
  [TODO_KIND.batch]: {
    href: ({ bizNo }) => listHref('batchPayAudit', { batchNo: bizNo }),
    code: ACCOUNT_BUTTON.batchAudit,
  },
  [TODO_KIND.adjust]: {
    href: ({ bizNo }) => listHref('adjust', { adjustNo: bizNo }),
    code: ACCOUNT_BUTTON.adjustAudit,
  },
  [TODO_KIND.distribution]: {
    href: ({ bizNo }) => listHref('distAudit', { distNo: bizNo }),
    code: DIST_BUTTON.audit,
  },
};

/** Own keys only: a server text such as 'toString' is no kind. */
const ruleOf = (kind: string): KindRule | undefined =>
  Object.hasOwn(KIND_RULES, kind)
    ? (KIND_RULES as Readonly<Record<string, KindRule>>)[kind]
    : undefined;

export const isTodoKind = (value: unknown): value is TodoKind =>
  typeof value === 'string' && ruleOf(value) !== undefined;

/**
 * The audit page of `item`, filtered to it; undefined when its kind is unknown to this console or
 * its link would carry no filter of the item (the whole list is no answer to "open this item").
 */
export function todoHref(item: TodoTarget): string | undefined {
  const href = ruleOf(item.todoKind)?.href(item);
  return href?.includes('?') ? href : undefined;
}

/** The button code the audit of `kind` needs (undefined for an unknown kind). */
export const todoCode = (kind: string): string | undefined => ruleOf(kind)?.code;

/** The kinds in dictionary order with their counts (a kind the reply left out counts 0). */
export function countsByKind(
  counts: readonly { todoKind: string; count: number }[],
): { kind: TodoKind; count: number }[] {
  return Object.values(TODO_KIND).map((kind) => ({
    kind,
    count: counts
      .filter((entry) => entry.todoKind === kind)
      .reduce((sum, entry) => sum + Math.max(0, entry.count), 0),
  }));
}
