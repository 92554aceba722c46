import { describe, expect, it } from 'vitest';
import { cellContent, listFieldNames, tableColumns } from '../../../resources/kit/columns';
import { exportFileName } from '../../../resources/kit/saveFile';

interface Row {
  id: string;
  postRank: string | null;
  postRank_dictText?: string | null;
  name: string | null;
}

describe('cellContent', () => {
  it('shows the dictionary text of a @Dict field, else the raw value', () => {
    const column = { field: 'postRank' as const, title: '职级', dictText: true };
    expect(
      cellContent({ id: '1', postRank: '5', postRank_dictText: '正高级', name: 'x' }, column),
    ).toBe('正高级');
    expect(cellContent({ id: '1', postRank: '5', postRank_dictText: '', name: 'x' }, column)).toBe(
      '5',
    );
    expect(cellContent({ id: '1', postRank: null, name: 'x' }, column)).toBe('');
  });

  it('uses a declared render', () => {
    expect(
      cellContent<Row>(
        { id: '1', postRank: '5', name: '出纳' },
        { field: 'name', title: '名称', render: (record) => `[${record.name}]` },
      ),
    ).toBe('[出纳]');
  });
});

describe('tableColumns', () => {
  it('starts with a 60px # column and marks the sorted column', () => {
    const columns = tableColumns<Row>(
      [
        { field: 'name', title: '名称', sortable: true },
        { field: 'postRank', title: '职级' },
      ],
      [{ field: 'name', order: 'asc' }],
    );
    expect(columns.map((column) => [column.key, column.width])).toEqual([
      ['rowIndex', 60],
      ['name', undefined],
      ['postRank', undefined],
    ]);
    expect(columns[1]).toMatchObject({ sorter: true, sortOrder: 'ascend' });
    expect(columns[2]).toMatchObject({ sorter: false, sortOrder: undefined });
  });
});

describe('exportFileName', () => {
  it("prefers the server's name, else the page's name with .xls, else nothing", () => {
    expect(exportFileName('职务信息.xls', '职务表')).toBe('职务信息.xls');
    expect(exportFileName('', '职务表')).toBe('职务表.xls');
    expect(exportFileName(' ', undefined)).toBe('');
  });
});

describe('listFieldNames', () => {
  it('names the row key first, dictionary columns by their text, each field once (spec 7.5)', () => {
    expect(
      listFieldNames<Row>(
        [
          { field: 'id', title: '编号' },
          { field: 'name', title: '名称' },
          { field: 'postRank', title: '职级', dictText: true },
        ],
        'id',
      ),
    ).toEqual(['id', 'name', 'postRank_dictText']);
  });
});
