import { describe, expect, it } from 'vitest';
import {
  POPUP_CONFIG_INVALID,
  POPUP_FIELD_COUNT_MISMATCH,
  SELECT_ONE_ROW,
} from '../../../src/lib/messages';
import {
  dictCellText,
  displayText,
  emptySelection,
  mapSelection,
  parseSorter,
  popupConfigError,
  presetSearch,
  reportFilterParams,
  reportRowKey,
  selectionError,
} from '../../../src/lib/superQuery/popupReport';

const ADMIN = { id: 'u1', username: 'admin', realname: '系统管理员', sex: 1 };
const ZHANGWEI = { id: 'u2', username: 'zhangwei', realname: '张伟', sex: 0 };
const NOBODY = { id: 'u3', username: 'nobody', realname: null };

describe('popup report configuration (spec 5.4)', () => {
  it.each([
    { config: { orgFields: 'a', destFields: 'b' }, error: POPUP_CONFIG_INVALID },
    { config: { code: 'rp', destFields: 'b' }, error: POPUP_CONFIG_INVALID },
    { config: { code: 'rp', orgFields: 'a' }, error: POPUP_CONFIG_INVALID },
    { config: { code: '', orgFields: 'a', destFields: 'b' }, error: POPUP_CONFIG_INVALID },
    {
      config: { code: 'rp', orgFields: 'a,b', destFields: 'b' },
      error: POPUP_FIELD_COUNT_MISMATCH,
    },
    {
      config: { code: 'rp', orgFields: 'a', destFields: 'x,y' },
      error: POPUP_FIELD_COUNT_MISMATCH,
    },
    { config: { code: 'rp', orgFields: 'a, b', destFields: 'x,y' }, error: undefined },
  ])('$config → $error', ({ config, error }) => {
    expect(popupConfigError(config)).toBe(error);
  });
});

describe('popup selection rules', () => {
  it.each([
    { count: 0, multi: false, error: SELECT_ONE_ROW },
    { count: 1, multi: false, error: undefined },
    { count: 2, multi: false, error: SELECT_ONE_ROW },
    { count: 0, multi: true, error: SELECT_ONE_ROW },
    { count: 3, multi: true, error: undefined },
  ])('$count rows, multi $multi → $error', ({ count, multi, error }) => {
    expect(selectionError(count, multi)).toBe(error);
  });
});

describe('orgFields → destFields copy', () => {
  const config = { orgFields: 'username,realname', destFields: 'account,name' };

  it('copies each origin column into its destination field', () => {
    expect(mapSelection([ADMIN], config)).toEqual({ account: 'admin', name: '系统管理员' });
  });

  it('joins the values of several rows with the spliter, keeping 0 and blanking missing ones', () => {
    expect(
      mapSelection(
        [ADMIN, ZHANGWEI, NOBODY],
        { orgFields: 'sex,realname', destFields: 's,n' },
        '|',
      ),
    ).toEqual({ s: '1|0|', n: '系统管理员|张伟|' });
  });

  it('joins with a comma by default', () => {
    expect(mapSelection([ADMIN, ZHANGWEI], config)).toEqual({
      account: 'admin,zhangwei',
      name: '系统管理员,张伟',
    });
  });

  it('empties every destination on clear', () => {
    expect(emptySelection('account,name')).toEqual({ account: '', name: '' });
  });

  it('shows a spliter-joined value comma-separated', () => {
    expect(displayText('admin|zhangwei', '|')).toBe('admin,zhangwei');
    expect(displayText(undefined)).toBe('');
  });
});

describe('getData parameters', () => {
  it('sends filled search fields as themselves and report parameters with self_', () => {
    expect(
      reportFilterParams(
        { username: 'adm', realname: '', sex: undefined, age_begin: 18, age_end: null },
        { depId: "'D01'", empty: '' },
      ),
    ).toEqual({ self_depId: "'D01'", username: 'adm', age_begin: '18' });
  });

  it('presets single-mode search fields named like a parameter, without SQL quotes', () => {
    expect(
      presetSearch(
        [
          { field: 'depId', mode: 'single' },
          { field: 'username', mode: 'single' },
          { field: 'age', mode: 'group' },
        ],
        { depId: "'D01'", age: '18' },
      ),
    ).toEqual({ depId: 'D01', username: '' });
  });

  it.each([
    { sorter: 'createTime=desc', parsed: { column: 'createTime', order: 'desc' } },
    { sorter: 'username=ASC', parsed: { column: 'username', order: 'asc' } },
    { sorter: 'username', parsed: undefined },
    { sorter: 'username=up', parsed: undefined },
    { sorter: '=asc', parsed: undefined },
    { sorter: undefined, parsed: undefined },
  ])('sorter $sorter → $parsed', ({ sorter, parsed }) => {
    expect(parseSorter(sorter)).toEqual(parsed);
  });
});

describe('report rows', () => {
  it('keys a row by its id, else by its content', () => {
    expect(reportRowKey(ADMIN)).toBe('u1');
    expect(reportRowKey({ username: 'a' })).toBe('{"username":"a"}');
  });

  it('shows dictionary text for comma-separated codes', () => {
    const sex = [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ];
    expect(dictCellText(sex, 1)).toBe('男');
    expect(dictCellText(sex, '1,2,9')).toBe('男,女,9');
    expect(dictCellText(undefined, 2)).toBe('2');
    expect(dictCellText(sex, null)).toBe('');
  });
});
