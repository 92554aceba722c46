import { describe, expect, it } from 'vitest';
import {
  findSavedQuery,
  parseSavedQueries,
  removeSavedQuery,
  savedQueryKey,
  saveQuery,
  type SavedQuery,
} from '../../../src/lib/superQuery/savedQueries';
import { createStorage } from '../../../src/lib/storage';
import { MemoryStorage } from '../lib/memoryStorage';

const ADMINS: SavedQuery = {
  title: '管理员',
  matchType: 'and',
  records: [{ field: 'username', rule: 'eq', val: 'admin', type: 'string' }],
};
const WOMEN: SavedQuery = {
  title: '女性用户',
  matchType: 'and',
  records: [{ field: 'sex', rule: 'eq', val: '2', type: 'select', dictCode: 'sex' }],
};

describe('saved advanced queries', () => {
  it('keys by the given code, else by the route path', () => {
    expect(savedQueryKey('userList', '/system/user')).toBe('JSuperQuerySaved_userList');
    expect(savedQueryKey(undefined, '/system/user')).toBe('JSuperQuerySaved_/system/user');
    expect(savedQueryKey('', '/system/user')).toBe('JSuperQuerySaved_/system/user');
  });

  it('adds a new title at the end', () => {
    expect(saveQuery([ADMINS], WOMEN)).toEqual([ADMINS, WOMEN]);
  });

  it('overwrites a query of the same title in place', () => {
    const changed: SavedQuery = {
      ...ADMINS,
      records: [{ field: 'username', rule: 'eq', val: 'root' }],
    };

    const list = saveQuery([ADMINS, WOMEN], changed);

    expect(list).toEqual([changed, WOMEN]);
    expect(findSavedQuery(list, '管理员')?.records[0]?.val).toBe('root');
  });

  it('deletes by title and leaves the others', () => {
    expect(removeSavedQuery([ADMINS, WOMEN], '管理员')).toEqual([WOMEN]);
    expect(removeSavedQuery([ADMINS], '不存在')).toEqual([ADMINS]);
  });

  it('finds nothing for an unknown title', () => {
    expect(findSavedQuery([ADMINS], '女性用户')).toBeUndefined();
  });

  it('reads stored lists defensively', () => {
    expect(parseSavedQueries('oops')).toBeUndefined();
    expect(
      parseSavedQueries([
        { title: '旧数据', records: [{ field: 'age', rule: 'gt', val: 18 }] },
        { title: '坏规则', matchType: 'and', records: [{ field: 'a', rule: 'drop', val: '1' }] },
        { records: [] },
        'junk',
      ]),
    ).toEqual([
      { title: '旧数据', matchType: 'and', records: [{ field: 'age', rule: 'gt', val: '18' }] },
      { title: '坏规则', matchType: 'and', records: [] },
    ]);
  });

  it('is kept in the pro__ namespace in the vue-ls format, never expiring', () => {
    const local = new MemoryStorage();
    const storage = createStorage({ local, session: new MemoryStorage(), now: () => 0 });
    const key = savedQueryKey(undefined, '/system/user');

    storage.set(key, [ADMINS]);

    expect(JSON.parse(local.getItem('pro__JSuperQuerySaved_/system/user') ?? '')).toEqual({
      value: [ADMINS],
      expire: null,
    });
    expect(storage.get(key)).toEqual([ADMINS]);
    storage.clearSession();
    expect(storage.get(key)).toEqual([ADMINS]);
  });
});
