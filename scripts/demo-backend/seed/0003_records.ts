/**
 * The record areas' seed (issue 34): the contract's named examples of categories, check and fill
 * rules, data sources, gateway routes, data log versions and scheduled jobs, plus volume
 * (second-level categories under every root, a third level, the eleventh job and tenant, one
 * version per seeded rule and source). Deterministic: no randomness, fixed times.
 */
import type { Transaction } from '@electric-sql/pglite';
import { encryptPassword } from '../routes/records/dataSourcePassword';
import { replyExample } from './contractExamples';

type Row = Record<string, unknown>;
interface Envelope<T> {
  result: T;
}
interface Page {
  records: Row[];
}

const withoutLabels = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_dictText')));

async function insert(tx: Transaction, sql: string, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  await tx.query(`${sql} VALUES ${values.join(', ')}`, params);
}

/** `2026-01-07 15:00:00` → a Date in local time (the createTime the row shows). */
function at(text: unknown): Date {
  const [date = '', time = '00:00:00'] = String(text).split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, hh, mm, ss);
}

const two = (n: number) => String(n).padStart(2, '0');

/** Second-level categories of the roots the examples leave without children (A02 … A10). */
const CHILD_NAMES: Record<string, string[]> = {
  A02: ['扫码支付', '银行卡收单', '快捷支付', '代付', '网关支付'],
  A03: ['微信', '支付宝', '云闪付', '数字人民币'],
  A04: ['低风险', '中风险', '高风险', '禁入'],
  A05: ['交易纠纷', '资金未到账', '重复扣款', '服务态度'],
  A06: ['T0', 'T1', 'D0', 'D1', '周结', '月结'],
  A07: ['按笔固定', '按比例', '阶梯费率'],
  A08: ['统一社会信用代码', '居民身份证', '护照', '港澳通行证'],
  A09: ['国有银行', '股份制银行', '城市商业银行', '农村商业银行', '外资银行'],
  A10: ['银联', '网联', '银行直连', '第三方渠道'],
};
/** A third level, so whole-subtree loads have depth: under 扫码支付 (A02A01). */
const GRANDCHILD_NAMES = ['主扫', '被扫', '小程序支付'];

const DATA_SOURCE_PASSWORDS: Record<string, string> = {
  cap_cus: 'Cus@2026',
  cap_trade: 'Trade@2026',
  settle_ora: 'Settle@2026',
  risk_pg: 'Risk@2026',
  finance_mssql: 'Finance@2026',
  archive_dm: 'Archive@2026',
};

async function seedCategories(tx: Transaction): Promise<void> {
  const roots = replyExample<Envelope<Page>>('sys', 'sysCategoryRootList', 'success').result
    .records;
  const children = replyExample<Envelope<Row[]>>('sys', 'sysCategoryChildList', 'success').result;
  const rows: Row[] = [...roots, ...children];
  let serial = 1768000001100000000n;
  const category = (pid: string, code: string, name: string, minute: number, hasChild: string) => ({
    id: String((serial += 1n)),
    pid,
    name,
    code,
    createBy: 'admin',
    createTime: `2026-01-08 ${two(9 + Math.floor(minute / 60))}:${two(minute % 60)}:00`,
    updateBy: null,
    updateTime: null,
    sysOrgCode: 'A01',
    hasChild,
  });
  let minute = 0;
  for (const root of roots) {
    const names = CHILD_NAMES[String(root.code)] ?? [];
    names.forEach((name, index) => {
      const code = `${String(root.code)}A${two(index + 1)}`;
      const child = category(String(root.id), code, name, minute++, code === 'A02A01' ? '1' : '0');
      rows.push(child);
      if (code === 'A02A01') {
        GRANDCHILD_NAMES.forEach((grandchild, n) =>
          rows.push(category(child.id, `${code}A${two(n + 1)}`, grandchild, minute++, '0')),
        );
      }
    });
  }
  await insert(
    tx,
    'INSERT INTO sys_category (id, pid, code, data, create_time)',
    rows.map((row) => [row.id, row.pid, row.code, row, at(row.createTime)]),
  );
}

async function seedRecords(
  tx: Transaction,
  table: string,
  key: string,
  records: Row[],
): Promise<void> {
  await insert(
    tx,
    `INSERT INTO ${table} (id, ${key}, data, create_time)`,
    records.map((record) => {
      const field = key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
      return [record.id, record[field], record, at(record.createTime)];
    }),
  );
}

export default async function seedRecordAreas(tx: Transaction): Promise<void> {
  await seedCategories(tx);

  const checkRules = replyExample<Envelope<Page>>('sys', 'sysCheckRuleList', 'success').result
    .records;
  await seedRecords(tx, 'sys_check_rule', 'rule_code', checkRules);

  const fillRules = replyExample<Envelope<Page>>('sys', 'sysFillRuleList', 'success').result
    .records;
  await seedRecords(tx, 'sys_fill_rule', 'rule_code', fillRules);

  const dataSources: Row[] = replyExample<Envelope<Page>>('sys', 'sysDataSourceList', 'success')
    .result.records.map(withoutLabels)
    .map((source) => ({
      ...source,
      dbPassword: encryptPassword(DATA_SOURCE_PASSWORDS[String(source.code)] ?? 'Demo@2026'),
    }));
  await seedRecords(tx, 'sys_data_source', 'code', dataSources);

  const routes = replyExample<Envelope<Row[]>>('sys', 'sysGatewayRouteList', 'success').result;
  await seedRecords(tx, 'sys_gateway_route', 'router_id', routes);

  const jobs = replyExample<Envelope<Page>>('sys', 'sysQuartzJobList', 'success')
    .result.records.map(withoutLabels)
    .concat({
      id: '1768000000849347370',
      createBy: 'admin',
      createTime: '2026-01-18 14:00:00',
      delFlag: 0,
      updateBy: null,
      updateTime: null,
      jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
      cronExpression: '0/1 * * * * ?',
      parameter: null,
      description: '示例任务（每秒）',
      status: -1,
    });
  await insert(
    tx,
    'INSERT INTO sys_quartz_job (id, job_class_name, status, data, create_time)',
    jobs.map((job) => [job.id, job.jobClassName, job.status, job, at(job.createTime)]),
  );

  // The list's eleventh tenant (the edit example's), unless the platform seed has it.
  await tx.query(
    'INSERT INTO sys_tenant (id, data, create_time) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [
      11,
      {
        id: 11,
        name: '无锡青禾教育科技有限公司',
        createBy: 'admin',
        createTime: '2026-01-13 15:00:00',
        beginDate: '2026-01-11 00:00:00',
        endDate: '2028-12-31 23:59:59',
        status: 1,
      },
      at('2026-01-13 15:00:00'),
    ],
  );

  // Data log: the examples, then version 1 of every seeded rule, source and job they leave out.
  const examples = replyExample<Envelope<Page>>('sys', 'sysDataLogList', 'success').result.records;
  const logged = new Set(examples.map((log) => `${String(log.dataTable)}/${String(log.dataId)}`));
  const versions: Row[] = [...examples];
  let serial = 1768000002600000000n;
  for (const [table, records] of [
    ['sys_check_rule', checkRules],
    ['sys_fill_rule', fillRules],
    ['sys_data_source', dataSources],
    ['sys_quartz_job', jobs],
  ] as const) {
    for (const record of records) {
      if (logged.has(`${table}/${String(record.id)}`)) continue;
      versions.push({
        id: String((serial += 1n)),
        createBy: record.createBy ?? 'admin',
        createTime: record.createTime,
        updateBy: null,
        updateTime: null,
        dataTable: table,
        dataId: String(record.id),
        dataContent: JSON.stringify(record),
        dataVersion: '1',
        type: 'json',
      });
    }
  }
  await insert(
    tx,
    'INSERT INTO sys_data_log (id, data_table, data_id, data, create_time)',
    versions.map((log) => [log.id, log.dataTable, log.dataId, log, at(log.createTime)]),
  );
}
