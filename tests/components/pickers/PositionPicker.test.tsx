import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerApiModule from '../../../providers/picker-api';
import { PositionPicker } from '../../../src/components/PositionPicker';
import { lastQueryTo, queriesTo, serve } from './backend';
import { ACCOUNTANT, CASHIER, CLEARING, FINANCE_MANAGER, page, RISK_MANAGER } from './fixtures';
import { modalTitled, renderPicker, rowOf, sysFailure, sysOk, userEvent } from './render';

vi.mock('../../../providers/picker-api', async (importOriginal) =>
  (await import('./backend')).fakePickerModule(await importOriginal<typeof PickerApiModule>()),
);

const POSITIONS = '/sys/position/list';
const OK = /^确\s*定$/;
const PAGE_ONE = [FINANCE_MANAGER, ACCOUNTANT, CASHIER, CLEARING, RISK_MANAGER];

/** A value lookup (code or id IN) answers the matching positions, a list page the first five. */
function positionsReply(url: URL) {
  const lookup = url.searchParams.get('code') ?? url.searchParams.get('id');
  if (lookup) {
    const wanted = lookup.split(',');
    return sysOk(
      page(
        PAGE_ONE.filter((row) => wanted.includes(row.code ?? row.id)),
        1,
      ),
    );
  }
  return sysOk(page(PAGE_ONE, 11));
}

beforeEach(() => {
  serve({ [POSITIONS]: positionsReply });
});

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
  await screen.findByText('共 11 条');
  return modalTitled('职务选择');
}

describe('PositionPicker', { timeout: 90_000 }, () => {
  it('lists five positions a page with name, code and rank text', async () => {
    renderPicker(<PositionPicker />);

    const modal = await openPicker();

    expect(queriesTo(POSITIONS)).toEqual([
      { pageNo: '1', pageSize: '5', column: 'createTime', order: 'desc' },
    ]);
    const row = rowOf(modal, '财务经理');
    // spec 9: picker cells are cut at 12 characters.
    expect(within(row).getByText('finance_mana...')).toBeInTheDocument();
    expect(within(row).getByText('副高级')).toBeInTheDocument();
    expect(modal.style.width).toBe('1000px');
  });

  it('searches by name with LIKE and asks for another page size from page 1', async () => {
    renderPicker(<PositionPicker />);
    const modal = await openPicker();

    await userEvent.type(within(modal).getByPlaceholderText('请输入职务名称'), '经理{Enter}');
    await waitFor(() =>
      expect(lastQueryTo(POSITIONS)).toMatchObject({ name: '*经理*', pageNo: '1' }),
    );

    await userEvent.click(within(modal).getByText('5 / page'));
    await userEvent.click(await screen.findByText('10 / page'));
    await waitFor(() =>
      expect(lastQueryTo(POSITIONS)).toMatchObject({ name: '*经理*', pageSize: '10', pageNo: '1' }),
    );
  });

  it('chooses by row click, lists the choice beside the table and emits codes', async () => {
    const onChange = vi.fn();
    renderPicker(<PositionPicker onChange={onChange} />);
    const modal = await openPicker();

    await userEvent.click(within(rowOf(modal, '会计')).getByText('accountant'));
    await userEvent.click(within(rowOf(modal, '出纳')).getByText('cashier'));
    const chosen = within(modal).getByText('已选职务').closest<HTMLElement>('.ant-card');
    if (!chosen) throw new Error('no chosen list');
    await userEvent.click(within(rowOf(chosen, '会计')).getByText('删除'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith('cashier');
  });

  it('shows the name of an existing code, looked up by code', async () => {
    renderPicker(<PositionPicker value="finance_manager" />);

    expect(await screen.findByText('财务经理')).toBeInTheDocument();
    expect(lastQueryTo(POSITIONS)).toEqual({
      code: 'finance_manager,',
      pageNo: '1',
      pageSize: '1',
    });
  });

  it('stores ids with returnId and one position in single mode', async () => {
    const onChange = vi.fn();
    renderPicker(<PositionPicker returnId multiple={false} onChange={onChange} />);
    const modal = await openPicker();

    await userEvent.click(within(rowOf(modal, '会计')).getByText('accountant'));
    await userEvent.click(within(rowOf(modal, '清算专员')).getByText('中级'));
    await userEvent.click(within(modal).getByRole('button', { name: OK }));

    expect(onChange).toHaveBeenCalledWith(CLEARING.id);
  });

  it('warns with the server message of a failed list', async () => {
    serve({ [POSITIONS]: sysFailure('职务数据加载失败') });
    renderPicker(<PositionPicker />);

    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));

    expect(await screen.findByText('职务数据加载失败')).toBeInTheDocument();
    expect(within(modalTitled('职务选择')).getAllByText('暂无数据').length).toBeGreaterThan(0);
  });
});
