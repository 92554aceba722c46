import { describe, expect, it } from 'vitest';
import {
  NAMED_PATTERNS,
  countColumnValues,
  substituteMessage,
  validateCell,
  validateRows,
  type NamedPattern,
  type ValidateRule,
  type ValidatedColumn,
  type ValidatedRow,
} from '../../../src/lib/grid/validation';

// spec 5.3 named patterns with the real regexes of jeecg-contracts §7.2 (p and money: the
// JEditableTable variants spec 5.3 describes).
const PATTERN_CASES: [pattern: NamedPattern, accepted: string[], rejected: string[]][] = [
  ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a', '-123456']],
  [
    '*6-16',
    ['abc123', '中文六个字符啊', 'a b c!', '1234567890123456'],
    ['abcde', '12345678901234567'],
  ],
  ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr', 'abc|de'], ['abcde', 'abcde1', 'abcdefghijklmnopqrs']],
  [
    'url',
    [
      'http://www.example.com',
      'https://example.com:8080/a/b?x=1#top',
      'example.com',
      'ftp://10.0.0.1',
    ],
    ['http://exa mple.com', 'http://例子.com', 'http://x.com:port'],
  ],
  [
    'e',
    ['admin@example.com', 'a.b@mail.com.cn', 'user_1@site.org'],
    ['a@b.cn', 'a@b', '@x.com', 'a@b.comm'],
  ],
  [
    'm',
    ['13800138000', '19912345678', '14700000000'],
    ['12800138000', '1380013800', '138001380001', '23800138000'],
  ],
  ['p', ['100000', '518057'], ['012345', '10000', '1000000', '51805a']],
  ['s', ['abc', 'ABCxyz', 'a|b'], ['abc1', 'ab c', '中']],
  ['n', ['0', '-12', '3.14', '-0.5', '12345.678'], ['abc', '1.2.3', '.5', '12.', '1e5', '+1']],
  ['z', ['0', '-12', '42'], ['3.14', '1.', 'a', '+1']],
  [
    'money',
    ['1', '100', '0.5', '0.05', '12.34', '12.', '0.'],
    ['0', '01', '12.345', '0.001', '-1', '1,000'],
  ],
];

const column = (rules: ValidatedColumn['validateRules'], extra: Partial<ValidatedColumn> = {}) =>
  ({ key: 'code', title: '编码', validateRules: rules, ...extra }) satisfies ValidatedColumn;

describe('named patterns (spec 5.3, jeecg-contracts §7.2)', () => {
  for (const [pattern, accepted, rejected] of PATTERN_CASES) {
    const col = column([{ pattern, message: '${title}格式错误' }]);
    it.each(accepted)(`${pattern} accepts %j`, async (value) => {
      expect(await validateCell(value, { id: '1' }, col, [])).toBeNull();
    });
    it.each(rejected)(`${pattern} rejects %j`, async (value) => {
      expect(await validateCell(value, { id: '1' }, col, [])).toBe('编码格式错误');
    });
  }

  it('covers every named pattern in the table', () => {
    const tested = new Set([...PATTERN_CASES.map(([name]) => name), '*']);
    expect(Object.keys(NAMED_PATTERNS).sort()).toEqual([...tested].sort());
  });

  it.each([
    ['', true],
    [null, true],
    ['x', false],
  ])("'*' is required (JVxeTable turns it into required): %j fails %s", async (value, fails) => {
    const result = await validateCell(value, {}, column([{ pattern: '*' }]), []);
    expect(result).toBe(fails ? '编码不能为空' : null);
  });

  it.each([
    ['', null],
    [undefined, null],
    [[], null],
  ])('empty value %j skips pattern rules', async (value, expected) => {
    expect(await validateCell(value, {}, column([{ pattern: 'm' }]), [])).toBe(expected);
  });

  it.each([
    ['^[A-Z]{2}\\d+$', 'AB12', null],
    ['^[A-Z]{2}\\d+$', 'ab12', '编码格式不正确'],
    [/^x/i, 'X1', null],
    [/^x/g, 'x1', null],
  ])('custom regex %s on %j', async (pattern, value, expected) => {
    const col = column([{ pattern }]);
    expect(await validateCell(value, {}, col, [])).toBe(expected);
    // a g flag must not carry lastIndex state into the next cell
    expect(await validateCell(value, {}, col, [])).toBe(expected);
  });

  it('tests numbers and arrays by their text', async () => {
    expect(await validateCell(13800138000, {}, column([{ pattern: 'm' }]), [])).toBeNull();
    expect(await validateCell(['ab', 'cd'], {}, column([{ pattern: '^ab,cd$' }]), [])).toBeNull();
  });
});

describe('messages (spec 5.3 placeholders)', () => {
  it.each([
    ['${title}不能为空', { key: 'name', title: '名称' }, '名称不能为空'],
    [
      '${key}: ${title} (${defaultValue})',
      { key: 'age', title: '年龄', defaultValue: 18 },
      'age: 年龄 (18)',
    ],
    ['${title}${title}', { key: 'k', title: 'T' }, 'TT'],
    ['${defaultValue}|${other}', { key: 'k' }, '|${other}'],
  ])('%s', (message, col, expected) => {
    expect(substituteMessage(message, col)).toBe(expected);
  });

  it.each<[ValidateRule, string, string]>([
    [{ required: true }, '', '编码不能为空'],
    [{ unique: true }, 'A', '编码不能重复'],
    [{ pattern: 'z' }, 'x', '编码格式不正确'],
    [{ handler: () => Promise.resolve('') }, 'x', '编码校验未通过'],
    [{ handler: () => false, message: '${title}无效' }, 'x', '编码无效'],
  ])('default message of %j', async (rule, value, expected) => {
    const rows = [{ code: 'A' }, { code: 'A' }];
    expect(await validateCell(value, { code: value }, column([rule]), rows)).toBe(expected);
  });
});

describe('unique within the column (spec 5.3)', () => {
  const rows: ValidatedRow[] = [
    { id: '1', code: 'A' },
    { id: '2', code: 'B' },
    { id: '3', code: 'A' },
    { id: '4', code: '' },
    { id: '5', code: '' },
    { id: '6', code: 7 },
    { id: '7', code: '7' },
  ];
  it.each([
    [{ unique: true, message: '${title}重复' }, 'A', '编码重复'],
    [{ pattern: 'only', message: '${title}重复' }, 'A', '编码重复'],
    [{ unique: true }, 'B', null],
    [{ unique: true }, '', null],
    [{ unique: true }, 7, '编码不能重复'],
  ])('%j on %j', async (rule, value, expected) => {
    expect(await validateCell(value, { code: value }, column([rule]), rows)).toBe(expected);
  });

  it('counts non-empty values in one pass', () => {
    expect([...countColumnValues(rows, 'code')]).toEqual([
      ['A', 2],
      ['B', 1],
      ['7', 2],
    ]);
  });
});

describe('handler rules (spec 5.3)', () => {
  it('passes value, row, column and all rows, and substitutes its message', async () => {
    const seen: unknown[] = [];
    const col = column([
      {
        handler: async (value, row, col, allRows) => {
          seen.push(value, row, col.key, allRows.length);
          return value === 'ok' ? true : '${title}不可用';
        },
      },
    ]);
    const row = { id: '1', code: 'no' };
    expect(await validateCell('no', row, col, [row])).toBe('编码不可用');
    expect(seen).toEqual(['no', row, 'code', 1]);
    expect(await validateCell('ok', row, col, [row])).toBeNull();
  });

  it('runs rules in order: an earlier failure wins, later rules run after a passing handler', async () => {
    const calls: string[] = [];
    const col = column([
      { required: true },
      {
        handler: async () => {
          calls.push('h');
          return true;
        },
      },
      { pattern: 'z', message: '整数' },
    ]);
    expect(await validateCell('', {}, col, [])).toBe('编码不能为空');
    expect(calls).toEqual([]);
    expect(await validateCell('x', {}, col, [])).toBe('整数');
    expect(calls).toEqual(['h']);
  });

  it('skips handlers for empty values', async () => {
    const col = column([{ handler: () => '坏' }]);
    expect(await validateCell('', {}, col, [])).toBeNull();
  });
});

describe('validateRows (validate() API)', () => {
  const columns: ValidatedColumn[] = [
    { key: 'name', title: '名称', validateRules: [{ required: true }] },
    { key: 'note', title: '备注' },
    {
      key: 'code',
      title: '编码',
      validateRules: [
        { unique: true },
        { handler: async (value) => (value === 'X' ? '${title}已存在' : true) },
      ],
    },
    {
      key: 'mobile',
      title: '手机',
      validateRules: [{ pattern: 'm', message: '请输入正确的${title}' }],
    },
  ];

  it('maps errors by row id and column key, listed row by row in column order', async () => {
    const rows = [
      { id: 'a', name: '', code: 'X', mobile: '123' },
      { id: 'b', name: '乙', code: 'D', mobile: '13800138000' },
      { id: 'c', name: '丙', code: 'D', mobile: '' },
    ];
    const { errors, list } = await validateRows(rows, columns);
    expect(list).toEqual([
      { rowId: 'a', rowIndex: 0, columnKey: 'name', message: '名称不能为空' },
      { rowId: 'a', rowIndex: 0, columnKey: 'code', message: '编码已存在' },
      { rowId: 'a', rowIndex: 0, columnKey: 'mobile', message: '请输入正确的手机' },
      { rowId: 'b', rowIndex: 1, columnKey: 'code', message: '编码不能重复' },
      { rowId: 'c', rowIndex: 2, columnKey: 'code', message: '编码不能重复' },
    ]);
    expect(Object.fromEntries(errors)).toEqual({
      a: { name: '名称不能为空', code: '编码已存在', mobile: '请输入正确的手机' },
      b: { code: '编码不能重复' },
      c: { code: '编码不能重复' },
    });
  });

  it('keeps the list order even when a later handler resolves first', async () => {
    const delays: Record<string, number> = { a: 30, b: 0 };
    const col: ValidatedColumn = {
      key: 'v',
      title: '值',
      validateRules: [
        {
          handler: (value) =>
            new Promise((resolve) =>
              setTimeout(() => resolve(`${String(value)}错`), delays[String(value)]),
            ),
        },
      ],
    };
    const { list } = await validateRows(
      [
        { id: '1', v: 'a' },
        { id: '2', v: 'b' },
      ],
      [col],
    );
    expect(list.map((error) => error.message)).toEqual(['a错', 'b错']);
  });

  it('honours another row key and returns nothing for valid rows', async () => {
    const result = await validateRows([{ uid: 9, name: '甲' }], columns, 'uid');
    expect(result.list).toEqual([]);
    const failed = await validateRows([{ uid: 9, name: '' }], columns, 'uid');
    expect(failed.errors.get('9')).toEqual({ name: '名称不能为空' });
  });

  it('finds the duplicates among 100,000 rows (one pass per unique column)', async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => ({
      id: String(index),
      code: index === 99_999 ? 'C7' : `C${index}`,
    }));
    const started = performance.now();
    const { list } = await validateRows(rows, [
      { key: 'code', title: '编码', validateRules: [{ unique: true }] },
    ]);
    expect(list.map((error) => error.rowId)).toEqual(['7', '99999']);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
