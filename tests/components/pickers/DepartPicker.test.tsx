import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerApiModule from '../../../providers/picker-api';
import { DepartPicker } from '../../../src/components/DepartPicker';
import { lastQueryTo, queriesTo, serve } from './backend';
import { CLEARING_ID, DEPART_TREE, FINANCE_ID, HQ_ID, MARKET_ID, RISK_ID } from './fixtures';
import { modalTitled, renderPicker, sysFailure, sysOk, treeNode, userEvent } from './render';

vi.mock('../../../providers/picker-api', async (importOriginal) =>
  (await import('./backend')).fakePickerModule(await importOriginal<typeof PickerApiModule>()),
);

const TREE = '/sys/sysDepart/queryTreeList';
const LEVEL = '/sys/sysDepart/queryDepartTreeSync';
const OK = /^确\s*定$/;
const PLACEHOLDER = '请点击选择部门';

beforeEach(() => {
  serve({ [TREE]: sysOk(DEPART_TREE) });
});

async function openPicker() {
  await userEvent.click(screen.getByPlaceholderText(PLACEHOLDER));
  const modal = await waitFor(() => modalTitled('选择部门'));
  await waitFor(() => treeNode(modal, '总部'));
  return modal;
}

/** The checkbox of the tree node titled `title`. */
function checkboxOf(modal: HTMLElement, title: string): HTMLElement {
  const box = treeNode(modal, title)
    .closest('.ant-tree-treenode')
    ?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${title}`);
  return box;
}

describe('DepartPicker', { timeout: 90_000 }, () => {
  it('names an existing department id from the whole tree', async () => {
    renderPicker(<DepartPicker value={RISK_ID} />);

    await waitFor(() => expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('风控合规部'));
    expect(queriesTo(TREE)).toHaveLength(1);
  });

  it('emits the id of the department checked, one at a time by default', async () => {
    const onChange = vi.fn();
    renderPicker(<DepartPicker onChange={onChange} />);
    const modal = await openPicker();

    expect(modal.style.width).toBe('500px');
    await userEvent.click(checkboxOf(modal, '财务部'));
    await userEvent.click(checkboxOf(modal, '市场部'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith(MARKET_ID);
  });

  it('emits org codes of several departments, a name click checking too', async () => {
    const onChange = vi.fn();
    renderPicker(<DepartPicker multi customReturnField="orgCode" onChange={onChange} />);
    const modal = await openPicker();

    await userEvent.click(checkboxOf(modal, '财务部'));
    await userEvent.click(treeNode(modal, '风控合规部'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith('A01A01,A01A02');
  });

  it('comes up with the existing departments checked', async () => {
    const onChange = vi.fn();
    renderPicker(<DepartPicker multi value={`${FINANCE_ID},${RISK_ID}`} onChange={onChange} />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('财务部,风控合规部'),
    );
    const modal = await openPicker();

    expect(checkboxOf(modal, '财务部')).toHaveClass('ant-tree-checkbox-checked');
    await userEvent.click(checkboxOf(modal, '财务部'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith(RISK_ID);
  });

  it('searches names, keeping the matches under their opened ancestors', async () => {
    renderPicker(<DepartPicker />);
    const modal = await openPicker();

    await userEvent.type(
      within(modal).getByPlaceholderText('请输入部门名称按回车进行搜索'),
      '清算{Enter}',
    );

    await waitFor(() => expect(within(modal).queryByText('市场部')).toBeNull());
    expect(within(modal).getByText('清算')).toHaveStyle({ color: '#f50' });
    expect(treeNode(modal, '财务部')).toBeInTheDocument();
    expect(within(modal).queryByText('华东分公司')).toBeNull();
  });

  it('clears the value with the clear icon', async () => {
    const onChange = vi.fn();
    renderPicker(<DepartPicker value={RISK_ID} onChange={onChange} />);
    await waitFor(() => expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('风控合规部'));

    await userEvent.click(screen.getByLabelText('清空'));

    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByText('选择部门')).toBeNull();
  });

  it('with a pid loads that department’s children, and a level more on expand', async () => {
    serve({
      [TREE]: sysOk(DEPART_TREE),
      [LEVEL]: (url: URL) =>
        url.searchParams.get('pid') === HQ_ID
          ? sysOk([{ ...DEPART_TREE[0]?.children?.[0], children: null, isLeaf: false }])
          : sysOk([{ id: CLEARING_ID, key: CLEARING_ID, departName: '清算中心', isLeaf: true }]),
    });
    renderPicker(<DepartPicker pid={HQ_ID} />);

    await userEvent.click(screen.getByPlaceholderText(PLACEHOLDER));
    const modal = await waitFor(() => modalTitled('选择部门'));
    const finance = await waitFor(() => treeNode(modal, '财务部'));
    expect(queriesTo(LEVEL)).toEqual([{ pid: HQ_ID }]);

    const switcher = finance.closest('.ant-tree-treenode')?.querySelector('.ant-tree-switcher');
    if (!switcher) throw new Error('no switcher');
    await userEvent.click(switcher);

    await waitFor(() => treeNode(modal, '清算中心'));
    expect(lastQueryTo(LEVEL)).toEqual({ pid: FINANCE_ID });
  });

  it('warns with the server message of a failed tree', async () => {
    serve({ [TREE]: sysFailure('部门数据加载失败') });
    renderPicker(<DepartPicker />);

    await userEvent.click(screen.getByPlaceholderText(PLACEHOLDER));

    // Shown once, though the input and its modal both watch the tree.
    expect(await screen.findAllByText('部门数据加载失败')).toHaveLength(1);
    expect(within(modalTitled('选择部门')).getByText('暂无数据')).toBeInTheDocument();
  });
});
