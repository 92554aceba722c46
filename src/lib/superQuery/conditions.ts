/**
 * Rows of the advanced query builder 高级查询构造器 (spec 2.10, 4, 5.4; jeecg-contracts §8) and
 * their translation to the `SuperQueryCondition[]` the data provider sends as `superQueryParams`.
 */
import type {
  SuperQueryCondition,
  SuperQueryMatchType,
  SuperQueryRule,
} from '../../../providers/data/super-query';

export type { SuperQueryCondition, SuperQueryMatchType, SuperQueryRule };

/** Value widgets of the builder (JSuperQuery's field types that need no picker of their own). */
export type QueryFieldType =
  | 'string'
  | 'input'
  | 'number'
  | 'int'
  | 'date'
  | 'datetime'
  | 'time'
  | 'select'
  | 'list'
  | 'switch';

/** One choice of a dictionary or select field. */
export interface QueryOption {
  value: string;
  /** Dictionary items carry `text`; plain selects may carry `label`. */
  text?: string;
  label?: string;
}

/** One queryable field (JSuperQuery `fieldList` item). */
export interface QueryField {
  /** Field name sent to the server. */
  value: string;
  /** Title shown to the user. */
  text: string;
  type?: QueryFieldType;
  /** Server-side conversion of the value: int, bigdecimal, short, long, float, double, boolean. */
  dbType?: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  /** Choices of a select field; without them a dictCode field loads its dictionary. */
  options?: readonly QueryOption[];
  customReturnField?: string;
  popup?: unknown;
}

export type RowValue = string | number | readonly string[] | undefined;

/** One row being edited: the field's settings are copied in when it is chosen (as JSuperQuery). */
export interface QueryRow {
  key: string;
  field?: string;
  rule: SuperQueryRule;
  val?: RowValue;
  type?: string;
  dbType?: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: unknown;
}

/** spec 5.4: match mode only 'and'. */
export const MATCH_TYPE: SuperQueryMatchType = 'and';
/** spec 5.4: rule only 'eq' (等于) is offered. */
export const DEFAULT_RULE: SuperQueryRule = 'eq';

/** Chinese names of the rules, for a loaded condition whose rule the builder no longer offers. */
export const RULE_LABELS: Readonly<Record<SuperQueryRule, string>> = {
  eq: '等于',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
};

export const blankRow = (key: string): QueryRow => ({ key, rule: DEFAULT_RULE });

/** Choosing a field copies its settings into the row and clears the value (JSuperQuery handleSelected). */
export function selectField(row: QueryRow, field: QueryField | undefined): QueryRow {
  return {
    key: row.key,
    rule: row.rule,
    field: field?.value,
    type: field?.type,
    dbType: field?.dbType,
    dictCode: field?.dictCode,
    dictTable: field?.dictTable,
    dictText: field?.dictText,
    customReturnField: field?.customReturnField,
    popup: field?.popup,
  };
}

/** The first of several values: `a,b` or `[a, b]` → `a`. */
export function firstValue(value: RowValue): RowValue {
  if (Array.isArray(value)) return value[0];
  if (typeof value === 'string') return value.split(',')[0];
  return value;
}

/** spec 5.4: switching away from 'in' keeps only the first value. */
export function changeRule(row: QueryRow, rule: SuperQueryRule): QueryRow {
  const leavingIn = row.rule === 'in' && rule !== 'in';
  return { ...row, rule, val: leavingIn ? firstValue(row.val) : row.val };
}

/** The value as the wire carries it: lists joined with ',' (JSuperQuery emitCallback). */
export function valueText(value: RowValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** A row that says something: a field and a value (the server drops the others anyway). */
export const isCompleteRow = (row: QueryRow): boolean =>
  Boolean(row.field) && valueText(row.val).trim() !== '';

/** spec 5.4: nothing to query (or save) when no row is complete. */
export const isEmptyQuery = (rows: readonly QueryRow[]): boolean => !rows.some(isCompleteRow);

/** Complete rows as conditions for `meta.superQuery` and for saving; settings left unset are omitted. */
export function toConditions(rows: readonly QueryRow[]): SuperQueryCondition[] {
  return rows.filter(isCompleteRow).map((row) => {
    const condition: SuperQueryCondition = {
      field: row.field ?? '',
      rule: row.rule,
      val: valueText(row.val),
    };
    const settings = {
      type: row.type,
      dbType: row.dbType,
      dictCode: row.dictCode,
      dictTable: row.dictTable,
      dictText: row.dictText,
      customReturnField: row.customReturnField,
      popup: row.popup,
    };
    for (const [name, setting] of Object.entries(settings)) {
      if (setting !== undefined && setting !== null && setting !== '') condition[name] = setting;
    }
    return condition;
  });
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Saved conditions back into rows (loading a saved query). */
export function fromConditions(
  conditions: readonly SuperQueryCondition[],
  nextKey: () => string,
): QueryRow[] {
  return conditions.map((condition) => ({
    key: nextKey(),
    field: condition.field,
    rule: condition.rule,
    val: condition.val,
    type: text(condition.type),
    dbType: text(condition.dbType),
    dictCode: text(condition.dictCode),
    dictTable: text(condition.dictTable),
    dictText: text(condition.dictText),
    customReturnField: text(condition.customReturnField),
    popup: condition.popup,
  }));
}

/** Label of an option, whichever name the source gave it. */
export const optionLabel = (option: QueryOption): string =>
  option.text ?? option.label ?? option.value;
