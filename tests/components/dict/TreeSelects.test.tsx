import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DictApiModule from '../../../providers/dict-api';
import { CategorySelect } from '../../../src/components/CategorySelect';
import { TreeSelect } from '../../../src/components/TreeSelect';
import { openSelect, refused, renderControlled, shownMessages } from './harness';

const api = vi.hoisted(() => ({
  loadTreeLevel: vi.fn(),
  loadDictTexts: vi.fn(),
  loadCategoryRoots: vi.fn(),
  loadCategoryChildren: vi.fn(),
  loadCategoryLevel: vi.fn(),
  loadCategoryNames: vi.fn(),
}));

vi.mock('../../../providers/dict-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DictApiModule>()),
  ...api,
}));

const node = (key: string, title: string, leaf: boolean) => ({ key, title, leaf, value: key });
const ROOTS = [node('A01', '商户行业', false), node('A02', '产品类型', false)];
const CHILDREN = [node('A01A01', '餐饮美食', true), node('A01A02', '零售百货', true)];

beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset();
  api.loadTreeLevel.mockImplementation(async ({ pid }: { pid: string }) =>
    pid === '' ? ROOTS : pid === 'A01' ? CHILDREN : [],
  );
  api.loadDictTexts.mockResolvedValue(['零售百货']);
  api.loadCategoryRoots.mockResolvedValue(CHILDREN);
  api.loadCategoryChildren.mockResolvedValue([]);
  api.loadCategoryLevel.mockResolvedValue(ROOTS);
  api.loadCategoryNames.mockResolvedValue(['餐饮美食', '零售百货']);
});

const treeNode = (title: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
    (element) => element.querySelector(`[title="${title}"]`),
  );
  if (!found) throw new Error(`no tree node ${title}`);
  return found;
};
const expand = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-switcher')!);
const pick = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-node-content-wrapper')!);

const TREE = { tableName: 'sys_category', text: 'name', code: 'id', hasChildField: 'has_child' };
const QUERY = { ...TREE, pidField: 'pid', condition: undefined, converIsLeafVal: undefined };

describe('TreeSelect (JTreeSelect, spec 5.4, 7.3)', { timeout: 20_000 }, () => {
  it('loads the root level with pid "", a level on expansion with its pid, and emits the pick', async () => {
    const view = renderControlled((value, onChange) => (
      <TreeSelect {...TREE} value={value} onChange={onChange} />
    ));
    openSelect();
    await waitFor(() => treeNode('商户行业'));
    expect(api.loadTreeLevel).toHaveBeenCalledWith({ ...QUERY, pid: '' });
    // spec 9: tree dropdown max height 400.
    expect(document.querySelector<HTMLElement>('.ant-select-dropdown')?.style.maxHeight).toBe(
      '400px',
    );

    expand('商户行业');
    await waitFor(() => treeNode('餐饮美食'));
    expect(api.loadTreeLevel).toHaveBeenLastCalledWith({ ...QUERY, pid: 'A01' });
    pick('餐饮美食');

    expect(view.emitted).toEqual(['A01A01']);
  });

  it('turns a node whose level comes back empty into a leaf', async () => {
    renderControlled((value, onChange) => (
      <TreeSelect {...TREE} value={value} onChange={onChange} />
    ));
    openSelect();
    await waitFor(() => treeNode('产品类型'));
    expand('产品类型');
    await waitFor(() =>
      expect(treeNode('产品类型').querySelector('.ant-select-tree-switcher-noop')).not.toBeNull(),
    );
  });

  it('joins several picks with commas in multiple mode', async () => {
    const view = renderControlled((value, onChange) => (
      <TreeSelect {...TREE} multiple value={value} onChange={onChange} />
    ));
    openSelect();
    await waitFor(() => treeNode('商户行业'));
    pick('商户行业');
    pick('产品类型');
    expect(view.emitted).toEqual(['A01', 'A01,A02']);
  });

  it('shows a stored value by the text of its table dictionary', async () => {
    renderControlled(
      (value, onChange) => <TreeSelect {...TREE} value={value} onChange={onChange} />,
      'A01A02',
    );
    expect(await screen.findByTitle('零售百货')).toBeInTheDocument();
    expect(api.loadDictTexts).toHaveBeenCalledWith('sys_category,name,id', ['A01A02']);
  });

  it('refuses a condition that is not JSON text and loads nothing (spec 5.4)', async () => {
    renderControlled((value, onChange) => (
      <TreeSelect {...TREE} condition="sys_org_code=A01" value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.loadTreeLevel).not.toHaveBeenCalled();
  });

  it('passes a JSON condition along', async () => {
    renderControlled((value, onChange) => (
      <TreeSelect {...TREE} condition='{"sys_org_code":"A01"}' value={value} onChange={onChange} />
    ));
    await waitFor(() =>
      expect(api.loadTreeLevel).toHaveBeenCalledWith({
        ...QUERY,
        condition: '{"sys_org_code":"A01"}',
        pid: '',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CategorySelect (JCategorySelect, spec 7.3, 8.4)', { timeout: 20_000 }, () => {
  it('loads the children of pcode, shows stored ids by name and adds a pick', async () => {
    api.loadCategoryNames.mockResolvedValue(['餐饮美食']);
    const view = renderControlled(
      (value, onChange) => (
        <CategorySelect pcode="A01" multiple value={value} onChange={onChange} />
      ),
      'A01A01',
    );
    await screen.findByTitle('餐饮美食');
    expect(api.loadCategoryRoots).toHaveBeenCalledWith('A01', true);
    expect(api.loadCategoryNames).toHaveBeenCalledWith(['A01A01']);

    openSelect();
    await waitFor(() => treeNode('零售百货'));
    pick('零售百货');
    expect(view.emitted).toEqual(['A01A01,A01A02']);
  });

  it('loads children by pid on expansion', async () => {
    api.loadCategoryRoots.mockResolvedValue(ROOTS);
    renderControlled((value, onChange) => <CategorySelect value={value} onChange={onChange} />);
    openSelect();
    await waitFor(() => treeNode('商户行业'));
    expand('商户行业');
    await waitFor(() => expect(api.loadCategoryChildren).toHaveBeenCalledWith('A01'));
    expect(api.loadCategoryRoots).toHaveBeenCalledWith('', true);
  });

  it('shows the server message of a refused root load (spec 8.4)', async () => {
    api.loadCategoryRoots.mockRejectedValue(refused('该编码【B99】不存在，请核实!'));
    renderControlled((value, onChange) => (
      <CategorySelect pcode="B99" value={value} onChange={onChange} />
    ));
    await waitFor(() => expect(shownMessages()).toEqual(['warning:该编码【B99】不存在，请核实!']));
  });

  it('loads through loadTreeData when a condition is given', async () => {
    renderControlled((value, onChange) => (
      <CategorySelect pcode="A01" condition='{"code":"A01"}' value={value} onChange={onChange} />
    ));
    await waitFor(() =>
      expect(api.loadCategoryLevel).toHaveBeenCalledWith({
        pcode: 'A01',
        condition: '{"code":"A01"}',
      }),
    );
    expect(api.loadCategoryRoots).not.toHaveBeenCalled();
  });

  it('refuses a condition that is not JSON text', () => {
    renderControlled((value, onChange) => (
      <CategorySelect condition="code=A01" value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    );
  });
});
