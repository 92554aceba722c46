/**
 * 编码校验规则 (spec 2.7, 7.3; jeecg-contracts §2.10): the rules and /sys/checkRule/checkByCode,
 * which runs the stored rule against a value as JeecgBoot's SysCheckRuleServiceImpl.checkValue
 * does: segments of `digits` characters consumed left to right, `*` checking the whole value,
 * each against its pattern as a whole match; the first failing segment is the answer.
 */
import { one } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import { RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { saveVersioned } from './versioned';

type CheckRule = components['schemas']['SysCheckRule'];
type CheckRuleFailure = components['schemas']['CheckRuleFailure'];

const TABLE = 'sys_check_rule';
const ADDED = '添加成功！';
const EDITED = '编辑成功!';
const DELETED = '删除成功!';
const BATCH_DELETED = '批量删除成功！';
const UNKNOWN_RULE = '该编码不存在';
const WHOLE_VALUE = '*';

interface RuleSegment {
  digits?: unknown;
  pattern?: unknown;
  message?: unknown;
}

function segmentsOf(ruleJson: string | null | undefined): RuleSegment[] {
  if (!ruleJson) return [];
  try {
    const parsed = JSON.parse(ruleJson) as unknown;
    return Array.isArray(parsed) ? (parsed as RuleSegment[]) : [];
  } catch {
    throw new Refusal('操作失败，规则JSON格式不正确');
  }
}

function wholeMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    throw new Refusal(`操作失败，规则的正则表达式无效：${pattern}`);
  }
}

/** The first failing segment of `value`, or undefined when the value passes. */
export function checkValue(rule: CheckRule, value: string): CheckRuleFailure | undefined {
  if (value === '') return undefined;
  let beginIndex = 0;
  for (const segment of segmentsOf(rule.ruleJson)) {
    const digits = String(segment.digits ?? '');
    const pattern = String(segment.pattern ?? '');
    const message = segment.message === undefined ? null : String(segment.message);
    const result: CheckRuleFailure = { digits, pattern, message };
    let checkValue: string;
    if (digits === WHOLE_VALUE) {
      checkValue = value;
    } else {
      const endIndex = Math.min(beginIndex + (Number.parseInt(digits, 10) || 0), value.length);
      checkValue = beginIndex > endIndex ? '' : value.slice(beginIndex, endIndex);
      result.beginIndex = beginIndex;
      result.endIndex = endIndex;
      beginIndex = endIndex;
    }
    const passed = wholeMatch(pattern, checkValue);
    if (!passed) return { ...result, checkValue, passed };
  }
  return undefined;
}

/** The console encodes the value once more than the query string does (spec 7.3). */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function checkRuleRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const rules = new RecordTable<CheckRule>(db, {
    table: TABLE,
    columns: { rule_code: (record) => record.ruleCode },
    now,
  });

  router.on('get', '/sys/checkRule/list', async ({ query }) => sysOk(await rules.page(query), ''));
  router.on('post', '/sys/checkRule/add', async ({ body, session }) => {
    if (!body.ruleCode) throw new Refusal('规则编码不能为空');
    await saveVersioned(db, TABLE, { session, now }, (tx) => rules.add(body, session, {}, tx));
    return sysOk(ADDED, ADDED);
  });
  router.on('put', '/sys/checkRule/edit', async ({ body, session }) => {
    await saveVersioned(db, TABLE, { session, now }, (tx) => rules.edit(body, session, {}, tx));
    return sysOk(EDITED, EDITED);
  });
  router.on('delete', '/sys/checkRule/delete', async ({ query }) => {
    await rules.remove(query.id);
    return sysOk(DELETED, DELETED);
  });
  router.on('delete', '/sys/checkRule/deleteBatch', async ({ query }) => {
    await rules.remove(query.ids);
    return sysOk(BATCH_DELETED, BATCH_DELETED);
  });

  router.on('get', '/sys/checkRule/checkByCode', async ({ query }) => {
    const row = await one<{ data: CheckRule }>(
      db,
      `SELECT data FROM ${TABLE} WHERE rule_code = $1`,
      [query.ruleCode ?? ''],
    );
    if (!row) throw new Refusal(UNKNOWN_RULE);
    const failure = checkValue(row.data, decodedOnce(query.value ?? ''));
    if (!failure) return sysOk(null, '');
    return {
      success: false,
      message: failure.message ?? '',
      code: 500,
      result: failure,
      timestamp: Date.now(),
    };
  });
}
