/**
 * Rows of the advanced query builder 高级查询构造器 (spec 2.10, 4, 5.4; jeecg-contracts §8) and
 * their translation to the `SuperQueryCondition[]` the data provider sends as `superQueryParams`.
 */
import type {
  SuperQueryCondition,
  SuperQueryFieldSettings,
  SuperQueryMatchType,
  SuperQueryRule,
} from './model';

export type { SuperQueryCondition, SuperQueryFieldSettings, SuperQueryMatchType, SuperQueryRule };

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
export interface QueryField extends SuperQueryFieldSettings {
  /** Field name sent to the server. */
  value: string;
  /** Title shown to the user. */
  text: string;
  type?: QueryFieldType;
  /** Choices of a select field; without them a dictCode field loads its dictionary. */
  options?: readonly QueryOption[];
}

export type RowValue = string | number | readonly string[] | undefined;

/** One row being edited: the field's settings are copied in when it is chosen (as JSuperQuery). */
export interface QueryRow extends SuperQueryFieldSettings {
  key: string;
  field?: string;
  rule: SuperQueryRule;
  val?: RowValue;
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

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Every field setting, with how a saved condition's value reads back: texts only when not empty,
 * `popup` as saved. A mapped type, so no setting of SuperQueryFieldSettings can be left out here.
 */
const READ_SETTING: {
  [Name in keyof SuperQueryFieldSettings]-?: (saved: unknown) => SuperQueryFieldSettings[Name];
} = {
  type: text,
  dbType: text,
  dictCode: text,
  dictTable: text,
  dictText: text,
  customReturnField: text,
  popup: (saved) => saved,
};

const SETTING_NAMES = Object.keys(READ_SETTING) as (keyof SuperQueryFieldSettings)[];

/** The settings of `source`, every one named (unset ones as undefined). */
const settingsOf = (source: SuperQueryFieldSettings | undefined): SuperQueryFieldSettings =>
  Object.fromEntries(SETTING_NAMES.map((name) => [name, source?.[name]]));

/** The settings of a saved condition, each read back as READ_SETTING says. */
const savedSettingsOf = (condition: SuperQueryCondition): SuperQueryFieldSettings =>
  Object.fromEntries(SETTING_NAMES.map((name) => [name, READ_SETTING[name](condition[name])]));

export const blankRow = (key: string): QueryRow => ({ key, rule: DEFAULT_RULE });

/** Choosing a field copies its settings into the row and clears the value (JSuperQuery handleSelected). */
export function selectField(row: QueryRow, field: QueryField | undefined): QueryRow {
  return { key: row.key, rule: row.rule, field: field?.value, ...settingsOf(field) };
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
    for (const [name, setting] of Object.entries(settingsOf(row))) {
      if (setting !== undefined && setting !== null && setting !== '') condition[name] = setting;
    }
    return condition;
  });
}

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
    ...savedSettingsOf(condition),
  }));
}

/** Label of an option, whichever name the source gave it. */
export const optionLabel = (option: QueryOption): string =>
  option.text ?? option.label ?? option.value;
