import { describe, expect, it } from 'vitest';
import {
  addItems,
  isImageFile,
  itemsFromValue,
  keepLast,
  moveItem,
  moveTo,
  nameFromPath,
  shortenName,
  splitPaths,
  valueFromItems,
  type UploadItem,
} from '../../../src/components/FileUpload/uploadList';

const done = (path: string): UploadItem => ({
  uid: path,
  name: nameFromPath(path),
  status: 'done',
  percent: 100,
  path,
});

describe('shortenName (spec 9: 5 characters and an ellipsis)', () => {
  it.each([
    ['合同扫描件.pdf', '合同扫描件...'],
    ['a.pdf', 'a.pdf'],
    ['abcde', 'abcde'],
    ['abcdef', 'abcde...'],
    ['😀😀😀😀😀😀', '😀😀😀😀😀...'],
    ['', ''],
  ])('%s → %s', (name, shown) => {
    expect(shortenName(name)).toBe(shown);
  });
});

describe('paths ↔ items', () => {
  it.each([
    ['temp/合同扫描件_1773797400000.pdf', '合同扫描件_1773797400000.pdf'],
    ['a\\b\\c.png', 'c.png'],
    ['plain.txt', 'plain.txt'],
    ['https://cdn.example.com/x/y.png', 'y.png'],
  ])('the name of %s is %s', (path, name) => {
    expect(nameFromPath(path)).toBe(name);
  });

  it('splits a comma-separated value, trimming and dropping blanks', () => {
    expect(splitPaths(' a/1.png, ,b/2.png,')).toEqual(['a/1.png', 'b/2.png']);
    expect(splitPaths(undefined)).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
  });

  it('renders an existing value as done files named from the path', () => {
    expect(itemsFromValue('temp/a.pdf,temp/b.png')).toEqual([
      {
        uid: 'value-0-temp/a.pdf',
        name: 'a.pdf',
        status: 'done',
        percent: 100,
        path: 'temp/a.pdf',
      },
      {
        uid: 'value-1-temp/b.png',
        name: 'b.png',
        status: 'done',
        percent: 100,
        path: 'temp/b.png',
      },
    ]);
  });

  it('emits only the done paths, in order', () => {
    const items: UploadItem[] = [
      done('a.png'),
      { uid: 'u', name: 'b.png', status: 'uploading', percent: 40 },
      { uid: 'e', name: 'c.png', status: 'error', percent: 10, message: '上传失败' },
      done('d.png'),
    ];
    expect(valueFromItems(items)).toBe('a.png,d.png');
    expect(valueFromItems([])).toBe('');
  });
});

describe('keepLast and addItems (spec 4)', () => {
  it('keeps the last N', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2], 3)).toEqual([1, 2]);
    expect(keepLast([1, 2], undefined)).toEqual([1, 2]);
    expect(keepLast([1, 2], 0)).toEqual([1, 2]);
  });

  it('a single upload replaces what was there', () => {
    expect(addItems([done('a'), done('b')], [done('c')], false).map((i) => i.path)).toEqual(['c']);
  });

  it('a multiple upload appends and keeps the last maxCount', () => {
    const next = addItems([done('a'), done('b')], [done('c'), done('d')], true, 3);
    expect(next.map((i) => i.path)).toEqual(['b', 'c', 'd']);
    expect(addItems([done('a')], [done('b')], true).map((i) => i.path)).toEqual(['a', 'b']);
  });
});

describe('moveItem (spec 5.4 reorder)', () => {
  const list = ['a', 'b', 'c'];
  it('moves earlier and later', () => {
    expect(moveItem(list, 1, 'earlier')).toEqual({ ok: true, items: ['b', 'a', 'c'] });
    expect(moveItem(list, 1, 'later')).toEqual({ ok: true, items: ['a', 'c', 'b'] });
  });
  it('warns 未知的操作 for the first moved earlier', () => {
    expect(moveItem(list, 0, 'earlier')).toEqual({ ok: false, warning: '未知的操作' });
  });
  it('warns 已到最后~ for the last moved later', () => {
    expect(moveItem(list, 2, 'later')).toEqual({ ok: false, warning: '已到最后~' });
  });
  it('leaves the list untouched', () => {
    moveItem(list, 1, 'later');
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('moveTo drops an item at another position', () => {
    expect(moveTo(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveTo(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveTo(list, 5, 0)).toEqual(list);
  });
});

describe('isImageFile (spec 5.4)', () => {
  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['text/plain', false],
    ['', false],
    ['application/image', false],
  ])('%s → %s', (type, image) => {
    expect(isImageFile({ type })).toBe(image);
  });
});
