import { describe, expect, it } from 'vitest';
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
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// 数据字典 and its items (字典配置) against the contract (spec 3, 6, 7.3, 7.4, 8.4; jeecg-contracts
// §2.6, §3 SysDict, SysDictItem).

const PAY_CHANNEL = '99b154e76e19f7435682649753fbf380';
const items = dictItemDeclaration(PAY_CHANNEL);

describe('数据字典 declaration', () => {
  it('uses dictionary paths of the contract, refresh included', () => {
    expectInContract([
      ...standardCalls('dict', dictDeclaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/dict/refleshCache', 'get'],
      ['/sys/dict/queryAllDictItems', 'get'],
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('shows, searches and sends only SysDict fields', () => {
    expectDeclaredFields(dictDeclaration, { row: ['SysDict'], form: 'SysDictForm' });
    expect(
      dictDeclaration.form?.fields.filter((field) => field.required).map((f) => f.field),
    ).toEqual(['dictName', 'dictCode']);
  });

  it('guards its buttons with codes the menu example grants, 删除 being disabled (status 0)', () => {
    expect(dictDeclaration.permissions).toEqual(DICT_PERMISSIONS);
    expectCodesGranted(buttonCodes(dictDeclaration), { disabled: [DICT_PERMISSIONS.delete] });
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
    expectMenuPage('system/DictList');
  });
});

describe('字典配置 (items) declaration', () => {
  it('lists and saves the items of one dictionary on the contract paths', () => {
    expectInContract([...standardCalls('dictItem', items), ['/sys/dictItem/dictItemCheck', 'get']]);
    expect(items.permanentFilters).toEqual([
      { field: 'dictId', operator: 'eq', value: PAY_CHANNEL },
    ]);
    expect(items.form?.fixedValues).toEqual({ dictId: PAY_CHANNEL });
  });

  it('shows, searches and sends only SysDictItem fields', () => {
    expectDeclaredFields(items, {
      row: ['SysDictItemRecord', 'SysDictItem'],
      form: 'SysDictItemForm',
    });
    expectDictionariesInContract(DICT_ITEM_STATUS_DICT);
  });
});
