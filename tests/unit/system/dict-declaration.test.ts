import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  DICT_ITEMS_CODE,
  DICT_PERMISSIONS,
  DICT_REFRESH_CODE,
  dictDeclaration,
  refreshDictionaryCache,
} from '../../../resources/system/dict/declaration';
import {
  DICT_ITEM_STATUS_DICT,
  dictItemDeclaration,
} from '../../../resources/system/dict/dictItemDeclaration';
import { splitActions } from '../../../src/lib/permissions';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// 数据字典 and its items (字典配置) against the contract (spec 3, 6, 7.3, 7.4, 8.4; jeecg-contracts
// §2.6, §3 SysDict, SysDictItem).

const sys = sysContract();
const contractOperations = operations(sys);
const PAY_CHANNEL = '99b154e76e19f7435682649753fbf380';
const items = dictItemDeclaration(PAY_CHANNEL);

function expectOperations(expected: readonly [string, string][]) {
  for (const [path, method] of expected) {
    expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
  }
}

describe('数据字典 declaration', () => {
  it('uses dictionary paths of the contract, refresh included', () => {
    const paths = resourceEndpoints.dict;
    expectOperations([
      [paths.list, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      [dictDeclaration.exportXls?.path ?? '', 'get'],
      [dictDeclaration.importExcel?.path ?? '', 'post'],
      ['/sys/dict/refleshCache', 'get'],
      ['/sys/dict/queryAllDictItems', 'get'],
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('shows, searches and sends only SysDict fields', () => {
    const fields = schemaProperties(sys, 'SysDict');
    for (const column of dictDeclaration.columns) expect(fields).toContain(column.field);
    const listParameters = declaredQueryParameters(sys, '/sys/dict/list');
    for (const field of dictDeclaration.search ?? []) expect(listParameters).toContain(field.field);
    const formFields = schemaProperties(sys, 'SysDictForm');
    for (const field of dictDeclaration.form?.fields ?? [])
      expect(formFields).toContain(field.field);
    expect(
      dictDeclaration.form?.fields.filter((field) => field.required).map((f) => f.field),
    ).toEqual(['dictName', 'dictCode']);
  });

  it('guards its buttons with codes the menu example grants, 删除 being disabled (status 0)', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    const granted = new Set([...auth].flatMap(splitActions));
    const codes = [...Object.values(DICT_PERMISSIONS), DICT_REFRESH_CODE, DICT_ITEMS_CODE].filter(
      (code) => code !== DICT_PERMISSIONS.delete,
    );
    for (const code of codes) {
      expect(granted, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
    expect(capContract()).toContain(`{ action: '${DICT_PERMISSIONS.delete}', status: '0'`);
    expect(dictDeclaration.toolbarActions?.map((action) => action.code)).toEqual([
      DICT_REFRESH_CODE,
    ]);
    expect(dictDeclaration.rowActions?.map((action) => action.code)).toEqual([DICT_ITEMS_CODE]);
  });

  it.each([
    ['the cache is reloaded', () => Promise.resolve(), { ok: true, message: '刷新缓存完成！' }],
    [
      'the refresh fails',
      () => Promise.reject(new Error('x')),
      { ok: false, message: '刷新缓存失败！' },
    ],
  ] as const)('刷新缓存 reports when %s (spec 8.4)', async (_case, refresh, outcome) => {
    await expect(refreshDictionaryCache(refresh)).resolves.toEqual(outcome);
  });

  it('is the page of the server menu entry system/DictList', () => {
    expect(capContract()).toContain('component: system/DictList');
    expect(pageForComponent('system/DictList')).toBeDefined();
  });
});

describe('字典配置 (items) declaration', () => {
  it('lists and saves the items of one dictionary on the contract paths', () => {
    const paths = resourceEndpoints.dictItem;
    expectOperations([
      [paths.list, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      ['/sys/dictItem/dictItemCheck', 'get'],
    ]);
    expect(items.resource).toBe('dictItem');
    expect(items.permanentFilters).toEqual([
      { field: 'dictId', operator: 'eq', value: PAY_CHANNEL },
    ]);
    expect(items.form?.fixedValues).toEqual({ dictId: PAY_CHANNEL });
  });

  it('shows, searches and sends only SysDictItem fields', () => {
    const fields = schemaProperties(sys, 'SysDictItemRecord');
    for (const field of schemaProperties(sys, 'SysDictItem')) fields.add(field);
    for (const column of items.columns) {
      expect(fields).toContain(column.field);
      if (column.dictText) expect(fields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/dictItem/list');
    for (const field of items.search ?? []) expect(listParameters).toContain(field.field);
    const formFields = schemaProperties(sys, 'SysDictItemForm');
    for (const field of items.form?.fields ?? []) expect(formFields).toContain(field.field);
    expect(sys).toMatch(new RegExp(`^ +${DICT_ITEM_STATUS_DICT}:$`, 'm'));
  });
});
