import { describe, expect, it } from 'vitest';
import {
  departTreeData,
  isExcelFile,
  type DepartNode,
} from '../../../src/components/ImportExcelDialog/importFiles';

describe('isExcelFile (spec 5.4: .xls and .xlsx only)', () => {
  it.each([
    ['用户导入.xlsx', true],
    ['旧表.XLS', true],
    ['report.xls ', true],
    ['数据.csv', false],
    ['x.xlsm', false],
    ['xlsx', false],
    ['说明.txt', false],
  ])('%s → %s', (name, excel) => {
    expect(isExcelFile({ name })).toBe(excel);
  });
});

describe('departTreeData', () => {
  const tree = [
    {
      id: 'd1',
      key: 'd1',
      title: '总部',
      departName: '总部',
      orgCode: 'A01',
      children: [
        { id: 'd2', key: 'd2', title: null, departName: '清算部', orgCode: 'A01A01', children: [] },
      ],
    },
  ] as unknown as DepartNode[];

  it('uses the id as value and key, the title (else the name) as label, and drops empty children', () => {
    expect(departTreeData(tree, 'id')).toEqual([
      {
        value: 'd1',
        key: 'd1',
        title: '总部',
        children: [{ value: 'd2', key: 'd2', title: '清算部' }],
      },
    ]);
  });

  it('can send the org code instead', () => {
    const [root] = departTreeData(tree, 'orgCode');
    expect(root?.value).toBe('A01');
    expect(root?.children?.[0]?.value).toBe('A01A01');
  });
});
