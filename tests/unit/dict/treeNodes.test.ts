import { describe, expect, it } from 'vitest';
import {
  attachChildren,
  isLeafFlag,
  isValidTreeCondition,
  toTreeOptions,
  type TreeOption,
} from '../../../src/components/TreeSelect/treeNodes';

const node = (key: string, title: string, leaf: boolean | null) => ({
  key,
  title,
  leaf,
  icon: null,
  parentId: '0',
  value: key,
  code: null,
  children: null,
});

const option = (key: string, isLeaf = false, children?: TreeOption[]): TreeOption => ({
  key,
  value: key,
  title: key,
  isLeaf,
  ...(children ? { children } : {}),
});

describe('tree nodes (spec 3: key, value, label, leaf flag)', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
  ])('leaf flag %j is a leaf: %s', (flag, leaf) => {
    expect(isLeafFlag(flag)).toBe(leaf);
  });

  it('maps TreeSelectModel to options whose value is the key and label the title', () => {
    expect(
      toTreeOptions([
        node('1768000000943719300', '商户行业', false),
        node('1768000000964690840', '餐饮美食', true),
      ]),
    ).toEqual([
      {
        key: '1768000000943719300',
        value: '1768000000943719300',
        title: '商户行业',
        isLeaf: false,
      },
      { key: '1768000000964690840', value: '1768000000964690840', title: '餐饮美食', isLeaf: true },
    ]);
  });

  it('keeps a subtree that arrives in children (category roots with async=false)', () => {
    const [root] = toTreeOptions([
      { ...node('A', '商户行业', false), children: [node('A1', '餐饮美食', true)] },
    ]);
    expect(root?.children).toEqual([{ key: 'A1', value: 'A1', title: '餐饮美食', isLeaf: true }]);
  });

  it('shows the key of a node without a title', () => {
    expect(toTreeOptions([{ key: 'k1', title: null }])[0]?.title).toBe('k1');
  });
});

describe('attachChildren', () => {
  it('puts loaded children under their parent, however deep', () => {
    const tree = [option('a', false, [option('a1')]), option('b')];
    expect(attachChildren(tree, 'a1', [option('x', true)])).toEqual([
      option('a', false, [option('a1', false, [option('x', true)])]),
      option('b'),
    ]);
  });

  it('turns a parent without children into a leaf', () => {
    expect(attachChildren([option('a')], 'a', [])).toEqual([
      { key: 'a', value: 'a', title: 'a', isLeaf: true, children: undefined },
    ]);
  });

  it('drops children already in the tree, so keys stay unique', () => {
    const tree = [option('a'), option('b')];
    expect(attachChildren(tree, 'a', [option('b'), option('c'), option('c')])).toEqual([
      option('a', false, [option('c')]),
      option('b'),
    ]);
  });
});

describe('isValidTreeCondition (spec 5.4)', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['{"sys_org_code":"A01"}', true],
    ['{}', true],
    ['sys_org_code=A01', false],
    ['[1,2]', false],
    ['"A01"', false],
    ['null', false],
    ['{"a":', false],
  ])('%j is valid: %s', (condition, valid) => {
    expect(isValidTreeCondition(condition)).toBe(valid);
  });
});
