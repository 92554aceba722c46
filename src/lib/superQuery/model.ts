/**
 * The advanced query model (jeecg-contracts §8): the conditions JSuperQuery emits and the data
 * provider sends as `superQueryParams`. Ground floor, shared by the builder, the list kit and the
 * data provider.
 */

/** Rules the JeecgBoot advanced query understands. */
export type SuperQueryRule =
  'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** Settings of the queried field that a condition carries along (JSuperQuery `fieldList` item). */
export interface SuperQueryFieldSettings {
  type?: string;
  /** Server-side conversion of the value: int, bigdecimal, short, long, float, double, boolean. */
  dbType?: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: unknown;
}

/** One row of the advanced query builder, as JSuperQuery emits it. */
export interface SuperQueryCondition extends SuperQueryFieldSettings {
  field: string;
  rule: SuperQueryRule;
  val: string;
  [extra: string]: unknown;
}

export type SuperQueryMatchType = 'and' | 'or';

/** `meta.superQuery` on a list call. */
export interface SuperQuery {
  params: readonly SuperQueryCondition[];
  matchType?: SuperQueryMatchType;
}
