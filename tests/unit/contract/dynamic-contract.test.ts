import { describe, expect, it } from 'vitest';
import { DYN_PATHS } from '../../../providers/dyn-api';
import { compilePattern } from '../../../src/lib/dynamic';
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

// 动态表单 and 数据日志 in the contract (issue 19 F; spec 2.7 "dynamic query and form pages", 3, 6,
// 7.1): the dyn_* dictionaries the mock serves, the calls of /cap/dyn/v1, their named examples
// (Prefer: example=<name>), the two demo descriptors, the /dynamic menu, the button codes in both
// auth lists, and 数据日志 routed in the demo menu (item 8).

const CHINESE = /[\u4e00-\u9fa5]/;

const DICTIONARIES: Record<string, [string, string][]> = {
  dyn_bank_code: [
    ['102', '中国工商银行'],
    ['103', '中国农业银行'],
    ['104', '中国银行'],
    ['105', '中国建设银行'],
    ['308', '招商银行'],
  ],
  dyn_branch_status: [
    ['1', '营业'],
    ['0', '停业'],
  ],
  dyn_risk_subject: [
    ['01', '个人'],
    ['02', '企业'],
    ['03', '银行卡'],
  ],
  dyn_risk_type: [
    ['01', '黑名单'],
    ['02', '灰名单'],
    ['03', '关注名单'],
  ],
};

/** Each call and the named examples it answers besides success, failure and expiredToken. */
const CALLS: [string, string[]][] = [
  [DYN_PATHS.descriptor, ['bankBranch', 'notFound']],
  [DYN_PATHS.records, ['bankBranch', 'riskList', 'empty']],
  [DYN_PATHS.add, ['duplicateKey', 'invalidValue']],
  [DYN_PATHS.update, ['notFound', 'invalidValue']],
  [DYN_PATHS.import, ['partial', 'badTemplate']],
];

const PAGES = ['bankBranch', 'riskList'] as const;
const BUTTONS = PAGES.flatMap((page) =>
  ['add', 'edit', 'import'].map((action) => `dyn:${page}:${action}`),
);

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

interface Descriptor {
  pageCode: string;
  keyField: string;
  searchFields: { field: string; widget: string; dictCode?: string }[];
  columns: { field: string; dictCode?: string }[];
  formFields: { field: string; widget: string; dictCode?: string; pattern?: string }[];
  buttons: Record<string, string>;
  importColumns: string[];
}
const descriptors = (name: string): Descriptor[] =>
  at(examplesOf(DYN_PATHS.descriptor).get(name), 'body', 'descriptors') as Descriptor[];
const records = (name: string) =>
  at(examplesOf(DYN_PATHS.records).get(name), 'body', 'listData') as {
    pageCode: string;
    values: Record<string, string | null>;
  }[];

describe('the mock serves the dyn_* dictionaries', () => {
  it.each(Object.keys(DICTIONARIES))('%s in every login reply and the refreshed cache', (code) => {
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins) {
      expect(dictionaryPairs(dictionaries, code), where).toEqual(DICTIONARIES[code]);
    }
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(DICTIONARIES[code]);
  });
});

describe('the /cap/dyn/v1 calls and their named examples', () => {
  it.each(CALLS)('%s answers success, failure, expiredToken and %j', (route, names) => {
    expect(at(postOf('cap.yaml', route), 'x-company-extension')).toBe(true);
    expect([...examplesOf(route).keys()].sort()).toEqual(
      ['success', 'failure', 'expiredToken', ...names].sort(),
    );
  });

  it.each(CALLS)('%s: every refusal is success false with a Chinese text and no body', (route) => {
    for (const [name, reply] of examplesOf(route)) {
      if (at(reply, 'status', 'success') !== false) continue;
      expect(at(reply, 'status', 'replyText'), name).toMatch(CHINESE);
      expect(at(reply, 'body'), name).toBeNull();
    }
  });

  it('the import is a multipart upload of the file and the page code', () => {
    const form = nodeAt(contract('cap.yaml'), 'components', 'schemas', 'CapDynRecordImportForm');
    expect(at(form, 'required')).toEqual(['file', 'pageCode']);
    const partial = examplesOf(DYN_PATHS.import).get('partial');
    const body = at(partial, 'body') as {
      totalCount: number;
      successCount: number;
      failCount: number;
      failRows: unknown[];
    };
    expect(body.successCount + body.failCount).toBe(body.totalCount);
    expect(body.failRows).toHaveLength(body.failCount);
  });
});

describe('the two demo descriptors', () => {
  const all = descriptors('success');
  const dictionaryCodes = (descriptor: Descriptor) =>
    [...descriptor.searchFields, ...descriptor.columns, ...descriptor.formFields].flatMap(
      (field) => (field.dictCode ? [field.dictCode] : []),
    );

  it('success holds both pages, bankBranch the first alone', () => {
    expect(all.map((descriptor) => descriptor.pageCode)).toEqual([...PAGES]);
    expect(descriptors('bankBranch')).toEqual([all[0]]);
  });

  it('their field sets differ', () => {
    const [branch, risk] = all;
    const fields = (descriptor: Descriptor | undefined) =>
      (descriptor?.formFields ?? []).map((field) => field.field);
    expect(fields(branch).filter((field) => fields(risk).includes(field))).toEqual([]);
    expect(new Set(all.flatMap((d) => d.formFields.map((f) => f.widget)))).toEqual(
      new Set(['input', 'textarea', 'select', 'number', 'date']),
    );
    expect(all.flatMap((d) => d.searchFields.map((f) => f.widget))).toContain('dateRange');
  });

  it.each(all.map((descriptor) => [descriptor.pageCode, descriptor] as const))(
    '%s: selects name served dictionaries, patterns compile, the key is a form field',
    (page, descriptor) => {
      for (const code of dictionaryCodes(descriptor))
        expect(Object.keys(DICTIONARIES)).toContain(code);
      for (const field of [...descriptor.searchFields, ...descriptor.formFields]) {
        if (field.widget === 'select') expect(field.dictCode, field.field).toBeTruthy();
      }
      for (const field of descriptor.formFields) {
        if (field.pattern) expect(compilePattern(field.pattern), field.field).toBeDefined();
      }
      expect(descriptor.formFields.map((field) => field.field)).toContain(descriptor.keyField);
      expect(Object.values(descriptor.buttons).sort()).toEqual(
        BUTTONS.filter((code) => code.startsWith(`dyn:${page}:`)).sort(),
      );
      expect(descriptor.importColumns).toHaveLength(descriptor.formFields.length);
    },
  );

  it.each(PAGES)('the %s records carry its page and only its form fields and columns', (page) => {
    const descriptor = all.find((d) => d.pageCode === page);
    const known = new Set([
      ...(descriptor?.formFields ?? []).map((f) => f.field),
      ...(descriptor?.columns ?? []).map((c) => c.field),
    ]);
    const rows = records(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.pageCode).toBe(page);
      for (const field of Object.keys(row.values)) expect(known.has(field), field).toBe(true);
    }
    expect(records('success').filter((row) => row.pageCode === page)).toEqual(rows);
  });
});

describe('the /dynamic menu, the button codes and 数据日志 (spec 6, 2.3)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const findEntry = (items: Node[], path: string): Node | undefined => {
    for (const item of items) {
      if (item.path === path) return item;
      const found = findEntry((item.children ?? []) as Node[], path);
      if (found) return found;
    }
    return undefined;
  };

  it('动态表单 is a top-level entry with 银行网点 and 风险名单, both the descriptor page', () => {
    const group = (resource.menu as Node[]).find((item) => item.path === '/dynamic');
    expect(at(group, 'meta', 'title')).toBe('动态表单');
    const children = (group?.children ?? []) as Node[];
    expect(children.map((item) => [item.path, item.component, at(item, 'meta', 'title')])).toEqual([
      ['/dynamic/bankBranch', 'dynamic/DynamicPage', '银行网点'],
      ['/dynamic/riskList', 'dynamic/DynamicPage', '风险名单'],
    ]);
    for (const item of children) expect(item.route).toBe('1');
  });

  it.each(BUTTONS)('%s is listed once in each auth list', (code) => {
    const actions = (list: unknown) =>
      Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
    expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
    expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
  });

  it('数据日志 is routed (route flag 1) and not hidden', () => {
    const entry = findEntry(resource.menu as Node[], '/monitor/dataLog');
    expect(entry?.route).toBe('1');
    expect(entry?.hidden).toBeUndefined();
    expect(entry?.component).toBe('system/DataLogList');
  });
});
