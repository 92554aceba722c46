/**
 * 填值规则 (spec 2.7; jeecg-contracts SysFillRule): the rules and 功能测试, which runs the rule's
 * generator as JeecgBoot's FillRuleUtil.executeRule does. The generators are JeecgBoot's shipped
 * classes; a rule naming another class, or an unknown code, yields null as there.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import { RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { nextCategoryCode, nextOrgCode } from './codeRules';
import { saveVersioned } from './versioned';

type FillRule = components['schemas']['SysFillRule'];
type RuleParams = Record<string, unknown>;

const TABLE = 'sys_fill_rule';
const ADDED = '添加成功！';
const EDITED = '编辑成功!';
const DELETED = '删除成功!';
const BATCH_DELETED = '批量删除成功！';
const RULE_PACKAGE = 'org.jeecg.modules.system.rule';

const two = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in the backend's local time. */
function compactTime(at: Date): string {
  return (
    `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}` +
    `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`
  );
}

const GENERATORS: Record<
  string,
  (db: Queryable, params: RuleParams, now: Date) => Promise<string>
> = {
  // prefix (default CN) + time + two random digits 10–99.
  [`${RULE_PACKAGE}.OrderNumberRule`]: async (_db, params, now) =>
    `${typeof params.prefix === 'string' ? params.prefix : 'CN'}${compactTime(now)}${10 + Math.floor(Math.random() * 90)}`,
  [`${RULE_PACKAGE}.OrgCodeRule`]: (db, params) =>
    nextOrgCode(db, typeof params.parentId === 'string' ? params.parentId : null),
  [`${RULE_PACKAGE}.CategoryCodeRule`]: (db, params) =>
    nextCategoryCode(db, typeof params.pid === 'string' ? params.pid : null),
};

function paramsOf(text: string | null | undefined): RuleParams {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as RuleParams) : {};
  } catch {
    return {};
  }
}

/** The value the rule of `ruleCode` generates now, or null. */
export async function executeFillRule(
  db: Queryable,
  ruleCode: string,
  now: Date,
): Promise<string | null> {
  const row = await one<{ data: FillRule }>(db, `SELECT data FROM ${TABLE} WHERE rule_code = $1`, [
    ruleCode,
  ]);
  const generate = row?.data.ruleClass ? GENERATORS[row.data.ruleClass] : undefined;
  return generate ? generate(db, paramsOf(row?.data.ruleParams), now) : null;
}

export function fillRuleRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const rules = new RecordTable<FillRule>(db, {
    table: TABLE,
    columns: { rule_code: (record) => record.ruleCode },
    now,
  });

  router.on('get', '/sys/fillRule/list', async ({ query }) => sysOk(await rules.page(query), ''));
  router.on('post', '/sys/fillRule/add', async ({ body, session }) => {
    if (!body.ruleCode) throw new Refusal('规则编码不能为空');
    await saveVersioned(db, TABLE, { session, now }, (tx) => rules.add(body, session, {}, tx));
    return sysOk(ADDED, ADDED);
  });
  router.on('put', '/sys/fillRule/edit', async ({ body, session }) => {
    await saveVersioned(db, TABLE, { session, now }, (tx) => rules.edit(body, session, {}, tx));
    return sysOk(EDITED, EDITED);
  });
  router.on('delete', '/sys/fillRule/delete', async ({ query }) => {
    await rules.remove(query.id);
    return sysOk(DELETED, DELETED);
  });
  router.on('delete', '/sys/fillRule/deleteBatch', async ({ query }) => {
    await rules.remove(query.ids);
    return sysOk(BATCH_DELETED, BATCH_DELETED);
  });
  router.on('get', '/sys/fillRule/testFillRule', async ({ query }) =>
    sysOk(await executeFillRule(db, query.ruleCode ?? '', now()), ''),
  );
}
