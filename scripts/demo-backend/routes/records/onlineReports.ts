/**
 * The Online popup reports (JPopupOnlReport; jeecg-contracts §2.10): getRpColumns → getQueryInfo
 * → getData. JeecgBoot keeps each report as configured SQL; this backend has its reports as
 * constants over the live tables (the console's one is rp_select_user, the user picker).
 */
import { all, one } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import type { components } from '../../../../src/api/generated/sys';
import { plainDictItems } from './dictLookups';
import { dictModel } from './tableDict';

type Column = components['schemas']['OnlineReportColumn'];
type QueryItem = components['schemas']['OnlineReportQueryItem'];

interface Report {
  id: string;
  code: string;
  name: string;
  columns: Column[];
  queryItems: QueryItem[];
  /** Field → SQL expression over the report's FROM (constants of this file). */
  fields: Record<string, string>;
  from: string;
  /** Fields searched by "contains" rather than equality. */
  textFields: ReadonlySet<string>;
  dictFields: Record<string, string>;
}

const column = (title: string, dataIndex: string, fieldType = 'String'): Column => ({
  title,
  dataIndex,
  fieldType,
  align: 'center',
  sorter: 'true',
  isTotal: '0',
  groupTitle: null,
});

const USER_PICKER: Report = {
  id: '1768000001038091230',
  code: 'rp_select_user',
  name: '用户选择',
  columns: [
    column('账号', 'username'),
    column('姓名', 'realname'),
    { ...column('性别', 'sex', 'Integer'), customRender: 'sex' },
    column('部门', 'depart_name'),
    column('手机号', 'phone'),
  ],
  queryItems: [
    { label: '账号', field: 'username', view: 'text', mode: 'single' },
    { label: '姓名', field: 'realname', view: 'text', mode: 'single' },
    { label: '性别', field: 'sex', view: 'list', mode: 'single', dictCode: 'sex', hidden: '1' },
  ],
  fields: {
    id: 'u.id',
    username: 'u.username',
    realname: "(u.data->>'realname')",
    sex: "(u.data->>'sex')",
    phone: "(u.data->>'phone')",
    depart_name: `(SELECT d.data->>'departName' FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
                    WHERE ud.user_id = u.id ORDER BY d.org_code LIMIT 1)`,
  },
  from: 'sys_user u WHERE u.del_flag = 0',
  textFields: new Set(['username', 'realname', 'phone', 'depart_name']),
  dictFields: { sex: 'sex' },
};

const REPORTS: readonly Report[] = [USER_PICKER];
const UNKNOWN_REPORT = '实体不存在';
const PAGE_SIZE = 10;

function reportById(id: string | undefined): Report {
  const report = REPORTS.find((candidate) => candidate.id === id);
  if (!report) throw new Refusal(UNKNOWN_REPORT);
  return report;
}

export function onlineReportRoutes(router: ContractRouter): void {
  const { db } = router.deps;

  router.on('get', '/online/cgreport/api/getRpColumns/{code}', async ({ params }) => {
    const report = REPORTS.find((candidate) => candidate.code === params.code);
    if (!report) throw new Refusal(UNKNOWN_REPORT);
    const dictOptions = Object.fromEntries(
      await Promise.all(
        Object.entries(report.dictFields).map(async ([field, code]) => [
          field,
          (await plainDictItems(db, code)).map(dictModel),
        ]),
      ),
    );
    return sysOk(
      {
        columns: report.columns,
        dictOptions,
        fieldHrefSlots: [],
        isGroupTitle: false,
        cgRpConfigId: report.id,
        cgRpConfigName: report.name,
      },
      '',
    );
  });

  router.on('get', '/online/cgreport/api/getQueryInfo/{id}', ({ params }) =>
    sysOk(reportById(params.id).queryItems, ''),
  );

  router.on('get', '/online/cgreport/api/getData/{id}', async ({ params, query }) => {
    const report = reportById(params.id);
    const values: unknown[] = [];
    const clauses: string[] = [];
    for (const [field, sql] of Object.entries(report.fields)) {
      for (const [suffix, operator] of [
        ['', report.textFields.has(field) ? 'ILIKE' : '='],
        ['_begin', '>='],
        ['_end', '<='],
      ] as const) {
        const raw = query[`${field}${suffix}`];
        if (raw === undefined || raw === '') continue;
        values.push(operator === 'ILIKE' ? `%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : raw);
        clauses.push(`${sql} ${operator} $${values.length}`);
      }
    }
    const where = clauses.length > 0 ? ` AND ${clauses.join(' AND ')}` : '';
    const sortSql = report.fields[query.column ?? ''] ?? 'u.create_time';
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const size = Math.max(1, Math.min(Number(query.pageSize) || PAGE_SIZE, 1000));
    const page = Math.max(1, Number(query.pageNo) || 1);
    const counted = await one<{ total: number }>(
      db,
      `SELECT count(*)::int AS total FROM ${report.from}${where}`,
      values,
    );
    const select = Object.entries(report.fields)
      .map(([field, sql]) => `${sql} AS "${field}"`)
      .join(', ');
    const records = await all<Record<string, unknown>>(
      db,
      `SELECT ${select} FROM ${report.from}${where}
        ORDER BY ${sortSql} ${direction} NULLS LAST, u.id
        LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, size, (page - 1) * size],
    );
    // Integer columns come back as numbers, as the report's SQL would answer them.
    const integers = report.columns
      .filter((c) => c.fieldType === 'Integer')
      .map((c) => c.dataIndex);
    const typed = records.map((record) => {
      const row = { ...record };
      for (const field of integers) {
        if (row[field] !== null && row[field] !== undefined) row[field] = Number(row[field]);
      }
      return row;
    });
    return sysOk({ total: counted?.total ?? 0, records: typed }, '');
  });
}
