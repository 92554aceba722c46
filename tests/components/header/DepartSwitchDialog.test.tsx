import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DepartSwitchDialog } from '../../../src/shell/header/DepartSwitchDialog';
import { okAccountApi, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
});

const DEPARTS = {
  ok: true,
  departs: [
    { id: 'd1', orgCode: 'A01', departName: '总部' },
    { id: 'd2', orgCode: 'A01A04', departName: '技术部' },
  ],
  currentOrgCode: 'A01',
};

describe('DepartSwitchDialog (spec 2.10, 8.4)', () => {
  it('warns 您尚未设置部门信息! and closes without departments', async () => {
    const onClose = vi.fn();
    renderInApp(<DepartSwitchDialog open onClose={onClose} username="admin" />);

    expect(await screen.findByText('您尚未设置部门信息!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: '部门切换' })).not.toBeInTheDocument();
  });

  it('warns with the server message and closes when the list fails', async () => {
    accountApi.getCurrentUserDeparts.mockResolvedValue({
      ok: false,
      message: '查询失败',
      presented: false,
    });
    const onClose = vi.fn();
    renderInApp(<DepartSwitchDialog open onClose={onClose} />);

    expect(await screen.findByText('查询失败')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while closed', () => {
    renderInApp(<DepartSwitchDialog open={false} onClose={vi.fn()} />);
    expect(accountApi.getCurrentUserDeparts).not.toHaveBeenCalled();
  });

  it('shows the current department and switches to the chosen one', async () => {
    accountApi.getCurrentUserDeparts.mockResolvedValue(DEPARTS);
    const onClose = vi.fn();
    const onSwitched = vi.fn();
    renderInApp(
      <DepartSwitchDialog open onClose={onClose} username="admin" onSwitched={onSwitched} />,
    );

    const dialog = await screen.findByRole('dialog', { name: '部门切换' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '450px' });
    expect(within(dialog).getByText('总部')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: '切换部门' }));
    await userEvent.click(await screen.findByTitle('技术部'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
    expect(accountApi.selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A04', username: 'admin' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open and warns when the switch fails', async () => {
    accountApi.getCurrentUserDeparts.mockResolvedValue(DEPARTS);
    accountApi.selectDepart.mockResolvedValue({ ok: false, message: '操作失败', presented: false });
    const onClose = vi.fn();
    renderInApp(<DepartSwitchDialog open onClose={onClose} username="admin" />);

    const dialog = await screen.findByRole('dialog', { name: '部门切换' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: '切换部门' }));
    await userEvent.click(await screen.findByTitle('技术部'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
